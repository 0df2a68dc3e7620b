package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// A record and the same game given as --deal and --moves get the same
// hints, and a record that holds the whole deal (a finished game's setup)
// gives the hints of what a player at the table had seen.
func TestHintRecordAndDealAgree(t *testing.T) {
	dir := t.TempDir()
	full := `[Rules "classic"]

Reserve: Qh 3s 4c 5h 7h 2d Kh Td Ac 6c 7s 3c Qc
Base:    7d
Tableau: 6h Jh Tc 9s
Stock:   Jd 8c 4d 5s 2s 4h Ad Qd 6s 8h 3h 9d 6d Js As 5c Jc Ah Kc 2h 7c 4s 9c Th 5d Ts Qs Ks 8s Kd 3d 2c 8d 9h

1. 32 2. 23 3. rf 4. d 5. d 6. d 7. d 8. w3
`
	partial := `[Rules "classic"]

Reserve: ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? Qc
Base:    7d
Tableau: 6h Jh Tc 9s
Stock:   ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??

1. 32=3c 2. 23=7s 3. rf=6c 4. d=4d 5. d=4h 6. d=6s 7. d=9d 8. w3=3h
`
	for name, text := range map[string]string{"full.txt": full, "partial.txt": partial} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a, e, code := runCmd(t, "hint", filepath.Join(dir, "full.txt"), "--json")
	if code != 0 {
		t.Fatalf("hint full.txt: exit %d: %s", code, e)
	}
	b, e, code := runCmd(t, "hint", filepath.Join(dir, "partial.txt"), "--json")
	if code != 0 {
		t.Fatalf("hint partial.txt: exit %d: %s", code, e)
	}
	deal := "?? ?? ?? ?? ?? ?? ?? ?? ?? 6c 7s 3c Qc 7d 6h Jh Tc 9s ?? ?? 4d ?? ?? 4h ?? ?? 6s ?? 3h 9d ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??"
	c, e, code := runCmd(t, "hint", "--deal", deal, "--moves", "32 23 rf d d d d w3", "--json")
	if code != 0 {
		t.Fatalf("hint --deal: exit %d: %s", code, e)
	}
	if a != b || a != c {
		t.Errorf("the same game gives different hints:\nfull record    %s\npartial record %s\n--deal         %s", a, b, c)
	}
	var sugg []map[string]any
	if err := json.Unmarshal([]byte(a), &sugg); err != nil || len(sugg) == 0 {
		t.Fatalf("bad JSON %q: %v", a, err)
	}
	if sugg[0]["reason"] == "" || sugg[0]["move"] == "" {
		t.Errorf("first suggestion lacks a move or reason: %v", sugg[0])
	}
	text, _, _ := runCmd(t, "hint", "--deal", deal, "--moves", "32 23 rf d d d d", "--top", "2")
	// A long reason wraps onto indented lines; count the numbered rows.
	var rows []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if f := strings.Fields(l); len(f) > 0 && strings.HasSuffix(f[0], ".") && strings.HasPrefix(l, " ") && l[1] != ' ' {
			rows = append(rows, l)
		}
	}
	if len(rows) != 2 || !strings.HasPrefix(text, " 1. ") || !strings.HasPrefix(rows[1], " 2. ") {
		t.Errorf("--top 2 printed %q", text)
	}
}

func TestHintRefusesBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"hint"}, // neither a record nor --deal
		{"hint", "--deal", "?? ??"},
		{"hint", "--deal", strings.Repeat("?? ", 52)}, // the face-up cards are missing
	} {
		if _, e, code := runCmd(t, args...); code != 2 || e == "" {
			t.Errorf("%q: exit %d, stderr %q; want 2 with a message", args, code, e)
		}
	}
}

