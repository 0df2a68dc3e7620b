package hint

import (
	"context"
	"fmt"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
)

// budgetLeaf is a leaf whose verdict depends on the public part of the
// position and on the node budget, so a test can tell shallow solves from
// deep ones and one plan from another.
type budgetLeaf func(key string, nodes int64) solver.Verdict

func (f budgetLeaf) NewDeal() DealSolver { return budgetDeal(f) }

type budgetDeal budgetLeaf

func (budgetDeal) Reset() {}
func (d budgetDeal) Decide(_ context.Context, s canfield.State, nodes int64) solver.Verdict {
	return d(publicKey(&s), nodes)
}

// planLeaf is a leaf that gives plan j (the plan whose position has the
// key idx names j) shallow(j) below 20,000 nodes and deep(j) from there.
func planLeaf(idx map[string]int, shallow, deep func(j int) solver.Verdict) budgetLeaf {
	return func(key string, nodes int64) solver.Verdict {
		if nodes < 20000 {
			return shallow(idx[key])
		}
		return deep(idx[key])
	}
}

// publicKey names a position of the first move of a deal by its face-up
// cards, the same in every sample.
func publicKey(s *canfield.State) string {
	k := fmt.Sprint(s.FoundationCards(), len(s.Reserve()), len(s.Waste()))
	for i := range 4 {
		k += fmt.Sprint(" ", s.Column(i))
	}
	return k
}

// deepenSetup returns the view of a fresh virtual deal, its first plans
// (one per legal move other than the deal, dealing none first) and the key
// of the position after each.
func deepenSetup(t *testing.T) ([]plan, []string, func() AdviseOptions) {
	t.Helper()
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 3)
	g := playVirtual(t, r, deal, nil)
	p, err := newPublic(g.View())
	if err != nil {
		t.Fatal(err)
	}
	var l canfield.MoveList
	p.s.GenMoves(&l)
	var ps []plan
	var keys []string
	for _, m := range l.Slice() {
		if m.IsDeal() {
			continue
		}
		ps = append(ps, plan{0, m})
		s := p.s
		s.Apply(m)
		keys = append(keys, publicKey(&s))
	}
	if len(ps) < 3 {
		t.Fatalf("seed 3 has %d plans without a deal, want 3 or more", len(ps))
	}
	opts := func() AdviseOptions {
		o := DefaultAdvise().withDefaults()
		o.Workers = 2
		o.DeepNodes, o.DeepSamples, o.DeepPlans = 20000, 40, 2
		return o
	}
	return ps, keys, opts
}

// A close decision is valued again, deeper and on more samples (the first
// ones the same), for its leading plans only; a clear one is not.
func TestDeepenCloseDecision(t *testing.T) {
	ps, keys, mk := deepenSetup(t)
	g := playVirtual(t, canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 3), nil)
	idx := map[string]int{}
	for j, k := range keys {
		idx[k] = j
	}
	// Shallow: every plan undecided but the last, lost. Deep: plan 0 won,
	// the others lost.
	close := planLeaf(idx, func(j int) solver.Verdict {
		if j == len(ps)-1 {
			return solver.Lost
		}
		return solver.Unknown
	}, func(j int) solver.Verdict {
		if j == 0 {
			return solver.Won
		}
		return solver.Lost
	})
	o := mk()
	o.Solver = close
	pv, err := valuePlans(context.Background(), g.View(), ps, len(ps), true, o)
	if err != nil {
		t.Fatal(err)
	}
	deep := 0
	for j := range ps {
		var s Suggestion
		pv.summarise(&s, j, o)
		switch {
		case s.Samples == o.DeepSamples:
			deep++
			if want := map[bool]float64{true: 1, false: 0}[j == 0]; s.Win != want {
				t.Errorf("plan %d: deep estimate %v, want %v", j, s.Win, want)
			}
		case s.Samples == o.Samples:
			if j == 0 {
				t.Errorf("plan 0, tied for the lead, was not deepened")
			}
		default:
			t.Errorf("plan %d: %d samples", j, s.Samples)
		}
		if j == len(ps)-1 && s.Samples != o.Samples {
			t.Errorf("the clearly worse plan was deepened")
		}
	}
	if deep != o.DeepPlans {
		t.Errorf("%d plans deepened, want %d", deep, o.DeepPlans)
	}

	// A clear leader: nothing deepened.
	clear := budgetLeaf(func(key string, nodes int64) solver.Verdict {
		if nodes >= 20000 {
			t.Errorf("a clear decision was deepened")
		}
		if idx[key] == 1 {
			return solver.Won
		}
		return solver.Lost
	})
	o.Solver = clear
	if _, err := valuePlans(context.Background(), g.View(), ps, len(ps), true, o); err != nil {
		t.Fatal(err)
	}
}

