package solver

import "math/bits"

// Which talon cards can reach the waste's top under unlimited passes and a
// draw of several cards (the drain check, drain.go, uses it).

// talonGrouped reports whether the drain check follows the stock's order
// (talonReach): under unlimited passes with a draw of several cards.
func (s *Solver) talonGrouped() bool {
	return !s.noTalonOrder && s.rules.Passes == 0 && s.rules.Draw > 1
}

// talonReach returns the places of the talon (bit i: the talon's i-th
// card, the waste then the stock in dealing order, which a turned waste
// deals again) that some line can bring to the waste's top, under
// unlimited passes and a draw of d cards (1 to 3), when at most the places
// of gone leave the talon before it; n is the talon's size, w the waste's.
//
// A line takes a card from the talon only when it is the waste's top,
// which it becomes in one of three ways:
//
//   - it is dealt as the last card of a deal. In the pass under way the
//     stock is dealt in groups of d from the waste's end (taking cards off
//     the waste does not regroup the stock), so that is the stock card at
//     talon index i with (i-w) mod d = d-1, or the talon's last. In a
//     later pass the talon is dealt again from its start less the cards
//     that left it before that pass: with k of the cards before index i
//     gone, the card is at place i-k, the last of a deal when i-k mod d
//     = d-1, which some k up to the number gone before i allows when that
//     number is at least (i+1) mod d;
//   - every card after it has gone, which makes it the last of a pass;
//   - the card dealt just after it was the waste's top and has gone (the
//     waste's cards come off in the reverse order of their dealing): the
//     card at index i+1 is reachable and gone.
//
// Every card a line has taken from the talon is in gone when gone holds
// every card the optimistic game lets leave, and the mask only grows with
// gone, so a card outside it can never leave the talon.
func talonReach(n, w, d int, gone uint64) uint64 {
	all := uint64(1)<<n - 1
	kept := all &^ gone
	if kept == 0 {
		return all
	}
	// every card after it gone: the last of a pass
	reach := all &^ (uint64(1)<<(bits.Len64(kept)-1) - 1)
	// the pass under way
	if w > 0 {
		reach |= 1 << (w - 1)
	}
	reach |= dealEnds[d][0] << w
	// later passes: place i with (i+1) mod d = k needs k gone before it
	reach |= dealEnds[d][0]
	g := gone
	for k := 1; k < d && g != 0; k++ {
		low := g & -g
		g &^= low
		reach |= dealEnds[d][k] &^ (low<<1 - 1)
	}
	reach &= all
	// the card dealt after it gone from the waste's top
	for {
		next := reach | (reach&gone)>>1
		if next == reach {
			return reach
		}
		reach = next
	}
}

// dealEnds[d][k] has bit i set for the talon places i with (i+1) mod d
// = k; dealEnds[d][0] marks the last card of each deal of d cards.
var dealEnds = func() (t [4][3]uint64) {
	for d := 1; d <= 3; d++ {
		for i := range 64 {
			t[d][(i+1)%d] |= 1 << i
		}
	}
	return t
}()
