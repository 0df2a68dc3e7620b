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

// TestSeedRangeSaysHow: '--seed 1-100' (a range, as it is often written)
// is still refused, and the message says how a run of seeds is given.
func TestSeedRangeSaysHow(t *testing.T) {
	const want = "canfield: error: --seed: \"1-100\" is not a seed (a whole number from 0 to 18446744073709551615); a run of seeds is given by its first and how many: 'solve --seed N --count K', 'sim --seed N --games K'\n"
	for _, args := range [][]string{
		{"solve", "--seed", "1-100"},
		{"sim", "--seed", "1-100"},
	} {
		code, _, stderr := runCanfield(t, "", args...)
		if code != 80 || stderr != want {
			t.Errorf("%q: exit %d, stderr %q; want 80 and %q", args, code, stderr, want)
		}
	}
	for _, text := range []string{"1..100", "1:100", "7-12"} {
		if !seedRange(text) {
			t.Errorf("seedRange(%q) = false", text)
		}
	}
	for _, text := range []string{"1.5", "x-1", "-3", "12"} {
		if seedRange(text) {
			t.Errorf("seedRange(%q) = true", text)
		}
	}
}
