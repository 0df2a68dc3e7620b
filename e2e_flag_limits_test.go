package main

// End-to-end tests of the number flags: every count, size and duration
// flag of every command, at its limits and past them.

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alecthomas/kong"
)

// numberFlags returns "command --flag" for every flag of the command line
// whose value is a number or a duration: the numbers that name a deal or
// a game (SeedFlag, PySolFlag, type:"game"), read by their own types, are
// left to their own tests.
func numberFlags(t *testing.T) []string {
	t.Helper()
	parser, err := kong.New(&CLI{}, kong.NamedMapper("game", gameMapper()))
	if err != nil {
		t.Fatal(err)
	}
	var flags []string
	for _, cmd := range parser.Model.Children {
		for _, f := range cmd.Flags {
			if f.Tag != nil && f.Tag.Type == "game" {
				continue
			}
			ty := f.Target.Type()
			if ty.Kind() == reflect.Pointer {
				ty = ty.Elem()
			}
			switch ty.Kind() {
			case reflect.Int, reflect.Int64, reflect.Float64:
				flags = append(flags, cmd.Name+" --"+f.Name)
			}
		}
	}
	return flags
}

// limitCase is one command line of TestNumberFlagLimits: refused with
// want (exit 2), or, with want "", taken and run.
type limitCase struct {
	args []string
	want string
}

// names reports whether the case gives the flag ("command --flag").
func (c limitCase) names(flag string) bool {
	cmd, name, _ := strings.Cut(flag, " ")
	if c.args[0] != cmd {
		return false
	}
	for _, a := range c.args[1:] {
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

// TestNumberFlagLimits gives every number flag of every command (the
// test fails on a flag it does not name) a value past its limits, the
// largest a flag's type holds among them: each is refused, exit 2, with
// a message naming the flag, the value and what it takes, never a panic or
// memory asked for in proportion (--samples 4611686018427387904 panicked
// in makeslice; --samples 1000000000 asked for 12 GB). A flag without an
// upper limit (a node or time budget, a display count, sim's --games,
// which plays one game after another) is given its type's largest value
// and runs: it ends well, or is still running after a second, below 200
// MB; a limit is taken at its value.
func TestNumberFlagLimits(t *testing.T) {
	rec := filepath.Join("testdata", "replay-progress.cfr")
	const huge, hugeTime = "9223372036854775807", "2562047h47m16.854775807s" // int64's and time.Duration's largest
	hintSim := []string{"sim", "--player", "hint", "--games", "1", "--workers", "1"}
	greedySim := []string{"sim", "--player", "greedy", "--games", "1", "--workers", "1"}
	with := func(base []string, args ...string) []string { return append(append([]string(nil), base...), args...) }
	cases := []limitCase{
		{[]string{"sim", "--samples", "4611686018427387904"}, "--samples 4611686018427387904: from 0 to 4096"},
		{[]string{"sim", "--samples", "1000000000"}, "--samples 1000000000: from 0 to 4096"},
		{[]string{"sim", "--max-moves", "20001"}, "--max-moves 20001: from 1 to 20000"},
		{[]string{"sim", "--workers", "257"}, "--workers 257: from 0 to 256"},
		{[]string{"sim", "--games", "0"}, "--games 0: at least 1"},
		{[]string{"sim", "--nodes=-1"}, "--nodes -1: at least 0"},
		{[]string{"sim", "--deep-nodes=-2"}, "--deep-nodes -2: at least -1"},
		{[]string{"sim", "--solve-nodes", "0"}, "--solve-nodes 0: at least 1"},
		{[]string{"analyze", rec, "--samples", "4611686018427387904"}, "--samples 4611686018427387904: from 0 to 4096"},
		{[]string{"analyze", rec, "--nodes", "0"}, "--nodes 0: at least 1"},
		{[]string{"analyze", rec, "--top=-1"}, "--top -1: at least 0"},
		{[]string{"hint", rec, "--top=-1"}, "--top -1: at least 0"},
		{[]string{"replay", rec, "--to", huge}, "--to " + huge + ": game 1 has 20 moves; give 0 to 20"},
		{[]string{"solve", "--seed", "1", "--table-mb", huge}, "--table-mb " + huge + ": from 0 to 4096 (MiB; a table is allocated whole)"},
		{[]string{"solve", "--seed", "1", "--workers", "257"}, "--workers 257: from 0 to 256"},
		{[]string{"solve", "--seed", "1", "--threads", "3"}, "--threads 3: 1 or 2"},
		{[]string{"solve", "--seed", "1", "--count", "100001"}, "--count 100001: from 1 to 100000"},
		{[]string{"solve", "--hidden", "--rules", "small-2x5", "--sample", huge}, "--sample " + huge + ": from 0 to 100000"},
		{[]string{"solve", "--hidden", "--rules", "small-2x5", "--all", "--memory-mb", huge}, "--memory-mb " + huge + ": from 1 to 4096"},
		{[]string{"solve", "--seed", "1", "--nodes=-1"}, "--nodes -1: at least 0"},
		{[]string{"solve", "--seed", "1", "--timeout=-1s"}, "--timeout -1s: a time from 0 (0: none)"},
		{[]string{"serve", "--port", "65536"}, "--port: 65536 is not a port (0 to 65535)"},

		// Taken at the limit, the hint player sampling it.
		{with(hintSim, "--samples", "4096"), ""},
		{with(greedySim, "--max-moves", "20000", "--workers", "256"), ""},
		{[]string{"analyze", rec, "--samples", "4096", "--no-ask"}, ""},
		{[]string{"solve", "--seed", "1", "--count", "100000", "--nodes", "10", "--threads", "2"}, ""},
		// No upper limit: the type's largest value runs.
		{[]string{"sim", "--player", "greedy", "--games", huge}, ""},
		{with(hintSim, "--nodes", huge, "--deep-nodes", huge), ""},
		{[]string{"sim", "--player", "omniscient", "--games", "1", "--solve-nodes", huge}, ""},
		{[]string{"analyze", rec, "--top", huge, "--nodes", huge, "--samples", "1", "--no-ask"}, ""},
		{[]string{"hint", rec, "--top", huge}, ""},
		{[]string{"replay", rec, "--to", "20"}, ""},
		{[]string{"solve", "--seed", "1", "--timeout", hugeTime, "--nodes", huge}, ""},
	}
	for _, flag := range numberFlags(t) {
		named := false
		for _, c := range cases {
			named = named || c.names(flag)
		}
		if !named {
			t.Errorf("%s is a number flag that no case gives", flag)
		}
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			if c.want != "" {
				// Refused at once; bounded all the same, so that a value
				// taken by mistake fails the test instead of running on.
				r := runBriefly(t, 30*time.Second, c.args...)
				var ee *exec.ExitError
				if !errors.As(r.err, &ee) || ee.ExitCode() != 2 || !strings.Contains(r.out, c.want) || strings.Contains(r.out, "panic") {
					t.Errorf("ended with %v (still running: %v), want exit 2 and %q:\n%.600s", r.err, r.running, c.want, r.out)
				}
				return
			}
			r := runBriefly(t, time.Second, c.args...)
			t.Logf("peak resident memory %d MB", r.peakMB)
			if r.err != nil || strings.Contains(r.out, "panic") {
				t.Errorf("ended with %v, want exit 0 or still running after a second:\n%.600s", r.err, r.out)
			}
			if r.peakMB >= peakLimitMB {
				t.Errorf("peak resident memory %d MB or more, want below %d", r.peakMB, peakLimitMB)
			}
		})
	}
}

