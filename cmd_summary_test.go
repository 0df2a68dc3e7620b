package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"canfield/hint/study"
)

// solveSummaryOf returns the summary part of solve's stderr: from its
// "rules " line to the end.
func solveSummaryOf(t *testing.T, stderr string) string {
	t.Helper()
	i := strings.Index(stderr, "rules ")
	if i < 0 || i > 0 && stderr[i-1] != '\n' {
		t.Fatalf("no summary in %q", stderr)
	}
	return stderr[i:]
}

// readSolveOut reads a solve --out file, failing on any bad line.
func readSolveOut(t *testing.T, name string) []study.SolveRecord {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var recs []study.SolveRecord
	for i, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		rec, err := study.ParseSolveRecord([]byte(line))
		if err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		recs = append(recs, rec)
	}
	return recs
}

// verdicts lists each record's deal and everything but its time, sorted by
// seed: what two runs of the same deals with a node budget must agree on.
func verdicts(recs []study.SolveRecord) []string {
	var out []string
	for _, r := range recs {
		r.Deal, r.Ms = 0, 0
		out = append(out, fmt.Sprintf("%s %s %s %d %s %s", r.Rules+" "+r.Cards, r.Result, r.Stop, r.Nodes, r.Cards, r.Solution))
	}
	slices.Sort(out)
	return out
}

// soleRun is the fixed, cheap solve every test here shards: classic at
// 20,000 nodes a deal, no time limit, so the verdicts and node counts do
// not depend on the machine.
var soleRun = []string{"solve", "--rules", "classic", "--nodes", "20000", "--timeout", "0", "--workers", "2"}

