package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// plainSolver returns a solver with every pruning switched off: it knows
// nothing of the rules of safe.go, gen.go, order.go, drain.go and cover.go.
func plainSolver(maxNodes int64) *Solver {
	p := New(Options{TTBytes: 4 << 20, MaxNodes: maxNodes})
	p.noAutoplay, p.noSwapPrune, p.noSymmetry, p.noChain, p.noCycleMark, p.noProbes, p.noOrderCycles, p.noDrain, p.noCover, p.noUpWait = true, true, true, true, true, true, true, true, true, true
	return p
}

// drainFires runs drainLost on st.
func drainFires(st canfield.State) bool {
	s := New(Options{TTBytes: 64 << 10})
	s.begin(context.Background(), st)
	return s.drainLost()
}

// Hand-built deals for drainLost (base Ac, the four Kings in the tableau,
// so only a Queen can ever go on a column until a King goes up).
const (
	// drainStuckDeal: the reserve's top 5h can never leave. It cannot go up
	// (4h lies under it), nothing it builds on (6c, 6s, both in the stock)
	// can reach a column (only Queens go on the Kings, and they are in the
	// reserve under 5h), and no column can empty (each King needs its
	// Queen first, and no Ace it could go on is ever in a column).
	drainStuckDeal = "2c 3c 4c 5c 6c 7c 8c Qc Qs Qd Qh 4h 5h Ac Kd Kh Ks Kc " +
		"9c Tc Jc Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Ah 2h 3h 6h 7h 8h 9h Th Jh " +
		"As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js"
	// drainWonDeal: the same cards with 4h above 5h and the clubs in the
	// reserve upside down: the hearts, diamonds and spades go up from the
	// stock and the reserve, Qc goes on a King, and the clubs follow from
	// the reserve.
	drainWonDeal = "8c 7c 6c 5c 4c 3c 2c Qc Qs Qd Qh 5h 4h Ac Kd Kh Ks Kc " +
		"9c Tc Jc Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Ah 2h 3h 6h 7h 8h 9h Th Jh " +
		"As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js"
)

// TestDrainHandBuilt: drainLost fires on a deal whose reserve cannot
// drain and not on a won deal close to it, and the plain search agrees
// with both verdicts.
func TestDrainHandBuilt(t *testing.T) {
	for _, tc := range []struct {
		name, preset, deal string
		fires              bool
		verdict            Verdict
	}{
		{"stuck", "classic", drainStuckDeal, true, Lost},
		{"stuck", "draw1", drainStuckDeal, true, Lost},
		{"stuck", "threepass", drainStuckDeal, true, Lost},
		{"won", "classic", drainWonDeal, false, Won},
		{"won", "draw1", drainWonDeal, false, Won},
		{"ordered", "draw1", orderedDeal, false, Won},
	} {
		st := mustState(t, tc.preset, tc.deal)
		if got := drainFires(st); got != tc.fires {
			t.Errorf("%s under %s: drainLost %v, want %v", tc.name, tc.preset, got, tc.fires)
		}
		if res := solve(t, plainSolver(2_000_000), st); res.Verdict != tc.verdict {
			t.Errorf("%s under %s: the plain search says %v after %d nodes, want %v", tc.name, tc.preset, res.Verdict, res.Nodes, tc.verdict)
		}
		if res := solve(t, New(Options{TTBytes: 4 << 20, MaxNodes: 2_000_000}), st); res.Verdict != tc.verdict {
			t.Errorf("%s under %s: the solver says %v, want %v", tc.name, tc.preset, res.Verdict, tc.verdict)
		}
	}
}

// TestDrainLeaves: positions of the hint engine's leaf set
// (testdata/drain-leaves.txt: verdict, deal, moves from the deal, under
// classic) where drainLost must fire (lost ones, proven lost by the search
// without it) or must not (won ones).
func TestDrainLeaves(t *testing.T) {
	fired, won := 0, 0
	for i, line := range readLines(t, "testdata/drain-leaves.txt") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("line %d: want 3 fields", i+1)
		}
		st := mustState(t, "classic", f[1])
		moves, err := notation.ParseMoves(f[2])
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		for k, m := range moves {
			if err := st.Legal(m); err != nil {
				t.Fatalf("line %d: move %d: %v", i+1, k+1, err)
			}
			st.Apply(m)
		}
		want := map[string]Verdict{"lost": Lost, "won": Won}[f[0]]
		fires := drainFires(st)
		switch {
		case want == Lost && !fires:
			t.Errorf("line %d: drainLost does not fire on a position it refutes", i+1)
		case want == Won && fires:
			t.Errorf("line %d: drainLost fires on a won position", i+1)
		}
		if fires {
			fired++
		} else {
			won++
		}
		s := New(Options{TTBytes: 4 << 20, MaxNodes: 2_000_000})
		s.noDrain = true
		if res := solve(t, s, st); res.Verdict != want {
			t.Errorf("line %d: the search without drainLost says %v after %d nodes, want %s", i+1, res.Verdict, res.Nodes, f[0])
		}
	}
	if fired == 0 || won == 0 {
		t.Errorf("%d positions it fires on, %d won: want some of each", fired, won)
	}
}

