package study

import "testing"

// solveThreads gives two threads a deal when the deals solved at once
// leave a CPU free for each, what was asked for otherwise, and one under a
// node budget whatever was asked.
func TestSolveThreadsChoice(t *testing.T) {
	for _, tc := range []struct {
		asked, workers, cpus int
		nodes                int64
		want                 int
	}{
		{0, 1, 2, 0, 2},
		{0, 2, 2, 0, 1},
		{0, 1, 1, 0, 1},
		{0, 2, 4, 0, 2},
		{2, 4, 2, 0, 2},
		{1, 1, 8, 0, 1},
		{2, 1, 2, 100, 1},
	} {
		if got := solveThreads(tc.asked, tc.workers, tc.cpus, tc.nodes); got != tc.want {
			t.Errorf("solveThreads(%d, %d, %d, %d) = %d, want %d", tc.asked, tc.workers, tc.cpus, tc.nodes, got, tc.want)
		}
	}
}
