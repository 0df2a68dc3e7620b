package solver

import "canfield/canfield"

// Precedence cycles (whole-column rules).
//
// Claim. When only whole columns move between columns, an empty column
// takes no card from another column, and foundation cards never come back
// (classic, draw1, strict, threepass, rainbow, storehouse), a card x lying
// above a card y in a column reaches its foundation before y does. Cards
// of one suit reach their foundation in rank order from the base. If these
// "goes up before" relations form a cycle, the position is lost.
//
// Proof. y leaves its place in the column only to its foundation, and only
// once it is exposed. The cards above y leave the column only to their
// foundations or all together with y (a whole-column move keeps their order
// and keeps them above y); nothing takes part of the column elsewhere. So
// every card above y goes up before y. The foundations build strictly in
// order and lose no card. A cycle x1 before x2 before ... before x1 asks a
// card to go up before itself: the 52 cards never all go up. The relations
// only grow (cards are added on top of columns, columns move onto others),
// so a position with a cycle stays lost, and a move that closes a cycle
// leads to a lost position: the search leaves such moves out.
//
// A move that puts card c (a reserve or waste card, or a column's bottom
// card with its column) on the exposed card t of column j adds "c before
// t"; it closes a cycle exactly when t already goes up before c, directly
// or through other cards. The cards t must precede are: those below t in
// its column, the later cards of their suits, the cards below those in
// their columns, and so on. That set is closed upward within each suit, so
// it is kept as the lowest place from the base reached in each suit.

// cyclePruneApplies reports whether the rules make the column order a
// foundation order (see "Precedence cycles").
func cyclePruneApplies(r canfield.Rules) bool {
	return r.Groups == canfield.WholeColumn && !r.FoundationToTableau && r.Fill == canfield.FillReserveThenWaste
}

// closesCycle reports whether putting card c (which is in play) on the
// exposed card t of the non-empty column j makes a precedence cycle: t, or
// a card t goes up before, is c or goes up before c. The cards t goes up
// before are kept up to date along the search path in s.after (drain.go).
func (s *Solver) closesCycle(j int, c canfield.Card) bool {
	t := s.st.Exposed(j)
	return s.relOf[c] >= placeOf(laneMin(s.after[t], s.selfLane[t]), c.Suit())
}

// hasCycle reports whether the position's precedence relations already form
// a cycle (used on the root position of a solve; moves are checked by
// closesCycle). It is a depth-first search of the relation "goes up just
// before": a card to the card below it and to the next card of its suit.
func (s *Solver) hasCycle() bool {
	st := &s.st
	var below [56]canfield.Card
	for j := range canfield.NumColumns {
		col := st.Column(j)
		for k := 1; k < len(col); k++ {
			below[col[k]] = col[k-1]
		}
	}
	base := int(st.Base())
	var state [56]uint8 // 0 new, 1 on the path, 2 done
	var visit func(c canfield.Card) bool
	visit = func(c canfield.Card) bool {
		switch state[c] {
		case 1:
			return true
		case 2:
			return false
		}
		state[c] = 1
		if b := below[c]; b != canfield.NoCard && visit(b) {
			return true
		}
		if r, n := s.rel(c)+1, st.RankCount(); r < n {
			if visit(canfield.NewCard(canfield.Rank((base-1+r)%n+1), c.Suit())) {
				return true
			}
		}
		state[c] = 2
		return false
	}
	for j := range canfield.NumColumns {
		for _, c := range st.Column(j) {
			if visit(c) {
				return true
			}
		}
	}
	return false
}
