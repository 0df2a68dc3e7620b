package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// seed8Moves are the first 112 moves of classic seed 8 as the first hint
// plays them: there the first hint is a plan of several deals whose way
// round the stock shows cards not seen yet.
const seed8Moves = "d d d d d d d d d d d d 32 23 w1 d d w2 d d d d d w3 13 r4 d d d wf d d d d d d d d d d d d d d d w4 d d d d d d d d d d d d d d d d d d d w2 d d w2 d d d d d d d d d d w2 w4 d d d d d d d d d d d d d d d d d d d w2 d d 12 d d w4 d d wf d d"

// planScript returns the lines a player at the table types to reach the
// position after moves on the deal of classic seed (the cards of the
// deal, each move and the cards it shows), the game there, and the deal.
func planScript(t *testing.T, seed uint64, moves string) ([]string, *tracker.Game, []canfield.Card) {
	t.Helper()
	deal := canfield.ShuffledDeal(canfield.Classic, seed)
	g, err := tracker.New(canfield.Classic)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	ms, err := notation.ParseMoves(moves)
	if err != nil {
		t.Fatal(err)
	}
	lines = append(lines, typeShown(t, g, deal)...)
	for _, m := range ms {
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", notation.FormatMove(m), err)
		}
		lines = append(lines, notation.FormatMove(m))
		lines = append(lines, typeShown(t, g, deal)...)
	}
	return lines, g, deal
}

// typeShown enters the cards g asks for from deal, returning those a
// player types (the ones not known already).
func typeShown(t *testing.T, g *tracker.Game, deal []canfield.Card) []string {
	t.Helper()
	var typed []string
	for {
		req, ok := g.Need()
		if !ok {
			return typed
		}
		if req.Known == canfield.NoCard {
			typed = append(typed, notation.FormatCard(deal[req.Pos]))
		}
		if err := g.Enter(deal[req.Pos]); err != nil {
			t.Fatal(err)
		}
	}
}

// The first hint's plan at the position, and the cards each of its deals
// shows for the first time (by deal, from 1).
func firstPlan(t *testing.T, g *tracker.Game, deal []canfield.Card) (*hint.Plan, map[int]string) {
	t.Helper()
	sugg, err := hint.Advise(context.Background(), g.View(), hint.DefaultAdvise())
	if err != nil || len(sugg) == 0 || sugg[0].Facts.Plan == nil || sugg[0].Facts.Plan.Deals < 2 {
		t.Fatalf("the first hint is not a plan of deals: %v %v", sugg, err)
	}
	pl := sugg[0].Facts.Plan
	g2, err := tracker.FromRecord(g.Record(true))
	if err != nil {
		t.Fatal(err)
	}
	fresh := map[int]string{}
	for k := 1; k <= pl.Deals; k++ {
		if err := g2.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		if c := typeShown(t, g2, deal); len(c) > 0 {
			fresh[k] = c[0]
		}
	}
	if len(fresh) == 0 {
		t.Fatalf("the plan shows no card not seen yet")
	}
	return pl, fresh
}

// planSteps returns the line p prints for each of n deals from the
// position of g ("  deal 4 of 8 (turn the waste over first): 8♣, known
// already"), "" for a deal whose card shows for the first time (asked at
// its prompt instead).
func planSteps(t *testing.T, g *tracker.Game, deal []canfield.Card, n int) []string {
	t.Helper()
	g2, err := tracker.FromRecord(g.Record(true))
	if err != nil {
		t.Fatal(err)
	}
	st := newStyle(false)
	var out []string
	for k := 1; k <= n; k++ {
		turn := ""
		if len(g2.Table().Stock) == 0 {
			turn = " (turn the waste over first)"
		}
		if err := g2.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		line := ""
		if len(typeShown(t, g2, deal)) == 0 {
			line = fmt.Sprintf("  deal %d of %d%s: %s, known already\n", k, n, turn, st.card(g2.Table().WasteTop()))
		}
		out = append(out, line)
	}
	return out
}

