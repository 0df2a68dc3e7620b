package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"canfield/hint/study"
)

// TestSolveThreads: --threads 2 writes "threads":2 in every record and
// finds the verdicts of one thread; a node budget keeps one thread (no
// field); a single deal takes two threads by itself where the machine has
// two CPUs; a resume with another thread count is refused, naming both;
// summary merges the two runs as the same deals under budgets neither
// larger nor smaller; --threads 3 is refused.
func TestSolveThreads(t *testing.T) {
	dir := t.TempDir()
	two, one := filepath.Join(dir, "two.jsonl"), filepath.Join(dir, "one.jsonl")
	run := []string{"solve", "--rules", "wolter", "--seed", "1", "--count", "8", "--timeout", "1m", "--workers", "1"}
	if code, _, errOut := runCanfield(t, "", append(run, "--threads", "2", "--out", two)...); code != 0 {
		t.Fatalf("--threads 2: exit %d, %q", code, errOut)
	}
	if code, _, errOut := runCanfield(t, "", append(run, "--threads", "1", "--out", one)...); code != 0 {
		t.Fatalf("--threads 1: exit %d, %q", code, errOut)
	}
	twoRecs, oneRecs := readSolveOut(t, two), readSolveOut(t, one)
	for _, r := range twoRecs {
		if r.Threads != 2 {
			t.Fatalf("deal %d of a --threads 2 run: threads %d", r.Deal, r.Threads)
		}
	}
	for _, r := range oneRecs {
		if r.Threads != 0 {
			t.Fatalf("deal %d of a --threads 1 run: threads %d", r.Deal, r.Threads)
		}
	}
	results := func(recs []study.SolveRecord) []string {
		var out []string
		for _, r := range recs {
			out = append(out, r.Cards+" "+r.Result)
		}
		slices.Sort(out)
		return out
	}
	if a, b := results(oneRecs), results(twoRecs); !slices.Equal(a, b) {
		t.Errorf("one and two threads:\n%v\n%v", a, b)
	}
	code, _, errOut := runCanfield(t, "", append(run, "--threads", "1", "--out", two, "--resume")...)
	if code != 2 || !strings.Contains(errOut, "a deal solved with --timeout 1m0s --nodes 0 --threads 2; this run has --timeout 1m0s --nodes 0") {
		t.Errorf("resume of a two-thread run on one: exit %d, %q", code, errOut)
	}
	code, out, errOut := runCanfield(t, "", "summary", two, one)
	if code != 0 || !strings.Contains(out, "rules wolter, 8 deals: ") || !strings.Contains(errOut, "8 wolter deals solved again under a budget neither larger nor smaller") {
		t.Errorf("summary of one- and two-thread runs: exit %d, %q, %q", code, out, errOut)
	}

	nodes := filepath.Join(dir, "nodes.jsonl")
	runCanfield(t, "", "solve", "--rules", "wolter", "--seed", "1", "--nodes", "5000", "--threads", "2", "--out", nodes)
	if recs := readSolveOut(t, nodes); len(recs) != 1 || recs[0].Threads != 0 {
		t.Errorf("a node budget with --threads 2: %+v, want one record without threads", recs)
	}
	code, _, errOut = runCanfield(t, "", "solve", "--seed", "1", "--threads", "3")
	if code != 2 || !strings.Contains(errOut, "--threads 3: 1 or 2") {
		t.Errorf("--threads 3: exit %d, %q", code, errOut)
	}
}
