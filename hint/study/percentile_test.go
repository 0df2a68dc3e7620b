package study

import (
	"testing"
	"time"
)

// percentile takes the nearest rank: the smallest value with at least a
// share q of the values at or below it, for any ordered type.
func TestPercentile(t *testing.T) {
	xs := []float64{1, 2, 3, 4, 5}
	for q, want := range map[float64]float64{0.5: 3, 0.9: 5, 0.2: 1, 0.21: 2, 1: 5, 0: 1} {
		if got := percentile(xs, q); got != want {
			t.Errorf("percentile(%v) = %v, want %v", q, got, want)
		}
	}
	ds := []time.Duration{time.Millisecond, 2 * time.Millisecond, 3 * time.Millisecond, 4 * time.Millisecond}
	if got := percentile(ds, 0.75); got != 3*time.Millisecond {
		t.Errorf("p75 of 1-4 ms = %v, want 3ms", got)
	}
	if got := percentile([]int{7}, 0.25); got != 7 {
		t.Errorf("p25 of one value 7 = %d", got)
	}
	if got := percentile([]int(nil), 0.5); got != 0 {
		t.Errorf("percentile of no values = %d, want 0", got)
	}
}
