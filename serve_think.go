package main

// Thinking on the page's server is bounded: one hint or review a game at a
// time, and no more at once than the machine has cores, so that a page
// asking many at once slows only itself.

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// errAnswerTime ends the thinking inside one answer (h, p, the coach)
// that took the time one answer may take.
var errAnswerTime = errors.New("the thinking took the time one answer may take, and was stopped (the game goes on; the Hint button thinks without holding the game)")

// thinkTurn waits for the game's turn to think and then for a core,
// until ctx ends. It returns the release and, when it had to wait, a note
// that says for what.
func (ws *webServer) thinkTurn(ctx context.Context, g *webGame) (func(), string, error) {
	start := time.Now()
	var waitedFor string
	select {
	case g.think <- struct{}{}:
	default:
		waitedFor = "the hint or review asked before it on this game"
		select {
		case g.think <- struct{}{}:
		case <-ctx.Done():
			return nil, "", fmt.Errorf("stopped while it waited for %s", waitedFor)
		}
	}
	select {
	case ws.thinking <- struct{}{}:
	default:
		what := fmt.Sprintf("one of the %d hints or reviews being thought out on this server (as many as it has cores)", cap(ws.thinking))
		if waitedFor == "" {
			waitedFor = what
		} else {
			waitedFor += ", then for " + what
		}
		select {
		case ws.thinking <- struct{}{}:
		case <-ctx.Done():
			<-g.think
			return nil, "", fmt.Errorf("stopped while it waited for %s", waitedFor)
		}
	}
	release := func() { <-ws.thinking; <-g.think }
	if waitedFor == "" {
		return release, "", nil
	}
	return release, fmt.Sprintf("It waited %.1f s for %s.", time.Since(start).Seconds(), waitedFor), nil
}

// answerGate is the thinkGate of g's session: the thinking inside one
// answer waits its turn as the page's hints do, and ends at the answer's
// deadline.
func (ws *webServer) answerGate(g *webGame) func(context.Context) (context.Context, func(), error) {
	return func(ctx context.Context) (context.Context, func(), error) {
		dctx, cancel := context.WithDeadlineCause(ctx, g.deadline, errAnswerTime)
		release, _, err := ws.thinkTurn(dctx, g)
		if err != nil {
			cancel()
			if errors.Is(context.Cause(dctx), errAnswerTime) {
				return nil, nil, errAnswerTime
			}
			return nil, nil, err
		}
		return dctx, func() { release(); cancel() }, nil
	}
}
