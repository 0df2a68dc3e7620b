package hint

import (
	"context"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
)

// firstSearched returns a seed whose opening position is valued by search
// (no forced or safe move), and the game there.
func firstSearched(t *testing.T, r canfield.Rules) (uint64, []canfield.Card) {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		deal := canfield.ShuffledDeal(r, seed)
		s, err := canfield.NewState(r, deal)
		if err != nil {
			t.Fatal(err)
		}
		var l canfield.MoveList
		s.GenMoves(&l)
		if l.N > 1 {
			if _, safe := solver.SafeMove(&s); !safe {
				return seed, deal
			}
		}
	}
	t.Fatal("no opening without a forced or safe move")
	return 0, nil
}

func TestStockCycleOfTheOpening(t *testing.T) {
	r := canfield.Classic
	_, deal := firstSearched(t, r)
	g := playVirtual(t, r, deal, nil)
	p, err := newPublic(g.View())
	if err != nil {
		t.Fatal(err)
	}
	steps, loop := p.stockCycle()
	talon := len(p.s.Stock())
	want := (talon + r.Draw - 1) / r.Draw // deals to the end of the stock
	if len(steps) != want+1 || loop != 1 {
		t.Fatalf("stock of %d cards: %d steps, loop at %d; want %d steps, loop at 1", talon, len(steps), loop, want+1)
	}
	for k := 1; k < len(steps); k++ {
		if steps[k].topSeen {
			t.Errorf("step %d: the waste card is marked seen before any deal", k)
		}
	}
	if !scouts(steps, loop) {
		t.Error("the opening, with nothing in the waste and the stock unseen, does not scout")
	}
	// After going round once, every waste card of the cycle has been seen:
	// no more scouting, and the plans reach the waste cards round the cycle.
	var moves []canfield.Move
	for range want + 1 {
		moves = append(moves, canfield.DealMove)
	}
	g = playVirtual(t, r, deal, moves)
	p, err = newPublic(g.View())
	if err != nil {
		t.Fatal(err)
	}
	steps, loop = p.stockCycle()
	if scouts(steps, loop) {
		t.Error("scouts again after a whole round of the stock")
	}
	if loop != 0 {
		t.Errorf("after a round the cycle comes back to step %d, want 0", loop)
	}
	for _, pl := range plans(steps) {
		if pl.Deals > 0 && pl.Move.From != canfield.LocWaste {
			t.Errorf("plan %d deals then %v: only waste moves need deals", pl.Deals, pl.Move)
		}
	}
}

func TestScoutingDealComesFirstAndHonest(t *testing.T) {
	r := canfield.Classic
	seed, deal := firstSearched(t, r)
	g := playVirtual(t, r, deal, nil)
	sugg, err := Advise(context.Background(), g.View(), testAdvise(seed))
	if err != nil {
		t.Fatal(err)
	}
	if !sugg[0].Move.IsDeal() || sugg[0].Basis != Scout || !sugg[0].Facts.Scouts {
		t.Fatalf("first suggestion %v (%v, %+v), want the scouting deal", sugg[0].Move, sugg[0].Basis, sugg[0].Facts)
	}
	for _, s := range sugg[1:] {
		if s.Basis != Unsearched {
			t.Errorf("%v after the scouting deal: basis %v, want unsearched", s.Move, s.Basis)
		}
	}
	// Valuing every move (as a review does), the scouting deal is worth
	// at least the best other move: the same moves are there after the
	// round, with more known.
	o := testAdvise(seed)
	o.Exhaustive = true
	sugg, err = Advise(context.Background(), g.View(), o)
	if err != nil {
		t.Fatal(err)
	}
	if !sugg[0].Move.IsDeal() || !sugg[0].Facts.Scouts {
		t.Fatalf("exhaustive: first suggestion %v (%+v), want the scouting deal", sugg[0].Move, sugg[0].Facts)
	}
	for _, s := range sugg[1:] {
		if s.Win > sugg[0].Win {
			t.Errorf("%v is estimated %.3f, above the scouting deal's %.3f", s.Move, s.Win, sugg[0].Win)
		}
	}
}
