package main

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

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
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	if err := writeFileAtomic(fifo, []byte("x\n")); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Fatalf("writing a pipe: %v", err)
	}
	if fi, _ := os.Lstat(fifo); fi.Mode()&os.ModeNamedPipe == 0 {
		t.Fatal("the pipe was replaced")
	}
}
