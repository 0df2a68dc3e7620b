package hint

import (
	"canfield/canfield"
	"canfield/tracker"
)

// greedyChoice is the greedy baseline's move in the game the view shows.
func greedyChoice(v tracker.View) (canfield.Move, error) {
	s, err := v.StateOf(v.Public())
	if err != nil {
		return canfield.Move{}, err
	}
	return GreedyMove(&s)
}
