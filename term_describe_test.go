package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
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

// A hint that goes back to a position the game has been in says so, so
// that a player sees the hints going round: after a whole pass through
// the stock with nothing played, the next deal repeats the first one.
func TestHintRowSaysBackTo(t *testing.T) {
	r := canfield.Classic
	g, err := tracker.New(r)
	if err != nil {
		t.Fatal(err)
	}
	deal := canfield.ShuffledDeal(r, 5)
	enter := func() {
		for {
			req, ok := g.Need()
			if !ok {
				return
			}
			if err := g.Enter(deal[req.Pos]); err != nil {
				t.Fatal(err)
			}
		}
	}
	enter()
	d := canfield.Move{From: canfield.LocStock, To: canfield.LocWaste}
	o := hint.DefaultAdvise()
	o.Workers, o.Samples = 1, 4
	st := newStyle(true)
	for i := range 14 {
		sugg, err := hint.Advise(context.Background(), g.View(), o)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sugg {
			got := st.hintReason(s, true)
			back := strings.Contains(got, "(back to a position the game has been in)")
			if s.Move == d && back != (i >= 12) {
				t.Errorf("deal %d: %q", i+1, got)
			}
			if s.Move != d && back {
				t.Errorf("deal %d: %v: %q", i+1, s.Move, got)
			}
		}
		if i == 13 { // hint --json gives the count
			var b bytes.Buffer
			if err := writeHintJSON(&b, sugg); err != nil {
				t.Fatal(err)
			}
			var rows []hintJSON
			if err := json.Unmarshal(b.Bytes(), &rows); err != nil {
				t.Fatal(err)
			}
			for _, h := range rows {
				if (h.Move == "d") != (h.Repeats == 1) {
					t.Errorf("hint --json: %s repeats %d", h.Move, h.Repeats)
				}
			}
		}
		if err := g.Play(d); err != nil {
			t.Fatal(err)
		}
		enter()
	}
}

// TestHintRowNamesTheLine: with every card known, the hint's first row
// says that the move starts a winning line (hint.Suggestion.Line).
func TestHintRowNamesTheLine(t *testing.T) {
	rec, _ := readRecord(t, "hint/testdata/superior-seed18-known.cfr")
	g, err := tracker.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	o := hint.DefaultAdvise()
	o.Workers = 1
	for range 20 {
		sugg, err := hint.Advise(context.Background(), g.View(), o)
		if err != nil || len(sugg) == 0 {
			t.Fatal(len(sugg), err)
		}
		if sugg[0].Basis == hint.Searched {
			if !sugg[0].Line {
				t.Fatalf("first %v is not a line's move", sugg[0].Move)
			}
			got := newStyle(true).hintReason(sugg[0], true)
			if !strings.HasSuffix(got, "(every card is known: it starts a winning line)") {
				t.Fatalf("reason %q", got)
			}
			return
		}
		if err := g.Play(sugg[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no searched hint in 20 moves")
}

// TestHintRowsNameTheBasisOnce: a hint row whose column says scout (or
// safe) does not say it again in its reason ("scout  scout: deal 3"),
// in the session and in the hint command; the JSON, without that column,
// keeps the word in its reason.
func TestHintRowsNameTheBasisOnce(t *testing.T) {
	out, errs, code := playLines(t, []string{"h", "q"}, "--virtual", "--rules", "superior", "--seed", "5", "--out", t.TempDir()+"/g.cfr")
	if code != 0 || !strings.Contains(out, "  d     scout      deal 3 from the stock") || strings.Contains(out, "scout:") {
		t.Errorf("session: exit %d, stderr %q:\n%s", code, errs, tail(out, 12))
	}
	// The same deal for the hint command.
	code, deal, errs := runCanfield(t, "", "deal", "--seed", "5", "--rules", "superior")
	if code != 0 {
		t.Fatalf("deal: %d %s", code, errs)
	}
	code, out, errs = runCanfield(t, "", "hint", "--rules", "superior", "--deal", strings.TrimSpace(deal))
	if code != 0 || !strings.Contains(out, " 1. d      scout      deal 3 from the stock") || strings.Contains(out, "scout:") {
		t.Errorf("hint: exit %d, stderr %q:\n%s", code, errs, out)
	}
	code, out, errs = runCanfield(t, "", "hint", "--json", "--rules", "superior", "--deal", strings.TrimSpace(deal))
	var rows []hintJSON
	if err := json.Unmarshal([]byte(out), &rows); code != 0 || err != nil || len(rows) == 0 || !strings.HasPrefix(rows[0].Reason, "scout: deal 3") {
		t.Errorf("hint --json: exit %d, %v, stderr %q:\n%s", code, err, errs, out)
	}
}

// TestPortionOfOneCardWords: under relaxed, a move of a column's last card
// alone is "(1 card)" in the list of legal moves, not "(1 cards)".
func TestPortionOfOneCardWords(t *testing.T) {
	home := t.TempDir()
	steps := []step{
		{"32", []string{"  3  (empty)"}},
		{"", []string{"23/1  T♣ from column 2 (1 card) to empty column 3"}},
		{"", []string{"Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}
	runLines(t, home, steps, "play", "--rules", "relaxed", "--seed", "2", "--out", filepath.Join(home, "g.cfr"))
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
