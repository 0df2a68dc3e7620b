package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/notation"
)

// TestPtySeenCardSaysWhereItIsNow: a place named as at the deal ("the
// reserve's top card at the deal") is followed by where the card lies now,
// since moves have carried it elsewhere.
func TestPtySeenCardSaysWhereItIsNow(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	g := dealRealCards(t, "9h", "8h", "Jc", "2c", "3s", "4d", "rf")
	g.expect("Card for the reserve's top card")
	g.send("Kd\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("9h\r")
	g.expect("reserve's top card at the deal, now on its foundation")
	g.expect("Card for the waste's top card")
	g.send("5c\r")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestEnterAloneAtACard: Enter alone where a card is asked says what to
// type, not '"" is not a card'; a script stops there, naming the line.
func TestEnterAloneAtACard(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		if strings.HasSuffix(t.Name(), "lines") {
			out, errs, code := playLines(t, []string{""}, "--out", filepath.Join(home, "g.cfr"))
			if code != 1 || !strings.Contains(errs, "line 1 of the input: an empty line, not a card") || strings.Contains(out+errs, `""`) {
				t.Errorf("exit %d, stderr %q:\n%s", code, errs, out)
			}
			return
		}
		out := run(home, []step{
			{"", []string{"Type the card the table shows there, e.g. 7h, Td, Q♠ (? for help).", "Card for the reserve's top card"}},
			{"q", []string{"Game saved to"}},
		}, "play", "--out", filepath.Join(home, "g.cfr"))
		if strings.Contains(out, `""`) {
			t.Errorf("an empty answer is quoted:\n%s", out)
		}
	})
}

// TestImportedDealNotAsked: a record made by import holds the whole deal;
// playing it shows each card as it turns up instead of asking for it (and
// so never gives a card away by refusing a guess).
func TestImportedDealNotAsked(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "imported.cfr")
	line := notation.FormatDeal(seed5)
	if out, code := runBin(t, home, line+"\n", "import", "-o", file, "-"); code != 0 {
		t.Fatalf("import: exit %d\n%s", code, out)
	}
	out := runLines(t, home, []step{
		{"d", []string{"The waste's top card: " + cardText(seed5[20]) + " (known already)", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play", "--resume", file)
	if strings.Contains(out, "Card for") {
		t.Errorf("a card of the imported deal was asked for:\n%s", out)
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

// TestDealIntroPerPreset: the words before a real deal say what the preset
// lays out: storehouse deals no base card (its Twos start the foundations),
// superior's reserve lies face up.
func TestDealIntroPerPreset(t *testing.T) {
	for _, c := range []struct {
		preset, want string
	}{
		{"classic", "Deal the cards (classic rules): 13 to the reserve, the base card, 4 to the tableau."},
		{"storehouse", "Deal the cards (storehouse rules): 13 to the reserve, 4 to the tableau; the four 2s start the foundations."},
		{"superior", "Deal the cards (superior rules): 13 to the reserve (all face up), the base card, 4 to the tableau."},
	} {
		home := t.TempDir()
		out, code := runBin(t, home, "q\n", "play", "--rules", c.preset, "--out", filepath.Join(home, "g.cfr"))
		if code != 0 || !strings.Contains(out, c.want+"\n") {
			t.Errorf("%s: exit %d, want %q:\n%s", c.preset, code, c.want, out)
		}
	}
}

// TestLeftAtACardNamesTheMovesNotPlayed: quitting (q, end of input) at a
// card asked between moves typed on one line says which moves of the line
// were not played, as a refused move does; they were dropped silently.
func TestLeftAtACardNamesTheMovesNotPlayed(t *testing.T) {
	for _, end := range []string{"q\n", ""} {
		home := t.TempDir()
		// Storehouse seed 3: reserve Qc, columns Ts 7h Kd Ac, stock 5d ...
		in := "Qc\nTs\n7h\nKd\nAc\nd d d wf\n5d\n" + end
		out, code := runBin(t, home, in, "play", "--rules", "storehouse", "--out", filepath.Join(home, "g.cfr"))
		if code != 0 || !strings.Contains(out, "Not played: the game was left at the card: d wf\n") {
			t.Errorf("ending with %q: exit %d:\n%s", end, code, out)
		}
	}
}
