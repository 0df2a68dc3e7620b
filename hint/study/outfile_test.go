package study

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An --out file must be new or empty unless resumed; resumed, it gives
// back its whole lines, drops a last line cut short and appends after
// them; a game record is never taken for one.
func TestOpenOut(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "run.jsonl")
	out, lines, dropped, err := openOut(name, false)
	if err != nil || len(lines) != 0 || dropped {
		t.Fatalf("a new file: %v %v %v", lines, dropped, err)
	}
	out.Write(map[string]int{"a": 1})
	out.Write(map[string]int{"b": 2})
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	var bad *InputError
	if _, _, _, err := openOut(name, false); !errors.As(err, &bad) || !strings.Contains(err.Error(), "already holds results") {
		t.Errorf("a file with results, not resumed: %v", err)
	}
	f, err := os.OpenFile(name, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"c":`)
	f.Close()
	out, lines, dropped, err = openOut(name, true)
	if err != nil || len(lines) != 2 || string(lines[1].Text) != `{"b":2}` || lines[1].Num != 2 || !dropped {
		t.Fatalf("resumed: %+v, dropped %v, %v", lines, dropped, err)
	}
	out.Write(map[string]int{"c": 3})
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(name); string(b) != "{\"a\":1}\n{\"b\":2}\n{\"c\":3}\n" {
		t.Errorf("the file after the resume: %q", b)
	}
	record := filepath.Join(dir, "game.cfr")
	os.WriteFile(record, []byte("[Rules \"classic\"]\n\n1. d\n"), 0o644)
	if _, _, _, err := openOut(record, true); !errors.As(err, &bad) || !strings.Contains(err.Error(), "is a game record") {
		t.Errorf("a game record as --out: %v", err)
	}
}
