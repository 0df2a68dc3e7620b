package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
