package study

// The summary of merged runs: what canfield summary prints for the files
// a Merge read.

import (
	"fmt"
	"io"
	"strings"
)

// Empty reports whether the files read held no deal or game record.
func (m *Merge) Empty() bool { return len(m.solves) == 0 && len(m.games) == 0 }

// Write prints one summary per rule set of solve records, then one per
// player and rule set of games, to stdout, and what the merge replaced or
// doubts to stderr. Deals with two verdicts, or records that appear twice
// with the same budget, are an error and print no summary.
func (m *Merge) Write(stdout, stderr io.Writer) error {
	for _, rules := range sortedKeys(m.resolved) {
		fmt.Fprintf(stderr, "canfield: %s solved again with a larger budget: the larger budget's verdict and time count\n", plural(m.resolved[rules], rules+" deal"))
	}
	for _, rules := range sortedKeys(m.other) {
		fmt.Fprintf(stderr, "canfield: %s solved again under a budget neither larger nor smaller: the record that decided it counts (undecided both times, the longer search)\n", plural(m.other[rules], rules+" deal"))
	}
	if len(m.conflicts) > 0 {
		return fmt.Errorf("%s (a solver bug: report it with the deals): %s", plural(len(m.conflicts), "deal with two verdicts"), firstFive(m.conflicts))
	}
	if len(m.dups) > 0 {
		return fmt.Errorf("%s with the same budget (overlapping shards?): %s", plural(len(m.dups), "duplicate"), firstFive(m.dups))
	}
	first := true
	sep := func() {
		if !first {
			fmt.Fprintln(stdout)
		}
		first = false
	}
	for _, rules := range sortedKeys(m.solves) {
		recs := m.solves[rules]
		if b := budgets(recs); len(b) > 1 && m.resolved[rules] == 0 && m.other[rules] == 0 {
			fmt.Fprintf(stderr, "canfield: warning: the %s deals were solved under different budgets (%s)\n", rules, JoinAnd(b))
		}
		sep()
		summarizeSolve(rules, recs).Write(stdout)
	}
	for _, k := range sortedKeys(m.games) {
		games := m.games[k]
		sep()
		writeSim(stdout, Summarize(games[0].Player, games[0].Rules, games))
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
