package main

import (
	"context"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/tracker"
)

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
		if err := g.Play(d); err != nil {
			t.Fatal(err)
		}
		enter()
	}
}
