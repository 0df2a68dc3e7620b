package hint

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// searched makes a searched suggestion from per-sample values.
func searched(m canfield.Move, vals ...float64) Suggestion {
	s := Suggestion{Move: m, Basis: Searched, Samples: len(vals), vals: vals, Chance: -1}
	var sum, sq float64
	for _, x := range vals {
		sum += x
		sq += x * x
	}
	n := float64(len(vals))
	s.Win = sum / n
	if n > 1 {
		s.StdErr = math.Sqrt(math.Max(0, sq/n-s.Win*s.Win) / (n - 1))
	}
	return s
}

// ones returns n values: the first k are 1, the rest 0.
func ones(n, k int) []float64 {
	v := make([]float64, n)
	for i := range k {
		v[i] = 1
	}
	return v
}

// The tie is paired: moves that differ on a sample or two are tied, one
// that wins every sample the other loses is clearly better even when both
// estimates have no spread.
func TestClearlyBetter(t *testing.T) {
	rot := func(v []float64, k int) []float64 { return append(append([]float64(nil), v[k:]...), v[:k]...) }
	for _, tc := range []struct {
		name  string
		x, y  []float64
		clear bool
	}{
		{"all won against all lost", ones(32, 32), ones(32, 0), true},
		{"equal", ones(32, 16), ones(32, 16), false},
		{"one more sample won", ones(32, 17), ones(32, 16), false},
		{"two more samples won", ones(32, 18), ones(32, 16), false},
		{"four more samples won, the same others", ones(32, 20), ones(32, 16), true},
		{"four more, on different samples", ones(32, 20), rot(ones(32, 16), 8), false},
		{"undecided against lost everywhere", []float64{.5, .5, .5, .5}, []float64{0, 0, 0, 0}, true},
		{"one sample", []float64{1}, []float64{0}, false},
	} {
		x, y := searched(canfield.Move{}, tc.x...), searched(canfield.Move{}, tc.y...)
		if got := ClearlyBetter(&x, &y); got != tc.clear {
			t.Errorf("%s: clearly better %v, want %v (%.3f against %.3f)", tc.name, got, tc.clear, x.Win, y.Win)
		}
		if ClearlyBetter(&y, &x) {
			t.Errorf("%s: the lower estimate is clearly better", tc.name)
		}
	}
	// Without paired values, the unpaired standard error decides.
	x, y := searched(canfield.Move{}, ones(32, 20)...), searched(canfield.Move{}, ones(32, 16)...)
	x.vals, y.vals = nil, nil
	if ClearlyBetter(&x, &y) {
		t.Error("unpaired: 20/32 against 16/32 is within the tie")
	}
	x, y = searched(canfield.Move{}, ones(32, 30)...), searched(canfield.Move{}, ones(32, 5)...)
	x.vals, y.vals = nil, nil
	if !ClearlyBetter(&x, &y) {
		t.Error("unpaired: 30/32 against 5/32 is clearly better")
	}
}

// The repetition rule and the tie-breaks act inside the tie only.
func TestRankRepetitionInsideTie(t *testing.T) {
	r := canfield.Classic
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
	if err != nil {
		t.Fatal(err)
	}
	var l canfield.MoveList
	st.GenMoves(&l)
	if l.N < 2 {
		t.Fatalf("seed 3 has %d moves at the start", l.N)
	}
	a, b := l.Slice()[0], l.Slice()[1]
	// A move back to a visited position that alone wins goes first.
	rep, fresh := searched(a, ones(24, 24)...), searched(b, ones(24, 0)...)
	rep.Repeats = 1
	sugg := []Suggestion{fresh, rep}
	rank(&st, sugg)
	if sugg[0].Move != a {
		t.Errorf("a repeating move that wins every sample is listed after a lost one")
	}
	// Within the tie, the new position goes first, even a little lower.
	rep, fresh = searched(a, ones(24, 13)...), searched(b, ones(24, 12)...)
	rep.Repeats = 1
	sugg = []Suggestion{rep, fresh}
	rank(&st, sugg)
	if sugg[0].Move != b {
		t.Errorf("inside the tie a move back to a visited position is listed first")
	}
	// Inside the tie, a second visit goes before a third (which ends a
	// simulated game).
	third, second := searched(a, ones(24, 13)...), searched(b, ones(24, 12)...)
	third.Repeats, second.Repeats = 2, 1
	sugg = []Suggestion{third, second}
	rank(&st, sugg)
	if sugg[0].Move != b {
		t.Errorf("inside the tie a third visit is listed before a second")
	}
}

