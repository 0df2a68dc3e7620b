package study

// A solve run: a batch of deals solved, written, and summed up, the deals
// an --out file already holds included.

import (
	"context"
	"fmt"
	"io"
	"runtime"

	"canfield/canfield"
	"canfield/hint/solver"
)

// SolveRun says how to solve a batch of deals.
type SolveRun struct {
	// Rules are the rules the deals are solved under.
	Rules canfield.Rules
	// Solver is the budget of each deal. Its Threads is the number asked
	// for, 0 letting solveThreads choose.
	Solver solver.Options
	// Workers is the number of deals solved at once (0: one per CPU).
	Workers int
	// JSON prints one JSON object a deal instead of a line of text.
	JSON bool
	// Out, when set, is the file each deal's record is appended to instead
	// of stdout; with Resume, the deals it already holds are not solved
	// again but count as solved now.
	Out    string
	Resume bool
	// Progress, when set, is the terminal a progress line is drawn on.
	Progress io.Writer
}

// Run solves the jobs, printing each deal's line (or record) to stdout in
// input order, and the summary of every deal to stderr. It returns the
// records of the deals solved (those of the --out file included, not those
// cut short by ctx) and the number of solves that failed (each said on
// stderr): a solution that failed its replay, a solver bug.
func (run SolveRun) Run(ctx context.Context, stdout, stderr io.Writer, jobs []SolveJob) (records []SolveRecord, failed int, err error) {
	workers := run.Workers
	if workers == 0 {
		workers = runtime.NumCPU()
	}
	opts := run.Solver
	opts.Threads = solveThreads(opts.Threads, min(workers, max(len(jobs), 1)), runtime.NumCPU(), opts.MaxNodes)
	var out *outFile
	if run.Out != "" { // records: the deals of the file, then those solved now
		if out, records, jobs, err = resumeSolveOut(stderr, run.Out, run.Resume, run.Rules.Name, opts, jobs); err != nil {
			return nil, 0, err
		}
	}
	batch := batchOptions{Solver: opts, Workers: min(workers, max(len(jobs), 1)), JSON: run.JSON, Out: out, Progress: run.Progress}
	for _, o := range solveAll(ctx, stdout, run.Rules, jobs, batch) {
		if o.Err != nil {
			failed++
			fmt.Fprintf(stderr, "canfield: deal %d: %v\n", o.Job.Index, o.Err)
		}
		if o.Res.Stop != "cancelled" {
			records = append(records, newSolveRecord(run.Rules.Name, opts, o))
		}
	}
	if out != nil {
		if err := out.Close(); err != nil {
			return records, failed, err
		}
	}
	summarizeSolve(run.Rules.Name, records).Write(stderr)
	return records, failed, nil
}

// solveThreads is the threads of each deal's search: the number asked for,
// or with 0 two when the deals solved at once (workers) leave a CPU free
// for each; one under a node budget, where the solver uses one anyway (a
// record then says what ran).
func solveThreads(asked, workers, cpus int, nodes int64) int {
	switch {
	case nodes > 0:
		return 1
	case asked > 0:
		return asked
	case workers*2 <= cpus:
		return 2
	}
	return 1
}
