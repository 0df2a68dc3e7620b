package main

// Tests of the seams play-test 11 found: what the hints say when no move
// wins.

import (
	"path/filepath"
	"strings"
	"testing"

	"canfield/hint"
)

// TestNothingWins: nothingWins holds only when every suggestion was
// searched and every one of its samples was decided lost.
func TestNothingWins(t *testing.T) {
	lost := hint.Suggestion{Basis: hint.Searched, Samples: 32, Losses: 32}
	won := hint.Suggestion{Basis: hint.Searched, Samples: 32, Wins: 1, Losses: 31, Win: 1.0 / 32}
	undecided := hint.Suggestion{Basis: hint.Searched, Samples: 32, Losses: 31, Unknown: 1}
	forced := hint.Suggestion{Basis: hint.Forced, Win: -1}
	unsearched := hint.Suggestion{Basis: hint.Unsearched, Win: -1}
	for _, tt := range []struct {
		name string
		sugg []hint.Suggestion
		want bool
	}{
		{"no moves", nil, false},
		{"every sample of every move lost", []hint.Suggestion{lost, lost}, true},
		{"one sample won", []hint.Suggestion{lost, won}, false},
		{"one sample undecided", []hint.Suggestion{lost, undecided}, false},
		{"a forced move", []hint.Suggestion{forced}, false},
		{"a move not searched", []hint.Suggestion{lost, unsearched}, false},
	} {
		if got := nothingWins(tt.sugg); got != tt.want {
			t.Errorf("%s: nothingWins = %v, want %v", tt.name, got, tt.want)
		}
	}
	sugg := []hint.Suggestion{lost, lost}
	if got := nothingWinsNote(sugg, 0, "'resign' ends the game"); !strings.HasPrefix(got, "No move wins from here: every card is known, and every line loses. 'resign' ends the game;") {
		t.Errorf("every card known: %q", got)
	}
	if got := nothingWinsNote(sugg, 36, "'resign' ends the game"); !strings.HasPrefix(got, "No move wins in any of the 32 arrangements the hint tried for the 36 cards you have not seen: the game is most likely lost. 'resign' ends the game;") {
		t.Errorf("cards unseen: %q", got)
	}
}

// TestHintsSayNothingWins: threepass seed 4 after ten deals is a position
// where every sampled arrangement loses with either move: the in-game
// hints and 'canfield hint' say so, before the moves, and name resign.
func TestHintsSayNothingWins(t *testing.T) {
	dir := t.TempDir()
	const note = "No move wins in any of the 32 arrangements the hint tried for the 36 cards you have not seen: the game is most likely lost."
	file := filepath.Join(dir, "t4.cfr")
	out, errs, code := playLines(t, []string{"d d d d d d d d d d h", "q"}, "--seed", "4", "--rules", "threepass", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	if !strings.Contains(out, note+" 'resign' ends the game (it goes into your history as abandoned); the moves below only play on.\n  d ") {
		t.Errorf("in-game hints: no note before the moves:\n%s", out)
	}
	hout, herrs, hcode := runCmd(t, "hint", file)
	if hcode != 0 || !strings.HasPrefix(hout, note+" Resigning ends the game ('resign' at its move prompt); the moves below only play on.\n 1. ") {
		t.Errorf("hint: exit %d, stderr %q, stdout:\n%s", hcode, herrs, hout)
	}
}

// TestStatsMissingFile: 'stats --file F' with no file F is a mistyped
// name: an error naming it and the default history, exit 2; not "No games
// yet", which is for the history itself before the first game ends.
func TestStatsMissingFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CANFIELD_HOME", dir)
	missing := filepath.Join(dir, "hist.jsnol")
	out, errs, code := runCmd(t, "stats", "--file", missing)
	want := "canfield: " + missing + ": no such file (without --file, stats reads the history of your games, " + filepath.Join(dir, "history.jsonl") + ")\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want stderr %q", code, out, errs, want)
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
