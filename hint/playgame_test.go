package hint

// Whole virtual games for the engine's tests and measurements. The studies'
// game loop (hint/study's PlayGame) sits above this package, so its tests
// play through this small copy of it: the same tracker, the same per-move
// seeds of the hint player, the same ends.

import (
	"context"
	"errors"
	"fmt"

	"canfield/canfield"
	"canfield/tracker"
)

// The ends of a test's game, as hint/study names them.
const (
	endWon   = "won"
	endStuck = "stuck"
	endCycle = "cycle"
	endCap   = "cap"
)

// chooser chooses the moves of a test's game from the view.
type chooser interface {
	Choose(ctx context.Context, v tracker.View) (canfield.Move, error)
}

// hintPlayer plays Advise's first suggestion, each hint seeded from Seed
// and the move number as the studies' hint player seeds it.
type hintPlayer struct {
	Opts AdviseOptions
	Seed uint64
}

// Choose asks Advise and plays its best move.
func (p *hintPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	o := p.Opts
	o.Seed = MoveSeed(p.Seed, len(v.Moves()))
	sugg, err := Advise(ctx, v, o)
	if err != nil {
		return canfield.Move{}, err
	}
	if len(sugg) == 0 {
		return canfield.Move{}, errors.New("no legal move")
	}
	return sugg[0].Move, nil
}

// greedyChoice is the greedy baseline's move in the game the view shows.
func greedyChoice(v tracker.View) (canfield.Move, error) {
	s, err := v.StateOf(v.Public())
	if err != nil {
		return canfield.Move{}, err
	}
	return GreedyMove(&s)
}

// testGame is how a test's game ended.
type testGame struct {
	End        string
	Moves      int
	Foundation int
}

// playGame plays deal through a tracker, p seeing only the view, until the
// game is won or stuck, a position comes back a third time, or maxMoves
// (default 5,000) moves are played.
func playGame(ctx context.Context, r canfield.Rules, deal []canfield.Card, p chooser, maxMoves int) (testGame, error) {
	if maxMoves <= 0 {
		maxMoves = 5000
	}
	var res testGame
	g, err := tracker.New(r)
	if err != nil {
		return res, err
	}
	real, err := canfield.NewState(r, deal)
	if err != nil {
		return res, err
	}
	seen := map[uint64]int{}
	for {
		for {
			req, ok := g.Need()
			if !ok {
				break
			}
			if err := g.Enter(deal[req.Pos]); err != nil {
				return res, fmt.Errorf("entering %v: %w", deal[req.Pos], err)
			}
		}
		res.Foundation = g.FoundationCards()
		key := hashState(&real)
		seen[key]++
		switch {
		case g.Won():
			res.End = endWon
		case len(g.LegalMoves()) == 0 || g.Stuck():
			res.End = endStuck
		case res.Moves >= maxMoves:
			res.End = endCap
		case seen[key] >= 3:
			res.End = endCycle
		}
		if res.End != "" {
			return res, nil
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		m, err := p.Choose(ctx, g.View())
		if err != nil {
			return res, fmt.Errorf("move %d: %w", res.Moves+1, err)
		}
		m = real.Canonical(m)
		if err := g.Play(m); err != nil {
			return res, fmt.Errorf("move %d: an illegal move: %w", res.Moves+1, err)
		}
		real.Apply(m)
		res.Moves++
	}
}
