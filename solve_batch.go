package main

// Batch solving: deals solved with the whole deal known, on a pool of
// workers, printed in input order (the summary is summary.go's).

import (
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
)

// solveJob is one deal to solve; index is its 1-based number in the input.
type solveJob struct {
	index int
	seed  *uint64
	deal  []canfield.Card
}

// solveOutcome is a solved job.
type solveOutcome struct {
	job solveJob
	res solver.Result
	err error
}

// solveAll solves the jobs on workers goroutines, printing each result in
// input order as soon as it and all before it are done. It returns the
// outcomes in input order (fewer when the context was cancelled).
// With out set, the lines go to it as JSON instead of to stdout (a solve
// stopped by the context is left out: --resume solves it again).
func (c *SolveCmd) solveAll(env *Env, r canfield.Rules, opts solver.Options, jobs []solveJob, workers int, out *outFile) []solveOutcome {
	next := make(chan int)
	done := make(chan int, workers)
	results := make([]solveOutcome, len(jobs))
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := solver.New(opts)
			for i := range next {
				j := jobs[i]
				o := solveOutcome{job: j}
				st, err := canfield.NewState(r, j.deal)
				if err == nil {
					o.res, o.err = s.Solve(env.Ctx, st)
				} else {
					o.err = err
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
			case <-env.Ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(done) }()

	progress := newProgress(env.Stderr, len(jobs))
	finished := make([]bool, len(jobs))
	printed := 0
	won := 0
	for i := range done {
		finished[i] = true
		if results[i].res.Verdict == solver.Won {
			won++
		}
		for printed < len(jobs) && finished[printed] {
			progress.clear()
			rec := newSolveRecord(r.Name, opts, results[printed])
			if out != nil {
				if rec.Stop != "cancelled" {
					out.write(rec)
				}
			} else {
				c.printOutcome(env.Stdout, results[printed], rec)
			}
			printed++
		}
		progress.show(printed, won)
	}
	progress.clear()
	return results[:printed]
}

// printOutcome writes one deal's line.
func (c *SolveCmd) printOutcome(w io.Writer, o solveOutcome, rec solveRecord) {
	if c.JSON {
		b, _ := json.Marshal(rec)
		fmt.Fprintf(w, "%s\n", b)
		return
	}
	res := o.res
	label := fmt.Sprintf("deal %d", o.job.index)
	if o.job.seed != nil {
		label += fmt.Sprintf(" (seed %d)", *o.job.seed)
	}
	switch res.Verdict {
	case solver.Won:
		fmt.Fprintf(w, "%s: won in %d moves (%.2f ms, %d nodes): %s\n", label, len(res.Solution), rec.Ms, res.Nodes, rec.Solution)
	case solver.Lost:
		fmt.Fprintf(w, "%s: lost (%.2f ms, %d nodes)\n", label, rec.Ms, res.Nodes)
	default:
		why := res.Stop
		if o.err != nil {
			why = "solver error"
		}
		fmt.Fprintf(w, "%s: unknown, %s budget spent (%.2f ms, %d nodes)\n", label, why, rec.Ms, res.Nodes)
	}
}
