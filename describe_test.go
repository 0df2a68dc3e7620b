package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/fatih/color"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// The one describer writes the engine's facts in the screen's card style,
// with what the move changes when asked for detail.
func TestMoveWords(t *testing.T) {
	color.NoColor = true
	r := canfield.Classic
	g, err := tracker.New(r)
	if err != nil {
		t.Fatal(err)
	}
	deal := canfield.ShuffledDeal(r, 5)
	for {
		req, ok := g.Need()
		if !ok {
			break
		}
		if err := g.Enter(deal[req.Pos]); err != nil {
			t.Fatal(err)
		}
	}
	moves := []canfield.Move{}
	for _, tok := range []string{"1f", "32", "d"} {
		m, err := notation.ParseMove(tok)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	facts, err := hint.Explain(g.View(), moves)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		ascii, detail bool
		want          []string
	}{
		{false, false, []string{"T♣ from column 1 to its foundation", "A♣ from column 3 to 2♦ in column 2", "deal 3 from the stock"}},
		{true, false, []string{"Tc from column 1 to its foundation", "Ac from column 3 to 2d in column 2", "deal 3 from the stock"}},
		{true, true, []string{"Tc from column 1 to its foundation, emptying column 1 for the reserve, uncovering a reserve card",
			"Ac from column 3 to 2d in column 2, emptying column 3 for the reserve, uncovering a reserve card",
			"deal 3 from the stock, showing a card not seen yet"}},
	} {
		st := newStyle(tc.ascii)
		for i, f := range facts {
			if got := st.moveWords(f, tc.detail); got != tc.want[i] {
				t.Errorf("ascii %v detail %v: %q, want %q", tc.ascii, tc.detail, got, tc.want[i])
			}
		}
	}
	// A deal that scouts the stock, and a deal towards a plan, say so.
	st := newStyle(true)
	scout := facts[2]
	scout.Scouts = true
	if got, want := st.moveWords(scout, true), "deal 3 from the stock, showing a card not seen yet; going round the stock comes back to this position knowing more, with every move still open"; got != want {
		t.Errorf("scouting deal: %q, want %q", got, want)
	}
	plan := facts[2]
	plan.Plan = &hint.Plan{Deals: 2, Move: moves[0], Facts: facts[0]}
	if got, want := st.moveWords(plan, true), "deal 3 from the stock, showing a card not seen yet; after 2 deals, Tc from column 1 to its foundation"; got != want {
		t.Errorf("deal towards a plan: %q, want %q", got, want)
	}
	if _, err := hint.Explain(g.View(), []canfield.Move{{From: canfield.LocWaste, To: canfield.LocFoundation}}); err == nil {
		t.Error("explaining an illegal move should fail")
	}
}

var (
	asciiCard   = regexp.MustCompile(`\b[2-9TJQKA][cdhs]\b`)
	unicodeCard = regexp.MustCompile(`[♣♦♥♠]`)
)

// section returns the lines of out from the first line holding head up to
// the next prompt.
func section(out, head string) string {
	i := strings.Index(out, head)
	if i < 0 {
		return ""
	}
	s := out[i:]
	if j := strings.Index(s, "Move (? for help)"); j >= 0 {
		s = s[:j]
	}
	return s
}

// On one screen the legal-move list and the hints write cards the same
// way, unicode or ASCII as chosen.
func TestOneCardStyle(t *testing.T) {
	for _, ascii := range []bool{false, true} {
		args := []string{"--virtual", "--seed", "5", "--out", t.TempDir() + "/g.cfr"}
		if ascii {
			args = append(args, "--ascii")
		}
		out, errs, code := playLines(t, []string{"l", "", "h all", "q"}, args...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, errs)
		}
		legal, hints := section(out, "Legal moves"), section(out, "Hints (")
		if !strings.Contains(legal, "from column 3 to") || !strings.Contains(hints, "from column 3 to") {
			t.Fatalf("ascii %v: no legal list or no hints with cards:\n%s", ascii, out)
		}
		for _, part := range []string{legal, hints} {
			if ascii && unicodeCard.MatchString(part) {
				t.Errorf("ascii screen shows a suit symbol:\n%s", part)
			}
			if !ascii && asciiCard.MatchString(part) {
				t.Errorf("unicode screen shows an ASCII card %q:\n%s", asciiCard.FindString(part), part)
			}
		}
	}
}
