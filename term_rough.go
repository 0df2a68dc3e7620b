package main

import (
	"fmt"
	"math"

	"canfield/hint"
)

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

// Nothing wins. When every move was searched and every sampled deal of
// every move lost (none left undecided), the list is all 0 %: the screen
// says so plainly and names resign, instead of listing moves as if one
// helped.

// nothingWins reports whether the hint engine found no winning move: every
// suggestion was searched, and each of its samples was decided lost.
func nothingWins(sugg []hint.Suggestion) bool {
	if len(sugg) == 0 {
		return false
	}
	for _, s := range sugg {
		if s.Basis != hint.Searched || s.Samples == 0 || s.Wins > 0 || s.Unknown > 0 || s.Win > 0 {
			return false
		}
	}
	return true
}

// nothingWinsNote says that no move wins: with every card known (unseen
// 0) for certain; otherwise for every arrangement of the unseen cards the
// hint sampled. end says how to end the game on this screen.
func nothingWinsNote(sugg []hint.Suggestion, unseen int, end string) string {
	if unseen == 0 {
		return "No move wins from here: every card is known, and every line loses. " + end + "; the moves below only play on."
	}
	n, chance := 0, 0.0
	for _, s := range sugg {
		n, chance = max(n, s.Samples), max(chance, s.Chance)
	}
	lost := "the game is most likely lost"
	if pct := math.Round(100 * chance); pct >= 1 {
		// The figures below are measured chances, not the samples' count:
		// a game where no sample won is still won now and then.
		lost = fmt.Sprintf("the game is most likely lost (games where no arrangement tried wins are won about %.0f %% of the time, the best figure below)", pct)
	}
	return fmt.Sprintf("No move wins in any of the %d arrangements the hint tried for the %s you have not seen: %s. %s; the moves below only play on.", n, plural(unseen, "card"), lost, end)
}

// hintEstimate writes a suggestion's win estimate in a fixed width; a rough
// one (see rough) is marked with a "~".
func hintEstimate(s hint.Suggestion) string {
	switch s.Basis {
	case hint.Searched:
		if s.Chance >= 0 {
			return fmt.Sprintf(" %3.0f %% ±%2.0f", 100*s.Chance, 100*s.ChanceErr)
		}
		mark := " "
		if rough(s) {
			mark = "~"
		}
		return fmt.Sprintf("%s%3.0f %% ±%2.0f", mark, 100*s.Win, 100*s.StdErr)
	case hint.Unsearched:
		return fmt.Sprintf("%-9s", "")
	}
	return fmt.Sprintf("%-9s", s.Basis)
}
