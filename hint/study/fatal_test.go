package study

import (
	"context"
	"math/bits"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/solver"
)

// On real games of the greedy player the fatal move is where the solver,
// given the deal, flips from winnable to lost; the summary adds up.
func TestFirstFatalOnGreedyGames(t *testing.T) {
	r := canfield.Classic
	cfg := SimConfig{Rules: r, Games: 6, Seed: 1, Player: "greedy", Workers: 2, Fatal: true, FatalNodes: 500_000, Keep: true}
	res, err := Sim(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal == nil || res.Fatal.Judged != cfg.Games {
		t.Fatalf("summary %+v, want %d games judged", res.Fatal, cfg.Games)
	}
	found, total := 0, 0
	for _, n := range res.Fatal.Counts {
		total += n
	}
	if total != cfg.Games {
		t.Errorf("counts %v add up to %d", res.Fatal.Counts, total)
	}
	for _, g := range res.Games {
		f := g.Fatal
		if len(g.Unseen) != g.Moves+1 || len(g.Line) != g.Moves {
			t.Fatalf("game %d: %d unseen counts and %d moves for %d moves", g.Index, len(g.Unseen), len(g.Line), g.Moves)
		}
		if f.Status != FatalFound {
			continue
		}
		found++
		deal := canfield.ShuffledDeal(r, g.Seed)
		st, _ := canfield.NewState(r, deal)
		for _, m := range g.Line[:f.Move-1] {
			st.Apply(m)
		}
		sv := solver.New(solver.Options{MaxNodes: cfg.FatalNodes})
		before, _ := sv.Solve(context.Background(), st)
		st.Apply(g.Line[f.Move-1])
		after, _ := sv.Solve(context.Background(), st)
		if before.Verdict != solver.Won || after.Verdict != solver.Lost {
			t.Errorf("game %d: fatal move %d, but the solver says %v before and %v after", g.Index, f.Move, before.Verdict, after.Verdict)
		}
		if f.Foundation != st.FoundationCards() || f.Unseen != g.Unseen[f.Move] {
			t.Errorf("game %d: fatal move with %d up and %d unseen, want %d and %d", g.Index, f.Foundation, f.Unseen, st.FoundationCards(), g.Unseen[f.Move])
		}
		if f.Solves > 2+bits.Len(uint(g.Moves))+hint.MaxUnknownProbes {
			t.Errorf("game %d: %d solves for %d moves", g.Index, f.Solves, g.Moves)
		}
	}
	if found == 0 || found != res.Fatal.Counts[FatalFound] {
		t.Errorf("%d fatal moves found, summary says %d; want some", found, res.Fatal.Counts[FatalFound])
	}
	if res.Fatal.Move.Min > res.Fatal.Move.P50 || res.Fatal.Move.P50 > res.Fatal.Move.Max {
		t.Errorf("quartiles out of order: %+v", res.Fatal.Move)
	}
}
