package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

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

// FuzzEscapeTerm checks that escaped text holds no rune that could move a
// terminal, and that text without any is left as it is.
func FuzzEscapeTerm(f *testing.F) {
	for _, s := range []string{"", "plain", "\x1b[31mred", "a\u202eb", "\xff\xfe", "tab\there", "\u009b2J", "\uFFFD"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := escapeTerm(s)
		if !utf8.ValidString(e) {
			t.Fatalf("escapeTerm(%q) = %q: not UTF-8", s, e)
		}
		clean := utf8.ValidString(s)
		for _, r := range e {
			if unsafeRune(r) {
				t.Fatalf("escapeTerm(%q) = %q holds %U", s, e, r)
			}
		}
		for _, r := range s {
			if unsafeRune(r) {
				clean = false
			}
		}
		if clean && e != s {
			t.Fatalf("escapeTerm(%q) = %q, want it unchanged", s, e)
		}
	})
}
