// Package tracker keeps a game of Canfield as the player at the table knows
// it: which card lies at each deal position as far as it has been seen, the
// moves made, and what must be asked next. Hidden cards are never guessed:
// the engine runs on a completion of the deal whose unseen positions hold
// unseen cards in an arbitrary order, which cannot change any visible
// outcome, because every move involves only cards that are face up.
package tracker
