package main

// End-to-end tests of defects found by playing: the seams between
// features (a fix that cuts the game back, a fix of a card on the table,
// a game record given to solve, an exported record imported back) that
// the tests of each feature alone did not reach.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/notation"
)

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

// TestSolveGameRecordNamed: 'canfield solve' given a game record (what
// play saves) says so and how to solve its deal, instead of one error per
// line of the record taken as deal lines.
func TestSolveGameRecordNamed(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	_, errs, code := playLines(t, []string{"d", "q"}, "--virtual", "--seed", "5", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	for _, in := range []struct{ name, stdin string }{{file, ""}, {"-", "\n# a comment\n[Rules \"classic\"]\n"}} {
		args := []string{file}
		if in.name == "-" {
			args = nil
		}
		code, _, errs := runSolve(t, in.stdin, args...)
		if code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "is a game record, not deal lines") ||
			!strings.Contains(errs, "--format deal") {
			t.Errorf("solve %v: exit %d, want 2 and one line naming the record:\n%s", args, code, errs)
		}
	}
}

// TestImportRecordJSON: what 'export --format json' prints, 'import'
// reads back to the same record (moves, reveals and tags kept), instead of
// refusing it as a bad Solvitaire deal.
func TestImportRecordJSON(t *testing.T) {
	const file = "testdata/replay-finished.cfr"
	code, js, errOut := runCanfield(t, "", "export", file, "--format", "json")
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, errOut)
	}
	code, out, errOut := runCanfield(t, js, "import", "-")
	if code != 0 {
		t.Fatalf("import of the JSON record: exit %d: %s", code, errOut)
	}
	want, err := notation.FormatRecords(readRecordFile(t, file))
	if err != nil {
		t.Fatal(err)
	}
	if out != want {
		t.Errorf("import gives\n%s\nwant\n%s", out, want)
	}
	if code, _, errOut := runCanfield(t, js, "import", "-", "--rules", "draw1"); code != 2 || !strings.Contains(errOut, "--rules") {
		t.Errorf("import of a JSON record with --rules: exit %d, stderr %q; want 2 and a word on --rules", code, errOut)
	}
}

// TestHintWonGame: 'canfield hint' on a won game says it is won, not
// "no legal move: the game is over" as for a game with no move.
func TestHintWonGame(t *testing.T) {
	code, out, errOut := runCanfield(t, "", "hint", "testdata/replay-finished.cfr")
	if code != 0 || out != "The game is won: every card is on the foundations.\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
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

// TestResumeAtACardShowsTable: a game left while a card was being asked
// (Ctrl-C or the end of the input at the card prompt) resumes by showing
// the table, then asking for the card: the player coming back to the
// table sees where the game stands before typing.
func TestResumeAtACardShowsTable(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"d", []string{"Card for the waste's top card"}},
			step{"q", []string{"Game saved to"}}) // q at the card prompt
		run(home, steps, "play", "--out", file)
		out := run(home, []step{
			{card5(20), []string{"Move (? for help)"}},
			{"q", []string{"Game saved to"}},
		}, "play", "--resume", file)
		i, j := strings.Index(out, "move 1  ·"), strings.Index(out, "Card for the waste's top card")
		if i < 0 || j < 0 || i > j {
			t.Errorf("the table is not shown before the card is asked:\n%s", out)
		}
	})
}

// TestSolveOneDealSummary: the summary of one deal says "1 deal".
func TestSolveOneDealSummary(t *testing.T) {
	code, _, errs := runSolve(t, strings.Join(seededLines(t, "classic", 1), "\n")+"\n")
	if code != 0 || !strings.Contains(errs, "rules classic, 1 deal: ") {
		t.Errorf("exit %d, summary:\n%s", code, errs)
	}
}

// TestResumeNamesCustomRules: resuming a game under changed rules names
// them, not "( rules)", and so does the table, not "custom rules".
func TestResumeNamesCustomRules(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	data, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := runLines(t, home, []step{{"q", []string{"Game saved to"}}}, "play", "--resume", file)
	if !strings.Contains(out, "14 moves made (draw1 passes=3 rules)") || !strings.Contains(out, "draw1 passes=3  ·  move 14") {
		t.Errorf("the rules are not named:\n%s", out)
	}
}

// TestAnalyzeNamesRulesAndBudget: analyze names changed rules (not
// " rules, 14 moves"), and an undecided deal says how to give the solver
// longer.
func TestAnalyzeNamesRulesAndBudget(t *testing.T) {
	code, out, errOut := runCanfield(t, "", "analyze", "--no-ask", "--game", "3", "--timeout", "1s", "testdata/replay-several.cfr")
	if code != 0 || !strings.HasPrefix(out, "draw1 passes=3 rules, 14 moves") {
		t.Errorf("exit %d: %s\n%s", code, errOut, out)
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	// Seed 7 is lost, which the solver takes seconds to prove.
	code, out, errOut = runCanfield(t, "", "analyze", "--no-ask", "--timeout", "1ms", file)
	// The sentence is wrapped at 80 columns: compare it as words.
	if code != 0 || !strings.Contains(strings.Join(strings.Fields(out), " "), "The solver did not decide the deal within 1ms (analyze --timeout gives it longer).") {
		t.Errorf("exit %d: %s\n%s", code, errOut, out)
	}
}

// TestPtyOfferNamesCustomRules: the offer to go on with the latest
// unfinished game names changed rules, not "( rules, ...".
func TestPtyOfferNamesCustomRules(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	deal := filepath.Join(home, "deal.txt")
	if err := os.WriteFile(deal, []byte(seededLines(t, "draw1", 1)[0]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runLines(t, home, nil, "import", "--rules", "draw1 passes=3", "-o", filepath.Join(home, "games", "g.cfr"), deal)
	out := runPty(t, home, []step{
		{"", []string{"Resumed", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play")
	if !strings.Contains(out, "(draw1 passes=3 rules, 0 moves made)") {
		t.Errorf("the offer does not name the rules:\n%s", out)
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
