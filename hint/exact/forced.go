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
// every state after it: it can only ever move by itself, nothing builds on
// it. For any way of playing from A, playing from B the same moves with c
// left out wins whenever it does, as for the perfect-information solver's
// automatic moves (hint/solver, safe.go): a move of c has no answer, a
// group moved with c on top moves without it, and when B has filled c's
// column from the reserve, that column's card stands for A's reserve top
// (its one-card whole-column move does what the reserve top's move does)
// until A fills a column with the card B filled first, when the two again
// differ only in the order of their columns. What is new here is what the
// player knows: in that fill case B has seen the next reserve card one
// reveal before A has, and B's play shows every card A's play shows, at the
// same time or earlier; so the play from B chooses with at least what the
// play from A chose with, and is a way of playing without peeking too. So
// the value of B is at least A's, and B is reached from A, so they are
// equal. A waste card is never forced: under draw 3 taking it out of the
// talon regroups every later deal. TestForcedKeepsValues checks the claim
// against the search that forces nothing.

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
