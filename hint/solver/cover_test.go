package solver

import (
	"context"
	"testing"

	"canfield/canfield"
)

// draw1Superior is superior dealt one card at a time: the cover rule
// applies (whole columns, unlimited passes) where any card fills an empty
// column by choice and the beam search and restarts run.
func draw1Superior() canfield.Rules {
	r, _ := canfield.Preset("superior")
	r.Name, r.Draw = "", 1
	return r
}

// TestCoverApplies: the rule sets the cover rule is proven for, and no
// other.
func TestCoverApplies(t *testing.T) {
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		if got, want := coverApplies(r), name == "draw1"; got != want {
			t.Errorf("%s: coverApplies %v, want %v", name, got, want)
		}
	}
	if !coverApplies(draw1Superior()) {
		t.Error("superior dealt one at a time: want the cover rule")
	}
}

// TestCoverMoves: along random lines of the search's own moves under
// draw1, a waste card played onto a card is pending, and the moves then
// generated are exactly the engine's moves that put a card on it (waste
// cards after the fewest deals), less those that close a precedence cycle;
// a cover or the pending card going up ends the wait. A waste card played
// up (not automatically) is pending too, and the moves then generated are
// exactly the engine's moves that play its successor up (after the last
// card of a suit, those that play a waste card up); that play ends the
// wait.
func TestCoverMoves(t *testing.T) {
	r, _ := canfield.Preset("draw1")
	s := New(Options{TTBytes: 64 << 10})
	pendings, covers, ups, succs := 0, 0, 0, 0
	for g := range 60 {
		st, err := canfield.NewState(r, canfield.ShuffledDeal(r, uint64(300+g)))
		if err != nil {
			t.Fatal(err)
		}
		s.begin(context.Background(), st)
		var p ply
		for step := range 200 {
			s.generate(&p)
			x := s.pending
			upWait := x != canfield.NoCard && s.st.FoundationTop(x.Suit()) == x
			if x != canfield.NoCard {
				var want map[macro]bool
				if upWait {
					ups++
					want = engineMoves(s, func(m canfield.Move, c canfield.Card) bool {
						if y := s.succOf[x]; y != canfield.NoCard {
							return m.To == canfield.LocFoundation && c == y
						}
						return m.To == canfield.LocFoundation && m.From == canfield.LocWaste
					})
				} else {
					pendings++
					j := -1
					for i := range canfield.NumColumns {
						if s.st.Exposed(i) == x {
							j = i
						}
					}
					if j < 0 {
						t.Fatalf("deal %d step %d: pending %v is neither exposed nor up", 300+g, step, x)
					}
					want = coverMoves(s, j)
				}
				got := map[macro]bool{}
				for _, mm := range p.moves[:p.n] {
					got[mm] = true
					if !want[mm] {
						t.Fatalf("deal %d step %d: %+v generated while %v waits (up: %v)", 300+g, step, mm, x, upWait)
					}
				}
				if len(got) != len(want) {
					t.Fatalf("deal %d step %d: %d moves generated while %v waits (up: %v), want %d", 300+g, step, len(got), x, upWait, len(want))
				}
			}
			if p.n == 0 {
				break
			}
			mm := p.moves[(step*7+g)%p.n]
			up := canfield.NoCard // the card mm plays up from the waste
			if mm.m.From == canfield.LocWaste && mm.m.To == canfield.LocFoundation {
				c := s.st
				c.Deals(int(mm.deals))
				up = c.WasteTop()
			}
			s.apply(mm)
			switch {
			case mm.m.From == canfield.LocWaste && mm.m.To.IsColumn() && len(s.st.Column(mm.m.To.ColumnIndex())) > 1:
				if s.pending != s.st.Exposed(mm.m.To.ColumnIndex()) {
					t.Fatalf("deal %d step %d: %+v put a waste card on a card; pending %v", 300+g, step, mm, s.pending)
				}
			case mm.m.From == canfield.LocWaste && mm.m.To == canfield.LocFoundation:
				if upWait {
					succs++
				}
				if c := s.pending; c != s.st.FoundationTop(c.Suit()) || c != up {
					t.Fatalf("deal %d step %d: %+v played %v up from the waste; pending %v", 300+g, step, mm, up, c)
				}
			case x != canfield.NoCard:
				if upWait {
					succs++
				} else {
					covers++
				}
				if s.pending != canfield.NoCard {
					t.Fatalf("deal %d step %d: %+v ended the wait of %v; still pending %v", 300+g, step, mm, x, s.pending)
				}
			}
		}
	}
	t.Logf("%d positions with a card waiting for a cover, %d covers, %d waiting on the foundations, %d successors up", pendings, covers, ups, succs)
	if pendings < 50 || covers < 20 || ups < 50 || succs < 20 {
		t.Errorf("only %d positions with a card waiting for a cover, %d covers, %d waiting on the foundations, %d successors up: the test checks too little", pendings, covers, ups, succs)
	}
}

// coverMoves returns the moves that put a card on column j's exposed card,
// from the engine (see engineMoves); those that close a precedence cycle
// are left out, as the search leaves them out.
func coverMoves(s *Solver, j int) map[macro]bool {
	return engineMoves(s, func(m canfield.Move, c canfield.Card) bool {
		return m.To == canfield.Column(j) && m.From != canfield.LocFoundation && !s.closesCycle(j, c)
	})
}

