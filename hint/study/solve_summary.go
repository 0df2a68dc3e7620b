package study

// The summary of solved deals: counts, the winnable rate and the times.

import (
	"fmt"
	"io"
	"math"
	"slices"

	"canfield/hint"
)

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
func summarizeSolve(rules string, recs []SolveRecord) solveStats {
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

// Write prints the summary: counts, the winnable rate with its 95 % Wilson
// interval (unknowns counted as lost for the low end and as won for the
// high end), and the time distribution and sum (what a study's shards cost).
func (s solveStats) Write(w io.Writer) {
	n := len(s.ms)
	fmt.Fprintf(w, "rules %s, %s: %d won, %d lost, %d unknown\n", s.rules, plural(n, "deal"), s.won, s.lost, s.unknown)
	if n == 0 {
		return
	}
	lo, _ := hint.Wilson(float64(s.won), float64(n))
	_, hi := hint.Wilson(float64(s.won+s.unknown), float64(n))
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
