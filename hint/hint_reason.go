package hint

import (
	"fmt"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// publicPos is the public position of a view: the position over the public
// deal (every hidden place holds some unseen card), with a way to tell
// which of its cards the player has seen. Only face-up cards are ever read
// from it, and their identity does not depend on the completion.
type publicPos struct {
	s     canfield.State
	deal  []canfield.Card
	posOf [canfield.DeckSize]int16
	known func(pos int) canfield.Card
	// visits counts the positions of the game so far by hash.
	visits map[uint64]int
}

// repeats returns how often the position after m was reached before.
func (p *publicPos) repeats(m canfield.Move) int {
	t := p.s
	t.Apply(m)
	return p.visits[hashState(&t)]
}

// seenCard reports whether c (as the public state holds it) is a card the
// player has seen at its place.
func (p *publicPos) seenCard(c canfield.Card) bool {
	if c == canfield.NoCard {
		return false
	}
	return p.known(int(p.posOf[c.Index()])) != canfield.NoCard
}

// reveals reports whether playing m shows a card the player has not seen:
// a new reserve top, or a waste top never seen.
func (p *publicPos) reveals(m canfield.Move) bool {
	t := p.s
	t.Apply(m)
	if c := t.ReserveTop(); c != canfield.NoCard && !p.seenCard(c) {
		return true
	}
	if c := t.WasteTop(); c != canfield.NoCard && !p.seenCard(c) {
		return true
	}
	for i := range canfield.NumColumns {
		if c := t.Exposed(i); c != canfield.NoCard && !p.seenCard(c) {
			return true
		}
	}
	return false
}

// Facts are what a move does on the table, as the player sees it: the
// cards and places involved and what the move changes. The engine returns
// them; the screen writes the words.
type Facts struct {
	// Deal: the move deals from the stock; Dealt cards (the stock's last
	// cards when fewer are left), after turning the waste over to start
	// pass Pass when Turn is set.
	Deal  bool
	Dealt int
	Turn  bool
	Pass  int
	// Up is a deal's new waste top when the player has seen that card
	// before; Shows is set when the deal shows a card not seen yet.
	Up    canfield.Card
	Shows bool
	// Card is the card moved (the first of a column's cards), From and To
	// the move's places, Onto the exposed card it builds on (NoCard for
	// an empty column or a foundation).
	Card     canfield.Card
	From, To canfield.Loc
	Onto     canfield.Card
	// Whole is the number of cards of a column moved whole onto another
	// (0 for other moves), Part the number of a column's last cards moved
	// (0 for other moves); Last is the last card of a column moved,
	// Exposes the card a partial move leaves exposed.
	Whole, Part int
	Last        canfield.Card
	Exposes     canfield.Card
	// Empties is set when the move empties its column, ForReserve when the
	// column emptied is filled from the reserve at once; Uncovers when it
	// uncovers a face-down reserve card.
	Empties    bool
	ForReserve bool
	Uncovers   bool
	// Scouts is set on a deal that goes round the stock to show cards not
	// seen yet, losing nothing: every move of the position stays available.
	Scouts bool
	// Plan, on a deal, is the move the deal leads to: the best decision
	// needs Plan.Deals deals first (this one included), then Plan.Move.
	Plan *Plan
}

// Plan is a decision reached through deals: deal Deals times, then play
// Move, which does Facts (with Up, the waste card the deals bring up).
type Plan struct {
	Deals int
	Move  canfield.Move
	Up    canfield.Card
	Facts Facts
}

// facts says what move m does in the public position.
func (p *publicPos) facts(m canfield.Move) Facts {
	s := &p.s
	r := s.Rules()
	t := *s
	t.Apply(m)
	f := Facts{From: m.From, To: m.To, Card: canfield.NoCard, Onto: canfield.NoCard, Up: canfield.NoCard,
		Last: canfield.NoCard, Exposes: canfield.NoCard}
	if m.IsDeal() {
		f.Deal = true
		if len(s.Stock()) == 0 {
			f.Turn, f.Pass, f.Dealt = true, s.Pass()+1, min(r.Draw, len(t.Stock())+len(t.Waste()))
		} else {
			f.Dealt = min(r.Draw, len(s.Stock()))
		}
		if c := t.WasteTop(); c != canfield.NoCard {
			if p.seenCard(c) {
				f.Up = c
			} else {
				f.Shows = true
			}
		}
		return f
	}
	if m.From == canfield.LocReserve || (m.From.IsColumn() && m.To != canfield.LocFoundation && m.N == 0) ||
		(m.From.IsColumn() && len(s.Column(m.From.ColumnIndex())) == 1) {
		f.Uncovers = len(t.Reserve()) < len(s.Reserve()) && len(t.Reserve()) > 0 && !r.VisibleReserve
	}
	if m.To.IsColumn() {
		f.Onto = s.Exposed(m.To.ColumnIndex())
	}
	switch {
	case m.From == canfield.LocReserve:
		f.Card = s.ReserveTop()
	case m.From == canfield.LocWaste:
		f.Card = s.WasteTop()
	case m.From == canfield.LocFoundation:
		f.Card = s.FoundationTop(m.Suit)
	default:
		i := m.From.ColumnIndex()
		col := s.Column(i)
		k := 0 // the first card moved
		switch {
		case m.To == canfield.LocFoundation:
			k = len(col) - 1
			f.Card = col[k]
		case m.N == 0:
			f.Card, f.Last, f.Whole = col[0], col[len(col)-1], len(col)
		default:
			k = len(col) - int(m.N)
			f.Card, f.Last, f.Part = col[k], col[len(col)-1], int(m.N)
			if k > 0 {
				f.Exposes = col[k-1]
			}
		}
		if k == 0 {
			f.Empties = true
			f.ForReserve = len(t.Column(i)) > 0 && len(s.Reserve()) > len(t.Reserve())
		}
	}
	return f
}

// Explain returns the facts of each of moves, legal moves of the game the
// view describes, read off the position the player sees.
func Explain(v tracker.View, moves []canfield.Move) ([]Facts, error) {
	p, err := newPublic(v)
	if err != nil {
		return nil, err
	}
	out := make([]Facts, len(moves))
	for i, m := range moves {
		if err := p.s.Legal(m); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		out[i] = p.facts(m)
	}
	return out, nil
}

// buries reports whether m is a deal that covers the waste's top card
// under a limited number of passes: the card can be played again only
// after every card dealt onto it has gone, or a pass later, and passes
// are few (in the last pass, no redeal brings it back at all). Such a deal
// is a commitment, not a free look at the next card. Under unlimited
// passes going round costs nothing, and the deal does not bury.
func buries(s *canfield.State, m canfield.Move) bool {
	return m.IsDeal() && s.Rules().Passes != 0 && len(s.Waste()) > 0
}

// strands reports whether m plays a card up to its foundation that a
// face-up card (the reserve's or the waste's top) could build on, where no
// other column offers that card a place: the foundation play would leave
// it stranded.
func strands(s *canfield.State, m canfield.Move) bool {
	if m.To != canfield.LocFoundation || safeCardOf(s, m) {
		return false
	}
	var c canfield.Card
	from := -1
	switch {
	case m.From == canfield.LocReserve:
		c = s.ReserveTop()
	case m.From == canfield.LocWaste:
		c = s.WasteTop()
	case m.From.IsColumn():
		from = m.From.ColumnIndex()
		c = s.Exposed(from)
	}
	for _, x := range [...]canfield.Card{s.ReserveTop(), s.WasteTop()} {
		if x == canfield.NoCard || x == c || !s.Builds(x, c) {
			continue
		}
		other := false
		for j := range canfield.NumColumns {
			if e := s.Exposed(j); j != from && e != canfield.NoCard && e != c && s.Builds(x, e) {
				other = true
			}
		}
		if !other {
			return true
		}
	}
	return false
}

// safeCardOf reports whether the foundation play m is proven safe.
func safeCardOf(s *canfield.State, m canfield.Move) bool {
	var c canfield.Card
	switch {
	case m.From == canfield.LocReserve:
		c = s.ReserveTop()
	case m.From == canfield.LocWaste:
		c = s.WasteTop()
	case m.From.IsColumn():
		c = s.Exposed(m.From.ColumnIndex())
	}
	return c != canfield.NoCard && solver.SafeFoundation(s, c)
}
