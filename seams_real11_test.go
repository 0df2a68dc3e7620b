package main

// End-to-end tests of the seams play-test 11 found playing real cards:
// cards typed as a player reads them off the table, several on a line.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCardWithASpace: "7 h" or "10 ♥" at a card prompt is the card, as a
// player reading it off the table types it; it was refused as not a card.
func TestCardWithASpace(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	// The deal of seed 7 (kd js tc 2h 7c 4c), typed with spaces.
	out, errs, code := playLines(t, []string{"k d", "J ♠", "10 c", "2h", "7  C", "4 ♣", "q"}, "--out", file)
	if code != 0 || strings.Contains(out, "is not a card") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if _, got := readRecord(t, file); !strings.Contains(got, "Tableau: Tc 2h 7c 4c") || !strings.Contains(got, "Base:    Js") {
		t.Errorf("record:\n%s", got)
	}
}

// TestSeveralCardsOnALine: a line of cards at a card prompt answers that
// prompt and the ones after it up to the next move prompt, as a line of
// moves plays several moves;
// the deal was refused as '"kd js tc" is not a card'. Cards left over
// when no more are asked for are named, not dropped silently.
func TestSeveralCardsOnALine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	// The deal of seed 7 is kd js tc 2h 7c 4c; two deals turn ts, then qh.
	// Cards typed ahead answer the card prompts of the moves on the line.
	out, errs, code := playLines(t, []string{"kd js tc", "2h 7c 4c 9h", "d d", "ts qh 3c", "q"}, "--out", file)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"Card for the base card (first foundation): js\nCard for column 1's card: tc\nCard for column 2's card: 2h 7c 4c 9h\nCard for column 3's card: 7c\n",
		"Not entered: no card is asked for now: 9h\n",
		"Card for the waste's top card after d (1 of 2): ts qh 3c\nCard for the waste's top card after d (2 of 2): qh\n",
		"Not entered: no card is asked for now: 3c\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if _, got := readRecord(t, file); !strings.Contains(got, "Tableau: Tc 2h 7c 4c") || !strings.Contains(got, "1. d=Ts 2. d=Qh") {
		t.Errorf("record:\n%s", got)
	}
}

// TestLineOfCardsWithASlip: a line of cards with a rank and suit apart
// ("K ♣") still reads as cards; a word on it that is no card is named,
// and none of the line is entered. The whole line was named as "not a
// card".
func TestLineOfCardsWithASlip(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, errs, code := playLines(t, []string{"kd J ♠ tc", "2h 7x 4c"}, "--out", file)
	want := `line 2 of the input: "7x" is not a card (rank A 2-9 T or 10 J Q K, then suit c d h s or ♣ ♦ ♥ ♠, e.g. 7h, Td, 10♠), so none of the line's cards was entered`
	if code != 1 || !strings.Contains(errs, want) {
		t.Fatalf("exit %d, stderr %q, want %q\n%s", code, errs, want, out)
	}
	if !strings.Contains(out, "Card for column 1's card: tc\n") {
		t.Errorf("K ♣ apart on a line of cards:\n%s", out)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("stopped before the first move, yet %s was made", file)
	}
}

// TestFixReadsCardsAsTyped: fix reads its two cards as a card prompt
// does ("5 d" is 5♦), and a third card is refused, not dropped: "fix 5d
// 6d 7d" corrected 5♦ to 6♦ without a word about 7d.
func TestFixReadsCardsAsTyped(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	// Storehouse: the reserve's top card and four columns.
	out, errs, code := playLines(t, []string{"3c ah as 5d 9d", "fix 5 d 6d", "fix 6d 7d 8d", "fix 6d 7 d!", "q"}, "--rules", "storehouse", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"fix 5 d 6d\nCorrected 5♦ to 6♦.\n",
		"fix 6d 7d 8d\nUsage: fix OLD NEW, two cards;",
		"fix 6d 7 d!\nCorrected 6♦ to 7♦.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if _, got := readRecord(t, file); !strings.Contains(got, "Tableau: Ah As 7d 9d") {
		t.Errorf("record:\n%s", got)
	}
}

// TestMovesTypedAtACardPrompt: a line of moves (or u u) at a card prompt
// is named as moves, as one move already is; it read '"u u u" is not a
// card (rank ...)'.
func TestMovesTypedAtACardPrompt(t *testing.T) {
	for _, line := range []string{"u u u", "d d", "wf U redo"} {
		_, errs, code := playLines(t, []string{"kd js tc 2h 7c 4c", "d", line}, "--out", filepath.Join(t.TempDir(), "g.cfr"))
		want := `line 3 of the input: "` + line + `" is a line of moves, not a card: type the waste's top card first, then the moves (u on a line of its own takes back the last card or move)`
		if code != 1 || !strings.Contains(errs, want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", line, code, errs, want)
		}
	}
}

// TestCardsAheadAtTheEnd: cards typed ahead that the game ends before
// are named, as they are at a move prompt; they went without a word.
func TestCardsAheadAtTheEnd(t *testing.T) {
	// Rainbow seed 4 is lost once the one pass of its stock has been
	// dealt: its deal line is the reserve (top card 13th), the base, the
	// tableau and the stock.
	out, _, _ := runCmd(t, "deal", "--seed", "4", "--rules", "rainbow")
	cards := strings.Fields(out)
	lines := []string{strings.Join(cards[12:18], " ")}
	for _, c := range cards[18:] {
		lines = append(lines, "d", c)
	}
	lines[len(lines)-1] += " 9h"
	out, errs, code := playLines(t, lines, "--rules", "rainbow", "--out", filepath.Join(t.TempDir(), "g.cfr"))
	if code != 0 || !strings.Contains(out, "it is lost") || !strings.Contains(out, "Not entered: the game is over: 9h\n") {
		t.Errorf("exit %d: %s\n%s", code, errs, out)
	}
}
