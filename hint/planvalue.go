package hint

import (
	"context"
	"math"
	"sort"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// planVals holds the sample verdicts of plans: v[i][j] is sample i's
// verdict after plan j, when done[i][j].
type planVals struct {
	v    [][]solver.Verdict
	done [][]bool
}

func newPlanVals(samples, plans int) *planVals {
	pv := &planVals{v: make([][]solver.Verdict, samples), done: make([][]bool, samples)}
	for i := range samples {
		pv.v[i] = make([]solver.Verdict, plans)
		pv.done[i] = make([]bool, plans)
	}
	return pv
}

// column returns plan j's verdicts over the samples that valued it.
func (pv *planVals) column(j int) []solver.Verdict {
	var out []solver.Verdict
	for i := range pv.v {
		if pv.done[i][j] {
			out = append(out, pv.v[i][j])
		}
	}
	return out
}

// summarisePlan fills s's estimate from plan j's verdicts.
func (pv *planVals) summarise(s *Suggestion, j int, opts AdviseOptions) {
	col := pv.column(j)
	rows := make([][]solver.Verdict, len(col))
	for i := range col {
		rows[i] = col[i : i+1]
	}
	summarise(s, rows, nil, 0, opts)
}

// mean returns plan j's mean value over the samples that valued it.
func (pv *planVals) mean(j int, opts AdviseOptions) float64 {
	var sum float64
	col := pv.column(j)
	for _, x := range col {
		sum += value(x, -1, opts)
	}
	if len(col) == 0 {
		return -1
	}
	return sum / float64(len(col))
}

// fill values the plans active on samples lo..hi-1 (sample i drawn from the
// seed (opts.Seed, i), as pimc draws it, so the two are paired). Every
// plan is valued on the same samples.
func (pv *planVals) fill(ctx context.Context, v tracker.View, ps []plan, active []int, lo, hi int, opts AdviseOptions) error {
	return eachSample(ctx, v, lo, hi, opts, func(i int, s canfield.State, ds DealSolver) {
		for _, j := range active {
			c := s
			for range ps[j].Deals {
				c.Apply(canfield.DealMove)
			}
			c.Apply(ps[j].Move)
			pv.v[i][j] = ds.Decide(ctx, c, opts.Nodes)
			pv.done[i][j] = true
		}
	})
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
func valuePlans(ctx context.Context, v tracker.View, ps []plan, contenders int, halve bool, opts AdviseOptions) (*planVals, error) {
	maxN := max(opts.MaxSamples, opts.Samples)
	if !halve {
		maxN = opts.Samples
	}
	pv := newPlanVals(max(maxN, opts.DeepSamples), len(ps))
	active := make([]int, len(ps))
	for j := range active {
		active[j] = j
	}
	n := opts.Samples
	if err := pv.fill(ctx, v, ps, active, 0, n, opts); err != nil {
		return nil, err
	}
	active = active[:contenders]
	if deep, err := pv.deepen(ctx, v, ps, active, n, opts); err != nil || deep {
		return pv, err
	}
	for len(active) > 1 && n < maxN {
		sort.SliceStable(active, func(a, b int) bool { return pv.mean(active[a], opts) > pv.mean(active[b], opts) })
		if pv.clear(active[0], active[1], opts) {
			break
		}
		keep := max(2, (len(active)+1)/2)
		for keep < len(active) && pv.mean(active[keep], opts) == pv.mean(active[keep-1], opts) {
			keep++
		}
		active = active[:keep]
		next := min(2*n, maxN)
		if err := pv.fill(ctx, v, ps, active, n, next, opts); err != nil {
			return nil, err
		}
		n = next
	}
	return pv, nil
}

// clear reports whether plan a leads plan b by more than two standard
// errors of their paired difference over the samples both were valued on.
func (pv *planVals) clear(a, b int, opts AdviseOptions) bool {
	var sum, sq, n float64
	for i := range pv.v {
		if !pv.done[i][a] || !pv.done[i][b] {
			continue
		}
		d := value(pv.v[i][a], -1, opts) - value(pv.v[i][b], -1, opts)
		sum += d
		sq += d * d
		n++
	}
	if n < 2 {
		return false
	}
	mean := sum / n
	se := math.Sqrt(math.Max(0, sq/n-mean*mean) / (n - 1))
	return mean > 2*se && mean > 0
}
