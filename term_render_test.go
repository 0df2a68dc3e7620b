package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPtyRefusalsDrawCardsAsTheTable checks that a refusal names its cards
// the way the table above it draws them: with suit symbols on a terminal,
// in ASCII under TERM=dumb, never the two mixed in one message. The
// detail comes from the engine (card already seen, does not build on).
func TestPtyRefusalsDrawCardsAsTheTable(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	for _, tc := range []struct {
		term                 string
		seen, build, columns string
	}{
		{"xterm", "J♥ refused for column 1's card: card already seen: J♥ is already the reserve's",
			"13: illegal move: 5♠ does not build on 9♥", "  1  5♠"},
		{"dumb", "Jh refused for column 1's card: card already seen: Jh is already the reserve's",
			"13: illegal move: 5s does not build on 9h", "  1  5s"},
	} {
		home := t.TempDir()
		env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1", "TERM=" + tc.term}
		g := startPtyCols(t, 200, env, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
		g.expect("Cards at hand?")
		g.send("1\r") // real cards
		g.expect("Card for the reserve's top card")
		g.send("Jh\r")
		g.expect("Card for the base card")
		g.send("4h\r")
		g.expect("Card for column 1's card")
		g.send("jh\r")
		g.expect(tc.seen)
		g.expect("Card for column 1's card")
		for _, c := range []string{"5s", "Kh", "9h", "5d"} {
			g.send(c + "\r")
		}
		g.expect(tc.columns)
		g.expect("Move (? for help)")
		g.send("13\r")
		g.expect(tc.build)
		g.expect("Move (? for help)")
		g.quit("")
		if tc.term == "xterm" && strings.Contains(g.out.String(), "Jh is already") {
			t.Errorf("the refusal mixes styles:\n%s", g.out.String())
		}
	}
}

// TestSuperiorReserveNamedFromTheTop: superior asks for its face-up reserve
// from the top ("reserve card 3 from the top"); a card taken back or typed
// twice is named the same way, not as "reserve card 11 (counting from the
// bottom)", a place the player was never asked about.
func TestSuperiorReserveNamedFromTheTop(t *testing.T) {
	home := t.TempDir()
	steps := []step{
		{"", []string{"Card for the reserve's top card:"}}, // Cards at hand? Yes
		{"6c", []string{"Card for reserve card 2 from the top:"}},
		{"Qh", []string{"Card for reserve card 3 from the top:"}},
		{"Ks", []string{"Card for reserve card 4 from the top:"}},
		{"u", []string{"Took back K♠, typed for reserve card 3 from the top at the deal.", "Card for reserve card 3 from the top:"}},
		{"Ks", []string{"Card for reserve card 4 from the top:"}},
		// The refusal is wrapped at 80 columns.
		{"Qh", []string{"card already seen: Q♥ is already", "reserve card 2 from the top at the deal", "Card for reserve card 4 from the top:"}},
		{"q", []string{"Game saved to"}},
	}
	runPty(t, home, steps, "play", "--rules", "superior", "--out", filepath.Join(home, "g.cfr"))
}

// TestTableSaysNoPassLeft: after the last pass the table says the stock
// will not come back ("0 cards (no pass left)"), where it looked the same
// as between two passes, when d turns the waste over.
func TestTableSaysNoPassLeft(t *testing.T) {
	home := t.TempDir()
	deals := strings.TrimSpace(strings.Repeat("d ", 12))
	steps := []step{
		{deals, []string{"pass 1 of 3", "Stock        0 cards      Waste"}},
		{deals, []string{"pass 2 of 3", "Stock        0 cards      Waste"}},
		{deals, []string{"pass 3 of 3", "Stock        0 cards (no pass left)     Waste"}},
		{"q", []string{"Game saved to"}},
	}
	out := runLines(t, home, steps, "play", "--rules", "threepass", "--seed", "11", "--out", filepath.Join(home, "g.cfr"))
	if strings.Count(out, "(no pass left)") != 1 {
		t.Errorf("'no pass left' before the last pass ended:\n%s", out)
	}
}
