package hint

import (
	"context"
	"fmt"

	"canfield/canfield"
	"canfield/tracker"
)

// This file is what the measuring commands under hint/internal read of the
// engine's insides; play does not use it.

// MoveSeed is the sampling seed of the hint asked after moves moves of a
// game whose hints are seeded by seed: each hint of a game draws its own
// samples, and the same game, position and seed give the same hints.
func MoveSeed(seed uint64, moves int) uint64 {
	return mix64(seed ^ uint64(moves)*0x9e3779b97f4a7c15)
}

// GameSeed is the seed sim gives the hint player of the game dealt with
// seed deal (HintPlayer.Seed).
func GameSeed(deal uint64) uint64 { return mix64(deal + 0x5eed) }

// Values returns the move's value on each sample (sample i drawn from the
// same seed for every move; nil when the move was not valued that way).
func (s *Suggestion) Values() []float64 { return s.vals }

// EstimateOf returns a searched suggestion whose estimate is the mean of
// per-sample values (for comparing estimates with ClearlyBetter).
func EstimateOf(vals []float64) Suggestion {
	s := Suggestion{Basis: Searched, Samples: len(vals), vals: vals}
	s.Win, s.StdErr = meanSE(vals)
	return s
}

// PlanValue is a plan of a position under unlimited passes, "deal Deals
// times, then play Move", with its estimate.
type PlanValue struct {
	Deals    int
	Move     canfield.Move
	Estimate Suggestion
}

// ValuePlans values every plan of the view's position (under unlimited
// passes) by PIMC as the hint's first round does, every plan on the same
// opts.Samples samples at opts.Nodes nodes, then deepened as opts say,
// without halving.
func ValuePlans(ctx context.Context, v tracker.View, opts AdviseOptions) ([]PlanValue, error) {
	opts = opts.withDefaults()
	p, err := newPublic(v)
	if err != nil {
		return nil, err
	}
	steps, _ := p.stockCycle()
	ps := plans(steps)
	t, err := valuePlans(ctx, v, ps, len(ps), false, opts)
	if err != nil {
		return nil, err
	}
	out := make([]PlanValue, len(ps))
	for j, pl := range ps {
		out[j] = PlanValue{Deals: pl.Deals, Move: pl.Move}
		t.summarise(&out[j].Estimate, j, opts)
	}
	return out, nil
}

// CycleFacts describes the stock cycle of the view's position: how many
// positions dealing goes through, where it loops, how many of their waste
// cards are unseen, how many positions the game has been in twice, whether
// dealing round scouts, and the waste's size.
func CycleFacts(v tracker.View) (string, error) {
	p, err := newPublic(v)
	if err != nil {
		return "", err
	}
	steps, loop := p.stockCycle()
	unseenTops, visited := 0, 0
	for _, st := range steps[1:] {
		if !st.topSeen {
			unseenTops++
		}
		if st.visits >= 2 {
			visited++
		}
	}
	return fmt.Sprintf("steps %d loop %d unseen-tops %d twice-visited %d scouts %v waste %d",
		len(steps), loop, unseenTops, visited, scouts(steps, loop), len(p.s.Waste())), nil
}
