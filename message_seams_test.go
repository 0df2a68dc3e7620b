package main

// End-to-end tests of the words a game says: at a narrow terminal, about
// money, about an undo with nothing to take back.

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

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

// TestPtyLongLineSaysWhatToDo: at a terminal a line over 256 characters
// (a whole winning line pasted) is ignored, and the message says how to
// give it: in parts.
func TestPtyLongLineSaysWhatToDo(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--virtual", "--seed", "5", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	g.send(strings.Repeat("d ", 140) + "\r")
	g.expect("ignored")
	g.expect("in parts.")
	g.expect("Move (? for help)")
	g.quit("")
	if strings.Contains(g.out.String(), "move 1 ") {
		t.Errorf("a move of the long line was played:\n%s", g.out.String())
	}
}

// TestImportHelpReadsAsAList: import's help lists the three kinds of file
// it reads, separated by commas ("skipped) a Solvitaire" ran two together).
func TestImportHelpReadsAsAList(t *testing.T) {
	_, out, _ := runCanfield(t, "", "import", "--help")
	if text := strings.Join(strings.Fields(out), " "); !strings.Contains(text, "are skipped), a Solvitaire JSON deal, or a game record's JSON") {
		t.Errorf("import --help:\n%s", out)
	}
}

// TestReplayOneMove: a game of one move is "1 move" in replay's heading
// and in its refusal of a --to beyond it, not "1 moves".
func TestReplayOneMove(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, []string{"d", "q"}, "--virtual", "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	code, out, errOut := runCanfield(t, "", "replay", "--ascii", file)
	if code != 0 || !strings.Contains(out, "game 1 of 1, 1 move\n") {
		t.Errorf("replay: exit %d, stderr %q:\n%s", code, errOut, out)
	}
	code, _, errOut = runCanfield(t, "", "replay", "--to", "2", file)
	if code != 2 || !strings.Contains(errOut, "game 1 has 1 move; give 0 to 1") {
		t.Errorf("replay --to 2: exit %d, stderr %q", code, errOut)
	}
}

// TestReviewCardsTakeBack: the cards asked for a review (turn the piles
// over) can be taken back with u, the last first, and ? says how to type
// them; before, a wrong card there was saved for good, and ? or u was
// only "not a card".
func TestReviewCardsTakeBack(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, append(dealSteps(), step{"resign", []string{"Give the game up?"}}, step{"yes", []string{"Game abandoned"}}), "play", "--out", file)
	// Reserve card 1 is card5(0); card5(1) typed there first is wrong.
	in := []string{"u", card5(1), "?", "u"}
	for pos := 0; pos < 51; pos++ {
		if pos < 12 || pos >= 18 {
			in = append(in, card5(pos))
		}
	}
	code, out, errOut := runCanfield(t, strings.Join(in, "\n")+"\n", "analyze", "--ask", "--samples", "2", "--timeout", "2s", "--ascii", file)
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{
		"Nothing to take back: no card typed here yet.",
		"Type the card at this place",
		"Took back " + card5(1) + ", typed for reserve card 1 from the bottom at the deal.",
		"The deal was winnable",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("%q not in the output:\n%s", want, out)
		}
	}
	rec, text := readRecord(t, file)
	deal, ok, err := rec.WholeDeal()
	if err != nil || !ok || notation.FormatDeal(deal) != notation.FormatDeal(seed5) {
		t.Errorf("the record's deal after the review (%v, %v):\n%s", ok, err, text)
	}
}

// TestPtyOfferFitsANarrowTerminal: the offer to go on with the latest
// unfinished game is a sentence that wraps at the terminal's width (it
// names a path of any length), then a short question; it was all the
// menu's one label, which the terminal broke anywhere.
func TestPtyOfferFitsANarrowTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	saveUnfinished(t, home)
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play")
	g.expect("Go on with it?")
	g.send("\r")
	g.expect("Move (? for help)")
	g.quit("")
	out := regexp.MustCompile("\x1b\\[[0-9;?]*[A-Za-z]| \b").ReplaceAllString(g.out.String(), "")
	found := false
	for _, l := range strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n") {
		l = l[strings.LastIndex(l, "\r")+1:]
		if strings.Contains(l, "An unfinished game") {
			found = true
			if visibleWidth(l) > 60 {
				t.Errorf("the offer's line is wider than the terminal's 60 columns: %q", l)
			}
		}
	}
	if !found {
		t.Errorf("no offer:\n%s", out)
	}
}

