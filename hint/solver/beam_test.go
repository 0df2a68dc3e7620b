package solver

import (
	"testing"

	"canfield/canfield"
)

// TestBeamWins: superior seed 495, which the depth-first search with its
// probes leaves undecided at 3,500,000 nodes, is won by the beam within a
// 2,000,000-node solve (its beam budget is a quarter of that); the line
// replays to a won game. (Without the beam the same solve does not win it
// today; that is logged, not asserted, so a better search may change it.)
func TestBeamWins(t *testing.T) {
	r, _ := canfield.Preset("superior")
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 495))
	if err != nil {
		t.Fatal(err)
	}
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
