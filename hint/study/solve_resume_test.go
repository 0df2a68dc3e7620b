package study

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
)

// resumeSolve keeps the records of the run's own deals, in job order, and
// leaves the other deals to solve; a record of other rules, budgets or
// deals, or one deal twice, is bad input naming the file's line.
func TestResumeSolve(t *testing.T) {
	r := canfield.Classic
	opts := solver.Options{MaxNodes: 1000}
	var jobs []SolveJob
	for k := range 3 {
		seed := uint64(10 + k)
		jobs = append(jobs, SolveJob{Index: k + 1, Seed: &seed, Deal: canfield.ShuffledDeal(r, seed)})
	}
	line := func(o solveOutcome, edit func(*SolveRecord)) outLine {
		rec := newSolveRecord(r.Name, opts, o)
		if edit != nil {
			edit(&rec)
		}
		b, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		return outLine{Num: 1, Text: b}
	}
	third := line(solveOutcome{Job: jobs[2], Res: solver.Result{Verdict: solver.Lost}}, nil)
	first := line(solveOutcome{Job: jobs[0], Res: solver.Result{Verdict: solver.Won}}, nil)
	old, todo, err := resumeSolve("f", r.Name, opts, []outLine{third, first}, jobs)
	if err != nil || len(old) != 2 || old[0].Deal != 1 || old[1].Deal != 3 || len(todo) != 1 || todo[0].Index != 2 {
		t.Fatalf("resumed %+v, to do %+v, %v; want deals 1 and 3 kept and deal 2 to solve", old, todo, err)
	}
	for _, tc := range []struct {
		lines []outLine
		want  string
	}{
		{[]outLine{line(solveOutcome{Job: jobs[0]}, func(s *SolveRecord) { s.Rules = "strict" })}, "a deal solved under strict; this run is classic"},
		{[]outLine{line(solveOutcome{Job: jobs[0]}, func(s *SolveRecord) { s.MaxNodes = 2000 })}, "a deal solved with --timeout 0s --nodes 2000; this run has --timeout 0s --nodes 1000"},
		{[]outLine{line(solveOutcome{Job: jobs[0]}, func(s *SolveRecord) { s.Deal = 9 })}, "deal 9 is not in this run"},
		{[]outLine{line(solveOutcome{Job: jobs[0]}, func(s *SolveRecord) { other := uint64(99); s.Seed = &other })}, "the file's is seed 99, this run's seed 10"},
		{[]outLine{first, first}, "deal 1 is in the file twice"},
		{[]outLine{{Num: 4, Text: []byte(`{"rules":"classic"}`)}}, "f:4: not a line of canfield solve"},
	} {
		_, _, err := resumeSolve("f", r.Name, opts, tc.lines, jobs)
		var bad *InputError
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &bad) {
			t.Errorf("got %v, want bad input naming %q", err, tc.want)
		}
	}
}
