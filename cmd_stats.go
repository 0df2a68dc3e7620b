package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"

	"canfield/hint"
)

// StatsCmd summarises the games in the player's history.
type StatsCmd struct {
	JSON bool   `help:"Print JSON."`
	File string `help:"History file (default: history.jsonl in the user's data directory)."`
}

// statsRow is the summary of one preset, or of all games.
type statsRow struct {
	Rules       string  `json:"rules"`
	Games       int     `json:"games"`
	Wins        int     `json:"wins"`
	WinRate     float64 `json:"win_rate"`
	WinLo       float64 `json:"win_rate_lo"`
	WinHi       float64 `json:"win_rate_hi"`
	Foundations float64 `json:"mean_foundations"`
	Casino      int     `json:"casino_balance"`
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
	fmt.Fprintf(env.Stdout, "%-12s %6s %5s %9s %15s %12s %8s\n", "rules", "games", "wins", "win rate", "95% interval", "mean cards", "casino")
	for _, r := range rows {
		fmt.Fprintf(env.Stdout, "%-12s %6d %5d %8.1f%% %6.1f%%-%5.1f%% %12.1f %+8d\n",
			escapeTerm(r.Rules), r.Games, r.Wins, 100*r.WinRate, 100*r.WinLo, 100*r.WinHi, r.Foundations, r.Casino)
	}
	return nil
}

// summarise groups entries by rules, with a total row "all" last.
func summarise(entries []historyEntry) []statsRow {
	by := map[string]*statsRow{}
	var names []string
	all := &statsRow{Rules: "all"}
	for _, e := range entries {
		r, ok := by[e.Rules]
		if !ok {
			r = &statsRow{Rules: e.Rules}
			by[e.Rules] = r
			names = append(names, e.Rules)
		}
		for _, x := range []*statsRow{r, all} {
			x.Games++
			if e.Result == "won" {
				x.Wins++
			}
			x.Foundations += float64(e.Foundations)
			x.Casino += e.Casino
		}
	}
	sort.Strings(names)
	var rows []statsRow
	for _, n := range append(names, "") {
		r := all
		if n != "" {
			r = by[n]
		}
		if r.Games == 0 {
			continue
		}
		r.WinRate = float64(r.Wins) / float64(r.Games)
		r.WinLo, r.WinHi = hint.Wilson(float64(r.Wins), float64(r.Games))
		r.Foundations /= float64(r.Games)
		rows = append(rows, *r)
	}
	return rows
}
