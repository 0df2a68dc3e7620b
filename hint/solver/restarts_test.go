package solver

import (
	"context"
	"slices"
	"testing"
	"time"

	"canfield/canfield"
)

// restartsWin is a superior deal the whole solver left undecided at 1 s
// before the restarts (seed-sampled from the 10,000-deal run) and wins with
// them within 2,000,000 nodes.
const restartsWin = "4h Qd Ad 6h 7d Ah 9s Qs 3d 5s 4s 6s Js 5h 8h 2s 2h Jc Tc Kc Th 8s 3s " +
	"Jh Ks 9d 9c Ac Td 7c Kh 4c 7h 6d 3c 3h Ts Kd As 2c 5c Qh 6c 9h 7s Jd 8c 2d 5d 8d Qc 4d"

// restartsLate is superior's seed 72, which restarts of 5,000 nodes win
// past 100,000 nodes (at about 420,000).
const restartsLate = "Ad Jc Ac 8c 7s 4h Qs Js Qd 9s Jd Kc Tc 2s 7c 9c Qh 9d 7d 3d 2c Td Th 8h " +
	"2d 5d 6h Qc Kd 3s 7h 2h 6c 4c Ah 3h Ks 6s Jh 8s As 8d Kh Ts 3c 6d 5s 9h 4s 4d 5c 5h"

// TestRestartsWin solves restartsWin with and without the restarts under
// the same node budget: with them it is won, the line replays, and a
// second solve gives the same line and node count (the noise is seeded by
// the position); without them the budget runs out.
func TestRestartsWin(t *testing.T) {
	if testing.Short() {
		t.Skip("two solves of 2,000,000 nodes")
	}
	st := mustState(t, "superior", restartsWin)
	s := New(Options{TTBytes: 16 << 20, MaxNodes: 2_000_000})
	res := solve(t, s, st)
	if res.Verdict != Won {
		t.Fatalf("with restarts: %v after %d nodes, want won", res.Verdict, res.Nodes)
	}
	again := solve(t, New(Options{TTBytes: 16 << 20, MaxNodes: 2_000_000}), st)
	if again.Nodes != res.Nodes || !slices.Equal(again.Solution, res.Solution) {
		t.Errorf("a second solve differs: %d nodes against %d", again.Nodes, res.Nodes)
	}
	without := New(Options{TTBytes: 16 << 20, MaxNodes: 2_000_000})
	without.noRestarts = true
	if res := solve(t, without, st); res.Verdict != Unknown {
		t.Errorf("without restarts: %v, want the budget to run out (the test's deal no longer needs them)", res.Verdict)
	}
}

// TestRestartsProve calls the restarts on superior deals lost within a few
// hundred nodes: the first restart searches the whole tree without being
// cut, which proves the loss, as the full search does.
func TestRestartsProve(t *testing.T) {
	r, _ := canfield.Preset("superior")
	s := New(Options{TTBytes: 4 << 20})
	plain := New(Options{TTBytes: 4 << 20})
	plain.noRestarts = true
	for _, seed := range []uint64{539, 1390, 1503} {
		st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
		if err != nil {
			t.Fatal(err)
		}
		if res := solve(t, plain, st); res.Verdict != Lost {
			t.Fatalf("seed %d: %v without restarts, want lost (the test's premise)", seed, res.Verdict)
		}
		s.begin(context.Background(), st)
		won, proved := s.restarts(st, 1_000_000, 0)
		if won || !proved {
			t.Errorf("seed %d: restarts say won %v, proved %v; want the loss proved", seed, won, proved)
		}
		if s.noise != 0 {
			t.Errorf("seed %d: the noise stays on after the restarts", seed)
		}
	}
}

// TestRestartsLeaveSmallSolves checks that solves with less than
// beamMinNodes of budget (the hint engine's) and solves under rules where
// columns fill by themselves search node for node as without restarts.
// Over 3 seeds a preset, 8 with CANFIELD_LONG=1.
func TestRestartsLeaveSmallSolves(t *testing.T) {
	seeds := uint64(3)
	if long() {
		seeds = 8
	}
	for _, c := range []struct {
		preset string
		nodes  int64
	}{{"superior", 100_000}, {"relaxed", 100_000}, {"classic", 400_000}, {"wolter", 400_000}, {"rainbow", 400_000}} {
		r, _ := canfield.Preset(c.preset)
		with := New(Options{TTBytes: 4 << 20, MaxNodes: c.nodes})
		without := New(Options{TTBytes: 4 << 20, MaxNodes: c.nodes})
		without.noRestarts = true
		for seed := uint64(1); seed <= seeds; seed++ {
			st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
			if err != nil {
				t.Fatal(err)
			}
			a, b := solve(t, with, st), solve(t, without, st)
			if a.Verdict != b.Verdict || a.Nodes != b.Nodes {
				t.Errorf("%s seed %d at %d nodes: %v in %d nodes, without restarts %v in %d", c.preset, seed, c.nodes, a.Verdict, a.Nodes, b.Verdict, b.Nodes)
			}
		}
	}
}

// TestRestartsTakeTheClocksShare: given a time to go on until, the
// restarts go past their node budget (the share of a long time budget
// they take, restartShare), and win the deal, which the same budget
// alone does not reach; with that time passed they stop at the budget.
// The deal is restartsLate.
func TestRestartsTakeTheClocksShare(t *testing.T) {
	if testing.Short() {
		t.Skip("restarts up to 2,000,000 nodes")
	}
	st := mustState(t, "superior", restartsLate)
	s := New(Options{TTBytes: 16 << 20})
	s.begin(context.Background(), st)
	if won, _ := s.restarts(st, 100_000, 0); won || s.nodes > 200_000 {
		t.Fatalf("restarts of 100,000 nodes: won %v after %d nodes; want the budget to end them unwon", won, s.nodes)
	}
	s.begin(context.Background(), st)
	won, _ := s.restarts(st, 100_000, time.Hour)
	if !won || s.nodes <= 100_000 {
		t.Fatalf("restarts with an hour to go: won %v after %d nodes; want a win past the node budget", won, s.nodes)
	}
	if err := Replay(st, s.solution()); err != nil {
		t.Errorf("the restarts' line: %v", err)
	}
}
