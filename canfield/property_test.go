package canfield

import (
	"math/rand/v2"
	"testing"
)

// TestRandomPlayoutsConserveAndUndo plays random legal games from random
// deals under every preset. After every move all 52 cards are present once
// and every column is a legal build; undoing the move restores the exact
// state, and redoing it gives the same state again.
func TestRandomPlayoutsConserveAndUndo(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	for _, name := range PresetNames() {
		r, err := Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(name))))
			for g := range games {
				s, err := NewState(r, ShuffledDeal(r, uint64(g)))
				if err != nil {
					t.Fatal(err)
				}
				var l MoveList
				for step := 0; step < 400; step++ {
					s.GenMoves(&l)
					if l.N == 0 {
						break
					}
					m := l.Moves[rng.IntN(l.N)]
					if err := s.Legal(m); err != nil {
						t.Fatalf("game %d step %d: generated move %+v judged illegal: %v", g, step, m, err)
					}
					before := s
					u := s.Apply(m)
					if err := s.Check(); err != nil {
						t.Fatalf("game %d step %d after %+v: %v", g, step, m, err)
					}
					after := s
					s.Undo(m, u)
					if s != before {
						t.Fatalf("game %d step %d: undo of %+v did not restore the state", g, step, m)
					}
					s.Apply(m)
					if s != after {
						t.Fatalf("game %d step %d: redo of %+v gave another state", g, step, m)
					}
				}
			}
		})
	}
}
