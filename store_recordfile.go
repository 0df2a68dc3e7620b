package main

// The record file a game is saved to: locked for the session, written
// through links to the real file, keeping the games it held before.

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"canfield/notation"
)

// recordFile is the file a session saves its game to. The games it held
// before the one played (or around the one resumed) are kept byte for byte
// and written around it at every save, so that a file of several games
// never loses one.
type recordFile struct {
	name   string      // as the player gave it, for messages
	real   string      // the file written: name with its links followed
	before []byte      // the games before this one, ending with a blank line
	after  []byte      // the games after the one resumed, if it is not the last
	data   []byte      // the file as read, when opened for resume
	starts []int       // where each game of data starts, when opened for resume
	mode   fs.FileMode // the file's mode to keep; 0 for a new file (the umask's)
	lock   *fileLock
	games  []*notation.Record // the games the file held when opened
	// game is which game of the file (1-based) the session saves: the
	// one resumed, or the one added after the games it held.
	game int
	// stamp is the file as this session last read or wrote it (nil: there
	// was none), to tell when something else has written it since.
	stamp os.FileInfo
	// orig is the file as opened, existed whether there was one: what
	// restore puts back.
	orig    []byte
	existed bool
}

// openMode says what a session does with its record file.
type openMode int

const (
	forNew    openMode = iota // a file that must not exist yet (a default name)
	forAdd                    // add a game after those the file holds, if any
	forResume                 // play on one of the file's games (pick), the last by default
)

// errExists means a default name is taken; the caller tries the next.
var errExists = errors.New("exists")

// lockedError means another canfield process is saving to the record.
type lockedError struct{ name string }

func (e *lockedError) Error() string {
	return fmt.Sprintf("%s is being saved to by another canfield; finish that game first, or give another file with --out", e.name)
}

// openRecordFile locks the record at name and reads the games it holds.
// It refuses, before any card is typed, what a save could not write or
// would destroy: a device or other special file, a read-only record, a
// record another canfield is saving to, a file that is not a record.
func openRecordFile(name string, mode openMode) (*recordFile, error) {
	real, err := followLinks(name)
	if err != nil {
		return nil, err
	}
	rf := &recordFile{name: name, real: real, game: 1} // mode 0: a new file's, as the umask gives
	fi, err := os.Stat(real)
	switch {
	case err == nil && mode == forNew:
		return nil, errExists
	case err == nil && !fi.Mode().IsRegular():
		return nil, fmt.Errorf("%s is not a regular file (%s); give a record file's name", name, kindOf(fi.Mode()))
	case err == nil && (fi.Mode().Perm()&0o200 == 0 || !writable(real)):
		return nil, fmt.Errorf("%s is read-only; to play on, copy it or give another file with --out", name)
	case err == nil:
		rf.mode, rf.existed = fi.Mode().Perm(), true
	case errors.Is(err, fs.ErrNotExist) && mode == forResume:
		return nil, inputError(name, err)
	case !errors.Is(err, fs.ErrNotExist):
		return nil, err
	}
	dir := filepath.Dir(real)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, fmt.Errorf("cannot save games in %s: %w; give another file with --out", dir, unwrapPath(err))
	}
	lock, err := lockFile(filepath.Join(dir, "."+filepath.Base(real)+".lock"))
	switch {
	case errors.Is(err, errLocked) && mode == forNew:
		return nil, errExists
	case errors.Is(err, errLocked):
		return nil, &lockedError{name}
	case err != nil:
		return nil, fmt.Errorf("cannot save games in %s: %w; give another file with --out", dir, unwrapPath(err))
	}
	rf.lock = lock
	removeTemps(real)
	if err := rf.read(mode); err != nil {
		rf.close()
		return nil, err
	}
	rf.stamp, _ = os.Stat(real)
	return rf, nil
}

