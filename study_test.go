package main

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
