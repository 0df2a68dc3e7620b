package hint

import (
	"context"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
	"canfield/tracker"
)

// testAdvise is a small budget for tests.
func testAdvise(seed uint64) AdviseOptions {
	o := DefaultAdvise()
	o.Samples, o.Nodes, o.Seed, o.Workers = 24, 4000, seed, 2
	o.DeepSamples, o.DeepNodes = 32, 8000
	return o
}

func mustMove(t *testing.T, tok string) canfield.Move {
	t.Helper()
	m, err := notation.ParseMove(tok)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// playVirtual plays moves on deal through a tracker, answering every card
// the tracker asks for from the deal, and returns the game.
func playVirtual(t *testing.T, r canfield.Rules, deal []canfield.Card, moves []canfield.Move) *tracker.Game {
	t.Helper()
	g, err := tracker.New(r)
	if err != nil {
		t.Fatal(err)
	}
	enter := func() { answerFromDeal(t, g, deal) }
	for i, m := range moves {
		enter()
		if err := g.Play(m); err != nil {
			t.Fatalf("move %d %s: %v", i+1, notation.FormatMove(m), err)
		}
	}
	enter()
	return g
}

// answerFromDeal answers every card the tracker asks for from the deal.
func answerFromDeal(t testing.TB, g *tracker.Game, deal []canfield.Card) {
	t.Helper()
	for {
		req, ok := g.Need()
		if !ok {
			return
		}
		if err := g.Enter(deal[req.Pos]); err != nil {
			t.Fatalf("enter %v: %v", deal[req.Pos], err)
		}
	}
}

// knownView builds the view of a position from the cards a player has
// seen (deal positions to card tokens) and the moves made.
func knownView(t *testing.T, r canfield.Rules, seen map[int]string, moves string) tracker.View {
	t.Helper()
	known := make([]canfield.Card, r.DealSize())
	for pos, tok := range seen {
		c, err := notation.ParseCard(tok)
		if err != nil {
			t.Fatal(err)
		}
		known[pos] = c
	}
	ms, err := notation.ParseMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	return tracker.NewView(r, known, ms)
}

// The engine reads only the view: two deals that agree on every card the
// player has seen give the same hints under the same seed, at every point
// of a game.
func TestHintsIgnoreHiddenCards(t *testing.T) {
	opts := testAdvise(7)
	askIgnoresHiddenCards(t, func(v tracker.View) (any, bool) {
		h, err := Advise(context.Background(), v, opts)
		if err != nil {
			t.Fatal(err)
		}
		return h, len(h) > 0 && h[0].Basis == Searched
	})
}

// askIgnoresHiddenCards plays greedy moves on two deals until ask says its
// answer at the position is one to compare (a searched hint, say), then
// checks that a deal with the hidden cards shuffled gets the same answer.
func askIgnoresHiddenCards(t *testing.T, ask func(tracker.View) (any, bool)) {
	t.Helper()
	r := canfield.Classic
	checked := 0
	for _, seed := range []uint64{3, 11} {
		dealA := canfield.ShuffledDeal(r, seed)
		g := playVirtual(t, r, dealA, nil)
		var moves []canfield.Move
		var hA any
		for range 60 {
			vA := g.View()
			if len(vA.UnknownPositions()) < 10 {
				break
			}
			if h, ok := ask(vA); ok {
				hA = h
				break
			}
			m, err := greedyChoice(vA)
			if err != nil {
				break
			}
			moves = append(moves, m)
			g = playVirtual(t, r, dealA, moves)
		}
		if hA == nil {
			continue
		}
		checked++
		vA := g.View()
		// Deal B: the same seen cards, the unseen ones shuffled among
		// the unseen places.
		dealB := append([]canfield.Card(nil), dealA...)
		pos := vA.UnknownPositions()
		rng := rand.New(rand.NewPCG(seed, 99))
		for i := len(pos) - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			dealB[pos[i]], dealB[pos[j]] = dealB[pos[j]], dealB[pos[i]]
		}
		if reflect.DeepEqual(dealA, dealB) {
			t.Fatalf("seed %d: deal B should differ from A in hidden cards (%d unseen)", seed, len(pos))
		}
		vB := playVirtual(t, r, dealB, moves).View()
		hB, _ := ask(vB)
		if !reflect.DeepEqual(hA, hB) {
			t.Errorf("seed %d, move %d: answers differ between deals that agree on every seen card:\n%v\n%v", seed, len(moves), hA, hB)
		}
		// The real positions do differ: the test is not vacuous.
		sA, _ := vA.StateOf(dealA)
		sB, _ := vB.StateOf(dealB)
		if sA == sB {
			t.Errorf("seed %d: the two deals give the same position", seed)
		}
	}
	if checked == 0 {
		t.Fatal("no position of either game had an answer to compare: nothing compared")
	}
}

