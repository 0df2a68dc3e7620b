package study

// One virtual game played through the tracker, and how it ended.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/tracker"
)

// End says how a simulated game ended.
type End string

// The ends of a game.
const (
	EndWon   End = "won"
	EndStuck End = "stuck" // no move changes the position any more
	EndCycle End = "cycle" // the player brought the same position back a third time
	EndCap   End = "cap"   // the move cap was reached
)

// GameResult is the outcome of one simulated game: everything a summary of
// many games (Summarize) needs, so that the JSON lines of several runs can
// be merged into the summary one run would have printed.
type GameResult struct {
	Player string `json:"player"`
	Rules  string `json:"rules"`
	// Peek names the places whose true cards the hint player saw in every
	// sample (SimConfig.Peek), "" when none.
	Peek string `json:"peek,omitempty"`
	// Index is the game's number in its run (1-based); Seed names its deal.
	Index int    `json:"game"`
	Seed  uint64 `json:"seed"`
	End   End    `json:"end"`
	// Foundation is the number of cards on the foundations at the end.
	Foundation int `json:"foundation"`
	Score      int `json:"score"`
	Moves      int `json:"moves"`
	// Latency holds the time each move choice took, to the microsecond.
	Latency Latencies `json:"latency_us"`
	// SearchedLatency holds, in order, those of Latency whose move the
	// player chose by search (a hint player's sampled search, not a
	// forced, safe or scouting move): the tail the other moves hide.
	SearchedLatency Latencies `json:"searched_latency_us,omitempty"`
	// Line is the moves played; Unseen[k] is the number of cards the
	// player had not seen after k moves.
	Line   []canfield.Move `json:"-"`
	Unseen []int           `json:"-"`
	// Fatal is where the game was lost, when SimConfig.Fatal is set.
	Fatal *Fatal `json:"fatal,omitempty"`
}

// Won reports whether the game was won.
func (g GameResult) Won() bool { return g.End == EndWon }

// searcher is a player that says whether it chose its last move by
// search (HintPlayer); PlayGame keeps those moves' latencies apart.
type searcher interface {
	Searched() bool
}

// PlayGame plays one virtual game of deal through a tracker: each card the
// tracker asks for is answered from the deal, and the player sees only the
// tracker's view. The game ends when it is won, when the tracker calls it
// stuck, when the player brings the same position back a third time
// (unlimited passes let a player go round for ever), or at maxMoves
// (default 5,000).
func PlayGame(ctx context.Context, r canfield.Rules, deal []canfield.Card, p Player, maxMoves int) (GameResult, error) {
	if maxMoves <= 0 {
		maxMoves = 5000
	}
	var res GameResult
	g, err := tracker.New(r)
	if err != nil {
		return res, err
	}
	real, err := canfield.NewState(r, deal)
	if err != nil {
		return res, err
	}
	seen := map[uint64]uint8{} // position hash (the pass number left out when passes are unlimited)
	finish := func(e End) (GameResult, error) {
		res.End = e
		res.Foundation = g.FoundationCards()
		res.Score = g.CasinoScore()
		return res, nil
	}
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
		res.Unseen = append(res.Unseen, g.Rules().DeckCards()-g.Seen().Len())
		switch {
		case g.Won():
			return finish(EndWon)
		case len(g.LegalMoves()) == 0 || g.Stuck():
			return finish(EndStuck)
		case res.Moves >= maxMoves:
			return finish(EndCap)
		}
		key := hint.PositionKey(&real)
		seen[key]++
		if seen[key] >= 3 {
			return finish(EndCycle)
		}
		if err := ctx.Err(); err != nil {
			return res, err
		}
		t0 := time.Now()
		m, err := p.Choose(ctx, g.View())
		took := time.Since(t0).Round(time.Microsecond)
		res.Latency = append(res.Latency, took)
		if s, ok := p.(searcher); ok && err == nil && s.Searched() {
			res.SearchedLatency = append(res.SearchedLatency, took)
		}
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return res, err
			}
			return res, fmt.Errorf("move %d: %w", res.Moves+1, err)
		}
		m = real.Canonical(m)
		if err := g.Play(m); err != nil {
			return res, fmt.Errorf("move %d: the player chose an illegal move: %w", res.Moves+1, err)
		}
		real.Apply(m)
		res.Line = append(res.Line, m)
		res.Moves++
	}
}
