package hint

import (
	"context"
	"math/bits"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
)

// The binary search finds the first lost position of a monotone line in
// O(log n) solves, steps around a few undecided positions, and reports a
// bracket rather than a guess when too many are undecided.
func TestSearchFatal(t *testing.T) {
	for _, tc := range []struct {
		n, fatal int
		unknown  []int
		found    bool
	}{
		{n: 1, fatal: 1, found: true},
		{n: 2, fatal: 1, found: true},
		{n: 2, fatal: 2, found: true},
		{n: 100, fatal: 1, found: true},
		{n: 100, fatal: 37, found: true},
		{n: 100, fatal: 100, found: true},
		{n: 1000, fatal: 618, found: true},
		{n: 100, fatal: 37, unknown: []int{50}, found: true},
		{n: 100, fatal: 37, unknown: []int{50, 25, 37, 36, 38, 39, 35}, found: false},
		{n: 10, fatal: 5, unknown: []int{4}, found: false}, // the move that matters is undecided
	} {
		unk := map[int]bool{}
		for _, k := range tc.unknown {
			unk[k] = true
		}
		solves := 0
		lo, hi, found, err := searchFatal(tc.n, func(k int) (solver.Verdict, error) {
			solves++
			switch {
			case unk[k]:
				return solver.Unknown, nil
			case k < tc.fatal:
				return solver.Won, nil
			}
			return solver.Lost, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if found != tc.found {
			t.Errorf("n %d fatal %d unknown %v: found %v, want %v", tc.n, tc.fatal, tc.unknown, found, tc.found)
			continue
		}
		if found && (hi != tc.fatal || lo != hi-1) {
			t.Errorf("n %d fatal %d: got lo %d hi %d", tc.n, tc.fatal, lo, hi)
		}
		if !found && (lo >= tc.fatal || hi < tc.fatal) {
			t.Errorf("n %d fatal %d: bracket %d..%d misses it", tc.n, tc.fatal, lo+1, hi)
		}
		if limit := bits.Len(uint(tc.n)) + len(tc.unknown); solves > limit {
			t.Errorf("n %d: %d solves, want at most %d", tc.n, solves, limit)
		}
	}
}

// On real games of the greedy player the fatal move is where the solver,
// given the deal, flips from winnable to lost; the summary adds up.
func TestFirstFatalOnGreedyGames(t *testing.T) {
	r := canfield.Classic
	cfg := SimConfig{Rules: r, Games: 6, Seed: 1, Player: "greedy", Workers: 2, Fatal: true, FatalNodes: 500_000}
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
		if f.Solves > 2+bits.Len(uint(g.Moves))+maxUnknownProbes {
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
