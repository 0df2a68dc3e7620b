package hint

import (
	"fmt"

	"canfield/canfield"
	"canfield/hint/solver"
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

// reason says in one line what move m does in the public position.
func (p *publicPos) reason(m canfield.Move) string {
	s := &p.s
	r := s.Rules()
	t := *s
	t.Apply(m)
	uncover := ""
	if m.From == canfield.LocReserve || (m.From.IsColumn() && m.To != canfield.LocFoundation && m.N == 0) ||
		(m.From.IsColumn() && len(s.Column(m.From.ColumnIndex())) == 1) {
		if len(t.Reserve()) < len(s.Reserve()) && len(t.Reserve()) > 0 && !r.VisibleReserve {
			uncover = ", uncovering a reserve card"
		}
	}
	onto := func(j int) string {
		if e := s.Exposed(j); e != canfield.NoCard {
			return fmt.Sprintf("on %v in column %d", e, j+1)
		}
		return fmt.Sprintf("into empty column %d", j+1)
	}
	emptied := func(i int) string {
		if len(t.Column(i)) > 0 && len(s.Reserve()) > len(t.Reserve()) {
			return fmt.Sprintf(", emptying column %d for the reserve", i+1)
		}
		if len(t.Column(i)) == 0 {
			return fmt.Sprintf(", emptying column %d", i+1)
		}
		return ""
	}
	switch {
	case m.IsDeal():
		what := fmt.Sprintf("deals %d from the stock", min(r.Draw, max(len(s.Stock()), 1)))
		if len(s.Stock()) == 0 {
			what = "turns the waste over and deals"
		}
		if c := t.WasteTop(); c != canfield.NoCard {
			if p.seenCard(c) {
				return what + fmt.Sprintf(", bringing up %v", c)
			}
			return what + ", showing a card not seen yet"
		}
		return what
	case m.To == canfield.LocFoundation:
		switch {
		case m.From == canfield.LocReserve:
			return fmt.Sprintf("plays %v from the reserve to its foundation%s", s.ReserveTop(), uncover)
		case m.From == canfield.LocWaste:
			return fmt.Sprintf("plays %v from the waste to its foundation", s.WasteTop())
		default:
			i := m.From.ColumnIndex()
			return fmt.Sprintf("plays %v from column %d to its foundation%s%s", s.Exposed(i), i+1, emptied(i), uncover)
		}
	case m.From == canfield.LocReserve:
		return fmt.Sprintf("builds %v from the reserve %s%s", s.ReserveTop(), onto(m.To.ColumnIndex()), uncover)
	case m.From == canfield.LocWaste:
		return fmt.Sprintf("builds %v from the waste %s", s.WasteTop(), onto(m.To.ColumnIndex()))
	case m.From == canfield.LocFoundation:
		return fmt.Sprintf("brings %v back from its foundation %s", s.FoundationTop(m.Suit), onto(m.To.ColumnIndex()))
	default:
		i, j := m.From.ColumnIndex(), m.To.ColumnIndex()
		col := s.Column(i)
		if m.N == 0 || int(m.N) == len(col) {
			return fmt.Sprintf("moves column %d (%s) %s%s%s", i+1, span(col), onto(j), emptied(i), uncover)
		}
		k := len(col) - int(m.N)
		return fmt.Sprintf("moves the last %d cards of column %d (%v..) %s, exposing %v", m.N, i+1, col[k], onto(j), col[k-1])
	}
}

// span writes a column's cards as "first..last", or the one card.
func span(col []canfield.Card) string {
	if len(col) == 1 {
		return col[0].String()
	}
	return fmt.Sprintf("%v..%v", col[0], col[len(col)-1])
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
