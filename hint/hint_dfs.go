package hint

import (
	"canfield/canfield"
)

// This file holds the hint engine's own bounded perfect-information search:
// a depth-first search over fully known positions with a node budget, used
// to value sampled deals. It is deliberately small: the stock is searched as
// macro moves (deal k times, then play the waste's top card), proven-safe
// foundation plays are made without branching, and a transposition table
// remembers the positions proven lost and those on a winning line, so that
// the candidate moves of one sampled deal share their work.

// dfsMacro is a macro move: deal Deals times, then play Move.
type dfsMacro struct {
	deals uint8
	score int16
	move  canfield.Move
}

// ttWon marks a position on a winning line in the table.
const ttWon = ^uint32(0)

// dfs is a bounded depth-first solver for the positions of one deal. Its
// transposition table is kept between calls to Solve as long as the deal is
// the same (call Reset for another deal): a position explored in a search
// that ended Lost is lost for good, and a position on a winning line is
// won, so later searches of the same deal stop there at once. Positions
// explored in a search that was won or ran out of budget are not trusted
// afterwards (a position whose only way out went through a position then
// on the search path may have been wrongly closed), which the generation
// numbers take care of.
type dfs struct {
	tt      map[uint64]uint32 // hash -> generation that closed it, or ttWon
	lostGen []bool            // per generation: did that search end Lost?
	gen     uint32
	nodes   int64
	budget  int64
	out     bool // budget spent
	bufs    [][]dfsMacro
	line    []canfield.Move // winning line, reversed while unwinding
	want    bool            // record the winning line
}

func newDFS() *dfs {
	return &dfs{tt: make(map[uint64]uint32, 1<<12), lostGen: []bool{false}}
}

// Reset forgets everything learnt, for a new deal.
func (d *dfs) Reset() {
	clear(d.tt)
	d.lostGen = d.lostGen[:1]
	d.gen = 0
}

// Solve searches s with at most budget nodes (positions expanded). With
// line set, a Won verdict comes with the winning moves (deals written out).
func (d *dfs) Solve(s canfield.State, budget int64, line bool) (Verdict, []canfield.Move, int64) {
	d.gen++
	d.lostGen = append(d.lostGen, false)
	d.nodes, d.budget, d.out = 0, budget, false
	d.want = line
	d.line = d.line[:0]
	v := d.search(&s, 0)
	if v == Lost {
		d.lostGen[d.gen] = true
	}
	if v != Won || !line {
		return v, nil, d.nodes
	}
	ms := make([]canfield.Move, len(d.line))
	for i, m := range d.line {
		ms[len(d.line)-1-i] = m
	}
	return v, ms, d.nodes
}

func (d *dfs) search(s *canfield.State, depth int) Verdict {
	d.nodes++
	if d.nodes > d.budget {
		d.out = true
		return Unknown
	}
	var safe [canfield.DeckSize]canfield.Move
	nSafe := 0
	for {
		m, ok := safeMove(s)
		if !ok {
			break
		}
		s.Apply(m)
		safe[nSafe] = m
		nSafe++
	}
	record := func() {
		for i := nSafe - 1; i >= 0; i-- {
			d.line = append(d.line, safe[i])
		}
	}
	if s.Won() {
		if d.want {
			record()
		}
		return Won
	}
	h := hashState(s)
	if g, ok := d.tt[h]; ok {
		if g == ttWon {
			if d.want {
				// The rest of the line is not stored; search it again
				// without the table's help for won positions.
				goto expand
			}
			return Won
		}
		if g == d.gen || d.lostGen[g] {
			return Lost
		}
	}
expand:
	d.tt[h] = d.gen
	for len(d.bufs) <= depth {
		d.bufs = append(d.bufs, make([]dfsMacro, 0, 64))
	}
	ms := genMacros(s, d.bufs[depth][:0])
	d.bufs[depth] = ms
	unknown := false
	for i := range ms {
		mc := ms[i]
		child := *s
		for range mc.deals {
			child.Apply(canfield.DealMove)
		}
		child.Apply(mc.move)
		switch d.search(&child, depth+1) {
		case Won:
			d.tt[h] = ttWon
			if d.want {
				d.line = append(d.line, mc.move)
				for range mc.deals {
					d.line = append(d.line, canfield.DealMove)
				}
				record()
			}
			return Won
		case Unknown:
			if d.out {
				return Unknown
			}
			unknown = true
		}
	}
	if unknown {
		return Unknown
	}
	return Lost
}

// genMacros appends the dfsMacro moves of s to buf, best first: every legal
// move but the deal, then for each waste top reachable by dealing (fewest
// deals first) the plays of that card.
func genMacros(s *canfield.State, buf []dfsMacro) []dfsMacro {
	var l canfield.MoveList
	s.GenMoves(&l)
	for _, m := range l.Slice() {
		if m.IsDeal() {
			continue
		}
		buf = append(buf, dfsMacro{move: m, score: int16(moveScore(s, m))})
	}
	if s.CanDeal() {
		var seen [canfield.TalonCap + 1]bool
		seen[len(s.Waste())] = true
		t := *s
		for k := 1; k <= 2*canfield.TalonCap+2 && t.CanDeal(); k++ {
			t.Apply(canfield.DealMove)
			nw := len(t.Waste())
			if seen[nw] {
				break
			}
			seen[nw] = true
			wt := t.WasteTop()
			if wt == canfield.NoCard {
				continue
			}
			if t.Goes(wt) {
				m := canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}
				buf = append(buf, dfsMacro{deals: uint8(k), move: m, score: int16(moveScore(&t, m) - k)})
			}
			for j := range canfield.NumColumns {
				e := t.Exposed(j)
				if (e != canfield.NoCard && t.Builds(wt, e)) || (e == canfield.NoCard && wasteFills(&t)) {
					m := canfield.Move{From: canfield.LocWaste, To: canfield.Column(j)}
					buf = append(buf, dfsMacro{deals: uint8(k), move: m, score: int16(moveScore(&t, m) - k)})
				}
			}
		}
	}
	// Insertion sort, best score first, stable.
	for i := 1; i < len(buf); i++ {
		x := buf[i]
		j := i
		for j > 0 && buf[j-1].score < x.score {
			buf[j] = buf[j-1]
			j--
		}
		buf[j] = x
	}
	return buf
}

