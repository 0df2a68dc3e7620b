package solver

import "canfield/canfield"

// Zobrist hashing of a canonical position.
//
// Within one solve every position comes from the same deal, so a position is
// fixed by: the cards of each foundation (a count per suit), the number of
// cards left in the reserve (the reserve only ever loses its top), the
// columns, the boundary between waste and stock, and the pass when passes
// are limited. The talon's cards need no key: they are the cards that are
// nowhere else, in their dealt order (the talon only loses cards and a turn
// of the waste keeps the order).
//
// Columns are interchangeable, so they are hashed as a set: each column card
// contributes the key of the pair (card, the card it lies on), NoCard for a
// column's first card. The set of pairs fixes the columns up to their order
// (every card has at most one card on it), and it does not depend on which
// column holds which pile. A move between columns changes one pair (the
// first moved card's), so the column part is updated in O(1) per move.

// edgeKeys[c][p] is the key of card c lying on card p (Card values are bytes
// rank<<2|suit below 56, NoCard = 0 for "first card of a column").
var edgeKeys [56][56]uint64

// scalarKeys holds the keys of the small counters.
type scalarKeys struct {
	found   [canfield.NumSuits][canfield.NumRanks + 1]uint64
	reserve [canfield.ReserveSize + 1]uint64
	waste   [canfield.TalonCap + 1]uint64
	pass    [256]uint64
}

var keys scalarKeys

// pendKeys[c] is the key of card c pending a cover or waiting up for its
// successor (cover.go; where c lies tells the two apart); 0 for
// NoCard, so a node without one hashes as its position.
var pendKeys [56]uint64

func init() {
	g := canfield.NewSplitMix64(0x5eed_ca4f_1e1d_2026)
	for c := range edgeKeys {
		for p := range edgeKeys[c] {
			edgeKeys[c][p] = g.Next()
		}
	}
	for su := range keys.found {
		for k := range keys.found[su] {
			keys.found[su][k] = g.Next()
		}
	}
	for i := range keys.reserve {
		keys.reserve[i] = g.Next()
	}
	for i := range keys.waste {
		keys.waste[i] = g.Next()
	}
	for i := range keys.pass {
		keys.pass[i] = g.Next()
	}
	for i := 1; i < len(pendKeys); i++ {
		pendKeys[i] = g.Next()
	}
}

// columnHash computes the column part of the hash from scratch.
func columnHash(st *canfield.State) uint64 {
	var h uint64
	for i := range canfield.NumColumns {
		p := canfield.NoCard
		for _, c := range st.Column(i) {
			h ^= edgeKeys[c][p]
			p = c
		}
	}
	return h
}

// scalarHash computes the part of the hash held by the counters.
func scalarHash(st *canfield.State, limitedPasses bool) uint64 {
	h := keys.found[0][st.FoundationCount(0)] ^ keys.found[1][st.FoundationCount(1)] ^
		keys.found[2][st.FoundationCount(2)] ^ keys.found[3][st.FoundationCount(3)] ^
		keys.reserve[len(st.Reserve())]
	w := len(st.Waste())
	if limitedPasses {
		h ^= keys.pass[uint8(st.Pass())]
	} else if onCycle(w, len(st.Stock())+w, st.Rules().Draw) {
		w = 0
	}
	return h ^ keys.waste[w]
}

// onCycle reports whether waste size w of a talon of n cards lies on the
// cycle that deals repeat once the waste has been turned: no card dealt, a
// multiple of the draw, or the whole talon. With unlimited passes all such
// positions are one position: each reaches every other by deals alone (on
// to the end of the talon, turn, deal round again), and the moves other
// than deals and waste plays keep the waste size, so they have the same
// moves and the same successors. So they hash alike (as 0). Positions off
// the cycle (a card played from the waste on a first, partial pass) also
// reach the ones w+draw, w+2*draw, ... before the cycle, and stay distinct.
func onCycle(w, n, draw int) bool { return w%draw == 0 || w == n }

// fullHash is the hash of st computed from scratch (tests compare it with
// the incremental one).
func fullHash(st *canfield.State) uint64 {
	return columnHash(st) ^ scalarHash(st, st.Rules().Passes != 0)
}
