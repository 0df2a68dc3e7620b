package study

// Batch solving: deals solved with the whole deal known, on a pool of
// workers, each printed (or recorded) in input order.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
)

// SolveJob is one deal to solve.
type SolveJob struct {
	// Index is the deal's 1-based number in the run's input.
	Index int
	// Seed is the seed the deal was shuffled with, nil for a deal line.
	Seed *uint64
	// PySolFC is PySolFC's game number the deal was dealt from (solve
	// --pysol), "" otherwise.
	PySolFC string
	// Deal is the deal's cards, in the order a deal line lists them.
	Deal []canfield.Card
}

// solveOutcome is a solved job: the solver's result, or the error that
// stopped it.
type solveOutcome struct {
	Job SolveJob
	Res solver.Result
	Err error
}

// batchOptions says how to solve a batch of deals.
type batchOptions struct {
	Solver  solver.Options // the budget of each deal
	Workers int            // deals solved at once, at least 1
	JSON    bool           // one JSON object a deal instead of a line of text
	// Out, when set, takes each deal's JSON record instead of stdout (a
	// solve stopped by the context is left out: --resume solves it again).
	Out *outFile
	// Progress, when set, is the terminal a progress line is drawn on.
	Progress io.Writer
}

// solveAll solves the jobs on o.Workers goroutines, printing each result
// to w in input order as soon as it and all before it are done. It returns
// the outcomes in input order (fewer when ctx was cancelled).
func solveAll(ctx context.Context, w io.Writer, r canfield.Rules, jobs []SolveJob, o batchOptions) []solveOutcome {
	workers := o.Workers
	next := make(chan int)
	done := make(chan int, workers)
	results := make([]solveOutcome, len(jobs))
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := solver.New(o.Solver)
			for i := range next {
				j := jobs[i]
				o := solveOutcome{Job: j}
				st, err := canfield.NewState(r, j.Deal)
				if err == nil {
					o.Res, o.Err = s.Solve(ctx, st)
				} else {
					o.Err = err
				}
				results[i] = o
				done <- i
			}
		}()
	}
	go func() {
		defer close(next)
		for i := range jobs {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()

	progress := newProgress(o.Progress, len(jobs))
	finished := make([]bool, len(jobs))
	printed := 0
	won := 0
	for i := range done {
		finished[i] = true
		if results[i].Res.Verdict == solver.Won {
			won++
		}
		for printed < len(jobs) && finished[printed] {
			progress.clear()
			rec := newSolveRecord(r.Name, o.Solver, results[printed])
			if o.Out != nil {
				if rec.Stop != "cancelled" {
					o.Out.Write(rec)
				}
			} else {
				printOutcome(w, results[printed], rec, o.JSON)
			}
			// Written: the moves are not needed any more, and a long
			// run must not hold every deal's solution.
			results[printed].Res.Solution = nil
			printed++
		}
		progress.show(printed, won)
	}
	progress.clear()
	return results[:printed]
}

// printOutcome writes one deal's line, or its JSON record.
func printOutcome(w io.Writer, o solveOutcome, rec SolveRecord, asJSON bool) {
	if asJSON {
		b, _ := json.Marshal(rec)
		fmt.Fprintf(w, "%s\n", b)
		return
	}
	res := o.Res
	label := fmt.Sprintf("deal %d", o.Job.Index)
	if o.Job.Seed != nil {
		label += fmt.Sprintf(" (seed %d)", *o.Job.Seed)
	}
	if o.Job.PySolFC != "" {
		label += fmt.Sprintf(" (PySolFC %s)", o.Job.PySolFC)
	}
	switch res.Verdict {
	case solver.Won:
		fmt.Fprintf(w, "%s: won in %d moves (%.2f ms, %d nodes): %s\n", label, len(res.Solution), rec.Ms, res.Nodes, rec.Solution)
	case solver.Lost:
		fmt.Fprintf(w, "%s: lost (%.2f ms, %d nodes)\n", label, rec.Ms, res.Nodes)
	default:
		why := res.Stop
		if o.Err != nil {
			why = "solver error"
		}
		fmt.Fprintf(w, "%s: unknown, %s budget spent (%.2f ms, %d nodes)\n", label, why, rec.Ms, res.Nodes)
	}
}
