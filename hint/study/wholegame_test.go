package study

// Whole virtual games played by the hint engine through the studies' game
// loop: the engine's plans and scouting never bring a position back a
// third time.

import (
	"context"
	"testing"

	"canfield/canfield"
	"canfield/hint"
)

// TestPlansNeverLoop plays whole games with the plans and scouting on: no
// game may end by bringing a position back a third time.
func TestPlansNeverLoop(t *testing.T) {
	r := canfield.Classic
	o := hint.DefaultAdvise()
	o.Samples, o.MaxSamples, o.Nodes, o.Workers = 8, 16, 1000, 2
	o.DeepSamples, o.DeepNodes = 16, 2000
	for seed := uint64(1); seed <= 3; seed++ {
		deal := canfield.ShuffledDeal(r, seed)
		g, err := PlayGame(context.Background(), r, deal, &HintPlayer{Opts: o, Seed: seed}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if g.End == EndCycle || g.End == EndCap {
			t.Errorf("seed %d: the game ended by %s after %d moves", seed, g.End, g.Moves)
		}
	}
}

// Whole games with the plans ranked as moves to new positions never end
// by bringing a position back a third time.
func TestPlanNewNeverLoops(t *testing.T) {
	r := canfield.Classic
	o := hint.DefaultAdvise()
	o.Samples, o.Nodes, o.Workers = 8, 1000, 2
	o.DeepSamples, o.DeepNodes = 16, 2000
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := PlayGame(context.Background(), r, canfield.ShuffledDeal(r, seed), &HintPlayer{Opts: o, Seed: seed}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if g.End == EndCycle || g.End == EndCap {
			t.Errorf("seed %d: the game ended by %s after %d moves", seed, g.End, g.Moves)
		}
	}
}