// read reads the games the file holds (under the lock).
func (rf *recordFile) read(mode openMode) error {
	f, err := os.Open(rf.real)
	if errors.Is(err, fs.ErrNotExist) {
		if mode == forResume {
			return err
		}
		return nil // a new file
	}
	if err != nil {
		return err
	}
	defer f.Close()
	// Read whole to be rewritten at every save, up to the largest record
	// file a reader takes.
	data, err := io.ReadAll(io.LimitReader(f, notation.MaxFileBytes+1))
	if err != nil {
		return err
	}
	if len(data) > notation.MaxFileBytes {
		return fmt.Errorf("%s is larger than %d MiB, the largest record file; give another file with --out", rf.name, notation.MaxFileBytes>>20)
	}
	if jsonLines(data) {
		// Read as a record, its lines would become a comment, and the
		// first save would rewrite the file.
		if mode == forResume {
			return fmt.Errorf("%s holds JSON lines (what solve --out and sim --out write), not game records", rf.name)
		}
		return fmt.Errorf("%s holds JSON lines (what solve --out and sim --out write), not game records; give another file with --out", rf.name)
	}
	if jsonDocument(data) {
		if mode == forResume {
			return fmt.Errorf("%s holds JSON, not game records; 'canfield import %s --out FILE' makes a record of it", rf.name, shellQuote(rf.name))
		}
		return fmt.Errorf("%s holds JSON, not game records; give another file with --out", rf.name)
	}
	sc := notation.NewRecordScanner(bytes.NewReader(data))
	var last notation.Pos
	for sc.Scan() {
		rf.games = append(rf.games, sc.Record())
		last = sc.Start()
		rf.starts = append(rf.starts, lineOffset(data, last.Line))
	}
	if err := sc.Err(); err != nil {
		if mode == forResume {
			return fmt.Errorf("%s: %w", rf.name, err)
		}
		return fmt.Errorf("%s exists and does not read as a record file (%w); give another file with --out", rf.name, err)
	}
	if mode == forResume {
		if len(rf.games) == 0 {
			return fmt.Errorf("%s holds no game", rf.name)
		}
		rf.data = data
		rf.pick(len(rf.games))
		return nil
	}
	rf.orig, rf.before = data, withBlankLine(data)
	rf.game = len(rf.games) + 1
	if len(rf.games) > 0 {
		// The game added must read back as a game of its own. The probe
		// carries a Rules tag, as every game saved does: without one it
		// could not be written under other rules than classic.
		rec := &notation.Record{Tags: []notation.Tag{{Name: notation.TagResult, Value: notation.ResultInProgress}}}
		rec.SetRules(rf.games[0].Rules)
		probe, err := notation.FormatRecord(rec)
		if err != nil {
			return err
		}
		n := 0
		sc := notation.NewRecordScanner(io.MultiReader(bytes.NewReader(rf.before), bytes.NewReader([]byte(probe))))
		for sc.Scan() {
			n++
		}
		if sc.Err() != nil || n != len(rf.games)+1 {
			return fmt.Errorf("%s: its last game has no setup or moves, so a game added would run into it; give another file with --out", rf.name)
		}
	}
	return nil
}

// pick makes game k (1-based) of a file opened for resume the game saved:
// the games before and after it are kept as they are.
func (rf *recordFile) pick(k int) {
	rf.game = k
	rf.before, rf.after = rf.data[:rf.starts[k-1]], nil
	if k < len(rf.starts) {
		rf.after = rf.data[rf.starts[k]:]
	}
}

// gameFlags is what a command reading the file needs to find the game
// saved: " --game K" when the command's own choice would be another game
// (def, the game it takes without --game: the file's last, for every
// command), else "".
func (rf *recordFile) gameFlags(def int) string {
	if rf == nil || rf.game == def {
		return ""
	}
	return " --game " + strconv.Itoa(rf.game)
}

// last is the number of the file's last game once the session's game is
// saved in it.
func (rf *recordFile) last() int { return max(rf.game, len(rf.games)) }

// write saves text as the file's game, between the games around it. The
// file written must keep the limits every reader keeps (a game past one
// would make every game of the file unreadable): past one, nothing is
// written and the error names the limit.
func (rf *recordFile) write(text string) error {
	data := make([]byte, 0, len(rf.before)+len(text)+len(rf.after))
	data = append(data, rf.before...)
	if len(rf.after) > 0 {
		data = append(append(data, withBlankLine([]byte(text))...), rf.after...)
	} else {
		data = append(data, text...)
	}
	if err := rf.checkLimits(text, len(data)); err != nil {
		return err
	}
	if err := writeAtomic(rf.real, data, rf.mode, nil); err != nil {
		if rf.real != rf.name {
			return fmt.Errorf("%w (through the link %s)", err, rf.name)
		}
		return err
	}
	rf.stamp, _ = os.Stat(rf.real)
	return nil
}

// restore puts a file opened to add a game back as it was opened, when
// the game is not to be kept: removed when there was none, its bytes
// written back otherwise. A file changed on disk since is left alone.
func (rf *recordFile) restore() error {
	if rf.changedOnDisk() {
		return fmt.Errorf("%s was changed on disk meanwhile", rf.name)
	}
	if !rf.existed {
		if err := os.Remove(rf.real); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return nil
	}
	if err := writeAtomic(rf.real, rf.orig, rf.mode, nil); err != nil {
		return err
	}
	rf.stamp, _ = os.Stat(rf.real)
	return nil
}

