package study

// Resuming a solve run from the records its --out file holds.

import (
	"fmt"
	"io"

	"canfield/hint/solver"
	"canfield/notation"
)

// resumeSolveOut opens the --out file and, with resume, takes the deals it
// already holds out of jobs: it returns the file, their records and the
// jobs left. What it drops or keeps is said on stderr.
func resumeSolveOut(stderr io.Writer, file string, resume bool, rules string, opts solver.Options, jobs []SolveJob) (*outFile, []SolveRecord, []SolveJob, error) {
	total := len(jobs)
	out, lines, dropped, err := openOut(file, resume)
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
func resumeSolve(file, rules string, opts solver.Options, lines []outLine, jobs []SolveJob) ([]SolveRecord, []SolveJob, error) {
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
				file, l.Num, budgets([]SolveRecord{rec})[0], budgets([]SolveRecord{{TimeoutMs: opts.Timeout.Milliseconds(), MaxNodes: opts.MaxNodes, Clock: clockName(opts), Threads: threadsOf(opts)}})[0])}
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
