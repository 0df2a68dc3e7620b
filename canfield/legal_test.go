package canfield

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// notationMoves returns every move the move notation can write: d; r, w or
// a column to f or a column; a column's last n cards to a column (n 1..52);
// a foundation's top to a column.
func notationMoves() []Move {
	ms := []Move{DealMove}
	srcs := []Loc{LocReserve, LocWaste, Column(0), Column(1), Column(2), Column(3)}
	dsts := []Loc{LocFoundation, Column(0), Column(1), Column(2), Column(3)}
	for _, f := range srcs {
		for _, to := range dsts {
			ms = append(ms, Move{From: f, To: to})
		}
	}
	for i := range NumColumns {
		for j := range NumColumns {
			for n := 1; n <= ColumnCap; n++ {
				ms = append(ms, Move{From: Column(i), To: Column(j), N: uint8(n)})
			}
		}
	}
	for su := range Suit(NumSuits) {
		for j := range NumColumns {
			ms = append(ms, Move{From: LocFoundation, To: Column(j), Suit: su})
		}
	}
	return ms
}

// playoutPicker chooses a random generated move, preferring moves from the
// reserve and moves other than the deal, so that games get deep (reserves
// empty, long columns, empty columns to fill).
func playoutPicker(rng *rand.Rand, l *MoveList) Move {
	ms := l.Slice()
	if rng.IntN(2) == 0 {
		k := 0
		for _, m := range ms {
			if m.From == LocReserve {
				k++
			}
		}
		if k > 0 {
			k = rng.IntN(k)
			for _, m := range ms {
				if m.From == LocReserve {
					if k == 0 {
						return m
					}
					k--
				}
			}
		}
	}
	if n := len(ms); n > 1 && ms[n-1].IsDeal() && rng.IntN(4) != 0 {
		return ms[rng.IntN(n-1)]
	}
	return ms[rng.IntN(len(ms))]
}

// playout plays a random game from s, calling visit before each move;
// it stops after steps moves, or when only deals have been possible for
// longer than two trips through the talon (the game is stuck or nearly).
func playout(rng *rand.Rand, s *State, steps int, visit func(s *State, l *MoveList) bool) {
	var l MoveList
	onlyDeals := 0
	for range steps {
		s.GenMoves(&l)
		if !visit(s, &l) || l.N == 0 {
			return
		}
		if l.N == 1 && l.Moves[0].IsDeal() {
			onlyDeals++
			if onlyDeals > 2*TalonCap+2 {
				return
			}
		} else {
			onlyDeals = 0
		}
		s.Apply(playoutPicker(rng, &l))
	}
}

// checkAgreement checks that Legal accepts exactly the generated moves
// (modulo Canonical) among all moves of the notation, that generated moves
// are distinct and canonical, and that Legal does not panic on nonsense.
func checkAgreement(t *testing.T, s *State, all []Move) {
	t.Helper()
	var l MoveList
	s.GenMoves(&l)
	gen := make(map[Move]bool, l.N)
	for _, m := range l.Slice() {
		if gen[m] {
			t.Fatalf("move %+v generated twice", m)
		}
		if s.Canonical(m) != m {
			t.Fatalf("generated move %+v is not canonical", m)
		}
		gen[m] = true
	}
	found := 0
	for _, m := range all {
		// Past one more than a column holds, /n moves all fail alike; try
		// only the largest of them.
		if m.From.IsColumn() && m.N > s.colLen[m.From.ColumnIndex()]+1 && int(m.N) != ColumnCap {
			continue
		}
		err := s.Legal(m)
		in := gen[s.Canonical(m)]
		if (err == nil) != in {
			t.Fatalf("move %+v: Legal says %v, generated %v\n%s", m, err, in, dump(s))
		}
		if in && s.Canonical(m) == m {
			found++
		}
	}
	if found != l.N {
		t.Fatalf("%d generated moves, %d of them found among the notation's moves", l.N, found)
	}
}

// dump writes a position for failure messages.
func dump(s *State) string {
	out := fmt.Sprintf("rules %s base %v pass %d found %v\nreserve %s\nwaste %s\nstock %s\n",
		s.rules.Name, s.base, s.pass, s.found, colString(s.Reserve()), colString(s.Waste()), colString(s.Stock()))
	for i := range NumColumns {
		out += fmt.Sprintf("col %d: %s\n", i+1, colString(s.Column(i)))
	}
	return out
}

// TestLegalAgreesWithGenMoves: on random reachable positions under every
// preset, Legal accepts a move of the notation exactly when GenMoves
// generates it (after Canonical).
func TestLegalAgreesWithGenMoves(t *testing.T) {
	games, steps := 25, 300
	if testing.Short() {
		games = 10
	}
	all := notationMoves()
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(11, uint64(len(name))))
			for g := range games {
				s, err := NewState(r, ShuffledDeal(r, uint64(1000+g)))
				if err != nil {
					t.Fatal(err)
				}
				playout(rng, &s, steps, func(s *State, _ *MoveList) bool {
					checkAgreement(t, s, all)
					return true
				})
			}
		})
	}
}

// Legal never panics on moves outside the notation, and rejects moves from
// or to places that do not exist.
func TestLegalNonsense(t *testing.T) {
	s := dealState(t, Classic, nil)
	for from := Loc(0); from < 12; from++ {
		for to := Loc(0); to < 12; to++ {
			for n := range uint8(4) {
				for su := range Suit(6) {
					m := Move{From: from, To: to, N: n, Suit: su}
					err := s.Legal(m)
					bad := from == LocNone || from > Column(3) || (!m.IsDeal() && (to < LocFoundation || to > Column(3)))
					if bad && err == nil {
						t.Errorf("Legal(%+v) = nil for a place that does not exist", m)
					}
				}
			}
		}
	}
}

// TestLegalDealAfterLastPass: a deal from an empty stock after the last
// pass says so in words for the number of passes ("all 1 passes" read
// badly under the one-pass presets).
func TestLegalDealAfterLastPass(t *testing.T) {
	for _, c := range []struct {
		preset, want string
	}{
		{"strict", "the stock is empty and these rules allow one pass only"},
		{"rainbow", "the stock is empty and these rules allow one pass only"},
		{"threepass", "the stock is empty and all 3 passes are used"},
	} {
		r, err := Preset(c.preset)
		if err != nil {
			t.Fatal(err)
		}
		s := dealState(t, r, nil)
		for s.CanDeal() {
			s.Apply(DealMove)
		}
		err = s.Legal(DealMove)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: d after the last pass: %v, want %q", c.preset, err, c.want)
		}
	}
}
