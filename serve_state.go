package main

// The game as the page draws it: the table, the prompt, the legal moves,
// every card with the name a screen reader speaks.

import (
	"path/filepath"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// webCard is a card as the page draws it. A hidden card has Hidden set
// and no face.
type webCard struct {
	Code   string `json:"code,omitempty"` // as the notation writes it: 7h
	Face   string `json:"face,omitempty"` // as drawn: 7♥
	Rank   string `json:"rank,omitempty"`
	Suit   string `json:"suit,omitempty"` // c, d, h or s
	Name   string `json:"name"`           // spoken: "seven of hearts"
	Red    bool   `json:"red,omitempty"`
	Hidden bool   `json:"hidden,omitempty"`
}

// webPile is a pile shown by its top card and how many lie under it.
type webPile struct {
	Top   *webCard  `json:"top,omitempty"`
	Count int       `json:"count"`
	Cards []webCard `json:"cards,omitempty"` // every card, where all are face up (a visible reserve)
}

// webFoundation is one suit's foundation.
type webFoundation struct {
	Suit  string   `json:"suit"`
	Name  string   `json:"name"` // "hearts"
	Count int      `json:"count"`
	Top   *webCard `json:"top,omitempty"`
}

// webTable is the table as the player sees it.
type webTable struct {
	Rules       string          `json:"rules"`
	Base        string          `json:"base"` // the base rank ("7"), or "" before the base card
	Foundations []webFoundation `json:"foundations"`
	Reserve     webPile         `json:"reserve"`
	Waste       webPile         `json:"waste"`
	Stock       int             `json:"stock"`
	NoPassLeft  bool            `json:"noPassLeft,omitempty"`
	Columns     [][]webCard     `json:"columns"`
	Pass        int             `json:"pass"`
	Passes      int             `json:"passes"` // 0: unlimited
	Moves       int             `json:"moves"`
	Casino      int             `json:"casino"`
	OnFound     int             `json:"onFoundations"`
}

// webPlace is a place on the table: a pile ("r" the reserve, "f" the
// first foundation, which the base card starts, "w" the waste, "1"-"4" a
// column) and the card's index in it, from the bottom (0 for the
// foundation and the waste's top).
type webPlace struct {
	Pile  string `json:"pile"`
	Index int    `json:"index"`
}

// needPlace finds on t the place whose card is asked for: the first card
// not known yet in the order the tracker asks for them (the reserve from
// its top, down while it lies face up; the base card; each column from its
// first card; the waste's top), or nil.
func needPlace(t tracker.Table) *webPlace {
	for i := len(t.Reserve) - 1; i >= 0; i-- {
		if t.Reserve[i] == canfield.NoCard {
			return &webPlace{Pile: "r", Index: i}
		}
		if !t.Rules.VisibleReserve {
			break
		}
	}
	if t.Base == 0 {
		return &webPlace{Pile: "f"}
	}
	for i, col := range t.Columns {
		for j, c := range col {
			if c == canfield.NoCard {
				return &webPlace{Pile: strconv.Itoa(i + 1), Index: j}
			}
		}
	}
	if n := len(t.Waste); n > 0 && t.Waste[n-1] == canfield.NoCard {
		return &webPlace{Pile: "w", Index: n - 1}
	}
	return nil
}

// webMove is a legal move with the words the terminal's list gives it.
type webMove struct {
	Move  string `json:"move"`
	Words string `json:"words"`
}

// webState is what every answer of the API about a game carries.
type webState struct {
	ID       string    `json:"id"`
	Version  int       `json:"version"`
	Prompt   webPrompt `json:"prompt"`
	Messages []string  `json:"messages"`
	Ended    bool      `json:"ended"`
	Result   string    `json:"result,omitempty"`
	File     string    `json:"file"` // the record's name alone: no path leaves the server
	Virtual  bool      `json:"virtual"`
	Seed     *uint64   `json:"seed,omitempty"`
	Code     string    `json:"code,omitempty"` // the deal code, once the whole deal is known
	Need     string    `json:"need,omitempty"` // the place whose card is asked for
	NeedPos  int       `json:"needPos"`        // its deal position, or -1
	NeedAt   *webPlace `json:"needAt,omitempty"`
	// Unseen are the cards that may be entered where one is asked for:
	// those not seen yet (the page's keys offer only these).
	Unseen  []string  `json:"unseen,omitempty"`
	Table   webTable  `json:"table"`
	Legal   []webMove `json:"legal"`
	CanRedo bool      `json:"canRedo"`
}

var (
	rankWords = []string{"", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"}
	suitWords = []string{"clubs", "diamonds", "hearts", "spades"}
	suitCodes = []string{"c", "d", "h", "s"}
)

// cardName is a card's spoken name: "seven of hearts".
func cardName(c canfield.Card) string {
	if c == canfield.NoCard {
		return "face-down card"
	}
	return rankWords[c.Rank()] + " of " + suitWords[c.Suit()]
}

// toWebCard draws c, drawn in st, on the page.
func toWebCard(st *style, c canfield.Card) webCard {
	if c == canfield.NoCard {
		return webCard{Name: cardName(c), Hidden: true}
	}
	code := notation.FormatCard(c)
	return webCard{Code: code, Face: st.card(c), Rank: code[:len(code)-1], Suit: suitCodes[c.Suit()], Name: cardName(c), Red: c.Red()}
}

// pile returns the top card of cs and its count.
func pile(st *style, cs []canfield.Card) webPile {
	p := webPile{Count: len(cs)}
	if len(cs) > 0 {
		c := toWebCard(st, cs[len(cs)-1])
		p.Top = &c
	}
	return p
}

// state returns the game's state with the messages of its last step; the
// caller holds g.mu.
func (g *webGame) state() webState {
	s := g.s
	st := s.st
	t := s.g.Table()
	ws := webState{ID: g.id, Version: g.version, Prompt: g.prompt, Messages: g.last, Ended: g.ended,
		Result: s.result, File: filepath.Base(s.out), Virtual: s.virtual != nil, Seed: s.seed, CanRedo: s.g.CanRedo(), NeedPos: -1}
	if ws.Messages == nil {
		ws.Messages = []string{}
	}
	if g.ended || s.result != "" {
		ws.Code = s.dealCode()
	}
	wt := webTable{Rules: rulesLabel(t.Rules), Stock: len(t.Stock), Pass: t.Pass, Passes: t.Rules.Passes, Moves: t.Moves,
		Casino: s.g.CasinoScore(), OnFound: s.g.FoundationCards()}
	if t.Base != 0 {
		wt.Base = strings.TrimSuffix(notation.FormatCard(canfield.NewCard(t.Base, 0)), "c")
	}
	for su := range canfield.Suit(t.Rules.SuitCount()) { // a cut deck's suits only
		f := webFoundation{Suit: suitCodes[su], Name: suitWords[su], Count: t.FoundationCount[su]}
		if f.Count > 0 {
			c := toWebCard(st, t.FoundationTop[su])
			f.Top = &c
		}
		wt.Foundations = append(wt.Foundations, f)
	}
	wt.Reserve = pile(st, t.Reserve)
	if t.Rules.VisibleReserve {
		for _, c := range t.Reserve {
			wt.Reserve.Cards = append(wt.Reserve.Cards, toWebCard(st, c))
		}
	}
	wt.Waste = pile(st, t.Waste)
	wt.NoPassLeft = len(t.Stock) == 0 && t.Rules.Passes > 0 && t.Pass >= t.Rules.Passes
	for _, col := range t.Columns[:t.Rules.ColumnCount()] { // a cut deck's columns only
		cs := []webCard{}
		for _, c := range col {
			cs = append(cs, toWebCard(st, c))
		}
		wt.Columns = append(wt.Columns, cs)
	}
	ws.Table = wt
	ws.Legal = []webMove{}
	if req, ok := s.g.Need(); ok && !g.ended {
		ws.Need, ws.NeedPos, ws.NeedAt = req.Place, req.Pos, needPlace(t)
		for _, c := range s.g.View().Unseen() {
			ws.Unseen = append(ws.Unseen, notation.FormatCard(c))
		}
		return ws
	}
	if g.ended || s.g.Won() {
		return ws
	}
	moves := s.g.LegalMoves()
	facts, err := hint.Explain(s.g.View(), moves)
	for i, m := range moves {
		words := ""
		if err == nil {
			words = st.moveWords(facts[i], false)
		}
		ws.Legal = append(ws.Legal, webMove{Move: notation.FormatMove(m), Words: words})
	}
	return ws
}
