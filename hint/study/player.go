package study

// The players of simulated games: the hint engine, the greedy baseline
// and the omniscient solver.

import (
	"context"
	"fmt"

	"canfield/canfield"
	"canfield/hint"
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
	Opts hint.AdviseOptions
	// Seed is mixed with the move number for each hint's sampling.
	Seed     uint64
	searched bool
}

// Choose asks Advise and plays its best move.
func (p *HintPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	p.searched = false
	sugg, err := p.Advise(ctx, v)
	if err != nil {
		return canfield.Move{}, err
	}
	if len(sugg) == 0 {
		return canfield.Move{}, fmt.Errorf("no legal move")
	}
	p.searched = sugg[0].Basis == hint.Searched
	return sugg[0].Move, nil
}

// Searched reports whether the last move Choose returned was valued by
// the sampled search, not played as forced, safe or scouting.
func (p *HintPlayer) Searched() bool { return p.searched }

// Advise returns the hint player's ranked moves for the view: the hint
// engine's advice with the seed of this game and move (hint.MoveSeed): the
// call Choose plays the first of.
func (p *HintPlayer) Advise(ctx context.Context, v tracker.View) ([]hint.Suggestion, error) {
	o := p.Opts
	o.Seed = hint.MoveSeed(p.Seed, len(v.Moves()))
	return hint.Advise(ctx, v, o)
}

// GreedyPlayer plays hint.GreedyMove: one move ahead with fixed
// preferences, like the hints of common solitaire programs. It is the
// baseline. It sees only the view.
type GreedyPlayer struct{}

// Choose returns the best-scoring move.
func (GreedyPlayer) Choose(_ context.Context, v tracker.View) (canfield.Move, error) {
	s, err := v.StateOf(v.Public())
	if err != nil {
		return canfield.Move{}, fmt.Errorf("replaying the game: %w", err)
	}
	return hint.GreedyMove(&s)
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
	return hint.GreedyMove(&s)
}
