package main

import (
	"path/filepath"
	"strings"
	"testing"

	"canfield/hint"
)

// TestRoughHintsMarked: threepass's first hints rest on sampled deals the
// hint's short searches mostly leave undecided, and threepass has no
// measured calibration, so every figure carries a "~" and the note under
// the list says what that means; the note comes once, and only under a
// list with a marked figure (classic's opening hints have none; rainbow's,
// as undecided, show its measured chances, unmarked). The same holds for
// the hint command.
func TestRoughHintsMarked(t *testing.T) {
	out, _, code := playLines(t, []string{"h all", "q"}, "--virtual", "--seed", "1", "--rules", "threepass", "--out", filepath.Join(t.TempDir(), "r.cfr"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	i := strings.Index(out, "Hints (")
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	rows := hintRows(out[i:], 2) // the deal and r4: its only moves
	for _, row := range rows {
		if f := strings.Fields(row); len(f) < 3 || !strings.HasPrefix(f[1], "~") || !strings.Contains(row, "%") {
			t.Errorf("threepass hint row %q: want a figure marked ~", row)
		}
	}
	if strings.Count(out, roughNote) != 1 {
		t.Errorf("want the note once under the list:\n%s", out)
	}

	out, _, _ = playLines(t, []string{"h all", "q"}, "--virtual", "--seed", "3", "--out", filepath.Join(t.TempDir(), "c.cfr"))
	if strings.Contains(out, "~") || strings.Contains(out, roughNote) {
		t.Errorf("classic's opening hints (scouting, no figure) marked rough:\n%s", out)
	}
	out, _, _ = playLines(t, []string{"h all", "q"}, "--virtual", "--seed", "1", "--rules", "rainbow", "--out", filepath.Join(t.TempDir(), "rb.cfr"))
	i = strings.Index(out, "Hints (")
	if i < 0 {
		t.Fatalf("no rainbow hints:\n%s", out)
	}
	for _, row := range hintRows(out[i:], 3) {
		if f := strings.Fields(row); len(f) < 3 || strings.HasPrefix(f[1], "~") || !strings.Contains(row, "%") {
			t.Errorf("rainbow hint row %q: want its measured chance, unmarked", row)
		}
	}
	if strings.Contains(out, roughNote) {
		t.Errorf("the rough note under rainbow's measured chances:\n%s", out)
	}

	file := filepath.Join(t.TempDir(), "r2.cfr")
	playLines(t, []string{"q"}, "--virtual", "--seed", "1", "--rules", "threepass", "--out", file)
	code, out, errOut := runCanfield(t, "", "hint", file)
	if code != 0 || !strings.Contains(out, "~") || strings.Count(out, roughNote) != 1 {
		t.Errorf("hint %s: exit %d, %q %q; want marked figures and the note once", file, code, out, errOut)
	}
}

// TestRough: a figure is rough when a quarter or more of its samples are
// undecided, and only a searched figure can be.
func TestRough(t *testing.T) {
	for _, c := range []struct {
		s    hint.Suggestion
		want bool
	}{
		{hint.Suggestion{Basis: hint.Searched, Win: 0.5, Chance: -1, Samples: 32, Unknown: 8}, true},
		{hint.Suggestion{Basis: hint.Searched, Win: 0.5, Chance: 0.3, Samples: 32, Unknown: 8}, false}, // measured: no mark
		{hint.Suggestion{Basis: hint.Searched, Win: 0.5, Chance: -1, Samples: 32, Unknown: 7}, false},
		{hint.Suggestion{Basis: hint.Searched, Win: 0.9, Samples: 32}, false},
		{hint.Suggestion{Basis: hint.Scout, Win: -1, Samples: 0}, false},
		{hint.Suggestion{Basis: hint.Safe, Win: -1, Samples: 32, Unknown: 32}, false},
	} {
		if got := rough(c.s); got != c.want {
			t.Errorf("rough(%+v) = %v, want %v", c.s, got, c.want)
		}
	}
}

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

// The note that no sampled arrangement wins gives the measured chance the
// figures beside it show, so that "most likely lost" and "2%" agree.
func TestNothingWinsNoteAgreesWithItsFigures(t *testing.T) {
	lost := hint.Suggestion{Basis: hint.Searched, Samples: 32, Losses: 32, Chance: 0.02}
	note := nothingWinsNote([]hint.Suggestion{lost, {Basis: hint.Searched, Samples: 32, Losses: 32, Chance: 0.01}}, 30, "'resign' ends the game")
	if !strings.Contains(note, "won about 2 % of the time, the best figure below") {
		t.Errorf("the note does not give the 2%% beside it: %q", note)
	}
	lost.Chance = 0
	if note := nothingWinsNote([]hint.Suggestion{lost}, 30, "x"); strings.Contains(note, "of the time") {
		t.Errorf("a 0%% figure gets a chance in the note: %q", note)
	}
}