// engineMoves returns the engine's moves of the position for which keep
// holds (given the card they move): the non-waste ones as they are, the
// waste ones with the fewest deals that make them legal.
func engineMoves(s *Solver, keep func(m canfield.Move, c canfield.Card) bool) map[macro]bool {
	want := map[macro]bool{}
	var l canfield.MoveList
	s.st.GenMoves(&l)
	for _, m := range l.Moves[:l.N] {
		if m.From != canfield.LocWaste && !m.IsDeal() && keep(m, moved(&s.st, m)) {
			want[macro{m: m}] = true
		}
	}
	c := s.st
	seen := map[int]bool{}
	for k := 0; k <= 2*canfield.TalonCap+2; k++ {
		if w := len(c.Waste()); w > 0 && !seen[w] {
			seen[w] = true
			c.GenMoves(&l)
			for _, m := range l.Moves[:l.N] {
				if m.From == canfield.LocWaste && keep(m, c.WasteTop()) {
					want[macro{m: m, deals: uint8(k)}] = true
				}
			}
		}
		if !c.CanDeal() {
			break
		}
		c.Apply(canfield.DealMove)
	}
	return want
}

// moved returns the first card move m takes from its source (the only
// one, to a foundation).
func moved(st *canfield.State, m canfield.Move) canfield.Card {
	switch {
	case m.From == canfield.LocReserve:
		return st.ReserveTop()
	case m.From.IsColumn():
		col := st.Column(m.From.ColumnIndex())
		if m.To == canfield.LocFoundation {
			return col[len(col)-1]
		}
		if m.N == 0 {
			return col[0]
		}
		return col[len(col)-int(m.N)]
	}
	return st.WasteTop()
}

// TestCoverKeepsVerdict: under draw1 and superior dealt one at a time the
// solver with the cover rule and the wait on the foundations gives the
// verdict of the solver without either (each left out in turn) on every
// seeded deal both decide, and each prunes: over the deals lost without
// it, the solver with it spends fewer nodes. Over 30 deals, 60 with
// CANFIELD_LONG=1.
func TestCoverKeepsVerdict(t *testing.T) {
	deals := 30
	if long() {
		deals = 60
	}
	draw1, _ := canfield.Preset("draw1")
	compared := 0
	for _, tc := range []struct {
		name  string
		rules canfield.Rules
	}{{"draw1", draw1}, {"superior dealt one at a time", draw1Superior()}} {
		for _, rule := range []string{"the cover rule", "the wait on the foundations"} {
			r := tc.rules
			with := New(Options{TTBytes: 4 << 20, MaxNodes: 300_000})
			without := New(Options{TTBytes: 4 << 20, MaxNodes: 300_000})
			if rule == "the cover rule" {
				without.noCover = true
			} else {
				without.noUpWait = true
			}
			var lostWith, lostWithout int64
			for seed := range uint64(deals) {
				st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 2000+seed))
				if err != nil {
					t.Fatal(err)
				}
				a, b := solve(t, with, st), solve(t, without, st)
				if a.Verdict == Unknown || b.Verdict == Unknown {
					continue
				}
				compared++
				if a.Verdict != b.Verdict {
					t.Errorf("%s seed %d: %v with %s, %v without", tc.name, 2000+seed, a.Verdict, rule, b.Verdict)
				}
				if b.Verdict == Lost {
					lostWith += a.Nodes
					lostWithout += b.Nodes
				}
			}
			if tc.name == "draw1" && lostWith >= lostWithout {
				t.Errorf("draw1: %d nodes to prove the lost deals with %s, %d without: it prunes nothing", lostWith, rule, lostWithout)
			}
			t.Logf("%s: lost deals in %d nodes with %s, %d without", tc.name, lostWith, rule, lostWithout)
		}
	}
	if compared < 2*deals {
		t.Errorf("only %d deals decided by both", compared)
	}
}

// TestUpWaitAfterLastCard: under draw1, after the last card of a suit is
// played up from the waste (not automatically), the next play up from the
// waste ends its wait and starts the played card's own: on the ordered
// deal's winning line, Kc from the waste, then Ad.
func TestUpWaitAfterLastCard(t *testing.T) {
	st := mustState(t, "draw1", orderedDeal)
	line := solve(t, New(Options{TTBytes: 1 << 20, MaxNodes: 100_000}), st).Solution
	kc, ad := canfield.NewCard(canfield.King, canfield.Clubs), canfield.NewCard(canfield.Ace, canfield.Diamonds)
	k := 0
	for ; k < len(line) && !(line[k].From == canfield.LocWaste && st.WasteTop() == kc); k++ {
		st.Apply(line[k])
	}
	if k == len(line) {
		t.Fatal("the line plays no Kc from the waste")
	}
	s := New(Options{TTBytes: 64 << 10})
	s.begin(context.Background(), st)
	s.apply(macro{m: line[k]})
	if s.pending != kc {
		t.Fatalf("after Kc up from the waste: pending %v, want Kc", s.pending)
	}
	var p ply
	s.generate(&p)
	var next macro
	for _, mm := range p.moves[:p.n] {
		c := s.st
		c.Deals(int(mm.deals))
		if mm.m.From != canfield.LocWaste || mm.m.To != canfield.LocFoundation {
			t.Fatalf("while Kc waits: %+v offered, want only plays up from the waste", mm)
		}
		if c.WasteTop() == ad {
			next = mm
		}
	}
	if next.m.From != canfield.LocWaste {
		t.Fatal("while Kc waits: Ad's play up from the waste is not offered")
	}
	s.apply(next)
	if s.pending != ad {
		t.Errorf("after Ad up from the waste: pending %v, want Ad (Kc's wait over, Ad's begun)", s.pending)
	}
}
