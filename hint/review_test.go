package hint

import (
	"context"
	"math"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

func quickReview() ReviewOptions {
	return ReviewOptions{Advise: AdviseOptions{Samples: 4, Nodes: 400, Seed: 1, Workers: 2}, SolveNodes: 2_000_000}
}

// wonLine returns a seeded classic deal and the solver's winning line.
func wonLine(t *testing.T, seed uint64) ([]canfield.Card, []canfield.Move) {
	t.Helper()
	deal := canfield.ShuffledDeal(canfield.Classic, seed)
	st, _ := canfield.NewState(canfield.Classic, deal)
	res, err := solver.New(solver.Options{Timeout: 20 * time.Second}).Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("seed %d: %v %v; the test needs a winnable deal", seed, res.Verdict, err)
	}
	return deal, res.Solution
}

// TestReviewWonGame: a game played along a winning line is judged
// winnable and no move is found to have lost it.
func TestReviewWonGame(t *testing.T) {
	deal, line := wonLine(t, 3)
	g := playVirtual(t, canfield.Classic, deal, line)
	if !g.Won() {
		t.Fatal("the line did not win")
	}
	rev, err := ReviewGame(context.Background(), g.View(), deal, quickReview())
	if err != nil {
		t.Fatal(err)
	}
	if rev.Winnable != "won" || rev.LostAt != 0 || len(rev.Decisions) != len(line) {
		t.Fatalf("winnable %q, lost at %d, %d decisions; want won, 0, %d", rev.Winnable, rev.LostAt, len(rev.Decisions), len(line))
	}
	for _, d := range rev.Decisions {
		if d.ThrewWin {
			t.Errorf("move %d (%s) flagged as losing a won game", d.Number, notation.FormatMove(d.Played))
		}
	}
}

// TestReviewFindsTheBlunder plays a winning line up to a point where an
// other move loses the deal for sure (the solver proves the position after
// it lost), plays that move instead, and checks the review names it as the
// costliest decision and says what would have kept the game winnable.
func TestReviewFindsTheBlunder(t *testing.T) {
	deal, line := wonLine(t, 3)
	st, _ := canfield.NewState(canfield.Classic, deal)
	states := []canfield.State{st}
	for _, m := range line {
		st.Apply(m)
		states = append(states, st)
	}
	sv := solver.New(solver.Options{Timeout: 5 * time.Second})
	var played []canfield.Move
	blunderAt := -1
	// Search from the middle of the game backwards for a losing alternative.
	for k := len(line) / 2; k >= 0 && blunderAt < 0; k-- {
		var l canfield.MoveList
		s := states[k]
		s.GenMoves(&l)
		for _, m := range l.Slice() {
			if m == line[k] {
				continue
			}
			t2 := s
			t2.Apply(m)
			if res, _ := sv.Solve(context.Background(), t2); res.Verdict == solver.Lost {
				played = append(append([]canfield.Move(nil), line[:k]...), m)
				blunderAt = k + 1
				break
			}
		}
	}
	if blunderAt < 0 {
		t.Fatal("no losing alternative found along the line")
	}
	g := playVirtual(t, canfield.Classic, deal, played)
	rev, err := ReviewGame(context.Background(), g.View(), deal, quickReview())
	if err != nil {
		t.Fatal(err)
	}
	if rev.Winnable != "won" || rev.LostAt != blunderAt {
		t.Fatalf("winnable %q, lost at move %d; want won and move %d", rev.Winnable, rev.LostAt, blunderAt)
	}
	top := rev.Costliest(5)
	if len(top) == 0 || top[0].Number != blunderAt || !top[0].ThrewWin || !top[0].Keeps {
		t.Fatalf("costliest %+v; want move %d first, flagged, with a move that keeps the win", top, blunderAt)
	}
}

