package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestSimCommand(t *testing.T) {
	out, e, code := runCmd(t, "sim", "--games", "3", "--seed", "4", "--player", "greedy", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	var res map[string]any
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("bad JSON %q: %v", out, err)
	}
	if res["games"] != 3.0 || res["player"] != "greedy" {
		t.Errorf("summary %v", res)
	}
	if e != "" {
		t.Errorf("no progress line off a terminal, got %q", e)
	}
	text, _, code := runCmd(t, "sim", "--games", "2", "--player", "omniscient", "--solve-nodes", "100000")
	if code != 0 || !strings.Contains(text, "Wilson") || !strings.Contains(text, "p95") {
		t.Errorf("text summary (exit %d): %q", code, text)
	}
}

// sim --fatal adds the fatal move to each game and its distribution to
// the summary, in JSON and in text.
func TestSimFatal(t *testing.T) {
	out, e, code := runCmd(t, "sim", "--games", "3", "--seed", "2", "--player", "greedy", "--fatal", "--per-game", "--json", "--solve-nodes", "300000")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, e)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 {
		t.Fatalf("want 3 games and a summary, got %q", out)
	}
	var game struct {
		Fatal *struct {
			Status string `json:"status"`
			Move   int    `json:"move"`
		} `json:"fatal"`
	}
	if err := json.Unmarshal([]byte(lines[0]), &game); err != nil || game.Fatal == nil {
		t.Fatalf("game line %q: %v", lines[0], err)
	}
	if game.Fatal.Status != "fatal" || game.Fatal.Move < 1 {
		t.Errorf("seed 2 (winnable, lost by greedy): %+v", *game.Fatal)
	}
	var sum struct {
		Fatal *struct {
			Judged int `json:"judged"`
			Move   struct {
				Median int `json:"median"`
			} `json:"move"`
		} `json:"fatal"`
	}
	if err := json.Unmarshal([]byte(lines[3]), &sum); err != nil || sum.Fatal == nil || sum.Fatal.Judged != 3 || sum.Fatal.Move.Median < 1 {
		t.Errorf("summary %q: %v", lines[3], err)
	}
	text, _, code := runCmd(t, "sim", "--games", "2", "--seed", "2", "--player", "greedy", "--fatal", "--per-game", "--solve-nodes", "300000")
	if code != 0 || !strings.Contains(text, "; fatal move ") || !strings.Contains(text, "fatal move number: min") {
		t.Errorf("text (exit %d): %q", code, text)
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
