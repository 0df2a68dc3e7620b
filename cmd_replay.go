package main

import (
	"fmt"
	"os"
)

// ReplayCmd shows a recorded game: the table after some moves, with the
// moves up to there; on a terminal it steps through the game.
type ReplayCmd struct {
	File  string `arg:"" placeholder:"FILE" help:"Game record file ('-': standard input)."`
	To    *int   `placeholder:"N" help:"Show the table after N moves (0: the deal). Default: the end of the game, or step through it on a terminal."`
	Game  int    `type:"game" placeholder:"K" help:"Which game of the file to replay (1: the first). Default: the last, as every command takes a file of several games."`
	ASCII bool   `help:"Draw cards in plain ASCII (7h, ## for a hidden card)."`
}

// Run replays the game.
func (c *ReplayCmd) Run(env *Env) error {
	recs, name, err := readRecords(env, c.File)
	if err != nil {
		return err
	}
	if c.Game == 0 {
		c.Game = len(recs) // the last, as every command takes it
	}
	rec, err := pickGame(recs, name, c.Game)
	if err != nil {
		return err
	}
	if err := checkDealTag(rec); err != nil {
		return &exitError{1, fmt.Errorf("%s: game %d: %w", name, c.Game, err)}
	}
	rp, err := newReplay(rec)
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: game %d: %w", name, c.Game, err)}
	}
	n := rp.len()
	if c.To != nil {
		if *c.To < 0 || *c.To > n {
			return &exitError{2, fmt.Errorf("--to %d: game %d has %s; give 0 to %d", *c.To, c.Game, plural(n, "move"), n)}
		}
		n = *c.To
	}
	st := newStyle(c.ASCII || os.Getenv("TERM") == "dumb")
	w := env.Stdout
	fmt.Fprintf(w, "%s: game %d of %d, %s\n", escapeTerm(name), c.Game, len(recs), plural(rp.len(), "move"))
	rp.printHeader(w)
	if c.To == nil && c.File != "-" && terminal(env.Stdin) && terminal(env.Stdout) {
		p := newTermPrompter(env.Ctx, env.Stdin, env.Stdout)
		return rp.step(w, st, p)
	}
	if n > 0 {
		fmt.Fprintf(w, "\nMoves 1-%d:\n", n)
		rp.printMoves(w, st, 1, n)
	}
	rp.show(w, st, n)
	return nil
}
