package main

import (
	"fmt"
	"strings"

	"canfield/hint"
)

// SummaryCmd merges the JSON lines of solve and sim runs (shards of one
// study, run anywhere) into the summary one run over all of them prints.
type SummaryCmd struct {
	Files []string `arg:"" help:"JSON-lines outputs of 'solve --json' or 'solve --out', and 'sim --out' or 'sim --json --per-game' (- for stdin)."`
}

// Run reads every file, checks that no deal or game appears twice, and
// prints one summary per rule set (per player and rule set for sim).
func (c *SummaryCmd) Run(env *Env) error {
	for i, a := range c.Files {
		for _, b := range c.Files[:i] {
			// A glob and a name for one file would count every deal twice,
			// as overlapping shards do.
			if a == b && a != "-" {
				return &exitError{2, fmt.Errorf("%s is given twice: give each file once", a)}
			}
			if a != b && sameFile(a, b) {
				return &exitError{2, fmt.Errorf("%s and %s are the same file: give it once", b, a)}
			}
		}
	}
	var m merge
	for _, name := range c.Files {
		if err := m.readFile(env, name); err != nil {
			return err
		}
	}
	if len(m.solves) == 0 && len(m.games) == 0 {
		return fmt.Errorf("no deal or game records in %s", joinAnd(c.Files))
	}
	for _, rules := range sortedKeys(m.resolved) {
		fmt.Fprintf(env.Stderr, "canfield: %s solved again with a larger budget: the larger budget's verdict and time count\n", plural(m.resolved[rules], rules+" deal"))
	}
	for _, rules := range sortedKeys(m.other) {
		fmt.Fprintf(env.Stderr, "canfield: %s solved again under a budget neither larger nor smaller: the record that decided it counts (undecided both times, the longer search)\n", plural(m.other[rules], rules+" deal"))
	}
	if len(m.conflicts) > 0 {
		return &exitError{1, fmt.Errorf("%s (a solver bug: report it with the deals): %s", plural(len(m.conflicts), "deal with two verdicts"), firstFive(m.conflicts))}
	}
	if len(m.dups) > 0 {
		return &exitError{1, fmt.Errorf("%s with the same budget (overlapping shards?): %s", plural(len(m.dups), "duplicate"), firstFive(m.dups))}
	}
	first := true
	sep := func() {
		if !first {
			fmt.Fprintln(env.Stdout)
		}
		first = false
	}
	for _, rules := range sortedKeys(m.solves) {
		recs := m.solves[rules]
		if b := budgetsOf(recs); len(b) > 1 && m.resolved[rules] == 0 && m.other[rules] == 0 {
			fmt.Fprintf(env.Stderr, "canfield: warning: the %s deals were solved under different budgets (%s)\n", rules, joinAnd(b))
		}
		sep()
		summarizeSolve(rules, recs).write(env.Stdout)
	}
	for _, k := range sortedKeys(m.games) {
		games := m.games[k]
		sep()
		printSim(env.Stdout, hint.Summarize(games[0].Player, games[0].Rules, games))
	}
	return nil
}

// firstFive joins up to five items and says how many more there are.
func firstFive(items []string) string {
	list := strings.Join(items[:min(len(items), 5)], "; ")
	if n := len(items); n > 5 {
		list += fmt.Sprintf("; and %d more", n-5)
	}
	return list
}
