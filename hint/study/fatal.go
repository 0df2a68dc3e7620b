package study

// The fatal-move diagnostic: where a simulated game was lost, judged with
// the whole deal known.

import (
	"context"
	"fmt"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/solver"
)

// FatalStatus says what the fatal-move diagnostic found in one game.
type FatalStatus string

// The diagnostic's findings.
const (
	// FatalFound: the game was winnable at the start and lost; Move is the
	// first move after which the solver proves it lost.
	FatalFound FatalStatus = "fatal"
	// FatalUndetermined: the game was winnable at the start and was not
	// won, but the solver left a position undecided within its budget
	// where it mattered; Lo and Hi bracket the fatal move, if any.
	FatalUndetermined FatalStatus = "undetermined"
	// FatalWon: the game was won.
	FatalWon FatalStatus = "won"
	// FatalStillWinnable: the game ended unwon (repetition, move cap) in a
	// position the solver proves still winnable: no move lost it, the
	// ending rule did.
	FatalStillWinnable FatalStatus = "still-winnable"
	// FatalUnwinnable: the solver proves the deal lost from the start.
	FatalUnwinnable FatalStatus = "unwinnable"
	// FatalStartUnknown: the solver left the deal itself undecided.
	FatalStartUnknown FatalStatus = "start-unknown"
)

// Fatal is where a simulated game was lost, judged with the whole deal
// known: the first move after which the solver proves lost a game it
// proved winnable before.
type Fatal struct {
	Status FatalStatus `json:"status"`
	// Move is the fatal move's number (1-based) when Status is
	// FatalFound; Foundation and Unseen are the cards on the foundations
	// and the cards the player had not yet seen just after it (the cards
	// the move turned up count as seen).
	Move       int `json:"move,omitempty"`
	Foundation int `json:"foundation"`
	Unseen     int `json:"unseen"`
	// Lo and Hi bracket the fatal move when Status is FatalUndetermined:
	// the position after Lo moves is proven winnable, and the fatal move,
	// if there is one, is among moves Lo+1..Hi.
	Lo int `json:"lo,omitempty"`
	Hi int `json:"hi,omitempty"`
	// Solves is the number of solver calls the diagnostic made.
	Solves int `json:"solves"`
}

// FirstFatal judges one game of deal played as line under rules r: unseen[k]
// is the number of cards the player had not seen after k moves. Each solve
// gets nodes nodes (deterministic, unlike a time budget).
func FirstFatal(ctx context.Context, r canfield.Rules, deal []canfield.Card, line []canfield.Move, unseen []int, nodes int64) (Fatal, error) {
	var f Fatal
	start, err := canfield.NewState(r, deal)
	if err != nil {
		return f, fmt.Errorf("the deal: %w", err)
	}
	states := make([]canfield.State, len(line)+1)
	states[0] = start
	for i, m := range line {
		states[i+1] = states[i]
		if err := states[i+1].Legal(m); err != nil {
			return f, fmt.Errorf("move %d does not fit the deal: %w", i+1, err)
		}
		states[i+1].Apply(m)
	}
	sv := solver.New(solver.Options{TTBytes: 32 << 20, MaxNodes: nodes})
	verdict := map[int]solver.Verdict{}
	solve := func(k int) (solver.Verdict, error) {
		if v, ok := verdict[k]; ok {
			return v, nil
		}
		if states[k].Won() {
			return solver.Won, nil
		}
		f.Solves++
		res, err := sv.Solve(ctx, states[k])
		if err != nil {
			return solver.Unknown, err
		}
		if err := ctx.Err(); err != nil {
			return solver.Unknown, err
		}
		verdict[k] = res.Verdict
		return res.Verdict, nil
	}
	n := len(line)
	v0, err := solve(0)
	if err != nil {
		return f, err
	}
	switch {
	case v0 == solver.Lost:
		f.Status = FatalUnwinnable
		return f, nil
	case states[n].Won():
		f.Status = FatalWon
		return f, nil
	case v0 == solver.Unknown:
		f.Status = FatalStartUnknown
		return f, nil
	}
	vn, err := solve(n)
	if err != nil {
		return f, err
	}
	switch vn {
	case solver.Won:
		f.Status = FatalStillWinnable
		return f, nil
	case solver.Unknown:
		f.Status, f.Lo, f.Hi = FatalUndetermined, 0, n
		return f, nil
	}
	lo, hi, found, err := hint.SearchFatal(n, solve)
	if err != nil {
		return f, err
	}
	if !found {
		f.Status, f.Lo, f.Hi = FatalUndetermined, lo, hi
		return f, nil
	}
	f.Status, f.Move = FatalFound, hi
	f.Foundation = states[hi].FoundationCards()
	if hi < len(unseen) {
		f.Unseen = unseen[hi]
	}
	return f, nil
}