// p plays the first hint's plan whole: its deals one after another, each
// shown as the player makes it at the table (its count, and the card it
// shows when that is known already), each card shown for the first time
// asked as it shows (naming the deal of the plan), then its move.
func TestPlanPlaysItsDealsAskingCardsInOrder(t *testing.T) {
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
	steps := planSteps(t, g, deal, pl.Deals)
	input := append(append([]string{}, lines...), "p")
	for k := 1; k <= pl.Deals; k++ {
		if c, ok := fresh[k]; ok {
			input = append(input, c)
		}
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	out, rc := runBin(t, home, strings.Join(append(input, "q"), "\n")+"\n", "play", "--out", file)
	if rc != 0 {
		t.Fatalf("exit %d\n%s", rc, tail(out, 20))
	}
	at := strings.Index(out, fmt.Sprintf("Move (? for help): p\nPlan: %d deals, then %s.\n", pl.Deals, notation.FormatMove(pl.Move)))
	if at < 0 {
		t.Fatalf("no plan of %d deals, then %s:\n%s", pl.Deals, notation.FormatMove(pl.Move), tail(out, 20))
	}
	rest := out[at:]
	for k := 1; k <= pl.Deals; k++ {
		c, ok := fresh[k]
		if !ok {
			i := strings.Index(rest, steps[k-1])
			if steps[k-1] == "" || i < 0 {
				t.Fatalf("deal %d: no %q in order:\n%s", k, steps[k-1], rest)
			}
			rest = rest[i+len(steps[k-1]):]
			continue
		}
		prompt := fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan: %s\n", k, pl.Deals, c)
		i := strings.Index(rest, prompt)
		if turned := strings.Replace(prompt, "of the plan:", "of the plan (turn the waste over first):", 1); i < 0 {
			prompt, i = turned, strings.Index(rest, turned)
		}
		if i < 0 {
			t.Fatalf("no %q in order:\n%s", prompt, rest)
		}
		rest = rest[i+len(prompt):]
	}
	recs := readRecordFile(t, file)
	got := recs[0].Moves
	want := strings.TrimSpace(strings.Repeat("d ", pl.Deals) + notation.FormatMove(pl.Move))
	var tail []string
	for _, m := range got[len(got)-pl.Deals-1:] {
		tail = append(tail, notation.FormatMove(m.Move))
	}
	if len(got) != 112+pl.Deals+1 || strings.Join(tail, " ") != want {
		t.Errorf("the record ends %q after %d moves; want %q after %d", strings.Join(tail, " "), len(got), want, 112+pl.Deals+1)
	}
}

// firstFresh is the first deal of plan pl that shows a card not seen yet
// (fresh, by deal), or the deal after its last when none does.
func firstFresh(pl *hint.Plan, fresh map[int]string) int {
	first := pl.Deals + 1
	for k := range fresh {
		first = min(first, k)
	}
	return first
}

// planBreaker returns, at the plan's first deal that shows a card not
// seen yet, a card not seen yet that could show there instead and be
// played at once, for which the hints then put first something other than
// the rest of the plan ("" when there is none), with that deal's number
// and the first hint then.
func planBreaker(t *testing.T, g *tracker.Game, pl *hint.Plan, fresh map[int]string, deal []canfield.Card) (first int, card string, after hint.Suggestion) {
	t.Helper()
	first = firstFresh(pl, fresh)
	g2, _ := tracker.FromRecord(g.Record(true))
	for k := 1; k <= first; k++ {
		g2.Play(canfield.DealMove)
		if k < first {
			typeShown(t, g2, deal)
		}
	}
	for i := range canfield.DeckSize {
		c := canfield.CardAt(i)
		g3, _ := tracker.FromRecord(g2.Record(true))
		if g3.WhereKnown(c) >= 0 || g3.Enter(c) != nil {
			continue
		}
		if _, ok := wastePlay(g3.LegalMoves()); !ok {
			continue
		}
		sugg, err := hint.Advise(context.Background(), g3.View(), hint.DefaultAdvise())
		if err != nil || len(sugg) == 0 {
			t.Fatalf("no hint with %s shown: %v", notation.FormatCard(c), err)
		}
		if !restOfPlan(sugg[0], pl.Deals-first, pl.Move, false) {
			return first, notation.FormatCard(c), sugg[0]
		}
	}
	return first, "", hint.Suggestion{}
}

// planUpTo returns the input that plays the plan up to its deal first,
// whose card is card.
func planUpTo(lines []string, fresh map[int]string, first int, card string) []string {
	input := append(append([]string{}, lines...), "p")
	for k := 1; k < first; k++ {
		if c, ok := fresh[k]; ok {
			input = append(input, c)
		}
	}
	return append(input, card)
}

// A card typed during a plan, which the plan did not know, that can be
// played at once and puts another first hint than the rest of the plan,
// stops it there, naming that hint; the next h lists it first.
func TestPlanStopsWhenATypedCardBreaksIt(t *testing.T) {
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
	first, breaker, after := planBreaker(t, g, pl, fresh, deal)
	if breaker == "" {
		t.Fatal("no card not seen yet, played at once there, changes the first hint")
	}
	home := t.TempDir()
	input := append(planUpTo(lines, fresh, first, breaker), "h", "q")
	out, rc := runBin(t, home, strings.Join(input, "\n")+"\n", "play", "--out", filepath.Join(home, "g.cfr"))
	c, _ := notation.ParseCard(breaker)
	want := fmt.Sprintf("The plan stops after %s: with %s, which the plan did not know, the first hint is now %s;", plural(first, "deal"), newStyle(false).card(c), hintWords(newStyle(false), after))
	flat := strings.Join(strings.Fields(out), " ")
	at := strings.Index(flat, want)
	if rc != 0 || at < 0 {
		t.Fatalf("exit %d, no %q:\n%s", rc, want, tail(out, 12))
	}
	if h := "Hints (from the cards you have seen"; !strings.Contains(flat[at:], h) {
		t.Fatalf("no hints after the stop:\n%s", tail(out, 12))
	}
	rows := strings.Split(out[strings.LastIndex(out, "Hints (from the cards you have seen"):], "\n")
	if f := strings.Fields(rows[1]); len(f) == 0 || f[0] != notation.FormatMove(after.Move) {
		t.Errorf("the stop named %s first, the next h lists %q first:\n%s", hintWords(newStyle(false), after), rows[1], tail(out, 12))
	}
}

// A card shown during a plan that can be played at once, but with which
// the hints still put the rest of the plan first, does not stop it: on
// classic seed 1 the opening scouting deal round the stock shows such
// cards, and p deals on to the end of the pass.
func TestPlanGoesOnWhenTheHintsStillAgree(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	out, rc := runBin(t, home, "p\nq\n", "play", "--seed", "1", "--out", file)
	if rc != 0 || strings.Contains(out, "The plan stops") {
		t.Fatalf("exit %d; the scouting plan stopped:\n%s", rc, tail(out, 12))
	}
	deal := canfield.ShuffledDeal(canfield.Classic, 1)
	g, err := tracker.New(canfield.Classic)
	if err != nil {
		t.Fatal(err)
	}
	typeShown(t, g, deal)
	advise := func() hint.Suggestion {
		t.Helper()
		sugg, err := hint.Advise(context.Background(), g.View(), hint.DefaultAdvise())
		if err != nil || len(sugg) == 0 {
			t.Fatalf("no hint: %v", err)
		}
		return sugg[0]
	}
	if h := advise(); h.Basis != hint.Scout {
		t.Fatalf("the opening's first hint is %s, not a scouting deal", hintWords(newStyle(false), h))
	}
	moves := readRecordFile(t, file)[0].Moves
	agreed := 0
	for k, m := range moves {
		if !m.Move.IsDeal() {
			t.Fatalf("p played %s", notation.FormatMove(m.Move))
		}
		if err := g.Play(m.Move); err != nil {
			t.Fatal(err)
		}
		if len(typeShown(t, g, deal)) == 0 || k == len(moves)-1 {
			continue
		}
		if _, ok := wastePlay(g.LegalMoves()); ok {
			if h := advise(); h.Basis != hint.Scout {
				t.Errorf("after deal %d the first hint is %s, yet the plan went on", k+1, hintWords(newStyle(false), h))
			}
			agreed++
		}
	}
	if agreed == 0 {
		t.Fatalf("no card shown during the plan could be played at once:\n%s", tail(out, 12))
	}
	t.Logf("%d cards shown during the plan could be played; the hints still put the plan first", agreed)
}

// On a terminal too, p plays the plan with its cards asked as they show,
// and each deal whose card is known already shown with its count.
func TestPtyPlanAsksItsCards(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, rc := runBin(t, home, strings.Join(append(lines, "q"), "\n")+"\n", "play", "--out", file); rc != 0 {
		t.Fatalf("exit %d\n%s", rc, tail(out, 10))
	}
	p := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--resume", file)
	p.expect("Move (? for help)")
	p.send("p\r")
	p.expect(fmt.Sprintf("Plan: %d deals, then %s.", pl.Deals, notation.FormatMove(pl.Move)))
	steps := planSteps(t, g, deal, pl.Deals)
	for k := 1; k <= pl.Deals; k++ {
		if c, ok := fresh[k]; ok {
			p.expect(fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan", k, pl.Deals))
			p.send(c + "\r")
		} else {
			p.expect(strings.TrimSpace(steps[k-1]))
		}
	}
	p.expect("Move (? for help)")
	p.quit("")
	recs := readRecordFile(t, file)
	if got := recs[0].Moves; len(got) != 112+pl.Deals+1 || got[len(got)-1].Move != pl.Move {
		t.Errorf("the record holds %d moves, the last %v; want %d, the last %s", len(got), got[len(got)-1].Move, 112+pl.Deals+1, notation.FormatMove(pl.Move))
	}
}

// With --hints, the scouting reason is said in full once a pass, not after
// every deal: classic seed 5 opens with three scouting deals.
func TestScoutingSaidOncePerPass(t *testing.T) {
	home := t.TempDir()
	out, rc := runBin(t, home, "d\nd\nd\nq\n", "play", "--seed", "5", "--hints", "--out", filepath.Join(home, "g.cfr"))
	full := "going round the stock comes back to this position knowing more"
	flat := strings.Join(strings.Fields(out), " ")
	if rc != 0 || strings.Count(flat, full) != 1 || strings.Count(out, "deal on round the stock, as said above this pass") != 3 {
		t.Errorf("exit %d; the scouting reason is not said once, then short:\n%s", rc, out)
	}
}

// A resumed game says the scouting reason in full at its first scouting
// hint: what an earlier run said is not above in this one.
func TestScoutingSaidInFullAfterResume(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, rc := runBin(t, home, "d\nq\n", "play", "--seed", "5", "--hints", "--out", file); rc != 0 {
		t.Fatalf("exit %d\n%s", rc, tail(out, 10))
	}
	out, rc := runBin(t, home, "d\nq\n", "play", "--resume", file, "--hints")
	flat := strings.Join(strings.Fields(out), " ")
	full := strings.Index(flat, "going round the stock comes back to this position knowing more")
	short := strings.Index(flat, "deal on round the stock, as said above this pass")
	if rc != 0 || full < 0 || short < full {
		t.Errorf("exit %d; after a resume the scouting reason is not said in full first:\n%s", rc, out)
	}
}

// A scouting plan at the table names its length in every prompt: classic
// seed 8's opening deals round the whole stock, twelve deals, each showing
// a card not seen yet.
func TestScoutingPlanPromptsNameItsLength(t *testing.T) {
	lines, g, deal := planScript(t, 8, "")
	input := append(append([]string{}, lines...), "p")
	var want []string
	for k := 1; k <= 12; k++ {
		if err := g.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		c := typeShown(t, g, deal)
		if len(c) != 1 {
			t.Fatalf("deal %d shows %v, not one card not seen yet", k, c)
		}
		input = append(input, c[0])
		want = append(want, fmt.Sprintf("Card for the waste's top card after deal %d of 12 of the plan: %s\n", k, c[0]))
	}
	home := t.TempDir()
	out, rc := runBin(t, home, strings.Join(append(input, "q"), "\n")+"\n", "play", "--out", filepath.Join(home, "g.cfr"))
	rest := out
	if i := strings.Index(out, "Plan: deal round the stock to the end of the pass (12 deals), showing the cards not seen yet.\n"); rc != 0 || i < 0 {
		t.Fatalf("exit %d, no scouting plan of 12 deals:\n%s", rc, tail(out, 20))
	}
	for _, w := range want {
		i := strings.Index(rest, w)
		if i < 0 {
			t.Fatalf("no %q in order:\n%s", w, tail(out, 20))
		}
		rest = rest[i+len(w):]
	}
}

// Ctrl-C at a card a plan asks for saves the game with the plan (its
// Plan tag) and says so once; the game resumed asks that card naming the
// plan's deal, says that p goes on with the plan, and p plays the rest of
// it: its other deals and its move.
func TestPlanOfferedAgainAfterCtrlC(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
	first := firstFresh(pl, fresh)
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, rc := runBin(t, home, strings.Join(append(lines, "q"), "\n")+"\n", "play", "--out", file); rc != 0 {
		t.Fatalf("exit %d\n%s", rc, tail(out, 10))
	}
	p := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--resume", file)
	p.expect("Move (? for help)")
	p.send("p\r")
	p.expect(fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan", first, pl.Deals))
	p.send("\x03")
	p.expect("Interrupted.")
	p.expect("Game saved to")
	if code := p.wait(); code != 130 {
		t.Fatalf("exit %d after Ctrl-C, want 130\n%s", code, p.out.String())
	}
	if n := strings.Count(strings.ToLower(p.out.String()), "interrupted"); n != 1 {
		t.Errorf("Ctrl-C said %d times that it interrupted, want once:\n%s", n, tail(p.out.String(), 8))
	}
	then := notation.FormatMove(pl.Move)
	if rec := readRecordFile(t, file)[0]; mustTag(rec, notation.TagPlan) != fmt.Sprintf("deal %d of %d, then %s", first, pl.Deals, then) {
		t.Fatalf("the record's Plan tag is %q", mustTag(rec, notation.TagPlan))
	}
	input := []string{fresh[first], "p"}
	for k := first + 1; k <= pl.Deals; k++ {
		if c, ok := fresh[k]; ok {
			input = append(input, c)
		}
	}
	out, rc := runBin(t, home, strings.Join(append(input, "q"), "\n")+"\n", "play", "--resume", file)
	flat := strings.Join(strings.Fields(out), " ")
	left := fmt.Sprintf("deals %d to %d of %d deals, then %s", first+1, pl.Deals, pl.Deals, then)
	for _, want := range []string{
		fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan: %s", first, pl.Deals, fresh[first]),
		"The game was saved during a plan: p goes on with it (" + left + ").",
		"Move (? for help): p The plan goes on: " + left + ".",
		"then " + then + ":",
	} {
		i := strings.Index(flat, want)
		if rc != 0 || i < 0 {
			t.Fatalf("exit %d, no %q in order:\n%s", rc, want, tail(out, 30))
		}
		flat = flat[i+len(want):]
	}
	rec := readRecordFile(t, file)[0]
	got := rec.Moves
	if len(got) != 112+pl.Deals+1 || got[len(got)-1].Move != pl.Move || mustTag(rec, notation.TagPlan) != "" {
		t.Errorf("the record holds %d moves, the last %s, Plan %q; want %d, the last %s, no Plan", len(got), notation.FormatMove(got[len(got)-1].Move), mustTag(rec, notation.TagPlan), 112+pl.Deals+1, then)
	}
}

// u at a card a plan asks for takes its deal back, and the plan stops
// there rather than deal on with its count wrong.
func TestPlanStopsWhenItsDealIsTakenBack(t *testing.T) {
	lines, g, deal := planScript(t, 8, seed8Moves)
	first := firstFresh(firstPlan(t, g, deal))
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	input := append(append([]string{}, lines...), "p", "u", "q")
	out, rc := runBin(t, home, strings.Join(input, "\n")+"\n", "play", "--out", file)
	if rc != 0 || !strings.Contains(out, "Undid d.\nThe plan stops: a move was taken back.\n") {
		t.Fatalf("exit %d:\n%s", rc, tail(out, 20))
	}
	rec := readRecordFile(t, file)[0]
	if len(rec.Moves) != 112+first-1 || mustTag(rec, notation.TagPlan) != "" {
		t.Errorf("the record holds %d moves and Plan %q; want %d and none", len(rec.Moves), mustTag(rec, notation.TagPlan), 112+first-1)
	}
}

// p plays what h lists first at every decision, also after a scouting
// pass has shown cards not seen before: on classic seed 1's virtual deal,
// a p deals on to the end of the pass and round the next, learns five
// cards, and would deal past 9♥, known already, which the hints now play
// (w1); it stops there instead, as h would. Every move p made is
// checked against the first hint of its position.
func TestPlanPlaysTheFirstHintAfterCardsItLearned(t *testing.T) {
	if testing.Short() {
		t.Skip("a game played by p, each move hinted again")
	}
	all := playedAgainstTheHints(t, 1, 12, "The plan stops after 11 deals: with 9♥ to play and 6♣, 5♣, 6♥, Q♦ and A♣ seen since the plan was made, the first hint is now w1 (9♥ from the waste to T♣ in column 1)")
	if len(all) != 41 || notation.FormatMove(all[38].Move) != "w1" {
		t.Errorf("p made %d moves, want 41, the 39th w1 (the move after the stop)", len(all))
	}
}

// TestScoutingPlanShowsTheCardsNotSeen: a scouting plan deals until it
// has shown cards not seen yet (or stops, saying why): from an empty
// stock, or with only known cards left in the stock, it goes on round
// the next pass. It dealt one known card, or only turned the waste over,
// as "the end of the pass (1 deal)", and left the scouting to the next p
// (virtual classic seed 7, moves 27 and 59).
func TestScoutingPlanShowsTheCardsNotSeen(t *testing.T) {
	lines := make([]string, 0, 61)
	for range 60 {
		lines = append(lines, "p")
	}
	home := t.TempDir()
	out, rc := runBin(t, home, strings.Join(append(lines, "q"), "\n")+"\n", "play", "--virtual", "--seed", "7", "--out", filepath.Join(home, "g.cfr"))
	if rc != 0 {
		t.Fatalf("exit %d:\n%s", rc, tail(out, 20))
	}
	plans := 0
	for _, block := range strings.Split(out, "Plan: ")[1:] {
		if !strings.Contains(block[:strings.Index(block, "\n")], "showing the cards not seen yet") {
			continue // not a scouting plan
		}
		plans++
		head, block, _ := strings.Cut(block, "\n")
		if end := strings.Index(block, "\n\n"); end >= 0 {
			block = block[:end]
		}
		shown := false
		for _, l := range strings.Split(block, "\n") {
			if strings.HasPrefix(l, "  deal ") && !strings.HasSuffix(l, "known already") {
				shown = true
			}
		}
		if !shown && !strings.Contains(block, "The plan stops") {
			t.Errorf("the scouting plan %q showed no card not seen yet and did not say it stopped:\n%s", head, block)
		}
	}
	if plans < 3 {
		t.Fatalf("%d scouting plans in 60 p's, want several:\n%s", plans, tail(out, 20))
	}
}

// TestPlanStopsWhereTheHintsRankTheMovesOtherwise: on classic seed 3's
// virtual deal, p's fifth plan ("5 deals, then w1") learns nothing on its
// way, yet after its deals the first hint is a scouting deal round the
// stock (going round comes back there knowing more): p stops there, as h
// would, instead of playing w1 (it did). Every move p made is checked
// against the first hint of its position.
func TestPlanStopsWhereTheHintsRankTheMovesOtherwise(t *testing.T) {
	if testing.Short() {
		t.Skip("a game played by p, each move hinted again")
	}
	all := playedAgainstTheHints(t, 3, 8, "Plan: 5 deals, then w1.", "The plan stops after 5 deals: before w1 the hints deal round the stock, which comes back here knowing more with every move still open; h shows why, p plays it.")
	if n := len(all); n != 32 {
		t.Errorf("p made %d moves, want 32 (the plan's deals, not its w1)", n)
	}
}

// playedAgainstTheHints plays classic seed's virtual deal answering p
// answers times, checks that the game said each of says and that every
// move p made is the first hint of its position, and returns the moves.
func playedAgainstTheHints(t *testing.T, seed uint64, answers int, says ...string) []notation.MoveEntry {
	t.Helper()
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	out, rc := runBin(t, home, strings.Repeat("p\n", answers)+"q\n", "play", "--virtual", "--seed", fmt.Sprint(seed), "--out", file)
	for _, want := range says {
		if rc != 0 || !strings.Contains(out, want) {
			t.Fatalf("exit %d, no %q:\n%s", rc, want, tail(out, 30))
		}
	}
	rec := readRecordFile(t, file)[0]
	if _, parted := partings(t, seed, rec); len(parted) > 0 {
		t.Errorf("p parted from the first hint:\n%s", strings.Join(parted, "\n"))
	}
	return rec.Moves
}
