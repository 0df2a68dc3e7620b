package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"canfield/canfield"
)

// Solvitaire (thecharlieblake/Solvitaire, the solver of Blake and Gent's
// winnability study) reads a deal as a JSON object. For its canfield preset
// (our wolter rules) the keys are:
//
//	"foundations"   the cards already on the foundations, each going on its
//	                suit's pile: the base card (under a fixed base rank, the
//	                four cards of that rank)
//	"tableau piles" 4 piles of one card each
//	"reserve"       the 13 reserve cards, bottom first, top (playable) last
//	"stock"         the stock, bottom first, top (next dealt) last
//
// Every pile is listed bottom first and top last. A card is its rank (A, 2
// to 10, J, Q, K; never T) and an upper-case suit letter (C, D, H, S): in
// Solvitaire a lower-case suit means a face-down card.

// solvitaireDeal is the JSON object, keys in the order Solvitaire's own
// test deals use.
type solvitaireDeal struct {
	Foundations []string   `json:"foundations"`
	Tableau     [][]string `json:"tableau piles"`
	Reserve     []string   `json:"reserve"`
	Stock       []string   `json:"stock"`
	Waste       []string   `json:"waste,omitempty"`
}

// SolvitaireCard writes a card as Solvitaire does, e.g. "10H", "AS".
func SolvitaireCard(c canfield.Card) string {
	var r string
	switch c.Rank() {
	case canfield.Ace:
		r = "A"
	case canfield.Jack:
		r = "J"
	case canfield.Queen:
		r = "Q"
	case canfield.King:
		r = "K"
	default:
		r = strconv.Itoa(int(c.Rank()))
	}
	return r + string("CDHS"[c.Suit()])
}

// parseSolvitaireCard reads a card as Solvitaire does: a rank (A, J, Q, K,
// or a number 1 to 13) and a suit letter in either case.
func parseSolvitaireCard(s string) (canfield.Card, error) {
	bad := &TokenError{s, "a Solvitaire card (rank A, 2-10, J, Q, K or 1-13, then suit C, D, H or S, e.g. 10H, AS)"}
	if len(s) < 2 {
		return canfield.NoCard, bad
	}
	su := strings.IndexByte("CDHS", upper(s[len(s)-1]))
	if su < 0 {
		return canfield.NoCard, bad
	}
	rs := s[:len(s)-1]
	var r int
	switch strings.ToUpper(rs) {
	case "A":
		r = 1
	case "J":
		r = 11
	case "Q":
		r = 12
	case "K":
		r = 13
	default:
		n, err := strconv.Atoi(rs)
		if err != nil || n < 1 || n > 13 || rs != strconv.Itoa(n) {
			return canfield.NoCard, bad
		}
		r = n
	}
	return canfield.NewCard(canfield.Rank(r), canfield.Suit(su)), nil
}

func solvitaireCards(cards []canfield.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = SolvitaireCard(c)
	}
	return out
}

// FormatSolvitaire writes deal, a complete deal line under rules, as the
// JSON deal Solvitaire reads (see above), laid out as Solvitaire's own test
// deals are. The JSON holds the cards only: Solvitaire takes the rules from
// its --type preset (canfield, for our wolter rules) or a rules file.
func FormatSolvitaire(rules canfield.Rules, deal []canfield.Card) ([]byte, error) {
	if rules.SmallDeck() {
		return nil, fmt.Errorf("solvitaire export: Solvitaire's Canfield deals a whole deck in four columns; a cut deck (%s) has no such form", rulesLabel(rules))
	}
	if err := canfield.CheckDeal(rules, deal); err != nil {
		return nil, fmt.Errorf("solvitaire export: %w", err)
	}
	var found []canfield.Card
	if rules.BaseRank == 0 {
		found = []canfield.Card{deal[canfield.DealBase]}
	} else {
		for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
			found = append(found, canfield.NewCard(rules.BaseRank, su))
		}
	}
	s := canfield.DealLayout(rules).Stock
	stock := make([]canfield.Card, 0, rules.StockSize())
	for i := len(deal) - 1; i >= s; i-- {
		stock = append(stock, deal[i])
	}
	list := func(cards []canfield.Card) string {
		q := solvitaireCards(cards)
		for i := range q {
			q[i] = `"` + q[i] + `"`
		}
		return "[" + strings.Join(q, ",") + "]"
	}
	var b bytes.Buffer
	b.WriteString("{\n")
	b.WriteString(`  "foundations": ` + list(found) + ",\n")
	b.WriteString(`  "tableau piles": [` + "\n")
	for i := range canfield.NumColumns {
		b.WriteString("    " + list(deal[s-canfield.NumColumns+i:s-canfield.NumColumns+i+1]))
		if i < canfield.NumColumns-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ],\n")
	b.WriteString(`  "reserve": ` + list(deal[:canfield.ReserveSize]) + ",\n")
	b.WriteString(`  "stock": ` + list(stock) + "\n")
	b.WriteString("}\n")
	return b.Bytes(), nil
}

