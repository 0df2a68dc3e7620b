package solver

import (
	"context"
	"testing"
	"time"

	"canfield/canfield"
)

// TestSharedSearch: the full search on two threads (shared.go) gives the
// verdicts of the one-thread search on seeded deals of several presets,
// its wins replay (Solve replays every line it returns), and the second
// thread does take part. The probes, beam and restarts are off so that
// every deal past the first 3,000 nodes reaches the shared search. Over 6
// seeds a preset, 60 with CANFIELD_LONG=1 (too few reach the shared search
// without it for the count to say anything).
func TestSharedSearch(t *testing.T) {
	seeds := 6
	if long() {
		seeds = 60
	}
	for _, name := range []string{"classic", "draw1", "wolter", "superior", "threepass"} {
		r, err := canfield.Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		one := New(Options{TTBytes: 8 << 20, MaxNodes: 300_000})
		two := New(Options{TTBytes: 8 << 20, Timeout: time.Minute, Threads: 2})
		two.noProbes, two.noBeam, two.noRestarts = true, true, true
		shared, decided := 0, 0
		for seed := uint64(1); seed <= uint64(seeds); seed++ {
			a, b := solveBoth(t, r, seed, one, two, 0)
			if a.Verdict == Unknown {
				continue
			}
			decided++
			if b.Verdict != a.Verdict {
				t.Fatalf("%s seed %d: one thread %v in %d nodes, two threads %v (stop %q, %d nodes)", name, seed, a.Verdict, a.Nodes, b.Verdict, b.Stop, b.Nodes)
			}
			if two.second != nil && two.second.nodes > 0 {
				shared++
			}
		}
		t.Logf("%s: %d deals decided, %d through the shared search", name, decided, shared)
		if long() && (shared < decided/4 || shared == 0) {
			t.Errorf("%s: only %d of %d deals reached the two-thread search", name, shared, decided)
		}
	}
}

// TestSharedOnlyWithTime: a node budget keeps one thread, so that it gives
// one result whatever the timing.
func TestSharedOnlyWithTime(t *testing.T) {
	r, _ := canfield.Preset("classic")
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
	if err != nil {
		t.Fatal(err)
	}
	var nodes []int64
	for range 3 {
		s := New(Options{TTBytes: 8 << 20, MaxNodes: 50_000, Threads: 2})
		s.noProbes = true
		res, err := s.Solve(context.Background(), st)
		if err != nil {
			t.Fatal(err)
		}
		if s.second != nil {
			t.Fatalf("a solve with a node budget used a second thread")
		}
		nodes = append(nodes, res.Nodes)
	}
	if nodes[0] != nodes[1] || nodes[1] != nodes[2] {
		t.Errorf("the same node-budget solve took %v nodes", nodes)
	}
}

// TestSecondRestarts: where restarts run (superior), a two-thread solve
// with a time budget runs restarts on the second thread too, and its
// verdicts are those of one thread under a node budget (wins replay).
// Over 10 seeds, 40 with CANFIELD_LONG=1.
func TestSecondRestarts(t *testing.T) {
	r, err := canfield.Preset("superior")
	if err != nil {
		t.Fatal(err)
	}
	seeds := 10
	if long() {
		seeds = 40
	}
	one := New(Options{TTBytes: 8 << 20, MaxNodes: 2_000_000})
	two := New(Options{TTBytes: 8 << 20, Timeout: time.Minute, Threads: 2})
	ran, decided := 0, 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		a, b := solveBoth(t, r, seed, one, two, 200_000)
		if a.Verdict == Unknown || a.Nodes < 200_000 {
			continue // decided before the restarts
		}
		decided++
		if b.Verdict != a.Verdict {
			t.Fatalf("seed %d: one thread %v in %d nodes, two threads %v (stop %q, %d nodes)", seed, a.Verdict, a.Nodes, b.Verdict, b.Stop, b.Nodes)
		}
		if two.secondRestartNodes > 0 {
			ran++
		}
	}
	t.Logf("superior: %d deals decided past 200,000 nodes, the second thread restarted on %d", decided, ran)
	if decided > 0 && ran == 0 {
		t.Errorf("the second thread never restarted")
	}
}

// solveBoth solves seed's deal under r with one, then, when one decided it
// in at least minNodes nodes, with two (b is zero otherwise).
func solveBoth(t *testing.T, r canfield.Rules, seed uint64, one, two *Solver, minNodes int64) (a, b Result) {
	t.Helper()
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatal(err)
	}
	if a, err = one.Solve(context.Background(), st); err != nil {
		t.Fatalf("%s seed %d, one thread: %v", r.Name, seed, err)
	}
	if a.Verdict == Unknown || a.Nodes < minNodes {
		return a, b
	}
	if b, err = two.Solve(context.Background(), st); err != nil {
		t.Fatalf("%s seed %d, two threads: %v", r.Name, seed, err)
	}
	return a, b
}
