package main

import (
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSaveInterruptedAtEveryByte saves a real game's record over an older
// one with the disk failing after every possible number of bytes: the
// record is always the old one, whole, with no temporary file left; and a
// save killed after any number of bytes (its temporary file left as it
// was) leaves the old record, the temporary file gone at the next start.
func TestSaveInterruptedAtEveryByte(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "replay-finished.cfr"))
	if err != nil {
		t.Fatal(err)
	}
	newText := string(data)
	oldText := newText[:strings.LastIndex(newText, " ")] + "\n" // the game a few moves before
	dir := t.TempDir()
	path := filepath.Join(dir, "g.cfr")
	for n := 0; n <= len(newText); n++ {
		if err := os.WriteFile(path, []byte(oldText), 0o640); err != nil {
			t.Fatal(err)
		}
		err := writeAtomic(path, []byte(newText), 0o640, func(w io.Writer) io.Writer { return &failAfter{w, n} })
		got, rerr := os.ReadFile(path)
		if rerr != nil {
			t.Fatal(rerr)
		}
		want := oldText
		if n == len(newText) {
			want = newText
			if err != nil {
				t.Fatalf("a write of every byte failed: %v", err)
			}
		} else if !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), "saving "+path+": no space left on device") {
			t.Fatalf("after %d bytes: error %v, want one naming the record and the full disk", n, err)
		}
		if string(got) != want {
			t.Fatalf("after %d bytes the record holds\n%s\nwant\n%s", n, got, want)
		}
		if left := temps(t, dir); len(left) != 0 {
			t.Fatalf("after %d bytes temporary files are left: %v", n, left)
		}
	}

	// Killed: the temporary file stays with what was written of it.
	for n := 0; n <= len(newText); n += 7 {
		if err := os.WriteFile(filepath.Join(dir, tempPrefix(path)+"12345"), []byte(newText[:n]), 0o600); err != nil {
			t.Fatal(err)
		}
		rf, err := openRecordFile(path, forResume)
		if err != nil {
			t.Fatalf("after a save killed at byte %d: %v", n, err)
		}
		if len(rf.games) != 1 || len(temps(t, dir)) != 0 {
			t.Fatalf("after a save killed at byte %d: %d games, temporary files %v", n, len(rf.games), temps(t, dir))
		}
		rf.close()
	}
}

// TestWriteFileAtomicKeepsSpecialFiles writes through a link and at a
// named pipe: the link's target gets the data, the pipe is refused.
func TestWriteFileAtomicKeepsSpecialFiles(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "link")
	if err := os.Symlink("target", link); err != nil {
		t.Fatal(err)
	}
	if err := writeFileAtomic(link, []byte("x\n")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "target")); string(b) != "x\n" {
		t.Fatalf("target holds %q", b)
	}
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip(err)
	}
	if err := writeFileAtomic(fifo, []byte("x\n")); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("writing a pipe: %v", err)
	}
	if fi, _ := os.Lstat(fifo); fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatal("the pipe was replaced")
	}
}

// TestKillNineKeepsTheRecord kills real play processes with SIGKILL at
// moments drawn from a fixed seed, while they save a move after move: the
// record each leaves replays and resumes, and no temporary file survives
// the resume. Six processes, 24 with CANFIELD_LONG=1.
func TestKillNineKeepsTheRecord(t *testing.T) {
	t.Parallel() // child processes in a folder of its own
	runs := 6
	if long() {
		runs = 24
	}
	bin := canfieldBinary(t)
	home := t.TempDir()
	rng := rand.New(rand.NewPCG(14, 9))
	script := strings.Repeat("d\n", 400) + "resign\nyes\n"
	saved, going, caught := 0, 0, 0
	for i := range runs {
		dir := t.TempDir()
		file := filepath.Join(dir, "g.cfr")
		cmd := exec.Command(bin, "play", "--seed", strconv.Itoa(i), "--out", file)
		cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home)
		cmd.Stdin = strings.NewReader(script)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for the first save (a loaded machine starts slowly), then
		// kill at a moment drawn among the saves that follow.
		for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(2 * time.Millisecond) {
			if _, err := os.Stat(file); err == nil {
				break
			}
		}
		time.Sleep(time.Duration(rng.IntN(100)) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		if _, err := os.Stat(file); err != nil {
			continue // killed before the first save
		}
		saved++
		if len(temps(t, dir)) > 0 {
			caught++ // killed in the middle of a save
		}
		if out, code := runBin(t, home, "", "replay", file); code != 0 {
			t.Fatalf("run %d: replay of the record left: exit %d\n%s", i, code, out)
		}
		g := readRecordFile(t, file)
		if res, _ := g[0].Get("Result"); res == "*" {
			going++
			if out, code := runBin(t, home, "q\n", "play", "--resume", file); code != 0 {
				t.Fatalf("run %d: resume: exit %d\n%s", i, code, out)
			}
		} else if out, code := runBin(t, home, "q\n", "play", "--out", file, "--seed", "1"); code != 0 {
			t.Fatalf("run %d: a new game into the file: exit %d\n%s", i, code, out)
		}
		if left := temps(t, dir); len(left) != 0 {
			t.Fatalf("run %d: temporary files survived the next start: %v", i, left)
		}
	}
	if saved < runs/2 {
		t.Fatalf("only %d of %d runs saved before the kill", saved, runs)
	}
	t.Logf("%d of %d runs killed after the first save, %d while the game was going, %d in the middle of a save", saved, runs, going, caught)
}

// failAfter passes n bytes on, then fails every write as a full disk does.
type failAfter struct {
	w io.Writer
	n int
}

func (f *failAfter) Write(b []byte) (int, error) {
	if len(b) <= f.n {
		f.n -= len(b)
		return f.w.Write(b)
	}
	k, _ := f.w.Write(b[:f.n])
	f.n = 0
	return k, syscall.ENOSPC
}

// temps lists the temporary files of saves in dir.
func temps(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp") {
			out = append(out, e.Name())
		}
	}
	return out
}
