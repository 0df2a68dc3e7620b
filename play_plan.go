package main

// p: the first-listed hint played whole, a plan through the stock in one
// answer.

import (
	"errors"
	"fmt"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
)

// playPlan plays the first-listed hint. A plan ("after 7 deals, 2♥ to
// column 3") is played whole: its deals one after another, each card shown
// for the first time asked as it shows, then its move. A deal that scouts
// (goes round the stock to show cards not seen yet) deals on to the end of
// the pass, a forced deal while dealing is the only legal move. Any other
// hint is one move. It stops early, saying why, when a
// card shown for the first time can be played at once: the plan did not
// know it, and the hints think again.
func (s *session) playPlan() error {
	sugg, err := s.hintsNow()
	switch {
	case errors.Is(err, errHintStopped):
		fmt.Fprintln(s.env.Stdout, "Hint stopped (Ctrl-C); the game goes on.")
		return nil
	case err != nil:
		sayf(s.env.Stdout, "No plan: %v.", err)
		return nil
	case len(sugg) == 0:
		fmt.Fprintln(s.env.Stdout, "No legal move.")
		return nil
	}
	first := sugg[0]
	if !first.Move.IsDeal() {
		sayf(s.env.Stdout, "Plays %s.", notation.FormatMove(first.Move))
		return s.planMove(first.Move)
	}
	deals, then, scout, forced := 1, canfield.Move{}, first.Basis == hint.Scout, first.Basis == hint.Forced
	if pl := first.Facts.Plan; pl != nil {
		deals, then = pl.Deals, pl.Move
		sayf(s.env.Stdout, "Plan: %s, then %s.", plural(deals, "deal"), notation.FormatMove(then))
	} else if scout {
		deals = len(s.g.Table().Stock)/max(s.g.Rules().Draw, 1) + 1
		say(s.env.Stdout, "Plan: deal round the stock to the end of the pass, showing the cards not seen yet.")
	} else if forced {
		deals = 2 * canfield.DeckSize // until another move is legal
		say(s.env.Stdout, "Plan: deal while dealing is the only legal move.")
	} else {
		say(s.env.Stdout, "Plays d.")
	}
	pass := s.g.Table().Pass
	for k := 1; k <= deals; k++ {
		if scout && k > 1 && (s.g.Table().Pass != pass || len(s.g.Table().Stock) == 0) {
			break // the pass is over
		}
		if forced && k > 1 && len(s.g.LegalMoves()) > 1 {
			break // a decision: the hints think again
		}
		if pl := first.Facts.Plan; pl != nil || scout || forced {
			s.after = fmt.Sprintf("deal %d of the plan", k)
			if pl != nil {
				s.after = fmt.Sprintf("deal %d of %d of the plan", k, deals)
			}
		}
		if err := s.g.Play(canfield.DealMove); err != nil {
			sayf(s.env.Stdout, "The plan stops: d: %s.", s.st.errText(err))
			return nil
		}
		if err := s.save(); err != nil {
			return err
		}
		r, ok := s.g.Need()
		fresh := ok && r.Known == canfield.NoCard
		if err := s.fillNeeds(); err != nil {
			return err
		}
		if s.g.Won() || s.g.Stuck() {
			return nil
		}
		if fresh && (k < deals || scout || forced) {
			if m, ok := wastePlay(s.g.LegalMoves()); ok {
				top := s.g.Table().WasteTop()
				sayf(s.env.Stdout, "The plan stops after %s: %s, shown now, can be played (%s), which the plan did not know; h thinks again, p plays the next plan.", plural(k, "deal"), s.st.card(top), notation.FormatMove(m))
				return nil
			}
		}
	}
	if then == (canfield.Move{}) {
		return nil
	}
	return s.planMove(then)
}

// planMove plays m, the move a plan ends with (or a hint of one move), and
// asks the card it turns up.
func (s *session) planMove(m canfield.Move) error {
	if err := s.g.Play(m); err != nil {
		sayf(s.env.Stdout, "The plan stops: %s: %s.", notation.FormatMove(m), s.st.errText(err))
		return nil
	}
	s.after = ""
	return s.save()
}

// wastePlay returns a legal move of the waste's top card, if any.
func wastePlay(moves []canfield.Move) (canfield.Move, bool) {
	for _, m := range moves {
		if m.From == canfield.LocWaste {
			return m, true
		}
	}
	return canfield.Move{}, false
}
