package hint

import (
	"context"
	"fmt"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// Player chooses moves in simulated games. It is given the information-set
// view only; a player that knows the deal (omniscient) was given it when
// it was made.
type Player interface {
	// Choose returns the move to play in the game the view describes.
	Choose(ctx context.Context, v tracker.View) (canfield.Move, error)
}

// PlayerNames are the players Sim knows.
var PlayerNames = []string{"hint", "greedy", "omniscient"}

// HintPlayer plays the hint engine's first suggestion. It sees only the
// view.
type HintPlayer struct {
	Opts AdviseOptions
	// Seed is mixed with the move number for each hint's sampling.
	Seed uint64
}

// Choose asks Advise and plays its best move.
func (p *HintPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	o := p.Opts
	o.Seed = MoveSeed(p.Seed, len(v.Moves()))
	sugg, err := Advise(ctx, v, o)
	if err != nil {
		return canfield.Move{}, err
	}
	if len(sugg) == 0 {
		return canfield.Move{}, fmt.Errorf("no legal move")
	}
	return sugg[0].Move, nil
}

// GreedyPlayer looks one move ahead with fixed preferences, like the hints
// of common solitaire programs: foundation plays first, then plays that
// uncover a reserve card, then builds from the waste, and it deals when
// nothing else appeals. It is the baseline. It sees only the view.
type GreedyPlayer struct{}

// Choose returns the best-scoring move.
func (GreedyPlayer) Choose(_ context.Context, v tracker.View) (canfield.Move, error) {
	p, err := newPublic(v)
	if err != nil {
		return canfield.Move{}, err
	}
	return greedyMove(&p.s)
}

// greedyMove picks the greedy move in s (only face-up cards matter).
func greedyMove(s *canfield.State) (canfield.Move, error) {
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

// OmniscientPlayer knows the whole deal: it solves it once with the
// project's solver (Solver) within a node budget and plays the winning
// line; when the solver finds none (lost, or budget spent) it plays like
// the greedy player. It is the ceiling.
type OmniscientPlayer struct {
	deal  []canfield.Card
	nodes int64
	line  []canfield.Move
	next  int
	tried bool
	// Verdict is the solver's verdict on the deal, once asked.
	Verdict solver.Verdict
}

// NewOmniscientPlayer returns a player that knows deal and may spend nodes
// on solving it.
func NewOmniscientPlayer(deal []canfield.Card, nodes int64) *OmniscientPlayer {
	return &OmniscientPlayer{deal: append([]canfield.Card(nil), deal...), nodes: nodes}
}

// Choose plays the next move of the solution.
func (p *OmniscientPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	s, err := v.StateOf(p.deal)
	if err != nil {
		return canfield.Move{}, err
	}
	if !p.tried {
		p.tried = true
		sv := solver.New(solver.Options{TTBytes: 32 << 20, MaxNodes: p.nodes})
		res, err := sv.Solve(ctx, s)
		if err != nil {
			return canfield.Move{}, err
		}
		p.Verdict, p.line, p.next = res.Verdict, res.Solution, 0
	}
	if p.next < len(p.line) {
		m := p.line[p.next]
		if s.Legal(m) == nil {
			p.next++
			return m, nil
		}
		p.line = nil
	}
	return greedyMove(&s)
}