// checkLimits refuses a save of text (one game or more) that would make
// the file, size bytes with the games around it, break a reader's limit.
func (rf *recordFile) checkLimits(text string, size int) error {
	games, moves := 0, 0
	sc := notation.NewRecordScanner(strings.NewReader(text))
	for sc.Scan() {
		games++
		moves += len(sc.Record().Moves)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("saving %s: the game would not read back (%w); nothing was written", rf.name, err)
	}
	for i, g := range rf.games {
		if i+1 != rf.game || rf.data == nil { // not the game this save replaces
			games++
			moves += len(g.Moves)
		}
	}
	if err := notation.CheckFile(games, moves, int64(size)); err != nil {
		return fmt.Errorf("saving %s: %w; nothing was written, give another file with --out", rf.name, err)
	}
	return nil
}

// changedOnDisk reports whether something other than this session has
// written the file since the session last read or wrote it: an editor
// saving over it, say (the lock keeps out other canfields, not editors).
// A file gone since is not changed: the next save makes it again.
func (rf *recordFile) changedOnDisk() bool {
	fi, err := os.Stat(rf.real)
	if err != nil {
		return false
	}
	if rf.stamp == nil {
		return true
	}
	return !os.SameFile(fi, rf.stamp) || fi.Size() != rf.stamp.Size() || !fi.ModTime().Equal(rf.stamp.ModTime())
}

// beside opens a new record file next to this one for a save that must
// not overwrite it: F.cfr gives F.1.cfr (F.2.cfr, ... when taken). It
// holds the games around this one as they were read, so that nothing of
// the file as this session knew it is lost.
func (rf *recordFile) beside() (*recordFile, error) {
	ext := filepath.Ext(rf.name)
	base := strings.TrimSuffix(rf.name, ext)
	for i := 1; i < 1000; i++ {
		nf, err := openRecordFile(base+"."+strconv.Itoa(i)+ext, forNew)
		if errors.Is(err, errExists) {
			continue
		}
		if err != nil {
			return nil, err
		}
		nf.before, nf.after, nf.games, nf.game, nf.mode, nf.data = rf.before, rf.after, rf.games, rf.game, rf.mode, rf.data
		return nf, nil
	}
	return nil, fmt.Errorf("no free name beside %s", rf.name)
}

// close releases the file's lock.
func (rf *recordFile) close() {
	if rf != nil {
		rf.lock.release()
	}
}

// newRecordFile opens a new record in dir named for the time, adding -2,
// -3, ... while a name is taken, so that two games never share a file.
func newRecordFile(dir string, now time.Time) (*recordFile, error) {
	base := now.Format("2006-01-02-150405")
	for i := 1; i < 10000; i++ {
		name := base
		if i > 1 {
			name += "-" + strconv.Itoa(i)
		}
		rf, err := openRecordFile(filepath.Join(dir, name+".cfr"), forNew)
		if errors.Is(err, errExists) {
			continue
		}
		return rf, err
	}
	return nil, fmt.Errorf("%s: no free name for %s", dir, base)
}

// followLinks returns the file that writing name would really change:
// name with its symbolic links followed, so that a save replaces the
// link's target and not the link (a link to a file not made yet makes it).
func followLinks(name string) (string, error) {
	p := name
	for range 40 {
		fi, err := os.Lstat(p)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			return p, nil
		}
		to, err := os.Readlink(p)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(p), to)
		}
		p = to
	}
	return "", fmt.Errorf("%s: too many links", name)
}

// writable reports whether this process may write the file: a save
// renames a new file over it, which the folder would allow even for a file
// the player may not change. (Opening for writing changes nothing.)
func writable(path string) bool {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// kindOf names a file that is not regular.
func kindOf(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeCharDevice != 0, m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// lineOffset returns the byte offset where line n (from 1) of data starts.
func lineOffset(data []byte, n int) int {
	off := 0
	for l := 1; l < n; l++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return len(data)
		}
		off += i + 1
	}
	return off
}

// withBlankLine returns data ending with a blank line, to follow with a
// game (an empty file stays empty).
func withBlankLine(data []byte) []byte {
	data = bytes.TrimRight(data, " \t\r\n")
	if len(data) == 0 {
		return nil
	}
	return append(data, '\n', '\n')
}
