package solver

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestLeafSet solves the leaf positions hint's TestRecordLeafSet wrote
// (classic) at several node budgets, as the hint engine does (a 4 MiB
// table), and logs how many each decides, by the number of cards unseen
// when the hint was asked. Skipped unless CANFIELD_LEAVES names the file;
// CANFIELD_LEAF_NODES lists the budgets (default 3000,30000,300000);
// CANFIELD_LEAF_OUT, when set, receives one line per position and budget
// ("index budget verdict nodes") for comparing two versions.
//
//	CANFIELD_LEAVES=/tmp/leaves.txt go test ./hint/solver -run LeafSet -v
func TestLeafSet(t *testing.T) {
	file := os.Getenv("CANFIELD_LEAVES")
	if file == "" {
		t.Skip("set CANFIELD_LEAVES=FILE to solve recorded leaf positions")
	}
	budgets := []int64{3000, 30000, 300000}
	if v := os.Getenv("CANFIELD_LEAF_NODES"); v != "" {
		budgets = budgets[:0]
		for f := range strings.SplitSeq(v, ",") {
			n, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			budgets = append(budgets, n)
		}
	}
	positions, unseen := readLeaves(t, file)
	var out *bufio.Writer
	if f := os.Getenv("CANFIELD_LEAF_OUT"); f != "" {
		fh, err := os.Create(f)
		if err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		out = bufio.NewWriter(fh)
		defer out.Flush()
	}
	s := New(Options{TTBytes: 4 << 20})
	bucket := func(u int) int {
		switch {
		case u < 10:
			return 0
		case u <= 24:
			return 1
		}
		return 2
	}
	names := []string{"unseen <10", "unseen 10-24", "unseen >24"}
	for _, b := range budgets {
		s.SetBudget(b, 0)
		var count [3][3]int // bucket, verdict
		var nodes int64
		start := time.Now()
		for i, st := range positions {
			res, err := s.Solve(context.Background(), st)
			if err != nil {
				t.Fatalf("position %d: %v", i+1, err)
			}
			count[bucket(unseen[i])][res.Verdict]++
			nodes += res.Nodes
			if out != nil {
				fmt.Fprintf(out, "%d %d %s %d\n", i+1, b, res.Verdict, res.Nodes)
			}
		}
		el := time.Since(start)
		for k, c := range count {
			n := c[0] + c[1] + c[2]
			if n == 0 {
				continue
			}
			t.Logf("%7d nodes, %-13s %5d positions: won %5d lost %5d unknown %5d (%.1f %% undecided)",
				b, names[k], n, c[Won], c[Lost], c[Unknown], 100*float64(c[Unknown])/float64(n))
		}
		t.Logf("%7d nodes: %d positions in %v, %d nodes", b, len(positions), el.Round(time.Millisecond), nodes)
	}
}

// readLeaves reads "unseen<TAB>deal<TAB>moves" lines and replays each.
func readLeaves(t *testing.T, file string) ([]canfield.State, []int) {
	t.Helper()
	r := canfield.Classic
	var states []canfield.State
	var unseen []int
	for i, line := range readLines(t, file) {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("%s:%d: want 3 fields", file, i+1)
		}
		u, err := strconv.Atoi(f[0])
		if err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		deal, err := notation.ParseDeal(r, f[1])
		if err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		moves, err := notation.ParseMoves(f[2])
		if err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		st, err := canfield.NewState(r, deal)
		if err != nil {
			t.Fatalf("%s:%d: %v", file, i+1, err)
		}
		for k, m := range moves {
			if err := st.Legal(m); err != nil {
				t.Fatalf("%s:%d: move %d: %v", file, i+1, k+1, err)
			}
			st.Apply(m)
		}
		states = append(states, st)
		unseen = append(unseen, u)
	}
	return states, unseen
}
