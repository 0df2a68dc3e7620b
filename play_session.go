package main

// The play session: one game being played, from the deal to its end.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// errQuit ends the session at the player's request; errResign ends the
// game itself, abandoned.
var (
	errQuit   = errors.New("quit")
	errResign = errors.New("resigned")
)

// session is one game being played.
type session struct {
	saves   int // saves made, the first ones of a new game included
	env     *Env
	p       Prompter
	g       *tracker.Game
	st      *style
	virtual []canfield.Card // the whole deal of a virtual game, or nil
	seed    *uint64
	code    string // the deal code a virtual game was dealt from (play --code), or ""
	pysol   string // PySolFC's game number a virtual game was dealt from (play --pysol), or ""
	out     string
	tags    []notation.Tag // tags to write (from the record resumed, and the session)
	comment string         // the record's comment before the first move
	result  string         // won, lost or abandoned once the game has ended
	// autoHint shows the hints after every move; advise is their budget.
	autoHint    bool
	advise      hint.AdviseOptions
	offerReview bool   // ask to review the game when it ends (a terminal)
	history     string // history file, appended to when the game ends
	redraw      bool   // draw the table before the next move prompt (a card on it was corrected)
	file        *recordFile
	// script is true when the answers come from a file or pipe: an answer
	// refused stops the game there, so none is taken for another prompt.
	script bool
	// resumed names the record file the game came from (play --resume),
	// which keeps no moves taken back for redo; noRedo says what emptied
	// the redo list after a move was taken back in this session.
	resumed string
	noRedo  string
	// shown is the length of the history when the table was last drawn
	// at the move prompt (or among the moves of a line).
	shown int
	// ahead holds the cards typed on one line after the one a card prompt
	// asked for: they answer the next card prompts, up to the next move
	// prompt (so "d d d", then "5h 3s 7d" at the first card prompt).
	ahead []string
	// after names the move of a line of several that turned up the cards
	// now asked ("d (2 of 3)"), for their prompts; "" otherwise.
	after string
	// coach names at once a move clearly worse than the first hint
	// (play --coach); hinted holds the last position's hints.
	coach  bool
	hinted hintCache
	// think is set when the hints think longer (play --think): the review
	// at the end judges by the same budget, the hint's own voice.
	think bool
	// scoutSaid is the pass whose scouting reason the hints have said in
	// full (once a pass, not after every deal).
	scoutSaid int
	// plan is the plan through the stock p is playing (saved with the
	// game, so that a resume offers it again), resumedPlan the one a
	// resumed game was saved in; step names the plan's deal whose card is
	// being shown ("deal 4 of 8"), and fresh is set when that deal showed a
	// card not seen before.
	plan        *planRun
	resumedPlan *planRun
	step        string
	fresh       bool
	// face words the messages that differ between the terminal and the
	// page (nil: the terminal's).
	face face
	// saveDir, when set, is the folder a file to save to after a failed
	// save is named in, by its name alone, and an error opening one
	// quotes none of its text: the page's server sets it (a request names
	// no path). "" at the terminal, which takes any path.
	saveDir string
	// thinkGate, when set, is asked before a hint is thought out: it
	// returns the context the hint runs under and its release, or why the
	// hint may not run. The page's server sets it, so that a hint thought
	// inside an answer (h, p, the coach) waits its turn with the page's
	// own hints and ends with the time one answer may take.
	thinkGate func(ctx context.Context) (context.Context, func(), error)
}

// drawTable draws the table and notes the history it shows.
func (s *session) drawTable() {
	s.st.renderTable(s.env.Stdout, s.g.Table())
	s.shown = len(s.g.History())
}

// finish ends the game with result, appends it to the player's history,
// and returns errResign for an abandoned game so the loop stops.
func (s *session) finish(result string) error {
	s.result = result
	e := historyEntry{Time: time.Now().UTC(), Rules: s.g.Rules().Name, Result: result,
		Foundations: s.g.FoundationCards(), Casino: s.g.CasinoScore(), Moves: len(s.g.Moves()),
		Virtual: s.virtual != nil, Seed: s.seed, Record: s.out}
	if e.Rules == "" {
		e.Rules = "custom"
	}
	if err := appendHistory(s.history, e); err != nil {
		fmt.Fprintf(s.env.Stderr, "canfield: could not add the game to the history %s: %s\n", escapeTerm(s.history), escapeTerm(err.Error()))
	}
	if result == "abandoned" {
		return errResign
	}
	return nil
}

