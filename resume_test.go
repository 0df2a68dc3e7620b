package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

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
