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

// p plays the first hint's plan whole: its deals one after another, each
// card shown for the first time asked as it shows (naming the deal of the
// plan), then its move.
func TestPlanPlaysItsDealsAskingCardsInOrder(t *testing.T) {
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
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
			continue
		}
		prompt := fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan: %s\n", k, pl.Deals, c)
		i := strings.Index(rest, prompt)
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

// A card typed during a plan that can be played at once, which the plan
// did not know, stops it there, saying why.
func TestPlanStopsWhenATypedCardBreaksIt(t *testing.T) {
	lines, g, deal := planScript(t, 8, seed8Moves)
	pl, fresh := firstPlan(t, g, deal)
	first := pl.Deals + 1
	for k := range fresh {
		first = min(first, k)
	}
	// At the plan's first new card the player's table shows another card,
	// one not seen yet that goes on its foundation or a column at once.
	g2, _ := tracker.FromRecord(g.Record(true))
	for k := 1; k <= first; k++ {
		g2.Play(canfield.DealMove)
		if k < first {
			typeShown(t, g2, deal)
		}
	}
	breaker := ""
	for i := range canfield.DeckSize {
		c := canfield.CardAt(i)
		g3, _ := tracker.FromRecord(g2.Record(true))
		if g3.WhereKnown(c) >= 0 || g3.Enter(c) != nil {
			continue
		}
		if _, ok := wastePlay(g3.LegalMoves()); ok {
			breaker = notation.FormatCard(c)
			break
		}
	}
	if breaker == "" {
		t.Fatal("no card not seen yet could be played there")
	}
	input := append(append([]string{}, lines...), "p")
	for k := 1; k < first; k++ {
		if c, ok := fresh[k]; ok {
			input = append(input, c)
		}
	}
	input = append(input, breaker, "q")
	home := t.TempDir()
	out, rc := runBin(t, home, strings.Join(input, "\n")+"\n", "play", "--out", filepath.Join(home, "g.cfr"))
	c, _ := notation.ParseCard(breaker)
	want := fmt.Sprintf("The plan stops after %s: %s, shown now, can be played", plural(first, "deal"), newStyle(false).card(c))
	if rc != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, no %q:\n%s", rc, want, tail(out, 12))
	}
}

// On a terminal too, p plays the plan with its cards asked as they show.
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
	for k := 1; k <= pl.Deals; k++ {
		if c, ok := fresh[k]; ok {
			p.expect(fmt.Sprintf("Card for the waste's top card after deal %d of %d of the plan", k, pl.Deals))
			p.send(c + "\r")
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
