package main

// End-to-end tests of defects found by playing the rule variants (storehouse,
// superior, the one-pass presets) and the study commands on their edges.

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

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

// TestSuperiorReserveNamedFromTheTop: superior asks for its face-up reserve
// from the top ("reserve card 3 from the top"); a card taken back or typed
// twice is named the same way, not as "reserve card 11 (counting from the
// bottom)", a place the player was never asked about.
func TestSuperiorReserveNamedFromTheTop(t *testing.T) {
	home := t.TempDir()
	steps := []step{
		{"", []string{"Card for the reserve's top card:"}}, // Cards at hand? Yes
		{"6c", []string{"Card for reserve card 2 from the top:"}},
		{"Qh", []string{"Card for reserve card 3 from the top:"}},
		{"Ks", []string{"Card for reserve card 4 from the top:"}},
		{"u", []string{"Took back K♠, typed for reserve card 3 from the top at the deal.", "Card for reserve card 3 from the top:"}},
		{"Ks", []string{"Card for reserve card 4 from the top:"}},
		// The refusal is wrapped at 80 columns.
		{"Qh", []string{"card already seen: Q♥ is already", "reserve card 2 from the top at the deal", "Card for reserve card 4 from the top:"}},
		{"q", []string{"Game saved to"}},
	}
	runPty(t, home, steps, "play", "--rules", "superior", "--out", filepath.Join(home, "g.cfr"))
}

// TestSolveInterruptedSaysHowToGoOn: a solve --out run stopped by Ctrl-C
// ends with how far it got and how to go on, after the summary, not with
// "context canceled". A second stop, of the resumed run, says the same
// command goes on.
func TestSolveInterruptedSaysHowToGoOn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "run.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // Ctrl-C before the first deal is done
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "canfield: interrupted after 0 of 3 deals; the same command with --resume solves the other 3 (" + file + " keeps the 0 done)\n"},
		{[]string{"--resume"}, "canfield: interrupted after 0 of 3 deals; the same command solves the other 3 (" + file + " keeps the 0 done)\n"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"solve", "--seed", "1", "--count", "3", "--workers", "1", "--out", file}, c.args...)
		code := run(ctx, args, strings.NewReader(""), &out, &errb)
		if code != 130 || !strings.HasSuffix(errb.String(), c.want) || strings.Contains(errb.String(), "context canceled") {
			t.Errorf("%v: exit %d, stderr:\n%s\nwant it to end with %q", c.args, code, errb.String(), c.want)
		}
	}
}

// TestSimInterruptedSaysHowToGoOn: sim stopped by Ctrl-C exits 130 and says
// how far it got and how to go on (it said "game 1 (seed 1): context
// canceled" with exit 1, as for a failure).
func TestSimInterruptedSaysHowToGoOn(t *testing.T) {
	file := filepath.Join(t.TempDir(), "run.jsonl")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "canfield: interrupted after 0 of 3 games\n"},
		{[]string{"--out", file}, "canfield: interrupted after 0 of 3 games; the same command with --resume plays the other 3 (" + file + " keeps the 0 done)\n"},
	} {
		var out, errb bytes.Buffer
		args := append([]string{"sim", "--player", "greedy", "--seed", "1", "--games", "3", "--workers", "1"}, c.args...)
		code := run(ctx, args, strings.NewReader(""), &out, &errb)
		if code != 130 || errb.String() != c.want {
			t.Errorf("%v: exit %d, stderr:\n%s\nwant %q", c.args, code, errb.String(), c.want)
		}
	}
}

