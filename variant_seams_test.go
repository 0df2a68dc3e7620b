package main

// End-to-end tests of defects found by playing the rule variants (storehouse,
// superior, the one-pass presets) and the study commands on their edges.

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDealIntroPerPreset: the words before a real deal say what the preset
// lays out: storehouse deals no base card (its Twos start the foundations),
// superior's reserve lies face up.
func TestDealIntroPerPreset(t *testing.T) {
	for _, c := range []struct {
		preset, want string
	}{
		{"classic", "Deal the cards (classic rules): 13 to the reserve, the base card, 4 to the tableau."},
		{"storehouse", "Deal the cards (storehouse rules): 13 to the reserve, 4 to the tableau; the four 2s start the foundations."},
		{"superior", "Deal the cards (superior rules): 13 to the reserve (all face up), the base card, 4 to the tableau."},
	} {
		home := t.TempDir()
		out, code := runBin(t, home, "q\n", "play", "--rules", c.preset, "--out", filepath.Join(home, "g.cfr"))
		if code != 0 || !strings.Contains(out, c.want+"\n") {
			t.Errorf("%s: exit %d, want %q:\n%s", c.preset, code, c.want, out)
		}
	}
}
