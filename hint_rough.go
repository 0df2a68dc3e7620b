package main

import "canfield/hint"

// A rough chance. Where the hint's short searches leave many of a move's
// sampled deals undecided (rainbow, one pass, early in a long game), the
// figure it gives counts each undecided deal by how far its search got
// (hint.AdviseOptions.ReachValue) or as a coin toss: it guides the order
// of the moves (figures within noise go by how far the searches got), but
// it is not a measured chance of winning, and can be far from one (rainbow's
// first hint says about 45 %; the hint wins some 9 % of rainbow games). The
// screen marks such a figure with "~" and says so once under the list.

// rough reports whether a searched suggestion's figure rests on undecided
// samples for a quarter or more of them, and no measured chance replaces it
// (hint.Suggestion.Chance: the rules have no calibration).
func rough(s hint.Suggestion) bool {
	return s.Basis == hint.Searched && s.Chance < 0 && s.Win >= 0 && s.Samples > 0 && 4*s.Unknown >= s.Samples
}

// anyRough reports whether any of the suggestions is rough.
func anyRough(sugg []hint.Suggestion) bool {
	for _, s := range sugg {
		if rough(s) {
			return true
		}
	}
	return false
}

// roughNote explains the "~" under a list of hints.
const roughNote = "~ many of the sampled deals were too long to decide in the time a hint has: the figure is a guide to the order of the moves (close figures go by how far their searches got), not a measured chance of winning."
