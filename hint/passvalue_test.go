package hint

import (
	"context"
	"slices"
	"testing"

	"canfield/canfield"
	"canfield/tracker"
)

// At the opening every waste card the first pass shows is unseen: one
// place a deal, up to the end of the stock (the turn-over then comes back
// to the first deal's position); after the pass has been dealt and its
// cards seen, the same pass shows nothing new.
func TestShownByOnePass(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 4)
	g := playVirtual(t, r, deal, nil)
	p, err := newPublic(g.View())
	if err != nil {
		t.Fatal(err)
	}
	steps, loop := p.stockCycle()
	if loop != 1 {
		t.Fatalf("the opening's cycle loops at %d, want 1 (the first deal's position)", loop)
	}
	shown := p.shownBy(nil)
	if len(shown) != len(steps)-1 {
		t.Fatalf("the opening's pass shows %d places, want one a deal: %d", len(shown), len(steps)-1)
	}
	for _, pos := range shown {
		if pos < canfield.DealLayout(r).Stock {
			t.Errorf("the pass shows place %d, not a stock place", pos)
		}
	}
	var moves []canfield.Move
	for range len(steps) - 1 {
		moves = append(moves, canfield.DealMove)
	}
	q, err := newPublic(playVirtual(t, r, deal, moves).View())
	if err != nil {
		t.Fatal(err)
	}
	if again := q.shownBy(nil); len(again) != 0 {
		t.Errorf("after the pass its cards are seen, yet it shows places %v", again)
	}
	if got := p.shownBy([]canfield.Move{canfield.DealMove}); !slices.Equal(got, shown) {
		t.Errorf("a deal, then the pass: places %v, want the pass's own %v", got, shown)
	}
}

// The pass valuation reads only the view: the cards its outer samples
// show come from the samples, never from the real deal.
func TestPassValueIgnoresHiddenCards(t *testing.T) {
	o := testAdvise(7)
	o.Samples, o.Nodes, o.DeepNodes = 8, 800, 0
	askIgnoresHiddenCards(t, func(v tracker.View) (any, bool) {
		pv, err := ValuePass(context.Background(), v, o, 3)
		if err != nil {
			t.Fatal(err)
		}
		return pv, pv != nil
	})
}
