package tracker

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

func mustDeal(t *testing.T, r canfield.Rules, line string) []canfield.Card {
	t.Helper()
	d, err := notation.ParseDeal(r, line)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// enterAll answers every request from deal and returns the places asked.
func enterAll(t *testing.T, g *Game, deal []canfield.Card) []string {
	t.Helper()
	var asked []string
	for {
		req, ok := g.Need()
		if !ok {
			return asked
		}
		asked = append(asked, req.Place)
		if err := g.Enter(deal[req.Pos]); err != nil {
			t.Fatalf("enter %v for %s: %v", deal[req.Pos], req.Place, err)
		}
	}
}

func TestDealAsksInTableOrder(t *testing.T) {
	for _, tc := range []struct {
		preset string
		want   []string
	}{
		{"classic", []string{"the reserve's top card", "the base card (first foundation)", "column 1's card", "column 2's card", "column 3's card", "column 4's card"}},
		{"storehouse", []string{"the reserve's top card", "column 1's card", "column 2's card", "column 3's card", "column 4's card"}},
	} {
		r, _ := canfield.Preset(tc.preset)
		g, _ := New(r)
		got := enterAll(t, g, canfield.ShuffledDeal(r, 1))
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s asks %q, want %q", tc.preset, got, tc.want)
		}
	}
	r, _ := canfield.Preset("superior")
	g, _ := New(r)
	if got := enterAll(t, g, canfield.ShuffledDeal(r, 1)); len(got) != 13+1+4 {
		t.Errorf("superior asks %d cards at the deal, want the whole reserve, base and tableau (18): %q", len(got), got)
	}
}

func TestEntryRefusals(t *testing.T) {
	r := canfield.Classic
	g, _ := New(r)
	deal := canfield.ShuffledDeal(r, 2)
	if err := g.Enter(deal[12]); err != nil {
		t.Fatal(err)
	}
	err := g.Enter(deal[12])
	if !errors.Is(err, ErrSeen) || !strings.Contains(err.Error(), "reserve's top card at the deal") {
		t.Errorf("second %v: got %v, want a refusal naming where it was seen", deal[12], err)
	}
	if err := g.Play(canfield.DealMove); !errors.Is(err, ErrNeedCard) {
		t.Errorf("move before the base is entered: got %v, want ErrNeedCard", err)
	}
	s, _ := canfield.Preset("storehouse")
	g, _ = New(s)
	if err := g.Enter(canfield.NewCard(canfield.Two, canfield.Hearts)); err == nil {
		t.Error("storehouse accepted a Two, which starts a foundation")
	}
}

func TestUndoRedoAndLastCardKnown(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 3)
	g, _ := New(r)
	enterAll(t, g, deal)
	if err := g.Play(canfield.DealMove); err != nil {
		t.Fatal(err)
	}
	req, ok := g.Need()
	if !ok || req.Place != "the waste's top card" {
		t.Fatalf("after d: need %v %v, want the waste's top card", req, ok)
	}
	if err := g.Enter(deal[req.Pos]); err != nil {
		t.Fatal(err)
	}
	before := g.Table()
	if _, err := g.UndoMove(); err != nil {
		t.Fatal(err)
	}
	if len(g.Table().Waste) != 0 || g.Known(req.Pos) != deal[req.Pos] {
		t.Fatal("undo did not take back the deal, or forgot the card it turned up")
	}
	if _, err := g.RedoMove(); err != nil {
		t.Fatal(err)
	}
	if after := g.Table(); after.WasteTop() != before.WasteTop() || len(after.Waste) != 3 {
		t.Fatalf("redo gave waste %v, want %v", after.Waste, before.Waste)
	}

	// With every card but one seen, the last is never asked for.
	g, _ = New(r)
	enterAll(t, g, deal)
	v := g.View()
	for _, p := range v.UnknownPositions()[1:] {
		g.setKnown(p, deal[p])
	}
	for g.state.CanDeal() {
		if req, ok := g.Need(); ok {
			if req.Known == canfield.NoCard {
				t.Fatal("asked for a card when only one was unseen")
			}
			if err := g.Enter(req.Known); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := g.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		if g.state.Pass() > 1 {
			break
		}
	}
}

