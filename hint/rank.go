package hint

import (
	"math"
	"sort"

	"canfield/canfield"
)

// rank sorts the suggestions best first: by estimate (a move back to a
// position the game has been in before last), ties broken by fewer repeats,
// then by not stranding a face-up card, then by showing an unseen card,
// then by the search's move order. Then the
// strategy-fusion correction: when the best move shows nothing new and a
// move that does show an unseen card is within opts.Reveal standard errors
// of it, that move goes first (learning the card before committing keeps
// the choice that the samples only seem to have).
func rank(s *canfield.State, sugg []Suggestion, opts AdviseOptions) {
	sort.SliceStable(sugg, func(a, b int) bool {
		x, y := &sugg[a], &sugg[b]
		if (x.Repeats > 0) != (y.Repeats > 0) {
			// Back to a position the game has left before: the player has
			// seen where it leads, and a third visit would learn nothing.
			return y.Repeats > 0
		}
		if x.Win != y.Win {
			return x.Win > y.Win
		}
		if x.Repeats != y.Repeats {
			return x.Repeats < y.Repeats
		}
		if xs, ys := strands(s, x.Move), strands(s, y.Move); xs != ys {
			return ys
		}
		if x.Reveals != y.Reveals {
			return x.Reveals
		}
		return moveScore(s, x.Move) > moveScore(s, y.Move)
	})
	if opts.Prior > 0 && len(sugg) > 1 {
		preferPrior(s, sugg, opts.Prior)
		return
	}
	if opts.Reveal <= 0 || len(sugg) < 2 || sugg[0].Reveals {
		return
	}
	for k := 1; k < len(sugg); k++ {
		if !sugg[k].Reveals || sugg[k].Repeats > 0 {
			continue
		}
		tol := opts.Reveal * math.Max(sugg[0].StdErr, sugg[k].StdErr)
		if sugg[0].Win-sugg[k].Win <= tol {
			x := sugg[k]
			copy(sugg[1:k+1], sugg[:k])
			sugg[0] = x
		}
		return
	}
}

// preferPrior moves to the front, among the moves whose estimate is within
// tol standard errors of the best (and that repeat no more than it), the
// one the player's rules of thumb like best: a foundation play, then a
// reserve play, a column move that empties a column for the reserve, a
// build from the waste, and the deal last; a move that shows an unseen
// card gains a little, a foundation play that strands a face-up card
// loses. The estimates only say which moves are close; within sampling
// noise the rules of thumb, which know nothing of hidden cards, decide.
func preferPrior(s *canfield.State, sugg []Suggestion, tol float64) {
	best, bestScore := 0, priorScore(s, sugg[0])
	for k := 1; k < len(sugg); k++ {
		x := &sugg[k]
		if (x.Repeats > 0) != (sugg[0].Repeats > 0) || x.Basis != Searched {
			continue
		}
		if sugg[0].Win-x.Win > tol*math.Max(sugg[0].StdErr, x.StdErr) {
			continue
		}
		if sc := priorScore(s, *x); sc > bestScore {
			best, bestScore = k, sc
		}
	}
	if best > 0 {
		x := sugg[best]
		copy(sugg[1:best+1], sugg[:best])
		sugg[0] = x
	}
}

// priorScore is a move's worth by the rules of thumb.
func priorScore(s *canfield.State, x Suggestion) int {
	sc := moveScore(s, x.Move)
	if x.Reveals {
		sc += 5
	}
	if strands(s, x.Move) {
		sc -= 60
	}
	return sc
}
