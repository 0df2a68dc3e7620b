package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// runMain runs the command line with args and returns its exit code, stdout
// and stderr.
func runMain(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestDealSeedRepeatable(t *testing.T) {
	code1, out1, err1 := runMain(t, "deal", "--seed", "1")
	code2, out2, err2 := runMain(t, "deal", "--seed", "1")
	if code1 != 0 || code2 != 0 || err1 != "" || err2 != "" {
		t.Fatalf("deal --seed 1: exit %d/%d, stderr %q %q", code1, code2, err1, err2)
	}
	if out1 != out2 {
		t.Fatalf("deal --seed 1 twice: %q and %q", out1, out2)
	}
	if !strings.HasSuffix(out1, "\n") || strings.Count(out1, "\n") != 1 {
		t.Errorf("deal --seed 1 prints %q, want one line", out1)
	}
	toks := strings.Fields(out1)
	seen := map[canfield.Card]bool{}
	for _, tok := range toks {
		c, err := notation.ParseCard(tok)
		if err != nil || notation.FormatCard(c) != tok {
			t.Errorf("token %q is not a canonical card: %v", tok, err)
		}
		seen[c] = true
	}
	if len(toks) != 52 || len(seen) != 52 {
		t.Errorf("deal --seed 1: %d tokens, %d distinct, want 52 and 52", len(toks), len(seen))
	}
	if want := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 1)) + "\n"; out1 != want {
		t.Errorf("deal --seed 1 = %q, want the documented shuffle's %q", out1, want)
	}
	_, out3, _ := runMain(t, "deal", "--seed", "2")
	if out3 == out1 {
		t.Errorf("seeds 1 and 2 print the same deal")
	}
}

func TestDealRules(t *testing.T) {
	code, out, errOut := runMain(t, "deal", "--seed", "1", "--rules", "storehouse")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	store, _ := canfield.Preset("storehouse")
	deal, err := notation.ParseDeal(store, out)
	if err != nil || len(deal) != 48 {
		t.Errorf("deal --rules storehouse printed %q: %v", out, err)
	}
	// Presets with the same deal size deal the same cards for a seed.
	_, classic, _ := runMain(t, "deal", "--seed", "9")
	_, wolter, _ := runMain(t, "deal", "--seed", "9", "-r", "wolter")
	if classic != wolter {
		t.Errorf("seed 9: classic %q, wolter %q", classic, wolter)
	}
}

// Without --seed, the seed used goes to stderr, and it reproduces the deal.
func TestDealRandomSeedPrinted(t *testing.T) {
	code, out, errOut := runMain(t, "deal")
	var seed string
	if code != 0 || !strings.HasPrefix(errOut, "seed ") {
		t.Fatalf("deal: exit %d, stderr %q", code, errOut)
	}
	seed = strings.TrimSpace(strings.TrimPrefix(errOut, "seed "))
	_, again, _ := runMain(t, "deal", "--seed", seed)
	if again != out {
		t.Errorf("deal printed seed %s and %q; deal --seed %s prints %q", seed, out, seed, again)
	}
}

func TestRulesList(t *testing.T) {
	code, out, errOut := runMain(t, "rules")
	if code != 0 || errOut != "" {
		t.Fatalf("rules: exit %d, stderr %q", code, errOut)
	}
	// Each preset starts a line, its summary after it, wrapped at 80
	// columns (the summaries are longer): compared as words.
	lines := strings.Split(out, "\n")
	words := strings.Join(strings.Fields(out), " ")
	for _, name := range canfield.PresetNames() {
		start := -1
		for i, l := range lines {
			if strings.HasPrefix(l, name+" ") {
				start = i
			}
		}
		if start < 0 || !strings.Contains(words, canfield.PresetSummary(name)) {
			t.Errorf("rules: no line starts with preset %s, or its summary is missing:\n%s", name, out)
		}
	}
	for _, l := range lines {
		if visibleWidth(l) > 80 {
			t.Errorf("rules: a line wider than 80 columns: %q", l)
		}
	}
	if !strings.HasPrefix(lines[0], "classic (canfield, demon) ") {
		t.Errorf("rules: the first line %q does not give classic's aliases", lines[0])
	}
	if len(canfield.PresetNames()) != 9 {
		t.Errorf("%d presets, want 9", len(canfield.PresetNames()))
	}
}

func TestRulesDescribe(t *testing.T) {
	code, out, errOut := runMain(t, "rules", "wolter")
	if code != 0 || errOut != "" {
		t.Fatalf("rules wolter: exit %d, stderr %q", code, errOut)
	}
	r, _ := canfield.Preset("wolter")
	want := "wolter: " + canfield.PresetSummary("wolter") + "\n\n  " + strings.Join(r.Describe(), "\n  ") + "\n"
	// Wrapped at 80 columns: the same words, each rule's line starting one.
	if strings.Join(strings.Fields(out), " ") != strings.Join(strings.Fields(want), " ") {
		t.Errorf("rules wolter printed\n%s\nwant\n%s", out, want)
	}
	for _, d := range r.Describe() {
		if !strings.Contains(out, "\n  "+strings.Fields(d)[0]+" ") {
			t.Errorf("rules wolter: no line starts with %q", strings.Fields(d)[0])
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if visibleWidth(l) > 80 {
			t.Errorf("rules wolter: a line wider than 80 columns: %q", l)
		}
	}
	for _, phrase := range []string{
		"any top portion of a column",
		"nothing builds on a base-rank card",
		"a King goes on an Ace only when the base is not an Ace",
		"once it is empty, with any playable card or column portion",
		"dealt 3 cards at a time",
		"Passes: unlimited",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), phrase) {
			t.Errorf("rules wolter does not say %q", phrase)
		}
	}
	// An alias names its preset.
	_, demon, _ := runMain(t, "rules", "demon")
	if !strings.HasPrefix(demon, "classic: ") {
		t.Errorf("rules demon printed %q", demon)
	}
}

func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want []string // parts of the message on stderr
	}{
		{[]string{"deal", "--seed", "x"}, []string{"--seed", "whole number", `"x"`}},
		{[]string{"deal", "--seed=-1"}, []string{"--seed", "whole number", `"-1"`}},
		{[]string{"deal", "--seed", "18446744073709551616"}, []string{"--seed", "18446744073709551615"}},
		{[]string{"rules", "nosuch"}, []string{`unknown rules preset "nosuch"`, "known: classic", "wolter"}},
		{[]string{"deal", "--rules", "nosuch"}, []string{"--rules", `unknown rules preset "nosuch"`, "wolter"}},
		{[]string{"nosuch"}, []string{"nosuch"}},
	}
	for _, c := range cases {
		code, out, errOut := runMain(t, c.args...)
		if code == 0 {
			t.Errorf("%v: exit 0", c.args)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout", c.args, out)
		}
		if !strings.HasPrefix(errOut, "canfield: ") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line starting canfield:", c.args, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%v: stderr %q does not contain %q", c.args, errOut, w)
			}
		}
	}
}

func TestVersion(t *testing.T) {
	code, out, errOut := runMain(t, "version")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "canfield ") || strings.Count(out, "\n") != 1 {
		t.Errorf("version: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
