package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
)

// TestAnalyzeCommand reviews a seeded virtual game that wins, through the
// command line, in JSON and in text.
func TestAnalyzeCommand(t *testing.T) {
	r := canfield.Classic
	st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, 8))
	res, err := hint.NewSolver(hint.Options{}).Solve(context.Background(), st)
	if err != nil || res.Verdict != hint.Won {
		t.Fatalf("seed 8: %v %v", res.Verdict, err)
	}
	var lines []string
	for _, m := range res.Solution {
		lines = append(lines, notation.FormatMove(m))
	}
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, lines, "--virtual", "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("play: %d %s", code, errs)
	}
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"analyze", "--json", "--samples", "4", file}, nil, &out, &errb); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, errb.String())
	}
	var got struct {
		Result string
		Moves  int
		Review struct {
			Winnable  string
			LostAt    int `json:"lost_at"`
			Decisions []json.RawMessage
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got.Result != "won" || got.Moves != len(lines) || got.Review.Winnable != "won" || got.Review.LostAt != 0 || len(got.Review.Decisions) != len(lines) {
		t.Errorf("analyze --json = %+v", got)
	}
	out.Reset()
	if code := run(context.Background(), []string{"analyze", "--samples", "4", "--ascii", file}, nil, &out, &errb); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"classic rules, " + strconv.Itoa(len(lines)) + " moves, won with 52 cards", "The deal was winnable", "Chance of winning before each move", "100% |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("analyze output lacks %q:\n%s", want, out.String())
		}
	}
	// A record that does not exist, and one whose game number is out of range.
	if code := run(context.Background(), []string{"analyze", filepath.Join(t.TempDir(), "none")}, nil, &out, &errb); code == 0 {
		t.Error("analyze of a missing file succeeded")
	}
	errb.Reset()
	if code := run(context.Background(), []string{"analyze", "--game", "2", file}, nil, &out, &errb); code == 0 || !strings.Contains(errb.String(), "holds 1 game; give 1 to 1") {
		t.Errorf("analyze --game 2: exit %d, %q", code, errb.String())
	}
}
