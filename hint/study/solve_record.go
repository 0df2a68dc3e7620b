package study

// The record of a solved deal: one JSON line of solve --json and --out.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"canfield/hint/solver"
	"canfield/notation"
)

// SolveRecord is one deal's line of `solve --json` and `solve --out`. It
// holds everything a merge of several runs needs (canfield summary): the
// rules, the deal (its seed when seeded, always its cards), the verdict, the
// time and nodes spent, and the budgets it ran under.
type SolveRecord struct {
	Rules string `json:"rules"`
	// Deal is the deal's number in its run's input (1-based).
	Deal int     `json:"deal"`
	Seed *uint64 `json:"seed,omitempty"`
	// PySolFC is PySolFC's game number of a deal dealt from one.
	PySolFC string `json:"pysolfc,omitempty"`
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
func (r SolveRecord) key() string { return r.Rules + " " + r.Cards }

// name is how a message names the record's deal.
func (r SolveRecord) name() string {
	if r.Seed != nil {
		return fmt.Sprintf("%s seed %d", r.Rules, *r.Seed)
	}
	if r.PySolFC != "" {
		return fmt.Sprintf("%s PySolFC %s", r.Rules, r.PySolFC)
	}
	return fmt.Sprintf("%s deal %s", r.Rules, r.Cards)
}

// newSolveRecord makes the record of a solved deal.
func newSolveRecord(rules string, opts solver.Options, o solveOutcome) SolveRecord {
	res := o.Res
	rec := SolveRecord{
		Rules:     rules,
		Deal:      o.Job.Index,
		Seed:      o.Job.Seed,
		PySolFC:   o.Job.PySolFC,
		Result:    res.Verdict.String(),
		Ms:        float64(res.Elapsed.Microseconds()) / 1000,
		Nodes:     res.Nodes,
		TimeoutMs: opts.Timeout.Milliseconds(),
		MaxNodes:  opts.MaxNodes,
		Clock:     clockName(opts),
		Threads:   threadsOf(opts),
		Cards:     notation.FormatDeal(o.Job.Deal),
		Solution:  notation.FormatMoves(res.Solution),
	}
	if res.Verdict == solver.Unknown {
		rec.Stop = res.Stop
		if o.Err != nil {
			rec.Stop = "error"
		}
	}
	return rec
}

// clockName is a record's Clock for a solve's options: "cpu", or "" for the
// wall clock (the records of runs before the choice existed).
func clockName(opts solver.Options) string {
	if opts.CPUClock {
		return "cpu"
	}
	return ""
}

// threadsOf is a record's Threads for a solve's options: 2 for a search on
// two threads, 0 (absent) for one.
func threadsOf(opts solver.Options) int {
	if opts.Threads > 1 && opts.MaxNodes == 0 {
		return opts.Threads
	}
	return 0
}

// ParseSolveRecord decodes one line of solve's JSON output, strictly.
func ParseSolveRecord(text []byte) (SolveRecord, error) {
	var rec SolveRecord
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return rec, err
	}
	switch {
	case rec.Rules == "":
		return rec, fmt.Errorf("no rules (a line of an older canfield solve?)")
	case rec.Result != "won" && rec.Result != "lost" && rec.Result != "unknown":
		return rec, fmt.Errorf("result %q is none of won, lost, unknown", rec.Result)
	case rec.Deal < 1:
		return rec, fmt.Errorf("deal number %d", rec.Deal)
	case rec.Clock != "" && rec.Clock != "cpu":
		return rec, fmt.Errorf("clock %q is not cpu (the wall clock has none)", rec.Clock)
	case rec.Threads != 0 && rec.Threads != 2:
		return rec, fmt.Errorf("threads %d is not 2 (one thread has none)", rec.Threads)
	case rec.Ms < 0 || rec.Nodes < 0 || rec.TimeoutMs < 0 || rec.MaxNodes < 0:
		return rec, fmt.Errorf("ms %v, nodes %d, timeout_ms %d or max_nodes %d below 0", rec.Ms, rec.Nodes, rec.TimeoutMs, rec.MaxNodes)
	}
	if err := checkRulesName(rec.Rules); err != nil {
		return rec, err
	}
	return rec, nil
}

// compareBudgets returns -1 when b's budgets are larger than a's (at least
// as large in time and nodes, larger in one; 0 is no limit), 1 when a's are
// larger than b's, and 0 when they are the same or neither is larger.
func compareBudgets(a, b SolveRecord) int {
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

// budgets lists the distinct budgets of solve records, for the warning
// that a summary mixes deals solved under different budgets.
func budgets(recs []SolveRecord) []string {
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
