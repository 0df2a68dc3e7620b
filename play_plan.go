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
// hint is one move. A card shown for the first time that can be played
// at once was not known to the plan: the hints think again there, and the
// plan stops, saying what the first hint is now, only when that is no
// longer the rest of the plan (a card that can be played is not always
// one to play: the next h must agree with the stop).
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
			if _, ok := wastePlay(s.g.LegalMoves()); ok {
				now, err := s.hintsNow()
				top := s.st.card(s.g.Table().WasteTop())
				switch {
				case errors.Is(err, errHintStopped):
					sayf(s.env.Stdout, "Hint stopped (Ctrl-C); the plan stops after %s.", plural(k, "deal"))
					return nil
				case err != nil:
					sayf(s.env.Stdout, "The plan stops after %s: no hint with %s, which the plan did not know: %v.", plural(k, "deal"), top, err)
					return nil
				case len(now) > 0 && !restOfPlan(now[0], deals-k, then, scout):
					sayf(s.env.Stdout, "The plan stops after %s: with %s, which the plan did not know, the first hint is now %s; h shows why, p plays it.", plural(k, "deal"), top, hintWords(now[0]))
					return nil
				}
			}
		}
	}
	if then == (canfield.Move{}) {
		return nil
	}
	return s.planMove(then)
}

// restOfPlan reports whether h, the first hint after a plan's deal, is
// the rest of the plan: left deals then the move then, or a scouting deal
// for a scouting plan, or a deal for a forced one.
func restOfPlan(h hint.Suggestion, left int, then canfield.Move, scout bool) bool {
	switch {
	case !h.Move.IsDeal():
		return false
	case then != (canfield.Move{}):
		return h.Facts.Plan != nil && h.Facts.Plan.Deals == left && h.Facts.Plan.Move == then
	case scout:
		return h.Basis == hint.Scout
	}
	return true
}

// hintWords names hint h's move as the plan's first line does: "w2",
// "3 deals, then 32", or a scouting deal's way round the stock.
func hintWords(h hint.Suggestion) string {
	switch {
	case h.Facts.Plan != nil:
		return fmt.Sprintf("%s, then %s", plural(h.Facts.Plan.Deals, "deal"), notation.FormatMove(h.Facts.Plan.Move))
	case h.Basis == hint.Scout:
		return "d, round the stock to show the cards not seen yet"
	}
	return notation.FormatMove(h.Move)
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
