package main

// The commands a player types during a game, besides moves and cards.

import (
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

// common handles the commands valid at every prompt; done is true when
// ans was one of them.
func (s *session) common(ans string) (done bool, err error) {
	f := strings.Fields(strings.ToLower(ans))
	if len(f) == 0 {
		return false, nil
	}
	switch f[0] {
	case "q", "quit", "exit", "t", "table", "h", "hint":
		if len(f) > 1 && !(f[1] == "all" && len(f) == 2 && f[0][0] == 'h') {
			return false, nil // a line of moves: command plays it
		}
	}
	switch f[0] {
	case "?", "help":
		if _, ok := s.g.Need(); ok {
			fmt.Fprint(s.env.Stdout, cardHelpText)
			break
		}
		fmt.Fprint(s.env.Stdout, helpFor(s.g.Rules()))
	case "q", "quit", "exit":
		return true, errQuit
	case "resign":
		say(s.env.Stdout, "A game given up goes into your history as abandoned.")
		i, err := s.p.Ask("Give the game up?", []string{"No: go on playing", "Yes: resign"})
		if errors.Is(err, errBack) || (err == nil && i != 1) {
			fmt.Fprintln(s.env.Stdout, "The game goes on.")
			return true, nil
		}
		if err != nil {
			return true, err
		}
		fmt.Fprintf(s.env.Stdout, "Game abandoned with %s on the foundations; casino score %s.\n", plural(s.g.FoundationCards(), "card"), dollars(s.g.CasinoScore()))
		return true, s.finish("abandoned")
	case "u", "undo", "redo":
		if len(f) > 1 {
			return false, nil // a line of moves: command plays it
		}
		s.undoRedo(f[0])
		return true, s.save()
	case "fix":
		s.fix(f[1:])
		return true, s.save()
	case "save":
		if err := s.save(); err != nil {
			return true, err
		}
		if len(f) > 1 {
			// A name after save was taken silently for save and dropped:
			// the game has one record, kept up to date after every move.
			fmt.Fprintf(s.env.Stdout, "Saved to %s. %s\n", s.words().fileName(s.out), s.words().saveTakesNoName())
			break
		}
		fmt.Fprintf(s.env.Stdout, "Saved to %s\n", s.words().fileName(s.out))
	case "t", "table":
		s.st.renderTable(s.env.Stdout, s.g.Table())
	case "h", "hint":
		if _, ok := s.g.Need(); ok {
			fmt.Fprintln(s.env.Stdout, "Enter the card first; then h shows the best moves.")
			break
		}
		n := 3
		if len(f) > 1 && f[1] == "all" {
			n = 0
		}
		s.showHints(n)
	default:
		return false, nil
	}
	return true, nil
}

// undoRedo runs 'u' (or 'undo') or 'redo'.
func (s *session) undoRedo(word string) {
	if word != "redo" {
		s.undo()
		return
	}
	m, err := s.g.RedoMove()
	switch {
	case err == nil:
		if !s.g.CanRedo() {
			s.noRedo = "every move taken back has been played again"
		}
		fmt.Fprintf(s.env.Stdout, "Redid %s.\n", notation.FormatMove(m))
	case s.noRedo != "":
		sayf(s.env.Stdout, "Nothing to redo: %s.", s.noRedo)
	case s.resumed != "" && len(s.g.Moves()) > 0:
		say(s.env.Stdout, "Nothing to redo: no move was taken back since the game was resumed (the record keeps no moves taken back before quitting; play them again).")
	default:
		fmt.Fprintln(s.env.Stdout, "Nothing to redo: no move was taken back.")
	}
}

// undo takes back the last move; before the first move, the last card
// typed (a virtual deal's cards are the program's, not taken back).
func (s *session) undo() {
	m, err := s.g.UndoMove()
	if err == nil {
		// Said by redo once something else has cleared the list.
		s.noRedo = "a move played or a card fixed after the undo dropped the moves taken back"
		fmt.Fprintf(s.env.Stdout, "Undid %s.\n", notation.FormatMove(m))
		return
	}
	if s.virtual == nil && s.g.CanRedo() {
		// Past move 0 lie the cards of the deal; taking one back would drop
		// every move taken back, which redo would play again.
		say(s.env.Stdout, "Nothing more to undo: this is move 0, before the first move; redo plays again the moves taken back. "+s.words().fixAtDeal())
		return
	}
	if s.virtual == nil {
		if a, err := s.g.UndoEntry(); err == nil {
			fmt.Fprintf(s.env.Stdout, "Took back %s, typed for %s.\n", s.st.card(a.Card), canfield.PositionName(s.g.Rules(), a.Pos))
			// The card typed again changes the table at move 0, which the
			// move count alone would not redraw.
			s.redraw = true
			return
		}
		fmt.Fprintln(s.env.Stdout, "Nothing to undo: no card typed and no move made yet.")
		return
	}
	fmt.Fprintln(s.env.Stdout, "Nothing to undo: no move made yet.")
}

// fix corrects a card entered earlier: "fix OLD NEW".
func (s *session) fix(args []string) {
	// The two cards as at a card prompt: a rank and suit apart ("5 d")
	// are one card; a third card is not dropped without a word.
	line := strings.TrimSpace(strings.Join(args, " "))
	truncate := strings.HasSuffix(line, "!")
	toks, bad := cardTokens(strings.TrimSuffix(line, "!"))
	if bad != "" {
		_, err := notation.ParseCard(strings.TrimSuffix(bad, "!"))
		sayf(s.env.Stdout, "%v.", err)
		return
	}
	if len(toks) != 2 {
		say(s.env.Stdout, "Usage: fix OLD NEW, two cards; 'fix 7h 7d' corrects the 7h entered earlier to 7d (add ! to cut the game back where the correction breaks it).")
		return
	}
	old, _ := notation.ParseCard(toks[0])
	nw, _ := notation.ParseCard(toks[1])
	args = toks
	if s.virtual != nil {
		say(s.env.Stdout, "A virtual deal's cards are dealt by the program and cannot be corrected.")
		return
	}
	pos := s.g.WhereKnown(old)
	if pos < 0 {
		sayf(s.env.Stdout, "%s has not been entered.", s.st.card(old))
		return
	}
	if nw == old {
		sayf(s.env.Stdout, "Nothing to correct: the old and the new card are both %s.", s.st.card(old))
		return
	}
	other := s.g.WhereKnown(nw) // where the new card was known, if anywhere
	moves := s.g.Moves()
	var me *tracker.MoveError
	err := s.g.Fix(pos, nw, truncate)
	switch {
	case errors.As(err, &me):
		sayf(s.env.Stdout, "With %s as %s, move %d (%s) would be illegal: %s.\n%s",
			s.st.card(nw), canfield.PositionName(s.g.Rules(), pos), me.Index, notation.FormatMove(me.Move), s.st.errText(me.Err), s.words().fixForced(args[0], strings.TrimSuffix(args[1], "!"), false))
	case errors.Is(err, tracker.ErrSeen) && other >= 0:
		sayf(s.env.Stdout, "Not corrected: %s.\n%s", s.st.errText(err), s.words().fixForced(args[0], strings.TrimSuffix(args[1], "!"), true))
	case err != nil:
		sayf(s.env.Stdout, "Not corrected: %s.", s.st.errText(err))
	case other >= 0 && other != pos:
		sayf(s.env.Stdout, "Corrected %s to %s; %s was known as %s, which now holds %s.", s.st.card(old), s.st.card(nw),
			s.st.card(nw), canfield.PositionName(s.g.Rules(), other), s.st.card(old))
	default:
		sayf(s.env.Stdout, "Corrected %s to %s.", s.st.card(old), s.st.card(nw))
	}
	if err != nil {
		return
	}
	if n := len(s.g.Moves()); n < len(moves) {
		var cut []string
		for i, m := range moves[n:] {
			if i == 10 {
				cut = append(cut, "...")
				break
			}
			cut = append(cut, notation.FormatMove(m))
		}
		kept := "the cards they turned up stay known"
		if len(moves)-n == 1 {
			kept = "a card it turned up stays known"
		}
		sayf(s.env.Stdout, "Cut the game back to move %d: %s taken back (%s); %s.",
			n, plural(len(moves)-n, "move"), strings.Join(cut, " "), kept)
		s.noRedo = "the moves fix cut back are not kept for redo (the corrected card broke them)"
	}
	s.redraw = true // the table may show the corrected card
}

// command handles one answer at the move prompt.
func (s *session) command(ans string) error {
	if done, err := s.common(ans); done || err != nil {
		return err
	}
	f := strings.Fields(strings.ToLower(ans))
	if len(f) == 0 || f[0] == "l" || f[0] == "list" {
		return s.pickMove()
	}
	at := s.inputLine() // cards asked between the moves read lines of their own
	for i, tok := range f {
		if i > 0 {
			// The card the last move turned up is asked first; then the
			// rest of the line goes on, unless the game changed otherwise.
			if why, err := s.between(); err != nil {
				if errors.Is(err, errQuit) || errors.Is(err, errInterrupted) || errors.Is(err, io.EOF) {
					// Left at a card asked between two moves: the rest
					// of the line is not in the record.
					s.dropped(f[i:], "the game was left at the card")
				}
				return err
			} else if why != "" {
				s.dropped(f[i:], why)
				return nil
			}
		}
		switch tok {
		case "u", "undo", "redo":
			s.undoRedo(tok)
			if err := s.save(); err != nil {
				return err
			}
			continue
		case "p", "plan":
			if err := s.playPlan(); err != nil {
				return err
			}
			continue
		case "h", "hint", "t", "table":
			// The table where the line has got to, then the hints; the
			// table is not drawn twice.
			if len(s.g.History()) != s.shown {
				s.drawTable()
			}
			if tok[0] == 'h' {
				if _, err := s.common(tok); err != nil {
					return err
				}
			}
			continue
		case "q", "quit", "exit":
			s.dropped(f[i+1:], "the game was quit")
			return errQuit
		case "?", "help", "fix", "save", "resign", "l", "list":
			msg := fmt.Sprintf("%q goes on a line of its own, not among moves", tok)
			if err := s.refusedAt(at, msg, msg+"."); err != nil {
				return err
			}
			s.dropped(f[i+1:], "")
			return nil
		}
		m, err := notation.ParseMove(tok)
		var te *notation.TokenError
		if errors.As(err, &te) {
			// What a move is under these rules: no form they refuse.
			te.Expected = notation.MoveExpected(s.g.Rules())
		}
		if err != nil {
			if _, cerr := notation.ParseCard(tok); cerr == nil {
				// A card where a move is asked for: no card is wanted now.
				err = fmt.Errorf("%q is a card, not a move: no card is asked for now (canfield asks when a move turns one up, and 'fix OLD NEW' corrects one typed before)", tok)
			}
			if err := s.refusedAt(at, err.Error(), err.Error()+"."); err != nil {
				return err
			}
			s.dropped(f[i+1:], "")
			return nil
		}
		judge := s.coachHints()
		if err := s.g.Play(m); err != nil {
			msg := fmt.Sprintf("%s: %s", tok, s.st.errText(err))
			if err := s.refusedAt(at, msg, msg+"."); err != nil {
				return err
			}
			s.dropped(f[i+1:], "")
			return nil
		}
		s.coachSays(judge)
		if len(f) > 1 {
			// The cards this move turns up are asked naming it.
			s.after = fmt.Sprintf("%s (%d of %d)", tok, i+1, len(f))
		}
		if err := s.save(); err != nil {
			return err
		}
	}
	return nil
}

// between runs between two moves typed on one line: it asks for the cards
// turned up, and says why the rest of the line cannot go on, if so.
func (s *session) between() (why string, err error) {
	moves := len(s.g.Moves())
	if err := s.fillNeeds(); err != nil {
		return "", err
	}
	switch {
	case len(s.g.Moves()) != moves:
		return "a move was taken back or redone meanwhile", nil
	case s.g.Won() || s.g.Stuck():
		return "the game is over", nil
	}
	return "", nil
}

// dropped says which moves of a line were not played, and why.
func (s *session) dropped(rest []string, why string) {
	if len(rest) == 0 {
		return
	}
	if why != "" {
		why = ": " + why
	}
	sayf(s.env.Stdout, "Not played%s: %s", why, strings.Join(rest, " "))
}

// pickMove lists the legal moves to choose from.
func (s *session) pickMove() error {
	moves := s.g.LegalMoves()
	if len(moves) == 0 {
		fmt.Fprintln(s.env.Stdout, "No legal move.")
		return nil
	}
	facts, err := hint.Explain(s.g.View(), moves)
	if err != nil {
		return err
	}
	items := make([]string, len(moves))
	for i, m := range moves {
		items[i] = s.st.moveLine(m, facts[i])
	}
	i, err := s.p.Select("Legal moves", items)
	if errors.Is(err, errBack) {
		return nil
	}
	if err != nil {
		return err
	}
	judge := s.coachHints()
	if err := s.g.Play(moves[i]); err != nil {
		sayf(s.env.Stdout, "%v.", err)
		return nil
	}
	s.coachSays(judge)
	return s.save()
}

// showHints prints the best n moves (all when n is 0) with their chance of
// winning, judged from what the player has seen only.
func (s *session) showHints(n int) {
	start := time.Now()
	// Ctrl-C while the hint is thought out stops the hint alone.
	sugg, err := s.hintsNow()
	if errors.Is(err, errHintStopped) {
		fmt.Fprintln(s.env.Stdout, "Hint stopped (Ctrl-C); the game goes on.")
		return
	}
	if err != nil {
		sayf(s.env.Stdout, "No hint: %v.", err)
		return
	}
	if len(sugg) == 0 {
		fmt.Fprintln(s.env.Stdout, "No legal move.")
		return
	}
	if n == 0 || n > len(sugg) {
		n = len(sugg)
	}
	fmt.Fprintf(s.env.Stdout, "Hints (from the cards you have seen; %.1f s):\n", time.Since(start).Seconds())
	if nothingWins(sugg) {
		sayf(s.env.Stdout, "%s", nothingWinsNote(sugg, len(s.g.View().Unseen()), s.words().resignHow()))
	}
	for i, h := range sugg[:n] {
		head := fmt.Sprintf("  %-5s %s  ", notation.FormatMove(h.Move), hintEstimate(h))
		reason := s.st.hintReason(h, true)
		if h.Basis == hint.Scout {
			// Said once a pass: the deals after it scout for the same reason.
			if pass := s.g.Table().Pass; s.scoutSaid == pass {
				reason = "deal on round the stock, as said above this pass"
			} else {
				s.scoutSaid = pass
			}
		}
		fmt.Fprintln(s.env.Stdout, hang(head, reason+whyAbove(hint.WhyAbove(sugg[:n], i)), textWidth(s.env.Stdout)))
	}
	if anyRough(sugg[:n]) {
		sayf(s.env.Stdout, "%s", roughNote)
	}
}

// helpText is what ? prints; no line is wider than 60 columns, so that it
// reads whole on a narrow terminal.
const helpText = `Moves (several may go on one line, e.g. "d wf"):
  d         deal from the stock (turns the waste over
            first when the stock is empty)
  rf wf 2f  reserve / waste / column 2 to its foundation
  r3 w1     reserve / waste onto column 3 / 1
  14        column 1 (whole) onto column 4
  14/2      column 1's last 2 cards (where allowed)
  fh2       the hearts foundation's top card onto
            column 2 (where allowed)
  p         play the first hint whole: a plan "after 7
            deals, 2♥ to column 3" in one answer (a card
            not seen yet is asked as it shows)
  l         (or an empty line) pick from the list of legal
            moves (at a terminal: arrows, Enter; Escape
            goes back)
Commands:
  u / redo  undo / redo the last move, also among moves
            on a line: "u u 32"; during the deal, u takes
            back the last card typed
  fix OLD NEW
            correct a card entered earlier (fix 7h 7d);
            fix OLD NEW! cuts back or swaps
  h         the best 3 moves with their chance of winning
            (h all: every move); also among moves: "d h".
            While unseen cards can be shown by dealing, a
            scouting deal comes first, with no figure
  t         show the table again (also among moves)
  save      save now (the game is also saved after every
            move)
  q         save and quit (resume later with --resume);
            "wf q" plays wf, then quits
  resign    give the game up (it goes into your history
            as abandoned)
Coach (play --coach): a move clearly worse than the first
  hint is named at once with what it cost; u takes it back.
Cards: rank A 2-9 T (or 10) J Q K, suit c d h s (or ♣ ♦ ♥ ♠)
  in any case: 7h, td, 10S.
`

// helpFor is helpText without the moves the rules r never allow (a
// portion of a column, a foundation card back to a column).
func helpFor(r canfield.Rules) string {
	text := helpText
	if r.Groups != canfield.AnyPortion {
		text = strings.Replace(text, "  14/2      column 1's last 2 cards (where allowed)\n", "", 1)
	}
	if !r.FoundationToTableau {
		text = strings.Replace(text, "  fh2       the hearts foundation's top card onto\n            column 2 (where allowed)\n", "", 1)
	}
	return text
}

// cardHelpText is what ? prints while a card is asked for: how to type it
// and the commands that work there (moves wait until the card is in).
const cardHelpText = `Type the card the table shows there: rank A 2-9 T (or
10) J Q K, suit c d h s (or ♣ ♦ ♥ ♠), in any case:
7h, td, 10S. Several cards on a line answer this prompt
and the next ones: kd js tc.
Commands here:
  u         take back the last card typed or move made
  fix OLD NEW
            correct a card entered earlier (fix 7h 7d)
  t         show the table again
  save      save now
  q         save and quit (resume later with --resume)
  resign    give the game up
Moves and hints wait until the card is in; ? then lists
them.
`
