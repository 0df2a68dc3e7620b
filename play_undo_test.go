package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestUndoAtTheFirstCard: u before any card is typed says there is no
// card to take back either, not only that no move was made.
func TestUndoAtTheFirstCard(t *testing.T) {
	out, errs, code := playLines(t, []string{"u", "q"})
	if code != 0 || !strings.Contains(out, "Nothing to undo: no card typed and no move made yet.") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errs, out)
	}
	out, errs, code = playLines(t, []string{"u", "q"}, "--virtual", "--seed", "5")
	if code != 0 || !strings.Contains(out, "Nothing to undo: no move made yet.") {
		t.Errorf("virtual: exit %d, stderr %q:\n%s", code, errs, out)
	}
}

// TestUndoThenMovesOnOneLine: 'u' or 'redo' followed by moves on the same
// line takes back (or plays again) and then plays the rest of the line, as
// several moves on a line do; the words after 'u' were silently dropped.
func TestUndoThenMovesOnOneLine(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"d", []string{"Card for the waste's top card"}},
			step{card5(20), []string{"Move (? for help)"}},
			step{"u 32", []string{"Undid d.", "Card for the reserve's top card"}},
			step{card5(11), []string{"Move (? for help)"}},
			step{"d u u redo", []string{"(known already)", "Undid d.", "Undid 32.", "Redid 32.", "Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		run(home, steps, "play", "--out", file)
		rec, text := readRecord(t, file)
		if len(rec.Moves) != 1 || !strings.Contains(text, "1. 32="+card5(11)) {
			t.Errorf("the record should hold 32 alone:\n%s", text)
		}
	})
}

// TestUndoDuringSetup: u during the deal takes back the last card
// typed; the prompt asks for it again and nothing else is lost.
func TestUndoDuringSetup(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := dealSteps()[:4] // reserve top, base, columns 1 and 2
		steps = append(steps,
			step{"u", []string{"Took back", "Card for column 2's card"}},
			step{"Kh", []string{"Card for column 3's card"}}, // a different card now
			step{"u", []string{"Took back", "Card for column 2's card"}},
			step{card5(15), []string{"Card for column 3's card"}},
			step{card5(16), []string{"Card for column 4's card"}},
			step{card5(17), []string{"Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		out := run(home, steps, "play", "--out", file)
		if strings.Contains(out, "Nothing to undo") {
			t.Errorf("undo during the deal did nothing:\n%s", out)
		}
		rec, text := readRecord(t, file)
		for pos := 12; pos <= 17; pos++ {
			if rec.Setup[pos] != seed5[pos] {
				t.Errorf("setup position %d holds %v, want %v:\n%s", pos, rec.Setup[pos], seed5[pos], text)
			}
		}
	})
}

// TestUndoRemembersTheCard: a card told stays known at its place
// through undo, and through a quit and resume: it is shown, not asked.
func TestUndoRemembersTheCard(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	waste := "The waste's top card: " + cardText(seed5[20]) + " (known already)"
	steps := append(dealSteps(),
		step{"d", []string{"Card for the waste's top card"}},
		step{card5(20), []string{"Move (? for help)"}},
		step{"u", []string{"Undid d.", "Move (? for help)"}},
		step{"d", []string{waste, "Move (? for help)"}},
		step{"u", []string{"Undid d.", "Move (? for help)"}},
		step{"q", []string{"Game saved to"}})
	out := runLines(t, home, steps, "play", "--out", file)
	if n := strings.Count(out, "Card for the waste's top card"); n != 1 {
		t.Errorf("the waste card was asked %d times, want once:\n%s", n, out)
	}
	_, text := readRecord(t, file)
	out = runLines(t, home, []step{
		{"d", []string{waste, "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play", "--resume", file)
	if strings.Contains(out, "Card for the waste's top card") {
		t.Errorf("after resuming, the waste card seen before was asked again; record was:\n%s\noutput:\n%s", text, out)
	}
}

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
	if g := readRecordFile(t, file); len(g) != 1 || len(g[0].Moves) != 2 {
		t.Errorf("the record does not hold the two moves redone")
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

// TestUndoAtTheDealRedrawsTheTable: a card of the deal taken back at the
// move prompt and typed again shows the table with the new card before
// the next move is asked (the move count had not changed, so the table
// on the screen still showed the card taken back).
func TestUndoAtTheDealRedrawsTheTable(t *testing.T) {
	out, errs, code := playLines(t, []string{"4d", "Js", "Tc", "2h", "7c", "9d", "u", "9h", "q"}, "--out", filepath.Join(t.TempDir(), "g.cfr"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	_, after, ok := strings.Cut(out, "Card for column 4's card: 9h")
	if !ok {
		t.Fatalf("9h not asked for column 4 again:\n%s", tail(out, 12))
	}
	table, _, _ := strings.Cut(after, "Move (? for help):")
	if !strings.Contains(table, "  4  9♥") {
		t.Errorf("no table with 9♥ in column 4 before the next move:\n%s", tail(out, 12))
	}
}
