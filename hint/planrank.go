package hint

// The repetition preference and the plans. The ranking prefers, inside a
// statistical tie, a move to a new position over one back to a position
// the game has been in (rank.go), so that a player does not deal round and
// round between near-equal moves. Under unlimited passes, once the stock
// has been scouted, every deal goes back to a position seen before, so
// that rule put every plan that needs deals ("deal 2 times, then 8c from
// the waste to column 3") after every move of the current position within
// the tie, whatever their estimates. The fatal-move diagnosis of 2026-11-22
// (docs/measurements.md) found it choosing a waste move now over a
// higher-rated plan for a waste card further round, which the solver given
// the true deal proved winning, in 11 of 60 fatal moves.
//
// So a deal that leads to a plan ranks as the move to a new position its
// plan leads to (measured together with the rule below, in
// docs/measurements.md). The plans never deal through a
// position the game has been in twice (plans in cycle.go), so following
// them never meets the third visit that ends a simulated game.

// Under unlimited passes, when no plan needs the deal, the deal's estimate
// used to be held to the best other move's ("going round only comes back
// here"). That holds only when every card round the cycle has been seen.
// When the current position is not on the cycle (cards played from the
// waste shifted the triples) and the cycle shows unseen cards, dealing
// gives up the current waste card for cards no plan can name yet. In 12
// of the 60 fatal moves of the diagnosis, the only other move was that
// waste card, which lost, and the deal, which won, had been held to its
// estimate and lost the tie. So the deal keeps its own estimate there and
// ranks as a move to a new position.

// showsUnseen reports whether dealing round the cycle shows a card the
// player has not seen.
func showsUnseen(steps []cycleStep) bool {
	for _, st := range steps[1:] {
		if !st.topSeen {
			return true
		}
	}
	return false
}

// rankRepeats is the number of visits the ranking counts for the move: its
// Repeats, or 0 for a deal ranked as a move to a new position (a deal that
// leads to a plan, or one that shows cards no plan can name).
func (s *Suggestion) rankRepeats() int {
	if s.planNew {
		return 0
	}
	return s.Repeats
}
