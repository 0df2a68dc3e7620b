package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

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

// TestLineModeEveryPreset plays a few moves of a virtual game under every
// preset: superior shows the whole reserve at the deal, storehouse has no
// base card, and every game deals, moves and saves.
func TestLineModeEveryPreset(t *testing.T) {
	for _, name := range canfield.PresetNames() {
		file := filepath.Join(t.TempDir(), name+".cfr")
		out, errs, code := playLines(t, []string{"d", "d", "", "1", "q"}, "--virtual", "--seed", "21", "--rules", name, "--out", file)
		if code != 0 {
			t.Errorf("%s: exit %d: %s\n%s", name, code, errs, tail(out, 20))
			continue
		}
		switch name {
		case "superior":
			if strings.Count(out, "Reserve card ") != 12 || !strings.Contains(out, "(top last)") {
				t.Errorf("superior does not show the whole reserve:\n%s", tail(out, 40))
			}
		case "storehouse":
			if strings.Contains(out, "base card") || !strings.Contains(out, "base 2") {
				t.Errorf("storehouse dealt a base card:\n%s", tail(out, 40))
			}
		default:
			if !strings.Contains(out, "The base card (first foundation):") {
				t.Errorf("%s: no base card dealt", name)
			}
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := notation.ParseRecord(string(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rec.Rules.Name != name || len(rec.Moves) != 3 {
			t.Errorf("%s: record has rules %q and %d moves, want 3", name, rec.Rules.Name, len(rec.Moves))
		}
	}
}

// TestSeveralMovesOnOneLine: after the card a move turned up is
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

// TestPastedWinningLine: a virtual game's whole winning line,
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

// TestPtyReviewOfferedIsOfThisGame: the review offered when a game ends
// reviews that game, also when it is not the file's first.
func TestPtyReviewOfferedIsOfThisGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	file := filepath.Join(home, "two.cfr")
	// Game 1: strict rules, no move made; game 2: classic, two deals.
	runLines(t, home, []step{{"q", []string{"Game saved to"}}}, "play", "--virtual", "--rules", "strict", "--seed", "7", "--out", file)
	out := runPty(t, home, []step{
		{"d d", []string{"Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"yes", []string{"Review the game now?"}},
		{"yes", []string{"Chance of winning"}},
	}, "play", "--plain", "--virtual", "--seed", "8", "--out", file)
	if !strings.Contains(out, "classic rules, 2 moves, abandoned") {
		t.Errorf("the review offered is not of game 2 (classic, 2 moves):\n%s", out)
	}
}
