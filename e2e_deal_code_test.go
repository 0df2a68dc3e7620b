package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// A code printed by deal plays the same deal in play --code, is read back
// by import, solve and hint --deal, and is printed again at the end of the
// game and by export; a code with one character changed is refused.
func TestDealCodeSharesADeal(t *testing.T) {
	home := t.TempDir()
	out, rc := runBin(t, home, "", "deal", "--seed", "5", "--format", "code")
	code := strings.TrimSpace(out)
	if rc != 0 || len(code) != 39 || strings.Trim(code, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
		t.Fatalf("deal --format code: exit %d, %q", rc, out)
	}
	line, _ := runBin(t, home, "", "deal", "--seed", "5")
	line = strings.TrimSpace(line)
	if back, rc := runBin(t, home, "", "deal", "--code", code); rc != 0 || strings.TrimSpace(back) != line {
		t.Fatalf("deal --code: exit %d, %q, want %q", rc, back, line)
	}

	// The same table as the seed's, a move, then resigned: the end of the
	// game prints the code, and the record exports the same deal and code.
	seeded, _ := runBin(t, home, "d\nresign\n2\n", "play", "--seed", "5", "-o", filepath.Join(home, "seed.cfr"))
	rec := filepath.Join(home, "code.cfr")
	coded, rc := runBin(t, home, "d\nresign\n2\n", "play", "--code", code, "-o", rec)
	if rc != 0 || !strings.HasPrefix(coded, "Virtual deal, code "+code) {
		t.Fatalf("play --code: exit %d\n%s", rc, coded)
	}
	body := func(s string) string { // the game without its first line and file names
		s = s[strings.Index(s, "\n")+1:]
		return s[:strings.Index(s, "Game saved")]
	}
	if body(seeded) != body(coded) {
		t.Errorf("play --code and play --seed show different games:\n%s\n----\n%s", body(coded), body(seeded))
	}
	if !strings.Contains(coded, "Deal code: "+code+" (") {
		t.Errorf("the end of the game does not print the code:\n%s", coded)
	}
	for format, want := range map[string]string{"deal": line, "code": code} {
		if got, rc := runBin(t, home, "", "export", rec, "--format", format); rc != 0 || strings.TrimSpace(got) != want {
			t.Errorf("export --format %s: exit %d, %q, want %q", format, rc, got, want)
		}
	}
	if got, rc := runBin(t, home, "", "analyze", rec, "--no-ask"); rc != 0 || !strings.Contains(got, "Deal code: "+code) {
		t.Errorf("analyze: exit %d, no code:\n%s", rc, got)
	}

	// import, solve and hint --deal read the code in place of a deal line.
	imported := filepath.Join(home, "imported.cfr")
	if msg, rc := runBin(t, home, code+"\n", "import", "-", "-o", imported); rc != 0 {
		t.Fatalf("import: exit %d\n%s", rc, msg)
	}
	if got, _ := runBin(t, home, "", "export", imported, "--format", "deal"); strings.TrimSpace(got) != line {
		t.Errorf("import of the code: exported %q, want %q", got, line)
	}
	if got, rc := runBin(t, home, code+"\n", "solve", "--json", "--nodes", "5000"); rc != 0 || !strings.Contains(got, `"cards":"`+line+`"`) {
		t.Errorf("solve of the code: exit %d\n%s", rc, got)
	}
	if got, rc := runBin(t, home, "", "hint", "--deal", code, "--top", "1"); rc != 0 || !strings.Contains(got, " 1. ") {
		t.Errorf("hint --deal CODE: exit %d\n%s", rc, got)
	}

	// One character changed: refused by the check, by every reader.
	swap := "a"
	if code[17] == 'a' {
		swap = "b"
	}
	bad := code[:17] + swap + code[18:]
	for _, args := range [][]string{{"play", "--code", bad, "-o", filepath.Join(home, "bad.cfr")}, {"deal", "--code", bad}, {"hint", "--deal", bad}} {
		got, rc := runBin(t, home, "", args...)
		if rc != 2 || !strings.Contains(got, "check character") {
			t.Errorf("%s with a mistyped code: exit %d\n%s", args[0], rc, got)
		}
	}
	if got, rc := runBin(t, home, bad+"\n", "import", "-"); rc == 0 || !strings.Contains(got, "line 1: deal code: a character is mistyped somewhere") {
		t.Errorf("import of a mistyped code: exit %d\n%s", rc, got)
	}
}

// A storehouse deal (48 cards) has a shorter code, which --rules must
// come with; a classic reader names the preset it looks like.
func TestDealCodeFixedBase(t *testing.T) {
	home := t.TempDir()
	out, rc := runBin(t, home, "", "deal", "--seed", "8", "-r", "storehouse", "--format", "code")
	code := strings.TrimSpace(out)
	if rc != 0 || len(code) != 36 {
		t.Fatalf("deal -r storehouse --format code: exit %d, %q", rc, out)
	}
	line, _ := runBin(t, home, "", "deal", "--seed", "8", "-r", "storehouse")
	if got, rc := runBin(t, home, "", "deal", "-r", "storehouse", "--code", code); rc != 0 || got != line {
		t.Errorf("deal -r storehouse --code: exit %d, %q, want %q", rc, got, line)
	}
	if got, rc := runBin(t, home, "", "deal", "--code", code); rc != 2 || !strings.Contains(got, "--rules storehouse") {
		t.Errorf("a storehouse code under classic: exit %d\n%s", rc, got)
	}
}
