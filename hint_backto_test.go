package main

import (
	"bytes"
	"context"
	"encoding/json"
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
