package main

// Batch solving: deals solved with the whole deal known, on a pool of
// workers, printed in input order, and summed up.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
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

// readDealJobs reads deal lines from files, or stdin when there are none.
// A bad line is reported
// with its file and line number and skipped; it keeps its deal number, so
// deal k is always the k-th deal line of the input. It returns the good
// deals and the number of bad lines.
func readDealJobs(env *Env, files []string, r canfield.Rules) ([]solveJob, int, error) {
	var jobs []solveJob
	index, skipped := 0, 0
	read := func(name string, in io.Reader) error {
		br := bufio.NewReader(in)
		if isGameRecord(br) {
			arg := name
			if name == "stdin" {
				arg = "FILE"
			}
			return &exitError{2, fmt.Errorf("%s is a game record, not deal lines; solve its deal with: canfield export %s --format deal | canfield solve", name, shellQuote(arg))}
		}
		sc := notation.NewDealScanner(br, r)
		for sc.Scan() {
			index++
			deal, err := sc.Deal()
			if err != nil {
				detail := err.Error()
				if de, ok := err.(*notation.DealError); ok {
					detail = de.Detail()
				}
				fmt.Fprintf(env.Stderr, "canfield: %s:%d: skipped: %s\n", name, sc.Line(), detail)
				skipped++
				continue
			}
			jobs = append(jobs, solveJob{index: index, deal: deal})
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return nil
	}
	if len(files) == 0 {
		err := read("stdin", env.Stdin)
		return jobs, skipped, err
	}
	for _, name := range files {
		f, err := openInput(name)
		if err != nil {
			return nil, 0, err
		}
		err = read(name, f)
		f.Close()
		if err != nil {
			return nil, 0, err
		}
	}
	return jobs, skipped, nil
}

// isGameRecord says whether the text br starts with is a game record (a
// tag or a setup line before any deal line), looking ahead without reading.
func isGameRecord(br *bufio.Reader) bool {
	head, _ := br.Peek(64 << 10)
	for line := range strings.Lines(string(head)) {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "["), strings.HasPrefix(line, "Reserve:"):
			return true
		}
		return false
	}
	return false
}

// batchOptions says how to solve a batch of deals.
type batchOptions struct {
	Solver  solver.Options // the budget of each deal
	Workers int            // deals solved at once, at least 1
	JSON    bool           // one JSON object a deal instead of a line of text
	// Out, when set, takes each deal's JSON record instead of stdout (a
	// solve stopped by the context is left out: --resume solves it again).
	Out *outFile
}

// solveAll solves the jobs on o.Workers goroutines, printing each result
// in input order as soon as it and all before it are done. It returns the
// outcomes in input order (fewer when the context was cancelled).
func solveAll(env *Env, r canfield.Rules, jobs []solveJob, o batchOptions) []solveOutcome {
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
			rec := newSolveRecord(r.Name, o.Solver, results[printed])
			if o.Out != nil {
				if rec.Stop != "cancelled" {
					o.Out.write(rec)
				}
			} else {
				printOutcome(env.Stdout, results[printed], rec, o.JSON)
			}
			printed++
		}
		progress.show(printed, won)
	}
	progress.clear()
	return results[:printed]
}

// printOutcome writes one deal's line, or its JSON record.
func printOutcome(w io.Writer, o solveOutcome, rec solveRecord, asJSON bool) {
	if asJSON {
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
