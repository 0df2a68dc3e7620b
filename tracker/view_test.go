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
