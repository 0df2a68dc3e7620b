package main

// End-to-end tests of resuming a game: the same game seen the same way
// before and after a quit, and the file's games named.

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// hintBlock returns the hint rows of the first hints shown in a play
// session's output, without the heading (it carries the time taken).
func hintBlock(t *testing.T, out string) string {
	t.Helper()
	const head = "Hints (from the cards you have seen"
	i := strings.Index(out, head)
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	rest := out[i:]
	rest = rest[strings.Index(rest, "\n")+1:]
	if j := strings.Index(rest, "Move (? for help)"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// TestHintsSameAfterResume: a card seen on a move taken back is known to
// the hints after a resume as before the quit, and to 'canfield hint FILE':
// the information set does not depend on quitting. 3♠ shows on the deal
// taken back; the hints then know the deal brings it up.
func TestHintsSameAfterResume(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	before, errs, code := playLines(t, []string{"2c", "9c", "Tc", "2d", "Ac", "Qs", "d", "3s", "u", "h", "q"}, "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	after, errs, code := playLines(t, []string{"h", "q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	hb, ha := hintBlock(t, before), hintBlock(t, after)
	if !strings.Contains(hb, "bringing up 3♠") {
		t.Fatalf("the hints before the quit do not know 3♠:\n%s", hb)
	}
	if ha != hb {
		t.Errorf("hints after the resume:\n%s\nbefore the quit:\n%s", ha, hb)
	}
	code, out, errOut := runCanfield(t, "", "hint", file, "--json")
	if code != 0 {
		t.Fatalf("hint --json: exit %d: %s", code, errOut)
	}
	var hints []struct{ Move, Reason string }
	if err := json.Unmarshal([]byte(out), &hints); err != nil {
		t.Fatalf("hint --json: %v\n%s", err, out)
	}
	var moves []string
	for _, h := range hints {
		moves = append(moves, h.Move)
	}
	var session []string
	for _, row := range hintRows("\n"+hb, len(hints)) {
		session = append(session, strings.Fields(row)[0])
	}
	if strings.Join(moves, " ") != strings.Join(session, " ") || len(hints) == 0 || !strings.Contains(hints[0].Reason, "bringing up 3s") {
		t.Errorf("hint FILE --json gives %v (%q first), the session %v", moves, hints[0].Reason, session)
	}
}
