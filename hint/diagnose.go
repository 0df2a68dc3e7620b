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

// PassValue is a plan of a close decision valued two ways: by the hint's
// own valuation (First) and by the next pass valued as information
// (Pass, passvalue.go). Line is the plan's moves: its deals, then its
// move (a deal alone for the deal's own value).
type PassValue struct {
	Line        []canfield.Move
	First, Pass Suggestion
}

// ValuePass values the plans of the view's position (under unlimited
// passes) as the hint does (opts: the first round and its deepening), and,
// when the decision is close between plans whose next pass would show
// different cards, values the close ones again by the pass on outer
// samples. It returns those plans, the leader first; nil when the position
// scouts, the decision is not close, or the close plans show the same
// cards.
func ValuePass(ctx context.Context, v tracker.View, opts AdviseOptions, outer int) ([]PassValue, error) {
	opts = opts.withDefaults()
	if v.Rules().Passes != 0 {
		return nil, nil
	}
	p, err := newPublic(v)
	if err != nil {
		return nil, err
	}
	steps, loop := p.stockCycle()
	if scouts(steps, loop) {
		return nil, nil
	}
	ps := plans(steps)
	plain := len(ps)
	if p.s.CanDeal() {
		ps = append(ps, plan{0, canfield.DealMove})
	}
	if len(ps) < 2 {
		return nil, nil
	}
	pv, err := valuePlans(ctx, v, ps, plain, true, opts)
	if err != nil {
		return nil, err
	}
	lines := planLines(ps)
	set := closePlans(p, pv, lines)
	if set == nil {
		return nil, nil
	}
	sel := make([][]canfield.Move, len(set))
	for k, j := range set {
		sel[k] = lines[j]
	}
	pp, err := valuePass(ctx, v, sel, outer, opts)
	if err != nil {
		return nil, err
	}
	out := make([]PassValue, len(set))
	for k, j := range set {
		out[k].Line = lines[j]
		pv.summarise(&out[k].First, j)
		out[k].Pass = EstimateOf(pp[k].vals)
	}
	return out, nil
}

// EstimateOf returns a searched suggestion whose estimate is the mean of
// per-sample values, for comparing estimates with ClearlyBetter.
func EstimateOf(vals []float64) Suggestion {
	s := Suggestion{Basis: Searched, Samples: len(vals), vals: vals}
	s.Win, s.StdErr = meanSE(vals)
	return s
}

// DealFirst is the one-line rule the pass valuation is measured against:
// when dealing on would show cards not seen yet (round the stock cycle)
// and the deal is in the tie of the first of sugg (the view's ranked
// hint), the deal; otherwise sugg's first move.
func DealFirst(v tracker.View, sugg []Suggestion) (canfield.Move, error) {
	if len(sugg) == 0 {
		return canfield.Move{}, fmt.Errorf("no suggestion")
	}
	p, err := newPublic(v)
	if err != nil {
		return canfield.Move{}, err
	}
	steps, _ := p.stockCycle()
	if len(steps) < 2 || !showsUnseen(steps) {
		return sugg[0].Move, nil
	}
	for k := range sugg {
		if sugg[k].Move.IsDeal() && sugg[k].Basis == Searched && !ClearlyBetter(&sugg[0], &sugg[k]) {
			return sugg[k].Move, nil
		}
	}
	return sugg[0].Move, nil
}
