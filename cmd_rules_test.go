package main

import (
	"strings"
	"testing"

	"canfield/canfield"
)

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
	if n := len(canfield.PresetNames()); n != 9+2*len(canfield.SmallPresets()) {
		t.Errorf("%d presets, want 9 and the small ones", n)
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
