package solver

import (
	"context"
	"testing"

	"canfield/canfield"
)

// TestBeamWins: superior seed 495, which the depth-first search with its
// probes leaves undecided at 3,500,000 nodes, is won by the beam within a
// 2,000,000-node solve (its beam budget is a quarter of that); the line
// replays to a won game. (Without the beam the same solve does not win it
// today; that is logged, not asserted, so a better search may change it.)
func TestBeamWins(t *testing.T) {
	_, st := seededState(t, "superior", 495)
	s := New(Options{TTBytes: 8 << 20, MaxNodes: 2_000_000})
	res := solve(t, s, st)
	if res.Verdict != Won {
		t.Fatalf("superior seed 495: %v after %d nodes, want won by the beam", res.Verdict, res.Nodes)
	}
	if err := Replay(st, res.Solution); err != nil {
		t.Fatalf("superior seed 495: %v", err)
	}
	plain := New(Options{TTBytes: 8 << 20, MaxNodes: 2_000_000})
	plain.noBeam = true
	if res := solve(t, plain, st); res.Verdict == Won {
		t.Logf("superior seed 495: the search without the beam now wins it too (%d nodes)", res.Nodes)
	}
}

// TestBeamBudget: the beam runs only where no column fills by itself, with
// a quarter of a node budget, and not at all with the hint engine's
// budgets.
func TestBeamBudget(t *testing.T) {
	for _, tc := range []struct {
		preset string
		nodes  int64
		want   int64
	}{
		{"superior", 0, beamNodes},
		{"relaxed", 0, beamNodes},
		{"superior", 2_000_000, 500_000},
		{"relaxed", 100_000_000, beamNodes},
		{"superior", 1_000_000, 0},
		{"superior", 100_000, 0},
		{"relaxed", 3_000, 0},
		{"classic", 0, 0},
		{"wolter", 0, 0},
		{"rainbow", 0, 0},
	} {
		r, _ := canfield.Preset(tc.preset)
		st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, 1))
		s := New(Options{TTBytes: 1 << 20, MaxNodes: tc.nodes})
		s.st, s.rules = st, st.Rules()
		if got := s.beamBudget(); got != tc.want {
			t.Errorf("%s, %d nodes: beam budget %d, want %d", tc.preset, tc.nodes, got, tc.want)
		}
	}
}

// TestWideningWins: superior seed 43, which a 1 s solve on two threads
// left undecided before the second thread widened its beams (the first
// thread's beam among its phases), is won by widening beams of the second
// thread's score within 1,000,000 nodes, and the line replays to a won
// game.
func TestWideningWins(t *testing.T) {
	r, st := seededState(t, "superior", 43)
	s := New(Options{TTBytes: 8 << 20})
	s.begin(context.Background(), st)
	if !s.widening(st, 1_000_000, beamSecond) {
		t.Fatalf("superior seed 43: widening lost its win (%d nodes, stop %q)", s.nodes, s.stop)
	}
	if err := Replay(st, s.solution()); err != nil {
		t.Fatalf("superior seed 43: %v", err)
	}
	s.begin(context.Background(), st)
	if s.beam(st, beamWidth(r), beamNodes, beamFirst) {
		t.Logf("superior seed 43: the first thread's beam now wins it too")
	}
}

// TestWasteWideningWins: superior seed 2571 is won by widening with the
// waste's cards taken off (beamSecondWaste) within 300,000 nodes, and by
// the second thread's scores in turn (secondWeights) within twice that,
// while beamSecond alone did not win it in 1,200,000 nodes when the
// weight was chosen (logged if it now does).
func TestWasteWideningWins(t *testing.T) {
	r, st := seededState(t, "superior", 2571)
	s := New(Options{TTBytes: 8 << 20})
	for _, c := range []struct {
		name   string
		ws     []beamWeights
		budget int64
	}{
		{"beamSecondWaste", []beamWeights{beamSecondWaste}, 300_000},
		{"secondWeights", secondWeights(r), 600_000},
	} {
		s.begin(context.Background(), st)
		if !s.widening(st, c.budget, c.ws...) {
			t.Fatalf("superior seed 2571: widening with %s lost its win (%d nodes, stop %q)", c.name, s.nodes, s.stop)
		}
		if err := Replay(st, s.solution()); err != nil {
			t.Fatalf("superior seed 2571, %s: %v", c.name, err)
		}
	}
	s.begin(context.Background(), st)
	if s.widening(st, 1_200_000, beamSecond) {
		t.Logf("superior seed 2571: beamSecond alone now wins it too (%d nodes)", s.nodes)
	}
}
