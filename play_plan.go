package main

// p: the first-listed hint played whole, a plan through the stock in one
// answer, every deal shown as the player makes it at the table.

import (
	"errors"
	"fmt"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/study"
	"canfield/notation"
	"canfield/tracker"
)

// planRun is a plan through the stock p is playing: its kind, the deals
// made and in all (notation.Plan, which the record keeps while it is under
// way), and the pass a scouting plan deals to the end of.
type planRun struct {
	notation.Plan
	pass int
	// at is the game's history length when a plan read from the record
	// was offered, moves its moves when it was read: p goes on with it only
	// from there.
	at, moves int
	// seen holds the cards the plan's deals showed for the first time,
	// which the plan was made without: a stop names them.
	seen []canfield.Card
}

// playPlan plays the first-listed hint. A plan ("after 7 deals, 2♥ to
// column 3") is played whole: its deals one after another, each shown as
// the player makes it ("deal 4 of 7: 8♣, known already"; a card shown for
// the first time asked as it shows, the prompt naming the deal), then its
// move. A deal that scouts (goes round the stock to show cards not seen
// yet) deals on to the end of the pass, a forced deal while dealing is
// the only legal move (as far as the cards seen tell, then again after
// each card not seen yet). Any other hint is one move. At each deal of
// the plan that leaves a choice the hints think again, as h would there,
// and the plan stops, saying what the first hint is now, when that is no
// longer the rest of the plan; so every move p makes is the first hint of
// its position. A plan the game was saved in (a Ctrl-C at a card it
// asked) goes on when p is the first thing done after the resume.
func (s *session) playPlan() error {
	if pl := s.resumedPlan; pl != nil {
		s.resumedPlan = nil
		if pl.at == len(s.g.History()) {
			sayf(s.env.Stdout, "The plan goes on: %s.", planLeft(pl.Plan))
			return s.runPlan(pl, true)
		}
	}
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
		sayf(s.env.Stdout, "Plays %s: %s.", notation.FormatMove(first.Move), s.st.moveWords(first.Facts, true))
		return s.planMove(first.Move)
	}
	t := s.g.Table()
	pl := &planRun{pass: t.Pass}
	switch {
	case first.Facts.Plan != nil:
		pl.Kind, pl.Deals, pl.Then = notation.PlanThen, first.Facts.Plan.Deals, first.Facts.Plan.Move
		sayf(s.env.Stdout, "Plan: %s, then %s.", plural(pl.Deals, "deal"), notation.FormatMove(pl.Then))
	case first.Basis == hint.Scout:
		var next bool
		pl.Kind = notation.PlanScout
		pl.Deals, pl.pass, next = scoutDeals(t, s.g.Rules().Draw)
		switch {
		case next && len(t.Stock) == 0:
			sayf(s.env.Stdout, "Plan: turn the waste over and deal round the stock to the end of the pass (%s), showing the cards not seen yet.", plural(pl.Deals, "deal"))
		case next:
			sayf(s.env.Stdout, "Plan: deal on to the end of this pass and round the next (%s), showing the cards not seen yet.", plural(pl.Deals, "deal"))
		default:
			sayf(s.env.Stdout, "Plan: deal round the stock to the end of the pass (%s), showing the cards not seen yet.", plural(pl.Deals, "deal"))
		}
	case first.Basis == hint.Forced:
		n, ends := s.forcedRun()
		pl.Kind, pl.Deals = notation.PlanForced, n
		sayf(s.env.Stdout, "Plan: deal while dealing is the only legal move: %s%s.", plural(n, "deal"), ends)
	default:
		sayf(s.env.Stdout, "Plays d: %s.", s.st.moveWords(first.Facts, true))
		return s.planMove(canfield.DealMove)
	}
	return s.runPlan(pl, false)
}

