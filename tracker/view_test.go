package tracker

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"canfield/canfield"
)

// TestViewAtIsThePast plays random virtual games of every preset and keeps
// the view after each move: the last view's At(k) is the view after k moves,
// the same cards known and the same moves.
func TestViewAtIsThePast(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		for game := range 4 {
			deal := canfield.ShuffledDeal(r, uint64(game)+1)
			g, err := New(r)
			if err != nil {
				t.Fatal(err)
			}
			var past []View
			for range 120 {
				enterAll(t, g, deal)
				past = append(past, g.View())
				moves := g.LegalMoves()
				if len(moves) == 0 || g.Won() {
					break
				}
				if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
					t.Fatal(err)
				}
			}
			last := past[len(past)-1]
			for k, want := range past {
				got := last.At(k)
				if !reflect.DeepEqual(got.known, want.known) || !reflect.DeepEqual(got.Moves(), want.Moves()) {
					t.Fatalf("%s game %d: At(%d) is not the view after %d moves", name, game, k, k)
				}
			}
		}
	}
}

// DealsAhead foresees the deals from the cards seen alone: each deal's
// waste top as the game then shows it (a card seen on an earlier pass), up
// to and including the first deal that shows a card not seen yet, whose
// legal moves it does not count; and the game is unchanged.
func TestDealsAheadForeseesFromTheCardsSeen(t *testing.T) {
	deal := canfield.ShuffledDeal(canfield.Classic, 5)
	g, _ := New(canfield.Classic)
	enterAll(t, g, deal)
	if st := g.DealsAhead(20); len(st) != 1 || st[0].Card != canfield.NoCard || st[0].Turn {
		t.Fatalf("at the deal the first deal shows a card not seen, and nothing after it is foreseen: %+v", st)
	}
	// Round the whole stock once: every card of the first pass seen.
	for range 12 {
		if err := g.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		enterAll(t, g, deal)
	}
	before := g.View()
	steps := g.DealsAhead(20)
	if len(steps) == 0 || !steps[0].Turn {
		t.Fatalf("the first deal after the pass does not turn the waste over: %+v", steps)
	}
	for k, st := range steps {
		if err := g.Play(canfield.DealMove); err != nil {
			t.Fatal(err)
		}
		top := g.Table().WasteTop()
		if st.Card != top {
			t.Fatalf("deal %d: foreseen %v, the game shows %v", k+1, st.Card, top)
		}
		if st.Card != canfield.NoCard && st.Moves != len(g.LegalMoves()) {
			t.Errorf("deal %d: foreseen %d legal moves, the game has %d", k+1, st.Moves, len(g.LegalMoves()))
		}
		if st.Card == canfield.NoCard && k != len(steps)-1 {
			t.Errorf("deal %d shows a card not seen, yet the steps go on", k+1)
		}
		enterAll(t, g, deal)
	}
	for range len(steps) {
		if _, err := g.UndoMove(); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(g.View().KnownDeal(), before.KnownDeal()) || len(g.DealsAhead(20)) != len(steps) {
		t.Errorf("foreseeing changed the game")
	}
}
