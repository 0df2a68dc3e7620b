package main

// End-to-end tests of a study run through the binary: solve and sim runs
// split into shards, stopped, killed and resumed, and summed up again.

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"canfield/hint/study"
)

// TestStudyShardsThroughParallel runs seeds 1-200 as four shards of the
// real binary through GNU parallel, as docs/study.md tells a user to, and
// checks that canfield summary of the shards gives what one run over the
// 200 deals gives: the same records (times apart), the same counts and
// interval, and that summary of the one run's file is exactly what that
// run printed.
func TestStudyShardsThroughParallel(t *testing.T) {
	par, err := exec.LookPath("parallel")
	if err != nil {
		t.Skip("GNU parallel is not installed (Debian package parallel; .ci/run installs it where it can): the sharded-study test is skipped")
	}
	bin := canfieldBinary(t)
	dir := t.TempDir()
	solve := []string{"solve", "--rules", "classic", "--nodes", "20000", "--timeout", "0", "--workers", "1"}
	args := append([]string{"--halt", "now,fail=1", bin}, solve...)
	args = append(args, "--seed", "{}", "--count", "50", "--out", filepath.Join(dir, "shard-{}.jsonl"), ":::", "1", "51", "101", "151")
	cmd := exec.Command(par, args...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("parallel: %v\n%s", err, out)
	}
	shards, _ := filepath.Glob(filepath.Join(dir, "shard-*.jsonl"))
	if len(shards) != 4 {
		t.Fatalf("%d shard files: %v", len(shards), shards)
	}

	whole := filepath.Join(dir, "whole.jsonl")
	var stderr bytes.Buffer
	cmd = exec.Command(bin, append(solve, "--seed", "1", "--count", "200", "--out", whole)...)
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("one run: %v: %s", err, stderr.String())
	}
	live := solveSummaryOf(t, stderr.String())
	if out, err := exec.Command(bin, "summary", whole).Output(); err != nil || string(out) != live {
		t.Fatalf("summary of the one run's file (%v):\n%s\nwant what it printed:\n%s", err, out, live)
	}

	merged, err := exec.Command(bin, append([]string{"summary"}, shards...)...).Output()
	if err != nil {
		t.Fatalf("summary of the shards: %v", err)
	}
	got, want := strings.SplitAfter(string(merged), "\n"), strings.SplitAfter(live, "\n")
	if !strings.HasPrefix(got[0], "rules classic, 200 deals: ") || len(got) != len(want) || !slices.Equal(got[:2], want[:2]) {
		t.Errorf("merged summary:\n%s\nwant the counts and interval of one run:\n%s", merged, live)
	}
	var all []study.SolveRecord
	for _, s := range shards {
		all = append(all, readSolveOut(t, s)...)
	}
	if g, w := verdicts(all), verdicts(readSolveOut(t, whole)); !slices.Equal(g, w) {
		t.Errorf("the shards hold other verdicts than one run:\n%s\nwant\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
}

// TestSolveKilledAndResumed kills the real binary (SIGKILL) in the middle
// of a run and resumes it: every deal ends up in the file exactly once,
// with the verdict an uninterrupted run gives, and the deals the killed
// run had written are kept as they were and not solved again.
func TestSolveKilledAndResumed(t *testing.T) {
	t.Parallel() // child processes in a folder of its own
	bin := canfieldBinary(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "run.jsonl")
	args := []string{"solve", "--rules", "classic", "--nodes", "30000", "--timeout", "0", "--workers", "1", "--seed", "1", "--count", "200", "--out", file}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		b, _ := os.ReadFile(file)
		if bytes.Count(b, []byte("\n")) >= 10 {
			break
		}
		select {
		case err := <-exited:
			t.Fatalf("the run ended (%v) before it could be killed midway", err)
		case <-time.After(2 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("the run wrote fewer than 10 deals in two minutes")
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := <-exited; err == nil {
		t.Fatal("the run finished before it was killed")
	}
	b, _ := os.ReadFile(file)
	text := string(b)
	kept := text[:strings.LastIndex(text, "\n")+1]
	n := strings.Count(kept, "\n")
	if n >= 200 {
		t.Fatalf("killed after all %d deals", n)
	}
	t.Logf("killed with %d deals written and %d bytes of a line cut short", n, len(text)-len(kept))
	// A kill in the middle of a write leaves the last line cut short; make
	// sure this run has one.
	if kept == text {
		next, _ := exec.Command(bin, "solve", "--rules", "classic", "--nodes", "1", "--seed", "1", "--json").Output()
		os.WriteFile(file, append(b, next[:len(next)/2]...), 0o644)
	}

	var stderr bytes.Buffer
	resume := exec.Command(bin, append(args, "--resume")...)
	resume.Stderr = &stderr
	if err := resume.Run(); err != nil {
		t.Fatalf("resume: %v: %s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "dropped a last line cut short") {
		t.Errorf("the cut-short line was not reported: %s", stderr.String())
	}
	if want := "already holds " + strconv.Itoa(n) + " of the 200 deals; solving the other " + strconv.Itoa(200-n); !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr lacks %q: %s", want, stderr.String())
	}
	after, _ := os.ReadFile(file)
	if !strings.HasPrefix(string(after), kept) {
		t.Error("the deals written before the kill were not kept as they were")
	}
	ref := filepath.Join(dir, "ref.jsonl")
	refArgs := slices.Clone(args)
	refArgs[len(refArgs)-1] = ref
	if out, err := exec.Command(bin, refArgs...).CombinedOutput(); err != nil {
		t.Fatalf("uninterrupted run: %v: %s", err, out)
	}
	if g, w := verdicts(readSolveOut(t, file)), verdicts(readSolveOut(t, ref)); !slices.Equal(g, w) {
		t.Errorf("killed and resumed, the file holds:\n%s\nwant every deal once, as an uninterrupted run:\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
}

// TestSimKilledAndResumed: the same for sim (games are written as they
// end): a SIGKILLed run, resumed, holds every game once, as an
// uninterrupted run plays it.
func TestSimKilledAndResumed(t *testing.T) {
	t.Parallel() // child processes in a folder of its own
	bin := canfieldBinary(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "games.jsonl")
	args := []string{"sim", "--player", "greedy", "--rules", "draw1", "--workers", "2", "--seed", "1", "--games", "300", "--out", file}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	for {
		b, _ := os.ReadFile(file)
		if bytes.Count(b, []byte("\n")) >= 10 {
			break
		}
		select {
		case err := <-exited:
			t.Fatalf("the run ended (%v) before it could be killed midway", err)
		case <-time.After(time.Millisecond):
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	if err := <-exited; err == nil {
		t.Fatal("the run finished before it was killed")
	}
	b, _ := os.ReadFile(file)
	kept := string(b[:bytes.LastIndexByte(b, '\n')+1])
	n := strings.Count(kept, "\n")
	t.Logf("killed with %d games written", n)

	var stderr bytes.Buffer
	resume := exec.Command(bin, append(args, "--resume")...)
	resume.Stderr = &stderr
	if err := resume.Run(); err != nil {
		t.Fatalf("resume: %v: %s", err, stderr.String())
	}
	if want := "already holds " + strconv.Itoa(n) + " of the 300 games"; !strings.Contains(stderr.String(), want) {
		t.Errorf("stderr lacks %q: %s", want, stderr.String())
	}
	after, _ := os.ReadFile(file)
	if !strings.HasPrefix(string(after), kept) {
		t.Error("the games written before the kill were not kept as they were")
	}
	ref := filepath.Join(dir, "ref.jsonl")
	refArgs := slices.Clone(args)
	refArgs[len(refArgs)-1] = ref
	if out, err := exec.Command(bin, refArgs...).CombinedOutput(); err != nil {
		t.Fatalf("uninterrupted run: %v: %s", err, out)
	}
	if g, w := gameLines(t, file), gameLines(t, ref); !slices.Equal(g, w) {
		t.Errorf("killed and resumed, the file holds %d games, want the %d of an uninterrupted run, each once", len(g), len(w))
	}
}

// gameLines reads a sim --out file: one line per game without its
// latencies, sorted by seed.
func gameLines(t *testing.T, name string) []string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		g, err := study.ParseGameRecord([]byte(line))
		if err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		out = append(out, fmt.Sprintf("%08d %s %d %d %d", g.Seed, g.End, g.Foundation, g.Score, g.Moves))
	}
	slices.Sort(out)
	return out
}

// firstLines returns the first n lines of text, each with its newline.
func firstLines(text string, n int) string {
	lines := strings.SplitAfter(text, "\n")
	return strings.Join(lines[:n], "")
}

// TestSolveResume: a run whose file holds some deals and a last line cut
// short solves exactly the others, keeps what was there, and sums up all
// of them; the flags that would mix two runs in one file are refused.
func TestSolveResume(t *testing.T) {
	dir := t.TempDir()
	ref := filepath.Join(dir, "ref.jsonl")
	code, _, errOut := runCanfield(t, "", append(soleRun, "--seed", "1", "--count", "40", "--out", ref)...)
	if code != 0 {
		t.Fatal(errOut)
	}
	refSummary := strings.SplitAfter(solveSummaryOf(t, errOut), "\n")
	b, _ := os.ReadFile(ref)
	kept := firstLines(string(b), 15)
	cutShort := firstLines(string(b), 16)[len(kept):][:50]
	part := filepath.Join(dir, "part.jsonl")
	if err := os.WriteFile(part, []byte(kept+cutShort), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCanfield(t, "", append(soleRun, "--seed", "1", "--count", "40", "--out", part, "--resume")...)
	if code != 0 || out != "" {
		t.Fatalf("resume: exit %d, stdout %q: %s", code, out, errOut)
	}
	for _, want := range []string{"dropped a last line cut short", "already holds 15 of the 40 deals; solving the other 25"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q: %s", want, errOut)
		}
	}
	got := strings.SplitAfter(solveSummaryOf(t, errOut), "\n")
	if !slices.Equal(got[:2], refSummary[:2]) {
		t.Errorf("summary after resuming:\n%s\nwant the counts of the whole run:\n%s", strings.Join(got, ""), strings.Join(refSummary, ""))
	}
	after, _ := os.ReadFile(part)
	if !strings.HasPrefix(string(after), kept) {
		t.Errorf("the 15 deals already there were not kept as they were")
	}
	if g, w := verdicts(readSolveOut(t, part)), verdicts(readSolveOut(t, ref)); !slices.Equal(g, w) {
		t.Errorf("after resuming the file holds:\n%s\nwant every deal once, as an uninterrupted run:\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}

	// Resuming a finished run solves nothing and sums up the same.
	code, _, errOut = runCanfield(t, "", append(soleRun, "--seed", "1", "--count", "40", "--out", part, "--resume")...)
	if code != 0 || !strings.Contains(errOut, "already holds 40 of the 40 deals; solving the other 0") {
		t.Errorf("resuming a finished run: exit %d: %s", code, errOut)
	}
	if again, _ := os.ReadFile(part); string(again) != string(after) {
		t.Errorf("resuming a finished run changed its file")
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{append(soleRun, "--seed", "1", "--count", "40", "--resume"), "--resume needs --out"},
		{append(soleRun, "--seed", "1", "--count", "40", "--out", part), "already holds results: add --resume"},
		{append(soleRun, "--rules", "draw1", "--seed", "1", "--count", "40", "--out", part, "--resume"), "a deal solved under classic; this run is draw1"},
		{append(soleRun, "--nodes", "1000", "--seed", "1", "--count", "40", "--out", part, "--resume"), "--nodes 20000; this run has --timeout 0s --nodes 1000"},
		{append(soleRun, "--seed", "2", "--count", "40", "--out", part, "--resume"), "deal 1 is not the deal 1 of this run: the file's is seed 1, this run's seed 2 (give the --seed the run began with)"},
		{append(soleRun, "--seed", "1", "--count", "30", "--out", part, "--resume"), "deal 31 is not in this run"},
	} {
		code, _, errOut := runCanfield(t, "", tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
		if again, _ := os.ReadFile(part); string(again) != string(after) {
			t.Fatalf("%v changed the file", tc.args)
		}
	}

	// A game record given as --out (with or without --resume, to solve or
	// sim) is named as such and left as it was.
	record := filepath.Join(filepath.Dir(part), "game.cfr")
	const text = "[Rules \"classic\"]\n[Result \"*\"]\n\n1. d\n"
	if err := os.WriteFile(record, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		append(soleRun, "--seed", "1", "--count", "2", "--out", record),
		append(soleRun, "--seed", "1", "--count", "2", "--out", record, "--resume"),
		{"sim", "--games", "1", "--player", "greedy", "--out", record},
	} {
		code, _, errOut := runCanfield(t, "", args...)
		if code != 2 || !strings.Contains(errOut, record+" is a game record (what play saves), not the results of a run; give --out a new file") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
		if again, _ := os.ReadFile(record); string(again) != text {
			t.Errorf("%v changed the record", args)
		}
	}
}

// TestSolveResumeDealFile: deals read from a file resume by their number,
// and a file of other deals is refused.
func TestSolveResumeDealFile(t *testing.T) {
	dir := t.TempDir()
	deals := writeTemp(t, "deals.txt", strings.Join(seededLines(t, "classic", 6), "\n")+"\n")
	args := []string{"solve", "--nodes", "20000", "--timeout", "0", deals}
	ref := filepath.Join(dir, "ref.jsonl")
	if code, _, errOut := runCanfield(t, "", append(args, "--out", ref)...); code != 0 {
		t.Fatal(errOut)
	}
	b, _ := os.ReadFile(ref)
	part := filepath.Join(dir, "part.jsonl")
	os.WriteFile(part, []byte(firstLines(string(b), 3)), 0o644)
	code, _, errOut := runCanfield(t, "", append(args, "--out", part, "--resume")...)
	if code != 0 || !strings.Contains(errOut, "already holds 3 of the 6 deals") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if g, w := verdicts(readSolveOut(t, part)), verdicts(readSolveOut(t, ref)); !slices.Equal(g, w) {
		t.Errorf("resumed:\n%s\nwant\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
	other := writeTemp(t, "other.txt", strings.Join(seededLines(t, "classic", 7)[1:], "\n")+"\n")
	code, _, errOut = runCanfield(t, "", "solve", "--nodes", "20000", "--timeout", "0", other, "--out", part, "--resume")
	if code != 2 || !strings.Contains(errOut, "deal 1 is not the deal 1 of this run: the cards differ (the run began with other deal lines)") {
		t.Errorf("other deals: exit %d: %s", code, errOut)
	}
}

// TestSimResume: a sim run resumed from a file with some games and a line
// cut short plays only the others and sums up all of them.
func TestSimResume(t *testing.T) {
	dir := t.TempDir()
	sim := []string{"sim", "--player", "greedy", "--seed", "3", "--games", "20"}
	ref := filepath.Join(dir, "ref.jsonl")
	code, refOut, errOut := runCanfield(t, "", append(sim, "--out", ref)...)
	if code != 0 {
		t.Fatal(errOut)
	}
	b, _ := os.ReadFile(ref)
	kept := firstLines(string(b), 7)
	part := filepath.Join(dir, "part.jsonl")
	os.WriteFile(part, []byte(kept+`{"player":"greedy","rules":"clas`), 0o644)
	code, out, errOut := runCanfield(t, "", append(sim, "--out", part, "--resume")...)
	if code != 0 || !strings.Contains(errOut, "dropped a last line cut short") || !strings.Contains(errOut, "already holds 7 of the 20 games; playing the other 13") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	got, want := strings.Split(out, "\n"), strings.Split(refOut, "\n")
	if !slices.Equal(got[:3], want[:3]) || got[4] != want[4] {
		t.Errorf("resumed summary:\n%s\nwant (latencies apart):\n%s", out, refOut)
	}
	after, _ := os.ReadFile(part)
	if !strings.HasPrefix(string(after), kept) || strings.Count(string(after), "\n") != 20 {
		t.Errorf("the file does not hold the 7 games it had and 13 more:\n%s", after)
	}
	if code, merged, _ := runCanfield(t, "", "summary", part); code != 0 || merged != out {
		t.Errorf("summary of the resumed file:\n%s\nwant what the resumed run printed:\n%s", merged, out)
	}
	code, _, errOut = runCanfield(t, "", "sim", "--player", "omniscient", "--seed", "3", "--games", "20", "--out", part, "--resume")
	if code == 0 || !strings.Contains(errOut, "played by greedy") {
		t.Errorf("another player on the same file: exit %d: %s", code, errOut)
	}
}