// runPlan plays pl's deals from the one after those made, then its move;
// recheck first looks again at the card the last deal showed (a plan
// going on after a resume, whose card was asked then).
func (s *session) runPlan(pl *planRun, recheck bool) error {
	s.plan = pl // saved with the game while the plan is under way
	for {
		if recheck || pl.Done > 0 {
			if stop, err := s.planRecheck(pl, recheck); stop || err != nil {
				if err != nil {
					return err
				}
				s.plan = nil
				return s.save()
			}
			recheck = false
		}
		if pl.Done >= pl.Deals {
			break
		}
		k := pl.Done + 1
		turn := len(s.g.Table().Stock) == 0
		step := fmt.Sprintf("deal %d of %d", k, pl.Deals)
		s.after = fmt.Sprintf("deal %d of %d of the plan", k, pl.Deals)
		if turn {
			step += " (turn the waste over first)"
			s.after += " (turn the waste over first)"
		}
		if err := s.g.Play(canfield.DealMove); err != nil {
			sayf(s.env.Stdout, "The plan stops: d: %s.", s.st.errText(err))
			s.plan = nil
			return s.save()
		}
		pl.Done = k
		moves := len(s.g.Moves())
		if err := s.save(); err != nil {
			return err
		}
		r, ok := s.g.Need()
		s.fresh = ok && r.Known == canfield.NoCard
		if !ok {
			// A card seen on an earlier pass, in its place: shown, so that
			// the player dealing at the table can check it.
			sayf(s.env.Stdout, "  %s: %s, known already", step, s.st.card(s.g.Table().WasteTop()))
		}
		s.step = step
		err := s.fillNeeds()
		s.step = ""
		if err != nil {
			return err // the plan stays in the record: a resume offers it
		}
		if len(s.g.Moves()) != moves {
			// u at the card prompt took the deal back.
			sayf(s.env.Stdout, "The plan stops: a move was taken back.")
			s.plan = nil
			return s.save()
		}
		if s.g.Won() || s.g.Stuck() {
			s.plan = nil
			return nil
		}
	}
	s.plan = nil
	if pl.Kind != notation.PlanThen {
		return nil
	}
	if facts, err := hint.Explain(s.g.View(), []canfield.Move{pl.Then}); err == nil && len(facts) == 1 {
		sayf(s.env.Stdout, "  then %s: %s", notation.FormatMove(pl.Then), s.st.moveWords(facts[0], true))
	}
	return s.planMove(pl.Then)
}

// scoutDeals counts the deals of a scouting plan from table t, draw
// cards a deal: to the end of the pass under way when one of its deals
// shows a card not seen yet; else, when the next pass shows one (the
// talon turned over, its packets fall otherwise), on round that pass too.
// It dealt one known card, or only turned the waste over, as "the end of
// the pass", and left the scouting to the next p. pass is the pass the
// plan ends in, and next says whether that is the next one.
func scoutDeals(t tracker.Table, draw int) (deals, pass int, next bool) {
	draw = max(draw, 1)
	rest := (len(t.Stock) + draw - 1) / draw
	if showsUnseen(t.Stock, draw) {
		return max(1, rest), t.Pass, false
	}
	talon := append(append([]canfield.Card(nil), t.Waste...), t.Stock...)
	if len(talon) == 0 || !showsUnseen(talon, draw) {
		return max(1, rest), t.Pass, false
	}
	return rest + (len(talon)+draw-1)/draw, min(t.Pass+1, canfield.MaxPassCount), true
}

// showsUnseen reports whether dealing stock (top first) draw cards at a
// time shows a card not seen yet: each deal shows the last card of its
// packet.
func showsUnseen(stock []canfield.Card, draw int) bool {
	for k := draw - 1; k < len(stock)+draw-1; k += draw {
		if stock[min(k, len(stock)-1)] == canfield.NoCard {
			return true
		}
	}
	return false
}

