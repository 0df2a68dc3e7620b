package main

import (
	"context"
	"strings"
	"testing"

	"canfield/hint"
	"canfield/tracker"
)

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
