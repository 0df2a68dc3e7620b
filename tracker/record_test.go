package tracker

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// TestRecordRoundTrip plays random virtual games, writes each as a record
// text, reads it back and replays it: the replayed game knows the same
// cards, has the same moves and shows the same table, also when the game
// stops with a card still to be entered, and its view (what the hints see)
// is the same: cards seen on moves taken back stay seen, cards known only
// from the deal stay out of it.
func TestRecordRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	names := canfield.PresetNames()
	for gi := range 90 {
		r, _ := canfield.Preset(names[gi%len(names)])
		deal := canfield.ShuffledDeal(r, uint64(100+gi))
		g, _ := New(r)
		if gi%3 == 0 {
			if err := g.SetDeal(deal); err != nil { // a virtual deal's record carries it
				t.Fatal(err)
			}
		}
		steps := rng.IntN(120)
		for step := 0; step < steps; step++ {
			enterAll(t, g, deal)
			moves := g.LegalMoves()
			if len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			if rng.IntN(6) == 0 {
				for range rng.IntN(4) + 1 {
					if _, err := g.UndoMove(); err != nil {
						break
					}
				}
			}
		}
		text, err := notation.FormatRecord(g.Record(true))
		if err != nil {
			t.Fatalf("game %d: %v", gi, err)
		}
		rec, err := notation.ParseRecord(text)
		if err != nil {
			t.Fatalf("game %d: reading back: %v\n%s", gi, err, text)
		}
		h, err := FromRecord(rec)
		if err != nil {
			t.Fatalf("game %d: replaying: %v\n%s", gi, err, text)
		}
		if gi%3 == 0 {
			// The record carries the deal, so the replay enters a card
			// still pending at the end by itself; the game would too.
			enterAll(t, g, deal)
		}
		if !reflect.DeepEqual(h.KnownDeal(), g.KnownDeal()) {
			t.Fatalf("game %d: replay knows %v, the game knew %v", gi, h.KnownDeal(), g.KnownDeal())
		}
		if !reflect.DeepEqual(h.View(), g.View()) {
			t.Fatalf("game %d: replay's view knows %v, the game's %v\n%s", gi, h.View().known, g.View().known, text)
		}
		if !reflect.DeepEqual(h.Moves(), g.Moves()) || !reflect.DeepEqual(h.Table(), g.Table()) {
			t.Fatalf("game %d: replay differs\n%s", gi, text)
		}
		hd, _ := h.Deal()
		gd, _ := g.Deal()
		if !reflect.DeepEqual(hd, gd) {
			t.Fatalf("game %d: replay's deal differs", gi)
		}
	}
}

func TestRecordErrorsNameTheMove(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"illegal move", "Reserve: ... 9h\nBase: 5s\nTableau: Ts 2c 3h 4d\nStock: ...\n\n1. r1=Kd 2. 2f\n",
			"line 6, column 13: move 2 (2f): illegal move: 2c does not go on its foundation"},
		{"reveal contradicts setup", "Reserve: ... Kd 9h\nBase: 5s\nTableau: Ts 2c 3h 4d\nStock: ...\n\n1. r1=Qd\n",
			"line 6, column 7: Qd contradicts the setup"},
		{"card missing before a move", "Reserve: ... 9h\nBase: 5s\nTableau: Ts 2c 3h 4d\nStock: ...\n\n1. r1 2. d\n",
			"line 6, column 10: move 2 (d): the record does not say which card showed as the reserve's top card"},
	} {
		// The reader catches what it can from the text alone; the rest is
		// caught by replaying the moves. Either way the error names the place.
		rec, err := notation.ParseRecord(tc.text)
		if err == nil {
			_, err = FromRecord(rec)
		}
		var re *notation.RecordError
		if !errors.As(err, &re) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a RecordError containing %q", tc.name, err, tc.want)
		}
	}
}

// A card seen on a move taken back is known from the move chosen after the
// undo, even when the line played shows it again later: the record's Seen
// tag says from which move, and the game read back knows it from there
// (At), as the game played did. Classic seed 3: rf shows the reserve's
// next card; taken back, two deals, then rf again.
func TestSeenOnAMoveTakenBackKeepsItsMove(t *testing.T) {
	deal := canfield.ShuffledDeal(canfield.Classic, 3)
	g, _ := New(canfield.Classic)
	enterAll(t, g, deal)
	rf, _ := notation.ParseMove("rf")
	play := func(m canfield.Move) {
		t.Helper()
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		enterAll(t, g, deal)
	}
	play(rf)
	shown := deal[11] // the reserve's card under its top
	if g.Known(11) != shown {
		t.Fatalf("rf did not show reserve card 12: %v", g.Known(11))
	}
	if _, err := g.UndoMove(); err != nil {
		t.Fatal(err)
	}
	play(canfield.DealMove)
	play(canfield.DealMove)
	play(rf)
	text, err := notation.FormatRecord(g.Record(true))
	if err != nil {
		t.Fatal(err)
	}
	if want := `[Seen "` + notation.FormatCard(shown) + `@1"]`; !strings.Contains(text, want) {
		t.Fatalf("no %s in the record:\n%s", want, text)
	}
	rec, err := notation.ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	h, err := FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.View(), g.View()) {
		t.Fatalf("the view read back differs:\n%v\n%v", h.View().seenAt, g.View().seenAt)
	}
	for k := range 4 {
		if got := h.View().At(k).Known(11); got != shown {
			t.Errorf("the view of move %d does not know %v (it was seen before move 1 was chosen): %v", k+1, shown, got)
		}
	}
}
