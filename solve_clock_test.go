package main

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"canfield/hint/solver"
)

// TestSolveCPUClock: solve --clock cpu writes "clock":"cpu" in every
// record and says its times are CPU time; a run under a node budget finds
// the same verdicts and nodes under either clock; a resume under the other
// clock is refused, naming both budgets; summary labels the times.
func TestSolveCPUClock(t *testing.T) {
	if !solver.CPUClockSupported() {
		code, _, errOut := runCanfield(t, "", "solve", "--clock", "cpu", "--seed", "1")
		if code != 2 || !strings.Contains(errOut, "Linux only") {
			t.Fatalf("--clock cpu where unsupported: exit %d, %q", code, errOut)
		}
		return
	}
	dir := t.TempDir()
	cpu, wall := filepath.Join(dir, "cpu.jsonl"), filepath.Join(dir, "wall.jsonl")
	run := []string{"solve", "--rules", "classic", "--seed", "1", "--count", "12", "--nodes", "20000", "--timeout", "1h"}
	code, _, errOut := runCanfield(t, "", append(run, "--clock", "cpu", "--out", cpu)...)
	if code != 0 || !strings.Contains(errOut, "\nCPU time per deal: median ") {
		t.Fatalf("--clock cpu: exit %d, %q; want a summary of CPU times", code, errOut)
	}
	runCanfield(t, "", append(run, "--out", wall)...)
	cpuRecs, wallRecs := readSolveOut(t, cpu), readSolveOut(t, wall)
	for _, r := range cpuRecs {
		if r.Clock != "cpu" {
			t.Fatalf("deal %d: clock %q, want cpu", r.Deal, r.Clock)
		}
	}
	for _, r := range wallRecs {
		if r.Clock != "" {
			t.Fatalf("deal %d of a wall-clock run: clock %q", r.Deal, r.Clock)
		}
	}
	if !slices.Equal(verdicts(cpuRecs), verdicts(wallRecs)) {
		t.Errorf("the same node budget under two clocks:\n%v\n%v", verdicts(cpuRecs), verdicts(wallRecs))
	}
	code, _, errOut = runCanfield(t, "", append(run, "--out", cpu, "--resume")...)
	if code != 2 || !strings.Contains(errOut, "a deal solved with --timeout 1h0m0s --nodes 20000 --clock cpu; this run has --timeout 1h0m0s --nodes 20000") {
		t.Errorf("resume under the wall clock of a CPU-clock run: exit %d, %q", code, errOut)
	}
	code, out, _ := runCanfield(t, "", "summary", cpu)
	if code != 0 || !strings.Contains(out, "\nCPU time per deal: ") {
		t.Errorf("summary of a CPU-clock run: exit %d, %q", code, out)
	}
	code, out, errOut = runCanfield(t, "", "summary", cpu, wall)
	if code != 0 || !strings.Contains(out, "rules classic, 12 deals: ") || !strings.Contains(errOut, "12 classic deals solved again under a budget neither larger nor smaller") {
		t.Errorf("summary of the same deals under two clocks: exit %d, %q, %q", code, out, errOut)
	}
}
