package main

// End-to-end tests of the seams play-test 9 found: undo and redo across a
// resume, the --game note, and rules a Solvitaire deal does not carry.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
)

// TestRedoSaysWhyNothing: redo with nothing to redo says why. After a
// resume, the moves taken back before quitting are not in the record;
// after a move played since the undo, the moves taken back are gone.
// Neither is "no move was taken back".
func TestRedoSaysWhyNothing(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, errs, code := playLines(t, []string{"d", "d", "u", "q"}, "--virtual", "--seed", "5", "--out", file)
	if code != 0 || !strings.Contains(out, "Undid d.") {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"redo", "u", "redo", "redo", "u", "d", "redo", "q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"Nothing to redo: no move was taken back since the game was resumed (the record keeps no moves taken back before quitting; play them again).\n",
		"Redid d.\n",
		"Nothing to redo: every move taken back has been played again.\n",
		"Nothing to redo: a move played or a card fixed after the undo dropped the moves taken back.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "no move was taken back.") {
		t.Errorf("the old wording is left:\n%s", out)
	}
}

// TestUndoPastMoveZeroKeepsRedo: 'u' past the first move does not take
// back a card of the deal while moves wait to be redone (that would drop
// them): it says so, and redo plays them again.
func TestUndoPastMoveZeroKeepsRedo(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	// The deal of seed 7, as real cards: reserve, base, tableau, then two
	// deals.
	deal := []string{"kd", "js", "tc", "2h", "7c", "4c", "d", "ts", "d", "qh", "q"}
	if out, errs, code := playLines(t, deal, "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code := playLines(t, []string{"u u u", "redo", "redo", "q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	want := "Undid d.\nUndid d.\nNothing more to undo: this is move 0, before the first move; redo plays again the moves taken back."
	if !strings.Contains(out, want) || strings.Count(out, "Redid d.") != 2 || strings.Contains(out, "Took back") {
		t.Errorf("no %q, then two redos, in:\n%s", want, out)
	}
	if g := recordGames(t, file); len(g) != 1 || len(g[0].Moves) != 2 {
		t.Errorf("the record does not hold the two moves redone")
	}
}

// TestResumeDuringTheDeal: a real deal quit half typed is resumed with how
// the deal goes and the cards typed so far on the table, not a bare
// prompt for the next card.
func TestResumeDuringTheDeal(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if out, errs, code := playLines(t, []string{"kd", "js", "tc", "q"}, "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code := playLines(t, []string{"q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	want := "Resumed " + file + ": 0 moves made (classic rules).\n" +
		"Deal the cards (classic rules): 13 to the reserve, the base card, 4 to the tableau.\n" +
		"Type each card as it shows, e.g. 7h, Td, Q♠; ? for help.\n\n" +
		"classic  ·  move 0  ·  pass 1 (unlimited)\n" +
		"Foundations  ♣ --    ♦ --    ♥ --    ♠ J♠ 1    base J\n" +
		"Reserve      K♦  (12 below)\n" +
		"Stock        34 cards     Waste  empty\n" +
		"  1  T♣\n  2  ▒▒\n  3  ▒▒\n  4  ▒▒\n" +
		"Card for column 2's card: q\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("resumed during the deal:\n%s\nwant it to start:\n%s", out, want)
	}
}

// TestEmptyGameNotOffered: 'play </dev/null' (or a quit at the first card)
// leaves a record with nothing typed in it; play at a terminal does not
// offer to go on with it, but still offers the latest game that holds a
// card.
func TestEmptyGameNotOffered(t *testing.T) {
	home := t.TempDir()
	t.Setenv("CANFIELD_HOME", home)
	if code, out, errOut := runCanfield(t, "kd\njs\n", "play"); code != 0 {
		t.Fatalf("play with two cards: exit %d: %s\n%s", code, errOut, out)
	}
	path, rec := latestUnfinished()
	if path == "" || len(rec.Setup) == 0 || rec.Setup[12] == canfield.NoCard {
		t.Fatalf("the game with two cards typed is not offered: %q", path)
	}
	typed := path
	// The empty records below are newer, whatever the clock's grain.
	hour := time.Now().Add(-time.Hour)
	if err := os.Chtimes(typed, hour, hour); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"", "q\n"} {
		if code, out, errOut := runCanfield(t, in, "play"); code != 0 {
			t.Fatalf("play with input %q: exit %d: %s\n%s", in, code, errOut, out)
		}
		if files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr")); len(files) < 2 {
			t.Fatalf("no record left by input %q: %v", in, files)
		}
		if path, _ := latestUnfinished(); path != typed {
			t.Errorf("after input %q the offer is %q, want %q (the game with cards)", in, path, typed)
		}
	}
}

