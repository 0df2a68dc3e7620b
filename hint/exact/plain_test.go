package exact

import (
	"slices"
	"testing"

	"canfield/canfield"
)

// plainValue is a second, plain implementation of the value of the
// hidden-information game, written apart from the solver: expectimax over
// the game's histories. It holds every deal that agrees with what the
// player has seen (each equally likely, as the deals are), plays each move
// on all of them, splits them by what the move shows (the reserve's top
// and the waste's top afterwards), and takes the best move of the mean
// over the parts. It has no memo, no keys, no reveal model and no cycle
// handling: it needs rules with limited passes, where every game ends.
func plainValue(t *testing.T, deals []canfield.State) float64 {
	s0 := &deals[0]
	if s0.Won() {
		return 1
	}
	var l canfield.MoveList
	s0.GenMoves(&l)
	best := 0.0
	for _, m := range l.Slice() {
		// The deals after m, grouped by what m shows: a stable sort by
		// the cards shown.
		after := make([]canfield.State, len(deals))
		for i, d := range deals {
			if err := d.Legal(m); err != nil {
				t.Fatalf("deals that agree on what is seen disagree on %v: %v", m, err)
			}
			d.Apply(m)
			after[i] = d
		}
		shown := func(d *canfield.State) int { return int(d.ReserveTop())<<8 | int(d.WasteTop()) }
		slices.SortStableFunc(after, func(a, b canfield.State) int { return shown(&a) - shown(&b) })
		v := 0.0
		for i := 0; i < len(after); {
			j := i + 1
			for j < len(after) && shown(&after[j]) == shown(&after[i]) {
				j++
			}
			v += float64(j-i) * plainValue(t, after[i:j])
			i = j
		}
		best = max(best, v/float64(len(deals)))
		if best == 1 {
			break
		}
	}
	return best
}

// completions returns the positions at the deal of every deal that shows
// what root shows face up: its unseen cards in every order over its
// unseen places.
func completions(t *testing.T, r canfield.Rules, root []canfield.Card) []canfield.State {
	t.Helper()
	l := canfield.DealLayout(r)
	var places []int
	var cards []canfield.Card
	for i, c := range root {
		if !l.FaceUp(r, i) {
			places = append(places, i)
			cards = append(cards, c)
		}
	}
	var out []canfield.State
	deal := append([]canfield.Card(nil), root...)
	var rec func(k int)
	rec = func(k int) {
		if k == len(cards) {
			st, err := canfield.NewState(r, deal)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, st)
			return
		}
		for i := k; i < len(cards); i++ {
			cards[k], cards[i] = cards[i], cards[k]
			deal[places[k]] = cards[k]
			rec(k + 1)
			cards[k], cards[i] = cards[i], cards[k]
		}
	}
	rec(0)
	return out
}
