package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// TestDrainQuietOnWinningLines walks winning lines, found by a search
// without drainLost, and checks that drainLost fires on none of their
// positions: each of them is won. Under limited passes the lines run into
// their last pass, where the waste is a stack (drain.go), and the test
// asks for such positions to have been checked. CANFIELD_DRAIN_WINS=N
// checks N won deals a preset (by hand: a longer run).
func TestDrainQuietOnWinningLines(t *testing.T) {
	perPreset, scan, budget := 4, 60, int64(150_000)
	if testing.Short() {
		perPreset = 2 // the scan stays: threepass wins are rare among the first seeds
	}
	if v := os.Getenv("CANFIELD_DRAIN_WINS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatal(err)
		}
		perPreset, scan, budget = n, 40*n, 1_000_000
	}
	finder := New(Options{TTBytes: 16 << 20, MaxNodes: budget})
	finder.noDrain = true
	s := New(Options{TTBytes: 64 << 10})
	for _, name := range []string{"rainbow", "threepass", "storehouse", "draw1", "classic", "wolter"} {
		r, _ := canfield.Preset(name)
		wins, positions, stack := 0, 0, 0
		for seed := uint64(1); seed <= uint64(scan) && wins < perPreset; seed++ {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			res := solve(t, finder, st)
			if res.Verdict != Won {
				continue
			}
			wins++
			for k := 0; ; k++ {
				s.begin(context.Background(), st)
				if s.afterCycle {
					t.Fatalf("%s seed %d, after %d moves of a winning line: a precedence cycle", name, seed, k)
				}
				if s.drainLost() {
					t.Fatalf("%s seed %d: drainLost fires after %d moves of this winning line:\n%s", name, seed, k, notation.FormatMoves(res.Solution))
				}
				positions++
				if s.lastPass() && len(st.Waste()) > 1 {
					stack++
				}
				if k == len(res.Solution) {
					break
				}
				st.Apply(res.Solution[k])
			}
		}
		t.Logf("%s: %d won deals, %d positions on their lines, %d of them in the last pass with a waste", name, wins, positions, stack)
		if wins == 0 {
			t.Errorf("%s: no deal among seeds 1-%d won within the budget: nothing checked", name, scan)
		}
		if r.Passes != 0 && stack == 0 {
			t.Errorf("%s: no position in the last pass was checked", name)
		}
	}
}

// TestDrainWasteStack plays random games under the limited-pass presets
// and finds positions where the waste's stack order is what proves them
// lost (drainLost fires with it and not without it); the plain search must
// never win one, and must prove some lost.
func TestDrainWasteStack(t *testing.T) {
	games, checks := 120, 25
	if testing.Short() {
		games, checks = 30, 8
	}
	for _, name := range []string{"rainbow", "threepass", "storehouse"} {
		r, _ := canfield.Preset(name)
		rng := rand.New(rand.NewPCG(29, uint64(len(name))))
		refuted := onlyWith(t, r, name, "the waste's order", func(s *Solver) { s.noStack = true }, rng, 1300, games, checks)
		if name == "rainbow" && refuted == 0 {
			t.Errorf("rainbow: no position the stack order decides was proven lost: the test checks nothing")
		}
	}
}

// onlyWith plays games random games of r (deals first, first+1, ...) and
// stops each at the first position where drainLost fires; where it does
// not fire with off applied to the solver, the part off turns off is what
// proves the position lost, and the first checks of these positions are
// solved by the plain search, which must never win one. It returns how
// many the plain search proved lost.
func onlyWith(t *testing.T, r canfield.Rules, name, part string, off func(*Solver), rng *rand.Rand, first uint64, games, checks int) int {
	t.Helper()
	with := New(Options{TTBytes: 64 << 10})
	without := New(Options{TTBytes: 64 << 10})
	off(without)
	plain := plainSolver(300_000)
	found, checked, refuted := 0, 0, 0
	for g := range games {
		randomGame(t, r, first+uint64(g), rng, 400, func(st canfield.State, step int) bool {
			with.begin(context.Background(), st)
			if with.afterCycle || !with.drainLost() {
				return with.afterCycle
			}
			without.begin(context.Background(), st)
			if !without.drainLost() {
				found++
				if checked < checks {
					checked++
					if confirmNotWon(t, plain, st, fmt.Sprintf("%s deal %d step %d: %s proves lost", name, first+uint64(g), step, part)) {
						refuted++
					}
				}
			}
			return true // lost for good; next game
		})
	}
	t.Logf("%s: %s decided %d of %d games; %d checked, %d proven lost by the plain search", name, part, found, games, checked, refuted)
	return refuted
}