// TestScriptAnsweringCardsAtHand: a script that answers the question a
// terminal asks first ("Cards at hand?") is told that a script is not
// asked it, and how to deal a virtual game.
func TestScriptAnsweringCardsAtHand(t *testing.T) {
	for _, first := range []string{"n", "Yes"} {
		t.Setenv("CANFIELD_HOME", t.TempDir())
		code, _, errOut := runCanfield(t, first+"\nd\n", "play")
		if want := "is not a card (rank A 2-9 T or 10 J Q K, then suit c d h s or ♣ ♦ ♥ ♠, e.g. 7h, Td, 10♠); a script is not asked whether cards are at hand: its first line is the deal's first card, and --virtual (or --seed N) deals a virtual game"; code != 1 || !strings.Contains(errOut, want) {
			t.Errorf("first line %q: exit %d, stderr %q", first, code, errOut)
		}
	}
	// A card that is not yes or no gets the card's message alone.
	t.Setenv("CANFIELD_HOME", t.TempDir())
	if code, _, errOut := runCanfield(t, "d\n", "play"); code != 1 || strings.Contains(errOut, "cards are at hand") {
		t.Errorf("first line d: exit %d, stderr %q", code, errOut)
	}
}

// TestHintOfAGameWaitingForACard: hint FILE on a game quit while a card was
// asked for (during the deal, or after a deal) says the game waits for
// that card and how to type it, not that the record lacks a card.
func TestHintOfAGameWaitingForACard(t *testing.T) {
	dir := t.TempDir()
	for i, tt := range []struct {
		lines []string
		place string
	}{
		{[]string{"kd", "js", "tc", "q"}, "column 2's card"},
		{[]string{"kd", "js", "tc", "2h", "7c", "4c", "d", "q"}, "the waste's top card"},
	} {
		file := filepath.Join(dir, fmt.Sprintf("g%d.cfr", i))
		if out, errs, code := playLines(t, tt.lines, "--out", file); code != 0 {
			t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
		}
		code, out, errOut := runCanfield(t, "", "hint", file)
		want := "canfield: " + file + ": the game waits for " + tt.place + " to be typed; '"
		if code != 2 || out != "" || !strings.HasPrefix(errOut, want) || !strings.Contains(errOut, " play --resume "+file+"' asks for it, and the hints come once it is in") {
			t.Errorf("exit %d, stdout %q, stderr %q; want it to start %q", code, out, errOut, want)
		}
	}
}

// TestAnalyzeSaysWhichGame: analyze of a file of several games reviews the
// last (as every command takes it) unless --game names another, and says so when --game was not
// given, as export does; replay's heading names the game itself.
func TestAnalyzeSaysWhichGame(t *testing.T) {
	const file = "testdata/replay-several.cfr"
	code, first, errOut := runCanfield(t, "", "analyze", "--no-ask", "--samples", "2", "--top", "1", file)
	if want := "canfield: " + file + " holds 3 games; reviewing game 3, the last (--game picks another)\n"; code != 0 || !strings.HasPrefix(errOut, want) {
		t.Errorf("no --game: exit %d, stderr %q, want it to start %q", code, errOut, want)
	}
	code, named, errOut := runCanfield(t, "", "analyze", "--no-ask", "--samples", "2", "--top", "1", "--game", "3", file)
	if code != 0 || strings.Contains(errOut, "reviewing game") || named != first {
		t.Errorf("--game 3: exit %d, stderr %q\n%s\nwithout --game:\n%s", code, errOut, named, first)
	}
}

