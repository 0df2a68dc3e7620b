package main

// End-to-end tests of the player's path at the table (issue: corrections,
// undo, resume and lines of several moves), each through the built binary:
// in line mode (standard input a pipe) and, where the terminal matters, on
// a pseudo-terminal.

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fatih/color"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

// step is one line the player types and what the program must say after
// it, in order.
type step struct {
	in   string
	want []string
}

// seed5 is the deal of 'canfield deal --seed 5', played as real cards: the
// tests type what a player would read off the table.
var seed5 = canfield.ShuffledDeal(canfield.Classic, 5)

// card5 is the card at deal position pos of seed5, as typed.
func card5(pos int) string { return notation.FormatCard(seed5[pos]) }

// dealSteps types the classic deal's face-up cards of seed5: the reserve's
// top, the base card and the four columns.
func dealSteps() []step {
	return []step{
		{card5(12), []string{"Card for the base card"}},
		{card5(13), []string{"Card for column 1's card"}},
		{card5(14), []string{"Card for column 2's card"}},
		{card5(15), []string{"Card for column 3's card"}},
		{card5(16), []string{"Card for column 4's card"}},
		{card5(17), []string{"Move (? for help)"}},
	}
}

// runLines runs the binary with the steps' lines as standard input and
// checks that every wanted text appears, in order. It returns the output.
func runLines(t *testing.T, home string, steps []step, args ...string) string {
	t.Helper()
	return runLinesEnv(t, home, nil, steps, args...)
}

// runLinesEnv is runLines with more environment variables (the last value
// of a variable wins).
func runLinesEnv(t *testing.T, home string, env []string, steps []step, args ...string) string {
	t.Helper()
	var in strings.Builder
	for _, s := range steps {
		in.WriteString(s.in + "\n")
	}
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Env = append(append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1"), env...)
	cmd.Stdin = strings.NewReader(in.String())
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("canfield %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	text := out.String()
	at := 0
	for i, s := range steps {
		for _, w := range s.want {
			j := strings.Index(text[at:], w)
			if j < 0 {
				t.Fatalf("after line %d (%q): %q not found in order; output:\n%s", i+1, s.in, w, text)
			}
			at += j + len(w)
		}
	}
	return text
}

// runPty plays the steps on a pseudo-terminal: each line is sent once the
// program has said what the step before wanted. The game must end (the
// last step quits).
func runPty(t *testing.T, home string, steps []step, args ...string) string {
	t.Helper()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, args...)
	for _, s := range steps {
		g.send(s.in + "\r")
		for _, w := range s.want {
			g.expect(w)
		}
	}
	if code := g.wait(); code != 0 {
		t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
	return g.out.String()
}

// readRecord reads the only game of a record file.
func readRecord(t *testing.T, file string) (*notation.Record, string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(data))
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return rec, string(data)
}

// both runs a test body in line mode and on a pseudo-terminal; the
// terminal runs --plain is false there, so the terminal prompts are used.
func both(t *testing.T, body func(t *testing.T, run func(home string, steps []step, args ...string) string)) {
	t.Run("lines", func(t *testing.T) {
		body(t, func(home string, steps []step, args ...string) string { return runLines(t, home, steps, args...) })
	})
	t.Run("pty", func(t *testing.T) {
		if testing.Short() {
			t.Skip("end-to-end on a terminal")
		}
		body(t, func(home string, steps []step, args ...string) string {
			// On a terminal, play without --resume first asks whether
			// cards are at hand; the first choice is real cards.
			if !contains(args, "--resume") {
				steps = append([]step{{"", []string{"Card for the reserve's top card"}}}, steps...)
			}
			return runPty(t, home, steps, args...)
		})
	})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestFixAfterResume (item 1): cards typed before a quit and resume are
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

// TestUndoDuringSetup (item 2): u during the deal takes back the last card
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

// TestSeveralMovesOnOneLine (item 3): after the card a move turned up is
// typed, the rest of the line is played; a move that cannot be played
// says which moves were not.
func TestSeveralMovesOnOneLine(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"d d", []string{"Card for the waste's top card"}},
			step{card5(20), []string{"Card for the waste's top card"}},
			step{card5(23), []string{"Move (? for help)"}},
			step{"d rf d", []string{"Card for the waste's top card"}},
			step{card5(26), []string{"rf: illegal move", "Not played: d", "Move (? for help)"}},
			step{"q", []string{"Game saved to"}})
		if strings.HasSuffix(t.Name(), "/lines") {
			// A script stops at a move refused, with exit 1 and the line
			// (TestScriptSeveralMovesStopAtTheRefused); the rest is checked
			// at the terminal.
			steps = append(steps[:len(steps)-3], step{"d", []string{"Card for the waste's top card"}},
				step{card5(26), []string{"Move (? for help)"}}, step{"q", []string{"Game saved to"}})
		}
		run(home, steps, "play", "--out", file)
		_, text := readRecord(t, file)
		want := "1. d=" + card5(20) + " 2. d=" + card5(23) + " 3. d=" + card5(26)
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	})
}

// TestUndoRemembersTheCard (item 4): a card told stays known at its place
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

// cardText draws c as the game does with colour off.
func cardText(c canfield.Card) string {
	color.NoColor = true
	return newStyle(false).card(c)
}

// sgr matches a colour escape sequence.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestPastedWinningLine (item 3): a virtual game's whole winning line,
// pasted as one line, is played to the win.
func TestPastedWinningLine(t *testing.T) {
	r := canfield.Classic
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.New(solver.Options{Timeout: 20 * time.Second}).Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("the solver gives %v, %v; this test needs a won deal", res.Verdict, err)
	}
	var line []string
	for _, m := range res.Solution {
		line = append(line, notation.FormatMove(m))
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, []step{{strings.Join(line, " "), []string{"Won! All 52 cards are on the foundations."}}},
		"play", "--virtual", "--seed", "3", "--out", file)
	if rec, _ := readRecord(t, file); len(rec.Moves) != len(line) {
		t.Errorf("the record holds %d moves, the line %d", len(rec.Moves), len(line))
	}
}

