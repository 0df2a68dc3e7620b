package main

// The harness the end-to-end tests share: the binary built once, ways to
// run it (with arguments, with standard input as a script, on a
// pseudo-terminal), the classic deal of seed 5 typed step by step, and
// golden files.

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	expect "github.com/Netflix/go-expect"
	"github.com/creack/pty"
	"github.com/fatih/color"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

var (
	buildOnce sync.Once
	binPath   string
	binDir    string
	buildErr  error
	// diskTemp is the temporary directory the tests were started with,
	// where the binary is built (a folder in memory may forbid running
	// programs from it).
	diskTemp = os.TempDir()
)

// long reports whether the long checks run (CANFIELD_LONG=1): without it
// a check over many runs makes a few, enough to catch a change that breaks
// it outright.
func long() bool { return os.Getenv("CANFIELD_LONG") == "1" }

// TestMain keeps the tests' files in memory where it can (memTemp), and
// removes the binary the end-to-end tests built, so that running the tests
// leaves nothing behind in the temporary directory.
func TestMain(m *testing.M) {
	if code, ok := peakOf(); ok {
		os.Exit(code)
	}
	mem := memTemp()
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	if mem != "" {
		os.RemoveAll(mem)
	}
	os.Exit(code)
}

// memTemp points TMPDIR, and so every t.TempDir, at a new folder in
// /dev/shm (a file system in memory) when TMPDIR is not set and /dev/shm
// takes a folder, and returns that folder ("" when it does not). A game
// saves after every move, and each save syncs the record and its folder
// to the disk: on a disk the package spent half its time waiting for
// those syncs, in memory they return at once. The same code runs, and no
// test can tell a synced file from one in memory: a killed process leaves
// its writes to the kernel either way. TMPDIR=/tmp runs the tests on the
// disk.
func memTemp() string {
	if os.Getenv("TMPDIR") != "" {
		return ""
	}
	dir, err := os.MkdirTemp("/dev/shm", "canfield-test")
	if err != nil {
		return ""
	}
	if err := os.Setenv("TMPDIR", dir); err != nil {
		os.Remove(dir)
		return ""
	}
	return dir
}

// canfieldBinary builds the canfield binary once for the end-to-end tests.
func canfieldBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp(diskTemp, "canfield-e2e")
		if err != nil {
			buildErr = err
			return
		}
		binDir = dir
		binPath = filepath.Join(dir, "canfield")
		build := exec.Command("go", "build", "-o", binPath, ".")
		build.Env = append(os.Environ(), "TMPDIR="+diskTemp)
		out, err := build.CombinedOutput()
		if err != nil {
			buildErr = err
			binPath = string(out)
		}
	})
	if buildErr != nil {
		t.Fatalf("building canfield: %v\n%s", buildErr, binPath)
	}
	return binPath
}

// ptyGame runs the binary on a pseudo-terminal.
type ptyGame struct {
	t   *testing.T
	c   *expect.Console
	cmd *exec.Cmd
	out *bytes.Buffer
}

func startPty(t *testing.T, env []string, args ...string) *ptyGame {
	t.Helper()
	return startPtyCols(t, 0, env, args...)
}

// startPtyCols is startPty on a terminal cols columns wide (0: a size not
// set, which the program reads as not known).
func startPtyCols(t *testing.T, cols int, env []string, args ...string) *ptyGame {
	t.Helper()
	out := new(bytes.Buffer)
	c, err := expect.NewConsole(expect.WithStdout(out), expect.WithDefaultTimeout(15*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if cols > 0 {
		if err := pty.Setsize(c.Tty(), &pty.Winsize{Rows: 50, Cols: uint16(cols)}); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = c.Tty(), c.Tty(), c.Tty()
	cmd.Env = append(os.Environ(), env...)
	// A session of its own with the pty as controlling terminal, as a
	// shell gives it: Ctrl-C then raises SIGINT in cooked mode.
	cmd.SysProcAttr = ptyAttr(t)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.Tty().Close() // the child holds its end; closing ours lets EOF arrive
	g := &ptyGame{t: t, c: c, cmd: cmd, out: out}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
		c.Close()
	})
	return g
}

// expect waits for s in the output.
func (g *ptyGame) expect(s string) {
	g.t.Helper()
	if _, err := g.c.ExpectString(s); err != nil {
		g.t.Fatalf("waiting for %q: %v\noutput so far:\n%s", s, err, g.out.String())
	}
}

func (g *ptyGame) send(s string) {
	g.t.Helper()
	if _, err := g.c.Send(s); err != nil {
		g.t.Fatal(err)
	}
}

// quit sends q at the move prompt and expects the game saved (to a name
// ending as saved says, when saved is not empty) and the program to end
// with exit code 0.
func (g *ptyGame) quit(saved string) {
	g.t.Helper()
	g.send("q\r")
	g.expect("Game saved to" + saved)
	if code := g.wait(); code != 0 {
		g.t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
}

// chooseVirtual answers "Cards at hand?" with n and Enter: a virtual
// deal.
func (g *ptyGame) chooseVirtual() {
	g.t.Helper()
	g.expect("Cards at hand?")
	g.send("n")
	g.send("\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
}

// wait waits for the program to end and returns its exit code.
func (g *ptyGame) wait() int {
	g.t.Helper()
	g.c.ExpectEOF()
	err := g.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		g.t.Fatal(err)
	}
	return 0
}

var update = flag.Bool("update", false, "rewrite golden files")

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file:\n--- got\n%s--- want\n%s", name, got, want)
	}
}

