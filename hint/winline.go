package hint

import (
	"context"
	"fmt"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// Following the winning line once every card is known.
//
// With no card unseen every sample is the deal itself, and the hint's
// estimates are verdicts of small searches (Nodes each) after each move.
// Where cards can go back and forth (superior's and relaxed's empty
// columns, relaxed's foundation to tableau, dealing round the stock), many
// moves keep a won game won, the estimates tie at 100 %, and the
// tie-breaks (a new position first, and so on) say nothing about
// progress: the hint wandered from one won position to the next until it
// came back to one a third time, which `sim` counts as a lost game. Of 200
// superior games played by the hint, 7 ended so with no card unseen and
// every sample won, 2 more with every sample undecided
// (docs/measurements.md, "Won positions the hint did not finish").
//
// So with no card unseen the position is solved once more, with a larger
// budget (lineNodes), taking the positions the game has been in as already
// searched (solver.SolveAvoiding), and the first move of the winning line
// it finds goes first, valued as won on every sample: the line proves it.
// Without the positions to avoid, the solve from the next position found
// its win by going back (the game was winnable there too) and the hint
// alternated between two positions; with them, following the hint never
// brings a position back, and each hint's line starts where the game is.
// When no line is found within the budget the ranking's order stands.
//
// With cards unseen the samples' lines start with moves that depend on
// where the hidden cards lie (each sample's search commits for its own
// deal), so nothing is done there: a position from which every sample is
// won only by a different commitment is a case of strategy fusion, which
// this does not address.

// lineNodes is the budget of the line's solve.
const lineNodes = 200_000

// liner is a DealSolver that also gives the winning line it found.
type liner interface {
	line(ctx context.Context, s canfield.State, avoid []canfield.State, nodes int64) []canfield.Move
}

// line solves s and returns a winning line that passes through none of the
// positions of avoid, nil if it finds none.
func (d *solverDeal) line(ctx context.Context, st canfield.State, avoid []canfield.State, nodes int64) []canfield.Move {
	d.s.SetBudget(nodes, 0)
	res, err := d.s.SolveAvoiding(ctx, st, avoid)
	d.reach = res.Reach
	if err != nil || res.Verdict != solver.Won {
		return nil
	}
	return res.Solution
}

// followLine puts first, when no card is unseen, the first move of a
// winning line from the position that never comes back to where the game
// has been (see above), and sets its Line.
func followLine(ctx context.Context, v tracker.View, p *publicPos, sugg []Suggestion, opts AdviseOptions) error {
	if len(sugg) < 2 || len(v.Unseen()) != 0 || sugg[0].Basis != Searched {
		return nil
	}
	ds := opts.Solver.NewDeal()
	if r, ok := ds.(interface{ release() }); ok {
		defer r.release()
	}
	l, ok := ds.(liner)
	if !ok {
		return nil
	}
	s, err := canfield.NewState(v.Rules(), v.Public()) // every card is known: the deal
	if err != nil {
		return err
	}
	path := []canfield.State{s} // the positions the game has been in
	for i, m := range v.Moves() {
		if err := s.Legal(m); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		s.Apply(m)
		path = append(path, s)
	}
	line := l.line(ctx, s, path, max(opts.Nodes, lineNodes))
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(line) == 0 {
		return nil
	}
	m := s.Canonical(line[0])
	for j := range sugg {
		if sugg[j].Move != m {
			continue
		}
		x := sugg[j]
		provenWon(&x)
		x.Line = true
		if m.IsDeal() {
			x.Facts.Plan = linePlan(p, line)
		}
		copy(sugg[1:j+1], sugg[:j])
		sugg[0] = x
		return nil
	}
	return nil
}

// provenWon values s as won on every sample: the move's position is
// proven won with every card known.
func provenWon(s *Suggestion) {
	n := max(s.Samples, 1)
	s.Basis, s.Samples, s.Wins, s.Losses, s.Unknown = Searched, n, n, 0, 0
	s.Win, s.StdErr = 1, 0
	s.Lo, s.Hi = Wilson(float64(n), float64(n))
	s.vals = make([]float64, n)
	for i := range s.vals {
		s.vals[i] = 1
	}
	s.reach = canfield.DeckSize
}

// linePlan is the plan a line that starts with deals follows: its deals,
// then the move after them (the deal's facts name it, as for a plan the
// estimates chose).
func linePlan(p *publicPos, line []canfield.Move) *Plan {
	q := *p
	k := 0
	for k < len(line) && line[k].IsDeal() {
		q.s.Apply(line[k])
		k++
	}
	if k == len(line) {
		return nil
	}
	m := q.s.Canonical(line[k])
	return &Plan{Deals: k, Move: m, Up: q.s.WasteTop(), Facts: q.facts(m)}
}
