package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFixInVirtualDeal: in a virtual deal 'fix' says its cards cannot be
// corrected, whether or not the old card has been seen (it said a card not
// yet seen "has not been entered"), and the game goes on unchanged.
func TestFixInVirtualDeal(t *testing.T) {
	const virtual = "A virtual deal's cards are dealt by the program and cannot be corrected."
	file := filepath.Join(t.TempDir(), "v.cfr")
	// Seed 11 shows 2♣ at the start and hides 9♣ (the first fix used to
	// say "9♣ has not been entered").
	out, errs, code := playLines(t, []string{"fix 9c 8h", "fix 2c 2d", "q"}, "--seed", "11", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if n := strings.Count(out, virtual); n != 2 {
		t.Errorf("%q said %d times, want 2 (fix of an unseen and a seen card):\n%s", virtual, n, out)
	}
	if strings.Contains(out, "has not been entered") {
		t.Errorf("a virtual deal's fix speaks of cards not entered:\n%s", out)
	}
	if recs := readRecordFile(t, file); len(recs) != 1 || len(recs[0].Moves) != 0 {
		t.Errorf("the record after two refused fixes: %d games, want one with no moves", len(recs))
	}
}
