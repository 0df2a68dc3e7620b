package solver

import (
	"context"
	"runtime"
	"testing"
	"time"

	"canfield/canfield"
)

// TestThreadClockSkipsSleep: the CPU-time clock does not advance while the
// thread sleeps, and does while it works; the wall clock advances for both.
func TestThreadClockSkipsSleep(t *testing.T) {
	if !CPUClockSupported() {
		t.Skip("no thread CPU clock on this system")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c := startClock(true)
	time.Sleep(200 * time.Millisecond)
	if d := c.elapsed(); d > 100*time.Millisecond {
		t.Fatalf("after 200 ms asleep the CPU clock says %v; want well under it", d)
	}
	x := uint64(1)
	for c.elapsed() < 20*time.Millisecond {
		for range 10000 {
			x = x*6364136223846793005 + 1
		}
	}
	if x == 0 {
		t.Log("never") // keeps the loop's work
	}
	if w := startClock(false); w.elapsed() > time.Second {
		t.Fatalf("a new wall clock says %v", w.elapsed())
	}
}

// TestCPUClockBudget: a solve under the CPU clock stops at its time budget
// like one under the wall clock, with Elapsed on that clock, and a solve
// that decides reports the same verdict and nodes under either clock (the
// clock changes when the search stops, never what it does).
func TestCPUClockBudget(t *testing.T) {
	if !CPUClockSupported() {
		t.Skip("no thread CPU clock on this system")
	}
	r, _ := canfield.Preset("rainbow")
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3)) // undecided after millions of nodes
	if err != nil {
		t.Fatal(err)
	}
	s := New(Options{TTBytes: 4 << 20, Timeout: 50 * time.Millisecond, CPUClock: true})
	res, err := s.Solve(context.Background(), st)
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != Unknown || res.Stop != "time" {
		t.Fatalf("%v, stopped by %q; want unknown, stopped by the time budget", res.Verdict, res.Stop)
	}
	if res.Elapsed <= 0 || res.Elapsed > 5*time.Second {
		t.Fatalf("Elapsed %v under a 50 ms CPU budget", res.Elapsed)
	}
	cr, _ := canfield.Preset("classic")
	for seed := uint64(1); seed <= 4; seed++ {
		st, err := canfield.NewState(cr, canfield.ShuffledDeal(cr, seed))
		if err != nil {
			t.Fatal(err)
		}
		a, errA := New(Options{TTBytes: 4 << 20, MaxNodes: 200_000, Timeout: time.Hour, CPUClock: true}).Solve(context.Background(), st)
		b, errB := New(Options{TTBytes: 4 << 20, MaxNodes: 200_000, Timeout: time.Hour}).Solve(context.Background(), st)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		if a.Verdict != b.Verdict || a.Nodes != b.Nodes {
			t.Errorf("classic seed %d: CPU clock %v in %d nodes, wall clock %v in %d", seed, a.Verdict, a.Nodes, b.Verdict, b.Nodes)
		}
	}
}
