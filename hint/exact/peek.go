package exact

import "canfield/canfield"

// Peeking round the stock. Under unlimited passes, dealing is a function
// of the waste's size alone (the talon's cards and order fixed), so from a
// waste size on its cycle, dealing round the cycle comes back to the same
// position: the same cards in the same places, only the pass count (which
// changes nothing under unlimited passes) higher, and every card the cycle
// brings to the waste's top seen. So the value of such an information
// state is the mean, over what those cards are, of the value of the state
// that has seen them: at least that, since a player can deal round and
// look; at most that, since a player who knows more can always play as if
// not. The search shows them all at once (one reveal after another, before
// any choice), so a state on the cycle with some of the cycle's cards
// seen and others not never needs a value of its own. The waste sizes off
// the cycle (none dealt yet, or a waste card played since) keep their
// reveals one deal at a time: the player cannot come back to them.

// cycleUnseen returns an unseen card that comes to the waste's top as the
// position deals round its cycle, when its waste size lies on the cycle
// and passes are unlimited.
func (x *Solver) cycleUnseen() (canfield.Card, bool) {
	if x.rules.Passes != 0 {
		return canfield.NoCard, false
	}
	st := &x.st
	w, s := len(st.Waste()), len(st.Stock())
	n := w + s
	if n == 0 || w == 0 {
		return canfield.NoCard, false
	}
	next := func(w int) int {
		if w == n {
			w = 0
		}
		return min(w+x.rules.Draw, n)
	}
	// w is on the cycle when dealing comes back to it: within n+1 deals.
	on := false
	for v, k := next(w), 0; k <= n; v, k = next(v), k+1 {
		if v == w {
			on = true
			break
		}
	}
	if !on {
		return canfield.NoCard, false
	}
	talon := func(i int) canfield.Card {
		if i < w {
			return st.Waste()[i]
		}
		return st.Stock()[i-w]
	}
	for v := next(w); ; v = next(v) {
		if c := talon(v - 1); !x.seen.Has(c) {
			return c, true
		}
		if v == w {
			return canfield.NoCard, false
		}
	}
}
