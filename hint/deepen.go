package hint

import (
	"context"
	"slices"
	"sort"

	"canfield/canfield"
	"canfield/tracker"
)

// deepen spends a bigger budget on a close decision. After the first round
// (n samples at opts.Nodes), when some plan is not clearly worse than the
// leader (pv.clear), the leader and the best such plans, at most
// opts.DeepPlans in all, are valued again at opts.DeepNodes nodes on
// opts.DeepSamples samples, the first n of them the ones already drawn (so
// every plan stays on the same samples and the ranking's tie stays
// paired), and their shallow verdicts are replaced. The other plans keep
// their first round: each of them is clearly worse than the leader. Plans whose
// verdicts equal the leader's on every sample, with none undecided, are
// not deepened: no budget tells them apart.
//
// Why (docs/measurements.md, 2026-11-22): in the fatal-move diagnosis most
// fatal moves were chosen inside the tie of a winning plan, and with 128
// samples at 10,000 nodes a winning plan rated at least as high in 25 of
// 60; spending that budget on every decision would cost seconds a move.
// Valuing the deepened plans on new samples instead (against the winner's
// curse of the leader's first-round estimate) played worse in whole games
// (docs/measurements.md).
//
// It reports whether it deepened.
func deepen(ctx context.Context, v tracker.View, pv *verdicts, lines [][]canfield.Move, active, extra []int, n int, opts AdviseOptions) (bool, error) {
	if opts.DeepNodes <= opts.Nodes || opts.DeepPlans < 2 || len(active) < 2 {
		return false, nil
	}
	order := slices.Clone(active)
	sort.SliceStable(order, func(a, b int) bool { return pv.mean(order[a], opts) > pv.mean(order[b], opts) })
	lead := order[0]
	deep := []int{lead}
	for _, j := range order[1:] {
		if len(deep) == opts.DeepPlans {
			break
		}
		if pv.clear(lead, j, opts) || pv.settledSame(lead, j, n) {
			continue
		}
		deep = append(deep, j)
	}
	if len(deep) < 2 {
		return false, nil
	}
	if opts.DeepAll {
		// One scale: every other line not clearly worse than the leader
		// (the deal's own value among them) is deepened too, so that no
		// deepened estimate is ranked against a shallow one in the tie.
		for _, j := range append(order[1:], extra...) {
			if !slices.Contains(deep, j) && !pv.clear(lead, j, opts) && !pv.settledSame(lead, j, n) {
				deep = append(deep, j)
			}
		}
	}
	o := opts
	o.Nodes = opts.DeepNodes
	if err := pv.fill(ctx, v, lines, deep, 0, max(opts.DeepSamples, n), o); err != nil {
		return true, err
	}
	if !opts.DeepTop {
		return true, nil
	}
	// One scale at the top: a plan left shallow whose estimate now sits at
	// or above every deepened one would be ranked first on a different
	// budget (an undecided leaf is worth one half at any budget, and a
	// shallow search leaves more undecided), so it is deepened too, until
	// the best estimate is a deepened one. A plan decided on every sample
	// is on every scale at once.
	for {
		best := -1.0
		for _, j := range deep {
			best = max(best, pv.mean(j, opts))
		}
		var more []int
		for _, j := range order {
			if !slices.Contains(deep, j) && pv.mean(j, opts) >= best && pv.undecided(j, n) {
				more = append(more, j)
			}
		}
		if len(more) == 0 {
			return true, nil
		}
		deep = append(deep, more...)
		if err := pv.fill(ctx, v, lines, more, 0, max(opts.DeepSamples, n), o); err != nil {
			return true, err
		}
	}
}