// TestReviewCostsOnlyClearDifferences: the review counts a move as costly
// only when some move's estimate is clearly higher (the test the hint's
// ranking uses), so a game that followed the hint, whose first move may be
// any of a statistical tie, is not told that a hinted move cost 12 %. A
// move clearly worse keeps its whole loss.
func TestReviewCostsOnlyClearDifferences(t *testing.T) {
	a := canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}
	b := canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}
	c := canfield.DealMove
	for _, tc := range []struct {
		name   string
		played canfield.Move
		sugg   []Suggestion
		tied   bool
		loss   float64
		best   canfield.Move
	}{
		{"hinted move two samples behind", b, []Suggestion{searched(a, ones(16, 16)...), searched(b, ones(16, 14)...)}, true, 0, a},
		{"the best move played", a, []Suggestion{searched(a, ones(16, 16)...), searched(b, ones(16, 14)...)}, true, 0, a},
		{"clearly worse", b, []Suggestion{searched(a, ones(16, 16)...), searched(b, ones(16, 4)...)}, false, 0.75, a},
		{"clearly worse than the second", c, []Suggestion{searched(a, ones(16, 16)...), searched(b, ones(16, 15)...), searched(c, ones(16, 2)...)}, false, 1 - 2.0/16, a},
		{"unvalued moves are skipped", b, []Suggestion{{Move: c, Win: -1, Basis: Unsearched}, searched(a, ones(16, 9)...), searched(b, ones(16, 8)...)}, true, 0, a},
	} {
		d := Decision{Before: math.NaN(), After: math.NaN()}
		judgeSampled(tc.sugg, tc.played, &d)
		if d.Tied != tc.tied || math.Abs(d.Loss-tc.loss) > 1e-9 || d.Best != tc.best {
			t.Errorf("%s: tied %v, loss %.3f, best %v; want %v, %.3f, %v", tc.name, d.Tied, d.Loss, d.Best, tc.tied, tc.loss, tc.best)
		}
		if math.IsNaN(d.After) || math.IsNaN(d.Before) || d.After > d.Before {
			t.Errorf("%s: before %.3f, after %.3f", tc.name, d.Before, d.After)
		}
		rev := Review{Decisions: []Decision{d}}
		if got := len(rev.Costliest(5)); got != map[bool]int{true: 0, false: 1}[tc.tied] {
			t.Errorf("%s: %d costly decisions listed", tc.name, got)
		}
	}
}

// TestReviewUsesTheShownChance: where the rules have a calibration the
// review's figures are the chance the hint showed (Suggestion.Chance), not
// the raw sample mean, so a player reads the same number in both.
func TestReviewUsesTheShownChance(t *testing.T) {
	a := canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}
	b := canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}
	sa, sb := searched(a, ones(16, 16)...), searched(b, ones(16, 4)...)
	sa.Chance, sb.Chance = 0.8, 0.1
	d := Decision{Before: math.NaN(), After: math.NaN()}
	judgeSampled([]Suggestion{sa, sb}, b, &d)
	if d.Before != 0.8 || d.After != 0.1 || math.Abs(d.Loss-0.7) > 1e-9 || d.Tied || d.Best != a {
		t.Fatalf("before %.3f after %.3f loss %.3f tied %v best %v; want 0.8, 0.1, 0.7, false, %v", d.Before, d.After, d.Loss, d.Tied, d.Best, a)
	}
	sa.Chance, sb.Chance = -1, -1 // no calibration: the raw figure
	d = Decision{Before: math.NaN(), After: math.NaN()}
	judgeSampled([]Suggestion{sa, sb}, b, &d)
	if d.Before != 1 || d.After != 0.25 {
		t.Fatalf("uncalibrated: before %.3f after %.3f; want 1 and 0.25", d.Before, d.After)
	}
}

// Better names another move than the one played, or none: the move
// clearly better from what was known where the cost could be seen, else,
// for a move that lost the deal, the one that kept it winnable.
func TestBetterIsNeverThePlayedMove(t *testing.T) {
	d, w1, r4 := canfield.DealMove, mustMove(t, "w1"), mustMove(t, "r4")
	for _, tc := range []struct {
		name string
		d    Decision
		want canfield.Move
		ok   bool
	}{
		{"visible", Decision{Played: d, Best: r4, Loss: 0.2}, r4, true},
		{"hinted and fatal", Decision{Played: d, Best: d, Hinted: true, ThrewWin: true, Keeps: true, KeepsWin: w1}, w1, true},
		{"fatal, no move kept it", Decision{Played: d, Best: r4, ThrewWin: true}, canfield.Move{}, false},
		{"tied", Decision{Played: d, Best: r4, Tied: true}, canfield.Move{}, false},
		{"best is the played move", Decision{Played: d, Best: d, Loss: 0.2}, canfield.Move{}, false},
	} {
		m, _, ok := tc.d.Better()
		if m != tc.want || ok != tc.ok {
			t.Errorf("%s: Better = %v, %v; want %v, %v", tc.name, m, ok, tc.want, tc.ok)
		}
	}
}
