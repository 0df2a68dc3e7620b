package hint

// The first fatal move of a line: where the positions along a game, judged
// with the whole deal known, turn from winnable to lost. Review names it;
// the studies' fatal-move diagnostic counts it.

import "canfield/hint/solver"

// MaxUnknownProbes is how many undecided positions the search for the
// fatal move steps around before it gives up and reports undetermined.
const MaxUnknownProbes = 3

// SearchFatal finds the first fatal move of a line of n moves, given that
// the position after 0 moves is proven winnable and the one after n moves
// proven lost; solve(k) decides the position after k moves. Along one line
// winnability is monotone (every successor of a lost position is lost), so
// a binary search needs O(log n) solves. An undecided position is stepped
// around (another point of the bracket is tried) up to MaxUnknownProbes
// times; then found is false and the fatal move is among lo+1..hi.
func SearchFatal(n int, solve func(k int) (solver.Verdict, error)) (lo, hi int, found bool, err error) {
	lo, hi = 0, n
	unknown := map[int]bool{}
	for hi-lo > 1 {
		mid, ok := probe(lo, hi, unknown)
		if !ok || len(unknown) > MaxUnknownProbes {
			return lo, hi, false, nil
		}
		v, err := solve(mid)
		if err != nil {
			return lo, hi, false, err
		}
		switch v {
		case solver.Won:
			lo = mid
		case solver.Lost:
			hi = mid
		default:
			unknown[mid] = true
		}
	}
	return lo, hi, true, nil
}

// probe returns the point strictly inside (lo, hi) nearest its middle that
// is not known to be undecided.
func probe(lo, hi int, unknown map[int]bool) (int, bool) {
	mid := (lo + hi) / 2
	for d := 0; mid-d > lo || mid+d < hi; d++ {
		if k := mid - d; k > lo && !unknown[k] {
			return k, true
		}
		if k := mid + d; k < hi && !unknown[k] {
			return k, true
		}
	}
	return 0, false
}
