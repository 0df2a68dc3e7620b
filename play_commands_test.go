package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/notation"
)

// TestLineModeHints: h lists the best three moves, each a legal move of
// the position with a reason. At the opening the deal scouts the stock
// (it comes first, without an estimate, and the moves after it are not
// valued); once the stock has gone round, every hint has a chance of
// winning.
func TestLineModeHints(t *testing.T) {
	lines := []string{"h"}
	for range 13 { // 12 deals to the end of the 34-card stock, then round
		lines = append(lines, "d")
	}
	lines = append(lines, "h", "q")
	out, _, code := playLines(t, lines, "--virtual", "--seed", "3", "--out", filepath.Join(t.TempDir(), "g.cfr"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	const head = "Hints (from the cards you have seen"
	i := strings.Index(out, head)
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	legal := map[string]bool{"rf": true, "23": true, "24": true, "d": true}
	rows := hintRows(out[i:], 3)
	for k, row := range rows {
		f := strings.Fields(row)
		switch {
		case len(f) < 3 || !legal[f[0]]:
			t.Errorf("opening hint row %q: want a legal move and a reason", row)
		case k == 0 && (f[0] != "d" || f[1] != "scout"):
			t.Errorf("opening hint row %q: want the deal, scouting the stock", row)
		}
	}
	j := strings.Index(out[i+len(head):], head)
	if j < 0 {
		t.Fatalf("no hints after going round the stock:\n%s", out)
	}
	rows = hintRows(out[i+len(head)+j:], 3)
	for _, row := range rows {
		f := strings.Fields(row)
		if len(f) < 6 || f[2] != "%" || f[3] != "±" {
			t.Errorf("hint row %q after going round: want a move, a percentage and a reason", row)
			continue
		}
		if _, err := notation.ParseMove(f[0]); err != nil {
			t.Errorf("hint row %q: %v", row, err)
		}
	}
}

// TestCardPromptHelp: ? while a card is asked for (during the deal, and
// after a deal turns an unseen card) says how to type a card and which
// commands work there, instead of the whole move help, whose one line
// about cards came last; at the move prompt ? still lists the moves.
func TestCardPromptHelp(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		steps := append([]step{{"?", []string{"Type the card the table shows there", "fix OLD NEW", "Card for the reserve's top card"}}},
			dealSteps()...)
		steps = append(steps,
			step{"d", []string{"Card for the waste's top card"}},
			step{"help", []string{"Type the card the table shows there", "Card for the waste's top card"}},
			step{card5(20), []string{"Move (? for help)"}},
			step{"?", []string{"Moves (several may go on one line", "Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		out := run(home, steps, "play", "--out", filepath.Join(home, "g.cfr"))
		if n := strings.Count(out, "Moves (several may go on one line"); n != 1 {
			t.Errorf("the move help printed %d times, want once (at the move prompt):\n%s", n, out)
		}
	})
}

// TestListAsksAgainAndResignAsks: a bad choice in the list of legal moves
// asks again (it used to drop back to the move prompt); resign asks first,
// and "n" answers No. At a terminal (--plain: the line prompts): a script
// would stop at the bad choice instead (TestScriptRefusedChoiceStops).
func TestListAsksAgainAndResignAsks(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	out := runPty(t, home, []step{
		{"redo", []string{"Nothing to redo: no move was taken back."}},
		{"", []string{"Legal moves"}},
		{"zz", []string{`"zz" is not a number`, "Legal moves", "Number or move"}},
		{"d", []string{"Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"n", []string{"The game goes on.", "Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"yes", []string{"Game abandoned", "Review the game now?"}},
		{"1", nil}, // no review (asked at a terminal only)
	}, "play", "--plain", "--virtual", "--seed", "5", "--out", filepath.Join(home, "g.cfr"))
	if strings.Contains(out, "nothing to do") {
		t.Errorf("odd wording left:\n%s", out)
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

// TestSaveTakesNoFileName: save with a file name saves the game's own
// record and says that the name was not taken (it was dropped in
// silence, the player believing a copy was written there).
func TestSaveTakesNoFileName(t *testing.T) {
	dir := t.TempDir()
	rec, other := filepath.Join(dir, "g.cfr"), filepath.Join(dir, "x.cfr")
	out, _, code := playLines(t, []string{"d", "save " + other, "q"}, "--virtual", "--seed", "3", "--out", rec)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if !strings.Contains(out, "Saved to "+rec+". save takes no file name") {
		t.Errorf("save with a name: want the record it saved to and that the name was not taken:\n%s", out)
	}
	if _, err := os.Stat(other); !os.IsNotExist(err) {
		t.Errorf("save wrote the name given: %v", err)
	}
	b, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	r, err := notation.ParseRecord(string(b))
	if err != nil || len(r.Moves) != 1 {
		t.Errorf("the record after d and save: %v, want one move:\n%s", err, b)
	}
}
