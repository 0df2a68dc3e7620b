package hint

import (
	"math"
	"testing"

	"canfield/hint/solver"
)

// tableOf builds a table of solved cells from rows of verdicts (sample i,
// line j) and, when reach is not nil, the reaches in the same places.
func tableOf(v [][]solver.Verdict, reach [][]int8) *verdicts {
	t := newVerdicts(len(v), len(v[0]), reach != nil)
	for i, row := range v {
		for j, x := range row {
			c := t.at(i, j)
			c.v, c.reach, c.done = x, -1, true
			if reach != nil {
				c.reach = reach[i][j]
			}
		}
	}
	return t
}

// The table's summaries: a line's mean and standard error over the samples
// that solved it, and the paired difference of two lines, which separates
// lines that differ on a single sample and the same way on every sample
// and ties lines that differ both ways.
func TestVerdictSummaries(t *testing.T) {
	W, L, U := solver.Won, solver.Lost, solver.Unknown
	tb := tableOf([][]solver.Verdict{
		{W, L, W},
		{W, L, L},
		{L, L, W},
		{W, W, L},
		{U, L, W},
	}, nil)
	if m := tb.mean(0); math.Abs(m-0.7) > 1e-12 {
		t.Errorf("mean of line 0 = %v, want 0.7 (three wins, one undecided at 0.5)", m)
	}
	tb.at(4, 1).done = false
	if m := tb.mean(1); m != 0.25 {
		t.Errorf("mean of line 1 over its four solved samples = %v, want 0.25", m)
	}
	var s Suggestion
	tb.summarise(&s, 0)
	if s.Samples != 5 || s.Wins != 3 || s.Losses != 1 || s.Unknown != 1 {
		t.Errorf("counts %d samples, %d won, %d lost, %d undecided; want 5, 3, 1, 1", s.Samples, s.Wins, s.Losses, s.Unknown)
	}
	// var = (sum x^2/n - mean^2) * n/(n-1) = (3.25/5 - 0.49) * 5/4 = 0.2
	if want := math.Sqrt(0.2 / 5); math.Abs(s.StdErr-want) > 1e-12 {
		t.Errorf("standard error %v, want %v", s.StdErr, want)
	}
	d, _, n := tb.diff(0, 1)
	if n != 4 || math.Abs(d-0.5) > 1e-12 {
		t.Errorf("paired difference of lines 0 and 1: %v over %d samples, want 0.5 over 4", d, n)
	}
	if tb.clear(0, 2) || tb.clear(2, 0) {
		t.Error("lines that differ both ways are clearly apart")
	}
	same := tableOf([][]solver.Verdict{{W, W}, {L, L}, {W, L}, {W, L}, {W, L}, {W, L}, {W, L}, {L, L}}, nil)
	if !same.clear(0, 1) {
		t.Error("a line that wins on five more samples of eight and loses on none is not clearly ahead")
	}
	if !same.settledSame(0, 1, 2) || same.settledSame(0, 1, 3) {
		t.Error("settledSame misreads the first samples")
	}
}
