package solver

import (
	"bufio"
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestOracleFull compares the solver with every verdict of ../shared/oracle
// (Solvitaire under its canfield preset = our wolter, and under the
// project's classic). It takes minutes, so it runs only when
// CANFIELD_ORACLE=1; CANFIELD_ORACLE_TIMEOUT sets the time per deal
// (default 10s), CANFIELD_ORACLE_THREADS=2 solves one deal at a time on
// two threads (Options.Threads) instead of two deals at once on one
// each. A deal we call lost that Solvitaire won is a failure; one
// we won that it called lost is logged (our line has been replayed through
// the rules engine, so the other solver missed it).
func TestOracleFull(t *testing.T) {
	if os.Getenv("CANFIELD_ORACLE") != "1" {
		t.Skip("set CANFIELD_ORACLE=1 to compare with all of ../shared/oracle")
	}
	timeout := 10 * time.Second
	if v := os.Getenv("CANFIELD_ORACLE_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		timeout = d
	}
	workers, threads := 2, 1
	if os.Getenv("CANFIELD_ORACLE_THREADS") == "2" {
		workers, threads = 1, 2 // one deal at a time on two threads (shared.go)
	}
	const dir = "../../../shared/oracle/" // from hint/solver
	lines := readLines(t, dir+"deals.txt")
	for _, tc := range []struct{ preset, file string }{
		{"wolter", "verdicts.tsv"},
		{"classic", "verdicts-classic.tsv"},
	} {
		t.Run(tc.preset, func(t *testing.T) {
			r, _ := canfield.Preset(tc.preset)
			verdicts := readLines(t, dir+tc.file)[1:] // header
			if len(verdicts) != len(lines) {
				t.Fatalf("%d verdicts for %d deals", len(verdicts), len(lines))
			}
			got := make([]Result, len(lines))
			var wg sync.WaitGroup
			next := make(chan int)
			for range workers {
				wg.Go(func() {
					s := New(Options{Timeout: timeout, Threads: threads})
					for i := range next {
						deal, err := notation.ParseDeal(r, lines[i])
						if err != nil {
							t.Error(err)
							continue
						}
						st, _ := canfield.NewState(r, deal)
						res, err := s.Solve(context.Background(), st)
						if err != nil {
							t.Errorf("deal %d: %v", i+1, err)
						}
						got[i] = res
					}
				})
			}
			for i := range lines {
				next <- i
			}
			close(next)
			wg.Wait()
			agree, both, weDecide, theyDecide := 0, 0, 0, 0
			for i, res := range got {
				theirs := strings.Split(verdicts[i], "\t")[1]
				ours := res.Verdict.String()
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
					t.Errorf("deal %d: we say lost, Solvitaire won it", i+1)
				default:
					t.Logf("deal %d: we won it (replayed), Solvitaire says %s", i+1, theirs)
				}
			}
			t.Logf("%s: %d deals, we decide %d, Solvitaire %d, both %d, agree %d (timeout %v, %d thread(s) a deal)",
				tc.preset, len(lines), weDecide, theyDecide, both, agree, timeout, threads)
		})
	}
}

func readLines(t *testing.T, file string) []string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
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
		t.Fatal(err)
	}
	return out
}
