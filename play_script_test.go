package main

// End-to-end tests of scripts and terminals: answers never drift to
// another prompt, long lines are refused in bounded memory.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
	rec := recordGames(t, file)[0]
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
	if rec := recordGames(t, file)[0]; len(rec.Moves) != 1 || rec.Moves[0].Reveal.String() != card5(20) {
		t.Fatalf("record: %d moves %v", len(rec.Moves), rec.Moves)
	}
}
