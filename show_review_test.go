package main

import (
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// TestReviewCardsTakeBack: the cards asked for a review (turn the piles
// over) can be taken back with u, the last first, and ? says how to type
// them; before, a wrong card there was saved for good, and ? or u was
// only "not a card".
func TestReviewCardsTakeBack(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, append(dealSteps(), step{"resign", []string{"Give the game up?"}}, step{"yes", []string{"Game abandoned"}}), "play", "--out", file)
	// Reserve card 1 is card5(0); card5(1) typed there first is wrong.
	in := []string{"u", card5(1), "?", "u"}
	for pos := 0; pos < 51; pos++ {
		if pos < 12 || pos >= 18 {
			in = append(in, card5(pos))
		}
	}
	code, out, errOut := runCanfield(t, strings.Join(in, "\n")+"\n", "analyze", "--ask", "--samples", "2", "--ascii", file)
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{
		"Nothing to take back: no card typed here yet.",
		"Type the card at this place",
		"Took back " + card5(1) + ", typed for reserve card 1 from the bottom at the deal.",
		"The deal was winnable",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out), " "), want) {
			t.Errorf("%q not in the output:\n%s", want, out)
		}
	}
	rec, text := readRecord(t, file)
	deal, ok, err := rec.WholeDeal()
	if err != nil || !ok || notation.FormatDeal(deal) != notation.FormatDeal(seed5) {
		t.Errorf("the record's deal after the review (%v, %v):\n%s", ok, err, text)
	}
}

// TestReviewCardsSeveralOnALine: the review's card prompt takes several
// cards on one line, as play's do, for this place and the places after
// it; a line with a word that is no card enters none of them, a card
// refused drops the ones after it, and cards past the deal's end are named
// as not entered.
func TestReviewCardsSeveralOnALine(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, append(dealSteps(), step{"resign", []string{"Give the game up?"}}, step{"yes", []string{"Game abandoned"}}), "play", "--out", file)
	cards := func(lo, hi int) string {
		var cs []string
		for pos := lo; pos < hi; pos++ {
			cs = append(cs, card5(pos))
		}
		return strings.Join(cs, " ")
	}
	in := []string{
		cards(0, 6),
		card5(6) + " zz " + card5(7),
		cards(6, 12) + " " + cards(18, 30),
		card5(30) + " " + card5(0) + " " + card5(31),
		cards(31, 52),
	}
	code, out, errOut := runCanfield(t, strings.Join(in, "\n")+"\n", "analyze", "--ask", "--samples", "2", "--ascii", file)
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s\n%s", code, errOut, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	for _, want := range []string{
		"Card for reserve card 2 from the bottom at the deal: " + card5(1),
		`"zz" is not a card`, "so none of the line's cards was entered",
		"Card for stock card 1 (in dealing order): " + card5(18),
		"Not entered: a card before them was refused: " + card5(31),
		"Not entered: every card of the deal is known: " + card5(51),
		"The deal was winnable",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("%q not in the output:\n%s", want, out)
		}
	}
	// One a place (12 of the reserve, 33 of the stock), and one each for
	// the line refused and the card refused.
	if n := strings.Count(out, "Card for "); n != 45+2 {
		t.Errorf("%d card prompts, want 47", n)
	}
	rec, text := readRecord(t, file)
	if deal, ok, err := rec.WholeDeal(); err != nil || !ok || notation.FormatDeal(deal) != notation.FormatDeal(seed5) {
		t.Errorf("the record's deal after the review (%v, %v):\n%s", ok, err, text)
	}
}

// TestReviewCardsSaved: the cards typed for a review of a game
// with cards never seen go into the record, so that a later analyze and
// export --format solvitaire have the whole deal.
func TestReviewCardsSaved(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	runLines(t, home, append(dealSteps(), step{"resign", []string{"Give the game up?"}}, step{"y", []string{"Game abandoned"}}), "play", "--out", file)
	var cards []step
	for pos, c := range seed5 {
		if pos < 12 || pos > 17 {
			cards = append(cards, step{notation.FormatCard(c), nil})
		}
	}
	cards = cards[:len(cards)-1] // the last card is known from the others
	cards[0].want = []string{"cards of the deal were never seen"}
	cards[len(cards)-1].want = []string{"The cards typed are saved in"}
	runLines(t, home, cards, "analyze", "--ask", file)
	rec, text := readRecord(t, file)
	if d, ok := rec.Deal(); !ok || notation.FormatDeal(d) != notation.FormatDeal(seed5) {
		t.Fatalf("the record does not give the whole deal:\n%s", text)
	}
	runLines(t, home, nil, "export", "--format", "solvitaire", file) // fails the test unless it exits 0
	out := runLines(t, home, nil, "analyze", "--no-ask", file)
	if strings.Contains(out, "never seen") {
		t.Errorf("analyze still says cards were never seen:\n%s", out)
	}
}

