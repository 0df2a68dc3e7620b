package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveFailsOnFullDisk types the first card of a real-cards game when
// the record cannot be written: the message names the record and the
// cause (not a temporary file), says the game is kept, and the record,
// the card typed in it, is given on standard error before the script stops.
func TestSaveFailsOnFullDisk(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	player := strings.Repeat("x", 600) // the record passes 512 bytes at once
	out, code := runLimited(t, home, "9h\nTs\n", "play", "--player", player, "--out", file)
	if code != 1 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{
		"Could not save the game: saving " + file + ": file too large",
		"The game is kept in memory",
		"Reserve: ... 9h",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, ".tmp") {
		t.Errorf("the message names the temporary file:\n%s", out)
	}
	if left, _ := filepath.Glob(filepath.Join(home, ".g.cfr.tmp*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestPtySaveFailureAsksForAnotherFile makes the record's folder
// unwritable in the middle of a game (it becomes a plain file): the player
// is told, the game stays in memory, and is saved to the file the player
// names instead, with the move that could not be saved.
func TestPtySaveFailureAsksForAnotherFile(t *testing.T) {
	home := t.TempDir()
	sub := filepath.Join(home, "sub")
	other := filepath.Join(home, "other.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--seed", "1", "--out", filepath.Join(sub, "g.cfr"))
	g.expect("Move (? for help)")
	if err := os.RemoveAll(sub); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sub, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	g.send("d\r")
	g.expect("Could not save the game")
	g.expect("The game is kept in memory")
	g.expect("Save to another file")
	g.send(other + "\r")
	g.expect("the game is saved there from now on")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Move (? for help)")
	g.send("q\r")
	g.expect("Game saved to " + other)
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, g.out.String())
	}
	if gs := readRecordFile(t, other); len(gs) != 1 || len(gs[0].Moves) != 2 {
		t.Fatalf("%s holds %d games", other, len(gs))
	}
}

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
