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

// dealRealCards starts a game with cards at hand on a 200-column plain
// terminal and types the given answers, from the reserve's top card on.
func dealRealCards(t *testing.T, answers ...string) *ptyGame {
	t.Helper()
	home := t.TempDir()
	env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1", "TERM=dumb"}
	g := startPtyCols(t, 200, env, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Cards at hand?")
	g.send("1\r")
	g.expect("Card for the reserve's top card")
	for _, c := range answers {
		g.send(c + "\r")
	}
	return g
}

// TestPtySeenCardSuggestsFix: a card refused because it was typed at
// another place says how to correct that place, and the fix typed at the
// card prompt lets the card in.
func TestPtySeenCardSuggestsFix(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	g := dealRealCards(t, "9h", "Ts", "Jc", "2c", "3h", "4d", "d")
	g.expect("Card for the waste's top card")
	g.send("9h\r") // the 9h really shows here: the reserve's was a slip
	g.expect("card already seen: 9h is already")
	g.expect("if it was typed wrong there, 'fix 9h X' puts the")
	g.expect("Card for the waste's top card")
	g.send("fix 9h 8h\r")
	g.expect("Corrected 9h to 8h.")
	g.expect("Card for the waste's top card")
	g.send("9h\r")
	g.expect("Waste  9h")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestPtySeenCardSaysWhereItIsNow: a place named as at the deal ("the
// reserve's top card at the deal") is followed by where the card lies now,
// since moves have carried it elsewhere.
func TestPtySeenCardSaysWhereItIsNow(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	g := dealRealCards(t, "9h", "8h", "Jc", "2c", "3s", "4d", "rf")
	g.expect("Card for the reserve's top card")
	g.send("Kd\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("9h\r")
	g.expect("reserve's top card at the deal, now on its foundation")
	g.expect("Card for the waste's top card")
	g.send("5c\r")
	g.expect("Move (? for help)")
	g.quit("")
}
