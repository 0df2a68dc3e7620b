package main

import (
	"os"
	"strings"
	"testing"
)

// TestFileNamesAsTyped: solve --out, sim --out and stats --file name their
// file as typed too.
func TestFileNamesAsTyped(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("d.txt", []byte(deal7(t)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runMain(t, "solve", "d.txt", "--out", "x.jsonl", "--timeout", "5s"); code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errs)
	}
	code, _, errs := runMain(t, "solve", "d.txt", "--out", "x.jsonl", "--timeout", "5s")
	if want := "canfield: x.jsonl already holds results"; code == 0 || !strings.HasPrefix(errs, want) {
		t.Errorf("solve again: exit %d; %q does not start with %q", code, errs, want)
	}
	// A --file that is not there is an error, naming it as typed.
	code, _, errs = runMain(t, "stats", "--file", "none.jsonl")
	if want := "canfield: none.jsonl: no such file"; code != 2 || !strings.HasPrefix(errs, want) {
		t.Errorf("stats: exit %d; %q does not start with %q", code, errs, want)
	}
}

// deal7 is the deal line of seed 7 under classic rules.
func deal7(t *testing.T) string {
	t.Helper()
	code, out, errs := runMain(t, "deal", "--seed", "7")
	if code != 0 {
		t.Fatalf("deal: exit %d: %s", code, errs)
	}
	return strings.TrimSpace(out)
}
