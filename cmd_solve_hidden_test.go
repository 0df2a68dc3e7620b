package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// solve --hidden on the small presets (docs/limit.md): H* over every deal,
// a deal's value and its moves', a recorded game's, and what it refuses.

func TestSolveHiddenAll(t *testing.T) {
	code, out, errOut := runSolve(t, "", "--hidden", "--rules", "small-2x4", "--all", "--json", "--memory-mb", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	sum := 0.0
	for _, l := range lines {
		var o struct {
			Class int     `json:"class"`
			Value float64 `json:"value"`
		}
		if err := json.Unmarshal([]byte(l), &o); err != nil || o.Value < 0 || o.Value > 1 || o.Class < 1 {
			t.Fatalf("line %q: %v", l, err)
		}
		sum += o.Value
	}
	// 7 reserve tops for the Ace of clubs as base, times the pairs of the
	// other six cards as the columns.
	if len(lines) != 7*15 {
		t.Errorf("%d deal classes, want 105", len(lines))
	}
	mean := strconv.FormatFloat(100*sum/float64(len(lines)), 'f', 2, 64)
	if !strings.Contains(errOut, "H* "+mean+" % over every deal (105 deal classes") {
		t.Errorf("summary %q does not give H* %s %%", errOut, mean)
	}
}

func TestSolveHiddenDealsAndMoves(t *testing.T) {
	code, out, errOut := runSolve(t, "", "--hidden", "--rules", "small-2x5", "--seed", "1", "--count", "3", "--moves", "--memory-mb", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "seed 1: ") || !strings.Contains(lines[0], "; moves ") {
		t.Fatalf("output:\n%s", out)
	}
	// The value is the first (best) move's: "seed 1: V; moves M V ...".
	f := strings.Fields(lines[0])
	if strings.TrimSuffix(f[2], ";") != f[5] {
		t.Errorf("seed 1: value %s, best move's %s", f[2], f[5])
	}
	if !strings.Contains(errOut, "over a sample of 3") {
		t.Errorf("summary %q", errOut)
	}
}

func TestSolveHiddenRecord(t *testing.T) {
	r, _ := canfield.Preset("small-2x5")
	deal := canfield.ShuffledDeal(r, 2)
	rec := notation.NewRecord(r)
	copy(rec.Setup, deal)
	text, err := notation.FormatRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "g.cfr")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runSolve(t, "", "--hidden", "--record", path, "--memory-mb", "8")
	if code != 0 || !strings.HasPrefix(out, "position: ") || !strings.Contains(out, "moves") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, seed, _ := runSolve(t, "", "--hidden", "--rules", "small-2x5", "--seed", "2", "--memory-mb", "8")
	if v := strings.Fields(out)[1]; !strings.HasPrefix(seed, "seed 2: "+strings.TrimSuffix(v, ";")) {
		t.Errorf("the record's value %s, the seed's %q", v, seed)
	}
}

func TestSolveHiddenRefuses(t *testing.T) {
	for _, args := range [][]string{
		{"--hidden", "--rules", "small-2x5", "--all", "--sample", "3"},
		{"--hidden", "--rules", "small-2x5", "--all", "--seed", "1"},
		{"--hidden", "--rules", "relaxed", "--seed", "1"},
		{"--rules", "small-2x5", "--all"},
		{"--hidden", "--rules", "small-2x5", "--all", "--memory-mb", "0"},
	} {
		if code, _, errOut := runSolve(t, "", args...); code == 0 || errOut == "" {
			t.Errorf("solve %v: exit %d, stderr %q", args, code, errOut)
		}
	}
}

// TestPlayVirtualSmallPreset plays a virtual small-2x5 game through the
// binary, as a player would: the table shows two foundations and two
// columns, a card outside the deck is never asked for, and the record
// reads back under the preset.
func TestPlayVirtualSmallPreset(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	out, code := runBin(t, home, "d\nd\nd\nq\n", "play", "--virtual", "--rules", "small-2x5", "--seed", "3", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if !strings.Contains(out, "small-2x5  ·  move 3") || strings.Contains(out, "  3  (empty)") || strings.Contains(out, "♥") {
		t.Errorf("the table of a two-column, two-suit game:\n%s", out)
	}
	rec := readRecordFile(t, file)[0]
	if rec.Rules.Name != "small-2x5" || len(rec.Setup) != 10 || len(rec.Moves) != 3 {
		t.Errorf("record: rules %q, %d cards, %d moves", rec.Rules.Name, len(rec.Setup), len(rec.Moves))
	}
}

// TestSolveHiddenOneDealSaysItsValue: one deal's value is exact, and the
// summary says so; it said "H* over a sample of 1" with an interval of no
// width.
func TestSolveHiddenOneDealSaysItsValue(t *testing.T) {
	code, out, errOut := runSolve(t, "", "--hidden", "--rules", "small-2x5", "--seed", "1", "--memory-mb", "8")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f := strings.Fields(out)
	if len(f) != 3 || f[0] != "seed" {
		t.Fatalf("output %q, want seed 1: V", out)
	}
	v, err := strconv.ParseFloat(f[2], 64)
	if err != nil {
		t.Fatal(err)
	}
	if want := "rules small-2x5: the deal's value " + strconv.FormatFloat(100*v, 'f', 2, 64) + " %\n"; !strings.HasPrefix(errOut, want) {
		t.Errorf("summary %q, want it to begin %q", errOut, want)
	}
}