// fatalW3View reads the position after 136 moves of a classic game where
// the hint player, following the first-listed move, played w3 (0 %) where
// d keeps the game won.
func fatalW3View(t *testing.T) tracker.View {
	t.Helper()
	data, err := os.ReadFile("testdata/fatal-w3-move136.cfr")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(data))
	if err != nil {
		t.Fatalf("the record does not parse: %v", err)
	}
	if len(rec.Moves) != 136 {
		t.Fatalf("the record has %d moves, want 136", len(rec.Moves))
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if req, ok := g.Need(); ok {
		t.Fatalf("the record leaves %v unknown", req.Place)
	}
	return g.View()
}

// The position where w3 was fatal ranks d first with every seed and budget.
func TestDealFirstWhereW3IsFatal(t *testing.T) {
	v := fatalW3View(t)
	d := mustMove(t, "d")
	check := func(name string, o AdviseOptions) {
		sugg, err := Advise(context.Background(), v, o)
		if err != nil {
			t.Fatal(err)
		}
		if len(sugg) == 0 || sugg[0].Move != d {
			t.Fatalf("%s: first is %+v, want d", name, sugg[0])
		}
		if sugg[0].Repeats == 0 {
			t.Fatalf("%s: d goes to a new position; the test wants the case of a deal round the stock back to a visited one", name)
		}
	}
	for seed := range uint64(64) {
		o := DefaultAdvise()
		o.Seed, o.Workers = seed, 2
		check(fmt.Sprintf("default, seed %d", seed), o)
	}
	for seed := range uint64(4) {
		o := ThinkAdvise()
		o.Seed, o.Workers = seed, 2
		check("think", o)
	}
}

// randomPosition plays a random number of random legal moves (half of
// them deals, when a deal is legal, so that positions come back) of a seeded
// virtual game and returns the view then (nil when the game ended).
func randomPosition(t *testing.T, r canfield.Rules, rng *rand.Rand) *tracker.View {
	deal := canfield.ShuffledDeal(r, rng.Uint64())
	g := playVirtual(t, r, deal, nil)
	n := rng.IntN(120)
	for range n {
		ms := g.LegalMoves()
		if len(ms) == 0 || g.Won() {
			return nil
		}
		m := ms[rng.IntN(len(ms))]
		if rng.IntN(2) == 0 && ms[len(ms)-1].IsDeal() {
			m = ms[len(ms)-1] // deal often, to come back to positions seen before
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		answerFromDeal(t, g, deal)
	}
	v := g.View()
	return &v
}

// Over random positions of random virtual games under several presets, no
// listed move is clearly better than one listed above it; in particular
// the first-listed move is within the tie of the best estimate.
func TestRankNeverMisleads(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 1))
	positions, repeating := 0, 0
	for _, preset := range []string{"classic", "draw1", "wolter", "relaxed", "superior", "rainbow", "storehouse"} {
		r, err := canfield.Preset(preset)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 12; i++ {
			v := randomPosition(t, r, rng)
			if v == nil {
				continue
			}
			o := DefaultAdvise()
			o.Samples, o.Nodes, o.Seed, o.Workers, o.Exhaustive = 12, 1500, rng.Uint64(), 2, true
			o.DeepSamples, o.DeepNodes = 24, 4000
			if i%2 == 0 {
				o.Lookahead = true
			}
			sugg, err := Advise(context.Background(), *v, o)
			if err != nil {
				t.Fatal(err)
			}
			positions++
			best := 0
			for k := range sugg {
				if sugg[k].Repeats > 0 {
					repeating++
				}
				if n := len(sugg[k].vals); n != o.Samples && n != o.DeepSamples {
					t.Fatalf("%s: %d paired values for %d samples (%d deepened)", preset, n, o.Samples, o.DeepSamples)
				}
				if sugg[k].Win > sugg[best].Win {
					best = k
				}
				for j := range k {
					if ClearlyBetter(&sugg[k], &sugg[j]) {
						t.Errorf("%s position %d: %d. %s (%.3f) is clearly better than %d. %s (%.3f)", preset, i,
							k+1, notation.FormatMove(sugg[k].Move), sugg[k].Win, j+1, notation.FormatMove(sugg[j].Move), sugg[j].Win)
					}
				}
			}
			if ClearlyBetter(&sugg[best], &sugg[0]) {
				t.Errorf("%s position %d: the first move is outside the tie of the best", preset, i)
			}
		}
	}
	if positions < 20 || repeating < 10 {
		t.Errorf("only %d positions tried, %d moves back to a position seen before", positions, repeating)
	}
}