// planRecheck runs after each deal of pl: a forced plan at its last deal
// foresees more while dealing is still the only legal move, and is over
// when another move is legal; a scouting plan is over at the end of its
// pass. Otherwise, at a deal that leaves a choice, the hints think again,
// as h would there: a card the plan's deals showed for the first time
// may change what the moves already open are worth, whether or not it
// can be played, and from a later position the hints may rank the moves
// otherwise than from where the plan was made. The plan stops, saying
// what the first hint is now, when they no longer put its rest first; so
// every move p makes is the first hint of its position. stop is true when
// the plan stops here.
func (s *session) planRecheck(pl *planRun, again bool) (stop bool, err error) {
	if pl.Kind == notation.PlanForced && len(s.g.LegalMoves()) > 1 {
		return true, nil // a decision: the hints think again
	}
	if pl.Kind == notation.PlanForced && pl.Done >= pl.Deals {
		if n, ends := s.forcedRun(); n > 0 {
			pl.Deals += n
			sayf(s.env.Stdout, "Dealing is still the only legal move: %s more%s.", plural(n, "deal"), ends)
		}
	}
	t := s.g.Table()
	passOver := pl.Kind == notation.PlanScout && (t.Pass > pl.pass || t.Pass == pl.pass && len(t.Stock) == 0)
	if s.fresh {
		pl.seen = append(pl.seen, t.WasteTop())
	}
	if passOver || pl.Kind == notation.PlanForced && pl.Done >= pl.Deals {
		return passOver, nil // the plan is over: the next p thinks again
	}
	legal := s.g.LegalMoves()
	if len(legal) < 2 {
		return false, nil // no choice: the plan goes on
	}
	now, err := s.hintsNow()
	top := s.st.card(t.WasteTop())
	_, playable := wastePlay(legal)
	switch {
	case errors.Is(err, errHintStopped):
		sayf(s.env.Stdout, "Hint stopped (Ctrl-C); the plan stops after %s.", plural(pl.Done, "deal"))
		return true, nil
	case err != nil:
		sayf(s.env.Stdout, "The plan stops after %s: no hint with the cards it showed: %v.", plural(pl.Done, "deal"), err)
		return true, nil
	case len(now) == 0 || restOfPlan(now[0], pl.Deals-pl.Done, pl.Then, pl.Kind == notation.PlanScout):
		return false, nil // the hints still put the rest of the plan first
	case playable && (s.fresh || again):
		sayf(s.env.Stdout, "The plan stops after %s: with %s, which the plan did not know, the first hint is now %s; h shows why, p plays it.", plural(pl.Done, "deal"), top, hintWords(s.st, now[0]))
	case playable && len(pl.seen) > 0:
		sayf(s.env.Stdout, "The plan stops after %s: with %s to play and %s seen since the plan was made, the first hint is now %s; h shows why, p plays it.", plural(pl.Done, "deal"), top, s.cardNames(pl.seen), hintWords(s.st, now[0]))
	case len(pl.seen) > 0:
		sayf(s.env.Stdout, "The plan stops after %s: with %s seen since the plan was made, the first hint is now %s; h shows why, p plays it.", plural(pl.Done, "deal"), s.cardNames(pl.seen), hintWords(s.st, now[0]))
	case now[0].Basis == hint.Scout && pl.Kind == notation.PlanThen && pl.Done >= pl.Deals:
		// The plan's deals end where going round the stock comes back
		// knowing more: the hints see the cards not seen yet first.
		sayf(s.env.Stdout, "The plan stops after %s: before %s the hints deal round the stock, which comes back here knowing more with every move still open; h shows why, p plays it.", plural(pl.Done, "deal"), notation.FormatMove(pl.Then))
	default:
		// Nothing new, yet from here the hints rank the moves otherwise
		// than from where the plan was made: p plays what h says here.
		sayf(s.env.Stdout, "The plan stops after %s: from here the first hint is %s; h shows why, p plays it.", plural(pl.Done, "deal"), hintWords(s.st, now[0]))
	}
	return true, nil
}

// forcedRun foresees, from the cards seen, how many deals dealing stays
// the only legal move: up to a card not seen yet, or to the deal after
// which another move is legal; ends says which, in words.
func (s *session) forcedRun() (n int, ends string) {
	for _, st := range s.g.DealsAhead(2 * canfield.DeckSize) {
		n++
		switch {
		case st.Card == canfield.NoCard:
			return n, ", up to a card not seen yet"
		case st.Moves > 1:
			return n, ", then another move is legal"
		}
	}
	return n, ""
}

