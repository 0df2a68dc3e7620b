package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// hintFigure is a hint row's figure with its uncertainty: "44 % ± 7".
var hintFigure = regexp.MustCompile(`~?\s*\d+ % ±\s*\d+`)

// voiceRows reads the rows of a list of hints: each row's move and figure
// (the move is the first field, after the rank "1." in the hint command's
// list).
func voiceRows(t *testing.T, out string, numbered bool) []string {
	t.Helper()
	var rows []string
	for _, l := range strings.Split(out, "\n") {
		fig := hintFigure.FindString(l)
		f := strings.Fields(l)
		if fig == "" || len(f) < 2 {
			continue
		}
		move := f[0]
		if numbered {
			move = f[1]
		}
		rows = append(rows, move+" "+strings.Join(strings.Fields(fig), " "))
	}
	return rows
}

// TestHintOneVoice: the same position gives the same ranking and figures
// (each with its ±) in play's h, in play's h after a resume, and from the
// hint command on the saved record, all through the binary.
func TestHintOneVoice(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	// Twelve deals scout the whole stock; the moves are valued after it.
	deals := strings.TrimSpace(strings.Repeat("d ", 12))
	out, code := runBin(t, home, deals+"\nh all\nq\n", "play", "--seed", "3", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d\n%s", code, out)
	}
	inPlay := voiceRows(t, out[strings.Index(out, "Hints ("):], false)
	if len(inPlay) < 2 {
		t.Fatalf("play's h shows fewer than two figures with their ±:\n%s", out)
	}
	out, code = runBin(t, home, "h all\nq\n", "play", "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d\n%s", code, out)
	}
	resumed := voiceRows(t, out[strings.Index(out, "Hints ("):], false)
	out, code = runBin(t, home, "", "hint", file)
	if code != 0 {
		t.Fatalf("hint: exit %d\n%s", code, out)
	}
	fromFile := voiceRows(t, out, true)
	for name, rows := range map[string][]string{"after a resume": resumed, "hint FILE": fromFile} {
		if strings.Join(rows, "; ") != strings.Join(inPlay, "; ") {
			t.Errorf("%s: %q, in play %q", name, rows, inPlay)
		}
	}
}
