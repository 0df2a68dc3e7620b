package exact

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
)

// long reports whether the long checks run (CANFIELD_LONG=1, .ci/run).
func long() bool { return os.Getenv("CANFIELD_LONG") != "" }

func mustPreset(t testing.TB, name string) canfield.Rules {
	t.Helper()
	r, err := canfield.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustRoots(t testing.TB, r canfield.Rules) [][]canfield.Card {
	t.Helper()
	roots, err := Roots(r)
	if err != nil {
		t.Fatal(err)
	}
	return roots
}

func mustSolver(t testing.TB, r canfield.Rules, opt Options) *Solver {
	t.Helper()
	if opt.CacheSlots == 0 {
		opt.CacheSlots = 1 << 18
	}
	x, err := New(r, opt)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func rootValue(t testing.TB, x *Solver, root []canfield.Card) float64 {
	t.Helper()
	p, err := Deal(x.Rules(), root)
	if err != nil {
		t.Fatal(err)
	}
	v, err := x.Value(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// tolerance is how far two sums of the same probabilities, added in other
// orders, may differ.
const tolerance = 1e-12

// sampleRoots returns n of roots, seeded, or all of them when n >= len.
func sampleRoots(roots [][]canfield.Card, n int, seed uint64) [][]canfield.Card {
	if n >= len(roots) {
		return roots
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	idx := rng.Perm(len(roots))[:n]
	out := make([][]canfield.Card, n)
	for i, k := range idx {
		out[i] = roots[k]
	}
	return out
}

// withPasses returns r limited to p passes (0: unlimited).
func withPasses(r canfield.Rules, p int) canfield.Rules {
	r.Passes, r.Name = p, ""
	return r
}

// TestPlainAgrees checks the solver against plainValue, the expectimax
// over histories with no memo and no cycle handling, on the deals of
// small-2x5 limited to one, two and three passes (three is
// small-2x5-3pass): a seeded 4 deal classes under each, 40 with
// CANFIELD_LONG=1 (about a minute of CPU), and every one of the 252 with
// CANFIELD_PLAIN_ALL=1 (about five minutes, run by hand:
// docs/measurements.md).
func TestPlainAgrees(t *testing.T) {
	r := mustPreset(t, "small-2x5")
	all := mustRoots(t, r)
	for _, passes := range []int{1, 2, 3} {
		roots := sampleRoots(all, 4, 45)
		switch {
		case os.Getenv("CANFIELD_PLAIN_ALL") != "":
			roots = all
		case long():
			roots = sampleRoots(all, 40, 45)
		}
		rp := withPasses(r, passes)
		x := mustSolver(t, rp, Options{})
		for i, root := range roots {
			pv := plainValue(t, completions(t, rp, root))
			ev := rootValue(t, x, root)
			if math.Abs(pv-ev) > tolerance {
				t.Errorf("%d passes, deal class %d (%v): plain %v, solver %v", passes, i, root, pv, ev)
			}
		}
	}
}

// TestCyclesAgreeWithPasses checks the cycles' treatment against the
// same search made acyclic by a pass limit: on every deal class of
// small-2x5, the value under p passes grows with p, never passes the
// value under unlimited passes, and reaches it by eight passes.
func TestCyclesAgreeWithPasses(t *testing.T) {
	r := mustPreset(t, "small-2x5")
	roots := mustRoots(t, r)
	unl := mustSolver(t, r, Options{})
	want := make([]float64, len(roots))
	for i, root := range roots {
		want[i] = rootValue(t, unl, root)
	}
	prev := make([]float64, len(roots))
	for _, p := range []int{1, 2, 3, 4, 8} {
		x := mustSolver(t, withPasses(r, p), Options{})
		for i, root := range roots {
			v := rootValue(t, x, root)
			if v < prev[i]-tolerance || v > want[i]+tolerance {
				t.Fatalf("deal class %d: %v under %d passes, %v under fewer, %v unlimited", i, v, p, prev[i], want[i])
			}
			if p == 8 && math.Abs(v-want[i]) > tolerance {
				t.Errorf("deal class %d: %v under 8 passes, %v unlimited", i, v, want[i])
			}
			prev[i] = v
		}
	}
}

// TestShortcutsKeepValues checks that the forced moves, the peek round the
// stock's cycle and the cut-off at a certain win change no value: on every
// deal class of small-2x5 and small-2x5-3pass, and a sample of small-2x6's,
// the solver with all three agrees with the solver with none.
func TestShortcutsKeepValues(t *testing.T) {
	for _, c := range []struct {
		name string
		n    int
	}{{"small-2x5", 1000}, {"small-2x5-3pass", 1000}, {"small-2x6", 6}} {
		r := mustPreset(t, c.name)
		roots := sampleRoots(mustRoots(t, r), c.n, 7)
		fast := mustSolver(t, r, Options{})
		plain := mustSolver(t, r, Options{NoForced: true, NoPeek: true, NoCutoff: true})
		for i, root := range roots {
			a, b := rootValue(t, fast, root), rootValue(t, plain, root)
			if math.Abs(a-b) > tolerance {
				t.Errorf("%s deal class %d: %v with the shortcuts, %v without", c.name, i, a, b)
			}
		}
		if fast.Stats().Nodes >= plain.Stats().Nodes {
			t.Errorf("%s: the shortcuts searched %d states, none %d", c.name, fast.Stats().Nodes, plain.Stats().Nodes)
		}
	}
}

// TestSymmetries checks the reduction of Roots: the mean over every
// face-up configuration of small-2x5 (every base card, every order of the
// columns) equals the mean over the configurations Roots keeps.
func TestSymmetries(t *testing.T) {
	r := mustPreset(t, "small-2x5")
	x := mustSolver(t, r, Options{CacheSlots: 1 << 20})
	kept := 0.0
	roots := mustRoots(t, r)
	for _, root := range roots {
		kept += rootValue(t, x, root)
	}
	kept /= float64(len(roots))
	l := canfield.DealLayout(r)
	deck := canfield.OrderedDeck(r)
	all, n := 0.0, 0
	// Every ordered choice of reserve top, base and two column cards.
	up := []int{l.Reserve - 1, l.Base, l.Tableau, l.Tableau + 1}
	var pick func(k int, used canfield.CardSet, deal []canfield.Card)
	pick = func(k int, used canfield.CardSet, deal []canfield.Card) {
		if k == len(up) {
			d := append([]canfield.Card(nil), deal...)
			p := 0
			for _, c := range deck {
				if used.Has(c) {
					continue
				}
				for d[p] != canfield.NoCard {
					p++
				}
				d[p] = c
			}
			all += rootValue(t, x, d)
			n++
			return
		}
		for _, c := range deck {
			if !used.Has(c) {
				deal[up[k]] = c
				pick(k+1, used.With(c), deal)
				deal[up[k]] = canfield.NoCard
			}
		}
	}
	pick(0, 0, make([]canfield.Card, len(deck)))
	if n != 10*9*8*7 || math.Abs(all/float64(n)-kept) > 1e-9 {
		t.Errorf("mean over %d configurations %v, over the %d kept %v", n, all/float64(n), len(roots), kept)
	}
}

// seenAll returns p with every card seen.
func seenAll(p Position) Position {
	p.Seen = p.State.Rules().Deck()
	return p
}

// TestPerfectInformationAgrees checks positions with every card seen
// against the perfect-information solver (hint/solver): the value is 1
// exactly when the solver finds a win, 0 when it proves a loss. The
// positions are seeded deals of small presets, at the deal and along
// random playouts.
func TestPerfectInformationAgrees(t *testing.T) {
	deals := 30
	if long() {
		deals = 200
	}
	sv := solver.New(solver.Options{TTBytes: 1 << 20, MaxNodes: 2_000_000})
	checked := [2]int{}
	for _, name := range []string{"small-2x5", "small-2x6", "small-2x7-3pass", "small-4x4", "small-4x5"} {
		r := mustPreset(t, name)
		x := mustSolver(t, r, Options{})
		rng := rand.New(rand.NewPCG(uint64(len(name)), 9))
		for seed := range uint64(deals) {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			for step := range 40 {
				if step%8 == 0 {
					v, err := x.Value(context.Background(), seenAll(Position{State: st}))
					if err != nil {
						t.Fatal(err)
					}
					res, err := sv.Solve(context.Background(), st)
					if err != nil {
						t.Fatal(err)
					}
					switch {
					case res.Verdict == solver.Won && v != 1, res.Verdict == solver.Lost && v != 0:
						t.Fatalf("%s seed %d step %d: solver %v, exact value %v", name, seed, step, res.Verdict, v)
					case res.Verdict == solver.Unknown:
						t.Fatalf("%s seed %d step %d: the solver did not decide", name, seed, step)
					}
					checked[int(v)]++
				}
				var l canfield.MoveList
				st.GenMoves(&l)
				if l.N == 0 {
					break
				}
				st.Apply(l.Moves[rng.IntN(l.N)])
			}
		}
	}
	if checked[0] == 0 || checked[1] == 0 {
		t.Errorf("positions checked: %d lost, %d won", checked[0], checked[1])
	}
}

// TestBelowOmniscient checks H* <= O* on every deal class: the value of
// a face-up configuration is at most the share of its deals (every order
// of its unseen cards) that the perfect-information solver wins. Over a
// seeded sample of the deal classes of small-2x5 and small-2x5-3pass,
// every one with CANFIELD_LONG=1.
func TestBelowOmniscient(t *testing.T) {
	sv := solver.New(solver.Options{TTBytes: 1 << 20})
	for _, name := range []string{"small-2x5", "small-2x5-3pass"} {
		r := mustPreset(t, name)
		roots := mustRoots(t, r)
		if !long() {
			roots = sampleRoots(roots, 10, 3)
		}
		x := mustSolver(t, r, Options{})
		var h, o float64
		for i, root := range roots {
			v := rootValue(t, x, root)
			won := 0
			deals := completions(t, r, root)
			for _, st := range deals {
				res, err := sv.Solve(context.Background(), st)
				if err != nil || res.Verdict == solver.Unknown {
					t.Fatalf("%s: solve: %v %v", name, res.Verdict, err)
				}
				if res.Verdict == solver.Won {
					won++
				}
			}
			om := float64(won) / float64(len(deals))
			if v > om+tolerance {
				t.Errorf("%s deal class %d: hidden-information value %v, omniscient %v", name, i, v, om)
			}
			h += v
			o += om
		}
		if h >= o {
			t.Errorf("%s: H* %v not below O* %v over %d deal classes", name, h/float64(len(roots)), o/float64(len(roots)), len(roots))
		}
	}
}

// TestValueIsBestMove checks that a position's value is the best of its
// moves' values, at the deal and at positions reached by random play with
// the cards shown as they come, under unlimited and limited passes.
func TestValueIsBestMove(t *testing.T) {
	for _, name := range []string{"small-2x5", "small-2x6", "small-2x6-3pass"} {
		r := mustPreset(t, name)
		x := mustSolver(t, r, Options{})
		rng := rand.New(rand.NewPCG(uint64(len(name)), 4))
		for seed := range uint64(12) {
			p, err := Deal(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			for step := range 30 {
				v, err := x.Value(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				mv, err := x.MoveValues(context.Background(), p)
				if err != nil {
					t.Fatal(err)
				}
				best := 0.0
				if p.State.Won() {
					best = 1
				}
				for _, m := range mv {
					best = max(best, m.Value)
				}
				if math.Abs(best-v) > tolerance {
					t.Fatalf("%s seed %d step %d: value %v, best move %v (%v)", name, seed, step, v, best, mv)
				}
				if len(mv) == 0 {
					break
				}
				m := mv[rng.IntN(len(mv))].Move
				p.State.Apply(m)
				for _, c := range []canfield.Card{p.State.ReserveTop(), p.State.WasteTop()} {
					if c != canfield.NoCard {
						p.Seen = p.Seen.With(c)
					}
				}
			}
		}
	}
}

// TestClassDeal checks ClassDeal: it sends every deal line of Roots to
// itself, and a seeded deal to a deal line of Roots of the same value
// (every rank turned round and suits exchanged, the value kept), under
// two and four suits.
func TestClassDeal(t *testing.T) {
	for _, name := range []string{"small-2x5", "small-2x6-3pass", "small-4x4"} {
		r := mustPreset(t, name)
		roots := mustRoots(t, r)
		index := map[string]bool{}
		for _, root := range roots {
			c, err := ClassDeal(r, root)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(c, root) {
				t.Fatalf("%s: ClassDeal(%v) = %v", name, root, c)
			}
			index[string(cardBytes(root))] = true
		}
		if name == "small-4x4" {
			continue // its deals take long to solve; the mapping is checked above
		}
		x := mustSolver(t, r, Options{})
		for seed := range uint64(12) {
			deal := canfield.ShuffledDeal(r, seed)
			c, err := ClassDeal(r, deal)
			if err != nil {
				t.Fatal(err)
			}
			if !index[string(cardBytes(c))] {
				t.Fatalf("%s seed %d: ClassDeal gives %v, not a deal line of Roots", name, seed, c)
			}
			if a, b := rootValue(t, x, deal), rootValue(t, x, c); math.Abs(a-b) > tolerance {
				t.Errorf("%s seed %d: value %v, its class %v", name, seed, a, b)
			}
		}
	}
}

func cardBytes(cs []canfield.Card) []byte {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = byte(c)
	}
	return b
}
