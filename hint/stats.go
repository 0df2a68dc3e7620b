package hint

import "math"

// Wilson returns the 95 % Wilson score interval of wins successes in n
// trials.
func Wilson(wins, n float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := wins / n
	den := 1 + z*z/n
	c := (p + z*z/(2*n)) / den
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return math.Max(0, c-h), math.Min(1, c+h)
}
