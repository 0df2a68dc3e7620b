package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryFullDisk ends a game when the history cannot grow (the disk
// is full): no half line is left; and a history that ends in half a line
// (from an older version) gets the next entry on a line of its own.
func TestHistoryFullDisk(t *testing.T) {
	home := t.TempDir()
	hist := filepath.Join(home, "history.jsonl")
	old := historyEntries(t, 4) // about 480 bytes: the next entry passes 512
	if len(old) > 500 || len(old) < 400 {
		t.Fatalf("history of %d bytes", len(old))
	}
	if err := os.WriteFile(hist, old, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runLimited(t, home, "d\nresign\nyes\n", "play", "--seed", "1", "--out", filepath.Join(home, "g.cfr"))
	if code != 0 || !strings.Contains(out, "could not add the game to the history") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if now, _ := os.ReadFile(hist); !bytes.Equal(now, old) {
		t.Fatalf("the history after a full disk:\n%s", now)
	}

	// Half a line at the end: the next game still counts.
	if err := os.WriteFile(hist, append(old, `{"time":"2026-11-22T10:00:00Z","rules":"clas`...), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, code := runBin(t, home, "d\nresign\nyes\n", "play", "--seed", "1", "--out", filepath.Join(home, "g2.cfr")); code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	out, code = runBin(t, home, "", "stats", "--json")
	var rows []statsRow
	if err := json.Unmarshal([]byte(out[strings.Index(out, "["):]), &rows); err != nil || code != 0 {
		t.Fatalf("stats: exit %d, %v\n%s", code, err, out)
	}
	if all := rows[len(rows)-1]; all.Games != 5 {
		t.Fatalf("stats counts %d games, want the 4 before and the new one\n%s", all.Games, out)
	}
}
