package tracker

import (
	"math"
	"math/rand/v2"
	"testing"

	"canfield/canfield"
)

// knownOf returns a view of deal with the positions of ps seen.
func knownOf(r canfield.Rules, deal []canfield.Card, ps []int) View {
	known := make([]canfield.Card, len(deal))
	for i := range known {
		known[i] = canfield.NoCard
	}
	for _, p := range ps {
		known[p] = deal[p]
	}
	return NewView(r, known, nil)
}

// TestSampleIsUniform checks that a sample is the exact posterior: with a
// few cards seen, each unseen card lands on each unseen
// place about equally often (a chi-square test over all place-card pairs,
// at a level where a correct sampler fails about once in a million runs).
func TestSampleIsUniform(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 11)
	seen := []int{0, 5, 13, 14, 20, 51, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49}
	v := knownOf(r, deal, seen)
	free := v.UnknownPositions()
	n := len(free)
	idx := make(map[canfield.Card]int)
	for i, c := range v.Unseen() {
		idx[c] = i
	}
	counts := make([]int, n*n)
	const draws = 40000
	var s []canfield.Card
	for d := range draws {
		s = v.Sample(rand.New(rand.NewPCG(3, uint64(d))), s)
		for i, p := range free {
			counts[i*n+idx[s[p]]]++
		}
	}
	want := float64(draws) / float64(n)
	var chi float64
	for _, c := range counts {
		chi += (float64(c) - want) * (float64(c) - want) / want
	}
	// The cells are not independent; (n-1)^2 degrees of freedom is the
	// count for a table with fixed margins. Mean df, sd sqrt(2 df).
	df := float64((n - 1) * (n - 1))
	if z := (chi - df) / math.Sqrt(2*df); z > 5 {
		t.Fatalf("chi-square %.0f on %.0f degrees of freedom (z = %.1f): not uniform", chi, df, z)
	}
}
