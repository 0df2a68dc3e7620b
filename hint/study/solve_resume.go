package study

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"canfield/hint/solver"
	"canfield/notation"
)

// NewSolveRecord makes the record of a solved deal.
func NewSolveRecord(rules string, opts solver.Options, o SolveOutcome) SolveRecord {
	res := o.Res
	rec := SolveRecord{
		Rules:     rules,
		Deal:      o.Job.Index,
		Seed:      o.Job.Seed,
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
	if _, err := notation.ParseRules(rec.Rules); err != nil {
		return rec, fmt.Errorf("rules %q: %v", clipText(rec.Rules), err)
	}
	return rec, nil
}

// ResumeSolveOut opens the --out file and, with resume, takes the deals it
// already holds out of jobs: it returns the file, their records and the
// jobs left. What it drops or keeps is said on stderr.
func ResumeSolveOut(stderr io.Writer, file string, resume bool, rules string, opts solver.Options, jobs []SolveJob) (*OutFile, []SolveRecord, []SolveJob, error) {
	total := len(jobs)
	out, lines, dropped, err := OpenOut(file, resume)
	if err != nil {
		return nil, nil, nil, err
	}
	if dropped {
		fmt.Fprintf(stderr, "canfield: %s: dropped a last line cut short (the run was stopped while writing it); that deal is solved again\n", file)
	}
	records, jobs, err := resumeSolve(file, rules, opts, lines, jobs)
	if err != nil {
		out.Close()
		return nil, nil, nil, err
	}
	if len(records) > 0 {
		fmt.Fprintf(stderr, "canfield: %s already holds %d of the %d deals; solving the other %d\n", file, len(records), total, len(jobs))
	}
	return out, records, jobs, nil
}

// resumeSolve matches the records an --out file already holds against this
// run's jobs: it returns the records (in job order) and the jobs still to
// solve. A record of other rules or budgets, or of a deal not in this run,
// is an error: the file belongs to another run.
func resumeSolve(file, rules string, opts solver.Options, lines []OutLine, jobs []SolveJob) ([]SolveRecord, []SolveJob, error) {
	if len(lines) == 0 {
		return nil, jobs, nil
	}
	at := map[int]int{} // deal number -> place in jobs
	for i, j := range jobs {
		at[j.Index] = i
	}
	have := make([]*SolveRecord, len(jobs))
	for _, l := range lines {
		rec, err := ParseSolveRecord(l.Text)
		if err != nil {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: not a line of canfield solve: %v", file, l.Num, err)}
		}
		if rec.Rules != rules {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: a deal solved under %s; this run is %s", file, l.Num, rec.Rules, rules)}
		}
		if rec.TimeoutMs != opts.Timeout.Milliseconds() || rec.MaxNodes != opts.MaxNodes || rec.Clock != clockName(opts) || rec.Threads != threadsOf(opts) {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: a deal solved with %s; this run has %s",
				file, l.Num, Budgets([]SolveRecord{rec})[0], Budgets([]SolveRecord{{TimeoutMs: opts.Timeout.Milliseconds(), MaxNodes: opts.MaxNodes, Clock: clockName(opts), Threads: threadsOf(opts)}})[0])}
		}
		i, ok := at[rec.Deal]
		if !ok {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: deal %d is not in this run", file, l.Num, rec.Deal)}
		}
		j := jobs[i]
		if (j.Seed == nil) != (rec.Seed == nil) || j.Seed != nil && *j.Seed != *rec.Seed || notation.FormatDeal(j.Deal) != rec.Cards {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: deal %d is not the deal %d of this run: %s", file, l.Num, rec.Deal, rec.Deal, whichDeal(rec.Seed, j.Seed))}
		}
		if have[i] != nil {
			return nil, nil, &InputError{fmt.Errorf("%s:%d: deal %d is in the file twice", file, l.Num, rec.Deal)}
		}
		have[i] = &rec
	}
	var old []SolveRecord
	var todo []SolveJob
	for i, j := range jobs {
		if have[i] != nil {
			old = append(old, *have[i])
		} else {
			todo = append(todo, j)
		}
	}
	return old, todo, nil
}

// whichDeal says how a deal of a resumed --out file differs from the one
// the run has in its place: another seed (the run began with another
// --seed), or other cards.
func whichDeal(file, run *uint64) string {
	name := func(seed *uint64) string {
		if seed == nil {
			return "a deal line"
		}
		return fmt.Sprintf("seed %d", *seed)
	}
	if file != nil && run != nil && *file != *run {
		return fmt.Sprintf("the file's is %s, this run's %s (give the --seed the run began with)", name(file), name(run))
	}
	if (file == nil) != (run == nil) {
		return fmt.Sprintf("the file's is %s, this run's %s", name(file), name(run))
	}
	return "the cards differ (the run began with other deal lines)"
}
