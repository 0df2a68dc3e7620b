package solver

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// mustState deals line under preset.
func mustState(t testing.TB, preset, line string) canfield.State {
	t.Helper()
	r, err := canfield.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	deal, err := notation.ParseDeal(r, line)
	if err != nil {
		t.Fatal(err)
	}
	st, err := canfield.NewState(r, deal)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// orderedDeal is a deal won by playing every card to its foundation in
// turn: base Ac; reserve (bottom..top) Ks..As so its top is As; tableau
// Th Jh Qh Kh; stock 2c..Kc, Ad..Kd, Ah..9h. Under draw1 each deal shows
// the next card the clubs, then diamonds, then hearts foundation wants.
const orderedDeal = "Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s As Ac Th Jh Qh Kh " +
	"2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ad 2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kd " +
	"Ah 2h 3h 4h 5h 6h 7h 8h 9h"

// blockedDeal is a deal in which nothing can ever move: base Ac; the other
// Aces, 2c and every Queen hidden in the reserve under its top 5c; the four
// Kings in the tableau (they accept only Queens, and no Ace is ever
// exposed for a King to go on); the stock holds no Ace, no 2c, no Queen,
// so no card of it goes anywhere.
const blockedDeal = "Ad Ah As 2c Qc Qd Qh Qs 3c 3d 3h 3s 5c Ac Kc Kd Kh Ks " +
	"4c 4d 4h 4s 5d 5h 5s 6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s 9c 9d 9h 9s " +
	"Tc Td Th Ts Jc Jd Jh Js 2d 2h 2s"

func solve(t testing.TB, s *Solver, st canfield.State) Result {
	t.Helper()
	res, err := s.Solve(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// nonDeal counts the moves of a line that are not deals.
func nonDeal(ms []canfield.Move) int {
	n := 0
	for _, m := range ms {
		if !m.IsDeal() {
			n++
		}
	}
	return n
}

// TestHandBuiltWon: the ordered deal is won by 51 foundation moves (rules.md
// 8: won with 52 cards on the foundations), and from the line's position
// three card moves before the end the solver finds a win of three card
// moves.
func TestHandBuiltWon(t *testing.T) {
	st := mustState(t, "draw1", orderedDeal)
	s := New(Options{TTBytes: 1 << 20, MaxNodes: 100_000})
	res := solve(t, s, st)
	if res.Verdict != Won {
		t.Fatalf("ordered deal: %v after %d nodes, want won", res.Verdict, res.Nodes)
	}
	for i, m := range res.Solution {
		if !m.IsDeal() && m.To != canfield.LocFoundation {
			t.Errorf("move %d %s is not a foundation move", i+1, notation.FormatMove(m))
		}
	}
	if got := nonDeal(res.Solution); got != 51 {
		t.Errorf("solution has %d card moves, want 51", got)
	}
	// Replay all but the last three card moves (and the deals among them).
	cut := len(res.Solution)
	for k := 0; k < 3; cut-- {
		if !res.Solution[cut-1].IsDeal() {
			k++
		}
	}
	near := st
	for _, m := range res.Solution[:cut] {
		near.Apply(m)
	}
	res2 := solve(t, s, near)
	if res2.Verdict != Won || nonDeal(res2.Solution) != 3 {
		t.Fatalf("three moves from the win: %v with %q, want won in 3 card moves", res2.Verdict, notation.FormatMoves(res2.Solution))
	}
}

// TestHandBuiltLost: in the blocked deal no card can ever move (rules.md 8:
// lost when no move can change the position), under every stock rule.
func TestHandBuiltLost(t *testing.T) {
	for _, preset := range []string{"classic", "strict", "draw1", "threepass", "wolter"} {
		st := mustState(t, preset, blockedDeal)
		if !st.Stuck() {
			t.Fatalf("%s: the engine says the blocked deal is not stuck", preset)
		}
		s := New(Options{TTBytes: 1 << 20, MaxNodes: 10_000})
		res := solve(t, s, st)
		if res.Verdict != Lost {
			t.Errorf("%s: blocked deal: %v, want lost", preset, res.Verdict)
		}
		if res.Nodes != 1 {
			t.Errorf("%s: blocked deal took %d nodes, want 1 (no move at all)", preset, res.Nodes)
		}
	}
}

// TestSafeFoundationBaseRank: when tableau ranks count from the base
// (wolter), nothing builds on a base-rank card, so one goes up safely at
// once; under full wrap (classic) the card below the base builds on it, so
// it is not safe while that card is in play.
func TestSafeFoundationBaseRank(t *testing.T) {
	// Base 7h; reserve top 7c.
	line := "Ad Ah As 2c Qc Qd Qh Qs 3c 3d 3h 3s 7c 7h Kc Kd Kh Ks " +
		"4c 4d 4h 4s 5d 5h 5s 6c 6d 6h 6s Ac 7d 5c 7s 8c 8d 8h 8s 9c 9d 9h 9s " +
		"Tc Td Th Ts Jc Jd Jh Js 2d 2h 2s"
	for _, tc := range []struct {
		preset string
		want   bool
	}{{"wolter", true}, {"classic", false}} {
		st := mustState(t, tc.preset, line)
		c := st.ReserveTop()
		if !st.Goes(c) {
			t.Fatalf("%v should go on the foundation", c)
		}
		if got := SafeFoundation(&st, c); got != tc.want {
			t.Errorf("%s: SafeFoundation(%v) = %v, want %v", tc.preset, c, got, tc.want)
		}
	}
}

// TestBudgets: a node budget, a time budget and a cancelled context each
// give Unknown with the reason; a reused solver gives the same result
// again (its table is cleared between solves).
func TestBudgets(t *testing.T) {
	r, _ := canfield.Preset("wolter")
	deals := readDeals(t, r, "testdata/bench-wolter.txt")
	st, _ := canfield.NewState(r, deals[0].cards)

	s := New(Options{TTBytes: 1<<20 + 1000, MaxNodes: 50})
	if s.TableBytes() != 1<<20 {
		t.Errorf("table of %d bytes, want 1 MiB", s.TableBytes())
	}
	res := solve(t, s, st)
	if res.Verdict != Unknown || res.Stop != "nodes" || res.Nodes != 50 {
		t.Errorf("node budget: %v stop %q nodes %d, want unknown/nodes/50", res.Verdict, res.Stop, res.Nodes)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s.SetBudget(0, 0)
	res, err := s.Solve(ctx, st)
	if err != nil || res.Verdict != Unknown || res.Stop != "cancelled" {
		t.Errorf("cancelled: %v stop %q err %v", res.Verdict, res.Stop, err)
	}

	s.SetBudget(0, time.Nanosecond)
	res = solve(t, s, st)
	if res.Verdict != Unknown || res.Stop != "time" {
		t.Errorf("time budget: %v stop %q", res.Verdict, res.Stop)
	}

	s.SetBudget(0, 0)
	a := solve(t, s, st)
	b := solve(t, s, st)
	if a.Verdict != Won || b.Verdict != a.Verdict || b.Nodes != a.Nodes {
		t.Errorf("reused solver: %v in %d nodes, then %v in %d", a.Verdict, a.Nodes, b.Verdict, b.Nodes)
	}
}

// TestReplayRejects: Replay reports a line that is illegal or does not end
// won.
func TestReplayRejects(t *testing.T) {
	st := mustState(t, "draw1", orderedDeal)
	if err := Replay(st, nil); err == nil {
		t.Error("empty line accepted as a win")
	}
	bad := []canfield.Move{{From: canfield.LocWaste, To: canfield.LocFoundation}}
	if err := Replay(st, bad); err == nil || !errors.Is(err, canfield.ErrIllegal) {
		t.Errorf("illegal line: %v, want an ErrIllegal", err)
	}
}

// TestSolutionsReplay (property): every won solution, for seeded deals
// under every preset, replays through the rules engine to 52 cards on the
// foundations; and the verdict does not change with the table's size.
// Over 4 deals a preset, 12 with CANFIELD_LONG=1.
func TestSolutionsReplay(t *testing.T) {
	deals := 4
	if long() {
		deals = 12
	}
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		big := New(Options{TTBytes: 8 << 20, MaxNodes: 30_000})
		small := New(Options{TTBytes: 64 << 10, MaxNodes: 200_000})
		won := 0
		for seed := range uint64(deals) {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			res := solve(t, big, st)
			if res.Verdict == Won {
				won++
				end := st
				for i, m := range res.Solution {
					if err := end.Legal(m); err != nil {
						t.Fatalf("%s seed %d move %d: %v", name, seed, i+1, err)
					}
					end.Apply(m)
				}
				if !end.Won() {
					t.Fatalf("%s seed %d: solution ends with %d cards up", name, seed, end.FoundationCards())
				}
			}
			if res.Verdict != Unknown {
				if res2 := solve(t, small, st); res2.Verdict != Unknown && res2.Verdict != res.Verdict {
					t.Errorf("%s seed %d: %v with a big table, %v with a 64 KiB one", name, seed, res.Verdict, res2.Verdict)
				}
			}
		}
		t.Logf("%s: %d of %d won within the budget", name, won, deals)
	}
}

// TestPruningsKeepVerdict checks the safe foundation moves, the swap filter
// and the empty-column symmetry against the plain search that makes every
// legal move, on seeded deals both decide within their budgets. Over 8
// deals a preset, 40 with CANFIELD_LONG=1.
func TestPruningsKeepVerdict(t *testing.T) {
	deals := 8
	if long() {
		deals = 40
	}
	compared := 0
	for _, name := range []string{"wolter", "classic", "relaxed", "superior", "draw1", "strict", "rainbow", "storehouse"} {
		r, _ := canfield.Preset(name)
		pruned := New(Options{TTBytes: 4 << 20, MaxNodes: 100_000})
		plain := New(Options{TTBytes: 4 << 20, MaxNodes: 300_000})
		plain.noAutoplay, plain.noSwapPrune, plain.noSymmetry, plain.noChain, plain.noCycleMark, plain.noProbes, plain.noOrderCycles, plain.noDrain, plain.noCover, plain.noUpWait = true, true, true, true, true, true, true, true, true, true
		for seed := range uint64(deals) {
			st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, 1000+seed))
			a := solve(t, pruned, st)
			if a.Verdict == Unknown {
				continue
			}
			b := solve(t, plain, st)
			if b.Verdict == Unknown {
				continue
			}
			compared++
			if a.Verdict != b.Verdict {
				t.Errorf("%s seed %d: %v with the prunings, %v without", name, 1000+seed, a.Verdict, b.Verdict)
			}
		}
	}
	if compared < deals {
		t.Errorf("only %d deals decided by both searches", compared)
	}
	t.Logf("%d deals compared", compared)
}

// TestOracleSubset: deals of ../shared/oracle with Solvitaire's verdict
// under its canfield preset (our wolter) get the same verdict here.
// The classic verdicts come from Solvitaire adapted to our classic rules.
func TestOracleSubset(t *testing.T) {
	s := New(Options{TTBytes: 16 << 20, MaxNodes: 2_000_000})
	for _, tc := range []struct{ preset, file string }{
		{"wolter", "testdata/oracle-wolter.txt"},
		{"classic", "testdata/oracle-classic.txt"},
	} {
		r, _ := canfield.Preset(tc.preset)
		deals := readDeals(t, r, tc.file)
		if testing.Short() {
			deals = deals[:len(deals)/3]
		}
		for _, d := range deals {
			st, _ := canfield.NewState(r, d.cards)
			res := solve(t, s, st)
			if res.Verdict.String() != d.verdict {
				t.Errorf("%s line %d: %v after %d nodes, Solvitaire says %s", tc.file, d.line, res.Verdict, res.Nodes, d.verdict)
			}
		}
	}
}

// TestVerdictString covers the names printed by the solve command.
func TestVerdictString(t *testing.T) {
	got := strings.Join([]string{Won.String(), Lost.String(), Unknown.String()}, " ")
	if got != "won lost unknown" {
		t.Errorf("got %q", got)
	}
}

// TestDepthCut: a line longer than MaxDepth is cut, not the whole solve. A
// solve that cut a line and found no win is unknown ("depth"), never lost;
// one that cut a line may still find a win on another (the old behaviour,
// stopping at the first cut, found none of these). Under relaxed with
// MaxDepth 60 (the default is 4,000) over seeded deals.
func TestDepthCut(t *testing.T) {
	r, _ := canfield.Preset("relaxed")
	deep := New(Options{TTBytes: 4 << 20, MaxNodes: 30_000, MaxDepth: 60})
	full := New(Options{TTBytes: 4 << 20, MaxNodes: 30_000})
	cutUnknown, cutWon := 0, 0
	for seed := range uint64(40) {
		st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
		res := solve(t, deep, st)
		ref := solve(t, full, st)
		if res.Verdict == Lost && ref.Verdict == Won || res.Verdict == Won && ref.Verdict == Lost {
			t.Fatalf("seed %d: %v with MaxDepth 60, %v without", seed, res.Verdict, ref.Verdict)
		}
		if (res.Stop == "depth") != (res.Verdict == Unknown && deep.depthCut && res.Nodes < 30_000) {
			t.Errorf("seed %d: %v, stop %q, a line cut: %v", seed, res.Verdict, res.Stop, deep.depthCut)
		}
		switch {
		case res.Stop == "depth":
			cutUnknown++
		case res.Verdict == Won && deep.depthCut:
			cutWon++
			if err := Replay(st, res.Solution); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d unknown for a cut line, %d won after a cut", cutUnknown, cutWon)
	if cutWon == 0 {
		t.Error("no solve won after cutting a line: the cut is not tried")
	}

	// A lost deal searched to the end with lines cut is unknown.
	c := canfield.Classic
	shallow := New(Options{TTBytes: 4 << 20, MaxNodes: 30_000, MaxDepth: 8})
	for seed := range uint64(40) {
		st, _ := canfield.NewState(c, canfield.ShuffledDeal(c, seed))
		if ref := solve(t, full, st); ref.Verdict != Lost || ref.Nodes < 50 {
			continue
		}
		res := solve(t, shallow, st)
		if res.Verdict != Unknown || res.Stop != "depth" {
			t.Errorf("classic seed %d, lost: %v (stop %q) with MaxDepth 8, want unknown (depth)", seed, res.Verdict, res.Stop)
		}
		return
	}
	t.Error("no classic deal among seeds 0-39 lost in 50 nodes or more")
}

// TestReach: a won solve reaches the whole deck; an undecided one reports
// the most cards its search put up, at least the root's and less than the
// deck; a lost one at least the root's.
func TestReach(t *testing.T) {
	for _, preset := range []string{"classic", "rainbow", "superior"} {
		r, _ := canfield.Preset(preset)
		s := New(Options{TTBytes: 4 << 20, MaxNodes: 2000})
		kinds, further := map[Verdict]int{}, 0
		for seed := uint64(1); seed <= 30; seed++ {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			res := solve(t, s, st)
			kinds[res.Verdict]++
			switch {
			case res.Verdict == Won && res.Reach != st.Rules().DeckCards():
				t.Errorf("%s seed %d: won with reach %d", preset, seed, res.Reach)
			case res.Verdict != Won && (res.Reach < st.FoundationCards() || res.Reach >= st.Rules().DeckCards()):
				t.Errorf("%s seed %d: %v with reach %d (root %d)", preset, seed, res.Verdict, res.Reach, st.FoundationCards())
			}
			if res.Verdict == Unknown && res.Reach > st.FoundationCards() {
				further++
			}
		}
		if kinds[Unknown] == 0 || kinds[Won]+kinds[Lost] == 0 {
			t.Errorf("%s: verdicts %v; the test wants both decided and undecided solves", preset, kinds)
		}
		if further == 0 {
			t.Errorf("%s: no undecided solve put up a card beyond its root's", preset)
		}
	}
}