func runCmd(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// runCanfield runs "canfield args..." with stdin and returns the exit code,
// stdout and stderr. Colours are off, so output is plain text.
func runCanfield(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	noColor(t)
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// noColor turns fatih/color off for the test (as NO_COLOR=1 does).
func noColor(t *testing.T) {
	t.Helper()
	old := color.NoColor
	color.NoColor = true
	t.Cleanup(func() { color.NoColor = old })
}

// writeTemp writes text to a file in a temporary directory and returns its
// path.
func writeTemp(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// readRecordFile reads the records of a file.
func readRecordFile(t *testing.T, path string) []*notation.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := notation.ParseRecords(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return recs
}

// seededLines returns the deal lines of seeds 0..n-1 under preset.
func seededLines(t *testing.T, preset string, n int) []string {
	r, err := canfield.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for seed := range uint64(n) {
		lines = append(lines, notation.FormatDeal(canfield.ShuffledDeal(r, seed)))
	}
	return lines
}

// dealRealCards starts a game with cards at hand on a 200-column plain
// terminal and types the given answers, from the reserve's top card on.
func dealRealCards(t *testing.T, answers ...string) *ptyGame {
	t.Helper()
	home := t.TempDir()
	env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1", "TERM=dumb"}
	g := startPtyCols(t, 200, env, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Cards at hand?")
	g.send("1\r")
	g.expect("Card for the reserve's top card")
	for _, c := range answers {
		g.send(c + "\r")
	}
	return g
}

// runLimited runs the binary under a shell with files limited to 512
// bytes (ulimit -f 1): a write past that fails as on a full disk.
func runLimited(t *testing.T, home, stdin string, args ...string) (string, int) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	cmd := exec.Command("sh", append([]string{"-c", `ulimit -f 1 && exec "$0" "$@"`, canfieldBinary(t)}, args...)...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

// historyEntries writes n entries to a history file and returns its text.
func historyEntries(t *testing.T, n int) []byte {
	t.Helper()
	var b bytes.Buffer
	for range n {
		line, _ := json.Marshal(historyEntry{Rules: "classic", Result: "lost", Foundations: 3, Casino: -37, Moves: 9})
		b.Write(append(line, '\n'))
	}
	return b.Bytes()
}

// runMain runs the command line with args and returns its exit code, stdout
// and stderr.
func runMain(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// wonVirtualGame plays the classic virtual deal of seed to a win along
// the solver's line and returns the record's path and the moves played.
func wonVirtualGame(t *testing.T, seed uint64) (string, []string) {
	t.Helper()
	lines := solvedLine(t, canfield.Classic, seed)
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, lines, "--virtual", "--seed", strconv.FormatUint(seed, 10), "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	return file, lines
}

// playLines runs 'canfield play' with the given arguments and the lines as
// standard input (line mode), in a fresh data directory.
func playLines(t *testing.T, lines []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	color.NoColor = true
	t.Setenv("CANFIELD_HOME", t.TempDir())
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Join(lines, "\n") + "\n")
	code = run(context.Background(), append([]string{"play"}, args...), in, &out, &errb)
	return out.String(), errb.String(), code
}

// solvedLine returns the solver's winning line for the virtual deal of
// seed under r, as move tokens a player types.
func solvedLine(t *testing.T, r canfield.Rules, seed uint64) []string {
	t.Helper()
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatal(err)
	}
	res, err := solver.New(solver.Options{Timeout: 20 * time.Second}).Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("seed %d: the solver gives %v, %v; this test needs a won deal", seed, res.Verdict, err)
	}
	var lines []string
	for _, m := range res.Solution {
		lines = append(lines, notation.FormatMove(m))
	}
	return lines
}

// tail returns the last n lines of s, for failure messages.
func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// hintRows returns the first n hint rows after the hints' heading at the
// start of out, leaving out the lines a long reason wraps onto.
func hintRows(out string, n int) []string {
	var rows []string
	for _, l := range strings.Split(out, "\n")[1:] {
		if len(rows) == n {
			break
		}
		if strings.HasPrefix(l, "    ") {
			continue // a wrapped reason
		}
		rows = append(rows, l)
	}
	return rows
}

// runBin runs the binary with stdin and returns its output (stdout and
// stderr) and exit code.
func runBin(t *testing.T, home, stdin string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), 0
}

// step is one line the player types and what the program must say after
// it, in order.
type step struct {
	in   string
	want []string
}

// seed5 is the deal of 'canfield deal --seed 5', played as real cards: the
// tests type what a player would read off the table.
var seed5 = canfield.ShuffledDeal(canfield.Classic, 5)

// card5 is the card at deal position pos of seed5, as typed.
func card5(pos int) string { return notation.FormatCard(seed5[pos]) }

// dealSteps types the classic deal's face-up cards of seed5: the reserve's
// top, the base card and the four columns.
func dealSteps() []step {
	return []step{
		{card5(12), []string{"Card for the base card"}},
		{card5(13), []string{"Card for column 1's card"}},
		{card5(14), []string{"Card for column 2's card"}},
		{card5(15), []string{"Card for column 3's card"}},
		{card5(16), []string{"Card for column 4's card"}},
		{card5(17), []string{"Move (? for help)"}},
	}
}

// runLines runs the binary with the steps' lines as standard input and
// checks that every wanted text appears, in order. It returns the output.
func runLines(t *testing.T, home string, steps []step, args ...string) string {
	t.Helper()
	return runLinesEnv(t, home, nil, steps, args...)
}

// runPty plays the steps on a pseudo-terminal: each line is sent once the
// program has said what the step before wanted. The game must end (the
// last step quits).
func runPty(t *testing.T, home string, steps []step, args ...string) string {
	t.Helper()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, args...)
	for _, s := range steps {
		g.send(s.in + "\r")
		for _, w := range s.want {
			g.expect(w)
		}
	}
	if code := g.wait(); code != 0 {
		t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
	return g.out.String()
}

// readRecord reads the only game of a record file.
func readRecord(t *testing.T, file string) (*notation.Record, string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(data))
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	return rec, string(data)
}

// both runs a test body in line mode and on a pseudo-terminal; the
// terminal runs --plain is false there, so the terminal prompts are used.
func both(t *testing.T, body func(t *testing.T, run func(home string, steps []step, args ...string) string)) {
	t.Run("lines", func(t *testing.T) {
		body(t, func(home string, steps []step, args ...string) string { return runLines(t, home, steps, args...) })
	})
	t.Run("pty", func(t *testing.T) {
		if testing.Short() {
			t.Skip("end-to-end on a terminal")
		}
		body(t, func(home string, steps []step, args ...string) string {
			// On a terminal, play without --resume first asks whether
			// cards are at hand; the first choice is real cards.
			if !contains(args, "--resume") {
				steps = append([]step{{"", []string{"Card for the reserve's top card"}}}, steps...)
			}
			return runPty(t, home, steps, args...)
		})
	})
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// cardText draws c as the game does with colour off.
func cardText(c canfield.Card) string {
	color.NoColor = true
	return newStyle(false).card(c)
}

// saveUnfinished plays the setup of a game at a terminal and quits, so
// that home holds an unfinished game.
func saveUnfinished(t *testing.T, home string) {
	t.Helper()
	steps := append([]step{{"", []string{"Card for the reserve's top card"}}}, dealSteps()...)
	steps = append(steps, step{"q", []string{"Game saved to"}})
	runPty(t, home, steps, "play")
}

// hintBlock returns the hint rows of the first hints shown in a play
// session's output, without the heading (it carries the time taken).
func hintBlock(t *testing.T, out string) string {
	t.Helper()
	const head = "Hints (from the cards you have seen"
	i := strings.Index(out, head)
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	rest := out[i:]
	rest = rest[strings.Index(rest, "\n")+1:]
	if j := strings.Index(rest, "Move (? for help)"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}