// stop turns the way the loop ended into the command's result, saving the
// game whatever happened.
func (s *session) stop(err error) error {
	if s.g == nil {
		// No game has started: there is nothing to save.
		switch {
		case errors.Is(err, errInterrupted):
			return &exitError{130, errors.New("interrupted before a game started; nothing to save")}
		case errors.Is(err, io.EOF) || errors.Is(err, errQuit):
			return nil
		}
		return err
	}
	var sf *saveFailedError
	if errors.As(err, &sf) {
		return s.unsaved(sf)
	}
	var refused *refusedError
	if s.script && s.resumed == "" && len(s.g.Moves()) == 0 && errors.As(err, &refused) && s.file != nil {
		// A script stopped before its first move: no game worth keeping,
		// so the file is left as it was (or not made).
		if rerr := s.file.restore(); rerr == nil {
			what := "is left as it was"
			if !s.file.existed {
				what = "is not made"
			}
			sayf(s.env.Stdout, "Not saved: the input stopped before the first move, so %s %s.", s.out, what)
			return err
		}
	}
	var serr error
	if s.resumed == "" || s.saves > 0 {
		// A game resumed and left with nothing done is left as it was
		// read, byte for byte.
		serr = s.save()
	}
	if errors.As(serr, &sf) {
		return s.unsaved(sf)
	}
	switch {
	case err == nil || errors.Is(err, errQuit) || errors.Is(err, errResign):
	case errors.Is(err, errInterrupted):
		fmt.Fprintln(s.env.Stdout, "Interrupted.")
	case errors.Is(err, io.EOF):
		fmt.Fprintln(s.env.Stdout, "Input ended.")
	case errors.As(err, &refused):
		// A script stopped at an answer refused: the game is saved as far
		// as it went, and the player is told where, as at the input's end.
	default:
		return err
	}
	if serr != nil {
		return fmt.Errorf("saving the game: %w", serr)
	}
	if s.result == "" {
		s.words().stopped(s, s.env.Stdout, false)
	} else {
		s.unplayedLines()
		s.words().stopped(s, s.env.Stdout, true)
		if s.offerReview {
			if i, err := s.p.Ask("Review the game now?", []string{"No", "Yes: was it winnable, and where did it go wrong?"}); err == nil && i == 1 {
				s.file.close() // the game is saved: the review may save the cards it asks for
				o := &reviewOptions{File: s.out, Game: s.file.game, Top: 5, ASCII: s.st.ascii, Ask: true, Think: s.think}
				if err := reviewGameWith(s.env, o, s.p); err != nil {
					fmt.Fprintf(s.env.Stderr, "canfield: review: %v\n", err)
				}
			}
		}
	}
	if errors.Is(err, errInterrupted) {
		// "Interrupted." and where the game is saved are said above.
		return &saidError{130}
	}
	if refused != nil {
		return err
	}
	return nil
}

// loop asks for cards and moves until the game ends or the player stops.
func (s *session) loop() error {
	s.shown = -1
	if _, ok := s.g.Need(); ok && len(s.g.Moves()) > 0 {
		// A game resumed while a card was being asked: the table first,
		// so the player sees where the game stands.
		s.st.renderTable(s.env.Stdout, s.g.Table())
	} else if ok && s.resumed != "" && s.virtual == nil {
		// Resumed during the deal: how the deal goes, and the cards
		// typed before the quit, as a new game says and shows them.
		sayf(s.env.Stdout, "%s\nType each card as it shows, e.g. 7h, Td, Q♠; ? for help.", dealIntro(s.g.Rules()))
		s.st.renderTable(s.env.Stdout, s.g.Table())
	}
	for {
		if err := s.fillNeeds(); err != nil {
			return err
		}
		if s.g.Won() || s.g.Stuck() {
			s.dropAhead("the game is over")
		}
		if s.g.Won() {
			s.st.renderTable(s.env.Stdout, s.g.Table())
			fmt.Fprintf(s.env.Stdout, "\nWon! All 52 cards are on the foundations. Casino score: %s.\n", dollars(s.g.CasinoScore()))
			return s.finish("won")
		}
		if s.g.Stuck() {
			s.st.renderTable(s.env.Stdout, s.g.Table())
			fmt.Fprintf(s.env.Stdout, "\nNo move can change the game any more: it is lost.\n%s on the foundations; casino score %s.\n", plural(s.g.FoundationCards(), "card"), dollars(s.g.CasinoScore()))
			return s.finish("lost")
		}
		if len(s.g.History()) != s.shown || s.redraw {
			s.drawTable()
			s.redraw = false
			if s.autoHint {
				s.showHints(3)
			}
		}
		// Cards typed ahead answer the card prompts of the moves typed on
		// the same line; those left now have nothing to answer.
		s.dropAhead("no card is asked for now")
		s.offerPlan()
		ans, err := s.p.Line("Move (? for help):")
		if err != nil {
			return err
		}
		s.after = ""
		if err := s.command(ans); err != nil {
			return err
		}
	}
}

