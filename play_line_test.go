package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fatih/color"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

// playLines runs 'canfield play' with the given arguments and the lines as
// standard input (line mode), in a fresh data directory.
func playLines(t *testing.T, lines []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	color.NoColor = true
	t.Setenv("CANFIELD_HOME", t.TempDir())
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Join(lines, "\n") + "\n")
	code = run(context.Background(), append([]string{"play"}, args...), in, &out, &errb)
	return out.String(), errb.String(), code
}

// solvedLine returns the solver's winning line for the virtual deal of
// seed under r, as move tokens a player types.
func solvedLine(t *testing.T, r canfield.Rules, seed uint64) []string {
	t.Helper()
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.New(solver.Options{Timeout: 20 * time.Second}).Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("seed %d: the solver gives %v, %v; this test needs a won deal", seed, res.Verdict, err)
	}
	var lines []string
	for _, m := range res.Solution {
		lines = append(lines, notation.FormatMove(m))
	}
	return lines
}

// TestLineModeVirtualWin plays a seeded virtual game to a win along the
// winning line the solver finds for that deal, as a script would.
func TestLineModeVirtualWin(t *testing.T) {
	r := canfield.Classic
	for _, seed := range []uint64{3, 8} {
		lines := solvedLine(t, r, seed)
		file := filepath.Join(t.TempDir(), "won.cfr")
		out, errs, code := playLines(t, lines, "--virtual", "--seed", strconv.FormatUint(seed, 10), "--out", file)
		if code != 0 {
			t.Fatalf("seed %d: exit %d: %s\n%s", seed, code, errs, tail(out, 30))
		}
		if !strings.Contains(out, "Won! All 52 cards are on the foundations. Casino score: $208.") {
			t.Fatalf("seed %d: no win announced:\n%s", seed, tail(out, 30))
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := notation.ParseRecord(string(data))
		if err != nil {
			t.Fatal(err)
		}
		if v, _ := rec.Get(notation.TagResult); v != "won" || len(rec.Moves) != len(lines) {
			t.Errorf("seed %d: record has result %q and %d moves, want won and %d", seed, v, len(rec.Moves), len(lines))
		}
	}
}

// TestLineModeRefusalStopsTheScript scripts a real-cards game with every
// kind of bad input: each gets a message naming it and the line, and the
// script stops there with exit 1, the game saved as it stood, so that no
// later answer is taken for another prompt. A script without fault plays
// on through undo and redo.
func TestLineModeRefusalStopsTheScript(t *testing.T) {
	good := []string{"9h", "Ts", "Jc", "2c", "3h", "4d", "d", "Kd"}
	for _, tc := range []struct {
		at   int    // the bad line goes before good[at]
		bad  string // the bad answer
		want string
	}{
		{0, "Zz", `"Zz" is not a card`},
		{2, "9h", "9♥ refused for column 1's card: card already seen: 9♥ is already the reserve's top card at the deal"},
		{6, "xx", `"xx" is not a move`},
		{6, "rf", "rf: illegal move: 9♥ does not go on its foundation (it wants T♥)"},
		{6, "r1", "r1: illegal move: 9♥ does not build on J♣"},
		{7, "Ts", "T♠ refused for the waste's top card: card already seen: T♠ is already the base card"},
	} {
		lines := append(append(append([]string{}, good[:tc.at]...), tc.bad), good[tc.at:]...)
		file := filepath.Join(t.TempDir(), "g.cfr")
		out, errs, code := playLines(t, append(lines, "q"), "--out", file)
		wantErr := fmt.Sprintf("line %d of the input: %s", tc.at+1, tc.want)
		if code != 1 || !strings.Contains(out, tc.want) || !strings.Contains(errs, wantErr) || !strings.Contains(errs, "the input stops here") {
			t.Errorf("%q at line %d: exit %d, stderr %q, want 1 and %q\n%s", tc.bad, tc.at+1, code, errs, wantErr, tail(out, 8))
			continue
		}
		rec := recordGames(t, file)[0]
		seen := 0
		for _, c := range rec.Setup {
			if c != 0 {
				seen++
			}
		}
		if want, moves := min(tc.at, 6), max(tc.at-6, 0); seen != want || len(rec.Moves) != moves {
			t.Errorf("%q at line %d: the record holds %d cards and %d moves, want %d and %d", tc.bad, tc.at+1, seen, len(rec.Moves), want, moves)
		}
	}
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, _, code := playLines(t, append(good, "u", "redo", "q"), "--out", file)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"Undid d.", "Redid d.", "Waste  K♦  (3 cards)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	data, _ := os.ReadFile(file)
	if !strings.Contains(string(data), "1. d=Kd") {
		t.Errorf("record after redo:\n%s", data)
	}
}

// TestLineModeInputEndsSaved: a closed stdin mid-game saves and exits 0.
func TestLineModeInputEndsSaved(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	out, _, code := playLines(t, []string{"d"}, "--virtual", "--seed", "4", "--out", file)
	if code != 0 || !strings.Contains(out, "Input ended.") || !strings.Contains(out, "Game saved to") {
		t.Fatalf("exit %d\n%s", code, tail(out, 10))
	}
	if data, err := os.ReadFile(file); err != nil || !strings.Contains(string(data), "1. d=") {
		t.Fatalf("record: %v\n%s", err, data)
	}
}

// tail returns the last n lines of s, for failure messages.
func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// TestLineModeHints: h lists the best three moves, each a legal move of
// the position with a reason. At the opening the deal scouts the stock
// (it comes first, without an estimate, and the moves after it are not
// valued); once the stock has gone round, every hint has a chance of
// winning.
func TestLineModeHints(t *testing.T) {
	lines := []string{"h"}
	for range 13 { // 12 deals to the end of the 34-card stock, then round
		lines = append(lines, "d")
	}
	lines = append(lines, "h", "q")
	out, _, code := playLines(t, lines, "--virtual", "--seed", "3", "--out", filepath.Join(t.TempDir(), "g.cfr"))
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	const head = "Hints (from the cards you have seen"
	i := strings.Index(out, head)
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	legal := map[string]bool{"rf": true, "23": true, "24": true, "d": true}
	rows := hintRows(out[i:], 3)
	for k, row := range rows {
		f := strings.Fields(row)
		switch {
		case len(f) < 3 || !legal[f[0]]:
			t.Errorf("opening hint row %q: want a legal move and a reason", row)
		case k == 0 && (f[0] != "d" || f[1] != "scout"):
			t.Errorf("opening hint row %q: want the deal, scouting the stock", row)
		}
	}
	j := strings.Index(out[i+len(head):], head)
	if j < 0 {
		t.Fatalf("no hints after going round the stock:\n%s", out)
	}
	rows = hintRows(out[i+len(head)+j:], 3)
	for _, row := range rows {
		f := strings.Fields(row)
		if len(f) < 6 || f[2] != "%" || f[3] != "±" {
			t.Errorf("hint row %q after going round: want a move, a percentage with its ± and a reason", row)
			continue
		}
		if _, err := notation.ParseMove(f[0]); err != nil {
			t.Errorf("hint row %q: %v", row, err)
		}
	}
}

// hintRows returns the first n hint rows after the hints' heading at the
// start of out, leaving out the lines a long reason wraps onto.
func hintRows(out string, n int) []string {
	var rows []string
	for _, l := range strings.Split(out, "\n")[1:] {
		if len(rows) == n {
			break
		}
		if strings.HasPrefix(l, "    ") {
			continue // a wrapped reason
		}
		rows = append(rows, l)
	}
	return rows
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
