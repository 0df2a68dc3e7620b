package notation

import "canfield/canfield"

// places follows where the deal positions go as a record's moves are read,
// without knowing the cards: how many cards the reserve and each column
// hold, and which deal positions lie in the stock and the waste, in order.
// That is enough to say which deal position each move shows (the new
// reserve top, or the new waste top), so a revealed card can be checked
// against the setup at exactly that position. It trusts the moves to be
// legal (the rules engine checks that when the record is replayed); when a
// move is impossible even by counting (a card from an empty pile, a deal
// with no pass left) it stops following, and only the weaker checks of
// kindOfReveal remain.
type places struct {
	rules    canfield.Rules
	ok       bool
	nReserve int
	colLen   [canfield.NumColumns]int
	talon    []int // deal positions: talon[:nWaste] the waste bottom..top, the rest the stock top..bottom
	nWaste   int
	pass     int
	seen     []bool // deal positions shown so far
}

func newPlaces(r canfield.Rules) *places {
	p := &places{rules: r, ok: true, nReserve: r.ReserveCount(), pass: 1, seen: make([]bool, r.DealSize())}
	for i := range r.ColumnCount() {
		p.colLen[i] = 1
	}
	for i := canfield.DealLayout(r).Stock; i < r.DealSize(); i++ {
		p.talon = append(p.talon, i)
	}
	for i := range p.seen {
		p.seen[i] = shownAtDeal(r, i)
	}
	return p
}

// apply plays m and returns the deal position it shows for the first time,
// or -1 when it shows nothing new. The second result is false when the
// positions can no longer be followed.
func (p *places) apply(m canfield.Move) (int, bool) {
	if !p.ok {
		return -1, false
	}
	shown := -1
	fail := func() (int, bool) { p.ok = false; return -1, false }
	toColumn := func() bool {
		if m.To.IsColumn() {
			p.colLen[m.To.ColumnIndex()]++
			return true
		}
		return m.To == canfield.LocFoundation
	}
	switch {
	case m.IsDeal():
		if p.nWaste == len(p.talon) {
			if len(p.talon) == 0 || (p.rules.Passes != 0 && p.pass >= p.rules.Passes) {
				return fail()
			}
			p.nWaste = 0
			p.pass++
		}
		p.nWaste = min(p.nWaste+p.rules.Draw, len(p.talon))
		shown = p.talon[p.nWaste-1]
	case m.From == canfield.LocReserve:
		if p.nReserve == 0 || !toColumn() {
			return fail()
		}
		p.nReserve--
		if p.nReserve > 0 {
			shown = p.nReserve - 1
		}
	case m.From == canfield.LocWaste:
		if p.nWaste == 0 || !toColumn() {
			return fail()
		}
		p.talon = append(p.talon[:p.nWaste-1], p.talon[p.nWaste:]...)
		p.nWaste--
		if p.nWaste > 0 {
			shown = p.talon[p.nWaste-1]
		}
	case m.From == canfield.LocFoundation:
		if !m.To.IsColumn() {
			return fail()
		}
		p.colLen[m.To.ColumnIndex()]++
	case m.From.IsColumn():
		i := m.From.ColumnIndex()
		n := 1
		if m.To.IsColumn() {
			n = int(m.N)
			if n == 0 {
				n = p.colLen[i]
			}
		} else if m.To != canfield.LocFoundation {
			return fail()
		}
		if n == 0 || n > p.colLen[i] {
			return fail()
		}
		p.colLen[i] -= n
		if m.To.IsColumn() {
			p.colLen[m.To.ColumnIndex()] += n
		}
		if p.colLen[i] == 0 && p.nReserve > 0 && p.rules.AutoFill() {
			p.nReserve--
			p.colLen[i] = 1
			if p.nReserve > 0 {
				shown = p.nReserve - 1
			}
		}
	default:
		return fail()
	}
	if shown >= 0 && p.seen[shown] {
		shown = -1
	}
	if shown >= 0 {
		p.seen[shown] = true
	}
	return shown, true
}

// Known returns the record's setup completed with the cards its moves
// revealed, each at the deal position its move showed (followed by
// counting, as reading does). A person may leave revealed cards as ?? in
// the setup; Known puts them back. It returns false, and leaves out the
// reveals from there on, when the moves cannot be followed (a move that is
// impossible even by counting). The record is not changed.
func (r *Record) Known() ([]canfield.Card, bool) {
	out := append([]canfield.Card(nil), r.Setup...)
	if len(out) != r.Rules.DealSize() {
		return out, false
	}
	pl := newPlaces(r.Rules)
	for _, e := range r.Moves {
		shown, ok := pl.apply(e.Move)
		if !ok {
			return out, false
		}
		if e.Reveal != canfield.NoCard && shown >= 0 {
			out[shown] = e.Reveal
		}
	}
	return out, true
}
