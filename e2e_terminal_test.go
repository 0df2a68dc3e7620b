package main

// End-to-end tests at a terminal (a pseudo-terminal): the menus, Ctrl-C,
// long pastes, colour, and replies that stay on the screen.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	expect "github.com/Netflix/go-expect"
	"github.com/creack/pty"

	"canfield/notation"
)

func TestPtyVirtualGameThroughPromptui(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play")
	g.expect("Cards at hand?")
	g.send("\x1b[B") // arrow down to "No: deal a virtual game"
	g.send("\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("The waste's top card:")
	g.expect("Move (? for help)")
	g.quit("")
	if !strings.Contains(g.out.String(), "Stock        31 cards") {
		t.Errorf("after d the stock should hold 31 cards:\n%s", g.out.String())
	}
}

// TestPtyRealCardsEnterMoveUndoQuitResume plays the player's path with
// real cards: enter the deal, be refused a card already seen, deal and
// answer the waste card, undo, quit, and resume from the saved record.
func TestPtyRealCardsEnterMoveUndoQuitResume(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	home := t.TempDir()
	rec := filepath.Join(home, "game.cfr")
	env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}
	// The cards as a player reads them off a real table: the program
	// cannot know them, it only checks they are consistent.
	g := startPty(t, env, "play", "--out", rec)
	g.expect("Cards at hand?")
	g.send("\r") // first choice: real cards
	g.expect("Card for the reserve's top card")
	g.send("Jh\r")
	g.expect("Card for the base card")
	g.send("4h\r")
	g.expect("Card for column 1's card")
	g.send("jh\r") // already the reserve's top: refused, asked again
	g.expect("refused for column 1's card")
	g.expect("Card for column 1's card")
	g.send("5s\r")
	g.expect("Card for column 2's card")
	g.send("K♥\r")
	g.expect("Card for column 3's card")
	g.send("9h\r")
	g.expect("Card for column 4's card")
	g.send("5d\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("8d\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("Tc\r")
	g.expect("Move (? for help)")
	g.send("u\r")
	g.expect("Undid d.")
	g.expect("Move (? for help)")
	g.quit("")

	g = startPty(t, env, "play", "--resume", rec)
	g.expect("Resumed")
	g.expect("move made") // the line wraps after the record's path
	g.expect("move 1  ·")
	g.expect("Waste  8♦")
	g.expect("Move (? for help)")
	g.send("d\r")
	// The T♣ seen before the undo is known in its place: shown, not asked.
	g.expect("The waste's top card: T♣ (known already)")
	g.expect("Move (? for help)")
	g.quit("")
	data, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. d=8d 2. d=Tc") {
		t.Errorf("the record does not hold the moves played:\n%s", data)
	}
}