// peakLimitMB is the most resident memory a command of
// TestNumberFlagLimits may take: runBriefly stops it there.
const peakLimitMB = 200

// briefRun is what runBriefly saw.
type briefRun struct {
	out     string // standard output and error
	err     error  // how it ended: nil for exit 0 or still running at the end
	running bool   // still running at the end (then stopped)
	peakMB  int64  // the most resident memory read while it ran (VmHWM)
}

// runBriefly runs the binary for at most d, reading its peak resident
// memory from /proc as it runs, and stops it if it is still running then,
// or as soon as its memory reaches peakLimitMB.
func runBriefly(t *testing.T, d time.Duration, args ...string) briefRun {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, canfieldBinary(t), args...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(t.TempDir(), "home"), "NO_COLOR=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var r briefRun
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for {
		if kb := vmHWM(cmd.Process.Pid); kb>>10 > r.peakMB {
			r.peakMB = kb >> 10
		}
		if r.peakMB >= peakLimitMB {
			cancel()
		}
		select {
		case err := <-done:
			r.out = out.String()
			if r.running = ctx.Err() != nil && r.peakMB < peakLimitMB; !r.running {
				r.err = err
			}
			return r
		case <-tick.C:
		}
	}
}

// vmHWM returns the peak resident memory of process pid in KiB, 0 when
// it cannot be read.
func vmHWM(pid int) int64 {
	f, err := os.Open(filepath.Join("/proc", strconv.Itoa(pid), "status"))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb
		}
	}
	return 0
}
