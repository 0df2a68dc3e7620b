package main

// End-to-end tests of a full disk, a broken history and terminal codes.

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// runLimited runs the binary under a shell with files limited to 512
// bytes (ulimit -f 1): a write past that fails as on a full disk.
func runLimited(t *testing.T, home, stdin string, args ...string) (string, int) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -f 1 && exec "$0" "$@"`, canfieldBinary(t)}, args...)...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

// historyEntries writes n entries to a history file and returns its text.
func historyEntries(t *testing.T, n int) []byte {
	t.Helper()
	var b bytes.Buffer
	for range n {
		line, _ := json.Marshal(historyEntry{Rules: "classic", Result: "lost", Foundations: 3, Casino: -37, Moves: 9})
		b.Write(append(line, '\n'))
	}
	return b.Bytes()
}

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

// TestSaveFailsOnFullDisk types the first card of a real-cards game when
// the record cannot be written: the message names the record and the
// cause (not a temporary file), says the game is kept, and the record,
// the card typed in it, is given on standard error before the script stops.
func TestSaveFailsOnFullDisk(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	player := strings.Repeat("x", 600) // the record passes 512 bytes at once
	out, code := runLimited(t, home, "9h\nTs\n", "play", "--player", player, "--out", file)
	if code != 1 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{
		"Could not save the game: saving " + file + ": file too large",
		"The game is kept in memory",
		"Reserve: ... 9h",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, ".tmp") {
		t.Errorf("the message names the temporary file:\n%s", out)
	}
	if left, _ := filepath.Glob(filepath.Join(home, ".g.cfr.tmp*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// TestTerminalCodesEscaped replays a record and reads a history whose
// texts hold terminal escape codes: they are printed escaped.
func TestTerminalCodesEscaped(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	data, err := os.ReadFile(filepath.Join("testdata", "replay-progress.cfr"))
	if err != nil {
		t.Fatal(err)
	}
	rec := strings.Replace(string(data), "Ann Example", "\x1b]0;owned\x07", 1)
	rec = strings.Replace(rec, "{Stopped for dinner", "{\x1b[2J cleared", 1)
	rec = strings.Replace(rec, "{win 61.5%}", "{\x1b[31mred \u202egnp.exe}", 1)
	if err := os.WriteFile(file, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runBin(t, home, "", "replay", file)
	if code != 0 {
		t.Fatalf("replay: exit %d\n%s", code, out)
	}
	if strings.ContainsAny(out, "\x1b\x07\u202e") || !strings.Contains(out, `\x1b]0;owned\x07`) || !strings.Contains(out, `\x1b[2J cleared`) || !strings.Contains(out, `\u202egnp.exe`) {
		t.Fatalf("replay prints terminal codes raw:\n%q", out)
	}
	line, _ := json.Marshal(historyEntry{Rules: "\x1b[31mclassic", Result: "won", Foundations: 52, Casino: 208})
	if err := os.WriteFile(filepath.Join(home, "history.jsonl"), append(line, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = runBin(t, home, "", "stats")
	if code != 0 || strings.Contains(out, "\x1b") || !strings.Contains(out, `\x1b[31mclassic`) {
		t.Fatalf("stats: exit %d\n%q", code, out)
	}
}

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

// TestSolveTableTooLarge asks for a table no machine holds: a usage
// error naming the flag, not a crash out of memory.
func TestSolveTableTooLarge(t *testing.T) {
	out, code := runBin(t, t.TempDir(), "", "solve", "--seed", "1", "--table-mb", "100000")
	if code != 2 || !strings.Contains(out, "--table-mb 100000") || !strings.Contains(out, "at most 4096 MiB") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}
