package solver

import (
	"context"
	"slices"
	"testing"

	"canfield/canfield"
)

// posKey is the solver's key of a position.
func posKey(st *canfield.State) uint64 {
	return columnHash(st) ^ scalarHash(st, st.Rules().Passes != 0)
}

// TestSolveAvoiding: a solve that avoids the positions along a winning
// line finds, where it finds a win at all, one that passes through none of
// them (the positions after the deals before a play are not positions
// the search stands on: they are one move with the play); with nothing to
// avoid it is Solve, node for node. Relaxed, where no foundation move is
// automatic, so every other position of a line is one the search stands
// on.
func TestSolveAvoiding(t *testing.T) {
	r, err := canfield.Preset("relaxed")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	plain := New(Options{TTBytes: 4 << 20, MaxNodes: 200_000})
	avoiding := New(Options{TTBytes: 4 << 20, MaxNodes: 200_000})
	rerouted := 0
	for seed := uint64(1); seed <= 30; seed++ {
		st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
		if err != nil {
			t.Fatal(err)
		}
		res, err := plain.Solve(ctx, st)
		if err != nil {
			t.Fatal(err)
		}
		same, err := avoiding.SolveAvoiding(ctx, st, nil)
		if err != nil {
			t.Fatal(err)
		}
		if same.Verdict != res.Verdict || same.Nodes != res.Nodes || !slices.Equal(same.Solution, res.Solution) {
			t.Fatalf("seed %d: with nothing to avoid %v in %d nodes, Solve %v in %d", seed, same.Verdict, same.Nodes, res.Verdict, res.Nodes)
		}
		if res.Verdict != Won || len(res.Solution) < 12 {
			continue
		}
		// Avoid the positions after the line's first ten moves.
		var avoid []canfield.State
		keys := map[uint64]bool{}
		p := st
		for _, m := range res.Solution[:10] {
			p.Apply(m)
			avoid = append(avoid, p)
			keys[posKey(&p)] = true
		}
		got, err := avoiding.SolveAvoiding(ctx, st, avoid)
		if err != nil {
			t.Fatal(err)
		}
		if got.Verdict != Won {
			continue
		}
		q := st
		for i, m := range got.Solution {
			q.Apply(m)
			// The search stands on the position after each play; the
			// deals before a play from the waste are one move with it.
			if !m.IsDeal() && keys[posKey(&q)] {
				t.Fatalf("seed %d: the line's move %d (%v) comes to an avoided position", seed, i+1, m)
			}
		}
		rerouted++
		// The avoided positions are forgotten by the next solve.
		again, err := avoiding.Solve(ctx, st)
		if err != nil || again.Nodes != res.Nodes {
			t.Fatalf("seed %d: the next plain solve took %d nodes (%v), not %d", seed, again.Nodes, err, res.Nodes)
		}
	}
	if rerouted < 5 {
		t.Fatalf("only %d deals won by another line; the test needs more", rerouted)
	}
	t.Logf("%d deals won by a line avoiding the first one's first ten positions", rerouted)
}
