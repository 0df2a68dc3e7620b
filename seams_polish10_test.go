package main

// End-to-end tests of the rough edges play-test 9 left: a record edited
// while it is played, a record of tags only, names as typed, ended files,
// script lines after the end, and the names of deal positions.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecordEditedWhilePlayed: a record changed on disk during the game
// (an editor saving over it) is not overwritten by the next save: the
// game goes on in a file beside it, and the player is told where.
func TestRecordEditedWhilePlayed(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + dir, "NO_COLOR=1"}, "play", "--seed", "5", "--plain", "--out", file)
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Move (? for help)")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), "[Result", "[Annotator \"me\"]\n[Result", 1)
	if edited == string(data) {
		t.Fatalf("no Result tag to edit beside in:\n%s", data)
	}
	if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	g.send("d\r")
	beside := filepath.Join(dir, "g.1.cfr")
	g.expect("neither is lost.")
	g.expect("Move (? for help)")
	g.quit(" " + beside)
	want := file + " was changed on disk since this game last saved it; it is left as it is, and the game is saved to " + beside + " from now on, so that neither is lost."
	if !strings.Contains(strings.Join(strings.Fields(g.out.String()), " "), want) {
		t.Errorf("no %q in:\n%s", want, g.out)
	}
	if got, _ := os.ReadFile(file); string(got) != edited {
		t.Errorf("the edited file was overwritten:\n%s", got)
	}
	out, errs, code := playLines(t, []string{"q"}, "--resume", beside)
	if code != 0 || !strings.Contains(out, "2 moves made") {
		t.Errorf("resume of %s: exit %d: %s\n%s", beside, code, errs, out)
	}
}

// TestOutNameAsTyped: play --out names the file as it was typed, as
// --resume does, not made absolute.
func TestOutNameAsTyped(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for i := range 2 {
		out, errs, code := playLines(t, []string{"d", "q"}, "--seed", "7", "--out", "real7.cfr")
		if code != 0 {
			t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
		}
		want := "Game saved to real7.cfr\nResume it with: "
		if i == 1 {
			want = "real7.cfr holds 1 game; this game is added as game 2.\n"
		}
		if !strings.Contains(out, want) || strings.Contains(out, dir) {
			t.Errorf("game %d: no %q, or the folder named, in:\n%s", i+1, want, out)
		}
	}
}

// TestResumeEndedSaysHowToAdd: resuming a file whose games have all ended
// is refused with how to add a new game to it; while another game is
// unfinished, the refusal names that one instead.
func TestResumeEndedSaysHowToAdd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if out, errs, code := playLines(t, []string{"resign", "y"}, "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	_, errs, code := playLines(t, []string{"q"}, "--resume", file)
	want := "the game has ended (abandoned); 'canfield replay " + file + "' shows it, and 'canfield play --out " + file + "' adds a new game to the file"
	if code == 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d; no %q in:\n%s", code, want, errs)
	}
	if out, errs, code := playLines(t, []string{"resign", "y"}, "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	_, errs, code = playLines(t, []string{"q"}, "--resume", file)
	want = "game 2 of 2 has ended (abandoned); 'canfield replay " + file + " --game 2' shows it; every game of the file has ended, and 'canfield play --out " + file + "' adds a new game to it"
	if code == 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d; no %q in:\n%s", code, want, errs)
	}
}

// TestScriptLinesAfterTheEnd: the lines of a script left when the game
// ends are named as not played, blank ones not counted.
func TestScriptLinesAfterTheEnd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, errs, code := playLines(t, []string{"resign", "y", "d", "", "2f u", ""}, "--seed", "7", "--out", file)
	want := "The game has ended, so 2 more lines of the input, from line 3 (d), were not played.\nGame saved to "
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d: %s; no %q in:\n%s", code, errs, want, out)
	}
	out, errs, code = playLines(t, []string{"resign", "y", "", "d"}, "--seed", "7", "--out", file)
	want = "The game has ended, so the input's line 4 (d) was not played.\n"
	if code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d: %s; no %q in:\n%s", code, errs, want, out)
	}
	out, _, _ = playLines(t, []string{"resign", "y", ""}, "--seed", "7", "--out", file)
	if strings.Contains(out, "not played") {
		t.Errorf("a blank line named as not played:\n%s", out)
	}
}

// TestFileNamesAsTyped: solve --out, sim --out and stats --file name their
// file as typed too.
func TestFileNamesAsTyped(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := os.WriteFile("d.txt", []byte(deal7(t)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runMain(t, "solve", "d.txt", "--out", "x.jsonl", "--timeout", "5s"); code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errs)
	}
	code, _, errs := runMain(t, "solve", "d.txt", "--out", "x.jsonl", "--timeout", "5s")
	if want := "canfield: x.jsonl already holds results"; code == 0 || !strings.HasPrefix(errs, want) {
		t.Errorf("solve again: exit %d; %q does not start with %q", code, errs, want)
	}
	// A --file that is not there is an error, naming it as typed.
	code, _, errs = runMain(t, "stats", "--file", "none.jsonl")
	if want := "canfield: none.jsonl: no such file"; code != 2 || !strings.HasPrefix(errs, want) {
		t.Errorf("stats: exit %d; %q does not start with %q", code, errs, want)
	}
}

// deal7 is the deal line of seed 7 under classic rules.
func deal7(t *testing.T) string {
	t.Helper()
	code, out, errs := runMain(t, "deal", "--seed", "7")
	if code != 0 {
		t.Fatalf("deal: exit %d: %s", code, errs)
	}
	return strings.TrimSpace(out)
}