// Same view and seed, same hints, whatever the number of workers. Every
// move of the opening is valued, as a review does (else dealing first
// would scout the stock without a search), so that the workers do solve
// the samples.
func TestAdviseDeterministic(t *testing.T) {
	v := playVirtual(t, canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 5), nil).View()
	a := testAdvise(1)
	a.Workers, a.Exhaustive = 1, true
	b := testAdvise(1)
	b.Workers, b.Exhaustive = 3, true
	ha, err := Advise(context.Background(), v, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(ha) == 0 || ha[0].Basis != Searched {
		t.Fatalf("the first hint was not searched: %v", ha)
	}
	hb, err := Advise(context.Background(), v, b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ha, hb) {
		t.Errorf("1 and 3 workers disagree:\n%v\n%v", ha, hb)
	}
}

// Hand-made positions whose right move is known. Deal positions: 0-12
// reserve (12 its top), 13 base, 14-17 columns 1-4, 18- stock in dealing
// order (the first deal shows position 18 when dealing one card at a time,
// 20 when dealing three).
func TestKnownRightMoves(t *testing.T) {
	r, _ := canfield.Preset("draw1")
	tests := []struct {
		name   string
		rules  canfield.Rules
		seen   map[int]string
		moves  string
		better string // the right move
		worse  string // the move it must beat and that must not come first
	}{
		{
			// Under draw1 (every waste card seen, so the waste play shows
			// nothing new). The reserve's 7h and the waste's 7d both want the only black
			// eight in sight. Building the waste card commits the eight
			// and leaves the reserve blocked; building the reserve card
			// uncovers a reserve card and keeps 7d for later.
			name:   "reveal a reserve card before a committing move",
			rules:  r,
			seen:   map[int]string{12: "7h", 13: "Kc", 14: "8s", 15: "4d", 16: "Jh", 17: "Qd", 18: "7d"},
			moves:  "d",
			better: "r1",
			worse:  "w1",
		},
		{
			// Under draw1, base rank 5. The reserve's 4h needs a black five
			// to build on; 5c lies on its foundation and the waste's 5s
			// could start another. Playing 5s up strands 4h on the
			// reserve, and the reserve beneath it, until a column empties;
			// building 5s on 6h lets 4h follow. (The samples often win
			// either way, since some column empties in time; the engine
			// must still not prefer the stranding play.)
			name:   "a foundation play that strands a card the tableau needs",
			rules:  r,
			seen:   map[int]string{12: "4h", 13: "5c", 14: "6h", 15: "3d", 16: "3h", 17: "Ks", 18: "5s"},
			moves:  "d",
			better: "w1",
			worse:  "wf",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := knownView(t, tc.rules, tc.seen, tc.moves)
			opts := testAdvise(1)
			// Enough nodes for the samples to be decided (23 of 24 each
			// at 1,000,000): the test is about the moves' values, not
			// about which wins a short search happens on. At 200,000,
			// after draw1's wait on the foundations changed the search's
			// order, two of w1's won samples stayed undecided.
			opts.Nodes = 1_000_000
			// The deal would scout the stock first (every move stays):
			// these positions are about valuing the moves themselves, so
			// every move is valued, as a review does (the scouting deal
			// then comes first, the others in their order).
			opts.Exhaustive = true
			sugg, err := Advise(context.Background(), v, opts)
			if err != nil {
				t.Fatal(err)
			}
			rank := map[string]int{}
			for i, s := range sugg {
				tok := notation.FormatMove(s.Move)
				rank[tok] = i
				t.Logf("%-4s %.3f (PIMC %.3f) ±%.3f won %d lost %d unknown %d reveals %v: %+v", tok, s.Win, s.PIMC, s.StdErr, s.Wins, s.Losses, s.Unknown, s.Reveals, s.Facts)
			}
			b, okb := rank[tc.better]
			w, okw := rank[tc.worse]
			if !okb || !okw {
				t.Fatalf("%s or %s is not among the suggestions", tc.better, tc.worse)
			}
			if w == 0 || b > w || sugg[b].Win < sugg[w].Win {
				t.Errorf("%s ranked %d (%.3f), %s ranked %d (%.3f): want %s above", tc.better, b+1, sugg[b].Win, tc.worse, w+1, sugg[w].Win, tc.better)
			}
		})
	}
}