// fillNeeds asks for every card the table shows that is not known yet; a
// virtual deal answers by itself.
func (s *session) fillNeeds() error {
	for {
		req, ok := s.g.Need()
		if !ok {
			return nil
		}
		if req.Known != canfield.NoCard || s.virtual != nil {
			if err := s.enterKnown(req); err != nil {
				return err
			}
			continue
		}
		ans, err := s.nextCard(req)
		if err != nil {
			return err
		}
		if done, err := s.common(ans); done || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if ans == "" {
			// Enter alone: not '"" is not a card'.
			if err := s.refused("an empty line, not a card", "Type the card the table shows there, e.g. 7h, Td, Q♠ (? for help)."); err != nil {
				return err
			}
			continue
		}
		c, err := typedCard(ans)
		if err != nil {
			short, long := err.Error(), fmt.Sprintf("%v. Try again.", err)
			if _, merr := notation.ParseMove(ans); merr == nil {
				// A move typed before the card it turned up.
				short = fmt.Sprintf("%q is a move, not a card: type %s first", ans, req.Place)
				long = short + ", then the move."
			} else if moveLine(ans) {
				// Several moves (or u) typed before the card.
				short = fmt.Sprintf("%q is a line of moves, not a card: type %s first, then the moves (u on a line of its own takes back the last card or move)", ans, req.Place)
				long = short + "."
			} else if toks, bad := cardTokens(ans); bad != "" && len(toks) > 0 {
				// A line of cards with one word that is no card.
				_, perr := notation.ParseCard(bad)
				short = fmt.Sprintf("%v, so none of the line's cards was entered", perr)
				long = short + ". Type the line again."
			} else if s.script && len(s.g.History()) == 0 && yesNo(ans) {
				// An answer to the question a terminal asks first.
				short += "; a script is not asked whether cards are at hand: its first line is the deal's first card, and --virtual (or --seed N) deals a virtual game"
			}
			if err := s.refused(short, long); err != nil {
				return err
			}
			s.dropAhead("a card before them was refused")
			continue
		}
		if err := s.g.Enter(c); err != nil {
			msg := fmt.Sprintf("%s refused for %s: %s", s.st.card(c), req.Place, s.st.errText(err))
			if errors.Is(err, tracker.ErrSeen) && s.g.WhereKnown(c) >= 0 {
				// The place is named as at the deal: say where it lies now.
				if t := s.g.Table(); t.Moves > 0 {
					at := canfield.PositionName(s.g.Rules(), s.g.WhereKnown(c))
					if now := whereOnTable(t, c); now != "" && !strings.HasPrefix(at, now) {
						msg += ", now " + now
					}
				}
				// Most often the card typed there before was a slip.
				msg += "; " + s.words().fixSlip(notation.FormatCard(c))
			}
			if err := s.refused(msg, msg+"."); err != nil {
				return err
			}
			s.dropAhead("a card before them was refused")
			continue
		}
		if err := s.save(); err != nil {
			return err
		}
	}
}

// enterKnown enters a card the program knows already: one seen at this
// place before a move was taken back, one the record or a virtual deal
// gives. It is shown, not asked.
func (s *session) enterKnown(req tracker.Request) error {
	c, note := req.Known, " (known already)"
	if s.virtual != nil && s.g.Known(req.Pos) == canfield.NoCard {
		c, note = s.virtual[req.Pos], ""
	}
	if err := s.g.Enter(c); err != nil {
		return fmt.Errorf("entering the known %v for %s: %w", c, req.Place, err)
	}
	if s.step != "" {
		// A plan's deal, as the player makes it at the table.
		if note != "" {
			note = ", known already"
		}
		fmt.Fprintf(s.env.Stdout, "  %s: %s%s\n", s.step, s.st.card(c), note)
	} else {
		fmt.Fprintf(s.env.Stdout, "%s: %s%s\n", capitalize(req.Place), s.st.card(c), note)
	}
	return s.save()
}