// TestHintWonGame: 'canfield hint' on a won game says it is won, not
// "no legal move: the game is over" as for a game with no move.
func TestHintWonGame(t *testing.T) {
	code, out, errOut := runCanfield(t, "", "hint", "testdata/replay-finished.cfr")
	if code != 0 || out != "The game is won: every card is on the foundations.\n" {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// TestHintOnALostGame: hint on a game that no move can change says it is
// lost instead of suggesting a move. Seed 100's deal has no move but
// dealing; after 12 deals every stock card has been seen, and none plays.
func TestHintOnALostGame(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 100))
	moves := strings.TrimSpace(strings.Repeat("d ", 12))
	out, code := runBin(t, t.TempDir(), "", "hint", "--deal", line, "--moves", moves)
	if code != 0 || !strings.Contains(out, "The game is lost") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestHintWithoutAGame: hint with neither a record nor --deal says what to
// give, not "not both".
func TestHintWithoutAGame(t *testing.T) {
	out, code := runBin(t, t.TempDir(), "", "hint")
	if code != 2 || strings.Contains(out, "not both") || !strings.Contains(out, "give the game") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestHintLinesWrapIndented: hint lines longer than 80 columns wrap, each
// continuation indented under the reason, never back at column 0.
func TestHintLinesWrapIndented(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 3))
	out, code := runBin(t, t.TempDir(), "", "hint", "--deal", line)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	wrapped := false
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if w := visibleWidth(l); w > 80 {
			t.Errorf("line of %d columns: %q", w, l)
		}
		if f := strings.Fields(l); len(f) > 0 && !strings.HasSuffix(f[0], ".") {
			wrapped = true
			if !strings.HasPrefix(l, strings.Repeat(" ", 20)) {
				t.Errorf("continuation line not indented: %q", l)
			}
		}
	}
	if !wrapped {
		t.Errorf("no line needed wrapping; the test needs a long reason:\n%s", out)
	}
}

// TestHintOfAGameWaitingForACard: hint FILE on a game quit while a card was
// asked for (during the deal, or after a deal) says the game waits for
// that card and how to type it, not that the record lacks a card.
func TestHintOfAGameWaitingForACard(t *testing.T) {
	dir := t.TempDir()
	for i, tt := range []struct {
		lines []string
		place string
	}{
		{[]string{"kd", "js", "tc", "q"}, "column 2's card"},
		{[]string{"kd", "js", "tc", "2h", "7c", "4c", "d", "q"}, "the waste's top card"},
	} {
		file := filepath.Join(dir, fmt.Sprintf("g%d.cfr", i))
		if out, errs, code := playLines(t, tt.lines, "--out", file); code != 0 {
			t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
		}
		code, out, errOut := runCanfield(t, "", "hint", file)
		want := "canfield: " + file + ": the game waits for " + tt.place + " to be typed; '"
		if code != 2 || out != "" || !strings.HasPrefix(errOut, want) || !strings.Contains(errOut, " play --resume "+file+"' asks for it, and the hints come once it is in") {
			t.Errorf("exit %d, stdout %q, stderr %q; want it to start %q", code, out, errOut, want)
		}
	}
}

// TestHintPicksTheGame: hint FILE takes the file's last game, as play
// --resume does, says so when the file holds several (not when --game
// named the game), and --game picks
// another: the game resumed with --game 1 gets the hints 'h' gives there.
func TestHintPicksTheGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.cfr")
	// Seed 5 has three moves to rank at the start, seed 8 another deal.
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "5", "--out", file); code != 0 {
		t.Fatalf("game 1: exit %d: %s", code, errs)
	}
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("game 2: exit %d: %s", code, errs)
	}
	out, errs, code := playLines(t, []string{"h", "q"}, "--resume", file, "--game", "1")
	if code != 0 {
		t.Fatalf("play --resume --game 1: exit %d: %s", code, errs)
	}
	session := hintBlock(t, out)
	var rows []string
	for _, row := range hintRows("\n"+session, 3) {
		if f := strings.Fields(row); len(f) > 0 {
			rows = append(rows, f[0])
		}
	}
	code, hinted, errOut := runCanfield(t, "", "hint", "--game", "1", "--top", "3", file)
	var moves []string
	for _, l := range strings.Split(hinted, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasSuffix(f[0], ".") {
			moves = append(moves, f[1])
		}
	}
	if code != 0 || len(rows) < 2 || strings.Join(moves, " ") != strings.Join(rows, " ") || strings.Contains(errOut, "hints for game") {
		t.Errorf("hint --game 1: exit %d, stderr %q, moves %v; the session's h gave %v:\n%s", code, errOut, moves, rows, hinted)
	}
	code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
	if code != 0 || !strings.Contains(errOut, "holds 2 games; hints for game 2 (--game picks another)") {
		t.Errorf("hint: exit %d, stderr %q", code, errOut)
	}
	code, _, errOut = runCanfield(t, "", "hint", "--game", "3", file)
	if code != 2 || !strings.Contains(errOut, "--game 3: "+file+" holds 2 games; give 1 to 2") {
		t.Errorf("hint --game 3: exit %d, stderr %q", code, errOut)
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