// TestAnalyzeTopZeroListsAll: analyze --top 0 lists every costly decision,
// as hint --top 0 lists every move; it said "No decision cost a
// measurable chance of winning" of a game that had some.
func TestAnalyzeTopZeroListsAll(t *testing.T) {
	file, _ := wonVirtualGame(t, 5)
	review := func(top string) string {
		code, out, errOut := runCanfield(t, "", "analyze", "--samples", "4", "--ascii", "--top", top, file)
		if code != 0 {
			t.Fatalf("analyze --top %s: exit %d: %s", top, code, errOut)
		}
		return out
	}
	all, many := review("0"), review("100")
	if !strings.Contains(many, "Costliest decisions") || all != many {
		t.Errorf("analyze --top 0:\n%s\nanalyze --top 100:\n%s", all, many)
	}
}

// TestPtyMenusFitANarrowTerminal: a menu's lines are cut to the
// terminal's width. promptui redraws a menu by counting lines, so a line
// the terminal wrapped (a long legal move at 60 columns, the resign
// question) drew the menu over itself at every arrow key.
func TestPtyMenusFitANarrowTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	r := canfield.Classic
	st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, 5))
	res, err := solver.New(solver.Options{}).Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won || len(res.Solution) < 68 {
		t.Fatalf("seed 5: %v %v", res.Verdict, err)
	}
	home := t.TempDir()
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--virtual", "--seed", "5", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	// After 68 moves of the winning line, 24 moves six cards: its words
	// run to 61 columns.
	for _, n := range []int{34, 68} {
		var words []string
		for _, m := range res.Solution[n-34 : n] {
			words = append(words, notation.FormatMove(m))
		}
		g.send(strings.Join(words, " ") + "\r")
		g.expect("move " + strconv.Itoa(n) + " ")
		g.expect("Move (? for help)")
	}
	g.send("\r")
	g.expect("Legal moves")
	g.send("\x1b[B") // down
	g.send("\x1b[A") // up
	g.send("\x1b[B")
	g.send("\r")
	g.expect("Move (? for help)")
	g.send("resign\r")
	g.expect("Give the game up?")
	g.send("\x1b[B")
	g.send("\x1b[A")
	g.send("\r")
	g.expect("Move (? for help)")
	g.quit("")
	out := regexp.MustCompile("\x1b\\[[0-9;?]*[A-Za-z]| \b").ReplaceAllString(g.out.String(), "")
	for _, l := range strings.Split(strings.ReplaceAll(out, "\r\n", "\n"), "\n") {
		l = l[strings.LastIndex(l, "\r")+1:]
		// The lines of moves typed are the player's, echoed as typed.
		if visibleWidth(l) > 60 && !strings.Contains(l, home) && !strings.HasPrefix(l, "Move (? for help): ") {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
		}
	}
	if !strings.Contains(out, "to 3♠ in col…") {
		t.Errorf("the long move is not cut to the width:\n%s", out)
	}
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

// wonVirtualGame plays the classic virtual deal of seed to a win along
// the solver's line and returns the record's path and the moves played.
func wonVirtualGame(t *testing.T, seed uint64) (string, []string) {
	t.Helper()
	lines := solvedLine(t, canfield.Classic, seed)
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, lines, "--virtual", "--seed", strconv.FormatUint(seed, 10), "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	return file, lines
}

// TestNarrowTerminalEveryMove: analyze --all on a 60-column terminal
// wraps a row's mark ("(a tie: within sampling noise)", 78 columns with
// its row) under itself instead of letting the terminal break it.
func TestNarrowTerminalEveryMove(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	file, _ := wonVirtualGame(t, 5)
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + t.TempDir(), "NO_COLOR=1"}, "analyze", "--samples", "4", "--all", file)
	g.expect("Chance of winning")
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, g.out.String())
	}
	out := strings.ReplaceAll(g.out.String(), "\r\n", "\n")
	if !strings.Contains(out, "(a tie: within") {
		t.Fatalf("no tie marked, so the rows' width is not checked:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		l = l[strings.LastIndex(l, "\r")+1:]
		if visibleWidth(l) > 60 {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
		}
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