// TestDrainSound plays random games under every preset drainLost applies
// to (wolter's portions included) and checks, at positions along them,
// that it never fires on a position the plain search wins, and that the
// closure of the precedence relation finds a cycle exactly where hasCycle
// does. CANFIELD_DRAIN_GAMES=N
// plays N games a preset and checks every position it fires on.
func TestDrainSound(t *testing.T) {
	games, checks := 120, 60
	if testing.Short() {
		games, checks = 20, 10
	}
	if v := os.Getenv("CANFIELD_DRAIN_GAMES"); v != "" {
		n, err := strconv.Atoi(v) // a longer run by hand
		if err != nil {
			t.Fatal(err)
		}
		games, checks = n, n
	}
	s := New(Options{TTBytes: 64 << 10})
	plain := plainSolver(300_000)
	total := 0
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		portions := portionDrainApplies(r)
		if !cyclePruneApplies(r) && !portions {
			continue
		}
		rng := rand.New(rand.NewPCG(17, uint64(len(name))))
		fired, checked, refuted := 0, 0, 0
		for g := range games {
			randomGame(t, r, uint64(700+g), rng, 300, func(st canfield.State, step int) bool {
				s.begin(context.Background(), st)
				if portions {
					// no precedence where portions move (portions.go)
				} else if cyclic := s.hasCycle(); cyclic != s.afterCycle {
					t.Fatalf("%s deal %d step %d: hasCycle %v, the closure's cycle %v", name, 700+g, step, cyclic, s.afterCycle)
				} else if cyclic {
					return true
				}
				if !s.drainLost() {
					return false
				}
				fired++
				if checked < checks {
					checked++
					if confirmNotWon(t, plain, st, fmt.Sprintf("%s deal %d step %d: drainLost fires on", name, 700+g, step)) {
						refuted++
					}
				}
				return true // lost for good; next game
			})
		}
		t.Logf("%s: drainLost fired in %d of %d games; %d checked, %d proven lost by the plain search", name, fired, games, checked, refuted)
		total += refuted
	}
	if total == 0 {
		t.Error("no position where drainLost fires was proven lost: the test checks nothing")
	}
}

// TestIncrementalAfter: the precedence closure the search keeps along its
// path (addEdge on every move that puts a card on a card, restored by
// undo) equals the closure computed from scratch, for every card in play,
// along random lines of the search's own moves and after taking them back.
func TestIncrementalAfter(t *testing.T) {
	lines := 60
	if testing.Short() {
		lines = 15
	}
	s := New(Options{TTBytes: 64 << 10})
	fresh := New(Options{TTBytes: 64 << 10})
	check := func(name string, seed uint64, k int) {
		t.Helper()
		fresh.begin(context.Background(), s.st)
		if fresh.afterCycle {
			return
		}
		for c := range canfield.Card(56) {
			if c.Valid() && s.relOf[c] >= int8(s.st.FoundationCount(c.Suit())) && s.after[c] != fresh.after[c] {
				t.Fatalf("%s deal %d after %d moves: card %v goes up before %08x kept, %08x from scratch", name, seed, k, c, s.after[c], fresh.after[c])
			}
		}
	}
	compared := 0
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		if !cyclePruneApplies(r) {
			continue
		}
		rng := rand.New(rand.NewPCG(23, uint64(len(name))))
		for g := range lines {
			seed := uint64(900 + g)
			st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			s.begin(context.Background(), st)
			root := s.after
			var p ply
			for k := range 150 {
				s.generate(&p)
				if p.n == 0 {
					break
				}
				s.apply(p.moves[rng.IntN(p.n)])
				check(name, seed, k+1)
				compared++
			}
			for len(s.path) > 0 {
				s.undo()
			}
			if s.after != root {
				t.Fatalf("%s deal %d: the closure after undoing every move differs from the root's", name, seed)
			}
		}
	}
	t.Logf("%d positions compared", compared)
}
