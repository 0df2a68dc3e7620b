// Command leafset measures how many of the hint engine's leaf positions
// the solver decides at several node budgets, as the hint engine solves
// them (a 4 MiB table), by the number of cards unseen when the hint was
// asked. The positions are a file hint/internal/leafrecord writes
// (classic), one "unseen<TAB>deal<TAB>moves" line a position.
//
// From the module's root:
//
//	go run ./hint/internal/leafrecord -out /tmp/leaves.txt
//	go run ./hint/internal/leafset -nodes 3000,30000,300000 /tmp/leaves.txt
//	go run ./hint/internal/leafset -out /tmp/a.txt /tmp/leaves.txt   # one line a position and budget, to compare two versions
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

func main() {
	nodes := flag.String("nodes", "3000,30000,300000", "the node budgets, separated by commas")
	outFile := flag.String("out", "", "write \"index budget verdict nodes\", one line a position and budget, to this file")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "leafset: usage: leafset [-nodes N,N,...] [-out FILE] LEAVES")
		os.Exit(2)
	}
	var budgets []int64
	for f := range strings.SplitSeq(*nodes, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n <= 0 {
			fmt.Fprintf(os.Stderr, "leafset: -nodes: %q is not a node count\n", f)
			os.Exit(2)
		}
		budgets = append(budgets, n)
	}
	positions, unseen, err := readLeaves(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "leafset:", err)
		os.Exit(2)
	}
	var out *bufio.Writer
	if *outFile != "" {
		fh, err := os.Create(*outFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "leafset:", err)
			os.Exit(2)
		}
		defer fh.Close()
		out = bufio.NewWriter(fh)
		defer out.Flush()
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := measure(ctx, positions, unseen, budgets, out); err != nil {
		fmt.Fprintln(os.Stderr, "leafset:", err)
		os.Exit(1)
	}
}

// measure solves every position at each budget and prints, by how many
// cards were unseen, how many it won, lost and left undecided.
func measure(ctx context.Context, positions []canfield.State, unseen []int, budgets []int64, out *bufio.Writer) error {
	s := solver.New(solver.Options{TTBytes: 4 << 20})
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
			res, err := s.Solve(ctx, st)
			if err != nil {
				return fmt.Errorf("position %d: %w", i+1, err)
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
			fmt.Printf("%7d nodes, %-13s %5d positions: won %5d lost %5d unknown %5d (%.1f %% undecided)\n",
				b, names[k], n, c[solver.Won], c[solver.Lost], c[solver.Unknown], 100*float64(c[solver.Unknown])/float64(n))
		}
		fmt.Printf("%7d nodes: %d positions in %v, %d nodes\n", b, len(positions), el.Round(time.Millisecond), nodes)
	}
	return nil
}

// readLeaves reads "unseen<TAB>deal<TAB>moves" lines (classic) and plays
// each position's moves from its deal.
func readLeaves(file string) ([]canfield.State, []int, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	r := canfield.Classic
	var states []canfield.State
	var unseen []int
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 3 {
			return nil, nil, fmt.Errorf("%s:%d: want 3 fields separated by tabs, got %d", file, line, len(fields))
		}
		u, err := strconv.Atoi(fields[0])
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		deal, err := notation.ParseDeal(r, fields[1])
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		moves, err := notation.ParseMoves(fields[2])
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		st, err := canfield.NewState(r, deal)
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		for k, m := range moves {
			if err := st.Legal(m); err != nil {
				return nil, nil, fmt.Errorf("%s:%d: move %d: %w", file, line, k+1, err)
			}
			st.Apply(m)
		}
		states = append(states, st)
		unseen = append(unseen, u)
	}
	if err := sc.Err(); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", file, err)
	}
	return states, unseen, nil
}
