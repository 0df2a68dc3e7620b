//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
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
		{[]string{"solve", "/dev/zero"}, "", "line 1: line too long"},
		{[]string{"solve"}, "d\n", "more than 1000 lines that are not deals"},
		{[]string{"summary", "/dev/zero"}, "", "line 1 too long"},
		{[]string{"summary", "-"}, "d\n", "stdin:1: not a JSON object"},
	} {
		name := strings.Join(tc.args, " ")
		if tc.stdin != "" {
			name = "yes " + strings.TrimSpace(tc.stdin) + " | " + name
		}
		t.Run(name, func(t *testing.T) {
			// Started through this test binary afresh (peakOf), so that its
			// peak is its own: Linux counts a child's peak from its
			// parent's memory until exec, which here is the whole test's.
			peak := filepath.Join(t.TempDir(), "peak")
			cmd := exec.Command(os.Args[0], append([]string{canfieldBinary(t)}, tc.args...)...)
			cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1", peakEnv+"="+peak)
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
			b, err := os.ReadFile(peak)
			kib, perr := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
			if err != nil || perr != nil {
				t.Skip("no rusage here")
			}
			if mb := kib >> 10; mb >= 200 { // Maxrss is in KiB on Linux
				t.Errorf("peak resident memory %d MB, want below 200", mb)
			}
		})
	}
}

// TestFlagValuesRefused gives values out of range, NaN, seeds past the
// last and flags that do not go together: each is refused naming the
// flag, with the exit code of bad usage, never taken silently.
func TestFlagValuesRefused(t *testing.T) {
	dir := t.TempDir()
	rec, _ := filepath.Abs("testdata/replay-several.cfr")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"sim", "--workers=-1"}, 2, "--workers -1: from 0 to 256"},
		{[]string{"sim", "--workers", "10000000"}, 2, "--workers 10000000: from 0 to 256"},
		{[]string{"sim", "--samples=-3"}, 2, "--samples -3: from 0 to 4096"},
		{[]string{"sim", "--solve-nodes=-1"}, 2, "--solve-nodes -1: at least 1"},
		{[]string{"sim", "--max-moves", "0"}, 2, "--max-moves 0: from 1 to 20000"},
		{[]string{"sim", "--seed", "18446744073709551615", "--games", "2"}, 2, "the seeds would go past 18446744073709551615"},
		{[]string{"hint", "--top=-1", rec}, 2, "--top -1: at least 0"},
		{[]string{"analyze", "--samples=-1", rec}, 2, "--samples -1: from 0 to 4096"},
		{[]string{"analyze", "--nodes=0", rec}, 2, "--nodes 0: at least 1"},
		{[]string{"analyze", "--top=-2", rec}, 2, "--top -2: at least 0"},
		{[]string{"analyze", "--ask", "--no-ask", rec}, 2, "--ask and --no-ask: give one or the other"},
		{[]string{"solve", "--seed", "18446744073709551615", "--count", "3"}, 2, "the seeds would go past"},
		{[]string{"solve", "--count", "3"}, 2, "--count 3: counts seeded deals: give --seed N (or --pysol N) with it"},
		{[]string{"export", rec, "--game", "0", "--format", "deal"}, 80, `--game: "0" is not a game number: the games of a file are numbered from 1`},
		{[]string{"hint", rec, "--game", "0"}, 80, `--game: "0" is not a game number`},
		{[]string{"replay", rec, "--game", "0"}, 80, `--game: "0" is not a game number`},
		{[]string{"analyze", rec, "--game", "0"}, 80, `--game: "0" is not a game number`},
		{[]string{"play", "--resume", rec, "--game", "0"}, 80, `--game: "0" is not a game number`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, code := runBin(t, dir, "", tc.args...)
			if code != tc.code || !strings.Contains(out, tc.want) {
				t.Errorf("exit %d, want %d with %q:\n%.400s", code, tc.code, tc.want, out)
			}
		})
	}
}

// inShell runs the binary through sh with a umask, in dir.
func inShell(t *testing.T, dir, umask, stdin string, args ...string) string {
	t.Helper()
	out, err := inShellErr(t, dir, umask, stdin, args...)
	if err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out)
	}
	return out
}

