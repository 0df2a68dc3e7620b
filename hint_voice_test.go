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
	t.Parallel() // child processes in a folder of its own
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

// TestHintCountsTheCardOfAMoveTakenBack: a move tried and taken back
// leaves the game where it was, but the card it showed is known: h asked
// again counts it, as the hint command does on the saved record (h gave
// the hints of before the move again, and the player followed them).
// Classic seed 26 after 26 moves: w1 shows 7♥ under the waste's K♥, and
// with it the hints put wf first, not d.
func TestHintCountsTheCardOfAMoveTakenBack(t *testing.T) {
	t.Parallel() // child processes in a folder of its own
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	const moves = "d d d d d d d d d d d d 41 3f r3 d w4 d d d d d d d d d"
	out, code := runBin(t, home, moves+"\nh\nw1\nu\nh\nq\n", "play", "--seed", "26", "--out", file)
	if code != 0 || strings.Count(out, "Hints (") != 2 {
		t.Fatalf("play: exit %d\n%s", code, out)
	}
	at := strings.LastIndex(out, "Hints (")
	before := voiceRows(t, out[strings.Index(out, "Hints ("):at], false)
	after := voiceRows(t, out[at:], false)
	out, code = runBin(t, home, "", "hint", "--top", "3", file)
	if code != 0 {
		t.Fatalf("hint: exit %d\n%s", code, out)
	}
	fromFile := voiceRows(t, out, true)
	if strings.Join(after, "; ") != strings.Join(fromFile, "; ") || strings.Join(after, "; ") == strings.Join(before, "; ") {
		t.Errorf("h after the move taken back %q, hint FILE %q, h before %q", after, fromFile, before)
	}
}