// TestTalonReach: talonReach against a brute-force walk of every line of
// a small talon dealt d at a time with unlimited passes, where the places
// of gone may leave whenever they are the waste's top. Every place some
// line brings to the top is in the mask; with nothing gone the mask is
// exactly those places.
func TestTalonReach(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	strict := 0
	for range 3000 {
		d := 1 + rng.IntN(3)
		n := 1 + rng.IntN(10)
		w := rng.IntN(n + 1)
		gone := uint64(0)
		if rng.IntN(4) > 0 {
			gone = rng.Uint64() & rng.Uint64() & (1<<n - 1)
		}
		truth := bruteTalonTops(n, w, d, gone)
		got := talonReach(n, w, d, gone)
		if truth&^got != 0 {
			t.Fatalf("n=%d w=%d d=%d gone=%b: a line brings places %b to the top; talonReach says %b", n, w, d, gone, truth, got)
		}
		if gone == 0 && got != truth {
			t.Fatalf("n=%d w=%d d=%d, nothing gone: talonReach %b, the lines %b", n, w, d, got, truth)
		}
		if got != 1<<n-1 {
			strict++
		}
	}
	if strict < 500 {
		t.Errorf("talonReach left a place out in only %d of 3000 talons: it bounds too little", strict)
	}
}

// TestTalonReachGrows: the mask only grows with gone, which the drain
// check relies on when it converts only the new places to cards.
func TestTalonReachGrows(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		d := 1 + rng.IntN(3)
		n := 1 + rng.IntN(34)
		w := rng.IntN(n + 1)
		all := uint64(1)<<n - 1
		small := rng.Uint64() & rng.Uint64() & all
		big := small | rng.Uint64()&all
		if a, b := talonReach(n, w, d, small), talonReach(n, w, d, big); a&^b != 0 {
			t.Fatalf("n=%d w=%d d=%d: gone %b gives %b, more gone %b gives %b: places lost", n, w, d, small, a, big, b)
		}
	}
}

// bruteTalonTops walks every state (cards left in dealing order, waste
// size) from the talon of n places with w on the waste: a deal moves d
// cards (fewer at the end) or turns the waste over; a gone place on top
// of the waste may leave. It returns the places that were ever on top.
func bruteTalonTops(n, w, d int, gone uint64) uint64 {
	type state struct {
		left uint64 // places still in the talon
		w    int
	}
	order := func(left uint64) []int {
		var o []int
		for i := range n {
			if left&(1<<i) != 0 {
				o = append(o, i)
			}
		}
		return o
	}
	start := state{1<<n - 1, w}
	seen := map[state]bool{start: true}
	queue := []state{start}
	var tops uint64
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		o := order(s.left)
		var next []state
		if s.w > 0 {
			top := o[s.w-1]
			tops |= 1 << top
			if gone&(1<<top) != 0 {
				next = append(next, state{s.left &^ (1 << top), s.w - 1})
			}
		}
		if s.w == len(o) {
			next = append(next, state{s.left, 0})
		} else {
			next = append(next, state{s.left, min(s.w+d, len(o))})
		}
		for _, x := range next {
			if !seen[x] {
				seen[x] = true
				queue = append(queue, x)
			}
		}
	}
	return tops
}

// TestDrainTalonOrder plays random classic games (draw 3, unlimited
// passes) and finds positions where the stock's order (talonReach) is what
// proves them lost: drainLost fires with it and not without it. The plain
// search must never win one, and must prove some lost.
func TestDrainTalonOrder(t *testing.T) {
	games, checks := 200, 25
	if testing.Short() {
		games, checks = 60, 8
	}
	r, _ := canfield.Preset("classic")
	rng := rand.New(rand.NewPCG(31, 3))
	if onlyWith(t, r, "classic", "the stock's order", func(s *Solver) { s.noTalonOrder = true }, rng, 1700, games, checks) == 0 {
		t.Error("no position the stock's order decides was proven lost: the test checks nothing")
	}
}
