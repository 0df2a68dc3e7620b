package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// runBinFiles runs the binary with the given stdin and stdout files (nil:
// none) and returns its stderr and exit code.
func runBinFiles(t *testing.T, dir string, stdin, stdout *os.File, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1")
	if stdin != nil {
		cmd.Stdin = stdin
	}
	if stdout != nil {
		cmd.Stdout = stdout
	}
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return errOut.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return errOut.String(), 0
}

// TestFullStandardOutput runs every command that prints with its standard
// output on /dev/full: each must fail (exit 1) saying so, never end with 0
// and nothing written.
func TestFullStandardOutput(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	defer full.Close()
	abs, _ := filepath.Abs("testdata/replay-several.cfr")
	lines, _ := filepath.Abs("testdata/replay-progress.cfr")
	dir := t.TempDir()
	jsonl := filepath.Join(dir, "r.jsonl")
	if out, code := runBin(t, dir, "", "solve", "--seed", "1", "--count", "2", "--json", "--out", jsonl); code != 0 {
		t.Fatalf("solve --out: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"solve", "--seed", "1", "--count", "3", "--json"},
		{"solve", "--seed", "1", "--count", "3"},
		{"summary", jsonl},
		{"replay", abs, "--game", "2"},
		{"deal", "--seed", "1"},
		{"hint", lines},
		{"rules"},
		{"rules", "classic"},
		{"sim", "--games", "2", "--player", "greedy"},
		{"sim", "--games", "2", "--player", "greedy", "--json"},
		{"export", abs, "--format", "deal"},
		{"version"},
		{"--help"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			stderr, code := runBinFiles(t, dir, nil, full, args...)
			if code != 1 || !strings.Contains(stderr, "writing standard output: no space left on device") {
				t.Errorf("exit %d, stderr:\n%s", code, stderr)
			}
		})
	}
}

// TestAddingPastALimitTouchesNothing adds to a file of three games a game
// whose Player tag is longer than a line may be, and a record of 20,001
// moves: both are refused naming the limit, and the file is unchanged (its
// games all still read).
func TestAddingPastALimitTouchesNothing(t *testing.T) {
	dir := t.TempDir()
	orig, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	g := filepath.Join(dir, "g.cfr")
	if err := os.WriteFile(g, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := runBin(t, dir, "d\nq\n", "play", "--seed", "1", "--player", strings.Repeat("n", 70000), "--out", g)
	if code != 2 || !strings.Contains(out, "--player") || !strings.Contains(out, "longer than the 65536 bytes a line may hold") {
		t.Errorf("play --player of 70,000 bytes: exit %d\n%.500s", code, out)
	}
	moves := make([]map[string]string, 20001)
	for i := range moves {
		moves[i] = map[string]string{"move": "d"}
	}
	null := func(n int) []any { return make([]any, n) }
	big, _ := json.Marshal(map[string]any{
		"tags":  []map[string]string{{"name": "Result", "value": "*"}},
		"rules": map[string]string{"preset": "classic"},
		"setup": map[string]any{"reserve": null(13), "base": nil, "tableau": null(4), "stock": null(34)},
		"moves": moves,
	})
	bigPath := filepath.Join(dir, "big.json")
	if err := os.WriteFile(bigPath, big, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = runBin(t, dir, "", "import", bigPath, "-o", g)
	if code != 1 || !strings.Contains(out, "20001 moves, more than the 20000 a game may hold") {
		t.Errorf("import of 20,001 moves: exit %d\n%.500s", code, out)
	}
	now, _ := os.ReadFile(g)
	if !bytes.Equal(now, orig) {
		t.Fatalf("the file was changed")
	}
	if out, code := runBin(t, dir, "", "replay", g, "--game", "3"); code != 0 {
		t.Errorf("replay --game 3 after: exit %d\n%s", code, out)
	}
}

// repeating is an endless reader of one text over and over (yes TEXT).
type repeating struct {
	text string
	off  int
}

func (r *repeating) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c := copy(p[n:], r.text[r.off:])
		n += c
		r.off = (r.off + c) % len(r.text)
	}
	return n, nil
}

// TestEndlessInputBoundedMemory gives commands that read an endless input
// (/dev/zero, or "d" lines forever as yes d writes them): each must end
// with an error naming the limit met, its peak resident memory (the
// kernel's count, rusage maxrss, as /proc/PID/status's VmHWM) below 200
// MB.
func TestEndlessInputBoundedMemory(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args  []string
		stdin string // "" for none, else repeated forever
		want  string
	}{
		{[]string{"replay", "/dev/zero"}, "", "line 1, column 1: line too long"},
		{[]string{"replay", "-"}, "d\n", "move 20001: too many moves"},
		{[]string{"replay", "-"}, "\x00", "line 1, column 1: line too long"},
		{[]string{"export", "/dev/zero", "--format", "deal"}, "", "line too long"},
		{[]string{"export", "-", "--format", "deal"}, "d\n", "too many moves"},
		{[]string{"analyze", "/dev/zero"}, "", "line too long"},
		{[]string{"analyze", "-"}, "d\n", "too many moves"},
		{[]string{"hint", "/dev/zero"}, "", "line too long"},
		{[]string{"hint", "-"}, "d\n", "too many moves"},
		{[]string{"import", "/dev/zero"}, "", "line 1: line too long"},
		{[]string{"import", "-"}, "d\n", "\"d\" is not a card"},
		{[]string{"import", "-"}, "{\n", "file too large: more than 64 MiB"},
		{[]string{"stats", "--file", "/dev/zero"}, "", "line 1 too long"},
		{[]string{"stats", "--file", "/dev/stdin"}, "d\n", "more than 1000 lines that are not entries"},
		{[]string{"play", "--seed", "1", "--out", filepath.Join(dir, "z.cfr")}, "\x00", "line 1 of the input too long"},
	} {
		name := strings.Join(tc.args, " ")
		if tc.stdin != "" {
			name = "yes " + strings.TrimSpace(tc.stdin) + " | " + name
		}
		t.Run(name, func(t *testing.T) {
			cmd := exec.Command(canfieldBinary(t), tc.args...)
			cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1")
			if tc.stdin != "" {
				cmd.Stdin = &repeating{text: tc.stdin}
			}
			var errOut bytes.Buffer
			cmd.Stderr = &errOut
			err := cmd.Run()
			if _, ok := err.(*exec.ExitError); !ok {
				t.Fatalf("ended with %v, want an error exit\n%s", err, errOut.String())
			}
			if !strings.Contains(errOut.String(), tc.want) {
				t.Errorf("stderr lacks %q:\n%.500s", tc.want, errOut.String())
			}
			ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			if !ok {
				t.Skip("no rusage here")
			}
			if mb := ru.Maxrss >> 10; mb >= 200 { // Maxrss is in KiB on Linux
				t.Errorf("peak resident memory %d MB, want below 200", mb)
			}
		})
	}
}