// nextCard is the answer to the card prompt for req: the next card typed
// ahead on an earlier line (echoed after the prompt, as if typed), or a
// line read. A line of several cards answers this prompt with the first
// and keeps the rest for the prompts that follow.
func (s *session) nextCard(req tracker.Request) (string, error) {
	prompt := fmt.Sprintf("Card for %s:", req.Place)
	if s.after != "" {
		prompt = fmt.Sprintf("Card for %s after %s:", req.Place, s.after)
	}
	if len(s.ahead) > 0 {
		ans := s.ahead[0]
		s.ahead = s.ahead[1:]
		fmt.Fprintf(s.env.Stdout, "%s %s\n", prompt, ans)
		return ans, nil
	}
	ans, err := s.p.Line(prompt)
	if err != nil {
		return "", err
	}
	if toks, bad := cardTokens(ans); len(toks) > 1 && bad == "" {
		s.ahead = toks[1:]
		return toks[0], nil
	}
	return ans, nil
}

// dropAhead says which cards typed ahead were not entered, and why.
func (s *session) dropAhead(why string) {
	if len(s.ahead) > 0 {
		sayf(s.env.Stdout, "Not entered: %s: %s", why, strings.Join(s.ahead, " "))
		s.ahead = nil
	}
}

// moveLine reports whether ans is several words, each a move, u or redo.
func moveLine(ans string) bool {
	f := strings.Fields(ans)
	for _, tok := range f {
		switch strings.ToLower(tok) {
		case "u", "undo", "redo":
			continue
		}
		if _, err := notation.ParseMove(tok); err != nil {
			return false
		}
	}
	return len(f) > 1
}

// yesNo reports whether ans reads as an answer to a yes-or-no question.
func yesNo(ans string) bool {
	switch strings.ToLower(strings.TrimSpace(ans)) {
	case "y", "yes", "n", "no":
		return true
	}
	return false
}

// unplayedLines says how many lines of a script were left when the game
// ended: they were not played, and saying nothing would hide a script
// that went on past the end it expected. At a terminal, keys typed ahead
// while the game ended are dropped, and named: the menu that follows
// would take them as its filter.
func (s *session) unplayedLines() {
	if tp, ok := s.p.(*termPrompter); ok {
		lines := tp.typedAhead()
		n := len(lines)
		for i, l := range lines {
			lines[i] = escapeTerm(clipAnswer(l))
		}
		if len(lines) > 4 {
			lines = append(lines[:3:3], "...", lines[len(lines)-1])
		}
		switch {
		case n == 1:
			fmt.Fprintf(s.env.Stdout, "The game has ended, so the line typed after its last move (%s) was not played.\n", lines[0])
		case n > 1:
			fmt.Fprintf(s.env.Stdout, "The game has ended, so the %d lines typed after its last move (%s) were not played.\n", n, strings.Join(lines, ", "))
		}
		return
	}
	lp, ok := s.p.(*linePrompter)
	if !ok || !lp.script {
		return
	}
	switch n, first, text := lp.rest(200 * time.Millisecond); {
	case n == 1:
		fmt.Fprintf(s.env.Stdout, "The game has ended, so the input's line %d (%s) was not played.\n", first, text)
	case n > 1:
		fmt.Fprintf(s.env.Stdout, "The game has ended, so %d more lines of the input, from line %d (%s), were not played.\n", n, first, text)
	}
}

// dealIntro says how to lay out a real deal under r: no base card when a
// fixed rank starts the foundations (storehouse), the whole reserve face
// up when it is visible (superior).
func dealIntro(r canfield.Rules) string {
	reserve := "13 to the reserve"
	if r.VisibleReserve {
		reserve += " (all face up)"
	}
	if r.BaseRank != 0 {
		return fmt.Sprintf("Deal the cards (%s rules): %s, 4 to the tableau; the four %vs start the foundations.", r.Name, reserve, r.BaseRank)
	}
	return fmt.Sprintf("Deal the cards (%s rules): %s, the base card, 4 to the tableau.", r.Name, reserve)
}
