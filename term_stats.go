package main

import (
	"math"
	"slices"

	"canfield/hint"
)

// wilson returns the 95 % Wilson score interval for k successes in n
// trials, as fractions.
func wilson(k, n int) (lo, hi float64) { return hint.Wilson(float64(k), float64(n)) }

// percentile returns the q-th percentile (0..1) of xs by the nearest-rank
// method; xs need not be sorted. It returns 0 for no data.
func percentile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(math.Ceil(q*float64(len(s)))) - 1
	return s[max(0, min(i, len(s)-1))]
}
