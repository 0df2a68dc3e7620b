package main

// End-to-end tests of where games are saved: the real binary, line mode.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"canfield/notation"
)

// recordGames reads the games of a record file.
func recordGames(t *testing.T, path string) []*notation.Record {
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

// TestResumeKeepsEveryGame resumes a file of three games: the two before
// the one resumed stay in it byte for byte, whatever is played.
func TestResumeKeepsEveryGame(t *testing.T) {
	orig, err := os.ReadFile(filepath.Join("testdata", "replay-several.cfr"))
	if err != nil {
		t.Fatal(err)
	}
	lastStart := bytes.LastIndex(orig, []byte("[Rules"))
	for _, script := range []string{"", "d\nq\n", "d\nresign\nyes\n"} {
		dir := t.TempDir()
		file := filepath.Join(dir, "s.cfr")
		if err := os.WriteFile(file, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		out, code := runBin(t, dir, script, "play", "--resume", file)
		if code != 0 {
			t.Fatalf("script %q: exit %d\n%s", script, code, out)
		}
		if n := len(recordGames(t, file)); n != 3 {
			t.Fatalf("script %q: the file holds %d games after the resume, want 3\n%s", script, n, out)
		}
		now, _ := os.ReadFile(file)
		if !bytes.HasPrefix(now, orig[:lastStart]) {
			t.Fatalf("script %q: the games before the one resumed changed:\n%s", script, now)
		}
	}
}

// TestGamesNeverOverwriteEachOther plays five games within a second into
// default files, then two at once into the same --out, then one into a
// file that holds a game already: no game is ever lost.
func TestGamesNeverOverwriteEachOther(t *testing.T) {
	home := t.TempDir()
	for _, seed := range []string{"1", "2", "3", "4", "5"} {
		out, code := runBin(t, home, "d\nresign\nyes\n", "play", "--seed", seed)
		if code != 0 || !strings.Contains(out, "The game is saved to "+filepath.Join(home, "games")+string(filepath.Separator)) {
			t.Fatalf("seed %s: exit %d, or not told where the game goes\n%s", seed, code, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr"))
	if len(files) != 5 {
		t.Fatalf("five games left %d record files: %v", len(files), files)
	}

	// Two processes, one --out: the second is refused while the first plays.
	out := filepath.Join(t.TempDir(), "same.cfr")
	first := exec.Command(canfieldBinary(t), "play", "--seed", "7", "--out", out)
	first.Env = append(os.Environ(), "CANFIELD_HOME="+home)
	stdin, err := first.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var firstOut bytes.Buffer
	first.Stdout, first.Stderr = &firstOut, &firstOut
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer first.Process.Kill()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(firstOut.String(), "Move (? for help):") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	msg, code := runBin(t, home, "d\nresign\nyes\n", "play", "--seed", "8", "--out", out)
	if code == 0 || !strings.Contains(msg, "being saved to by another canfield") {
		t.Fatalf("a second game into %s: exit %d\n%s", out, code, msg)
	}
	stdin.Write([]byte("d\nd\nq\n"))
	stdin.Close()
	if err := first.Wait(); err != nil {
		t.Fatalf("first game: %v\n%s", err, firstOut.String())
	}
	if g := recordGames(t, out); len(g) != 1 || len(g[0].Moves) != 2 {
		t.Fatalf("%s holds %d games, want the first game's 2 moves", out, len(g))
	}

	// A new game into a file with a game: added as the second.
	msg, code = runBin(t, home, "d\nresign\nyes\n", "play", "--seed", "8", "--out", out)
	if code != 0 || !strings.Contains(msg, "this game is added as game 2") {
		t.Fatalf("a game added to %s: exit %d\n%s", out, code, msg)
	}
	if g := recordGames(t, out); len(g) != 2 || len(g[0].Moves) != 2 {
		t.Fatalf("%s holds %d games, want 2 with the first unchanged", out, len(g))
	}
}

// TestSaveKeepsFilesAsTheyAre saves through a link, beside a named pipe,
// into a read-only record and over a record with its own mode.
func TestSaveKeepsFilesAsTheyAre(t *testing.T) {
	home := t.TempDir()
	dir := t.TempDir()

	// A named pipe is refused, and stays a pipe.
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes:", err)
	}
	msg, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", fifo)
	if fi, err := os.Lstat(fifo); code == 0 || err != nil || fi.Mode()&os.ModeNamedPipe == 0 || !strings.Contains(msg, "is not a regular file (a named pipe)") {
		t.Fatalf("--out a named pipe: exit %d, pipe now %v\n%s", code, fi.Mode(), msg)
	}

	// Through a link: the target gets the game, the link stays a link.
	target := filepath.Join(dir, "target.cfr")
	link := filepath.Join(dir, "link.cfr")
	if err := os.Symlink("target.cfr", link); err != nil {
		t.Fatal(err)
	}
	if msg, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", link); code != 0 {
		t.Fatalf("--out a link: exit %d\n%s", code, msg)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if g := recordGames(t, target); len(g) != 1 || len(g[0].Moves) != 1 {
		t.Fatalf("the link's target holds %d games", len(g))
	}

	// A new record is 0644; a record's own mode is kept over a resume.
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o644 {
		t.Errorf("new record has mode %v, want 0644", fi.Mode().Perm())
	}
	if err := os.Chmod(target, 0o640); err != nil {
		t.Fatal(err)
	}
	// A temporary file a killed save left is gone once the game starts.
	stale := filepath.Join(dir, ".target.cfr.tmp123456")
	if err := os.WriteFile(stale, []byte("[Res"), 0o600); err != nil {
		t.Fatal(err)
	}
	if msg, code := runBin(t, home, "d\nq\n", "play", "--resume", target); code != 0 {
		t.Fatalf("resume: exit %d\n%s", code, msg)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("resumed record has mode %v, want 0640 kept", fi.Mode().Perm())
	}
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("the temporary file %s survived the start", stale)
	}

	// A read-only record is refused, unchanged.
	if err := os.Chmod(target, 0o444); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(target)
	msg, code = runBin(t, home, "d\nq\n", "play", "--resume", target)
	after, _ := os.ReadFile(target)
	if code == 0 || !bytes.Equal(before, after) || !strings.Contains(msg, "is read-only") {
		t.Fatalf("resume of a read-only record: exit %d, changed %v\n%s", code, !bytes.Equal(before, after), msg)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 0 {
		t.Errorf("files left beside the records: %v", left)
	}
}

// TestImportKeepsTheGamesOfItsOut imports deals twice into one file: the
// second import adds its games after those of the first.
func TestImportKeepsTheGamesOfItsOut(t *testing.T) {
	home := t.TempDir()
	out := filepath.Join(home, "deals.cfr")
	line, code := runBin(t, home, "", "deal", "--seed", "1")
	if code != 0 {
		t.Fatalf("deal: exit %d\n%s", code, line)
	}
	deal := strings.TrimSpace(line[strings.LastIndex(strings.TrimSpace(line), "\n")+1:])
	for i, want := range []string{"Wrote 1 game to " + out, "Wrote 1 game to " + out + " (classic rules), after the 1 game it held."} {
		msg, code := runBin(t, home, deal+"\n", "import", "-", "-o", out)
		if code != 0 || !strings.Contains(msg, want) {
			t.Fatalf("import %d: exit %d, want %q\n%s", i+1, code, want, msg)
		}
	}
	if g := recordGames(t, out); len(g) != 2 {
		t.Fatalf("%s holds %d games, want 2", out, len(g))
	}
}
