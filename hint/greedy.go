package hint

// The greedy baseline: the move a one-move-ahead heuristic plays, scored
// with the engine's move ordering.

import (
	"fmt"

	"canfield/canfield"
)

// GreedyMove picks the greedy baseline's move in s: it looks one move ahead
// with fixed preferences, like the hints of common solitaire programs:
// foundation plays first, then plays that uncover a reserve card, then
// builds from the waste, and it deals when nothing else appeals. Only the
// face-up cards of s matter, so s may hold any cards in the unseen places.
func GreedyMove(s *canfield.State) (canfield.Move, error) {
	var l canfield.MoveList
	s.GenMoves(&l)
	best, bestScore := canfield.Move{}, -1
	for _, m := range l.Slice() {
		sc := greedyScore(s, m)
		if sc > bestScore {
			best, bestScore = m, sc
		}
	}
	if bestScore < 0 {
		return best, fmt.Errorf("no legal move")
	}
	return best, nil
}

// greedyScore scores a move for the greedy player; the deal scores 1, and
// moves not worth making score 0 (taken only if nothing else is legal).
func greedyScore(s *canfield.State, m canfield.Move) int {
	switch {
	case m.IsDeal():
		return 1
	case m.From.IsColumn() && m.To.IsColumn():
		n := len(s.Column(m.From.ColumnIndex()))
		if m.N != 0 && int(m.N) != n {
			// A partial move is worth it only if the card it exposes
			// goes to its foundation.
			if c := s.Column(m.From.ColumnIndex())[n-int(m.N)-1]; s.Goes(c) {
				return 60
			}
			return 0
		}
		if len(s.Reserve()) > 0 && s.Rules().AutoFill() {
			return 80
		}
		return 0
	case m.From == canfield.LocFoundation:
		return 0
	}
	return moveScore(s, m)
}
