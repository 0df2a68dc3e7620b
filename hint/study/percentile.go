package study

import (
	"cmp"
	"math"
)

// percentile returns the q-th percentile (0..1) of sorted values by the
// nearest-rank method: the smallest value with at least a share q of the
// values at or below it. It returns the zero value for no values. Every
// figure of the studies (solve times, move latencies, fatal-move
// quartiles) is taken with it.
func percentile[T cmp.Ordered](sorted []T, q float64) T {
	if len(sorted) == 0 {
		var zero T
		return zero
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}
