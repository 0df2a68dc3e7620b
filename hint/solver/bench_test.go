package solver

import (
	"context"
	"testing"
	"time"

	"canfield/canfield"
)

// benchSolve solves every deal of a testdata file under preset, once per
// iteration, with one reused Solver.
func benchSolve(b *testing.B, preset, file string, maxNodes int64) {
	benchSolveWith(b, preset, file, Options{TTBytes: 32 << 20, MaxNodes: maxNodes})
}

// benchSolveWith is benchSolve with the solver's options.
func benchSolveWith(b *testing.B, preset, file string, opts Options) {
	r, err := canfield.Preset(preset)
	if err != nil {
		b.Fatal(err)
	}
	deals := readDeals(b, r, file)
	s := New(opts)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	var nodes int64
	decided, sets := 0, 0
	for b.Loop() {
		sets++
		for _, d := range deals {
			st, err := canfield.NewState(r, d.cards)
			if err != nil {
				b.Fatal(err)
			}
			res, err := s.Solve(ctx, st)
			if err != nil {
				b.Fatal(err)
			}
			nodes += res.Nodes
			if res.Verdict != Unknown {
				decided++
			}
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(sets), "nodes/set")
	b.ReportMetric(float64(decided)/float64(sets), "decided/set")
}

// BenchmarkSolveWolter solves the 16 deals of testdata/bench-wolter.txt.
func BenchmarkSolveWolter(b *testing.B) { benchSolve(b, "wolter", "testdata/bench-wolter.txt", 0) }

// BenchmarkSolveWolterThreads is BenchmarkSolveWolter on two threads a
// deal (shared.go): a time budget of a minute, which none reaches, lets the
// second thread run; nodes/s counts both threads' nodes over wall time.
func BenchmarkSolveWolterThreads(b *testing.B) {
	benchSolveWith(b, "wolter", "testdata/bench-wolter.txt", Options{TTBytes: 32 << 20, Timeout: time.Minute, Threads: 2})
}

// BenchmarkSolveClassic solves the same deals under classic, each cut at
// 200,000 nodes (many classic deals take far longer).
func BenchmarkSolveClassic(b *testing.B) {
	benchSolve(b, "classic", "testdata/bench-wolter.txt", 200_000)
}

// BenchmarkSolveSuperior solves the same deals under superior (no column
// fills by itself), each cut at 1,000,000 nodes.
func BenchmarkSolveSuperior(b *testing.B) {
	benchSolve(b, "superior", "testdata/bench-wolter.txt", 1_000_000)
}

// BenchmarkSolveRainbow solves the same deals under rainbow (draw 1, one
// pass, any card on any), each cut at 200,000 nodes.
func BenchmarkSolveRainbow(b *testing.B) {
	benchSolve(b, "rainbow", "testdata/bench-wolter.txt", 200_000)
}

// BenchmarkSolveDraw1 solves the same deals under draw1 (one card a deal,
// unlimited passes: the cover rule's rules), each cut at 1,000,000 nodes.
func BenchmarkSolveDraw1(b *testing.B) {
	benchSolve(b, "draw1", "testdata/bench-wolter.txt", 1_000_000)
}

// BenchmarkSolveSmall measures the fixed cost of a solve: the ordered deal
// (won by 51 foundation moves under draw1) with a reused Solver and its
// default table, as the hint engine calls it many times per hint.
func BenchmarkSolveSmall(b *testing.B) {
	st := mustState(b, "draw1", orderedDeal)
	s := New(Options{})
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		res, err := s.Solve(ctx, st)
		if err != nil || res.Verdict != Won {
			b.Fatal(res.Verdict, err)
		}
	}
}
