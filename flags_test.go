package main

import (
	"strings"
	"testing"
)

// TestSeedFlagSameEverywhere: every command with --seed reads it with the
// one SeedFlag type, so a bad seed gets the same message and exit code.
func TestSeedFlagSameEverywhere(t *testing.T) {
	const want = "canfield: error: --seed: \"1.5\" is not a seed (a whole number from 0 to 18446744073709551615)\n"
	for _, args := range [][]string{
		{"deal", "--seed", "1.5"},
		{"play", "--seed", "1.5"},
		{"solve", "--seed", "1.5"},
		{"hint", "--seed", "1.5", "--deal", "x"},
		{"sim", "--seed", "1.5"},
	} {
		code, _, stderr := runCanfield(t, "", args...)
		if code != 80 || !strings.HasPrefix(stderr, want) {
			t.Errorf("%q: exit %d, stderr %q; want 80 and %q", args, code, stderr, want)
		}
	}
}
