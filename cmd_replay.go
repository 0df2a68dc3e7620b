package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// ReplayCmd shows a recorded game: the table after some moves, with the
// moves up to there; on a terminal it steps through the game.
type ReplayCmd struct {
	File  string `arg:"" placeholder:"FILE" help:"Game record file ('-': standard input)."`
	To    *int   `placeholder:"N" help:"Show the table after N moves (0: the deal). Default: the end of the game, or step through it on a terminal."`
	Game  int    `default:"1" placeholder:"K" help:"Which game of the file to replay (1: the first)."`
	ASCII bool   `help:"Draw cards in plain ASCII (7h, ## for a hidden card)."`
}

// Run replays the game.
func (c *ReplayCmd) Run(env *Env) error {
	recs, name, err := readRecords(env, c.File)
	if err != nil {
		return err
	}
	rec, err := pickGame(recs, name, c.Game)
	if err != nil {
		return err
	}
	rp, err := newReplay(rec)
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: game %d: %w", name, c.Game, err)}
	}
	n := rp.len()
	if c.To != nil {
		if *c.To < 0 || *c.To > n {
			return &exitError{2, fmt.Errorf("--to %d: game %d has %d moves; give 0 to %d", *c.To, c.Game, n, n)}
		}
		n = *c.To
	}
	st := newStyle(c.ASCII || os.Getenv("TERM") == "dumb")
	w := env.Stdout
	fmt.Fprintf(w, "%s: game %d of %d, %d moves\n", name, c.Game, len(recs), rp.len())
	rp.printHeader(w)
	if c.To == nil && c.File != "-" && terminal(env.Stdin) && terminal(env.Stdout) {
		p := &termPrompter{in: env.Stdin.(*os.File), out: noBell{env.Stdout.(*os.File)}}
		return rp.step(w, st, p)
	}
	if n > 0 {
		fmt.Fprintf(w, "\nMoves 1-%d:\n", n)
		rp.printMoves(w, st, 1, n)
	}
	rp.show(w, st, n)
	return nil
}

// readRecords reads every game of a record file ('-': standard input). It
// returns the name to use in messages; errors name the file, line and
// column.
func readRecords(env *Env, path string) ([]*notation.Record, string, error) {
	in, name := env.Stdin, "stdin"
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, path, err
		}
		defer f.Close()
		in, name = f, path
	}
	recs, err := notation.ParseRecords(in)
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, name, fmt.Errorf("%s holds no game", name)
	}
	return recs, name, nil
}

// pickGame returns game k (1-based) of recs.
func pickGame(recs []*notation.Record, name string, k int) (*notation.Record, error) {
	if k < 1 || k > len(recs) {
		return nil, &exitError{2, fmt.Errorf("--game %d: %s holds %s; give 1 to %d", k, name, plural(len(recs), "game"), len(recs))}
	}
	return recs[k-1], nil
}

// plural writes n and a noun, e.g. "1 game", "3 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// replay is a recorded game replayed through the rules: the table as the
// player saw it after each move.
type replay struct {
	rec    *notation.Record
	moves  []canfield.Move // the moves as played (canonical)
	tables []tracker.Table // tables[i]: the table after i moves
	need   tracker.Request // a card still to be entered at the end
	needs  bool            // whether the record ends before such a card
}

// newReplay replays rec through the tracker once, then takes the moves
// back one by one, forgetting the cards entered after each,
// so tables[i] shows exactly what the player saw after move i, never a card
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
	rp.tables = make([]tracker.Table, len(rp.moves)+1)
	rp.tables[len(rp.moves)] = g.Table()
	for i := len(rp.moves); i > 0; i-- {
		if _, err := g.UndoMove(); err != nil {
			return nil, fmt.Errorf("taking back move %d: %w", i, err)
		}
		g.ForgetTakenBack()
		rp.tables[i-1] = g.Table()
	}
	return rp, nil
}

// len returns the number of moves of the game.
func (rp *replay) len() int { return len(rp.moves) }

// printHeader writes the record's tags and its opening comment.
func (rp *replay) printHeader(w io.Writer) {
	for _, t := range rp.rec.Tags {
		fmt.Fprintf(w, "  %s: %s\n", t.Name, t.Value)
	}
	if rp.rec.Comment != "" {
		fmt.Fprintln(w)
		printComment(w, "  ", rp.rec.Comment)
	}
}

// printComment writes a comment's lines, each indented.
func printComment(w io.Writer, indent, comment string) {
	for _, l := range strings.Split(comment, "\n") {
		fmt.Fprintf(w, "%s%s\n", indent, strings.TrimSpace(l))
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
	m := rp.moves[i-1]
	what := strings.TrimSpace(strings.TrimPrefix(st.describeMove(rp.tables[i-1], m), notation.FormatMove(m)))
	if e.Reveal != canfield.NoCard {
		what += "; turns up " + st.card(e.Reveal)
	}
	line := fmt.Sprintf("%*d. %-9s %s", width+2, i, tok, what)
	if e.HasWin {
		line += fmt.Sprintf("  {win %s%%}", percentText(e.Win))
	}
	fmt.Fprintln(w, line)
	if e.Comment != "" {
		printComment(w, strings.Repeat(" ", width+14), e.Comment)
	}
}

// percentText writes a probability 0..1 as a percentage without rounding
// (the shortest decimal that reads back as p, its point moved two places),
// as the record itself writes it.
func percentText(p float64) string {
	s := strconv.FormatFloat(p, 'f', -1, 64)
	ip, fp, _ := strings.Cut(s, ".")
	fp += "00"
	ip = strings.TrimLeft(ip+fp[:2], "0")
	fp = strings.TrimRight(fp[2:], "0")
	if ip == "" {
		ip = "0"
	}
	if fp == "" {
		return ip
	}
	return ip + "." + fp
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
		fmt.Fprintf(w, "End of the game after %s", plural(n, "move"))
		if res, ok := rp.rec.Get(notation.TagResult); ok && res != notation.ResultInProgress {
			fmt.Fprintf(w, ": %s", res)
		} else if ok {
			fmt.Fprint(w, " (in progress)")
		}
		fmt.Fprintln(w, ".")
		if rp.needs {
			fmt.Fprintf(w, "The record ends before the card that showed as %s was written down.\n", rp.need.Place)
		}
	}
}

const replayHelp = `Commands:
  Enter or n   next move          p        previous move
  g N          go to move N       0 / e    the deal / the end (g 0, g e)
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