// TestPtyCtrlCSaves presses Ctrl-C at a prompt, with promptui and with
// plain line prompts: the game is saved and the program exits with 130.
func TestPtyCtrlCSaves(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	for _, plain := range []bool{false, true} {
		home := t.TempDir()
		rec := filepath.Join(home, "g.cfr")
		args := []string{"play", "--virtual", "--seed", "11", "--out", rec}
		if plain {
			args = append(args, "--plain")
		}
		g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, args...)
		g.expect("Move (? for help)")
		g.send("d\r")
		g.expect("The waste's top card")
		g.expect("Move (? for help)")
		g.send("\x03")
		g.expect("Interrupted.")
		g.expect("Game saved to")
		if code := g.wait(); code != 130 {
			t.Logf("plain=%v", plain)
			t.Fatalf("plain=%v: exit code %d, want 130\n%s", plain, code, g.out.String())
		}
		data, err := os.ReadFile(rec)
		if err != nil || !strings.Contains(string(data), "1. d=") {
			t.Fatalf("plain=%v: record after Ctrl-C: %v\n%s", plain, err, data)
		}
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

// TestPtyNoChoosesNo: on a terminal, "n" and Enter in the first yes/no
// menu chooses No (a virtual game).
func TestPtyNoChoosesNo(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", filepath.Join(home, "g.cfr"))
	g.chooseVirtual()
	g.quit("")
}

// TestPtyRepliesNotOverwritten: on a terminal, a one-line reply
// (to fix, to u, to a refused card) stays on the screen: the move prompt
// after it is written below it, nothing moves the cursor back over it,
// and no old prompt is left looking like typed text.
func TestPtyRepliesNotOverwritten(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	steps := append([]step{{"", []string{"Card for the reserve's top card"}}}, dealSteps()...)
	steps = append(steps,
		step{"fix " + card5(15) + " " + card5(51), []string{"Corrected", "Move (? for help)"}},
		step{"d", []string{"Card for the waste's top card"}},
		step{card5(12), []string{"refused", "Card for the waste's top card"}},
		step{card5(20), []string{"Move (? for help)"}},
		step{"u", []string{"Undid d.", "Move (? for help)"}},
		step{"q", []string{"Game saved to"}})
	out := runPty(t, home, steps, "play", "--out", filepath.Join(home, "g.cfr"))
	// Everything after the first menu (where a redraw is the menu's job).
	i := strings.Index(out, "Card for the reserve's top card")
	if i < 0 {
		t.Fatalf("no deal prompt:\n%q", out)
	}
	after := out[i:]
	if m := cursorMoves.FindString(after); m != "" {
		t.Errorf("the prompts move the cursor back (%q), so they can overwrite a reply:\n%q", m, after)
	}
	if strings.Contains(after, "✔") || strings.Contains(after, "█") {
		t.Errorf("old prompts are left on the screen:\n%q", after)
	}
	for _, reply := range []string{
		"Corrected " + cardText(seed5[15]) + " to " + cardText(seed5[51]) + ".\r\n", // then the table, drawn again
		"Undid d.\r\n",
	} {
		if !strings.Contains(after, reply) {
			t.Errorf("the reply %q is not followed by the next prompt on its own line:\n%q", reply, after)
		}
	}
}

// TestPtyNoColour: with NO_COLOR set, nothing on a terminal is
// coloured: not the cards, not the menus, not the prompts.
func TestPtyNoColour(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	steps := append([]step{{"", []string{"Card for the reserve's top card"}}}, dealSteps()...)
	steps = append(steps,
		step{"", []string{"Legal moves"}},                     // the menu of legal moves
		step{"", []string{"Card for the reserve's top card"}}, // its first: 1f
		step{card5(11), []string{"Move (? for help)"}},
		step{"q", []string{"Game saved to"}})
	out := runPty(t, home, steps, "play", "--out", filepath.Join(home, "g.cfr"))
	if m := sgr.FindString(out); m != "" {
		t.Errorf("colour code %q with NO_COLOR set:\n%q", m, out)
	}
}

// TestPtyCtrlCStopsOneHint presses Ctrl-C while a hint is thought out:
// that hint stops, the game goes on, and the next hint works.
func TestPtyCtrlCStopsOneHint(t *testing.T) {
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--seed", "1", "--think", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	g.send("h\r")
	time.Sleep(150 * time.Millisecond) // the deep hint takes seconds
	g.send("\x03")
	got, err := g.c.Expect(expect.String("Hint stopped (Ctrl-C); the game goes on.", "Interrupted."))
	if err != nil {
		t.Fatalf("after Ctrl-C: %v\n%s", err, g.out.String())
	}
	if !strings.Contains(got, "Hint stopped") {
		// The hint was done before Ctrl-C came: the prompt took it. The
		// routing itself is TestInterruptStopsInnermostOnly's.
		t.Skip("the hint ended before Ctrl-C was pressed")
	}
	g.expect("Move (? for help)")
	g.send("h\r")
	g.expect("Hints (from the cards you have seen")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestPtyPlainTypoAsksAgain mistypes the first choice with --plain at a
// terminal: the question is asked again, the game does not end.
func TestPtyPlainTypoAsksAgain(t *testing.T) {
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Cards at hand?")
	g.expect("Number or answer")
	g.send("3\r")
	g.expect(`"3" is not a number from 1 to 2 nor an item of the list.`)
	g.expect("Number or answer")
	g.send("2\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestPtyLongPaste pastes 70 KB on one line at the move prompt: the line
// is refused, and the game goes on. (The terminal is read directly, not
// through go-expect, whose matching is quadratic in the output's length.)
func TestPtyLongPaste(t *testing.T) {
	home := t.TempDir()
	cmd := exec.Command(canfieldBinary(t), "play", "--seed", "1", "--out", filepath.Join(home, "g.cfr"))
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	ptm, err := pty.Start(cmd)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	defer ptm.Close()
	defer cmd.Process.Kill()
	var mu sync.Mutex
	var out bytes.Buffer
	go func() {
		buf := make([]byte, 64<<10)
		for {
			n, err := ptm.Read(buf)
			mu.Lock()
			out.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	// waitFor waits for s to appear after offset from, returning where it ends.
	waitFor := func(s string, from int) int {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for time.Now().Before(deadline) {
			mu.Lock()
			i := bytes.Index(out.Bytes()[from:], []byte(s))
			mu.Unlock()
			if i >= 0 {
				return from + i + len(s)
			}
			time.Sleep(50 * time.Millisecond)
		}
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("waiting for %q; output ends:\n%s", s, tail(out.String(), 10))
		return 0
	}
	at := waitFor("Move (? for help)", 0)
	go ptm.WriteString(strings.Repeat("d ", 35_000) + "\r")
	at = waitFor("longer than", at)
	ptm.WriteString("d\r")
	at = waitFor("Waste", at)
	ptm.WriteString("q\r")
	waitFor("Game saved to", at)
	cmd.Wait()
	if gs := readRecordFile(t, filepath.Join(home, "g.cfr")); len(gs[0].Moves) != 1 {
		t.Fatalf("%d moves, want the one d typed after the paste", len(gs[0].Moves))
	}
}

// TestPtyPlainEnterTakesFirstAnswer: with --plain at a terminal, Enter at
// "Cards at hand?" takes the first answer, as Enter does in the menu
// without --plain; it ended the program with "canfield: no choice made".
// The prompt says so, and no longer calls the answer a move.
func TestPtyPlainEnterTakesFirstAnswer(t *testing.T) {
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Cards at hand?")
	g.expect("Number or answer (1-2, empty for 1):")
	g.send("\r")
	g.expect("Deal the cards (classic rules)")
	g.expect("Card for the reserve's top card:")
	g.quit("")
}

// TestPtyInterruptBeforeGame: Ctrl-C at the first question, before any
// game exists, ends with exit 130 and says nothing was saved, as Ctrl-C
// does elsewhere (it ended silently with exit 0), and no file is written.
func TestPtyInterruptBeforeGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", file)
	g.expect("Cards at hand?")
	g.send("\x03")
	g.expect("interrupted before a game started; nothing to save")
	if code := g.wait(); code != 130 {
		t.Fatalf("exit code %d, want 130\n%s", code, g.out.String())
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("a file was written before any game: %v", err)
	}
}

// TestPtyMenuSaysWhatToDo: the line promptui shows above a menu tells the
// player how to choose; it read "Search: " before.
func TestPtyMenuSaysWhatToDo(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Choose with the arrow keys and Enter, or type:")
	g.expect("Cards at hand?")
	g.send("\x03")
	g.wait()
	if strings.Contains(g.out.String(), "Search:") {
		t.Errorf("the menu still says Search:\n%s", g.out.String())
	}
}

// sgr matches a colour escape sequence.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// cursorMoves matches the escape sequences that move the cursor up or
// erase what is on the screen: a prompt drawn with them can overwrite the
// line the program wrote before it.
var cursorMoves = regexp.MustCompile(`\x1b\[[0-9]*[AJK]`)

// TestPtyEscapeClosesMoveList opens the list of legal moves and presses
// Escape: the list closes, the move prompt comes back, and no move is
// played. The arrow keys, which start with the same byte, still move in
// the list, and Ctrl-C in it still stops the program with the game saved.
func TestPtyEscapeClosesMoveList(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	home := t.TempDir()
	rec := filepath.Join(home, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--virtual", "--seed", "11", "--out", rec)
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("The waste's top card")
	g.expect("Move (? for help)")
	g.send("l\r")
	g.expect("Legal moves")
	g.send("\x1b")
	g.expect("Move (? for help)")
	g.quit("")
	data, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. d=") || strings.Contains(string(data), "2. ") {
		t.Errorf("Escape in the list of moves changed the game:\n%s", data)
	}

	g = startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--resume", rec)
	g.expect("Move (? for help)")
	g.send("l\r")
	g.expect("Legal moves")
	g.send("\x1b[B") // down to the second move
	g.send("\r")
	g.expect("Move (? for help)")
	g.send("l\r")
	g.expect("Legal moves")
	g.send("\x03")
	g.expect("Interrupted.")
	g.expect("Game saved to")
	if code := g.wait(); code != 130 {
		t.Fatalf("Ctrl-C in the list: exit code %d, want 130\n%s", code, g.out.String())
	}
	if data, err := os.ReadFile(rec); err != nil || !strings.Contains(string(data), "2. ") {
		t.Errorf("the move picked with the arrow keys is not in the record: %v\n%s", err, data)
	}
}

// TestPtyResignConfirmation: the question before giving a game up is
// answered No by Enter and closed by Escape, and typing the command's own
// word there finds no answer (the menu filters on Yes and No alone): the
// game goes on each time. Escape closes the other questions too: the one
// at the start leaves with no game started.
func TestPtyResignConfirmation(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	rec := filepath.Join(home, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--virtual", "--seed", "7", "--out", rec)
	g.expect("Move (? for help)")
	g.send("resign\r")
	g.expect("Give the game up?")
	g.send("resign")
	g.expect("No results")
	g.send("\r") // no answer is highlighted: Enter chooses nothing
	time.Sleep(200 * time.Millisecond)
	g.send("\x1b")
	g.expect("The game goes on.")
	g.expect("Move (? for help)")
	g.send("resign\r")
	g.expect("Give the game up?")
	time.Sleep(200 * time.Millisecond)
	g.send("\r") // the highlighted first answer: No
	g.expect("The game goes on.")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Move (? for help)")
	g.quit("")
	if strings.Contains(g.out.String(), "Game abandoned") {
		t.Fatalf("the game was given up:\n%s", g.out.String())
	}
	if r := readRecordFile(t, rec)[0]; mustTag(r, notation.TagResult) != notation.ResultInProgress || len(r.Moves) != 1 {
		t.Errorf("the record after the questions: %s, %d moves", mustTag(r, notation.TagResult), len(r.Moves))
	}

	g = startPty(t, []string{"CANFIELD_HOME=" + t.TempDir(), "NO_COLOR=1"}, "play", "--out", filepath.Join(home, "none.cfr"))
	g.expect("Cards at hand?")
	time.Sleep(200 * time.Millisecond)
	g.send("\x1b")
	g.expect("No game started.")
	if code := g.wait(); code != 0 {
		t.Fatalf("Escape at the first question: exit %d\n%s", code, g.out.String())
	}
}

// TestPtyReviewTakesSeveralCardsALine: the review offered at the end of
// a game asks for the cards never seen, and takes several on one line, as
// play's card prompts do: seed 5's deal given up at once, its 45 hidden
// cards typed in three lines.
func TestPtyReviewTakesSeveralCardsALine(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	rec := filepath.Join(home, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", rec)
	g.expect("Cards at hand?")
	g.send("y")
	g.send("\r")
	for pos := 12; pos < 18; pos++ {
		g.expect("Card for ")
		g.send(card5(pos) + "\r")
	}
	g.expect("Move (? for help)")
	g.send("resign\r")
	g.expect("Give the game up?")
	g.send("y")
	g.send("\r")
	g.expect("Review the game now?")
	g.send("y")
	g.send("\r")
	var line []string
	for pos := 0; pos < 52; pos++ {
		if pos < 12 || pos >= 18 {
			line = append(line, card5(pos))
		}
	}
	for _, part := range [][]string{line[:12], line[12:30], line[30:]} {
		g.expect("Card for ")
		g.send(strings.Join(part, " ") + "\r")
	}
	g.expect("The deal was winnable")
	g.wait()
	if n := strings.Count(g.out.String(), "Card for "); n != 6+45 {
		t.Errorf("%d card prompts, want 6 at the deal and 45 in the review", n)
	}
	r, text := readRecord(t, rec)
	if _, ok := r.Deal(); !ok {
		t.Errorf("the record does not give the whole deal:\n%s", text)
	}
}

// TestPtyKeysTypedAfterTheEndAreNotTheMenusFilter: keys typed on after
// the move that ends the game (the player did not see the end coming) are
// dropped and named, not taken by the review question as its filter
// (which then showed "No results" with "hp" typed).
func TestPtyKeysTypedAfterTheEndAreNotTheMenusFilter(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	data, err := os.ReadFile("testdata/replay-finished.cfr")
	if err != nil {
		t.Fatal(err)
	}
	// The won game of testdata, one move short of its end.
	text := strings.Replace(string(data), `[Result "won"]`, `[Result "*"]`, 1)
	text = strings.Replace(text, `[Foundations "52"]`+"\n", "", 1)
	text = strings.Replace(text, " 127. 4f", "", 1)
	home := t.TempDir()
	file := filepath.Join(home, "near.cfr")
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--resume", file)
	g.expect("Move (? for help)")
	g.send("4f\rh\rp\r")
	g.expect("Won!")
	g.expect("The game has ended, so the 2 lines typed after its last move (h, p) were not played.")
	g.expect("Review the game now?")
	g.expect("Yes: was it winnable") // the menu whole, not filtered
	time.Sleep(200 * time.Millisecond)
	g.send("\r") // the highlighted first answer: No
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, g.out.String())
	}
	if strings.Contains(g.out.String(), "No results") {
		t.Errorf("the review question took the keys typed ahead:\n%s", g.out.String())
	}
	if r := readRecordFile(t, file)[0]; mustTag(r, notation.TagResult) != notation.ResultWon {
		t.Errorf("the record's result: %s", mustTag(r, notation.TagResult))
	}
}

// TestPtyKeysTypedWithAMenusAnswerStayForWhatFollows: keys typed in the
// same burst as the answer to a menu are not taken by the menu: giving
// the game up with "y", Enter, "h", Enter, "p", Enter ends the game, and
// the h and p are named as not played (the menu's reader took them and
// they vanished without a word).
func TestPtyKeysTypedWithAMenusAnswerStayForWhatFollows(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--virtual", "--seed", "8", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	g.send("resign\r")
	g.expect("Give the game up?")
	time.Sleep(200 * time.Millisecond)
	g.send("y\rh\rp\r")
	g.expect("The game has ended, so the 2 lines typed after its last move (h, p) were not played.")
	g.expect("Review the game now?")
	time.Sleep(200 * time.Millisecond)
	g.send("\r") // No
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, g.out.String())
	}
}
