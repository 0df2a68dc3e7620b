package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"canfield/tracker"
)

// The records of testdata/replay-*.cfr are the examples of
// docs/notation.md: a finished game, a game in progress with hidden cards,
// and a file of three games.
func TestReplayGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"replay-finished-to-40.golden", []string{"testdata/replay-finished.cfr", "--to", "40"}},
		{"replay-finished-to-0.golden", []string{"testdata/replay-finished.cfr", "--to", "0"}},
		{"replay-progress-end.golden", []string{"testdata/replay-progress.cfr"}},
		{"replay-several-game2-to-9-ascii.golden", []string{"testdata/replay-several.cfr", "--game", "2", "--to", "9", "--ascii"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := runCanfield(t, "", append([]string{"replay"}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, tt.golden, out)
		})
	}
}

// TestReplayShowsNoLaterReveal: the table replay shows after n moves is the
// table of the record cut after move n, replayed afresh, for every n of the
// generated records of the notation corpus and the docs' examples: a card
// revealed after move n never shows.
func TestReplayShowsNoLaterReveal(t *testing.T) {
	paths, err := filepath.Glob("notation/testdata/records/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob("testdata/replay-*.cfr")
	paths = append(paths, more...)
	if len(paths) < 10 {
		t.Fatalf("only %d record files found", len(paths))
	}
	if testing.Short() {
		paths = paths[:5]
	}
	games := 0
	for _, path := range paths {
		for k, rec := range readRecordFile(t, path) {
			rp, err := newReplay(rec)
			if err != nil {
				t.Fatalf("%s game %d: %v", path, k+1, err)
			}
			for n := 0; n <= rp.len(); n++ {
				cut := *rec
				cut.Moves = rec.Moves[:n]
				g, err := tracker.FromRecord(&cut)
				if err != nil {
					t.Fatalf("%s game %d cut at %d: %v", path, k+1, n, err)
				}
				if want := g.Table(); !reflect.DeepEqual(rp.tables[n], want) {
					t.Fatalf("%s game %d after %d moves:\nreplay shows %+v\nwant         %+v", path, k+1, n, rp.tables[n], want)
				}
			}
			games++
		}
	}
	t.Logf("%d games checked", games)
}

func TestReplayHiddenCardsStayHidden(t *testing.T) {
	// Move 4 (d=4d) turns up the 4 of diamonds; after 3 moves the waste is
	// empty and the stock all face down, after 4 the 4 shows.
	_, before, _ := runCanfield(t, "", "replay", "testdata/replay-progress.cfr", "--to", "3", "--ascii")
	_, after, _ := runCanfield(t, "", "replay", "testdata/replay-progress.cfr", "--to", "4", "--ascii")
	if !strings.Contains(before, "Stock        34 cards     Waste  empty") || strings.Contains(before, "4d") {
		t.Errorf("after 3 moves:\n%s", before)
	}
	if !strings.Contains(after, "Stock        31 cards     Waste  4d  (3 cards)") {
		t.Errorf("after 4 moves:\n%s", after)
	}
	// Without the last deal's card (in its reveal and in the setup), the
	// waste's top is a back, as in play, and replay says why.
	text, err := os.ReadFile("testdata/replay-progress.cfr")
	if err != nil {
		t.Fatal(err)
	}
	cut := strings.Replace(strings.Replace(string(text), "20. d=9h", "20. d", 1), "2c 8d 9h\n", "2c 8d ??\n", 1)
	code, out, errOut := runCanfield(t, "", "replay", writeTemp(t, "cut.cfr", cut), "--ascii")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if want := "Stock        0 cards      Waste  ##  (30 cards)\n"; !strings.Contains(out, want) ||
		!strings.HasSuffix(out, "The record ends before the card that showed as the waste's top card was written down.\n") {
		t.Errorf("output:\n%s", out)
	}
}

func TestReplayErrors(t *testing.T) {
	finished, err := os.ReadFile("testdata/replay-finished.cfr")
	if err != nil {
		t.Fatal(err)
	}
	// Seed 2 under classic. Move 1 puts the Ten of clubs on the Jack of
	// hearts and the reserve's Qc fills column 3, showing the 3c; the 3c
	// cannot go on the 6h of column 1. The record reads well: only the
	// rules catch it.
	illegal := "[Rules \"classic\"]\n\nReserve: ... Qc\nBase:    7d\nTableau: 6h Jh Tc 9s\nStock: ...\n\n1. 32=3c 2. r1\n"
	tests := []struct {
		name, text string
		args       []string
		code       int
		stderr     string
	}{
		{"illegal move", illegal, nil, 1,
			"canfield: FILE: game 1: line 8, column 13: move 2 (r1): illegal move: 3c does not build on 6h (the tableau builds down in alternating colours)\n"},
		{"cut inside a comment", string(finished[:strings.Index(string(finished), "the Jack;")]), nil, 1,
			"canfield: FILE: line 16, column 11: unterminated comment (the text ends inside it); expected } to close it\n"},
		{"cut inside a tag", string(finished[:38]), nil, 1,
			"canfield: FILE: line 2, column 8: unterminated tag Rules; expected \" to close the value, then ]\n"},
		{"cut inside the setup", string(finished[:strings.Index(string(finished), "Tableau:")]), nil, 1,
			"canfield: FILE: line 11, column 12: unterminated setup; expected a Tableau: line\n"},
		{"no game", "\n\n", nil, 1, "canfield: FILE holds no game\n"},
		{"game out of range", string(finished), []string{"--game", "2"}, 2,
			"canfield: --game 2: FILE holds 1 game; give 1 to 1\n"},
		{"to out of range", string(finished), []string{"--to", "128"}, 2,
			"canfield: --to 128: game 1 has 127 moves; give 0 to 127\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTemp(t, "game.cfr", tt.text)
			code, out, errOut := runCanfield(t, "", append([]string{"replay", path}, tt.args...)...)
			if code != tt.code || strings.ReplaceAll(errOut, path, "FILE") != tt.stderr {
				t.Errorf("exit %d, stderr:\n%s\nwant exit %d, stderr:\n%s", code, errOut, tt.code, tt.stderr)
			}
			if code != 0 && out != "" {
				t.Errorf("stdout on error: %q", out)
			}
		})
	}
}