// planLeft says what is left of a plan: "deals 5 to 8, then w3".
func planLeft(p notation.Plan) string {
	var deals string
	switch left := p.Deals - p.Done; {
	case left == 1:
		deals = fmt.Sprintf("deal %d", p.Deals)
	case left > 1:
		deals = fmt.Sprintf("deals %d to %d", p.Done+1, p.Deals)
	}
	switch {
	case p.Kind == notation.PlanScout && deals != "":
		return deals + " of " + plural(p.Deals, "deal") + ", round the stock"
	case p.Kind == notation.PlanForced:
		return "deal on while dealing is the only legal move"
	case deals == "":
		return notation.FormatMove(p.Then)
	}
	return deals + " of " + plural(p.Deals, "deal") + ", then " + notation.FormatMove(p.Then)
}

// resumePlan takes up the plan the record was saved in (its Plan tag),
// when the moves agree with it (its deals made are the record's last
// moves): the card it asked is asked naming its deal, and p goes on with
// it.
func (s *session) resumePlan(rec *notation.Record) {
	p, ok, err := rec.Plan()
	if !ok || err != nil || p.Done > len(rec.Moves) {
		return
	}
	for _, m := range rec.Moves[len(rec.Moves)-p.Done:] {
		if !m.Move.IsDeal() {
			return
		}
	}
	// The cards its deals showed are not kept apart: the hints think
	// again at the card asked, as at every deal of a plan.
	s.resumedPlan = &planRun{Plan: p, pass: s.g.Table().Pass, moves: len(rec.Moves)}
	if _, pending := s.g.Need(); pending {
		s.after = fmt.Sprintf("deal %d of %d of the plan", p.Done, p.Deals)
	}
}

// offerPlan says, at the first move prompt after a resume, that p goes on
// with the plan the game was saved in.
func (s *session) offerPlan() {
	if pl := s.resumedPlan; pl != nil && pl.at == 0 {
		if len(s.g.Moves()) != pl.moves {
			s.resumedPlan = nil // its deal was taken back at the card it asked
			return
		}
		pl.at = len(s.g.History())
		sayf(s.env.Stdout, "The game was saved during a plan: p goes on with it (%s).", planLeft(pl.Plan))
	}
}

// restOfPlan reports whether h, the first hint after a plan's deal, is
// the rest of the plan: left deals then the move then (the move itself
// when no deal is left), or a scouting deal for a scouting plan, or a
// deal for a forced one.
func restOfPlan(h hint.Suggestion, left int, then canfield.Move, scout bool) bool {
	switch {
	case left == 0 && then != (canfield.Move{}):
		return h.Move == then
	case !h.Move.IsDeal():
		return false
	case then != (canfield.Move{}):
		return h.Facts.Plan != nil && h.Facts.Plan.Deals == left && h.Facts.Plan.Move == then
	case scout:
		return h.Basis == hint.Scout
	}
	return true
}

// hintWords names hint h's move as the plan's first line does, with what
// it does in words: "w2 (9♥ from the waste to T♠ in column 1)", "3 deals,
// then wf (7♦ from the waste to its foundation)", or a scouting deal's way
// round the stock.
func hintWords(st *style, h hint.Suggestion) string {
	switch {
	case h.Facts.Plan != nil:
		return fmt.Sprintf("%s, then %s (%s)", plural(h.Facts.Plan.Deals, "deal"), notation.FormatMove(h.Facts.Plan.Move), st.moveWords(h.Facts.Plan.Facts, false))
	case h.Basis == hint.Scout:
		return "d, round the stock to show the cards not seen yet"
	}
	return fmt.Sprintf("%s (%s)", notation.FormatMove(h.Move), st.moveWords(h.Facts, false))
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

// cardNames names cards in words: "5♣, 9♦ and K♠".
func (s *session) cardNames(cs []canfield.Card) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = s.st.card(c)
	}
	return study.JoinAnd(names)
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