// TestSummaryOfShards: the summary of a run's own --out file is exactly the
// summary the run printed; three shards of the same seeds hold the same
// records, and their merged summary has the same counts and interval (the
// times differ from run to run).
func TestSummaryOfShards(t *testing.T) {
	dir := t.TempDir()
	whole := filepath.Join(dir, "whole.jsonl")
	code, out, errOut := runCanfield(t, "", append(soleRun, "--seed", "1", "--count", "60", "--out", whole)...)
	if code != 0 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %s", code, out, errOut)
	}
	live := solveSummaryOf(t, errOut)
	code, merged, errOut := runCanfield(t, "", "summary", whole)
	if code != 0 || merged != live {
		t.Fatalf("summary of the run's own file (exit %d, %s):\n%s\nwant what the run printed:\n%s", code, errOut, merged, live)
	}

	var shards []string
	for _, s := range [][2]string{{"1", "25"}, {"26", "5"}, {"31", "30"}} {
		name := filepath.Join(dir, "shard-"+s[0]+".jsonl")
		shards = append(shards, name)
		if code, _, errOut := runCanfield(t, "", append(soleRun, "--seed", s[0], "--count", s[1], "--out", name)...); code != 0 {
			t.Fatalf("shard %s: exit %d: %s", s[0], code, errOut)
		}
	}
	var all []study.SolveRecord
	for _, name := range shards {
		all = append(all, readSolveOut(t, name)...)
	}
	if got, want := verdicts(all), verdicts(readSolveOut(t, whole)); !slices.Equal(got, want) {
		t.Fatalf("the shards' records differ from the whole run's:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	code, merged, errOut = runCanfield(t, "", append([]string{"summary"}, shards...)...)
	if code != 0 {
		t.Fatalf("summary: exit %d: %s", code, errOut)
	}
	gotLines, wantLines := strings.Split(merged, "\n"), strings.Split(live, "\n")
	if len(gotLines) != len(wantLines) || !slices.Equal(gotLines[:2], wantLines[:2]) {
		t.Fatalf("merged summary:\n%s\nwant the counts and interval of:\n%s", merged, live)
	}
	// The same lines through stdin, shard order reversed: the same summary.
	var cat strings.Builder
	for _, name := range slices.Backward(shards) {
		b, _ := os.ReadFile(name)
		cat.Write(b)
	}
	if code, again, _ := runCanfield(t, cat.String(), "summary", "-"); code != 0 || again != merged {
		t.Errorf("summary of stdin (exit %d):\n%s\nwant\n%s", code, again, merged)
	}
}

// TestSummarySim: the summary of a sim run's --out file is exactly what
// the run printed, and two shards merge into the same games.
func TestSummarySim(t *testing.T) {
	dir := t.TempDir()
	sim := []string{"sim", "--player", "greedy", "--rules", "draw1"}
	whole := filepath.Join(dir, "whole.jsonl")
	code, live, errOut := runCanfield(t, "", append(sim, "--seed", "5", "--games", "24", "--out", whole)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, merged, errOut := runCanfield(t, "", "summary", whole); code != 0 || merged != live {
		t.Fatalf("summary of the run's own file (exit %d, %s):\n%s\nwant what the run printed:\n%s", code, errOut, merged, live)
	}
	a, b := filepath.Join(dir, "a.jsonl"), filepath.Join(dir, "b.jsonl")
	runCanfield(t, "", append(sim, "--seed", "5", "--games", "10", "--out", a)...)
	// The second shard as sim --json --per-game prints it: its summary
	// object is skipped.
	_, perGame, _ := runCanfield(t, "", append(sim, "--seed", "15", "--games", "14", "--json", "--per-game")...)
	if err := os.WriteFile(b, []byte(perGame), 0o644); err != nil {
		t.Fatal(err)
	}
	code, merged, errOut := runCanfield(t, "", "summary", a, b)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// Everything but the latencies (line 4) is the same.
	got, want := strings.Split(merged, "\n"), strings.Split(live, "\n")
	if len(got) != 6 || len(want) != 6 || !slices.Equal(got[:3], want[:3]) || got[4] != want[4] ||
		strings.Fields(got[3])[0] != strings.Fields(want[3])[0] {
		t.Errorf("merged:\n%s\nwant (latencies apart):\n%s", merged, live)
	}
}

// TestSummaryBadInput: a deal in two shards, a last line cut short, a line
// that is not a record, an unknown file, an empty file and a game record
// (what play saves) are errors that say what and where; shards of two rule sets give one summary each.
func TestSummaryBadInput(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.jsonl")
	if code, _, errOut := runCanfield(t, "", append(soleRun, "--seed", "3", "--count", "4", "--out", one)...); code != 0 {
		t.Fatal(errOut)
	}
	b, _ := os.ReadFile(one)
	text := string(b)
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cut := write("cut.jsonl", text[:len(text)-40])
	junk := write("junk.jsonl", text+"{\"deal\": 9}\n")
	notJSON := write("notjson.jsonl", "deal 1: won\n")
	empty := write("empty.jsonl", "\n")
	record := write("game.cfr", "[Rules \"classic\"]\n[Result \"*\"]\n\n1. d\n")
	noNewline := write("nonl.jsonl", strings.TrimSuffix(text, "\n"))
	copyOne := write("copy.jsonl", text) // overlapping shards
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{one, copyOne}, "classic seed 3 at " + one + ":1 and " + copyOne + ":1"},
		{[]string{one, one}, one + " is given twice"},
		{[]string{cut}, cut + ": the last line is cut short"},
		{[]string{junk}, junk + ":5: neither a deal"},
		{[]string{notJSON}, notJSON + ":1: not a JSON object"},
		{[]string{filepath.Join(dir, "nosuch")}, "nosuch"},
		{[]string{empty}, "no deal or game records"},
		{[]string{record}, record + " is a game record (what play saves), not the JSON lines of solve --out or sim --out"},
	} {
		code, out, errOut := runCanfield(t, "", append([]string{"summary"}, tc.args...)...)
		if code == 0 || out != "" || !strings.Contains(errOut, tc.want) {
			t.Errorf("summary %v: exit %d, stdout %q, stderr %q; want an error naming %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if code, out, errOut := runCanfield(t, "", "summary", noNewline); code != 0 || !strings.Contains(out, "4 deals") {
		t.Errorf("a whole last line without its newline: exit %d, %q %q", code, out, errOut)
	}
	two := filepath.Join(dir, "two.jsonl")
	runCanfield(t, "", "solve", "--rules", "strict", "--seed", "3", "--count", "2", "--out", two)
	code, out, _ := runCanfield(t, "", "summary", two, one)
	if code != 0 || !strings.HasPrefix(out, "rules classic, 4 deals") || !strings.Contains(out, "\n\nrules strict, 2 deals: 0 won, 2 lost") {
		t.Errorf("two rule sets: exit %d:\n%s", code, out)
	}
}

// TestSummaryRerun: the undecided deals of a run, solved again from their
// cards with a larger budget, replace their first records: the merged
// counts are those of one run with the larger budget.
func TestSummaryRerun(t *testing.T) {
	dir := t.TempDir()
	small, large := filepath.Join(dir, "small.jsonl"), filepath.Join(dir, "large.jsonl")
	base := []string{"solve", "--rules", "classic", "--timeout", "0", "--seed", "1", "--count", "30"}
	runCanfield(t, "", append(base, "--nodes", "2000", "--out", small)...)
	_, _, errOut := runCanfield(t, "", append(base, "--nodes", "20000", "--out", large)...)
	want := strings.SplitAfter(solveSummaryOf(t, errOut), "\n")
	var unknown []string
	for _, r := range readSolveOut(t, small) {
		if r.Result == "unknown" {
			unknown = append(unknown, r.Cards)
		}
	}
	if len(unknown) == 0 {
		t.Fatal("no deal undecided at 2,000 nodes: the test needs some")
	}
	deals := writeTemp(t, "unknown.txt", strings.Join(unknown, "\n")+"\n")
	rerun := filepath.Join(dir, "rerun.jsonl")
	runCanfield(t, "", "solve", "--rules", "classic", "--timeout", "0", "--nodes", "20000", "--out", rerun, deals)
	code, out, errOut := runCanfield(t, "", "summary", rerun, small)
	got := strings.SplitAfter(out, "\n")
	if code != 0 || !slices.Equal(got[:2], want[:2]) {
		t.Errorf("merged (exit %d):\n%s\nwant the counts of one run at 20,000 nodes:\n%s", code, out, strings.Join(want, ""))
	}
	if note := fmt.Sprintf("%d classic deals solved again with a larger budget", len(unknown)); !strings.Contains(errOut, note) || strings.Contains(errOut, "warning") {
		t.Errorf("stderr %q, want %q and no warning", errOut, note)
	}
	again := filepath.Join(dir, "rerun-again.jsonl")
	if b, err := os.ReadFile(rerun); err != nil || os.WriteFile(again, b, 0o644) != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCanfield(t, "", "summary", rerun, again); code != 1 || !strings.Contains(errOut, "with the same budget") {
		t.Errorf("the same re-run twice: exit %d, %q", code, errOut)
	}
	more := filepath.Join(dir, "more.jsonl")
	runCanfield(t, "", "solve", "--rules", "classic", "--seed", "31", "--count", "2", "--timeout", "1s", "--out", more)
	if code, _, errOut := runCanfield(t, "", "summary", small, more); code != 0 || !strings.Contains(errOut, "warning: the classic deals were solved under different budgets (--timeout 0s --nodes 2000 and --timeout 1s --nodes 0)") {
		t.Errorf("shards of two budgets: exit %d, %q", code, errOut)
	}
	if code, out, errOut := runCanfield(t, "", "summary", small, large); code != 0 || !strings.Contains(errOut, "30 classic deals solved again") || !strings.HasPrefix(out, want[0]) {
		t.Errorf("a whole run at a larger budget: exit %d, %q %q", code, out, errOut)
	}
}

// TestSummaryRerunOtherBudget: undecided deals solved again under a budget
// that is neither larger nor smaller (a node budget, then a time budget)
// count with the record that decided them, whatever the order of the
// files; a deal given two different verdicts, whatever the budgets, is an
// error.
func TestSummaryRerunOtherBudget(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.jsonl")
	runCanfield(t, "", "solve", "--rules", "classic", "--timeout", "0", "--nodes", "2000", "--seed", "1", "--count", "30", "--out", small)
	recs := readSolveOut(t, small)
	var unknown []string
	won, lost := 0, 0
	for _, r := range recs {
		switch r.Result {
		case "unknown":
			unknown = append(unknown, r.Cards)
		case "won":
			won++
		case "lost":
			lost++
		}
	}
	if len(unknown) == 0 {
		t.Fatal("no deal undecided at 2,000 nodes: the test needs some")
	}
	deals := writeTemp(t, "unknown.txt", strings.Join(unknown, "\n")+"\n")
	rerun := filepath.Join(dir, "rerun.jsonl")
	runCanfield(t, "", "solve", "--rules", "classic", "--timeout", "20s", "--nodes", "0", "--out", rerun, deals)
	left := 0
	for _, r := range readSolveOut(t, rerun) {
		switch r.Result {
		case "won":
			won++
		case "lost":
			lost++
		default:
			left++
		}
	}
	want := fmt.Sprintf("rules classic, 30 deals: %d won, %d lost, %d unknown\n", won, lost, left)
	code, out, errOut := runCanfield(t, "", "summary", small, rerun)
	if code != 0 || !strings.HasPrefix(out, want) || !strings.Contains(errOut, fmt.Sprintf("%d classic deals solved again under a budget neither larger nor smaller", len(unknown))) || strings.Contains(errOut, "warning") {
		t.Fatalf("summary (exit %d):\n%s%s\nwant %q and the note", code, out, errOut, want)
	}
	if _, again, _ := runCanfield(t, "", "summary", rerun, small); again != out {
		t.Errorf("the files the other way round:\n%s\nwant\n%s", again, out)
	}
	// The same deal won in one file and lost in another.
	b, _ := os.ReadFile(rerun)
	first, _, _ := strings.Cut(string(b), "\n")
	flipped := strings.Replace(first, `"result":"won"`, `"result":"lost"`, 1)
	if flipped == first {
		flipped = strings.Replace(first, `"result":"lost"`, `"result":"won"`, 1)
	}
	if flipped == first {
		t.Skip("the first re-run deal is still undecided: no verdict to contradict")
	}
	bad := writeTemp(t, "bad.jsonl", strings.Replace(flipped, `"timeout_ms":20000`, `"timeout_ms":30000`, 1)+"\n")
	if code, _, errOut := runCanfield(t, "", "summary", small, bad, rerun); code != 1 || !strings.Contains(errOut, "1 deal with two verdicts (a solver bug") {
		t.Errorf("two verdicts: exit %d, %q", code, errOut)
	}
}

// TestSummaryFileGivenTwice: one file named twice (a glob and a name, or
// two spellings of one path) is refused as such, not merged as 4
// "duplicates with the same budget (overlapping shards?)".
func TestSummaryFileGivenTwice(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.jsonl")
	if code, _, errOut := runCanfield(t, "", append(soleRun, "--seed", "3", "--count", "4", "--out", one)...); code != 0 {
		t.Fatal(errOut)
	}
	code, _, errOut := runCanfield(t, "", "summary", one, one)
	if want := "canfield: " + one + " is given twice: give each file once\n"; code != 2 || errOut != want {
		t.Errorf("same name: exit %d, stderr %q, want 2 and %q", code, errOut, want)
	}
	other := dir + "/./one.jsonl"
	code, _, errOut = runCanfield(t, "", "summary", one, other)
	if want := "canfield: " + one + " and " + other + " are the same file: give it once\n"; code != 2 || errOut != want {
		t.Errorf("two spellings: exit %d, stderr %q, want 2 and %q", code, errOut, want)
	}
}
