package main

import (
	"testing"
	"time"
)

// TestMeasureReviewDetours plays classic virtual deals in the binary as a
// player following the hints (h, then the first hint), taking one detour
// every 25 moves: the second hint played, then taken back (u). Each game
// is reviewed by analyze --json at its default budgets, and the rows are
// counted: how many costly rows call a move the hint listed first, as
// logged while the game was played, a decision that could be seen to be
// worse (it must be none), how many decisions the review's hint differs
// from the one shown, how many rows name the move played as the better.
// Run it by hand:
//
//	CANFIELD_MEASURE_REVIEW=100 nice -n 10 go test -run TestMeasureReviewDetours -v -timeout 0 .
//
// (the value is how many seeds, from 1, or from CANFIELD_MEASURE_FROM).
// Each game's counts are logged as it ends, with its wall time (told, never
// asserted), so that a run stopped early keeps the games it finished and
// goes on from the next seed.
func TestMeasureReviewDetours(t *testing.T) {
	from, n := measureSeeds(t, "CANFIELD_MEASURE_REVIEW")
	var games, won, moves, detours, seen, choices, firsts, notHinted, costly, visible, visibleFirst, onlyKnown, betterPlayed int
	for seed := from; seed < from+uint64(n); seed++ {
		start := time.Now()
		home := t.TempDir()
		file, first, d := detourGame(t, home, seed, 25, 1500)
		rec := readRecordFile(t, file)[0]
		ss, err := rec.SeenCards()
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		rows := reviewRowsOf(t, home, file)
		var g struct{ choices, firsts, notHinted, costly, visible, visibleFirst, onlyKnown, betterPlayed int }
		for _, r := range rows {
			live := first[r.Number] == r.Played
			if r.Choices > 1 {
				g.choices++
				if live {
					g.firsts++
					if !r.Hinted {
						g.notHinted++
					}
				}
			}
			switch r.Cost {
			case "could be seen":
				g.costly++
				g.visible++
				if live {
					g.visibleFirst++
					t.Errorf("seed %d, move %d: %s, the hint's first move, called a decision that could be seen to be worse", seed, r.Number, r.Played)
				}
			case "only with every card known":
				g.costly++
				g.onlyKnown++
			}
			if r.Better != "" && r.Better == r.Played {
				g.betterPlayed++
				t.Errorf("seed %d, move %d: the better move named is the one played, %s", seed, r.Number, r.Played)
			}
		}
		result := mustTag(rec, "Result")
		t.Logf("seed %d: %s, %d moves, %d taken back, %d cards in Seen; %d decisions with a choice, %d of them the hint's first (%d not the review's hint); %d costly rows: %d could be seen (%d of them the hint's first), %d only with every card known; %d name the move played as better (%.0f s)",
			seed, result, len(rows), d, len(ss), g.choices, g.firsts, g.notHinted, g.costly, g.visible, g.visibleFirst, g.onlyKnown, g.betterPlayed, time.Since(start).Seconds())
		games++
		if result == "won" {
			won++
		}
		moves += len(rows)
		detours += d
		seen += len(ss)
		choices += g.choices
		firsts += g.firsts
		notHinted += g.notHinted
		costly += g.costly
		visible += g.visible
		visibleFirst += g.visibleFirst
		onlyKnown += g.onlyKnown
		betterPlayed += g.betterPlayed
	}
	t.Logf("%d games (%d won), %d moves, %d taken back, %d cards in Seen tags; %d decisions with a choice, %d of them the hint's first (%d not the review's hint); %d costly rows: %d could be seen (%d of them the hint's first), %d only with every card known; %d name the move played as better",
		games, won, moves, detours, seen, choices, firsts, notHinted, costly, visible, visibleFirst, onlyKnown, betterPlayed)
}
