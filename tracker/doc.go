// Package tracker keeps a game of Canfield as the player at the table knows
// it: which card lies at each deal position as far as it has been seen, the
// moves made, and what must be asked next. Hidden cards are never guessed:
// the engine runs on a completion of the deal whose unseen positions hold
// unseen cards in an arbitrary order, which cannot change any visible
// outcome, because every move involves only cards that are face up.
//
// What the player told is kept apart from the moves: a card seen at a deal
// position stays known there when the move that showed it is taken back
// (or the game is cut back by a correction), so it is offered again
// (Request.Known), never asked twice, and a different card there is
// refused. A correction (Fix) changes a card known, seen in play or given
// by the record a resumed game was read from, and checks every move again.
package tracker