func TestFixNamesTheMoveItBreaks(t *testing.T) {
	r := canfield.Classic
	// Reserve top 9h; base 5s; tableau Td 2c 3h 4d; 9h builds on Td? no:
	// alternate colours needs a black Ten, so use Ts in column 1.
	line := "Ac Ad Ah As 2d 2h 2s 3c 3d 3s 4c 4h 9h 5s Ts 2c 3h 4d " +
		"5c 5d 5h 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9s Tc Td Th Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks 4s"
	deal := mustDeal(t, r, line)
	g, _ := New(r)
	enterAll(t, g, deal)
	if err := g.Play(notationMove(t, "r1")); err != nil {
		t.Fatal(err)
	}
	enterAll(t, g, deal)
	// Correcting column 1's card to a red Ten makes r1 illegal.
	err := g.Fix(14, canfield.NewCard(canfield.Ten, canfield.Hearts), false)
	var me *MoveError
	if !errors.As(err, &me) || me.Index != 1 {
		t.Fatalf("fix: got %v, want an error naming move 1", err)
	}
	if g.Known(14) != deal[14] || len(g.Moves()) != 1 {
		t.Fatal("a refused fix changed the game")
	}
	if err := g.Fix(14, canfield.NewCard(canfield.Ten, canfield.Hearts), true); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves()) != 0 || g.Known(11) != deal[11] {
		t.Fatalf("fix with truncate left moves %v and reserve card %v, want none and %v still known", g.Moves(), g.Known(11), deal[11])
	}
	// A fix that keeps the history legal keeps it.
	g, _ = New(r)
	enterAll(t, g, deal)
	if err := g.Fix(15, canfield.NewCard(5, canfield.Spades), false); !errors.Is(err, ErrSeen) {
		t.Fatal("fix to a card seen elsewhere accepted")
	}
	if err := g.Fix(16, canfield.NewCard(canfield.King, canfield.Hearts), false); err != nil {
		t.Fatal(err)
	}
	if g.Known(16).String() != "Kh" || g.WhereSeen(canfield.NewCard(3, canfield.Hearts)) != -1 {
		t.Fatal("fix did not replace the card")
	}
}

func notationMove(t *testing.T, s string) canfield.Move {
	t.Helper()
	m, err := notation.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestSetDealKeepsOutsideKnowledgeApart(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 9)
	g, _ := New(r)
	if err := g.SetDeal(deal); err != nil {
		t.Fatal(err)
	}
	if n := len(g.View().UnknownPositions()); n != len(deal) {
		t.Fatalf("the view knows %d positions after SetDeal, want none", len(deal)-n)
	}
	if err := g.Enter(deal[0]); err == nil {
		t.Fatal("entering the reserve's bottom card as its top agreed with the recorded deal")
	}
	enterAll(t, g, deal)
	if full, ok := g.Deal(); !ok || string(cardsBytes(full)) != string(cardsBytes(deal)) {
		t.Fatal("Deal() does not give the recorded deal")
	}
	bad := append([]canfield.Card(nil), deal...)
	bad[12], bad[0] = bad[0], bad[12]
	if err := g.SetDeal(bad); err == nil {
		t.Fatal("SetDeal accepted a deal that contradicts the reserve top seen")
	}
}

// TestToldCardsStayKnown: a card told stays known at its place through
// undo; a different card there is refused; undo before the first move
// takes back one card typed; a card typed before a resume can be fixed.
func TestToldCardsStayKnown(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 5)
	g, _ := New(r)
	enterAll(t, g, deal)
	if err := g.Play(canfield.DealMove); err != nil {
		t.Fatal(err)
	}
	req, _ := g.Need()
	if err := g.Enter(deal[req.Pos]); err != nil {
		t.Fatal(err)
	}
	if _, err := g.UndoMove(); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(canfield.DealMove); err != nil {
		t.Fatal(err)
	}
	again, ok := g.Need()
	if !ok || again.Pos != req.Pos || again.Known != deal[req.Pos] {
		t.Fatalf("after undo and d: need %+v %v, want %s offered as %v", again, ok, req.Place, deal[req.Pos])
	}
	other := deal[len(deal)-1]
	if err := g.Enter(other); !errors.Is(err, ErrContradicts) {
		t.Fatalf("entering %v where %v was seen: %v, want ErrContradicts", other, deal[req.Pos], err)
	}
	if err := g.Enter(deal[req.Pos]); err != nil {
		t.Fatal(err)
	}

	// Before the first move, UndoMove changes nothing and UndoEntry takes
	// back one card.
	g, _ = New(r)
	for _, pos := range []int{12, 13, 14} {
		if err := g.Enter(deal[pos]); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.UndoMove(); !errors.Is(err, ErrNothing) || len(g.History()) != 3 {
		t.Fatalf("UndoMove with no move: %v, %d actions left", err, len(g.History()))
	}
	if a, err := g.UndoEntry(); err != nil || a.Pos != 14 {
		t.Fatalf("UndoEntry: %+v %v", a, err)
	}
	if req, ok := g.Need(); !ok || req.Pos != 14 || req.Known != canfield.NoCard || g.Known(13) != deal[13] {
		t.Fatalf("after UndoEntry: need %+v, base %v", req, g.Known(13))
	}

	// After a record round trip, a card typed before is fixed like any.
	g, _ = New(r)
	enterAll(t, g, deal)
	text, err := notation.FormatRecord(g.Record(true))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	h, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Fix(15, other, false); err != nil {
		t.Fatalf("fix after a resume: %v", err)
	}
	if d, _ := h.Deal(); d[15] != other || h.Known(15) != other {
		t.Fatalf("fix after a resume did not change the card")
	}
	// Fixing to a card known elsewhere is refused, or swaps with !.
	if err := h.Fix(15, deal[14], false); !errors.Is(err, ErrSeen) {
		t.Fatalf("fix to a card seen elsewhere: %v", err)
	}
	if err := h.Fix(15, deal[14], true); err != nil || h.Known(15) != deal[14] || h.Known(14) != other {
		t.Fatalf("fix ! to a card seen elsewhere: %v; column 1 %v, column 2 %v", err, h.Known(14), h.Known(15))
	}
}
