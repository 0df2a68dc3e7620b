package exact

import "canfield/canfield"

// A forced move: a card on top of the reserve or exposed on a column that
// goes on its foundation now, and that no card still in play could ever
// build on (every card that builds on it is on its foundation already), is
// played at once, with no alternative searched.
//
// Claim. The move keeps the value of the information state. Write A for
// the state and B for A after the move (and after the fill of its column
// from the reserve, if it emptied one). The card, c, is dead in A and in
// every state after it: nothing can build on it, so it only ever moves by
// itself. For any way of playing from A there is one from B that wins
// whenever it does, built move by move as for the perfect-information
// solver's automatic moves (hint/solver, safe.go): a move of c has no
// answer; a whole column moved with c at its end moves without it; any
// other move is answered by itself. The fill case adds a correspondence:
// while A still holds c in its column V, B's column V holds the card A has
// on top of its reserve, and B's reserve is A's less that card. A move of
// A's reserve top (to its foundation, onto a column) is answered by the
// same card's move from B's column (a one-card column moves whole), after
// which B fills V from its reserve as A's reserve shows its next card; a
// fill of another column in A is answered by the same fill in B, after
// which the two differ again only in which column holds which card; and
// when A at last plays c away, V fills from A's reserve and the two agree
// up to the order of their columns. What is new here is what the player
// knows: in the fill case B sees each reserve card one reveal before A
// does, and every other card at the same time; so the play from B can
// choose with at least what the play from A chose with, and is a way of
// playing without peeking too. So the value of B is at least A's; and B is
// reached from A, so the two are equal. A waste card is never forced:
// under draw 3 taking it out of the talon regroups every later deal.
// TestShortcutsKeepValues checks the claim against the search that
// forces nothing.

// forced returns the forced move of the current state, if there is one.
func (x *Solver) forced() (canfield.Move, bool) {
	st := &x.st
	if c := st.ReserveTop(); c != canfield.NoCard && st.Goes(c) && x.dead(c) {
		return canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}, true
	}
	for i := range st.ColumnCount() {
		if c := st.Exposed(i); c != canfield.NoCard && st.Goes(c) && x.dead(c) {
			return canfield.Move{From: canfield.Column(i), To: canfield.LocFoundation}, true
		}
	}
	return canfield.Move{}, false
}

// dead reports whether every card of the deck that builds on c is on its
// foundation.
func (x *Solver) dead(c canfield.Card) bool {
	st := &x.st
	base, ranks := int(st.Base()), x.rules.RankCount()
	for rest := x.deck; rest != 0; rest &= rest - 1 {
		b := cardOfBit(rest)
		if !st.Builds(b, c) {
			continue
		}
		if rel := (int(b.Rank()) - base + ranks) % ranks; rel >= st.FoundationCount(b.Suit()) {
			return false
		}
	}
	return true
}