// TestSimOneGameSummary: the summary of a one-game run says "1 game", as
// solve's says "1 deal".
func TestSimOneGameSummary(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"sim", "--player", "greedy", "--rules", "strict", "--seed", "1", "--games", "1", "--workers", "1"}, strings.NewReader(""), &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "player greedy, rules strict, 1 game from seed 1\n") {
		t.Errorf("exit %d, stdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
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
	if !strings.Contains(out, "emptying\n               column 2") {
		t.Errorf("the hints are not wrapped at 60 columns:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		// The last lines name the record's path, which may be any length.
		if visibleWidth(l) > 60 && !strings.Contains(l, home) {
			t.Errorf("a line wider than the terminal's 60 columns: %q", l)
		}
	}
}

// TestPortionOfOneCardWords: under relaxed, a move of a column's last card
// alone is "(1 card)" in the list of legal moves, not "(1 cards)".
func TestPortionOfOneCardWords(t *testing.T) {
	home := t.TempDir()
	steps := []step{
		{"32", []string{"  3  (empty)"}},
		{"", []string{"23/1  T♣ from column 2 (1 card) to empty column 3"}},
		{"", []string{"Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}
	runLines(t, home, steps, "play", "--rules", "relaxed", "--seed", "2", "--out", filepath.Join(home, "g.cfr"))
}

// TestAddGameAfterAVariantGame: a game is added to a file whose first game
// is not classic (play --out and import --out), instead of failing with
// "record cannot be written: the record has no Rules tag but its rules are
// "strict", not classic (use SetRules)" before the first move.
func TestAddGameAfterAVariantGame(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, "d\nq\n", "play", "--rules", "strict", "--seed", "1", "--out", file); code != 0 {
		t.Fatalf("first game: exit %d:\n%s", code, out)
	}
	if out, code := runBin(t, home, "d\nq\n", "play", "--rules", "superior", "--seed", "3", "--out", file); code != 0 {
		t.Fatalf("second game: exit %d:\n%s", code, out)
	}
	line := "Ad 3d 7s Qs 9s 2c 5s Ah 3h Jc Ks Qh 6c 6s 5c Qc Kh Kd Jd 4s Ac 8h 4c 2h 8c 6h 8d 8s 9c 3s 9d 6d 7d 7h 5d 9h Js Td 4d Kc As 5h Th 3c 2s Ts Qd 7c 2d 4h Jh Tc\n"
	if out, code := runBin(t, home, line, "import", "-", "--out", file); code != 0 {
		t.Fatalf("import: exit %d:\n%s", code, out)
	}
	recs := readRecordFile(t, file)
	var got []string
	for _, r := range recs {
		got = append(got, r.Rules.Name)
	}
	if strings.Join(got, " ") != "strict superior classic" {
		t.Errorf("the file holds games under %v, want strict, superior, classic", got)
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

// TestTableSaysNoPassLeft: after the last pass the table says the stock
// will not come back ("0 cards (no pass left)"), where it looked the same
// as between two passes, when d turns the waste over.
func TestTableSaysNoPassLeft(t *testing.T) {
	home := t.TempDir()
	deals := strings.TrimSpace(strings.Repeat("d ", 12))
	steps := []step{
		{deals, []string{"pass 1 of 3", "Stock        0 cards     Waste"}},
		{deals, []string{"pass 2 of 3", "Stock        0 cards     Waste"}},
		{deals, []string{"pass 3 of 3", "Stock        0 cards (no pass left)     Waste"}},
		{"q", []string{"Game saved to"}},
	}
	out := runLines(t, home, steps, "play", "--rules", "threepass", "--seed", "11", "--out", filepath.Join(home, "g.cfr"))
	if strings.Count(out, "(no pass left)") != 1 {
		t.Errorf("'no pass left' before the last pass ended:\n%s", out)
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
	g := startPtyCols(t, 60, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "analyze", "--samples", "4", "--timeout", "2s", file)
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

// TestAnalyzeInterrupted: analyze stopped by Ctrl-C says "interrupted" and
// exits 130, not "move 170: context canceled" with exit 1.
func TestAnalyzeInterrupted(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, strings.Repeat("d\n", 12), "play", "--seed", "100", "--out", file); code != 0 {
		t.Fatalf("play: exit %d:\n%s", code, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := run(ctx, []string{"analyze", "--samples", "4", file}, strings.NewReader(""), &out, &errb)
	if code != 130 || errb.String() != "canfield: interrupted\n" {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestHintInterrupted: hint stopped by Ctrl-C says "interrupted" and exits
// 130, not "context canceled" with exit 1.
func TestHintInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := run(ctx, []string{"hint", "testdata/replay-progress.cfr"}, strings.NewReader(""), &out, &errb)
	if code != 130 || errb.String() != "canfield: interrupted\n" {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}

// TestJSONLinesFileIsNotARecord: the JSON lines of solve --out are not
// taken for a game record. 'play --resume' of such a file read its lines
// as one game's comment and rewrote the file as a record at the first
// save (summary then refused it); 'play --out' and 'import --out' added
// games to it. Each is refused now, and the file is left as it was.
func TestJSONLinesFileIsNotARecord(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "run.jsonl")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"solve", "--seed", "1", "--count", "2", "--nodes", "1000", "--timeout", "0", "--workers", "1", "--out", file}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errb.String())
	}
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	deal := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 1)) + "\n"
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"q\n", []string{"play", "--resume", file}},
		{"q\n", []string{"play", "--seed", "1", "--out", file}},
		{deal, []string{"import", "-", "--out", file}},
		{"", []string{"replay", file}},
	} {
		got, code := runBin(t, home, c.stdin, c.args...)
		if code == 0 || !strings.Contains(got, "holds JSON lines (what solve --out and sim --out write), not game records") {
			t.Errorf("%v: exit %d:\n%s", c.args, code, got)
		}
		if after, _ := os.ReadFile(file); !bytes.Equal(after, before) {
			t.Fatalf("%v changed the file:\n%s", c.args, after)
		}
	}
}

// TestJSONFileIsNotARecord: a record exported as JSON is not read as a
// game record (its first brace opened a comment, and the reader failed on
// the rest: "line 6, column 6: bad move ","..."); the message points at
// import, and the file is left as it was.
func TestJSONFileIsNotARecord(t *testing.T) {
	home := t.TempDir()
	rec := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", rec); code != 0 {
		t.Fatalf("play: exit %d:\n%s", code, out)
	}
	js, code := runBin(t, home, "", "export", rec, "--format", "json")
	if code != 0 {
		t.Fatalf("export: exit %d:\n%s", code, js)
	}
	file := filepath.Join(home, "g.json")
	if err := os.WriteFile(file, []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"play", "--resume", file}, {"play", "--seed", "1", "--out", file}, {"replay", file}} {
		got, code := runBin(t, home, "q\n", args...)
		if code == 0 || !strings.Contains(got, "holds JSON, not game records") {
			t.Errorf("%v: exit %d:\n%s", args, code, got)
		}
		if after, _ := os.ReadFile(file); string(after) != js {
			t.Fatalf("%v changed the file", args)
		}
	}
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