// Late in a won game (seed 2's solution, played through a tracker), with
// cards still unseen, every sampled arrangement wins after the best move.
func TestEverySampleWins(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 2)
	s, _ := canfield.NewState(r, deal)
	res, err := solver.New(solver.Options{MaxNodes: 2_000_000}).Solve(context.Background(), s)
	line := res.Solution
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("seed 2 should be won, solver says %v (%v)", res.Verdict, err)
	}
	// Walk back from the end to the last position that is searched (no
	// forced or safe move) and still hides cards.
	for k := len(line) - 1; k > 0; k-- {
		g := playVirtual(t, r, deal, line[:k])
		view := g.View()
		if len(view.UnknownPositions()) == 0 {
			continue
		}
		sugg, err := Advise(context.Background(), view, testAdvise(3))
		if err != nil {
			t.Fatal(err)
		}
		if sugg[0].Basis != Searched {
			continue
		}
		if sugg[0].Wins != sugg[0].Samples || sugg[0].Win != 1 {
			t.Fatalf("after %d moves (%d unseen): best %s wins %d of %d samples", k, len(view.UnknownPositions()), notation.FormatMove(sugg[0].Move), sugg[0].Wins, sugg[0].Samples)
		}
		if sugg[0].Lo <= 0.8 || sugg[0].Hi != 1 {
			t.Errorf("interval [%.3f, %.3f] for %d of %d", sugg[0].Lo, sugg[0].Hi, sugg[0].Wins, sugg[0].Samples)
		}
		return
	}
	t.Fatal("no searched position with unseen cards in the line")
}

// Forced and safe moves come without search: along a winning line (seed
// 2's solution) the engine meets all three kinds of position, and each
// forced or safe suggestion is what it says.
func TestForcedAndSafe(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 2)
	s, _ := canfield.NewState(r, deal)
	res, _ := solver.New(solver.Options{MaxNodes: 2_000_000}).Solve(context.Background(), s)
	line := res.Solution
	opts := testAdvise(1)
	opts.Samples, opts.Nodes = 4, 500
	opts.DeepSamples, opts.DeepNodes = 8, 1000
	g := playVirtual(t, r, deal, nil)
	seen := map[Basis]int{}
	for i, m := range line {
		v := g.View()
		sugg, err := Advise(context.Background(), v, opts)
		if err != nil {
			t.Fatal(err)
		}
		legal, _ := v.LegalMoves()
		if len(sugg) != len(legal) {
			t.Fatalf("move %d: %d suggestions for %d legal moves", i+1, len(sugg), len(legal))
		}
		seen[sugg[0].Basis]++
		switch sugg[0].Basis {
		case Forced:
			if len(legal) != 1 || sugg[0].Samples != 0 || sugg[0].Move != legal[0] {
				t.Fatalf("move %d: forced with %d legal moves, %d samples: %+v", i+1, len(legal), sugg[0].Samples, sugg[0])
			}
		case Safe:
			if sugg[0].Move.To != canfield.LocFoundation || sugg[0].Samples != 0 || sugg[0].Win != -1 {
				t.Fatalf("move %d: safe suggestion %+v", i+1, sugg[0])
			}
			for _, x := range sugg[1:] {
				if x.Basis != Unsearched {
					t.Fatalf("move %d: after a safe move, %s is %v", i+1, notation.FormatMove(x.Move), x.Basis)
				}
			}
		case Searched:
			if n := sugg[0].Samples; n != opts.Samples && n != opts.DeepSamples {
				t.Fatalf("move %d: searched with %d samples", i+1, sugg[0].Samples)
			}
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		answerFromDeal(t, g, deal)
	}
	if !g.Won() {
		t.Fatal("the line did not win through the tracker")
	}
	if seen[Forced] == 0 || seen[Safe] == 0 || seen[Searched] == 0 {
		t.Errorf("the line met %v: want forced, safe and searched positions", seen)
	}
}

func TestWilson(t *testing.T) {
	for _, tc := range []struct{ wins, n, lo, hi float64 }{
		{5, 10, 0.2366, 0.7634},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{81, 263, 0.2553, 0.3662},
		{712, 1000, 0.6829, 0.7395},
		{71, 100, 0.6146, 0.7899},
	} {
		lo, hi := Wilson(tc.wins, tc.n)
		if math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("Wilson(%v, %v) = %.4f, %.4f, want %.4f, %.4f", tc.wins, tc.n, lo, hi, tc.lo, tc.hi)
		}
	}
}