// TestReviewCardsSaved (item 6): the cards typed for a review of a game
// with cards never seen go into the record, so that a later analyze and
// export --format solvitaire have the whole deal.
func TestReviewCardsSaved(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, append(dealSteps(), step{"resign", []string{"Give the game up?"}}, step{"y", []string{"Game abandoned"}}), "play", "--out", file)
	var cards []step
	for pos, c := range seed5 {
		if pos < 12 || pos > 17 {
			cards = append(cards, step{notation.FormatCard(c), nil})
		}
	}
	cards = cards[:len(cards)-1] // the last card is known from the others
	cards[0].want = []string{"cards of the deal were never seen"}
	cards[len(cards)-1].want = []string{"The cards typed are saved in"}
	runLines(t, home, cards, "analyze", "--ask", "--timeout", "1s", file)
	rec, text := readRecord(t, file)
	if d, ok := rec.Deal(); !ok || notation.FormatDeal(d) != notation.FormatDeal(seed5) {
		t.Fatalf("the record does not give the whole deal:\n%s", text)
	}
	runLines(t, home, nil, "export", "--format", "solvitaire", file) // fails the test unless it exits 0
	out := runLines(t, home, nil, "analyze", "--no-ask", "--timeout", "1s", file)
	if strings.Contains(out, "never seen") {
		t.Errorf("analyze still says cards were never seen:\n%s", out)
	}
}

// cursorMoves matches the escape sequences that move the cursor up or
// erase what is on the screen: a prompt drawn with them can overwrite the
// line the program wrote before it.
var cursorMoves = regexp.MustCompile(`\x1b\[[0-9]*[AJK]`)

// TestPtyRepliesNotOverwritten (item 5): on a terminal, a one-line reply
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

// TestPtyNoColour (item 8): with NO_COLOR set, nothing on a terminal is
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

// resumeLine returns the command the program says resumes the game.
func resumeLine(t *testing.T, out string) string {
	t.Helper()
	_, after, ok := strings.Cut(out, "Resume it with: ")
	if !ok {
		t.Fatalf("no resume command:\n%s", out)
	}
	line, _, _ := strings.Cut(after, "\n")
	return strings.TrimSpace(line)
}

// TestResumeCommandRuns (item 7): the command printed to resume a game is
// one the player can run as printed: here the program is no 'canfield'
// on the PATH, so it names the program itself; run from go run, it says
// 'go run .'.
func TestResumeCommandRuns(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	noPath := []string{"PATH=" + t.TempDir()}
	out := runLinesEnv(t, home, noPath, []step{{"d", nil}, {"q", []string{"Resume it with: "}}},
		"play", "--virtual", "--seed", "4", "--out", file)
	args := strings.Fields(resumeLine(t, out))
	if len(args) != 4 || args[1] != "play" || args[2] != "--resume" || args[3] != file {
		t.Fatalf("resume command %q", args)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1", noPath[0])
	cmd.Stdin = strings.NewReader("q\n")
	got, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(got), "Resumed") {
		t.Fatalf("running the resume command as printed: %v\n%s", err, got)
	}

	if testing.Short() {
		return
	}
	run := exec.Command("go", "run", ".", "play", "--virtual", "--seed", "4", "--out", filepath.Join(home, "h.cfr"))
	run.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	run.Stdin = strings.NewReader("q\n")
	got, err = run.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, got)
	}
	if line := resumeLine(t, string(got)); !strings.HasPrefix(line, "go run . play --resume ") {
		t.Errorf("under go run the resume command is %q, want go run . play --resume FILE", line)
	}
}

// TestPtyPlayOffersLatestGame (item 7): play without arguments, on a
// terminal, offers to go on with the latest unfinished game.
func TestPtyPlayOffersLatestGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	saveUnfinished(t, home)
	out := runPty(t, home, []step{
		{"", []string{"Resumed", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play")
	if !strings.Contains(out, "An unfinished game of ") {
		t.Errorf("no offer to go on with the game:\n%s", out)
	}
}

// saveUnfinished plays the setup of a game at a terminal and quits, so
// that home holds an unfinished game.
func saveUnfinished(t *testing.T, home string) {
	t.Helper()
	steps := append([]step{{"", []string{"Card for the reserve's top card"}}}, dealSteps()...)
	steps = append(steps, step{"q", []string{"Game saved to"}})
	runPty(t, home, steps, "play")
}

// TestPtyRulesStartANewGame: asking for rules (play --rules draw1) asks
// for a new game under them; the latest unfinished game is not offered,
// since going on with it would drop the rules asked for.
func TestPtyRulesStartANewGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	saveUnfinished(t, home)
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--rules", "draw1")
	g.chooseVirtual()
	g.quit("")
	out := g.out.String()
	if strings.Contains(out, "An unfinished game") {
		t.Errorf("the classic game was offered to a player who asked for draw1:\n%s", out)
	}
	files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr"))
	draw1 := 0
	for _, f := range files {
		if rec, _ := readRecord(t, f); rec.Rules.Name == "draw1" {
			draw1++
		}
	}
	if len(files) != 2 || draw1 != 1 {
		t.Errorf("%d saved games, %d under draw1; want the classic one and a new draw1 one", len(files), draw1)
	}
}

// TestPtyFixAfterCtrlC (item 1): the same correction works after the game
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
