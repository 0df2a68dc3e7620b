package main

// A recorded game replayed through the rules, shown move by move
// (the replay command's model and its stepping loop).

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// replay is a recorded game replayed through the rules: the table as the
// player saw it after each move.
type replay struct {
	rec    *notation.Record
	moves  []canfield.Move // the moves as played (canonical)
	tables []tracker.Table // tables[i]: the table after i moves
	// known[i] is what the player knew of the deal after i moves; with
	// moves[:i] it makes the view then (kept apart: a view copies the moves,
	// and a view a move would take memory quadratic in the game's length).
	known [][]canfield.Card
	need  tracker.Request // a card still to be entered at the end
	needs bool            // whether the record ends before such a card
	// mismatch says how the Result tag disagrees with the game the moves
	// reach ("" when it agrees; resultMismatch).
	mismatch string
}

// newReplay replays rec through the tracker once, then takes the moves
// back one by one, forgetting the cards entered after each, so tables[i] shows exactly what the player saw after move i, never a card
// revealed later.
func newReplay(rec *notation.Record) (*replay, error) {
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return nil, err
	}
	rp := &replay{rec: rec, moves: g.Moves()}
	if len(rp.moves) != len(rec.Moves) {
		return nil, fmt.Errorf("the tracker replayed %d of the record's %d moves", len(rp.moves), len(rec.Moves))
	}
	rp.need, rp.needs = g.Need()
	rp.mismatch = resultMismatch(rec, g)
	rp.tables = make([]tracker.Table, len(rp.moves)+1)
	rp.known = make([][]canfield.Card, len(rp.moves)+1)
	rp.tables[len(rp.moves)], rp.known[len(rp.moves)] = g.Table(), g.KnownDeal()
	for i := len(rp.moves); i > 0; i-- {
		if _, err := g.UndoMove(); err != nil {
			return nil, fmt.Errorf("taking back move %d: %w", i, err)
		}
		g.ForgetTakenBack()
		rp.tables[i-1], rp.known[i-1] = g.Table(), g.KnownDeal()
	}
	return rp, nil
}

// len returns the number of moves of the game.
func (rp *replay) len() int { return len(rp.moves) }

// printHeader writes the record's tags and its opening comment.
func (rp *replay) printHeader(w io.Writer) {
	for _, t := range rp.rec.Tags {
		fmt.Fprintf(w, "  %s: %s\n", t.Name, escapeTerm(t.Value))
	}
	if rp.rec.Comment != "" {
		fmt.Fprintln(w)
		printComment(w, "  ", rp.rec.Comment)
	}
}

// printMoves writes moves from..to (1-based, inclusive), one a line: the
// move as recorded (with its revealed card and mark), what it did, its win
// annotation, and its comment below it.
func (rp *replay) printMoves(w io.Writer, st *style, from, to int) {
	width := len(strconv.Itoa(rp.len()))
	for i := from; i <= to; i++ {
		rp.printMove(w, st, i, width)
	}
}

// printMove writes move i (1-based) as printMoves does.
func (rp *replay) printMove(w io.Writer, st *style, i, width int) {
	e := rp.rec.Moves[i-1]
	tok := notation.FormatMove(e.Move)
	if e.Reveal != canfield.NoCard {
		tok += "=" + notation.FormatCard(e.Reveal)
	}
	tok += e.Mark
	what := "?"
	view := tracker.NewView(rp.rec.Rules, rp.known[i-1], rp.moves[:i-1])
	if f, err := hint.Explain(view, rp.moves[i-1:i]); err == nil {
		what = st.moveWords(f[0], false)
	}
	if e.Reveal != canfield.NoCard {
		what += "; turns up " + st.card(e.Reveal)
	}
	head := fmt.Sprintf("%*d. %-9s ", width+2, i, tok)
	if e.HasWin {
		what += fmt.Sprintf("  {win %s%%}", percentText(e.Win))
	}
	if terminal(w) {
		// At a terminal the words wrap under the move's words, not
		// broken at the edge.
		fmt.Fprintln(w, hang(head, what, textWidth(w)))
	} else {
		fmt.Fprintln(w, head+what)
	}
	if e.Comment != "" {
		printComment(w, strings.Repeat(" ", width+14), e.Comment)
	}
}