// TestCommandsAmongMoves: h and t on a line of moves show the hints and
// the table where the line has got to, and q quits there, saying which
// moves were not played; "h d" and "q d" no longer drop the d unsaid.
// Other commands are refused among moves with their own words, not as a
// move of bad syntax.
func TestCommandsAmongMoves(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, errs, code := playLines(t, []string{"d h d t", "h d", "q d"}, "--seed", "5", "--rules", "draw1", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	// The hints come under the table they are for, drawn once.
	first := strings.Index(out, "Move (? for help): d h d t\nThe waste's top card: 7♠\n\ndraw1  ·  move 1  ·")
	hints := strings.Index(out, "  4  Q♠\nHints (from the cards you have seen")
	second := strings.Index(out, "Move (? for help): h d\nHints (from the cards you have seen")
	if first < 0 || hints < first || second < 0 || !strings.Contains(out, "Move (? for help): q d\nNot played: the game was quit: d\n") {
		t.Errorf("hints or quit among moves:\n%s", out)
	}
	if n := strings.Count(out, "draw1  ·  move 2  ·"); n != 1 {
		t.Errorf("the table after move 2 is drawn %d times, want once:\n%s", n, out)
	}
	if recs := readRecordFile(t, file); len(recs) != 1 || len(recs[0].Moves) != 3 {
		t.Errorf("the record does not hold the 3 deals played")
	}
	_, errs, code = playLines(t, []string{"d fix 7s 7h"}, "--seed", "5", "--rules", "draw1", "--out", filepath.Join(t.TempDir(), "h.cfr"))
	if want := `line 1 of the input: "fix" goes on a line of its own, not among moves`; code != 1 || !strings.Contains(errs, want) {
		t.Errorf("fix among moves: exit %d, stderr %q, want %q", code, errs, want)
	}
}

// TestResumeIntoAnotherFile: play --resume F --out G says at once that the
// game goes on in G and F keeps it as it was (it said so only at the quit),
// and F is left byte for byte.
func TestResumeIntoAnotherFile(t *testing.T) {
	dir := t.TempDir()
	from, to := filepath.Join(dir, "from.cfr"), filepath.Join(dir, "to.cfr")
	if out, errs, code := playLines(t, []string{"d", "q"}, "--seed", "5", "--out", from); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	before, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	out, errs, code := playLines(t, []string{"d", "q"}, "--resume", from, "--out", to)
	if code != 0 {
		t.Fatalf("play --resume --out: exit %d: %s", code, errs)
	}
	if want := "The game goes on in " + to + ", saved after every move; " + from + " keeps it as it was.\n"; !strings.Contains(out, want) {
		t.Errorf("no %q in:\n%s", want, out)
	}
	if after, _ := os.ReadFile(from); string(after) != string(before) {
		t.Errorf("%s changed:\n%s", from, after)
	}
	if recs := readRecordFile(t, to); len(recs) != 1 || len(recs[0].Moves) != 2 {
		t.Errorf("%s does not hold the game with its 2 moves", to)
	}
}

// TestNoCommandShowsTheCommands: canfield with no command lists the
// commands and says how to start a game (it said only `expected one of
// "play", "hint", ...`), on standard error with exit status 2.
func TestNoCommandShowsTheCommands(t *testing.T) {
	code, out, errOut := runCanfield(t, "")
	if code != 2 || out != "" || !strings.Contains(errOut, " play' starts a game.\nUsage: canfield <command>") ||
		!strings.Contains(errOut, "\n  play       Play a game") || strings.Contains(errOut, "expected one of") {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
}

// TestRedoAfterFixCut: redo after 'fix OLD NEW!' cut moves back says those
// moves are not kept for redo; it said no move had been taken back, just
// after "1 move taken back (r2)".
func TestRedoAfterFixCut(t *testing.T) {
	// The deal of seed 11 as real cards: 2♣ on 3♦ turns up J♥; with 4♦
	// for the 3♦, that move breaks.
	lines := []string{"2c", "7d", "ah", "3d", "kh", "kd", "r2", "jh", "fix 3d 4d!", "redo", "q"}
	out, errs, code := playLines(t, lines, "--out", filepath.Join(t.TempDir(), "g.cfr"))
	if code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	want := "Move (? for help): redo\nNothing to redo: the moves fix cut back are not kept for redo (the corrected card broke them).\n"
	if !strings.Contains(out, "1 move taken back (r2)") || !strings.Contains(out, want) {
		t.Errorf("no %q in:\n%s", want, out)
	}
}

// TestMoveTypedAtACardPrompt: a move typed where a card is asked for (the
// next deal typed before the card the last one turned up) is named as a
// move, with what to type first; it read '"d" is not a card (rank ...)'.
func TestMoveTypedAtACardPrompt(t *testing.T) {
	for _, tt := range []struct {
		lines []string
		want  string
	}{
		{[]string{"kd", "js", "tc", "2h", "7c", "4c", "d", "d"}, `line 8 of the input: "d" is a move, not a card: type the waste's top card first`},
		{[]string{"kd", "js", "wf"}, `line 3 of the input: "wf" is a move, not a card: type column 1's card first`},
	} {
		_, errs, code := playLines(t, tt.lines, "--out", filepath.Join(t.TempDir(), "g.cfr"))
		if code != 1 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tt.lines, code, errs, tt.want)
		}
	}
	// A card is still a card ("4d" is no move).
	if _, errs, code := playLines(t, []string{"kd", "kd"}, "--out", filepath.Join(t.TempDir(), "h.cfr")); code != 1 || strings.Contains(errs, "is a move") {
		t.Errorf("a card seen twice: exit %d, stderr %q", code, errs)
	}
}

// TestCardTypedAtTheMovePrompt: a card typed where a move is asked for is
// named as a card, with when cards are asked for; it read '"7h" is not a
// move (d; a source ...)'.
func TestCardTypedAtTheMovePrompt(t *testing.T) {
	_, errs, code := playLines(t, []string{"d 7h"}, "--seed", "5", "--out", filepath.Join(t.TempDir(), "g.cfr"))
	want := `line 1 of the input: "7h" is a card, not a move: no card is asked for now (canfield asks when a move turns one up, and 'fix OLD NEW' corrects one typed before)`
	if code != 1 || !strings.Contains(errs, want) {
		t.Errorf("exit %d, stderr %q, want %q", code, errs, want)
	}
}
