package main

import (
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

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