// wasteFills reports whether the waste's top card may fill an empty column.
func wasteFills(s *canfield.State) bool {
	return s.Rules().Fill == canfield.FillAny || len(s.Reserve()) == 0
}

// moveScore orders moves for search and for the heuristic players: higher
// is tried first.
func moveScore(s *canfield.State, m canfield.Move) int {
	switch {
	case m.To == canfield.LocFoundation:
		sc := 100
		if m.From == canfield.LocReserve {
			sc += 20
		}
		if m.From.IsColumn() && len(s.Column(m.From.ColumnIndex())) == 1 && len(s.Reserve()) > 0 {
			sc += 15
		}
		return sc
	case m.From == canfield.LocReserve:
		return 90
	case m.From.IsColumn() && m.To.IsColumn():
		n := len(s.Column(m.From.ColumnIndex()))
		if (m.N == 0 || int(m.N) == n) && len(s.Reserve()) > 0 && s.Rules().AutoFill() {
			return 80 // empties a column for the reserve
		}
		if m.N == 0 || int(m.N) == n {
			return 35
		}
		return 25
	case m.From == canfield.LocWaste:
		if s.Exposed(m.To.ColumnIndex()) == canfield.NoCard {
			return 30
		}
		return 50
	case m.From == canfield.LocFoundation:
		return 5
	}
	return 0
}

// safeMove returns a foundation play that cannot lose a winnable game,
// if the position has one: the card's foundation move when no card that
// could build on it is still off the foundations (for classic: both
// foundations of the other colour already hold the rank below). The
// waste's top counts only when the stock is dealt one card at a time (in
// threes, taking a waste card changes which cards later deals bring up),
// and nothing is safe when foundation cards may come back. This is the
// solver's rule (solver_safe.go has the proof), restated here so that the
// hint engine's own search does not depend on the solver's internals.
func safeMove(s *canfield.State) (canfield.Move, bool) {
	if s.Rules().FoundationToTableau {
		return canfield.Move{}, false
	}
	if c := s.ReserveTop(); c != canfield.NoCard && s.Goes(c) && safeCard(s, c) {
		return canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}, true
	}
	for i := range canfield.NumColumns {
		if c := s.Exposed(i); c != canfield.NoCard && s.Goes(c) && safeCard(s, c) {
			return canfield.Move{From: canfield.Column(i), To: canfield.LocFoundation}, true
		}
	}
	if c := s.WasteTop(); s.Rules().Draw == 1 && c != canfield.NoCard && s.Goes(c) && safeCard(s, c) {
		return canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, true
	}
	return canfield.Move{}, false
}

// safeCard reports whether c, which goes on its foundation now, is no
// longer needed on the tableau: every card that could build on it is on a
// foundation already.
func safeCard(s *canfield.State, c canfield.Card) bool {
	r := s.Rules()
	rel := (int(c.Rank()) + canfield.NumRanks - int(s.Base())) % canfield.NumRanks
	need := rel // cards of relative rank rel-1 must be on: count >= rel
	if rel == 0 {
		if r.Order == canfield.FromBase {
			return true // nothing builds on a base-rank card
		}
		need = canfield.NumRanks
	}
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		switch r.Build {
		case canfield.AlternateColours:
			if su.Red() == c.Red() {
				continue
			}
		case canfield.SameSuit:
			if su != c.Suit() {
				continue
			}
		}
		if su == c.Suit() {
			continue // the card below in its own suit is on already
		}
		if s.FoundationCount(su) < need {
			return false
		}
	}
	return true
}

// hashState returns a 64-bit hash of the position, the same for positions
// that differ only in the order of the columns. Within one deal the reserve
// is known by its size and the stock and waste by their card set and the
// waste's size (cards leave them but never change order).
func hashState(s *canfield.State) uint64 {
	h := uint64(len(s.Reserve())) | uint64(len(s.Waste()))<<8
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		h |= uint64(s.FoundationCount(su)) << (16 + 8*uint(su))
	}
	if s.Rules().Passes > 0 {
		h |= uint64(s.Pass()) << 48
	}
	h = mix64(h)
	var talon canfield.CardSet
	for _, c := range s.Waste() {
		talon = talon.With(c)
	}
	for _, c := range s.Stock() {
		talon = talon.With(c)
	}
	h ^= mix64(uint64(talon) + 0x9e3779b97f4a7c15)
	var cols uint64
	for i := range canfield.NumColumns {
		ch := uint64(0xcbf29ce484222325)
		for _, c := range s.Column(i) {
			ch = (ch ^ uint64(c)) * 0x100000001b3
		}
		cols += mix64(ch)
	}
	return h ^ mix64(cols+0x632be59bd9b4e019)
}

// mix64 is SplitMix64's finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
