package hint

// Why says why a move is listed above a later one whose figure is higher:
// the ranking puts a move first only within the statistical tie of the
// highest estimate (rank), or without search, and the screen says which.
type Why uint8

// The reasons.
const (
	// WhyNone: no later move has a higher figure.
	WhyNone Why = iota
	// WhyLine: with every card known, the move starts a winning line.
	WhyLine
	// WhyUnsearched: listed without search (forced, safe, scouting).
	WhyUnsearched
	// WhyNew: within the tie, it goes to a new position and the other
	// back to one the game has been in (or to one visited less often).
	WhyNew
	// WhyReach: within the tie, its samples' searches put more cards up.
	WhyReach
	// WhyReveal: within the tie, it shows an unseen card and the other
	// does not.
	WhyReveal
	// WhyTie: within the tie, by the ranking's other preferences.
	WhyTie
)

// WhyAbove says why sugg[i], of a ranked list, is listed above the first
// later move whose shown figure (Shown) is higher; WhyNone when none is.
func WhyAbove(sugg []Suggestion, i int) Why {
	x := &sugg[i]
	for j := i + 1; j < len(sugg); j++ {
		y := &sugg[j]
		if y.Shown() < 0 || y.Shown() <= x.Shown() {
			continue
		}
		switch {
		case x.Line:
			return WhyLine
		case x.Basis != Searched:
			return WhyUnsearched
		case min(x.rankRepeats(), 2) < min(y.rankRepeats(), 2):
			return WhyNew
		case x.reach > y.reach:
			return WhyReach
		case x.Reveals && !y.Reveals:
			return WhyReveal
		}
		return WhyTie
	}
	return WhyNone
}