// ParseSolvitaire reads a Solvitaire JSON deal of Canfield as dealt (one
// card on each tableau pile, an empty waste) and returns the deal line and
// the rules it implies: with one foundation card (the base card),
// Solvitaire's canfield preset, which is our wolter; with the four cards of
// one rank on the foundations, storehouse (its base rank changed when the
// rank is not Two). Callers playing other rules keep the deal and choose
// their own rules. Errors wrap ErrSyntax; a JSON syntax error, and a bad
// card where it can be found, name their line and column.
func ParseSolvitaire(data []byte) (canfield.Rules, []canfield.Card, error) {
	var syn *json.SyntaxError
	if err := json.Unmarshal(data, new(any)); errors.As(err, &syn) {
		// The offending byte is the last one read.
		return canfield.Rules{}, nil, &RecordError{Pos: offsetPos(data, int(syn.Offset)-1), Msg: err.Error(), Err: err}
	}
	r, deal, err := parseSolvitaire(data)
	var te *TokenError
	if errors.As(err, &te) {
		if i := bytes.Index(data, []byte(`"`+te.Token+`"`)); i >= 0 {
			return r, nil, fmt.Errorf("%v: %w", offsetPos(data, i), err)
		}
	}
	return r, deal, err
}

// offsetPos returns the line and column (counted in characters) of byte
// offset off of data; an offset past the end is the end.
func offsetPos(data []byte, off int) Pos {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return Pos{Line: line, Col: utf8.RuneCount(before[start:]) + 1}
}

// parseSolvitaire is ParseSolvitaire without the positions.
func parseSolvitaire(data []byte) (canfield.Rules, []canfield.Card, error) {
	fail := func(format string, args ...any) (canfield.Rules, []canfield.Card, error) {
		return canfield.Rules{}, nil, fmt.Errorf("solvitaire deal: "+format+": %w", append(args, ErrSyntax)...)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var d solvitaireDeal
	if err := dec.Decode(&d); err != nil {
		return fail("%v", err)
	}
	if dec.More() {
		return fail("text after the deal")
	}
	cards := func(what string, ss []string) ([]canfield.Card, error) {
		out := make([]canfield.Card, len(ss))
		for i, s := range ss {
			c, err := parseSolvitaireCard(s)
			if err != nil {
				return nil, fmt.Errorf("solvitaire deal: %s card %d: %w", what, i+1, err)
			}
			out[i] = c
		}
		return out, nil
	}
	if len(d.Waste) > 0 {
		return fail("the waste has cards; only a deal as dealt can be imported")
	}
	found, err := cards("foundations", d.Foundations)
	if err != nil {
		return canfield.Rules{}, nil, err
	}
	var rules canfield.Rules
	switch len(found) {
	case 1:
		rules, _ = canfield.Preset("wolter")
	case canfield.NumSuits:
		rules, _ = canfield.Preset("storehouse")
		var suits canfield.CardSet
		for _, c := range found {
			if c.Rank() != found[0].Rank() {
				return fail("four foundation cards of different ranks (%s, %s)", found[0], c)
			}
			suits = suits.With(c)
		}
		if suits.Len() != canfield.NumSuits {
			return fail("a foundation card twice")
		}
		if found[0].Rank() != rules.BaseRank {
			rules.BaseRank = found[0].Rank()
			rules.Name = ""
		}
	default:
		return fail("%d foundation cards; expected 1 (the base card) or 4 (a fixed base rank)", len(found))
	}
	if len(d.Tableau) != canfield.NumColumns {
		return fail("%d tableau piles; expected %d", len(d.Tableau), canfield.NumColumns)
	}
	var deal []canfield.Card
	res, err := cards("reserve", d.Reserve)
	if err != nil {
		return canfield.Rules{}, nil, err
	}
	if len(res) != canfield.ReserveSize {
		return fail("%d reserve cards; expected %d", len(res), canfield.ReserveSize)
	}
	deal = append(deal, res...)
	if rules.BaseRank == 0 {
		deal = append(deal, found[0])
	}
	for i, p := range d.Tableau {
		if len(p) != 1 {
			return fail("tableau pile %d has %d cards; expected 1 (a deal as dealt)", i+1, len(p))
		}
		c, err := cards(fmt.Sprintf("tableau pile %d", i+1), p)
		if err != nil {
			return canfield.Rules{}, nil, err
		}
		deal = append(deal, c...)
	}
	stock, err := cards("stock", d.Stock)
	if err != nil {
		return canfield.Rules{}, nil, err
	}
	for i := len(stock) - 1; i >= 0; i-- {
		deal = append(deal, stock[i])
	}
	if err := canfield.CheckDeal(rules, deal); err != nil {
		return fail("%v", err)
	}
	return rules, deal, nil
}
