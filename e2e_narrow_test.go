package main

// End-to-end tests on a narrow terminal: messages, menus, hints and
// reviews wrap at the terminal's width, never the terminal breaking them.

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

// TestNarrowTerminal: on a terminal 60 columns wide, hint reasons wrap at
// its width (they wrapped at 80, so the terminal broke them in the middle
// of a word) and superior's face-up reserve puts its "(top last)" below
// the cards instead of running past the edge. The help (?) fits in 60
// columns (a line of it was 131 wide), and so does the reminder of the
// move syntax after a bad move (190 columns in one line).
func TestNarrowTerminal(t *testing.T) {
	home := t.TempDir()
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"},
		"play", "--rules", "superior", "--seed", "3", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	g.send("h\r")
	g.expect("Hints")
	g.expect("Move (? for help)")
	g.send("?\r")
	g.expect("Cards: rank")
	g.expect("Move (? for help)")
	g.send("zz\r")
	g.expect("is not a move")
	g.expect("Move (? for help)")
	g.quit("")
	out := strings.ReplaceAll(g.out.String(), "\r\n", "\n")
	if !strings.Contains(out, "Reserve      A♦ 3♦ 7♠ Q♠ 9♠ 2♣ 5♠ A♥ 3♥ J♣ K♠ Q♥ 6♣\n             (top last)\n") {
		t.Errorf("the reserve is not drawn in two lines:\n%s", out)
	}
	if !regexp.MustCompile(`in column 3,\s*\n +emptying column 2`).MatchString(out) {
		t.Errorf("the hints are not wrapped at 60 columns:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		// The last lines name the record's path, which may be any length.
		if visibleWidth(l) > 60 && !strings.Contains(l, home) {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
		}
	}
}

// TestNarrowTerminalReview: analyze on a 60-column terminal wraps its
// sentences, reasons and chart at the terminal's width (sentences of up
// to 104 columns broke in the middle of words even at 80; a costly
// decision's reason stood one word a line).
func TestNarrowTerminalReview(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	// Seed 100 has no move but dealing: lost after 12 deals.
	if out, code := runBin(t, home, strings.Repeat("d\n", 12), "play", "--seed", "100", "--out", file); code != 0 || !strings.Contains(out, "it is lost") {
		t.Fatalf("play: exit %d:\n%s", code, out)
	}
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "analyze", "--samples", "4", file)
	g.expect("Chance of winning")
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, g.out.String())
	}
	out := strings.ReplaceAll(g.out.String(), "\r\n", "\n")
	for _, l := range strings.Split(out, "\n") {
		// The progress line is written over with \r: what stays on the
		// screen is the text after the last one.
		l = l[strings.LastIndex(l, "\r")+1:]
		if visibleWidth(l) > 60 {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
		}
	}
}
