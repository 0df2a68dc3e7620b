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
					applyUndoRedo(t, g, step, &s, m)
				}
			}
		})
	}
}

// TestDeepPlayoutsInvariants plays biased random games (reserve moves and
// non-deal moves preferred, so reserves empty and columns grow) under every
// preset and checks after every move what the rules promise:
//   - all 52 cards present once, every column a legal build (Check);
//   - undo then redo of the move gives back the exact states;
//   - under automatic fill, no column is empty while the reserve has cards,
//     and Undo.AutoFilled names the column that was filled;
//   - foundations never lose cards unless foundation-to-tableau is allowed;
//   - the pass number never exceeds a limited number of passes;
//   - a won game has no moves; a position with a non-deal move is not stuck;
//
// and at the end of each game, undoing every move in turn gives back the
// deal exactly.
func TestDeepPlayoutsInvariants(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 60
	}
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, uint64(len(name))*31))
			type done struct {
				m Move
				u Undo
			}
			var hist []done
			for g := range games {
				start, err := NewState(r, ShuffledDeal(r, uint64(5000+g)))
				if err != nil {
					t.Fatal(err)
				}
				s := start
				hist = hist[:0]
				var l MoveList
				onlyDeals := 0
				for step := range 500 {
					s.GenMoves(&l)
					if s.Won() && l.N != 0 {
						t.Fatalf("game %d step %d: a won game has %d moves", g, step, l.N)
					}
					if l.N == 0 {
						break
					}
					if !l.Moves[0].IsDeal() && s.Stuck() {
						t.Fatalf("game %d step %d: Stuck with the move %+v", g, step, l.Moves[0])
					}
					if l.N == 1 && l.Moves[0].IsDeal() {
						if onlyDeals++; onlyDeals > 2*TalonCap+2 {
							break
						}
					} else {
						onlyDeals = 0
					}
					m := playoutPicker(rng, &l)
					before := s
					u := applyUndoRedo(t, g, step, &s, m)
					checkAfterMove(t, r, &before, &s, m, u)
					hist = append(hist, done{m, u})
				}
				for i := len(hist) - 1; i >= 0; i-- {
					s.Undo(hist[i].m, hist[i].u)
				}
				if s != start {
					t.Fatalf("game %d: undoing all %d moves did not give back the deal", g, len(hist))
				}
			}
		})
	}
}

// checkAfterMove checks the rule invariants of one move from before to after.
func checkAfterMove(t *testing.T, r Rules, before, after *State, m Move, u Undo) {
	t.Helper()
	if r.AutoFill() && after.nReserve > 0 {
		for i := range r.ColumnCount() {
			if after.colLen[i] == 0 {
				t.Fatalf("after %+v column %d is empty while the reserve has %d cards", m, i+1, after.nReserve)
			}
		}
	}
	for i := r.ColumnCount(); i < NumColumns; i++ {
		if after.colLen[i] != 0 {
			t.Fatalf("after %+v column %d, which these rules do not have, holds %d cards", m, i+1, after.colLen[i])
		}
	}
	col, filled := u.AutoFilled()
	if filled != (int(before.nReserve)-int(after.nReserve) == 1 && m.From != LocReserve) {
		t.Fatalf("after %+v AutoFilled = %v, reserve %d -> %d", m, filled, before.nReserve, after.nReserve)
	}
	if filled && (!r.AutoFill() || after.colLen[col] != 1 || after.cols[col][0] != before.ReserveTop() || m.From != Column(col)) {
		t.Fatalf("after %+v AutoFilled column %d holds %v, the reserve's top was %v", m, col+1, after.Column(col), before.ReserveTop())
	}
	if !r.FoundationToTableau && after.FoundationCards() < before.FoundationCards() {
		t.Fatalf("after %+v a card left the foundations", m)
	}
	if r.Passes != 0 && after.Pass() > r.Passes {
		t.Fatalf("after %+v pass %d of %d", m, after.Pass(), r.Passes)
	}
	if m.IsDeal() && after.Pass() == before.Pass() && len(after.Waste()) <= len(before.Waste()) {
		t.Fatalf("a deal within a pass did not add to the waste")
	}
}

// applyUndoRedo plays m on s, checking the position's invariants, that
// undoing m gives back the position before it and that playing m again
// gives the same position; it returns m's undo record.
func applyUndoRedo(t *testing.T, g, step int, s *State, m Move) Undo {
	t.Helper()
	before := *s
	u := s.Apply(m)
	if err := s.Check(); err != nil {
		t.Fatalf("game %d step %d after %+v: %v", g, step, m, err)
	}
	after := *s
	s.Undo(m, u)
	if *s != before {
		t.Fatalf("game %d step %d: undo of %+v did not restore the state", g, step, m)
	}
	s.Apply(m)
	if *s != after {
		t.Fatalf("game %d step %d: redo of %+v gave another state", g, step, m)
	}
	return u
}
