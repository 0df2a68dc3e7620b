package hint

import (
	"context"
	"testing"

	"canfield/canfield"
	"canfield/tracker"
)

// knownGame reads a game whose every card is known.
func knownGame(t *testing.T, file string) *tracker.Game {
	t.Helper()
	g := recordGame(t, file)
	if len(g.View().Unseen()) != 0 {
		t.Fatalf("%s: %d cards unseen", file, len(g.View().Unseen()))
	}
	return g
}

// TestFollowLineWinsKnownGame: superior seed 18 as the hint played it up
// to the first position with every card known (move 204, 17 cards up).
// From there the hint used to move cards between columns among positions
// all valued 100 % and came back to one a third time (sim's end of a
// game) with 32 cards up. Following the winning line, the hint wins, and
// no position comes back.
func TestFollowLineWinsKnownGame(t *testing.T) {
	g := knownGame(t, "testdata/superior-seed18-known.cfr")
	real, err := canfield.NewState(g.Rules(), g.KnownDeal())
	if err != nil {
		t.Fatal(err)
	}
	visits := map[uint64]int{hashState(&real): 1}
	for _, m := range g.Moves() {
		real.Apply(m)
		visits[hashState(&real)]++
	}
	o := DefaultAdvise()
	o.Workers = 1
	lines, deals := 0, 0
	for step := 0; !g.Won(); step++ {
		if step == 300 {
			t.Fatalf("not won after 300 more moves; %d cards up", g.FoundationCards())
		}
		o.Seed = uint64(step)
		sugg, err := Advise(context.Background(), g.View(), o)
		if err != nil {
			t.Fatal(err)
		}
		if len(sugg) == 0 {
			t.Fatalf("move %d: no move left with %d cards up", len(g.Moves())+1, g.FoundationCards())
		}
		first := sugg[0]
		if first.Basis == Searched && (!first.Line || first.Win != 1 || first.Chance != 1) {
			t.Fatalf("move %d: first %v (line %v, %.3f, chance %.3f), want a winning line's move at 100 %%", len(g.Moves())+1, first.Move, first.Line, first.Win, first.Chance)
		}
		if first.Line {
			lines++
			if first.Move.IsDeal() {
				deals++
				if pl := first.Facts.Plan; pl == nil || pl.Deals < 1 || pl.Move.IsDeal() {
					t.Fatalf("move %d: the line deals, and the plan named is %+v", len(g.Moves())+1, pl)
				}
			}
		}
		if err := g.Play(first.Move); err != nil {
			t.Fatal(err)
		}
		real.Apply(first.Move)
		if k := hashState(&real); visits[k] > 0 && !first.Move.IsDeal() {
			t.Fatalf("move %d (%v) comes back to a position the game has been in", len(g.Moves()), first.Move)
		}
		visits[hashState(&real)]++
	}
	if lines == 0 {
		t.Fatal("won without a line's move: the test shows nothing")
	}
	t.Logf("won at move %d, %d moves chosen for the line (%d deals)", len(g.Moves()), lines, deals)
}