// inShellErr is inShell returning the error of the run.
func inShellErr(t *testing.T, dir, umask, stdin string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("sh", append([]string{"-c", "umask " + umask + "; exec \"$0\" \"$@\"", canfieldBinary(t)}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestFilesTakeTheUmask makes every kind of file under umask 077 and 002:
// each gets 0666 less the umask, as a shell's > gives.
func TestFilesTakeTheUmask(t *testing.T) {
	for _, tc := range []struct {
		umask string
		want  os.FileMode
	}{{"077", 0o600}, {"002", 0o664}} {
		dir := t.TempDir()
		inShell(t, dir, tc.umask, "d\nq\n", "play", "--seed", "1", "--out", "play.cfr")
		inShell(t, dir, tc.umask, "d\nresign\n2\n", "play", "--seed", "1") // the data directory's dated file and the history
		deal := inShell(t, dir, tc.umask, "", "deal", "--seed", "2")
		inShell(t, dir, tc.umask, deal, "import", "-", "-o", "import.cfr")
		inShell(t, dir, tc.umask, "", "solve", "--seed", "1", "--out", "solve.jsonl")
		inShell(t, dir, tc.umask, "", "sim", "--games", "1", "--player", "greedy", "--out", "sim.jsonl")
		files, _ := filepath.Glob(filepath.Join(dir, "home", "games", "*.cfr"))
		files = append(files, filepath.Join(dir, "home", "history.jsonl"))
		for _, f := range []string{"play.cfr", "import.cfr", "solve.jsonl", "sim.jsonl"} {
			files = append(files, filepath.Join(dir, f))
		}
		if len(files) != 6 {
			t.Fatalf("umask %s: files %v", tc.umask, files)
		}
		for _, d := range []string{"home", filepath.Join("home", "games")} {
			fi, err := os.Stat(filepath.Join(dir, d))
			if err != nil {
				t.Fatal(err)
			}
			if want := tc.want | (tc.want&0o444)>>2; fi.Mode().Perm() != want { // x where r
				t.Errorf("umask %s: folder %s has mode %v, want %v", tc.umask, d, fi.Mode().Perm(), want)
			}
		}
		for _, f := range files {
			fi, err := os.Stat(f)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != tc.want {
				t.Errorf("umask %s: %s has mode %v, want %v", tc.umask, filepath.Base(f), fi.Mode().Perm(), tc.want)
			}
		}
	}
}

// TestRewriteKeepsOwnerAndMode resumes, as root, a record of another user
// with mode 0640: the save keeps both.
func TestRewriteKeepsOwnerAndMode(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can make a file of another user")
	}
	dir := t.TempDir()
	g := filepath.Join(dir, "g.cfr")
	inShell(t, dir, "022", "d\nq\n", "play", "--seed", "1", "--out", g)
	if err := os.Chown(g, 1234, 2345); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(g, 0o640); err != nil {
		t.Fatal(err)
	}
	inShell(t, dir, "022", "d\nq\n", "play", "--resume", g)
	fi, err := os.Stat(g)
	if err != nil {
		t.Fatal(err)
	}
	st := fi.Sys().(*syscall.Stat_t)
	if st.Uid != 1234 || st.Gid != 2345 || fi.Mode().Perm() != 0o640 {
		t.Errorf("after the save: owner %d:%d mode %v, want 1234:2345 0640", st.Uid, st.Gid, fi.Mode().Perm())
	}
}

// TestNamesEscapedAndResumable plays into files whose names hold a
// terminal code, a tab and a line break, or start with a dash, and types
// a line with a window-title code: nothing raw reaches the output, and
// the printed resume command runs in a shell.
func TestNamesEscapedAndResumable(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash to run the printed command")
	}
	dir := t.TempDir()
	out, err := inShellErr(t, dir, "022", "\x1b]0;pwned\a\n", "play", "--seed", "1", "--out", "echo.cfr")
	if err == nil || strings.ContainsAny(out, "\x1b\a") || !strings.Contains(out, `\x1b]0;pwned\x07`) {
		t.Errorf("a line with a terminal code: %v\n%q", err, out)
	}
	for _, name := range []string{"x\x1b[2Jy.cfr", "t\tb\nc.cfr", "-x.cfr", "it's here.cfr"} {
		out := inShell(t, dir, "022", "q\n", "play", "--seed", "2", "--out="+name)
		if strings.ContainsAny(out, "\x1b\a") {
			t.Errorf("%q: raw codes in the output:\n%q", name, out)
		}
		_, resume, ok := strings.Cut(out, "Resume it with: ")
		if !ok {
			t.Fatalf("%q: no resume command:\n%s", name, out)
		}
		resume, _, _ = strings.Cut(resume, "\n")
		cmd := exec.Command(bash, "-c", resume)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1", "PATH="+filepath.Dir(canfieldBinary(t))+":"+os.Getenv("PATH"))
		cmd.Stdin = strings.NewReader("q\n")
		got, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(got), "Resumed ") {
			t.Errorf("%q: %s: %v\n%s", name, resume, err, got)
		}
	}
}

