package main

// The coach (play --coach): a move clearly worse than the first hint is
// named at once, with what it cost.

import (
	"context"
	"errors"
	"fmt"

	"canfield/hint"
	"canfield/notation"
)

// hintCache holds the hints of one position, so that a position is
// thought out once for the hints shown, the coach and a plan.
type hintCache struct {
	key  string // the game's history and the cards known when the hints were computed
	sugg []hint.Suggestion
}

// hintsNow returns the hints for the position now, computed once per
// position and what is known of it (a Ctrl-C while they are thought out
// stops them alone): a move tried and taken back leaves the history as it
// was, but the card it showed is known now, and the hints count it.
func (s *session) hintsNow() ([]hint.Suggestion, error) {
	key := fmt.Sprint(s.g.History(), s.g.KnownDeal())
	if s.hinted.key == key && s.hinted.sugg != nil {
		return s.hinted.sugg, nil
	}
	ctx, release := holdInterrupt(s.env.Ctx)
	defer release()
	if s.thinkGate != nil {
		gctx, done, err := s.thinkGate(ctx)
		if err != nil {
			return nil, err
		}
		defer done()
		ctx = gctx
	}
	sugg, err := hint.Advise(ctx, s.g.View(), s.advise)
	if err != nil {
		if cause := context.Cause(ctx); ctx.Err() != nil && s.env.Ctx.Err() == nil {
			if !errors.Is(cause, context.Canceled) {
				return nil, cause // the gate's: the answer's time is up
			}
			return nil, errHintStopped
		}
		return nil, err
	}
	s.hinted = hintCache{key, sugg}
	return sugg, nil
}

// errHintStopped is a hint stopped by Ctrl-C, the game going on.
var errHintStopped = fmt.Errorf("hint stopped (Ctrl-C); the game goes on")

// coachHints returns the hints the coach judges the next move by, or nil
// when the coach is off or they cannot be had.
func (s *session) coachHints() []hint.Suggestion {
	if !s.coach {
		return nil
	}
	sugg, err := s.hintsNow()
	if err != nil {
		return nil
	}
	return sugg
}

// coachSays speaks after the move just played when sugg (the hints of the
// position it was played from) put the first hint clearly above it:
// outside the tie (hint.ClearlyBetter), never for a move inside it.
func (s *session) coachSays(sugg []hint.Suggestion) {
	moves := s.g.Moves()
	if len(sugg) < 2 || len(moves) == 0 {
		return
	}
	played := moves[len(moves)-1]
	best := &sugg[0]
	for i := 1; i < len(sugg); i++ {
		if sugg[i].Move == played && hint.ClearlyBetter(best, &sugg[i]) {
			sayf(s.env.Stdout, "Coach: that was %s -> %s; %s was best; u takes it back.", coachFigure(*best), coachFigure(sugg[i]), notation.FormatMove(best.Move))
			return
		}
	}
}

// coachFigure is a suggestion's chance of winning as the hints show it:
// the measured chance, or the estimate marked ~ where it is rough.
func coachFigure(h hint.Suggestion) string {
	switch {
	case h.Chance >= 0:
		return fmt.Sprintf("%.0f %%", 100*h.Chance)
	case rough(h):
		return fmt.Sprintf("~%.0f %%", 100*h.Win)
	}
	return fmt.Sprintf("%.0f %%", 100*h.Win)
}