// TestReplayStepping steps through a game with the line prompter, as the
// terminal does with promptui: Enter and n go on, p back, g N and a bare
// number jump, l lists, wrong input is explained, q quits.
func TestReplayStepping(t *testing.T) {
	out, err := stepProgressReplay(t, "?\np\n\nn\np\ng 19\nn\nn\ng\ng 21\nfoo\n2\nl\nq\nn\n", true)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "replay-step.golden", out)
}

// stepProgressReplay steps through testdata/replay-progress.cfr with the
// line prompter reading input, and returns what it printed.
func stepProgressReplay(t *testing.T, input string, echo bool) (string, error) {
	t.Helper()
	noColor(t)
	rec := readRecordFile(t, "testdata/replay-progress.cfr")[0]
	rp, err := newReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	p := newLinePrompter(context.Background(), strings.NewReader(input), &out)
	p.echo = echo
	err = rp.step(&out, newStyle(true), p)
	return out.String(), err
}

func TestReplaySteppingEndsAtEOF(t *testing.T) {
	out, err := stepProgressReplay(t, "n\n", false)
	if err != nil {
		t.Fatalf("input ending: %v", err)
	}
	if !strings.Contains(out, "After move 1 of 20.") {
		t.Errorf("output:\n%s", out)
	}
}

func TestReplayStdinAndGameCount(t *testing.T) {
	text, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCanfield(t, string(text), "replay", "-", "--game", "3", "--to", "2", "--ascii")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if first := strings.SplitN(out, "\n", 2)[0]; first != "stdin: game 3 of 3, 14 moves" {
		t.Errorf("first line %q", first)
	}
	if !strings.Contains(out, "After move 2 of 14.") {
		t.Errorf("output:\n%s", out)
	}
}

// TestPtyReplaySteps steps through a recorded game on a terminal, through
// promptui: Enter goes on, g jumps, p goes back, q quits.
func TestPtyReplaySteps(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	file, err := filepath.Abs("testdata/replay-progress.cfr")
	if err != nil {
		t.Fatal(err)
	}
	g := startPty(t, []string{"NO_COLOR=1"}, "replay", "--ascii", file)
	g.expect("The deal, before the first of 20 moves.")
	g.expect("Move 0 of 20")
	g.send("\r")
	g.expect("After move 1 of 20.")
	g.expect("Move 1 of 20")
	g.send("g 19\r")
	g.expect("After move 19 of 20.")
	g.expect("Move 19 of 20")
	g.send("n\r")
	g.expect("End of the game after 20 moves (in progress).")
	g.expect("Move 20 of 20")
	g.send("p\r")
	g.expect("After move 19 of 20.")
	g.expect("Move 19 of 20")
	g.send("q\r")
	if code := g.wait(); code != 0 {
		t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
	if !strings.Contains(g.out.String(), "Stock        0 cards      Waste  9h  (30 cards)") {
		t.Errorf("the end of the game was not drawn:\n%s", g.out.String())
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
