package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
)

// TestResultTagCutByHand: a record whose Result tag says the game ended
// while its moves do not end it (moves cut by hand after the tag) is not
// taken at its word: replay says the record disagrees with itself at its
// end instead of "lost" one move early, analyze reviews it as a game in
// progress, and play --resume goes on with the game (it refused it as
// ended) and writes the Result tag anew.
func TestResultTagCutByHand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, []string{"d", "d", "q"}, "--virtual", "--seed", "5", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []string{"lost", "won"} {
		text := strings.Replace(string(orig), `[Result "*"]`, `[Result "`+res+`"]`, 1)
		if text == string(orig) {
			t.Fatalf("no Result tag to edit:\n%s", orig)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCanfield(t, "", "replay", file, "--ascii")
		want := "End of the game after 2 moves; the record does not agree with itself: its Result tag says " + res
		if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "moves: "+res) {
			t.Errorf("%s: replay exit %d, stderr %q; want %q:\n%s", res, code, errOut, want, out)
		}
		code, out, errOut = runCanfield(t, "", "analyze", file, "--no-ask", "--samples", "2", "--ascii")
		if code != 0 || !strings.Contains(errOut, "its Result tag says "+res) || !strings.Contains(out, "2 moves, in progress with") {
			t.Errorf("%s: analyze exit %d, stderr %q:\n%s", res, code, errOut, out)
		}
		code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
		if code != 0 || !strings.Contains(errOut, "its Result tag says "+res) {
			t.Errorf("%s: hint exit %d, stderr %q", res, code, errOut)
		}
		out, errs, code := playLines(t, []string{"d", "q"}, "--resume", file)
		if code != 0 || !strings.Contains(out, "its Result tag says "+res) || !strings.Contains(out, "the game goes on from there") {
			t.Errorf("%s: play --resume: exit %d, stderr %q:\n%s", res, code, errs, out)
		}
		rec, saved := readRecord(t, file)
		if r, _ := rec.Get("Result"); r != "*" || len(rec.Moves) != 3 {
			t.Errorf("%s: after resuming and one more move the record holds Result %q and %d moves:\n%s", res, r, len(rec.Moves), saved)
		}
		if err := os.WriteFile(file, orig, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestResultTagContradictedByAWin: a record tagged lost (or abandoned)
// whose moves win the game is not taken at its word either: replay,
// analyze and hint report the disagreement, analyze reviews it as won,
// and play --resume refuses it as ended, leaving the file alone.
func TestResultTagContradictedByAWin(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	lines := solvedLine(t, canfield.Classic, 3)
	if _, errs, code := playLines(t, lines, "--virtual", "--seed", "3", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []string{"lost", "abandoned"} {
		text := strings.Replace(string(orig), `[Result "won"]`, `[Result "`+res+`"]`, 1)
		if text == string(orig) {
			t.Fatalf("no Result tag to edit:\n%s", orig)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		says := "its Result tag says " + res + ", but its " + strconv.Itoa(len(lines)) + " moves win the game"
		code, out, errOut := runCanfield(t, "", "replay", file, "--ascii")
		if code != 0 || !strings.Contains(out, "the record does not agree with itself: "+says) {
			t.Errorf("%s: replay exit %d, stderr %q; want %q:\n%s", res, code, errOut, says, tail(out, 5))
		}
		code, out, errOut = runCanfield(t, "", "analyze", file, "--no-ask", "--samples", "1", "--ascii", "--top", "1")
		if code != 0 || !strings.Contains(errOut, says) || !strings.Contains(errOut, "reviewed as a won game") || !strings.Contains(out, "moves, won with 52 cards") {
			t.Errorf("%s: analyze exit %d, stderr %q:\n%s", res, code, errOut, tail(out, 10))
		}
		code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
		if !strings.Contains(errOut, says) {
			t.Errorf("%s: hint exit %d, stderr %q", res, code, errOut)
		}
		out, errs, code := playLines(t, []string{"q"}, "--resume", file)
		if code == 0 || !strings.Contains(errs, says) || !strings.Contains(errs, "the game has ended (won)") {
			t.Errorf("%s: play --resume: exit %d, stderr %q:\n%s", res, code, errs, out)
		}
		if after, _ := os.ReadFile(file); string(after) != text {
			t.Errorf("%s: play --resume changed the file:\n%s", res, after)
		}
	}
}

// TestResumeNamesAGameCutByHand: a game whose Result tag its moves do not
// reach (cut by hand) is one play --resume goes on with, so the message
// that the file's last game has ended names it as unfinished.
func TestResumeNamesAGameCutByHand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.cfr")
	for _, seed := range []string{"7", "8"} {
		if _, errs, code := playLines(t, []string{"d", "resign", "yes"}, "--virtual", "--seed", seed, "--out", file); code != 0 {
			t.Fatalf("seed %s: exit %d: %s", seed, code, errs)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// Game 1 now says lost after one deal, which does not end it.
	text := strings.Replace(string(data), `[Result "abandoned"]`, `[Result "lost"]`, 1)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errs, code := playLines(t, []string{"q"}, "--resume", file)
	if code != 1 || !strings.Contains(errs, "game 2 of 2 has ended (abandoned)") || !strings.Contains(errs, "game 1 of the file is unfinished") {
		t.Errorf("play --resume: exit %d, stderr %q; want game 1 named as unfinished", code, errs)
	}
}
