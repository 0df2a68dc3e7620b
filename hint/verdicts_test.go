package hint

import (
	"context"
	"math"
	"sync"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// tableOf builds a table of solved cells from rows of verdicts (sample i,
// line j) and, when reach is not nil, the reaches in the same places.
func tableOf(v [][]solver.Verdict, reach [][]int8) *verdicts {
	t := newVerdicts(len(v), len(v[0]), reach != nil)
	for i, row := range v {
		for j, x := range row {
			c := t.at(i, j)
			c.v, c.reach, c.done = x, -1, true
			if reach != nil {
				c.reach = reach[i][j]
			}
		}
	}
	return t
}

// The table's summaries: a line's mean and standard error over the samples
// that solved it, and the paired difference of two lines, which separates
// lines that differ on a single sample and the same way on every sample
// and ties lines that differ both ways.
func TestVerdictSummaries(t *testing.T) {
	W, L, U := solver.Won, solver.Lost, solver.Unknown
	tb := tableOf([][]solver.Verdict{
		{W, L, W},
		{W, L, L},
		{L, L, W},
		{W, W, L},
		{U, L, W},
	}, nil)
	opts := DefaultAdvise().withDefaults()
	opts.ReachValue = false
	if m := tb.mean(0, opts); math.Abs(m-0.7) > 1e-12 {
		t.Errorf("mean of line 0 = %v, want 0.7 (three wins, one undecided at 0.5)", m)
	}
	tb.at(4, 1).done = false
	if m := tb.mean(1, opts); m != 0.25 {
		t.Errorf("mean of line 1 over its four solved samples = %v, want 0.25", m)
	}
	var s Suggestion
	tb.summarise(&s, 0, opts)
	if s.Samples != 5 || s.Wins != 3 || s.Losses != 1 || s.Unknown != 1 {
		t.Errorf("counts %d samples, %d won, %d lost, %d undecided; want 5, 3, 1, 1", s.Samples, s.Wins, s.Losses, s.Unknown)
	}
	// var = (sum x^2/n - mean^2) * n/(n-1) = (3.25/5 - 0.49) * 5/4 = 0.2
	if want := math.Sqrt(0.2 / 5); math.Abs(s.StdErr-want) > 1e-12 {
		t.Errorf("standard error %v, want %v", s.StdErr, want)
	}
	d, _, n := tb.diff(0, 1, opts)
	if n != 4 || math.Abs(d-0.5) > 1e-12 {
		t.Errorf("paired difference of lines 0 and 1: %v over %d samples, want 0.5 over 4", d, n)
	}
	if tb.clear(0, 2, opts) || tb.clear(2, 0, opts) {
		t.Error("lines that differ both ways are clearly apart")
	}
	same := tableOf([][]solver.Verdict{{W, W}, {L, L}, {W, L}, {W, L}, {W, L}, {W, L}, {W, L}, {L, L}}, nil)
	if !same.clear(0, 1, opts) {
		t.Error("a line that wins on five more samples of eight and loses on none is not clearly ahead")
	}
	if !same.settledSame(0, 1, 2) || same.settledSame(0, 1, 3) {
		t.Error("settledSame misreads the first samples")
	}
}

// countLeaf records every solve's budget; its verdict depends on the
// position only (won when the reserve's top is red), so twins agree.
type countLeaf struct {
	mu    sync.Mutex
	calls []int64
}

func (c *countLeaf) NewDeal() DealSolver { return countDeal{c} }

type countDeal struct{ c *countLeaf }

func (countDeal) Reset() {}
func (d countDeal) Decide(_ context.Context, s canfield.State, nodes int64) solver.Verdict {
	d.c.mu.Lock()
	d.c.calls = append(d.c.calls, nodes)
	d.c.mu.Unlock()
	if top := s.ReserveTop(); top != canfield.NoCard && top.Red() {
		return solver.Won
	}
	return solver.Lost
}

// With PoolTwins, samples that are the same deal are solved once with the
// budget of all of them, and every one of them gets the verdict; samples that differ are
// solved one by one at the usual budget.
func TestSameDealsShareOneSolve(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 4)
	g := playVirtual(t, r, deal, nil)
	var l canfield.MoveList
	s, err := g.View().StateOf(deal)
	if err != nil {
		t.Fatal(err)
	}
	s.GenMoves(&l)
	var lines [][]canfield.Move
	for _, m := range l.Slice() {
		lines = append(lines, []canfield.Move{m})
	}
	for _, tc := range []struct {
		name    string
		view    tracker.View
		solves  int   // a line
		budget  int64 // a solve
		samples int
		pool    bool
	}{
		{"every card known", tracker.NewView(r, deal, nil), 1, 16 * 3000, 16, true},
		{"every card known, not pooled (the default)", tracker.NewView(r, deal, nil), 16, 3000, 16, false},
		{"the opening, 34 cards unseen", g.View(), 16, 3000, 16, true},
	} {
		leaf := &countLeaf{}
		opts := DefaultAdvise().withDefaults()
		opts.Samples, opts.Nodes, opts.Workers, opts.Solver, opts.PoolTwins = tc.samples, 3000, 2, leaf, tc.pool
		tb, err := pimc(context.Background(), tc.view, lines, opts)
		if err != nil {
			t.Fatal(err)
		}
		if len(leaf.calls) != tc.solves*len(lines) {
			t.Errorf("%s: %d solves for %d lines, want %d a line", tc.name, len(leaf.calls), len(lines), tc.solves)
		}
		for _, n := range leaf.calls {
			if n != tc.budget {
				t.Errorf("%s: a solve of %d nodes, want %d", tc.name, n, tc.budget)
				break
			}
		}
		for j := range lines {
			for i := range tc.samples {
				if c := tb.at(i, j); !c.done || c.v == solver.Unknown {
					t.Fatalf("%s: sample %d of line %d has no verdict", tc.name, i, j)
				}
			}
			if tc.solves == 1 {
				for i := 1; i < tc.samples; i++ {
					if tb.at(i, j).v != tb.at(0, j).v {
						t.Errorf("%s: twin sample %d of line %d differs from the first", tc.name, i, j)
					}
				}
			}
		}
	}
}
