package main

// End-to-end tests of the seams play-test 11 found playing real cards:
// cards typed as a player reads them off the table.

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCardWithASpace: "7 h" or "10 ♥" at a card prompt is the card, as a
// player reading it off the table types it; it was refused as not a card.
func TestCardWithASpace(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	// The deal of seed 7 (kd js tc 2h 7c 4c), typed with spaces.
	out, errs, code := playLines(t, []string{"k d", "J ♠", "10 c", "2h", "7  C", "4 ♣", "q"}, "--out", file)
	if code != 0 || strings.Contains(out, "is not a card") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if _, got := readRecord(t, file); !strings.Contains(got, "Tableau: Tc 2h 7c 4c") || !strings.Contains(got, "Base:    Js") {
		t.Errorf("record:\n%s", got)
	}
	// Two cards on the line are still no card.
	if _, errs, code := playLines(t, []string{"kd", "js tc"}, "--out", filepath.Join(t.TempDir(), "h.cfr")); code != 1 || !strings.Contains(errs, `"js tc" is not a card`) {
		t.Errorf("two cards: exit %d, stderr %q", code, errs)
	}
}
