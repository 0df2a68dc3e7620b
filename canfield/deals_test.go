package canfield

import (
	"math/rand/v2"
	"testing"
)

// TestDealsIsRepeatedDeal checks Deals against the deal move: from random
// positions of random games under every preset, Deals(n) gives the state n
// legal deal moves give, and its Undo restores the state before them.
func TestDealsIsRepeatedDeal(t *testing.T) {
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(5, uint64(len(name))))
			checked := 0
			for g := range 60 {
				s, err := NewState(r, ShuffledDeal(r, uint64(g)))
				if err != nil {
					t.Fatal(err)
				}
				var l MoveList
				for step := 0; step < 200; step++ {
					// Deal as often as the rules allow, up to 40 times.
					want, n := s, 0
					for n < 40 && want.CanDeal() {
						want.Apply(DealMove)
						n++
						got := s
						u := got.Deals(n)
						if got != want {
							t.Fatalf("game %d step %d: Deals(%d) differs from %d deals", g, step, n, n)
						}
						got.Undo(DealMove, u)
						if got != s {
							t.Fatalf("game %d step %d: Undo of Deals(%d) does not restore the state", g, step, n)
						}
						checked++
					}
					s.GenMoves(&l)
					if l.N == 0 {
						break
					}
					s.Apply(l.Moves[rng.IntN(l.N)])
				}
			}
			if checked == 0 {
				t.Fatal("no deal checked")
			}
		})
	}
}
