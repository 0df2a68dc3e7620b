package hint

import (
	"context"
	"fmt"
	"math"
	"sort"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// Decision is one move of a game, judged after the game.
type Decision struct {
	// Number is the move's number in the game (1-based).
	Number int
	// Played is the move played.
	Played canfield.Move
	// Choices is the number of legal moves there were.
	Choices int
	// Before is the estimated chance of winning before the move, from what
	// the player knew then (the best move's estimate, as the hint shows it:
	// Suggestion.Shown); After is the played move's. Both are NaN when the
	// move was forced and not searched.
	Before float64
	After  float64
	// Best is the move the engine rates best from what the player knew
	// (the move played when it was the only one), and BestFacts what it
	// does.
	Best      canfield.Move
	BestFacts Facts
	// Loss is Before - After: the chance of winning the move gave away,
	// judged from what the player knew. It is 0 when Tied, and when the
	// hint listed the move played first (Hinted): following the hint is
	// the best the player could see to do, whatever a second look values.
	Loss float64
	// Tied is true when no move's estimate is clearly higher than the
	// played move's (ClearlyBetter, the test the hint's ranking uses): the
	// estimates differ by no more than sampling noise, so the hint could
	// have listed the played move first, and the review does not count
	// the difference as a cost.
	Tied bool
	// ThrewWin is true when, with every card known, the position before
	// the move was winnable and the position after it is not: the move
	// that lost a winnable game. KeepsWin is a move that would have kept it
	// winnable then, and KeepsFacts what it does, when Keeps is set.
	ThrewWin   bool
	KeepsWin   canfield.Move
	KeepsFacts Facts
	Keeps      bool
	// HintFirst is the move the hint listed first there, at the review's
	// options (for a move with a choice), from exactly the cards the
	// player knew when choosing (those seen on moves taken back before it
	// included): the hint the player was shown. Hinted is true when it is
	// the move played; such a move costs nothing that could be seen
	// (Loss 0).
	HintFirst canfield.Move
	Hinted    bool
}

// Review is the judgement of a whole game.
type Review struct {
	// Deal is the whole deal, when known.
	Deal []canfield.Card
	// Winnable is the solver's verdict on the deal with every card known
	// ("won" means winnable), and Line a winning line from the deal.
	Winnable string
	Line     []canfield.Move
	// LostAt is the number of the move that turned a winnable game into a
	// lost one (with every card known), 0 if none was found.
	LostAt int
	// Decisions are every move of the game.
	Decisions []Decision
}

// ReviewOptions set the review's budgets: node budgets only, so that the
// same game gives the same review on any machine at any load.
type ReviewOptions struct {
	// Advise values each decision from what the player knew.
	Advise AdviseOptions
	// SolveNodes is the solver's node budget for each full-information
	// solve of the deal (whether it was winnable, the move that lost it, a
	// move that kept it); a fully known position's moves get a quarter
	// each. 0 means DefaultReviewNodes.
	SolveNodes int64
	// Progress, when not nil, is called after each decision is valued.
	Progress func(done, total int)
}

// DefaultReviewNodes is the review's default node budget for a solve with
// every card known: 2,000,000 nodes, the budget of sim's omniscient player
// and fatal-move diagnostic.
const DefaultReviewNodes = 2_000_000

// ReviewGame judges the game whose last view is v (tracker.Game's View, a
// game read from its record included). Each move is valued from the view
// the player had when choosing it (v.At): the cards seen by then, those
// seen on moves taken back included; with the whole deal (deal, nil if
// unknown), the solver also says whether the deal was winnable and which
// move lost it.
func ReviewGame(ctx context.Context, v tracker.View, deal []canfield.Card, opts ReviewOptions) (*Review, error) {
	if opts.SolveNodes <= 0 {
		opts.SolveNodes = DefaultReviewNodes
	}
	r, moves := v.Rules(), v.Moves()
	views := make([]tracker.View, len(moves))
	for k := range moves {
		views[k] = v.At(k)
	}
	rev := &Review{Winnable: "unknown"}
	for i, v := range views {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		d, err := judgeDecision(ctx, v, moves[i], opts)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		d.Number = i + 1
		rev.Decisions = append(rev.Decisions, d)
		if opts.Progress != nil {
			opts.Progress(i+1, len(views))
		}
	}
	if deal != nil {
		if err := rev.judgeWithDeal(ctx, r, deal, views, moves, opts.SolveNodes); err != nil {
			return nil, err
		}
	}
	return rev, nil
}

// judgeDecision judges the move played from the view before it. The hint
// is asked first, with the review's options as they are (at the default
// settings, the very hint the player is shown: the same ranking and
// figures), and its first move is noted (Hinted). Where the hint valued
// the moves, the review judges by its figures; where it listed a move
// first without search (safe, scouting), every move is valued as well
// (Exhaustive) for the figures; with every card known each move is solved
// exactly. A move the hint listed first costs nothing the player could
// see (Loss 0): the review's second look may value the moves otherwise,
// but the player was shown that move first.
func judgeDecision(ctx context.Context, v tracker.View, played canfield.Move, opts ReviewOptions) (Decision, error) {
	d := Decision{Played: played, Before: math.NaN(), After: math.NaN()}
	legal, err := v.LegalMoves()
	if err != nil {
		return d, err
	}
	d.Choices = len(legal)
	if d.Choices < 2 {
		d.Best = played
		return d, nil
	}
	o := opts.Advise
	o.Exhaustive = false
	sugg, err := Advise(ctx, v, o)
	if err != nil {
		return d, err
	}
	d.HintFirst = sugg[0].Move
	d.Hinted = played == d.HintFirst
	if len(v.UnknownPositions()) == 0 {
		// Every card is known: solve each move exactly instead of sampling.
		nodes := opts.SolveNodes
		if nodes <= 0 {
			nodes = DefaultReviewNodes
		}
		if err := exactDecision(ctx, v, legal, played, &d, nodes/4); err != nil {
			return d, err
		}
		if d.Hinted {
			d.Loss = 0
		}
		return d, nil
	}
	if sugg[0].Basis != Searched {
		// Every move valued, once.
		o.Exhaustive = true
		if sugg, err = Advise(ctx, v, o); err != nil {
			return d, err
		}
	}
	first := sugg[0].Facts
	judgeSampled(sugg, played, &d)
	if d.Hinted {
		// The player followed the hint: the best that could be seen.
		d.Loss, d.Best, d.BestFacts = 0, played, first
	} else {
		d.Best, d.BestFacts = d.HintFirst, first
	}
	return d, nil
}

// judgeSampled fills d's estimates from the suggestions of the position
// before the move played, in the figures the hint shows (Suggestion.Shown:
// the measured chance where the rules have a calibration, so that the
// review and the hint agree): Before and Best from the highest, After
// from the played move's, and Loss, the difference, unless no move is
// clearly better than the one played (Tied).
func judgeSampled(sugg []Suggestion, played canfield.Move, d *Decision) {
	var p *Suggestion
	for i := range sugg {
		s := &sugg[i]
		v := s.Shown()
		if v < 0 {
			continue
		}
		if math.IsNaN(d.Before) || v > d.Before {
			d.Before, d.Best, d.BestFacts = v, s.Move, s.Facts
		}
		if s.Move == played {
			d.After, p = v, s
		}
	}
	if p == nil || math.IsNaN(d.Before) {
		return
	}
	d.Tied = true
	for i := range sugg {
		if ClearlyBetter(&sugg[i], p) {
			d.Tied = false
			break
		}
	}
	if !d.Tied {
		d.Loss = math.Max(0, d.Before-d.After)
	}
}

// judgeWithDeal solves the deal and finds the move that lost it: with
// every card known, a lost position stays lost, so the positions along the
// game are winnable up to one move and lost after it; a binary search
// (SearchFatal, shared with sim's fatal-move diagnostic) finds that move.
func (rev *Review) judgeWithDeal(ctx context.Context, r canfield.Rules, deal []canfield.Card, views []tracker.View, moves []canfield.Move, nodes int64) error {
	rev.Deal = deal
	start, err := canfield.NewState(r, deal)
	if err != nil {
		return fmt.Errorf("the deal: %w", err)
	}
	states := make([]canfield.State, len(moves)+1)
	states[0] = start
	for i, m := range moves {
		states[i+1] = states[i]
		if err := states[i+1].Legal(m); err != nil {
			return fmt.Errorf("move %d does not fit the deal: %w", i+1, err)
		}
		states[i+1].Apply(m)
	}
	sv := solver.New(solver.Options{MaxNodes: nodes})
	verdict := map[int]solver.Verdict{}
	solve := func(k int) (solver.Verdict, []canfield.Move, error) {
		if v, ok := verdict[k]; ok {
			return v, nil, nil
		}
		res, err := sv.Solve(ctx, states[k])
		if err != nil {
			return solver.Unknown, nil, err
		}
		verdict[k] = res.Verdict
		return res.Verdict, res.Solution, nil
	}
	v0, line, err := solve(0)
	if err != nil {
		return err
	}
	rev.Winnable = v0.String()
	rev.Line = line
	n := len(moves)
	if v0 != solver.Won || states[n].Won() {
		return nil
	}
	vn, _, err := solve(n)
	if err != nil || vn != solver.Lost {
		return err // the game ended winnable, or undecided: no losing move to name
	}
	_, hi, found, err := SearchFatal(n, func(k int) (solver.Verdict, error) {
		v, _, err := solve(k)
		return v, err
	})
	if err != nil || !found {
		return err // undecided in the budget: name no move rather than guess
	}
	rev.LostAt = hi
	d := &rev.Decisions[hi-1]
	d.ThrewWin = true
	// A move that keeps the game winnable there.
	var l canfield.MoveList
	st := states[hi-1]
	st.GenMoves(&l)
	for _, m := range l.Slice() {
		if m == moves[hi-1] {
			continue
		}
		t := st
		t.Apply(m)
		res, err := sv.Solve(ctx, t)
		if err != nil {
			return err
		}
		if res.Verdict == solver.Won {
			d.KeepsWin, d.Keeps = m, true
			if p, err := newPublic(views[hi-1]); err == nil {
				d.KeepsFacts = p.facts(m)
			}
			break
		}
	}
	return nil
}

// Visible reports whether the decision's cost could be seen from what the
// player knew: another move's estimate was clearly above the played one's
// (Loss is 0 inside the tie, and for the hint's first move). A costly
// decision that is not Visible cost the game only with every card known
// (ThrewWin).
func (d Decision) Visible() bool { return d.Loss > 0.005 }

// Better returns the move the review names as better than the one played,
// and what it does: where the cost could be seen, the move clearly better
// from what the player knew (Best); else, where the move lost the deal,
// the move that would have kept it winnable (KeepsWin), seen only with
// every card known. ok is false when there is none to name; the move
// played is never named.
func (d Decision) Better() (m canfield.Move, f Facts, ok bool) {
	switch {
	case d.Visible() && d.Best != d.Played:
		return d.Best, d.BestFacts, true
	case d.ThrewWin && d.Keeps && d.KeepsWin != d.Played:
		return d.KeepsWin, d.KeepsFacts, true
	}
	return canfield.Move{}, Facts{}, false
}

// Costliest returns up to n decisions that cost the most: the move that
// lost a winnable deal first, then by the chance of winning given away
// from what the player knew. Decisions that cost nothing are left out.
func (rev *Review) Costliest(n int) []Decision {
	var out []Decision
	for _, d := range rev.Decisions {
		if d.ThrewWin || d.Visible() {
			out = append(out, d)
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].ThrewWin != out[b].ThrewWin {
			return out[a].ThrewWin
		}
		return out[a].Loss > out[b].Loss
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// Curve returns the chance of winning before each decision, from what the
// player knew (NaN where the move was forced).
func (rev *Review) Curve() []float64 {
	out := make([]float64, len(rev.Decisions))
	for i, d := range rev.Decisions {
		out[i] = d.Before
	}
	return out
}

// exactDecision values every legal move of a fully known position with
// the solver, as a table of one sample (the deal) read as the hint reads
// its samples: 1 won, 0 lost, 0.5 undecided within nodes.
func exactDecision(ctx context.Context, v tracker.View, legal []canfield.Move, played canfield.Move, d *Decision, nodes int64) error {
	st, err := v.StateOf(v.Public()) // every card is known: this is the deal
	if err != nil {
		return err
	}
	sv := solver.New(solver.Options{MaxNodes: nodes, TTBytes: 16 << 20})
	p, err := newPublic(v)
	if err != nil {
		return err
	}
	t := newVerdicts(1, len(legal), false)
	for j, m := range legal {
		c := st
		c.Apply(m)
		res, err := sv.Solve(ctx, c)
		if err != nil {
			return err
		}
		x := t.at(0, j)
		x.v, x.reach, x.done = res.Verdict, -1, true
	}
	for j, m := range legal {
		val := t.mean(j)
		if math.IsNaN(d.Before) || val > d.Before {
			d.Before, d.Best, d.BestFacts = val, m, p.facts(m)
		}
		if m == played {
			d.After = val
		}
	}
	d.Loss = math.Max(0, d.Before-d.After)
	return nil
}