// TestResumeLeftUntouched resumes a record whose tags are not in the order
// play writes them and which has no Foundations tag, and quits: the file
// is left byte for byte.
func TestResumeLeftUntouched(t *testing.T) {
	dir := t.TempDir()
	orig, err := os.ReadFile("testdata/replay-progress.cfr")
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, l := range strings.SplitAfter(string(orig), "\n") {
		if !strings.HasPrefix(l, "[Foundations") {
			kept = append(kept, l)
		}
	}
	text := []byte(strings.Join(kept, ""))
	g := filepath.Join(dir, "g.cfr")
	if err := os.WriteFile(g, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, code := runBin(t, dir, "q\n", "play", "--resume", g); code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	if now, _ := os.ReadFile(g); !bytes.Equal(now, text) {
		t.Errorf("resumed and left, the file changed:\n%s", now)
	}
	if out, code := runBin(t, dir, "d\nq\n", "play", "--resume", g); code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	now, _ := os.ReadFile(g)
	if !bytes.HasPrefix(now, text[:bytes.Index(text, []byte("\n\n"))]) {
		t.Errorf("after a move the tags are not in their order:\n%s", now)
	}
}

// TestStudyOutputs: sim --out /dev/null runs, solve --out names a
// directory as such, and summary refuses a negative time and an unknown
// rules preset (whose terminal codes it names escaped).
func TestStudyOutputs(t *testing.T) {
	dir := t.TempDir()
	if out, code := runBin(t, dir, "", "sim", "--games", "2", "--player", "greedy", "--out", "/dev/null"); code != 0 {
		t.Errorf("sim --out /dev/null: exit %d\n%s", code, out)
	}
	if out, code := runBin(t, dir, "", "solve", "--seed", "1", "--out", dir); code != 2 || !strings.Contains(out, "is a directory; give --out a file") {
		t.Errorf("solve --out DIR: exit %d\n%s", code, out)
	}
	jsonl := filepath.Join(dir, "s.jsonl")
	if out, code := runBin(t, dir, "", "solve", "--seed", "1", "--count", "2", "--json", "--out", jsonl); code != 0 {
		t.Fatalf("solve: exit %d\n%s", code, out)
	}
	good, _ := os.ReadFile(jsonl)
	for _, tc := range []struct{ from, to, want string }{
		{`"ms":`, `"ms":-5,"x":`, "ms -5"},
		{`"rules":"classic"`, `"rules":"\u001b[2Jx"`, `rules "\x1b[2Jx": unknown rules preset`},
	} {
		bad := strings.Replace(string(good), tc.from, tc.to, 1)
		if tc.from == `"ms":` {
			// Keep the line strict JSON of a solve: replace the value.
			i := strings.Index(string(good), `"ms":`)
			j := i + strings.IndexAny(string(good[i:]), ",}")
			bad = string(good[:i]) + `"ms":-5` + string(good[j:])
		}
		path := filepath.Join(dir, "bad.jsonl")
		os.WriteFile(path, []byte(bad), 0o644)
		out, code := runBin(t, dir, "", "summary", path)
		if code == 0 || !strings.Contains(out, tc.want) || strings.Contains(out, "\x1b") {
			t.Errorf("summary of a line with %s: exit %d\n%s", tc.to, code, out)
		}
	}
}

// TestStatsReadsAByteOrderMark: a history that starts with a byte-order
// mark loses no entry.
func TestStatsReadsAByteOrderMark(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.jsonl")
	line := `{"rules":"classic","result":"won","foundations":52,"casino":208}` + "\n"
	os.WriteFile(path, []byte("\uFEFF"+line+line), 0o644)
	out, code := runBin(t, dir, "", "stats", "--file", path, "--json")
	if code != 0 || !strings.Contains(out, `"games": 2`) {
		t.Errorf("exit %d\n%s", code, out)
	}
}

// TestEndRequestSavesTheGame sends play SIGTERM and SIGHUP (kill, a
// terminal closed) after a move: each ends the game as Ctrl-C does, with
// the move saved and the "Game saved" and resume lines.
func TestEndRequestSavesTheGame(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			g := filepath.Join(dir, "g.cfr")
			cmd := exec.Command(canfieldBinary(t), "play", "--seed", "1", "--out", g)
			cmd.Env = append(os.Environ(), "CANFIELD_HOME="+filepath.Join(dir, "home"), "NO_COLOR=1")
			in, _ := cmd.StdinPipe()
			pr, pw, _ := os.Pipe()
			cmd.Stdout, cmd.Stderr = pw, pw
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			pw.Close()
			defer in.Close()
			var out bytes.Buffer
			buf := make([]byte, 4096)
			readUntil := func(want string, n int) {
				for strings.Count(out.String(), want) < n {
					k, err := pr.Read(buf)
					out.Write(buf[:k])
					if err != nil {
						t.Fatalf("output ended before %q:\n%s", want, out.String())
					}
				}
			}
			readUntil("Move (? for help)", 1)
			in.Write([]byte("d\n"))
			readUntil("Move (? for help)", 2) // the move is made and saved
			cmd.Process.Signal(sig)
			readUntil("Resume it with:", 1)
			cmd.Wait()
			rec, err := os.ReadFile(g)
			if err != nil || !strings.Contains(string(rec), "1. d") || !strings.Contains(out.String(), "Game saved to") {
				t.Errorf("record %q (%v), output:\n%s", rec, err, out.String())
			}
		})
	}
}

