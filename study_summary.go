package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"canfield/hint"
)

// solveRecord is one deal's line of `solve --json` and `solve --out`. It
// holds everything a merge of several runs needs (canfield summary): the
// rules, the deal (its seed when seeded, always its cards), the verdict, the
// time and nodes spent, and the budgets it ran under.
type solveRecord struct {
	Rules string `json:"rules"`
	// Deal is the deal's number in its run's input (1-based).
	Deal int     `json:"deal"`
	Seed *uint64 `json:"seed,omitempty"`
	// Result is "won", "lost" or "unknown"; Stop says which budget ended an
	// unknown solve ("nodes", "time", "depth", "cancelled", "error").
	Result    string  `json:"result"`
	Stop      string  `json:"stop,omitempty"`
	Ms        float64 `json:"ms"`
	Nodes     int64   `json:"nodes"`
	TimeoutMs int64   `json:"timeout_ms"`
	MaxNodes  int64   `json:"max_nodes"`
	// Clock is "cpu" when TimeoutMs and Ms count the solving thread's CPU
	// time (solve --clock cpu); absent for the wall clock.
	Clock string `json:"clock,omitempty"`
	// Threads is 2 when the deal's full search ran on two threads (solve
	// --threads), each with the time budget on its own clock; absent for
	// one.
	Threads int `json:"threads,omitempty"`
	// Cards is the deal line, so any deal can be solved again from its
	// record alone (for example the unknown ones, with a larger budget).
	Cards    string `json:"cards"`
	Solution string `json:"solution"`
}

// key names the deal of a record across runs: its rules and cards (a
// seeded deal and the same deal read from its deal line are one deal).
func (r solveRecord) key() string { return r.Rules + " " + r.Cards }

// name is how a message names the record's deal.
func (r solveRecord) name() string {
	if r.Seed != nil {
		return fmt.Sprintf("%s seed %d", r.Rules, *r.Seed)
	}
	return fmt.Sprintf("%s deal %s", r.Rules, r.Cards)
}

// compareBudgets returns -1 when b's budgets are larger than a's (at least
// as large in time and nodes, larger in one; 0 is no limit), 1 when a's are
// larger than b's, and 0 when they are the same or neither is larger.
func compareBudgets(a, b solveRecord) int {
	// cmp compares two limits, 0 being none.
	cmp := func(x, y int64) int {
		switch {
		case x == y:
			return 0
		case x == 0 || y != 0 && x > y:
			return 1
		}
		return -1
	}
	t, n := cmp(a.TimeoutMs, b.TimeoutMs), cmp(a.MaxNodes, b.MaxNodes)
	switch {
	case t == n:
		return t
	case t == 0:
		return n
	case n == 0:
		return t
	}
	return 0
}

// solveStats sums up the solve records of one set of rules.
type solveStats struct {
	rules              string
	won, lost, unknown int
	ms                 []float64 // sorted
	decidedMs          []float64 // the times of the won and lost deals, sorted
	cpu                int       // records whose times are CPU time (solve --clock cpu)
}

// decidedWithin are the times the summary counts decided deals within (the
// solver's goals are stated at 1 s and 10 s).
var decidedWithin = []struct {
	ms   float64
	name string
}{{1, "1 ms"}, {10, "10 ms"}, {100, "100 ms"}, {1000, "1 s"}, {10000, "10 s"}}

// summarizeSolve sums up records of one set of rules: the one function
// behind both a live solve's summary and canfield summary, so the two
// cannot drift. The result does not depend on the order of records.
func summarizeSolve(rules string, recs []solveRecord) solveStats {
	s := solveStats{rules: rules, ms: make([]float64, 0, len(recs))}
	for _, r := range recs {
		switch r.Result {
		case "won":
			s.won++
		case "lost":
			s.lost++
		default:
			s.unknown++
		}
		s.ms = append(s.ms, r.Ms)
		if r.Clock == "cpu" {
			s.cpu++
		}
		if r.Result == "won" || r.Result == "lost" {
			s.decidedMs = append(s.decidedMs, r.Ms)
		}
	}
	slices.Sort(s.ms)
	slices.Sort(s.decidedMs)
	return s
}

