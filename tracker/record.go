package tracker

import (
	"fmt"
	"slices"

	"canfield/canfield"
	"canfield/notation"
)

// FromRecord replays a game record: the setup's cards are entered as the
// table shows them, each move is played and checked against the rules,
// and each move's revealed card is entered. Setup cards that never came
// face up stay known from outside play (SetDeal), apart from what the
// player saw: the cards of the Seen tag (seen on moves taken back) are
// known from the move it names, as they were in the game. An error names the move's line and column in the record.
//
// The record may end with a card still to be entered (a game saved just
// after a move whose card was not typed yet).
func FromRecord(rec *notation.Record) (*Game, error) {
	g, err := New(rec.Rules)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	if err := g.SetDeal(rec.Setup); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	seen, err := rec.SeenCards()
	if err != nil {
		return nil, err
	}
	for _, s := range seen {
		p := slices.Index(rec.Setup, s.Card)
		g.setKnown(p, s.Card)
		g.knownAt[p] = int16(s.Move - 1)
	}
	if _, err := g.fillFrom(canfield.NoCard); err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	for i, e := range rec.Moves {
		at := func(format string, args ...any) error {
			return &notation.RecordError{Pos: e.Pos, Msg: fmt.Sprintf("move %d (%s): ", i+1, notation.FormatMove(e.Move)) + fmt.Sprintf(format, args...)}
		}
		if req, ok := g.Need(); ok {
			return nil, at("the record does not say which card showed as %s before it", req.Place)
		}
		if err := g.Play(e.Move); err != nil {
			return nil, at("%v", err)
		}
		used, err := g.fillFrom(e.Reveal)
		if err != nil {
			return nil, at("%v", err)
		}
		if e.Reveal != canfield.NoCard && !used {
			t := g.Table()
			if e.Reveal != t.WasteTop() && e.Reveal != t.ReserveTop() {
				return nil, at("the record says it turned up %v, but no unseen card came face up", e.Reveal)
			}
		}
		if ann := e; ann.Mark != "" || ann.HasWin || ann.Comment != "" {
			g.annotate(len(g.Moves())-1, ann)
		}
	}
	g.redo = g.redo[:0]
	return g, nil
}

// fillFrom enters the cards the table shows, from reveal (for the first
// card asked) and the deal known from outside play. It stops at a card
// neither gives; used says whether reveal was entered.
func (g *Game) fillFrom(reveal canfield.Card) (used bool, err error) {
	for {
		req, ok := g.Need()
		if !ok {
			return used, nil
		}
		c := req.Known
		if reveal != canfield.NoCard && !used {
			if c != canfield.NoCard && c != reveal {
				return used, fmt.Errorf("it turned up %v as %s, but the setup has %v there", reveal, req.Place, c)
			}
			c, used = reveal, true
		}
		if c == canfield.NoCard {
			return used, nil
		}
		if err := g.Enter(c); err != nil {
			return used, fmt.Errorf("%v as %s: %w", c, req.Place, err)
		}
	}
}

// annotate keeps a record's marks, win annotation and comment for move i,
// so that writing the game back keeps them.
func (g *Game) annotate(i int, e notation.MoveEntry) {
	if g.notes == nil {
		g.notes = map[int]notation.MoveEntry{}
	}
	g.notes[i] = e
}

// Record writes the game as a record: the cards seen (and, withDeal, also
// those known from outside play), each move with the card it turned up,
// and the annotations of moves read from a record that are still played.
// The cards seen on moves taken back (known earlier than the moves played
// show them) go in the Seen tag; other
// tags are the caller's: the record has only Rules, Result ("*") and Seen.
func (g *Game) Record(withDeal bool) *notation.Record {
	rec := notation.NewRecord(g.rules)
	if withDeal {
		deal, _ := g.Deal()
		copy(rec.Setup, deal)
	} else {
		copy(rec.Setup, g.known)
	}
	for i, a := range g.history {
		if a.Entry {
			continue
		}
		e := notation.MoveEntry{Move: a.Move}
		if i+1 < len(g.history) && g.history[i+1].Entry {
			e.Reveal = g.history[i+1].Card
		}
		if n, ok := g.notes[len(rec.Moves)]; ok && n.Move == a.Move {
			e.Mark, e.Win, e.HasWin, e.Comment = n.Mark, n.Win, n.HasWin, n.Comment
		}
		rec.Moves = append(rec.Moves, e)
	}
	rec.SetSeen(g.seenEarlier())
	return rec
}

// seenEarlier returns the cards the player knew before the moves played
// show them: seen on a line of play taken back since, each with the first
// move chosen knowing it. The moves' reveals say when the others were
// seen.
func (g *Game) seenEarlier() []notation.Seen {
	shown := make([]int, len(g.known)) // moves made when the line played showed each card
	for p := range shown {
		shown[p] = -1
	}
	n := 0
	for _, a := range g.history {
		switch {
		case !a.Entry:
			n++
		case shown[a.Pos] < 0:
			shown[a.Pos] = n
		}
	}
	var seen []notation.Seen
	for p, c := range g.known {
		if c != canfield.NoCard && (!g.live[p] || int(g.knownAt[p]) < shown[p]) {
			seen = append(seen, notation.Seen{Card: c, Move: int(g.knownAt[p]) + 1})
		}
	}
	return seen
}
