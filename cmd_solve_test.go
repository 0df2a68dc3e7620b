package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/hint/study"
	"canfield/notation"
)

// runSolve runs "canfield solve args..." with stdin and returns the exit
// code, stdout and stderr.
func runSolve(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), append([]string{"solve"}, args...), strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestSolveJSONOrderAndSkips: blank lines and comments are skipped, a bad
// line is reported with its file:line on stderr and skipped (keeping its
// number; the other deals are solved and the exit status is 1), the JSON lines come in input order with several workers, every
// field is present, and every won solution replays.
func TestSolveJSONOrderAndSkips(t *testing.T) {
	lines := seededLines(t, "wolter", 6)
	input := "# six deals and a bad one\n\n" + strings.Join(lines[:3], "\n") + "\nnot a deal\n" + strings.Join(lines[3:], "\n") + "\n"
	dir := t.TempDir()
	file := filepath.Join(dir, "deals.txt")
	if err := os.WriteFile(file, []byte(input), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runSolve(t, "", "--rules", "wolter", "--json", "--workers", "2", "--nodes", "200000", file)
	if code != 1 || !strings.Contains(errOut, "1 bad deal line skipped") {
		t.Fatalf("exit %d, want 1 naming the skipped line: %s", code, errOut)
	}
	if !strings.Contains(errOut, file+":6:") {
		t.Errorf("bad line not reported as %s:6: %q", file, errOut)
	}
	if !strings.Contains(errOut, "6 deals:") || !strings.Contains(errOut, "Wilson") || !strings.Contains(errOut, "median") {
		t.Errorf("summary missing: %q", errOut)
	}
	r, _ := canfield.Preset("wolter")
	want := []int{1, 2, 3, 5, 6, 7} // the bad line is deal 4
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d output lines, want %d:\n%s", len(got), len(want), out)
	}
	for i, line := range got {
		o, err := study.ParseSolveRecord([]byte(line))
		if err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		var fields map[string]any
		if err := json.Unmarshal([]byte(line), &fields); err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"rules", "deal", "result", "ms", "nodes", "timeout_ms", "max_nodes", "cards", "solution"} {
			if _, ok := fields[f]; !ok {
				t.Errorf("line %d: no %q: %s", i+1, f, line)
			}
		}
		if o.Deal != want[i] || o.Rules != "wolter" || o.Seed != nil || o.Cards != lines[i] || o.MaxNodes != 200000 || o.TimeoutMs != 10000 {
			t.Fatalf("line %d: %q: want deal %d, its cards, rules and budgets", i+1, line, want[i])
		}
		if (o.Result == "won") != (o.Solution != "") || (o.Result == "unknown") != (o.Stop != "") {
			t.Fatalf("deal %d: result %s with solution %q, stop %q", o.Deal, o.Result, o.Solution, o.Stop)
		}
		if o.Result == "won" {
			deal, _ := notation.ParseDeal(r, lines[i])
			st, _ := canfield.NewState(r, deal)
			moves, err := notation.ParseMoves(o.Solution)
			if err != nil {
				t.Fatal(err)
			}
			if err := solver.Replay(st, moves); err != nil {
				t.Errorf("deal %d: printed solution does not replay: %v", o.Deal, err)
			}
		}
	}
}

// TestSolveSeedText: --seed N --count K solves seeded deals and prints one
// text line per deal, in order, naming the seed.
func TestSolveSeedText(t *testing.T) {
	code, out, errOut := runSolve(t, "", "--rules", "draw1", "--seed", "10", "--count", "3", "--workers", "3", "--nodes", "50000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if len(got) != 3 {
		t.Fatalf("want 3 lines:\n%s", out)
	}
	for i, line := range got {
		prefix := fmt.Sprintf("deal %d (seed %d): ", i+1, 10+i)
		if !strings.HasPrefix(line, prefix) {
			t.Errorf("line %d = %q, want it to start %q", i+1, line, prefix)
		}
	}
	if !strings.Contains(errOut, "3 deals:") {
		t.Errorf("summary: %q", errOut)
	}
}

