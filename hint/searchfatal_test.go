package hint

import (
	"math/bits"
	"testing"

	"canfield/hint/solver"
)

// The binary search finds the first lost position of a monotone line in
// O(log n) solves, steps around a few undecided positions, and reports a
// bracket rather than a guess when too many are undecided.
func TestSearchFatal(t *testing.T) {
	for _, tc := range []struct {
		n, fatal int
		unknown  []int
		found    bool
	}{
		{n: 1, fatal: 1, found: true},
		{n: 2, fatal: 1, found: true},
		{n: 2, fatal: 2, found: true},
		{n: 100, fatal: 1, found: true},
		{n: 100, fatal: 37, found: true},
		{n: 100, fatal: 100, found: true},
		{n: 1000, fatal: 618, found: true},
		{n: 100, fatal: 37, unknown: []int{50}, found: true},
		{n: 100, fatal: 37, unknown: []int{50, 25, 37, 36, 38, 39, 35}, found: false},
		{n: 10, fatal: 5, unknown: []int{4}, found: false}, // the move that matters is undecided
	} {
		unk := map[int]bool{}
		for _, k := range tc.unknown {
			unk[k] = true
		}
		solves := 0
		lo, hi, found, err := SearchFatal(tc.n, func(k int) (solver.Verdict, error) {
			solves++
			switch {
			case unk[k]:
				return solver.Unknown, nil
			case k < tc.fatal:
				return solver.Won, nil
			}
			return solver.Lost, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if found != tc.found {
			t.Errorf("n %d fatal %d unknown %v: found %v, want %v", tc.n, tc.fatal, tc.unknown, found, tc.found)
			continue
		}
		if found && (hi != tc.fatal || lo != hi-1) {
			t.Errorf("n %d fatal %d: got lo %d hi %d", tc.n, tc.fatal, lo, hi)
		}
		if !found && (lo >= tc.fatal || hi < tc.fatal) {
			t.Errorf("n %d fatal %d: bracket %d..%d misses it", tc.n, tc.fatal, lo+1, hi)
		}
		if limit := bits.Len(uint(tc.n)) + len(tc.unknown); solves > limit {
			t.Errorf("n %d: %d solves, want at most %d", tc.n, solves, limit)
		}
	}
}
