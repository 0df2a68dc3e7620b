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
func deepen(ctx context.Context, v tracker.View, pv *verdicts, lines [][]canfield.Move, active []int, n int, opts AdviseOptions) (bool, error) {
	if opts.DeepNodes <= opts.Nodes || opts.DeepPlans < 2 || len(active) < 2 {
		return false, nil
	}
	order := slices.Clone(active)
	sort.SliceStable(order, func(a, b int) bool { return pv.mean(order[a]) > pv.mean(order[b]) })
	lead := order[0]
	deep := []int{lead}
	for _, j := range order[1:] {
		if len(deep) == opts.DeepPlans {
			break
		}
		if pv.clear(lead, j) || pv.settledSame(lead, j, n) {
			continue
		}
		deep = append(deep, j)
	}
	if len(deep) < 2 {
		return false, nil
	}
	o := opts
	o.Nodes = opts.DeepNodes
	return true, pv.fill(ctx, v, lines, deep, 0, max(opts.DeepSamples, n), o)
}