// A cancelled context stops Advise with the context's error.
func TestAdviseCancelled(t *testing.T) {
	v := playVirtual(t, canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 5), nil).View()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Advise(ctx, v, testAdvise(1)); err != context.Canceled {
		t.Errorf("Advise with a cancelled context: %v, want context.Canceled", err)
	}
}

// The lookahead values a move that shows nothing as the best next move's
// mean over the samples (a max of means), which is below PIMC's mean of
// each sample's best when the best next move differs between samples.
func TestLookaheadMaxOfMeans(t *testing.T) {
	// Two samples, one move (j = 0) with two next moves: next move 0 wins
	// only in sample 0, next move 1 only in sample 1.
	vals2 := tableOf([][]solver.Verdict{
		{solver.Won, solver.Lost},
		{solver.Lost, solver.Won},
	}, nil)
	opts := DefaultAdvise().withDefaults()
	s := Suggestion{Win: 1, Samples: 2, Wins: 2} // PIMC: each sample wins
	lookahead(&s, vals2, 0, 2, opts)
	if !s.Lookahead || s.Win != 0.5 {
		t.Errorf("max of means: Win %.2f (lookahead %v), want 0.50", s.Win, s.Lookahead)
	}
	// When one next move wins in every sample, nothing changes.
	vals2 = tableOf([][]solver.Verdict{{solver.Won, solver.Lost}, {solver.Won, solver.Won}}, nil)
	s = Suggestion{Win: 1, Samples: 2, Wins: 2}
	lookahead(&s, vals2, 0, 2, opts)
	if s.Lookahead || s.Win != 1 {
		t.Errorf("a next move that always wins: Win %.2f (lookahead %v), want 1 unchanged", s.Win, s.Lookahead)
	}
}

// TestReachValue: where the reaches are recorded an undecided sample is
// worth the share of the deck its search put up, else one half, and a
// decided one 1 or 0; under rainbow (one pass, nearly every sample
// undecided at the leaf's budget) some estimate then differs from the
// count of wins and halves, and under an unlimited-pass preset (valued by
// plans, no reach recorded) none does.
func TestReachValue(t *testing.T) {
	vals := tableOf([][]solver.Verdict{{solver.Won}, {solver.Lost}, {solver.Unknown}, {solver.Unknown}},
		[][]int8{{52}, {9}, {13}, {-1}})
	var s Suggestion
	vals.summarise(&s, 0)
	if want := []float64{1, 0, 0.25, 0.5}; !slices.Equal(s.vals, want) {
		t.Errorf("sample values %v, want %v", s.vals, want)
	}

	advise := func(r canfield.Rules, seed uint64) []Suggestion {
		v := playVirtual(t, r, canfield.ShuffledDeal(r, seed), nil).View()
		o := testAdvise(7)
		o.Exhaustive, o.Samples, o.Nodes = true, 8, 1500
		sugg, err := Advise(context.Background(), v, o)
		if err != nil {
			t.Fatal(err)
		}
		return sugg
	}
	// byCounts is the estimate with every undecided sample at one half.
	byCounts := func(x Suggestion) float64 {
		return (float64(x.Wins) + 0.5*float64(x.Unknown)) / float64(x.Samples)
	}
	rb, _ := canfield.Preset("rainbow")
	differ := false
	for seed := uint64(1); seed <= 4 && !differ; seed++ {
		for _, x := range advise(rb, seed) {
			if x.Basis == Searched && x.Unknown > 0 && math.Abs(x.Win-byCounts(x)) > 1e-9 {
				differ = true
			}
			if x.Win > 1 || (x.Basis == Searched && x.Win < 0) {
				t.Fatalf("rainbow seed %d: %s estimated %.3f", seed, notation.FormatMove(x.Move), x.Win)
			}
		}
	}
	if !differ {
		t.Error("rainbow: valuing undecided samples by reach changed no estimate")
	}
	for _, x := range advise(canfield.Classic, 5) {
		if x.Basis == Searched && x.Samples > 0 && math.Abs(x.Win-byCounts(x)) > 1e-9 {
			t.Fatalf("classic: %s estimated %.3f, not its wins and halves' %.3f",
				notation.FormatMove(x.Move), x.Win, byCounts(x))
		}
	}
}