// show draws the table after n moves and says where in the game it is.
func (rp *replay) show(w io.Writer, st *style, n int) {
	st.renderTable(w, rp.tables[n])
	switch {
	case n == 0 && rp.len() > 0:
		fmt.Fprintf(w, "The deal, before the first of %s.\n", plural(rp.len(), "move"))
	case n < rp.len():
		fmt.Fprintf(w, "After move %d of %d.\n", n, rp.len())
	default:
		end := "End of the game after " + plural(n, "move")
		if res, ok := rp.rec.Get(notation.TagResult); rp.mismatch != "" {
			end += fmt.Sprintf("; the record does not agree with itself: %s", rp.mismatch)
		} else if ok && res != notation.ResultInProgress {
			end += ": " + res
		} else if ok {
			end += " (in progress)"
		}
		say(w, end+".")
		if rp.needs {
			sayf(w, "The record ends before the card that showed as %s was written down.", rp.need.Place)
		}
	}
}

// replayHelp is what ? prints; one command a line, so that it fits in 60
// columns.
const replayHelp = `Commands:
  Enter or n   next move
  p            previous move
  g N          go to move N
  0 / e        the deal / the end (g 0, g e)
  l            list the moves so far
  q            quit
`

// step steps through the game with the player's commands, starting at the
// deal.
func (rp *replay) step(w io.Writer, st *style, p Prompter) error {
	i, show := 0, true
	for {
		if show {
			if i > 0 {
				fmt.Fprintln(w)
				rp.printMove(w, st, i, len(strconv.Itoa(rp.len())))
			}
			rp.show(w, st, i)
		}
		show = false
		ans, err := p.Line(fmt.Sprintf("Move %d of %d (Enter next, p back, g N, ? help):", i, rp.len()))
		switch {
		case errors.Is(err, io.EOF), errors.Is(err, errInterrupted):
			return nil
		case err != nil:
			return err
		}
		f := strings.Fields(strings.ToLower(ans))
		if len(f) == 0 {
			f = []string{"n"}
		}
		target := -1
		switch f[0] {
		case "n", "next":
			if i == rp.len() {
				fmt.Fprintln(w, "That was the last move.")
				continue
			}
			target = i + 1
		case "p", "prev", "previous", "b", "back":
			if i == 0 {
				fmt.Fprintln(w, "This is the deal: there is no move before it.")
				continue
			}
			target = i - 1
		case "g", "go":
			if len(f) < 2 {
				fmt.Fprintf(w, "Go to which move? e.g. g 12 (0 to %d, or e for the end).\n", rp.len())
				continue
			}
			target = rp.moveNumber(w, f[1])
		case "l", "list":
			if i == 0 {
				fmt.Fprintln(w, "No move yet.")
			} else {
				rp.printMoves(w, st, 1, i)
			}
		case "q", "quit", "exit":
			return nil
		case "?", "h", "help":
			fmt.Fprint(w, replayHelp)
		default:
			target = rp.moveNumber(w, f[0])
		}
		if target >= 0 {
			i, show = target, true
		}
	}
}

// moveNumber reads a move number typed at the prompt (or e for the end);
// it says what is wrong and returns -1 when it is not one.
func (rp *replay) moveNumber(w io.Writer, s string) int {
	if s == "e" || s == "end" {
		return rp.len()
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		fmt.Fprintf(w, "%q is not a command or a move number (? for help).\n", s)
		return -1
	}
	if n < 0 || n > rp.len() {
		fmt.Fprintf(w, "There is no move %d: the game has %s (0 is the deal).\n", n, plural(rp.len(), "move"))
		return -1
	}
	return n
}
