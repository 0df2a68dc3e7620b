package main

import (
	"path/filepath"
	"strings"
	"testing"
)

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
	if !strings.Contains(g.out.String(), "Stock        0 cards     Waste  9h  (30 cards)") {
		t.Errorf("the end of the game was not drawn:\n%s", g.out.String())
	}
}
