// Command oracle measures the solver against every verdict of
// ../shared/oracle: Solvitaire's verdicts on 500 deals under its canfield
// preset (the project's wolter) and under the project's classic rules. For
// each preset it prints how many deals each side decides, how many both
// decide and how many of those agree, and names every deal where the two
// disagree. A deal the solver calls lost that Solvitaire won is an error
// (exit 1); one the solver won that Solvitaire called lost is only named,
// since the solver's line has been replayed through the rules engine.
//
// From the module's root:
//
//	go run ./hint/internal/oracle                  # 10 s a deal, two deals at once
//	go run ./hint/internal/oracle -threads 2       # one deal at a time on two threads
//	go run ./hint/internal/oracle -timeout 2s -preset classic
//	go run ./hint/internal/oracle -nodes 300000    # a node budget: the same counts on any machine
//
// The correctness half of this, with a node budget, is a test:
// CANFIELD_LONG=1 go test ./hint/solver -run TestOracleFull.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

func main() {
	dir := flag.String("dir", "../shared/oracle", "the oracle's folder: deals.txt, verdicts.tsv (wolter), verdicts-classic.tsv")
	timeout := flag.Duration("timeout", 10*time.Second, "time a deal (0: none; then give -nodes)")
	nodes := flag.Int64("nodes", 0, "nodes a deal (0: no node budget)")
	threads := flag.Int("threads", 1, "1: two deals at once, one thread each; 2: one deal at a time on two threads")
	preset := flag.String("preset", "", "wolter or classic (default: both)")
	first := flag.Int("first", 0, "only the first N deals (0: all)")
	flag.Parse()
	if flag.NArg() > 0 || (*threads != 1 && *threads != 2) || (*timeout <= 0 && *nodes <= 0) || *first < 0 {
		fmt.Fprintln(os.Stderr, "oracle: usage: oracle [-dir D] [-timeout T] [-nodes N] [-threads 1|2] [-preset wolter|classic] [-first N]")
		os.Exit(2)
	}
	if *preset != "" && *preset != "wolter" && *preset != "classic" {
		fmt.Fprintf(os.Stderr, "oracle: -preset %q: the oracle has wolter and classic\n", *preset)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	failed := false
	for _, tc := range []struct{ preset, file string }{
		{"wolter", "verdicts.tsv"},
		{"classic", "verdicts-classic.tsv"},
	} {
		if *preset != "" && *preset != tc.preset {
			continue
		}
		bad, err := compare(ctx, tc.preset, filepath.Join(*dir, "deals.txt"), filepath.Join(*dir, tc.file), *first,
			solver.Options{Timeout: *timeout, MaxNodes: *nodes, Threads: *threads})
		if err != nil {
			fmt.Fprintln(os.Stderr, "oracle:", err)
			os.Exit(2)
		}
		failed = failed || bad
	}
	if failed {
		os.Exit(1)
	}
}

// compare solves the deals of dealsFile under preset and compares the
// verdicts with those of verdictsFile (a header, then "line<TAB>verdict..."
// a deal). It prints the counts and every disagreement, and reports
// whether the solver called lost a deal Solvitaire won.
func compare(ctx context.Context, preset, dealsFile, verdictsFile string, first int, opts solver.Options) (bad bool, err error) {
	r, err := canfield.Preset(preset)
	if err != nil {
		return false, err
	}
	lines, err := readLines(dealsFile)
	if err != nil {
		return false, err
	}
	verdicts, err := readLines(verdictsFile)
	if err != nil {
		return false, err
	}
	if len(verdicts) == 0 || len(verdicts)-1 != len(lines) {
		return false, fmt.Errorf("%s: %d verdicts for the %d deals of %s", verdictsFile, len(verdicts)-1, len(lines), dealsFile)
	}
	verdicts = verdicts[1:] // the header
	if first > 0 && first < len(lines) {
		lines, verdicts = lines[:first], verdicts[:first]
	}
	states := make([]canfield.State, len(lines))
	for i, line := range lines {
		deal, err := notation.ParseDeal(r, line)
		if err != nil {
			return false, fmt.Errorf("%s line %d: %w", dealsFile, i+1, err)
		}
		if states[i], err = canfield.NewState(r, deal); err != nil {
			return false, fmt.Errorf("%s line %d: %w", dealsFile, i+1, err)
		}
	}
	workers := 2
	if opts.Threads == 2 {
		workers = 1
	}
	got := make([]solver.Result, len(lines))
	errs := make([]error, len(lines))
	start := time.Now()
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Go(func() {
			s := solver.New(opts)
			for i := range next {
				got[i], errs[i] = s.Solve(ctx, states[i])
			}
		})
	}
	for i := range lines {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return false, fmt.Errorf("%s: %w", preset, err)
	}
	agree, both, weDecide, theyDecide := 0, 0, 0, 0
	for i, res := range got {
		f := strings.Split(verdicts[i], "\t")
		if len(f) < 2 {
			return false, fmt.Errorf("%s line %d: no verdict", verdictsFile, i+2)
		}
		theirs, ours := f[1], res.Verdict.String()
		if ours != "unknown" {
			weDecide++
		}
		if theirs != "unknown" {
			theyDecide++
		}
		if ours == "unknown" || theirs == "unknown" {
			continue
		}
		both++
		switch {
		case ours == theirs:
			agree++
		case ours == "lost":
			bad = true
			fmt.Printf("%s deal %d: the solver says lost, Solvitaire won it\n", preset, i+1)
		default:
			fmt.Printf("%s deal %d: the solver won it (its line replays), Solvitaire says %s\n", preset, i+1, theirs)
		}
	}
	budget := fmt.Sprintf("%v a deal", opts.Timeout)
	if opts.MaxNodes > 0 {
		budget = fmt.Sprintf("%d nodes a deal", opts.MaxNodes)
	}
	fmt.Printf("%s: %d deals, the solver decides %d, Solvitaire %d, both %d, agree %d (%s, %d thread(s) a deal, %v)\n",
		preset, len(lines), weDecide, theyDecide, both, agree, budget, opts.Threads, time.Since(start).Round(time.Second))
	return bad, nil
}

// readLines returns the non-blank lines of file, trimmed.
func readLines(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if s := strings.TrimSpace(sc.Text()); s != "" {
			out = append(out, s)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return out, nil
}
