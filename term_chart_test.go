package main

import (
	"math"
	"strings"
	"testing"
)

func TestWinChartGolden(t *testing.T) {
	// A game that starts even, climbs, blunders at decision 14, and dies.
	var ps []float64
	for i := range 24 {
		switch {
		case i < 13:
			ps = append(ps, 0.5+0.035*float64(i))
		case i == 13:
			ps = append(ps, math.NaN())
		default:
			ps = append(ps, 0.12-0.01*float64(i-14))
		}
	}
	golden(t, "chart-unicode.golden", winChart(ps, chartOptions{Height: 6, Width: 60}))
	golden(t, "chart-ascii.golden", winChart(ps, chartOptions{Height: 6, Width: 60, ASCII: true}))
	long := make([]float64, 130)
	for i := range long {
		long[i] = float64(i) / 129
	}
	golden(t, "chart-bucketed.golden", winChart(long, chartOptions{Height: 4, Width: 50, ASCII: true}))
}

// TestWinChartForcedDots: a forced decision is a dot at the chance the
// move before left, so the drop to 0 % after a losing move shows; it is
// never a full column.
func TestWinChartForcedDots(t *testing.T) {
	ps := []float64{0.9, 0.9, 0.9, 0, 0, 0}
	forced := []bool{false, true, false, true, true, true}
	got := winChart(ps, chartOptions{Height: 4, Width: 60, ASCII: true, Forced: forced})
	want := "100% |+.+   \n" +
		"     |# #   \n" +
		" 50% |# #   \n" +
		"     |# #...\n" +
		"  0% +------\n"
	if !strings.HasPrefix(got, want) {
		t.Errorf("got\n%s\nwant it to start with\n%s", got, want)
	}
}