// The marks follow the estimate from what the player knew: a cost the
// estimate showed could be seen; one only the solver found could not.
func TestCostKind(t *testing.T) {
	seen := hint.Decision{Number: 4, Loss: 0.2, Before: 0.5, After: 0.3}
	hidden := hint.Decision{Number: 9, ThrewWin: true, Tied: true, Before: 0.4, After: 0.4}
	if costKind(seen) != "could be seen" || costKind(hidden) != "only with every card known" {
		t.Errorf("kinds: %q, %q", costKind(seen), costKind(hidden))
	}
	rev := &hint.Review{Decisions: []hint.Decision{seen, {Number: 5}, hidden}}
	if got := costCounts(rev); got != "Of the 2 costly decisions, 1 could be seen from what you knew then, 1 only with every card known." {
		t.Errorf("costCounts = %q", got)
	}
}

// A costly row never names the move played as the better one: a move the
// hint listed first that lost the deal (its cost seen only with every card
// known) names the move that kept the deal winnable, or none; a cost that
// could be seen names the move clearly better from what was known.
func TestCostlyRowsNameAnotherMove(t *testing.T) {
	d, _ := notation.ParseMove("d")
	w1, _ := notation.ParseMove("w1")
	r4, _ := notation.ParseMove("r4")
	rev := &hint.Review{Winnable: "won", LostAt: 1, Decisions: []hint.Decision{
		{Number: 1, Played: d, Choices: 3, Before: 0.22, After: 0.22, Best: d, Hinted: true, HintFirst: d, ThrewWin: true, Keeps: true, KeepsWin: w1},
		{Number: 2, Played: d, Choices: 2, Before: 0.5, After: 0.3, Best: r4, Loss: 0.2},
		{Number: 3, Played: w1, Choices: 2, Before: 0.3, After: 0.3, Best: w1, Hinted: true, ThrewWin: true},
	}}
	g, err := tracker.New(canfield.Classic)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	(&reviewOptions{Top: 5, ASCII: true}).print(&out, g, "lost", rev)
	flat := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"move 1 played d 22% -> 22% better w1 ",
		"move 2 played d 50% -> 30% better r4 ",
		"move 3 played w1 30% -> 30% better - <- lost the deal [only with every card known] (the hint listed this move first)",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("no %q in:\n%s", want, out.String())
		}
	}
	js := decisionsJSON(rev.Decisions)
	if js[0].Better != "w1" || js[1].Better != "r4" || js[2].Better != "" {
		t.Errorf("--json's better moves: %q, %q, %q", js[0].Better, js[1].Better, js[2].Better)
	}
}

// TestSamplesScaleTheDeeperRounds: analyze --samples N draws N deals a
// decision and scales the rounds that draw more (a close decision's
// second look, the halving's most) in proportion, so a small N makes the
// whole review cheap; a budget without them keeps none.
func TestSamplesScaleTheDeeperRounds(t *testing.T) {
	d := withSamples(hint.DefaultAdvise(), 4)
	if want := hint.DefaultAdvise(); d.Samples != 4 || d.DeepSamples != 4*want.DeepSamples/want.Samples || d.MaxSamples != 0 || d.DeepNodes != want.DeepNodes {
		t.Errorf("the default budget at 4 samples: %d samples, %d deep samples, %d most, %d deep nodes", d.Samples, d.DeepSamples, d.MaxSamples, d.DeepNodes)
	}
	th := withSamples(hint.ThinkAdvise(), 4)
	if want := hint.ThinkAdvise(); th.Samples != 4 || th.MaxSamples != 4*want.MaxSamples/want.Samples || th.DeepSamples != 0 {
		t.Errorf("the --think budget at 4 samples: %d samples, %d most, %d deep samples", th.Samples, th.MaxSamples, th.DeepSamples)
	}
	// Never fewer deeper samples than the first round's.
	if one := withSamples(hint.DefaultAdvise(), 1); one.DeepSamples < one.Samples {
		t.Errorf("at 1 sample the second look draws %d", one.DeepSamples)
	}
}