// write prints the summary: counts, the winnable rate with its 95 % Wilson
// interval (unknowns counted as lost for the low end and as won for the
// high end), and the time distribution and sum (what a study's shards cost).
func (s solveStats) write(w io.Writer) {
	n := len(s.ms)
	fmt.Fprintf(w, "rules %s, %s: %d won, %d lost, %d unknown\n", s.rules, plural(n, "deal"), s.won, s.lost, s.unknown)
	if n == 0 {
		return
	}
	lo, _ := wilson(s.won, n)
	_, hi := wilson(s.won+s.unknown, n)
	fmt.Fprintf(w, "winnable: %.2f %% (%.2f %% counting unknowns as won); 95 %% Wilson interval %.2f-%.2f %%\n",
		100*float64(s.won)/float64(n), 100*float64(s.won+s.unknown)/float64(n), 100*lo, 100*hi)
	total := 0.0
	for _, ms := range s.ms { // sorted, so the sum does not depend on the order read
		total += ms
	}
	what := "time per deal"
	switch s.cpu {
	case 0:
	case n:
		what = "CPU time per deal"
	default:
		what = fmt.Sprintf("time per deal (CPU time for %d, wall time for %d)", s.cpu, n-s.cpu)
	}
	fmt.Fprintf(w, "%s: median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms; %.1f s in all\n", what,
		percentile(s.ms, 0.5), percentile(s.ms, 0.9), percentile(s.ms, 0.99), s.ms[n-1], total/1000)
	fmt.Fprint(w, "decided within")
	for i, d := range decidedWithin {
		k, _ := slices.BinarySearch(s.decidedMs, math.Nextafter(d.ms, math.Inf(1)))
		sep := ","
		if i == len(decidedWithin)-1 {
			sep = " of the deals\n"
		}
		fmt.Fprintf(w, " %s %.2f %%%s", d.name, 100*float64(k)/float64(n), sep)
	}
}

// peekWords names the places of a peek in words.
func peekWords(places string) string {
	switch places {
	case "all":
		return "the reserve and the stock"
	case "reserve", "stock":
		return "the " + places
	}
	return places
}

// printSim prints a simulation's summary (hint.Summarize computes it, for a
// live run and for canfield summary alike).
func printSim(w io.Writer, res hint.SimResult) {
	if res.Last-res.Seed+1 == uint64(res.Played) {
		fmt.Fprintf(w, "player %s, rules %s, %s from seed %d\n", res.Player, res.Rules, plural(res.Played, "game"), res.Seed)
	} else {
		fmt.Fprintf(w, "player %s, rules %s, %d games with seeds from %d to %d\n", res.Player, res.Rules, res.Played, res.Seed, res.Last)
	}
	if res.Peek != "" {
		fmt.Fprintf(w, "peek %s: the hint player saw the true cards of %s in every sample (a diagnostic of its search, not a player)\n", res.Peek, peekWords(res.Peek))
	}
	fmt.Fprintf(w, "won %d of %d: %.1f %% (95 %% Wilson interval %.1f-%.1f %%)\n", res.Wins, res.Played, 100*res.Rate, 100*res.Lo, 100*res.Hi)
	fmt.Fprintf(w, "mean cards on the foundations %.2f, mean casino score %+.2f dollars\n", res.MeanFoundation, res.MeanScore)
	fmt.Fprintf(w, "%d moves; time to choose a move: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", res.Moves, res.P50, res.P95, res.Max)
	ends := make([]string, 0, len(res.Ends))
	for e := range res.Ends {
		ends = append(ends, string(e))
	}
	sort.Strings(ends)
	fmt.Fprint(w, "ends:")
	for _, e := range ends {
		fmt.Fprintf(w, " %s %d", e, res.Ends[hint.End(e)])
	}
	fmt.Fprintln(w)
	if f := res.Fatal; f != nil {
		fmt.Fprintf(w, "fatal moves: %d of %d games winnable at the start, %d of them not won: fatal move found %d, undetermined %d, still winnable at the end %d (deals unwinnable %d, undecided %d)\n",
			f.Winnable, f.Judged, f.WinnableLost, f.Counts[hint.FatalFound], f.Counts[hint.FatalUndetermined],
			f.Counts[hint.FatalStillWinnable], f.Counts[hint.FatalUnwinnable], f.Counts[hint.FatalStartUnknown])
		if f.Counts[hint.FatalFound] > 0 {
			for _, q := range []struct {
				name string
				q    hint.Quartiles
			}{{"number", f.Move}, {"cards on the foundations", f.Foundation}, {"cards unseen", f.Unseen}} {
				fmt.Fprintf(w, "  fatal move %s: min %d, p25 %d, median %d, p75 %d, max %d\n", q.name, q.q.Min, q.q.P25, q.q.P50, q.q.P75, q.q.Max)
			}
		}
	}
}

// budgetsOf lists the distinct budgets of solve records, for the warning
// that a summary mixes deals solved under different budgets.
func budgetsOf(recs []solveRecord) []string {
	var out []string
	for _, r := range recs {
		b := fmt.Sprintf("--timeout %v --nodes %d", time.Duration(r.TimeoutMs)*time.Millisecond, r.MaxNodes)
		if r.Clock != "" {
			b += " --clock " + r.Clock
		}
		if r.Threads > 1 {
			b += fmt.Sprintf(" --threads %d", r.Threads)
		}
		if !slices.Contains(out, b) {
			out = append(out, b)
		}
	}
	slices.Sort(out)
	return out
}

// joinAnd joins words as "a, b and c".
func joinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