// TestSolveStdinBadArgs: deal lines come from stdin without files; --seed
// with files and a bad preset are usage errors.
func TestSolveStdinBadArgs(t *testing.T) {
	lines := seededLines(t, "classic", 1)
	code, out, _ := runSolve(t, lines[0]+"\n", "--nodes", "1000")
	if code != 0 || !strings.HasPrefix(out, "deal 1: ") {
		t.Errorf("stdin: exit %d, %q", code, out)
	}
	if code, _, _ := runSolve(t, "", "--seed", "1", "x.txt"); code != 2 {
		t.Errorf("--seed with a file: exit %d, want 2", code)
	}
	if code, _, _ := runSolve(t, "", "--rules", "nosuch"); code != 2 {
		t.Errorf("bad preset: exit %d, want 2", code)
	}
	if code, _, errOut := runSolve(t, "", "--order", "sideways", "--seed", "1"); code == 0 || !strings.Contains(errOut, "order") {
		t.Errorf("bad --order: exit %d, %q", code, errOut)
	}
	if code, out, _ := runSolve(t, "", "--order", "base", "--seed", "1", "--nodes", "1000"); code != 0 || !strings.HasPrefix(out, "deal 1 (seed 1): ") {
		t.Errorf("--order base: exit %d, %q", code, out)
	}
}

// TestWilson checks the interval against values computed by hand:
// 71 of 100 gives 0.6146-0.7899; 0 of 10 gives 0-0.2775.

// TestSolveTableTooLarge asks for a table no machine holds: a usage
// error naming the flag, not a crash out of memory.
func TestSolveTableTooLarge(t *testing.T) {
	out, code := runBin(t, t.TempDir(), "", "solve", "--seed", "1", "--table-mb", "100000")
	if code != 2 || !strings.Contains(out, "--table-mb 100000") || !strings.Contains(out, "from 0 to 4096 (MiB") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

// TestSolveGameRecordNamed: 'canfield solve' given a game record (what
// play saves) says so and how to solve its deal, instead of one error per
// line of the record taken as deal lines.
func TestSolveGameRecordNamed(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	_, errs, code := playLines(t, []string{"d", "q"}, "--virtual", "--seed", "5", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	for _, in := range []struct{ name, stdin string }{{file, ""}, {"-", "\n# a comment\n[Rules \"classic\"]\n"}} {
		args := []string{file}
		if in.name == "-" {
			args = nil
		}
		code, _, errs := runSolve(t, in.stdin, args...)
		if code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "is a game record, not deal lines") ||
			!strings.Contains(errs, "--format deal") {
			t.Errorf("solve %v: exit %d, want 2 and one line naming the record:\n%s", args, code, errs)
		}
	}
}

// TestSolveOneDealSummary: the summary of one deal says "1 deal".
func TestSolveOneDealSummary(t *testing.T) {
	code, _, errs := runSolve(t, strings.Join(seededLines(t, "classic", 1), "\n")+"\n")
	if code != 0 || !strings.Contains(errs, "rules classic, 1 deal: ") {
		t.Errorf("exit %d, summary:\n%s", code, errs)
	}
}

// TestSolveInterruptedSaysHowToGoOn: a solve --out run stopped by Ctrl-C
// ends with how far it got and how to go on, after the summary, not with
// "context canceled". A second stop, of the resumed run, says the same
// command goes on.
func TestSolveInterruptedSaysHowToGoOn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "run.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // Ctrl-C before the first deal is done
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "canfield: interrupted after 0 of 3 deals; the same command with --resume solves the other 3 (" + file + " keeps the 0 done)\n"},
		{[]string{"--resume"}, "canfield: interrupted after 0 of 3 deals; the same command solves the other 3 (" + file + " keeps the 0 done)\n"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"solve", "--seed", "1", "--count", "3", "--workers", "1", "--out", file}, c.args...)
		code := run(ctx, args, strings.NewReader(""), &out, &errb)
		if code != 130 || !strings.HasSuffix(errb.String(), c.want) || strings.Contains(errb.String(), "context canceled") {
			t.Errorf("%v: exit %d, stderr:\n%s\nwant it to end with %q", c.args, code, errb.String(), c.want)
		}
	}
}

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
