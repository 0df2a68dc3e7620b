// Package hint holds the hint engine (the solver is in hint/solver):
// given what the player knows of a game (a tracker.View, which holds no
// hidden card), it ranks the legal moves by their estimated chance of
// winning, and it plays whole games in simulation to measure itself.
package hint

import "canfield/canfield"

// Basis says how a suggestion was reached.
type Basis uint8

// The bases.
const (
	// Searched: valued by sampling the hidden cards and solving.
	Searched Basis = iota
	// Forced: the only legal move.
	Forced
	// Safe: a foundation play that cannot lose a winnable game.
	Safe
	// Unsearched: listed after a forced, safe or scouting move, not valued.
	Unsearched
	// Scout: under unlimited passes, a deal that goes round the stock
	// showing cards not seen yet, with nothing lost on the way: every move
	// of the position is still there after the round, with more known, so
	// the deal is worth at least the best of them. Listed first without
	// search (like a safe move); the other moves follow unvalued.
	Scout
)

// Shown is the figure a player is shown for the move: Chance where there
// is one, else Win (-1 when the move was not valued).
func (s *Suggestion) Shown() float64 {
	if s.Chance >= 0 {
		return s.Chance
	}
	return s.Win
}

// String names the basis.
func (b Basis) String() string {
	return [...]string{"search", "forced", "safe", "unsearched", "scout"}[b]
}

// Suggestion is one legal move with its estimated chance of winning.
type Suggestion struct {
	// Move is the move, in canonical form.
	Move canfield.Move
	// Win is the estimated probability of winning after the move (0..1):
	// the mean over the sampled deals of each sample's value (won 1,
	// lost 0, undecided one half or, under limited passes, the share of the
	// deck its search put up). It is -1 when not estimated
	// (Basis Forced, Safe, Scout or Unsearched).
	Win float64
	// Chance is the measured chance of winning by playing the move and
	// following the hints afterwards: Win mapped through the preset's
	// Calibration (chance.go). It is Win itself when no card is unseen
	// (every sample is then the real deal), and -1 when Win is, or when
	// the rules have no calibration.
	Chance float64
	// ChanceErr is Chance's standard error: StdErr carried through the
	// calibration (half the chance's span over Win ± StdErr).
	ChanceErr float64
	// StdErr is the standard error of Win over the samples; Lo and Hi
	// bound a 95 % Wilson interval of the win rate.
	StdErr, Lo, Hi float64
	// PIMC is the plain perfect-information Monte Carlo estimate (the
	// mean over samples of the verdict after the move); it differs from
	// Win when Lookahead revalued the move.
	PIMC float64
	// Lookahead is true when Win is the lookahead's max of means.
	Lookahead bool
	// Samples is the number of deals sampled; Wins, Losses and Unknown
	// count the samples the solver decided each way, or not at all
	// (budget spent).
	Samples, Wins, Losses, Unknown int
	// Basis says how the move was chosen.
	Basis Basis
	// Reveals is true when the move shows a card the player has not seen.
	Reveals bool
	// Repeats is the number of times the position after the move has
	// been reached before in this game (0 for a new position).
	Repeats int
	// Line is true when, with no card unseen, the move starts a winning
	// line from the position that never comes back to where the game has
	// been, and was put first for it (winline.go).
	Line bool
	// Facts say what the move does (the screen writes them in words;
	// Basis says whether it is forced or safe).
	Facts Facts
	// vals is the move's value on each sample (sample i drawn from the same
	// seed for every move), whose mean is Win: the ranking's paired tie
	// (ClearlyBetter) reads it. A valuation that cannot pair its samples
	// leaves it nil.
	vals []float64
	// planNew is true for a deal ranked as a move to a new position
	// (planrank.go).
	planNew bool
	// reach is the mean over the samples of how many cards their searches
	// put up (solver.Result.Reach), where the reaches are recorded (plain PIMC,
	// limited passes); 0 elsewhere.
	reach float64
}