// The leaf runs without the solver's drain check, with which whole hint
// games were weaker (docs/measurements.md).
func TestLeafWithoutDrain(t *testing.T) {
	for _, l := range []SolverLeaf{{}, {TTBytes: 1 << 20}} {
		d := l.NewDeal().(*solverDeal)
		if !d.s.Options().NoDrain {
			t.Errorf("leaf of %d bytes runs the drain check", l.TTBytes)
		}
		d.release()
	}
}

// With DeepAll a deepened decision also deepens the lines past DeepPlans
// and the ones beyond the contenders (the deal's own value) that are not
// clearly worse than the leader, so the tie is on one scale; a clearly
// worse line stays shallow.
func TestDeepAllOneScale(t *testing.T) {
	W, L, U := solver.Won, solver.Lost, solver.Unknown
	// Lines 0-3 tie at the first round (undecided or mixed), line 4 is
	// clearly worse, line 5 (an extra, like the deal's own value) ties.
	row := func(i int) []solver.Verdict {
		if i%2 == 0 {
			return []solver.Verdict{W, U, W, U, L, W}
		}
		return []solver.Verdict{U, W, U, W, L, U}
	}
	rows := make([][]solver.Verdict, 8)
	for i := range rows {
		rows[i] = row(i)
	}
	first := tableOf(rows, nil)
	pv := newVerdicts(16, 6, false)
	for i := range 8 {
		for j := range 6 {
			*pv.at(i, j) = *first.at(i, j)
		}
	}
	o := DefaultAdvise().withDefaults()
	o.Samples, o.DeepSamples, o.DeepNodes, o.Nodes, o.DeepPlans, o.DeepAll = 8, 16, 2000, 1000, 2, true
	o.Solver = budgetLeaf(func(string, int64) solver.Verdict { return solver.Won })
	v := playVirtual(t, canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 3), nil).View()
	lines := make([][]canfield.Move, 6)
	for j := range lines {
		lines[j] = []canfield.Move{canfield.DealMove}
	}
	deep, err := deepen(context.Background(), v, pv, lines, []int{0, 1, 2, 3, 4}, []int{5}, 8, o)
	if err != nil || !deep {
		t.Fatalf("deepen: %v, %v", deep, err)
	}
	for j := range 6 {
		if got, want := pv.at(15, j).done, j != 4; got != want {
			t.Errorf("line %d deepened %v, want %v", j, got, want)
		}
	}
}

// With DeepTop, a plan left shallow whose estimate sits at or above every
// deepened one after the deepening is deepened in turn; a plan decided on
// every sample is not.
func TestDeepTopOneScaleAtTheTop(t *testing.T) {
	ps, keys, mk := deepenSetup(t)
	g := playVirtual(t, canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 3), nil)
	idx := map[string]int{}
	for j, k := range keys {
		idx[k] = j
	}
	// Seed 3 has three plans; DeepPlans is 2, so plans 0 and 1 are
	// deepened first. Deep, they are lost. Shallow, plan 2 is undecided
	// (then it sits at 50 % above them and must be deepened next, where it
	// wins) or lost on every sample (then it stays shallow).
	for _, tc := range []struct {
		name     string
		shallow2 solver.Verdict
		deep2    bool
		win2     float64
	}{{"undecided", solver.Unknown, true, 1}, {"decided", solver.Lost, false, 0}} {
		o := mk()
		o.DeepTop = true
		o.Solver = planLeaf(idx, func(j int) solver.Verdict {
			if j == 2 {
				return tc.shallow2
			}
			return solver.Unknown
		}, func(j int) solver.Verdict {
			if j == 2 {
				return solver.Won
			}
			return solver.Lost
		})
		pv, err := valuePlans(context.Background(), g.View(), ps, len(ps), true, o)
		if err != nil {
			t.Fatal(err)
		}
		for j := range ps {
			var s Suggestion
			pv.summarise(&s, j, o)
			deep := s.Samples == o.DeepSamples
			if want := j < 2 || tc.deep2; deep != want {
				t.Errorf("%s: plan %d deepened %v, want %v (%d samples, %.2f)", tc.name, j, deep, want, s.Samples, s.Win)
			}
			if j == 2 && s.Win != tc.win2 {
				t.Errorf("%s: plan 2 at %.2f, want %.2f", tc.name, s.Win, tc.win2)
			}
		}
	}
}
