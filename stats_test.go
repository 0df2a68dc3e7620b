package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestStatsFromHistory(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "history.jsonl")
	for _, e := range []historyEntry{
		{Rules: "classic", Result: "won", Foundations: 52, Casino: 208},
		{Rules: "classic", Result: "lost", Foundations: 20, Casino: 48},
		{Rules: "draw1", Result: "abandoned", Foundations: 8, Casino: -12},
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
	if !strings.Contains(errb.String(), "history.jsonl:4: skipped") {
		t.Errorf("the broken line 4 was not reported: %q", errb.String())
	}
	var rows []statsRow
	if err := json.Unmarshal(out.Bytes(), &rows); err != nil {
		t.Fatal(err)
	}
	want := []statsRow{
		{Rules: "classic", Games: 2, Wins: 1, WinRate: 0.5, Foundations: 36, Casino: 256},
		{Rules: "draw1", Games: 1, Wins: 0, WinRate: 0, Foundations: 8, Casino: -12},
		{Rules: "all", Games: 3, Wins: 1, WinRate: 1.0 / 3, Foundations: 80.0 / 3, Casino: 244},
	}
	if len(rows) != len(want) {
		t.Fatalf("got %d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i, w := range want {
		g := rows[i]
		if g.Rules != w.Rules || g.Games != w.Games || g.Wins != w.Wins || g.Casino != w.Casino ||
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