// TestEmptyOrContradictoryInputs: solve of a file with no deal line, stats
// of a file with no entry, and replay of a full setup that its Seed tag
// contradicts are errors, not an empty success.
func TestEmptyOrContradictoryInputs(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, []byte("\n# none\n\n"), 0o644)
	if out, code := runBin(t, dir, "", "solve", empty); code != 2 || !strings.Contains(out, "no deal lines in "+empty) {
		t.Errorf("solve of no deal line: exit %d\n%s", code, out)
	}
	junk := filepath.Join(dir, "junk.jsonl")
	os.WriteFile(junk, []byte("x\ny\n"), 0o644)
	if out, code := runBin(t, dir, "", "stats", "--file", junk); code != 1 || !strings.Contains(out, "no entry in 2 lines: not a history file") {
		t.Errorf("stats of no entry: exit %d\n%s", code, out)
	}
	deal, _ := runBin(t, dir, "", "deal", "--seed", "1")
	rec, code := runBin(t, dir, deal, "import", "-")
	if code != 0 {
		t.Fatal(rec)
	}
	clash := filepath.Join(dir, "clash.cfr")
	os.WriteFile(clash, []byte(strings.Replace(rec, "[Result", "[Seed \"2\"]\n[Result", 1)), 0o644)
	for _, args := range [][]string{{"replay", clash}, {"export", clash, "--format", "deal"}} {
		if out, code := runBin(t, dir, "", args...); code != 1 || !strings.Contains(out, "but the deal of seed 2 has") {
			t.Errorf("%s of a setup its Seed tag contradicts: exit %d\n%s", args[0], code, out)
		}
	}
}

// TestNoticesEscapeTheFileName names, in a file name, a terminal code that
// clears the screen: the notices that name the file (a file of several
// games, a history's skipped line) write it escaped, as the errors do,
// never raw.
func TestNoticesEscapeTheFileName(t *testing.T) {
	dir := t.TempDir()
	games, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	name := "x\x1b[2Jy.cfr"
	if err := os.WriteFile(filepath.Join(dir, name), games, 0o644); err != nil {
		t.Fatal(err)
	}
	line := `{"rules":"classic","result":"won","foundations":52,"casino":208}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "h\x1b[2J.jsonl"), []byte("x\n"+line), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"hint", name}, `x\x1b[2Jy.cfr holds 3 games; hints for game 3`},
		{[]string{"analyze", name, "--samples", "1", "--no-ask"}, `x\x1b[2Jy.cfr holds 3 games; reviewing game 3`},
		{[]string{"export", name, "--format", "deal"}, `x\x1b[2Jy.cfr holds 3 games; exporting game 3`},
		{[]string{"stats", "--file", "h\x1b[2J.jsonl"}, `h\x1b[2J.jsonl:1: skipped: `},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			stderr, code := runBinFiles(t, dir, nil, nil, tc.args...)
			if code != 0 || !strings.Contains(stderr, tc.want) || strings.Contains(stderr, "\x1b") {
				t.Errorf("exit %d, want 0 and %q with no raw escape:\n%q", code, tc.want, stderr)
			}
		})
	}
}
