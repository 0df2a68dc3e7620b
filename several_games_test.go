package main

// End-to-end tests of the commands a session shows for a file of several
// games: each must reach the game just played, not the one the command
// takes by itself.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSavedGameCommandsNameTheGame: the "Resume it with" and "Review it
// with" lines name the game with --game when the command would otherwise
// take another one (every command takes the last game by itself).
func TestSavedGameCommandsNameTheGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.cfr")
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("game 1: exit %d: %s", code, errs)
	}
	out, errs, code := playLines(t, []string{"d", "q"}, "--virtual", "--seed", "8", "--out", file)
	if code != 0 || !strings.Contains(out, "Resume it with: ") || strings.Contains(out, "--game") {
		t.Errorf("game 2 (the last) quit: exit %d, stderr %q:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"d", "q"}, "--resume", file, "--game", "1")
	if code != 0 || !strings.Contains(out, "play --resume "+file+" --game 1\n") {
		t.Errorf("game 1 resumed and quit: exit %d, stderr %q; want the resume command to name game 1:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"resign", "yes"}, "--resume", file)
	if code != 0 || !strings.Contains(out, "analyze "+file+"\n") {
		t.Errorf("game 2 (the last) resigned: exit %d, stderr %q; want the review command without --game:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"resign", "yes"}, "--resume", file, "--game", "1")
	if code != 0 || !strings.Contains(out, "analyze "+file+" --game 1\n") {
		t.Errorf("game 1 resigned: exit %d, stderr %q; want the review command to name game 1:\n%s", code, errs, out)
	}
}

// TestPtyReviewOfferedIsOfThisGame: the review offered when a game ends
// reviews that game, also when it is not the file's first.
func TestPtyReviewOfferedIsOfThisGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	file := filepath.Join(home, "two.cfr")
	// Game 1: strict rules, no move made; game 2: classic, two deals.
	runLines(t, home, []step{{"q", []string{"Game saved to"}}}, "play", "--virtual", "--rules", "strict", "--seed", "7", "--out", file)
	out := runPty(t, home, []step{
		{"d d", []string{"Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"yes", []string{"Review the game now?"}},
		{"yes", []string{"Chance of winning"}},
	}, "play", "--plain", "--virtual", "--seed", "8", "--out", file)
	if !strings.Contains(out, "classic rules, 2 moves, abandoned") {
		t.Errorf("the review offered is not of game 2 (classic, 2 moves):\n%s", out)
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

// TestHintPicksTheGame: hint FILE takes the file's last game, as play
// --resume does, says so when the file holds several (not when --game
// named the game), and --game picks
// another: the game resumed with --game 1 gets the hints 'h' gives there.
func TestHintPicksTheGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.cfr")
	// Seed 5 has three moves to rank at the start, seed 8 another deal.
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "5", "--out", file); code != 0 {
		t.Fatalf("game 1: exit %d: %s", code, errs)
	}
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("game 2: exit %d: %s", code, errs)
	}
	out, errs, code := playLines(t, []string{"h", "q"}, "--resume", file, "--game", "1")
	if code != 0 {
		t.Fatalf("play --resume --game 1: exit %d: %s", code, errs)
	}
	session := hintBlock(t, out)
	var rows []string
	for _, row := range hintRows("\n"+session, 3) {
		if f := strings.Fields(row); len(f) > 0 {
			rows = append(rows, f[0])
		}
	}
	code, hinted, errOut := runCanfield(t, "", "hint", "--game", "1", "--top", "3", file)
	var moves []string
	for _, l := range strings.Split(hinted, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasSuffix(f[0], ".") {
			moves = append(moves, f[1])
		}
	}
	if code != 0 || len(rows) < 2 || strings.Join(moves, " ") != strings.Join(rows, " ") || strings.Contains(errOut, "hints for game") {
		t.Errorf("hint --game 1: exit %d, stderr %q, moves %v; the session's h gave %v:\n%s", code, errOut, moves, rows, hinted)
	}
	code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
	if code != 0 || !strings.Contains(errOut, "holds 2 games; hints for game 2 (--game picks another)") {
		t.Errorf("hint: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = runCanfield(t, "", "hint", "--game", "3", file)
	if code != 2 || !strings.Contains(errOut, "--game 3: "+file+" holds 2 games; give 1 to 2") {
		t.Errorf("hint --game 3: exit %d, stderr %q", code, errOut)
	}
}
