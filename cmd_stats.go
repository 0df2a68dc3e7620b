package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// StatsCmd summarises the games in the player's history.
type StatsCmd struct {
	JSON bool   `help:"Print JSON."`
	File string `help:"History file (default: history.jsonl in the user's data directory)."`
}

// Run prints the summary.
func (c *StatsCmd) Run(env *Env) error {
	path := expandHome(c.File)
	if path == "" {
		path = historyPath()
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) && c.File != "" {
		// A file named on the command line that is not there is a
		// mistyped name, not an empty history.
		return &exitError{2, fmt.Errorf("%s: no such file (without --file, stats reads the history of your games, %s)", c.File, historyPath())}
	}
	if errors.Is(err, fs.ErrNotExist) {
		if c.JSON {
			fmt.Fprintln(env.Stdout, "[]")
			return nil
		}
		fmt.Fprintf(env.Stdout, "No games yet: the history (%s) is empty. It grows by one line each time a game of 'canfield play' ends.\n", escapeTerm(path))
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	entries, err := readHistory(f, func(line int, err error) {
		fmt.Fprintln(env.Stderr, escapeTerm(fmt.Sprintf("%s:%d: skipped: %v", path, line, err)))
	})
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	rows := summarise(entries)
	if c.JSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	fmt.Fprintf(env.Stdout, "%-12s %6s %5s %9s %15s %12s %8s %7s %5s\n", "rules", "games", "wins", "win rate", "95% interval", "mean cards", "casino", "streak", "best")
	for _, r := range rows {
		fmt.Fprintf(env.Stdout, "%-12s %6d %5d %8.1f%% %6.1f%%-%5.1f%% %12.1f %+8d %7d %5d\n",
			escapeTerm(r.Rules), r.Games, r.Wins, 100*r.WinRate, 100*r.WinLo, 100*r.WinHi, r.Foundations, r.Casino, r.Streak, r.BestStreak)
	}
	return nil
}
