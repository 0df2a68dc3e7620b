package solver

import "canfield/canfield"

// The reserve that cannot drain where any top portion moves (wolter).
//
// Claim. Where any top portion of a column may move onto a card that
// accepts its first card, an empty column is filled at once from the
// reserve while it has cards, and foundation cards never come back
// (wolter), a position is lost when the optimistic game of drain.go,
// changed as below, cannot put every card up.
//
// Cards above c no longer go up before c: a portion lying on c can move
// away. So the game knows no precedence (every place is allowed, s.after
// holds no place) and reads the column facts so:
//
//   - up(c) for a card c in a column needs the card a lying just on c to
//     have left: a is up, or a's portion has moved. A portion that starts
//     below c carries c along with a still on it, and one that starts
//     above a leaves a on c, so nothing else exposes c.
//   - moved(x): the portion from column card x (not the bottom) can have
//     moved, when x can be placed as in drain.go (it builds on a shown
//     card). The card under x is then shown.
//   - A column still empties only when its bottom goes up or the whole
//     column moves onto a card; while the reserve has cards no portion
//     goes into an empty column (the reserve fills it first), so a card
//     that has left the bottom of a column never lies there again, and the
//     emptyings are counted as before. Once the reserve is out the game
//     stops and claims nothing (drain.go returns "not lost").
//
// The proof of drain.go carries over: along any line of play, every card
// it puts up has up(), every card it exposes on a column has shown() (a
// line exposes a column card by playing the card on it up or by moving
// the portion from that card, which lands on an exposed card, shown by
// induction), and a portion a line moves starts at a card with moved().
// A portion placed on a card covers it in the line but not in the game:
// the game only knows more. TestDrainSound covers wolter, and
// TestDrainQuietOnWinningLines walks its winning lines.

// portionDrainApplies reports whether the rules are those of the claim
// above.
func portionDrainApplies(r canfield.Rules) bool {
	return r.Groups == canfield.AnyPortion && !r.FoundationToTableau && r.Fill == canfield.FillReserveThenAny
}
