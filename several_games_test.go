package main

// End-to-end tests of the commands a session shows for a file of several
// games: each must reach the game just played, not the one the command
// takes by itself.

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSavedGameCommandsNameTheGame: the "Resume it with" and "Review it
// with" lines name the game with --game when the command would otherwise
// take another one (play --resume takes the last game, analyze the first).
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
	if code != 0 || !strings.Contains(out, "analyze "+file+" --game 2\n") {
		t.Errorf("game 2 resigned: exit %d, stderr %q; want the review command to name game 2:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"resign", "yes"}, "--resume", file, "--game", "1")
	if code != 0 || !strings.Contains(out, "analyze "+file+"\n") {
		t.Errorf("game 1 resigned: exit %d, stderr %q; want the review command without --game:\n%s", code, errs, out)
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

// TestNarrowTerminalMessages: on a 60-column terminal the messages of a
// game wrap between words: the deal's first line (84 columns), a refused
// fix (up to 110), the note and line of a resume of a record cut by hand,
// the moves replay lists. A command quoted in a message stays on one
// line, to be copied whole.
func TestNarrowTerminalMessages(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}
	g := startPtyCols(t, 60, env, "play", "--out", file)
	g.expect("Cards at hand?")
	g.send("\r") // the first answer: real cards
	g.expect("Card for the reserve's top card")
	for _, s := range dealSteps() {
		g.send(s.in + "\r")
		g.expect(s.want[0])
	}
	g.send("1f\r")
	g.expect("Card for the reserve's top card")
	g.send(card5(11) + "\r")
	g.expect("Move (? for help)")
	g.send("d d\r")
	g.expect("Card for the waste's top card")
	g.send(card5(20) + "\r")
	g.expect("Card for the waste's top card")
	g.send(card5(23) + "\r")
	g.expect("Move (? for help)")
	g.send("fix " + card5(12) + " " + card5(20) + "\r")
	g.expect("swap")
	g.expect("Move (? for help)")
	g.send("fix\r")
	g.expect("Usage: fix OLD NEW")
	g.expect("Move (? for help)")
	g.quit("")
	// The Result tag says lost: the three moves do not end the game.
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(data), `[Result "*"]`, `[Result "lost"]`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	r := startPtyCols(t, 60, env, "play", "--resume", file)
	r.expect("Resumed")
	r.expect("Move (? for help)")
	r.quit("")
	l := startPtyCols(t, 60, env, "replay", "--to", "3", file)
	l.expect("End of the game")
	if code := l.wait(); code != 0 {
		t.Fatalf("replay: exit %d\n%s", code, l.out.String())
	}
	out := strings.ReplaceAll(g.out.String()+r.out.String()+l.out.String(), "\r\n", "\n")
	for _, want := range []string{"Type 'fix " + card5(12) + " " + card5(20) + "!' to swap", "Deal the cards (classic rules): 13 to the reserve, the base\ncard"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q not in the output:\n%s", want, out)
		}
	}
	// What the menu draws and clears is not text on the screen.
	out = regexp.MustCompile("\x1b\\[[0-9;?]*[A-Za-z]| \b").ReplaceAllString(out, "")
	for _, l := range strings.Split(out, "\n") {
		l = l[strings.LastIndex(l, "\r")+1:]
		// The lines that name the record's path may be any length.
		if visibleWidth(l) > 60 && !strings.Contains(l, home) {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
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

// TestCasinoScoreLoss: a game lost or given up with fewer than 11 cards
// home is a loss in dollars, written -$42 as money is, not $-42.
func TestCasinoScoreLoss(t *testing.T) {
	// Seed 100 has no move but dealing: lost after 12 deals.
	lines := strings.Split(strings.Repeat("d\n", 12), "\n")
	out, errs, code := playLines(t, lines, "--virtual", "--seed", "100")
	if code != 0 || !strings.Contains(out, "casino score -$") || strings.Contains(out, "$-") {
		t.Errorf("lost game: exit %d, stderr %q:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"resign", "yes"}, "--virtual", "--seed", "8")
	if code != 0 || !strings.Contains(out, "casino score -$") || strings.Contains(out, "$-") {
		t.Errorf("abandoned game: exit %d, stderr %q:\n%s", code, errs, out)
	}
}
