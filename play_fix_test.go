package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPtySeenCardSuggestsFix: a card refused because it was typed at
// another place says how to correct that place, and the fix typed at the
// card prompt lets the card in.
func TestPtySeenCardSuggestsFix(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	g := dealRealCards(t, "9h", "Ts", "Jc", "2c", "3h", "4d", "d")
	g.expect("Card for the waste's top card")
	g.send("9h\r") // the 9h really shows here: the reserve's was a slip
	g.expect("card already seen: 9h is already")
	g.expect("if it was typed wrong there, 'fix 9h X' puts the")
	g.expect("Card for the waste's top card")
	g.send("fix 9h 8h\r")
	g.expect("Corrected 9h to 8h.")
	g.expect("Card for the waste's top card")
	g.send("9h\r")
	g.expect("Waste  9h")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestFixInVirtualDeal: in a virtual deal 'fix' says its cards cannot be
// corrected, whether or not the old card has been seen (it said a card not
// yet seen "has not been entered"), and the game goes on unchanged.
func TestFixInVirtualDeal(t *testing.T) {
	const virtual = "A virtual deal's cards are dealt by the program and cannot be corrected."
	file := filepath.Join(t.TempDir(), "v.cfr")
	// Seed 11 shows 2♣ at the start and hides 9♣ (the first fix used to
	// say "9♣ has not been entered").
	out, errs, code := playLines(t, []string{"fix 9c 8h", "fix 2c 2d", "q"}, "--seed", "11", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	if n := strings.Count(out, virtual); n != 2 {
		t.Errorf("%q said %d times, want 2 (fix of an unseen and a seen card):\n%s", virtual, n, out)
	}
	if strings.Contains(out, "has not been entered") {
		t.Errorf("a virtual deal's fix speaks of cards not entered:\n%s", out)
	}
	if recs := readRecordFile(t, file); len(recs) != 1 || len(recs[0].Moves) != 0 {
		t.Errorf("the record after two refused fixes: %d games, want one with no moves", len(recs))
	}
}

// TestFixCutOfOneMove: a fix that cuts one move back speaks of that move
// alone ("1 move taken back (32); a card it turned up stays known"), not
// of "the cards they turned up".
func TestFixCutOfOneMove(t *testing.T) {
	home := t.TempDir()
	// 32 puts column 3's A♣ on column 2's 2♦; as A♥ it would be red on
	// red, so the fix cuts move 1.
	out := runLines(t, home, append(dealSteps(),
		step{"32", []string{"Card for the reserve's top card"}},
		step{card5(11), []string{"Move (? for help)"}},
		step{"fix Ac Ah!", []string{"Cut the game back to move 0: 1 move taken back (32); a card it turned up stays known."}},
		step{"q", []string{"Game saved to"}}), "play", "--out", filepath.Join(home, "g.cfr"))
	if strings.Contains(out, "they turned up") {
		t.Errorf("one move spoken of as several:\n%s", out)
	}
}

// TestFixCutSaysWhatWasCut: 'fix OLD NEW!' that cuts the game back says
// so and how far, instead of only "Corrected": the moves after the cut
// are gone and redo cannot bring them back.
func TestFixCutSaysWhatWasCut(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		// 32 puts column 3's A♣ on column 2's 2♦; typed as A♥, it would
		// be red on red, so the fix breaks move 1.
		steps := append(dealSteps(),
			step{"32", []string{"Card for the reserve's top card"}},
			step{card5(11), []string{"Move (? for help)"}},
			step{"d", []string{"Card for the waste's top card"}},
			step{card5(20), []string{"Move (? for help)"}},
			step{"fix Ac Ah!", []string{"Corrected A♣ to A♥.",
				// At a terminal the sentence wraps before "stay".
				"Cut the game back to move 0: 2 moves taken back (32 d); the cards they turned up", "stay known.",
				"move 0", "Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		run(home, steps, "play", "--out", file)
		rec, text := readRecord(t, file)
		if len(rec.Moves) != 0 {
			t.Errorf("the record still holds %d moves:\n%s", len(rec.Moves), text)
		}
	})
}

// TestFixRedrawsTable: a fix of a card the table shows draws the table
// again, so the screen does not go on showing the wrong card.
func TestFixRedrawsTable(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"fix Qs Kd", []string{"Corrected Q♠ to K♦.", "move 0", "  4  K♦", "Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		out := run(home, steps, "play", "--out", file)
		if i := strings.LastIndex(out, "Corrected"); strings.Contains(out[i:], "  4  Q♠") {
			t.Errorf("the table after the fix still shows Q♠:\n%s", out[i:])
		}
	})
}

// TestFixAfterResume: cards typed before a quit and resume are
// corrected like cards typed since: the table's card and the waste card.
func TestFixAfterResume(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"d", []string{"Card for the waste's top card"}},
			step{card5(20), []string{"Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		run(home, steps, "play", "--out", file)

		run(home, []step{
			{"fix " + card5(15) + " " + card5(51), []string{"Corrected", "Move (? for help)"}},
			{"fix " + card5(20) + " " + card5(50) + "!", []string{"Corrected", "Move (? for help)"}},
			{"q", []string{"Game saved to"}},
		}, "play", "--resume", file)
		rec, text := readRecord(t, file)
		if rec.Setup[15] != seed5[51] || rec.Setup[20] != seed5[50] {
			t.Errorf("the record does not hold the corrected cards:\n%s", text)
		}
		if !strings.Contains(text, "1. d="+card5(50)) {
			t.Errorf("the record's move does not turn up the corrected card:\n%s", text)
		}
	})
}

// TestPtyFixAfterCtrlC: the same correction works after the game
// was left with Ctrl-C rather than q.
func TestPtyFixAfterCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", file)
	g.expect("Cards at hand?")
	g.send("\r")
	g.expect("Card for the reserve's top card")
	for _, s := range dealSteps() {
		g.send(s.in + "\r")
		for _, w := range s.want {
			g.expect(w)
		}
	}
	g.send("\x03")
	g.expect("Interrupted.")
	if code := g.wait(); code != 130 {
		t.Fatalf("exit code %d, want 130\n%s", code, g.out.String())
	}
	runPty(t, home, []step{
		{"fix " + card5(14) + " " + card5(51), []string{"Corrected", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play", "--resume", file)
	if rec, text := readRecord(t, file); rec.Setup[14] != seed5[51] {
		t.Errorf("the record does not hold the corrected card:\n%s", text)
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

// TestFixToTheSameCard: 'fix OLD OLD' says there is nothing to correct,
// instead of "Corrected Q♠ to Q♠." and the table drawn again.
func TestFixToTheSameCard(t *testing.T) {
	home := t.TempDir()
	c := card5(17) // column 4's card
	steps := append(dealSteps(),
		step{"fix " + c + " " + c, []string{"Nothing to correct: the old and the new card are both", "Move (? for help)"}},
		step{"q", []string{"Game saved to"}})
	out := runLines(t, home, steps, "play", "--out", filepath.Join(home, "g.cfr"))
	if strings.Contains(out, "Corrected") {
		t.Errorf("a fix to the same card says it corrected it:\n%s", out)
	}
}
