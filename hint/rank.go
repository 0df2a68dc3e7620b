package hint

import (
	"math"
	"sort"

	"canfield/canfield"
)

// tieZ is the width of the statistical tie, in standard errors of the
// paired difference: the 95 % two-sided normal quantile.
const tieZ = 1.959963984540054

// ClearlyBetter reports whether x's estimate is clearly higher than y's:
// outside their statistical tie. Both must be searched. When both were
// valued on the same samples (the same number of per-sample values, which
// Advise draws from the same seeds for every move), the tie is paired: with
// d_i the difference of the two moves' values on sample i, D their mean
// (x.Win - y.Win) and SE the standard error of the d_i
// (sqrt(var(d)/n), var with n-1), x is clearly better when D > 0 and
// D > 1.96 SE. So two moves that win and lose on the same samples are
// separated by a single sample, and two moves that differ on a few samples
// only, each way, are tied. Otherwise (estimates from different samples)
// the same test uses the unpaired SE, sqrt(SE_x^2 + SE_y^2). With fewer
// than two samples nothing is clearly better.
func ClearlyBetter(x, y *Suggestion) bool {
	if x.Basis != Searched || y.Basis != Searched || x.Win <= y.Win {
		return false
	}
	n := len(x.vals)
	if n > 1 && n == len(y.vals) {
		d, se := pairedDiff(x.vals, y.vals)
		return d > tieZ*se+1e-12
	}
	if x.Samples < 2 || y.Samples < 2 {
		return false
	}
	return x.Win-y.Win > tieZ*math.Hypot(x.StdErr, y.StdErr)+1e-12
}

// rank orders the searched suggestions, best first, so that no move is
// listed above a move whose estimate is clearly higher (ClearlyBetter).
// Each place in turn goes to the move the tie-breaks prefer among the moves
// left that no move left is clearly better than (the tie at the top of what
// is left); so the repetition rule and every tie-break act only inside a
// tie, and a move that alone keeps the game alive (dealing round to a
// position seen before, say) is still listed first. The preference, in
// order: a move to a new position, then a move back to a position the
// game has been in once, then one back to a position it has been in twice
// or more (the player has seen where it leads, a third visit would learn
// nothing, and sim stops a game there); where the reaches are recorded (limited
// passes), the more cards the samples' searches put up on average (inside
// a tie the estimates differ by noise, and the reach tells the moves that
// get somewhere: under rainbow 15.3 -> 17.5 cards up on average, wins
// alike, docs/measurements.md); the higher estimate;
// fewer repeats; not stranding a face-up card; showing an unseen card; the
// search's move order. For the first place only, inside the same tie:
// when the preferred move shows nothing new and the first move that shows
// an unseen card (to a new position) is within the reveal rule's
// tolerance of it (revealTol: none under unlimited passes, one standard
// error under limited passes), that move goes first
// (the strategy-fusion correction: learning the card before committing
// keeps the choice that the samples only seem to have). Under limited
// passes a deal that covers the waste's top card is a commitment itself
// (buries), so the reveal rule does not choose it:
// under rainbow, where most samples are undecided and every estimate
// ties, it dealt past card after card, and under storehouse it dealt past
// playable cards in the first passes (docs/measurements.md, "The hint
// under one pass").
func rank(s *canfield.State, sugg []Suggestion) {
	sort.SliceStable(sugg, func(a, b int) bool { return preferred(s, &sugg[a], &sugg[b]) })
	n := len(sugg)
	// clear[a][b]: sugg[a] is clearly better than sugg[b] (indices of the
	// preference order).
	clear := make([][]bool, n)
	for a := range sugg {
		clear[a] = make([]bool, n)
		for b := range sugg {
			clear[a][b] = ClearlyBetter(&sugg[a], &sugg[b])
		}
	}
	left := make([]int, n)
	for i := range left {
		left[i] = i
	}
	top := func() []int { // the moves left that no move left is clearly better than
		var t []int
		for _, b := range left {
			beaten := false
			for _, a := range left {
				beaten = beaten || clear[a][b]
			}
			if !beaten {
				t = append(t, b)
			}
		}
		return t
	}
	out := make([]Suggestion, 0, n)
	for len(left) > 0 {
		tie := top() // never empty: the highest estimate left is not beaten
		pick := tie[0]
		if len(out) == 0 {
			pick = firstPlace(s, sugg, tie)
		}
		out = append(out, sugg[pick])
		for i, b := range left {
			if b == pick {
				left = append(left[:i], left[i+1:]...)
				break
			}
		}
	}
	copy(sugg, out)
}

// preferred is the tie-break order: whether x goes before y when neither is
// clearly better.
func preferred(s *canfield.State, x, y *Suggestion) bool {
	if rx, ry := min(x.rankRepeats(), 2), min(y.rankRepeats(), 2); rx != ry {
		return rx < ry
	}
	if x.reach != y.reach {
		return x.reach > y.reach
	}
	if x.Win != y.Win {
		return x.Win > y.Win
	}
	if x.rankRepeats() != y.rankRepeats() {
		return x.rankRepeats() < y.rankRepeats()
	}
	if xs, ys := strands(s, x.Move), strands(s, y.Move); xs != ys {
		return ys
	}
	if x.Reveals != y.Reveals {
		return x.Reveals
	}
	return moveScore(s, x.Move) > moveScore(s, y.Move)
}

// revealTol is the reveal rule's tolerance under rules r, in standard
// errors: none under unlimited passes, where the moves are valued as plans
// through the stock cycle and classic seeds 1-2000 were won more often
// without it (docs/measurements.md); one under limited passes, where it
// was never measured against.
func revealTol(r canfield.Rules) float64 {
	if r.Passes == 0 {
		return 0
	}
	return 1
}

// firstPlace chooses the first-listed move among tie, the indices (in
// preference order) of the moves no move is clearly better than: the
// preferred one, unless the reveal rule (revealTol) chooses another
// within its tolerance.
func firstPlace(s *canfield.State, sugg []Suggestion, tie []int) int {
	first := &sugg[tie[0]]
	tol := revealTol(s.Rules())
	if tol <= 0 || first.Reveals {
		return tie[0]
	}
	for _, k := range tie[1:] {
		x := &sugg[k]
		if !x.Reveals || buries(s, x.Move) {
			continue
		}
		if x.rankRepeats() == 0 && first.Win-x.Win <= tol*math.Max(first.StdErr, x.StdErr) {
			return k
		}
		break
	}
	return tie[0]
}
