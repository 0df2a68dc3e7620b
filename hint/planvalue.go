package hint

import (
	"context"
	"sort"

	"canfield/canfield"
	"canfield/tracker"
)

// planLines returns the move sequence of each plan: its deals, then its
// move.
func planLines(ps []plan) [][]canfield.Move {
	lines := make([][]canfield.Move, len(ps))
	for j, pl := range ps {
		for range pl.Deals {
			lines[j] = append(lines[j], canfield.DealMove)
		}
		lines[j] = append(lines[j], pl.Move)
	}
	return lines
}

// valuePlans values the plans by PIMC. Every plan gets opts.Samples
// samples; then, while more than one plan is in the running and the
// samples per plan stay within opts.MaxSamples, the better half (at least
// two) goes on to as many new samples again (successive halving), all of
// them on the same samples. It stops when the leader is clear: ahead of
// the runner-up by more than two standard errors of their paired
// difference. Only the first contenders plans compete; the others (the
// deal's plain value) get the first round only, and so does every plan
// when halve is false.
func valuePlans(ctx context.Context, v tracker.View, ps []plan, contenders int, halve bool, opts AdviseOptions) (*verdicts, error) {
	maxN := max(opts.MaxSamples, opts.Samples)
	if !halve {
		maxN = opts.Samples
	}
	pv := newVerdicts(max(maxN, opts.DeepSamples), len(ps), false)
	lines := planLines(ps)
	active := make([]int, len(ps))
	for j := range active {
		active[j] = j
	}
	n := opts.Samples
	if err := pv.fill(ctx, v, lines, active, 0, n, opts); err != nil {
		return nil, err
	}
	active = active[:contenders]
	if deep, err := deepen(ctx, v, pv, lines, active, n, opts); err != nil || deep {
		return pv, err
	}
	for len(active) > 1 && n < maxN {
		sort.SliceStable(active, func(a, b int) bool { return pv.mean(active[a]) > pv.mean(active[b]) })
		if pv.clear(active[0], active[1]) {
			break
		}
		keep := max(2, (len(active)+1)/2)
		for keep < len(active) && pv.mean(active[keep]) == pv.mean(active[keep-1]) {
			keep++
		}
		active = active[:keep]
		next := min(2*n, maxN)
		if err := pv.fill(ctx, v, lines, active, n, next, opts); err != nil {
			return nil, err
		}
		n = next
	}
	return pv, nil
}
