package canfield

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks of the hot code over a fixed set of positions: for each of
// classic and wolter, 32 seeded deals played 60 biased random moves deep,
// every 4th position kept (480 positions a preset). docs/engine.md records
// the figures.

type benchMove struct {
	pos int
	m   Move
}

// benchPositions returns the fixed positions under preset name, and every
// legal move in them.
func benchPositions(b *testing.B, name string) ([]State, []benchMove) {
	b.Helper()
	r, err := Preset(name)
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(2026, 11))
	var ps []State
	var ms []benchMove
	var l MoveList
	for seed := range uint64(32) {
		s, err := NewState(r, ShuffledDeal(r, seed))
		if err != nil {
			b.Fatal(err)
		}
		for step := range 60 {
			s.GenMoves(&l)
			if l.N == 0 {
				break
			}
			if step%4 == 0 {
				for _, m := range l.Slice() {
					ms = append(ms, benchMove{len(ps), m})
				}
				ps = append(ps, s)
			}
			s.Apply(playoutPicker(rng, &l))
		}
	}
	return ps, ms
}

func BenchmarkGenMoves(b *testing.B) {
	for _, name := range []string{"classic", "wolter"} {
		b.Run(name, func(b *testing.B) {
			ps, _ := benchPositions(b, name)
			var l MoveList
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				ps[i].GenMoves(&l)
				if i++; i == len(ps) {
					i = 0
				}
			}
		})
	}
}

func BenchmarkApplyUndo(b *testing.B) {
	for _, name := range []string{"classic", "wolter"} {
		b.Run(name, func(b *testing.B) {
			ps, ms := benchPositions(b, name)
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				bm := ms[i]
				s := &ps[bm.pos]
				u := s.Apply(bm.m)
				s.Undo(bm.m, u)
				if i++; i == len(ms) {
					i = 0
				}
			}
		})
	}
}

// BenchmarkLegalGenerated checks each generated move with Legal (the legal
// path, which must not allocate either).
func BenchmarkLegalGenerated(b *testing.B) {
	ps, ms := benchPositions(b, "classic")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		bm := ms[i]
		if err := ps[bm.pos].Legal(bm.m); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(ms) {
			i = 0
		}
	}
}

func BenchmarkStuck(b *testing.B) {
	ps, _ := benchPositions(b, "classic")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		ps[i].Stuck()
		if i++; i == len(ps) {
			i = 0
		}
	}
}
