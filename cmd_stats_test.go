package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatsBrokenLines reads a history with a line of 2 MB and entries
// whose casino totals would overflow: each is skipped with a warning
// naming its line, and the rest is counted.
func TestStatsBrokenLines(t *testing.T) {
	home := t.TempDir()
	good := historyEntries(t, 1)
	huge, _ := json.Marshal(historyEntry{Rules: "classic", Result: "won", Foundations: 52, Casino: 1 << 62})
	var b bytes.Buffer
	b.Write(good)
	b.WriteString(strings.Repeat("x", 2<<20) + "\n")
	b.Write(append(huge, '\n'))
	b.Write(append(huge, '\n'))
	b.Write(good)
	if err := os.WriteFile(filepath.Join(home, "history.jsonl"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(canfieldBinary(t), "stats", "--json")
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("stats: %v\n%s", err, stderr.String())
	}
	var rows []statsRow
	if err := json.Unmarshal(stdout.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	if all := rows[len(rows)-1]; all.Games != 2 || all.Casino != -74 {
		t.Fatalf("stats counts %d games, casino %d; want the 2 good ones, -74", all.Games, all.Casino)
	}
	for _, want := range []string{"history.jsonl:2: skipped: longer than 65536 bytes", "history.jsonl:3: skipped: foundations 52, casino 4611686018427387904", "history.jsonl:4: skipped"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("warnings lack %q:\n%.500s", want, stderr.String())
		}
	}
	if stderr.Len() > 2000 {
		t.Errorf("%d bytes of warnings: the long line is echoed", stderr.Len())
	}
}

// TestStatsMissingFile: 'stats --file F' with no file F is a mistyped
// name: an error naming it and the default history, exit 2; not "No games
// yet", which is for the history itself before the first game ends.
func TestStatsMissingFile(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CANFIELD_HOME", dir)
	missing := filepath.Join(dir, "hist.jsnol")
	out, errs, code := runCmd(t, "stats", "--file", missing)
	want := "canfield: " + missing + ": no such file (without --file, stats reads the history of your games, " + filepath.Join(dir, "history.jsonl") + ")\n"
	if code != 2 || out != "" || errs != want {
		t.Errorf("exit %d, stdout %q, stderr %q; want stderr %q", code, out, errs, want)
	}
}

func TestStatsFromHistory(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history.jsonl")
	for _, e := range []historyEntry{
		{Rules: "classic", Result: "won", Foundations: 52, Casino: 208},
		{Rules: "classic", Result: "lost", Foundations: 20, Casino: 48},
		{Rules: "draw1", Result: "abandoned", Foundations: 8, Casino: -12},
		{Rules: "classic", Result: "won", Foundations: 52, Casino: 208},
		{Rules: "classic", Result: "won", Foundations: 52, Casino: 208},
		{Rules: "draw1", Result: "won", Foundations: 52, Casino: 208},
	} {
		if err := appendHistory(path, e); err != nil {
			t.Fatal(err)
		}
	}
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("{broken\n")
	f.Close()
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"stats", "--json", "--file", path}, nil, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(errb.String(), "history.jsonl:7: skipped") {
		t.Errorf("the broken line 7 was not reported: %q", errb.String())
	}
	var rows []statsRow
	if err := json.Unmarshal(out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	want := []statsRow{
		{Rules: "classic", Games: 4, Wins: 3, WinRate: 0.75, Foundations: 44, Casino: 672, Streak: 2, BestStreak: 2},
		{Rules: "draw1", Games: 2, Wins: 1, WinRate: 0.5, Foundations: 30, Casino: 196, Streak: 1, BestStreak: 1},
		{Rules: "all", Games: 6, Wins: 4, WinRate: 4.0 / 6, Foundations: 236.0 / 6, Casino: 868, Streak: 3, BestStreak: 3},
	}
	if len(rows) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i, w := range want {
		g := rows[i]
		if g.Rules != w.Rules || g.Games != w.Games || g.Wins != w.Wins || g.Casino != w.Casino || g.Streak != w.Streak || g.BestStreak != w.BestStreak ||
			math.Abs(g.WinRate-w.WinRate) > 1e-9 || math.Abs(g.Foundations-w.Foundations) > 1e-9 {
			t.Errorf("row %d = %+v, want %+v", i, g, w)
		}
	}
	out.Reset()
	t.Setenv("CANFIELD_HOME", filepath.Join(dir, "home"))
	if code := run(context.Background(), []string{"stats"}, nil, &out, &errb); code != 0 || !strings.Contains(out.String(), "No games yet") {
		t.Errorf("missing history: exit %d, %q", code, out.String())
	}
}