// Along the whole game where w3 was fatal (every prefix of the record), the
// first-listed move is within the tie of the best and no move is listed
// above a clearly better one. Before the fix, 6 of its positions listed
// first a move with a lower estimate.
func TestFatalW3GameEveryPrefixInTie(t *testing.T) {
	data, err := os.ReadFile("testdata/fatal-w3-move136.cfr")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(data))
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	o := DefaultAdvise()
	o.Workers = 2
	for n := len(g.Moves()); ; n-- {
		// The view after n moves, as the player had it then: taking a move
		// back forgets the cards seen after it.
		o.Seed = uint64(n)
		sugg, err := Advise(context.Background(), g.View(), o)
		if err != nil {
			t.Fatalf("after %d moves: %v", n, err)
		}
		for k := range sugg {
			for j := range k {
				if ClearlyBetter(&sugg[k], &sugg[j]) {
					t.Errorf("after %d moves: %d. %s (%.3f) is clearly better than %d. %s (%.3f)", n,
						k+1, notation.FormatMove(sugg[k].Move), sugg[k].Win, j+1, notation.FormatMove(sugg[j].Move), sugg[j].Win)
				}
			}
		}
		if n == 0 {
			break
		}
		if _, err := g.UndoMove(); err != nil {
			t.Fatalf("taking back move %d: %v", n, err)
		}
	}
}

// dealtState is the opening position of the preset's seeded deal.
func dealtState(t *testing.T, preset string, seed uint64) canfield.State {
	t.Helper()
	r, err := canfield.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestRevealRuleSkipsBurials: under limited passes, inside a tie, the
// reveal rule lists first a deal that shows an unseen card, except when
// the deal covers the waste's top (for good in the last pass, rainbow;
// until a later pass, threepass and storehouse in their first): there the
// move with the higher estimate stays first. Under unlimited passes the
// rule is off and the higher estimate stays first either way.
func TestRevealRuleSkipsBurials(t *testing.T) {
	for _, tc := range []struct {
		preset     string
		onEmpty    bool // whether the deal goes first from an empty waste
		onCovering bool // whether it goes first when it covers a waste card
	}{
		{"draw1", false, false}, {"classic", false, false},
		{"threepass", true, false}, {"storehouse", true, false}, {"rainbow", true, false}, {"strict", true, false},
	} {
		st := dealtState(t, tc.preset, 3)
		for _, covering := range []bool{false, true} {
			if covering {
				st.Apply(canfield.DealMove) // a card on the waste
			}
			if got := len(st.Waste()) > 0; got != covering || !st.CanDeal() {
				t.Fatalf("%s: a waste card %v, want %v, or no deal", tc.preset, got, covering)
			}
			play := canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}
			x, d := searched(play, ones(24, 13)...), searched(canfield.DealMove, ones(24, 12)...)
			d.Reveals = true
			sugg := []Suggestion{x, d}
			rank(&st, sugg)
			want := tc.onEmpty
			if covering {
				want = tc.onCovering
			}
			if got := sugg[0].Move.IsDeal(); got != want {
				t.Errorf("%s, covering a waste card %v: the deal listed first %v, want %v", tc.preset, covering, got, want)
			}
		}
	}
}

// TestRevealRuleDefault: the reveal rule is off under unlimited passes
// (inside a tie the higher estimate stays first, as classic seeds 1-2000
// were won more often so) and on under limited passes (a reserve play
// that shows the next reserve card goes before a slightly higher waste
// play).
func TestRevealRuleDefault(t *testing.T) {
	show := canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}
	keep := canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}
	for _, tc := range []struct {
		preset    string
		wantFirst canfield.Move
	}{
		{"classic", keep}, {"draw1", keep}, {"wolter", keep},
		{"threepass", show}, {"strict", show}, {"storehouse", show},
	} {
		st := dealtState(t, tc.preset, 3)
		x, y := searched(show, ones(24, 12)...), searched(keep, ones(24, 13)...)
		x.Reveals = true
		sugg := []Suggestion{y, x}
		rank(&st, sugg)
		if sugg[0].Move != tc.wantFirst {
			t.Errorf("%s: first %v, want %v", tc.preset, sugg[0].Move, tc.wantFirst)
		}
	}
}

// TestReachBreaksTies: inside a statistical tie, the move whose samples'
// searches put up more cards goes first (where ReachValue set reach), even
// with a slightly lower estimate; a clearly higher estimate still wins.
func TestReachBreaksTies(t *testing.T) {
	r, _ := canfield.Preset("rainbow")
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
	if err != nil {
		t.Fatal(err)
	}
	a := canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}
	b := canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}
	x, y := searched(a, ones(24, 13)...), searched(b, ones(24, 12)...)
	x.reach, y.reach = 9, 14
	sugg := []Suggestion{x, y}
	rank(&st, sugg)
	if sugg[0].Move != b {
		t.Errorf("inside the tie the move that got fewer cards up is listed first")
	}
	x, y = searched(a, ones(24, 24)...), searched(b, ones(24, 0)...)
	x.reach, y.reach = 9, 14
	sugg = []Suggestion{y, x}
	rank(&st, sugg)
	if sugg[0].Move != a {
		t.Errorf("a move whose estimate is clearly higher is listed after one that only got more cards up")
	}
}
