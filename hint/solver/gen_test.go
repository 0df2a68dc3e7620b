package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"canfield/canfield"
)

// playouts calls visit on the positions of random legal games from seeded
// deals under every preset (the solver s is positioned on each one).
func playouts(t *testing.T, games, steps int, visit func(name string, s *Solver)) {
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		s := New(Options{TTBytes: 64 << 10})
		for g := range games {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, uint64(g)))
			if err != nil {
				t.Fatal(err)
			}
			s.begin(context.Background(), st)
			var p ply
			for range steps {
				visit(name, s)
				s.generate(&p)
				if p.n == 0 {
					break
				}
				s.apply(p.moves[rng.IntN(p.n)])
			}
		}
	}
}

// TestGenerateMatchesEngine: with the prunings off (no card pending a
// cover, cover.go, whose moves TestCoverMoves checks), the search's moves are
// exactly the engine's (GenMoves) less the deals, and its macro moves reach
// exactly the waste moves some number of deals makes legal, each with the
// fewest deals.
func TestGenerateMatchesEngine(t *testing.T) {
	games := 80
	if testing.Short() {
		games = 10
	}
	playouts(t, games, 150, func(name string, s *Solver) {
		cycles, pending := s.orderCycles, s.pending
		s.noSwapPrune, s.noSymmetry, s.orderCycles, s.pending = true, true, false, canfield.NoCard
		defer func() { s.noSwapPrune, s.noSymmetry, s.orderCycles, s.pending = false, false, cycles, pending }()
		var p ply
		s.generate(&p)
		var l canfield.MoveList
		s.st.GenMoves(&l)

		ours := map[canfield.Move]bool{}
		for _, mm := range p.moves[:p.n] {
			if mm.m.From != canfield.LocWaste {
				if mm.deals != 0 {
					t.Fatalf("%s: non-waste move %+v with deals", name, mm)
				}
				if ours[mm.m] {
					t.Fatalf("%s: move %+v generated twice", name, mm.m)
				}
				ours[mm.m] = true
			}
		}
		engine := map[canfield.Move]bool{}
		for _, m := range l.Moves[:l.N] {
			if m.From != canfield.LocWaste && !m.IsDeal() {
				engine[m] = true
				if !ours[m] {
					t.Fatalf("%s: engine move %+v not generated", name, m)
				}
			}
		}
		if len(ours) != len(engine) {
			t.Fatalf("%s: %d moves generated, engine has %d", name, len(ours), len(engine))
		}

		// Waste moves: walk the deals on a copy; each waste move met first
		// after k deals must be generated with k deals.
		want := map[macro]bool{}
		seenTop := map[int]bool{}
		c := s.st
		for k := 0; k <= 2*canfield.TalonCap+2; k++ {
			w := len(c.Waste())
			if w > 0 && !seenTop[w] {
				seenTop[w] = true
				c.GenMoves(&l)
				for _, m := range l.Moves[:l.N] {
					if m.From == canfield.LocWaste {
						want[macro{m: m, deals: uint8(k)}] = true
					}
				}
			}
			if !c.CanDeal() {
				break
			}
			c.Apply(canfield.DealMove)
		}
		got := map[macro]bool{}
		for _, mm := range p.moves[:p.n] {
			if mm.m.From == canfield.LocWaste {
				got[mm] = true
				if !want[mm] {
					t.Fatalf("%s: macro move %+v is not a legal deal-then-play", name, mm)
				}
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d macro moves, want %d", name, len(got), len(want))
		}
	})
}

// TestIncrementalHash: the hash kept up move by move equals the hash
// computed from scratch, and undo restores position and hash exactly.
func TestIncrementalHash(t *testing.T) {
	games := 80
	if testing.Short() {
		games = 10
	}
	playouts(t, games, 120, func(name string, s *Solver) {
		if got, want := s.posKey(), fullHash(&s.st); got != want {
			t.Fatalf("%s: incremental hash %x, from scratch %x", name, got, want)
		}
		var p ply
		s.generate(&p)
		before, key, pending := s.st, s.key(), s.pending
		for _, mm := range p.moves[:p.n] {
			s.apply(mm)
			if got, want := s.posKey(), fullHash(&s.st); got != want {
				t.Fatalf("%s: after %+v: incremental hash %x, from scratch %x", name, mm, got, want)
			}
			if s.pending != canfield.NoCard && s.key() == s.posKey() {
				t.Fatalf("%s: after %+v: the key leaves out the card pending a cover", name, mm)
			}
			s.undo()
			if s.st != before || s.key() != key || s.pending != pending {
				t.Fatalf("%s: undo of %+v did not restore the position", name, mm)
			}
		}
	})
}

// TestHashColumnsAsSet: deals that differ only by the order of the tableau
// columns hash alike; a deal that differs otherwise does not.
func TestHashColumnsAsSet(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 42)
	a, _ := canfield.NewState(r, deal)
	perm := append([]canfield.Card(nil), deal...)
	t1 := canfield.ReserveSize + 1
	perm[t1], perm[t1+3] = perm[t1+3], perm[t1] // swap columns 1 and 4
	b, _ := canfield.NewState(r, perm)
	if fullHash(&a) != fullHash(&b) {
		t.Error("permuted columns hash differently")
	}
	other := append([]canfield.Card(nil), deal...)
	other[t1], other[t1+5] = other[t1+5], other[t1] // a column card with a stock card
	c, _ := canfield.NewState(r, other)
	if fullHash(&a) == fullHash(&c) {
		t.Error("different columns hash alike")
	}
	// With unlimited passes, waste sizes on the dealing cycle are one
	// position (see onCycle); with limited passes a deal changes it.
	a.Apply(canfield.DealMove)
	if fullHash(&a) != fullHash(&b) {
		t.Error("classic: a deal from the start changed the hash")
	}
	strict, _ := canfield.Preset("strict")
	s1, _ := canfield.NewState(strict, deal)
	h := fullHash(&s1)
	s1.Apply(canfield.DealMove)
	if fullHash(&s1) == h {
		t.Error("strict: a deal did not change the hash")
	}
}
