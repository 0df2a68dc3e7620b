package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

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
