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
		pv.summarise(&s, j)
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
