package main

// End-to-end tests of scripts and terminals: answers never drift to
// another prompt, long lines are refused in bounded memory.

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// TestScriptWithByteOrderMark plays a script saved by an editor that
// starts it with a UTF-8 byte-order mark: the first card is read as the
// card it is, and every later card goes to its own place.
func TestScriptWithByteOrderMark(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	out, code := runBin(t, home, "\uFEFF9h\nTs\nJc\n2c\n3h\n4d\nq\n", "play", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	rec := readRecordFile(t, file)[0]
	text, _ := os.ReadFile(file)
	if rec.Setup[12].String() != "9h" || !strings.Contains(string(text), "Tableau: Jc 2c 3h 4d") {
		t.Fatalf("the cards went to the wrong places:\n%s\n%s", text, out)
	}
}

// TestScriptRefusedAnswerStops checks that the binary, reading a script,
// stops at the first answer refused with exit 1 and the line's number,
// instead of taking the next answer for the prompt refused.
func TestScriptRefusedAnswerStops(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	// "9x" is a typo for the base card: "Jc" after it was meant for column 1.
	out, code := runBin(t, home, "9h\n9x\nJc\n2c\n3h\n4d\nq\n", "play", "--out", file)
	if code != 1 || !strings.Contains(out, `line 2 of the input: "9x" is not a card`) {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) || !strings.Contains(out, "Not saved: the input stopped before the first move") {
		t.Fatalf("a script stopped before its first move made %s (%v)\n%s", file, err, out)
	}
}

// TestScriptLongLines gives lines far longer than any answer: each is
// refused with its line's number and read in bounded memory; stopped
// before the first move, the script adds no game.
func TestScriptLongLines(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	long := strings.Repeat("d ", 100_000) // 200 KB: a paste gone wrong
	out, code := runBin(t, home, "9h\nTs\nJc\n2c\n3h\n4d\n"+long+"\nd\nq\n", "play", "--out", file)
	if code != 1 || !strings.Contains(out, "line 7 of the input: a line longer than 4096 characters") {
		t.Fatalf("exit %d\n%s", code, tail(out, 5))
	}
	if len(out) > 20_000 {
		t.Errorf("the long line was echoed: %d bytes of output", len(out))
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Fatalf("a script stopped before its first move made %s", file)
	}
}

// TestScriptRefusedChoiceStops mistypes a choice from the list of legal
// moves in a script: it stops there, the next line is not taken for it.
func TestScriptRefusedChoiceStops(t *testing.T) {
	home := t.TempDir()
	out, code := runBin(t, home, "\nzz\nd\nq\n", "play", "--seed", "5", "--out", filepath.Join(home, "g.cfr"))
	if code != 1 || !strings.Contains(out, `line 2 of the input: "zz" is not a number from 1 to`) {
		t.Fatalf("exit %d\n%s", code, tail(out, 6))
	}
}

// TestScriptSeveralMovesStopAtTheRefused plays a line of three moves in a
// script whose second is illegal: the script stops naming that line, not
// the line of the card asked in between, and the first move is kept.
func TestScriptSeveralMovesStopAtTheRefused(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	var lines []string
	for _, s := range dealSteps() {
		lines = append(lines, s.in)
	}
	lines = append(lines, "d rf d", card5(20), "q")
	out, code := runBin(t, home, strings.Join(lines, "\n")+"\n", "play", "--out", file)
	want := fmt.Sprintf("line %d of the input: rf: illegal move", len(lines)-2)
	if code != 1 || !strings.Contains(out, want) {
		t.Fatalf("exit %d, want 1 and %q\n%s", code, want, tail(out, 6))
	}
	if rec := readRecordFile(t, file)[0]; len(rec.Moves) != 1 || rec.Moves[0].Reveal.String() != card5(20) {
		t.Fatalf("record: %d moves %v", len(rec.Moves), rec.Moves)
	}
}

// TestLineModeVirtualWin plays a seeded virtual game to a win along the
// winning line the solver finds for that deal, as a script would.
func TestLineModeVirtualWin(t *testing.T) {
	r := canfield.Classic
	for _, seed := range []uint64{3, 8} {
		lines := solvedLine(t, r, seed)
		file := filepath.Join(t.TempDir(), "won.cfr")
		out, errs, code := playLines(t, lines, "--virtual", "--seed", strconv.FormatUint(seed, 10), "--out", file)
		if code != 0 {
			t.Fatalf("seed %d: exit %d: %s\n%s", seed, code, errs, tail(out, 30))
		}
		if !strings.Contains(out, "Won! All 52 cards are on the foundations. Casino score: $208.") {
			t.Fatalf("seed %d: no win announced:\n%s", seed, tail(out, 30))
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := notation.ParseRecord(string(data))
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := rec.Get(notation.TagResult); v != "won" || len(rec.Moves) != len(lines) {
			t.Errorf("seed %d: record has result %q and %d moves, want won and %d", seed, v, len(rec.Moves), len(lines))
		}
	}
}

// TestLineModeRefusalStopsTheScript scripts a real-cards game with every
// kind of bad input: each gets a message naming it and the line, and the
// script stops there with exit 1, the game saved as it stood, so that no
// later answer is taken for another prompt. A script without fault plays
// on through undo and redo.
func TestLineModeRefusalStopsTheScript(t *testing.T) {
	good := []string{"9h", "Ts", "Jc", "2c", "3h", "4d", "d", "Kd"}
	for _, tc := range []struct {
		at   int    // the bad line goes before good[at]
		bad  string // the bad answer
		want string
	}{
		{0, "Zz", `"Zz" is not a card`},
		{2, "9h", "9♥ refused for column 1's card: card already seen: 9♥ is already the reserve's top card at the deal"},
		{6, "xx", `"xx" is not a move`},
		{6, "rf", "rf: illegal move: 9♥ does not go on its foundation (it wants T♥)"},
		{6, "r1", "r1: illegal move: 9♥ does not build on J♣"},
		{7, "Ts", "T♠ refused for the waste's top card: card already seen: T♠ is already the base card"},
	} {
		lines := append(append(append([]string{}, good[:tc.at]...), tc.bad), good[tc.at:]...)
		file := filepath.Join(t.TempDir(), "g.cfr")
		out, errs, code := playLines(t, append(lines, "q"), "--out", file)
		wantErr := fmt.Sprintf("line %d of the input: %s", tc.at+1, tc.want)
		if code != 1 || !strings.Contains(out, tc.want) || !strings.Contains(errs, wantErr) || !strings.Contains(errs, "the input stops here") {
			t.Errorf("%q at line %d: exit %d, stderr %q, want 1 and %q\n%s", tc.bad, tc.at+1, code, errs, wantErr, tail(out, 8))
			continue
		}
		if tc.at <= 6 {
			// Stopped before the first move: no game is added.
			if _, err := os.Stat(file); !os.IsNotExist(err) {
				t.Errorf("%q at line %d: stopped before the first move, yet %s was made", tc.bad, tc.at+1, file)
			}
			continue
		}
		// Stopped after a move: the game is saved, and the player told where
		// and how to go on, as when the input ends (it was not said).
		if !strings.Contains(out, "Game saved to "+file) || !strings.Contains(out, "play --resume "+file) {
			t.Errorf("%q at line %d: the output does not say where the game is saved and how to go on:\n%s", tc.bad, tc.at+1, tail(out, 6))
		}
		rec := readRecordFile(t, file)[0]
		seen := 0
		for _, c := range rec.Setup {
			if c != 0 {
				seen++
			}
		}
		if want, moves := min(tc.at, 6), max(tc.at-6, 0); seen != want || len(rec.Moves) != moves {
			t.Errorf("%q at line %d: the record holds %d cards and %d moves, want %d and %d", tc.bad, tc.at+1, seen, len(rec.Moves), want, moves)
		}
	}
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, _, code := playLines(t, append(good, "u", "redo", "q"), "--out", file)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"Undid d.", "Redid d.", "Waste  K♦  (3 cards)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	data, _ := os.ReadFile(file)
	if !strings.Contains(string(data), "1. d=Kd") {
		t.Errorf("record after redo:\n%s", data)
	}
}

// TestLineModeInputEndsSaved: a closed stdin mid-game saves and exits 0.
func TestLineModeInputEndsSaved(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, _, code := playLines(t, []string{"d"}, "--virtual", "--seed", "4", "--out", file)
	if code != 0 || !strings.Contains(out, "Input ended.") || !strings.Contains(out, "Game saved to") {
		t.Fatalf("exit %d\n%s", code, tail(out, 10))
	}
	if data, err := os.ReadFile(file); err != nil || !strings.Contains(string(data), "1. d=") {
		t.Fatalf("record: %v\n%s", err, data)
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
