// Package tracker keeps a game of Canfield as the player at the table knows
// it: which card lies at each deal position as far as it has been seen, the
// moves made, and what must be asked next. Hidden cards are never guessed:
// the engine runs on a completion of the deal whose unseen positions hold
// unseen cards in an arbitrary order, which cannot change any visible
// outcome, because every move involves only cards that are face up.
package tracker

import (
	"fmt"

	"canfield/canfield"
)

// A deal position is an index into the deal line: canfield.Layout says
// where each part of the deal lies.

// PositionName says in words where deal position pos lies, for messages
// and prompts, e.g. "the reserve's 12th card from the bottom", "the base
// card", "column 2's first card", "stock card 7".
func PositionName(r canfield.Rules, pos int) string {
	l := canfield.DealLayout(r)
	switch {
	case pos < 0 || pos >= l.Size:
		return fmt.Sprintf("deal position %d", pos+1)
	case pos == canfield.ReserveSize-1:
		return "the reserve's first top card"
	case pos < canfield.ReserveSize:
		return fmt.Sprintf("reserve card %d (counting from the bottom)", pos+1)
	case pos == l.Base:
		return "the base card"
	case pos < l.Stock:
		return fmt.Sprintf("column %d's first card", pos-l.Tableau+1)
	default:
		return fmt.Sprintf("stock card %d (in dealing order)", pos-l.Stock+1)
	}
}
