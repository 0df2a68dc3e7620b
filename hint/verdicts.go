package hint

import (
	"context"
	"math"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// verdicts is the one valuation every estimate of the hint engine is read
// from: a table of samples by lines, where a line is a sequence of moves
// from the current position (a move, a plan "deal k times, then m", a move
// and the next one for the lookahead) and cell (i, j) is the solver's
// verdict on sample i after line j, with the most cards its search put up.
// Sample i is drawn from the seed (opts.Seed, i) for every line (fill), so
// any two lines valued on the same samples are paired. Plain PIMC, the
// plans, their deepening, the lookahead and the review all fill and read
// this table; its summaries (mean, standard error, paired difference) are
// the only place an estimate is computed.
type verdicts struct {
	samples, lines int
	cells          []cell
	// reached is true when the solves' reaches are recorded (plain PIMC,
	// under limited passes): an undecided sample is then valued by reach
	// (value), and the mean reach orders a tie (rank). The plans do not
	// record them: their undecided samples are worth undecidedValue.
	reached bool
}

// cell is one sample's verdict after one line.
type cell struct {
	v     solver.Verdict
	reach int8 // solver.Result.Reach; -1 when the leaf solver does not say
	done  bool // the cell was solved
}

func newVerdicts(samples, lines int, reached bool) *verdicts {
	return &verdicts{samples: samples, lines: lines, cells: make([]cell, samples*lines), reached: reached}
}

func (t *verdicts) at(i, j int) *cell { return &t.cells[i*t.lines+j] }

// fill solves, on samples lo..hi-1, the lines of cols (indices into lines,
// the move sequences of every column): sample i's position after line j,
// in the order of cols, all the solves of one sample on one worker.
func (t *verdicts) fill(ctx context.Context, v tracker.View, lines [][]canfield.Move, cols []int, lo, hi int, opts AdviseOptions) error {
	return eachSample(ctx, v, lo, hi, opts, func(i int, s canfield.State, ds DealSolver) {
		r, hasReach := ds.(interface{ lastReach() int })
		for _, j := range cols {
			x := t.at(i, j)
			x.reach, x.done = -1, true
			c := s
			for _, m := range lines[j] {
				c.Apply(m)
			}
			x.v = ds.Decide(ctx, c, opts.Nodes)
			if t.reached && hasReach {
				x.reach = int8(r.lastReach())
			}
		}
	})
}

// value is cell (i, j)'s worth as a win probability (value).
func (t *verdicts) value(i, j int) float64 {
	x := t.at(i, j)
	return value(x.v, x.reach)
}

// values returns line j's values over the samples that solved it, in
// sample order.
func (t *verdicts) values(j int) []float64 {
	var out []float64
	for i := range t.samples {
		if t.at(i, j).done {
			out = append(out, t.value(i, j))
		}
	}
	return out
}

// mean returns line j's mean value over the samples that solved it, -1
// when none did.
func (t *verdicts) mean(j int) float64 {
	xs := t.values(j)
	if len(xs) == 0 {
		return -1
	}
	var sum float64
	for _, x := range xs {
		sum += x
	}
	return sum / float64(len(xs))
}

// meanSE returns the mean of xs and its standard error (sample variance
// with n-1; 0 with fewer than two values).
func meanSE(xs []float64) (mean, se float64) {
	var sum, sq float64
	for _, x := range xs {
		sum += x
		sq += x * x
	}
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	mean = sum / n
	if n > 1 {
		se = math.Sqrt(math.Max(0, sq/n-mean*mean) / (n - 1))
	}
	return mean, se
}

// pairedDiff returns the mean of x[i]-y[i] and its standard error, over
// paired values of the same length.
func pairedDiff(x, y []float64) (d, se float64) {
	e := make([]float64, len(x))
	for i := range x {
		e[i] = x[i] - y[i]
	}
	return meanSE(e)
}

// diff returns the paired difference of lines a and b over the samples
// that solved both: its mean, standard error and count.
func (t *verdicts) diff(a, b int) (d, se float64, n int) {
	var x, y []float64
	for i := range t.samples {
		if t.at(i, a).done && t.at(i, b).done {
			x = append(x, t.value(i, a))
			y = append(y, t.value(i, b))
		}
	}
	d, se = pairedDiff(x, y)
	return d, se, len(x)
}

// clear reports whether line a leads line b by more than two standard
// errors of their paired difference over the samples both were valued on.
func (t *verdicts) clear(a, b int) bool {
	d, se, n := t.diff(a, b)
	return n >= 2 && d > 2*se && d > 0
}

// settledSame reports whether lines a and b have the same decided verdict
// on each of the first n samples.
func (t *verdicts) settledSame(a, b, n int) bool {
	for i := range n {
		x, y := t.at(i, a).v, t.at(i, b).v
		if x != y || x == solver.Unknown {
			return false
		}
	}
	return true
}

// summarise fills s's estimate from line j over the samples that solved
// it: the counts, the mean (Win), its standard error and Wilson interval,
// the per-sample values the ranking's paired tie reads, and the mean reach
// where the reaches are recorded and valued.
func (t *verdicts) summarise(s *Suggestion, j int) {
	s.Basis = Searched
	s.Samples, s.Wins, s.Losses, s.Unknown = 0, 0, 0, 0
	s.reach = 0
	var reach []int8
	for i := range t.samples {
		x := t.at(i, j)
		if !x.done {
			continue
		}
		s.Samples++
		switch x.v {
		case solver.Won:
			s.Wins++
		case solver.Lost:
			s.Losses++
		default:
			s.Unknown++
		}
		reach = append(reach, x.reach)
	}
	s.vals = t.values(j)
	if t.reached {
		for _, r := range reach {
			s.reach += float64(r) / float64(len(reach))
		}
	}
	var sum float64
	for _, x := range s.vals {
		sum += x
	}
	s.Win, s.StdErr = meanSE(s.vals)
	s.Lo, s.Hi = Wilson(sum, float64(s.Samples))
}

// undecidedValue is the worth of a sample the solver leaves undecided
// where no reach is recorded: a coin toss.
const undecidedValue = 0.5

// value is a verdict's worth as a win probability: an undecided sample is
// worth the share of the deck its search put up where the reach was
// recorded (reach out of 52: plain PIMC, under limited passes), else
// undecidedValue.
func value(v solver.Verdict, reach int8) float64 {
	switch v {
	case solver.Won:
		return 1
	case solver.Lost:
		return 0
	}
	if reach >= 0 {
		return float64(reach) / canfield.DeckSize
	}
	return undecidedValue
}
