package study

// The --out files of batch runs: one JSON line per deal or game, appended
// a line at a time, read back to resume a run that was stopped.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
)

// outLine is one complete line read back from an --out file.
type outLine struct {
	Num  int    // its line number
	Text []byte // without its newline and surrounding spaces
}

// outFile appends JSON lines to an --out file, each in one write, so a run
// killed at any moment leaves whole lines and at most one cut-short last
// line, which the next --resume drops.
type outFile struct {
	name string
	f    *os.File
	err  error // the first write error
}

// openOut opens the --out file. Without resume the file must not exist or
// be empty. With resume it returns the complete lines the file holds, after
// cutting off a last line without its newline (reported in dropped).
func openOut(name string, resume bool) (out *outFile, lines []outLine, dropped bool, err error) {
	if head, err := readHead(name); err == nil && gameRecordText(head) {
		return nil, nil, false, &InputError{fmt.Errorf("%s is a game record (what play saves), not the results of a run; give --out a new file", name)}
	}
	if fi, err := os.Stat(name); err == nil && fi.IsDir() {
		return nil, nil, false, &InputError{fmt.Errorf("%s is a directory; give --out a file (new, or with --resume one a run wrote)", name)}
	}
	if !resume {
		if fi, err := os.Stat(name); err == nil && fi.Size() > 0 && fi.Mode().IsRegular() {
			return nil, nil, false, &InputError{fmt.Errorf("%s already holds results: add --resume to continue that run, or remove the file", name)}
		}
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
		if err != nil {
			return nil, nil, false, err
		}
		return &outFile{name: name, f: f}, nil, false, nil
	}
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o666)
	if err != nil {
		return nil, nil, false, err
	}
	lines, good, _, err := readLines(f)
	if err == nil {
		var size int64
		size, err = f.Seek(0, io.SeekEnd)
		if err == nil && size > good {
			dropped = true
			err = f.Truncate(good)
		}
	}
	if err == nil {
		_, err = f.Seek(good, io.SeekStart)
	}
	if err != nil {
		f.Close()
		return nil, nil, false, fmt.Errorf("%s: %w", name, err)
	}
	return &outFile{name: name, f: f}, lines, dropped, nil
}

// MaxOutLine is the longest line of an --out file read back: a line
// written holds one deal or game, a few KiB.
const MaxOutLine = 1 << 20

// readLines reads the complete (newline-ended) non-blank lines of r, the
// offset just past the last newline, and what follows it (a last line cut
// short, or nothing).
func readLines(r io.Reader) (lines []outLine, good int64, tail []byte, err error) {
	good, tail, err = eachLine(r, func(l outLine) error {
		lines = append(lines, l)
		return nil
	})
	if err != nil {
		return nil, 0, nil, err
	}
	return lines, good, tail, nil
}

// eachLine calls fn with each complete non-blank line of r as it is read,
// holding one line at a time; it returns the offset just past the last
// newline and what follows it. A line longer than MaxOutLine ends the
// reading with an error ("line N too long"), read no further.
func eachLine(r io.Reader, fn func(outLine) error) (good int64, tail []byte, err error) {
	br := bufio.NewReaderSize(r, 1<<16)
	for num := 1; ; num++ {
		var b []byte
		for {
			chunk, err := br.ReadSlice('\n')
			if len(b)+len(chunk) > MaxOutLine+1 {
				return 0, nil, fmt.Errorf("line %d too long (longer than %d MiB): not the JSON lines of solve or sim", num, MaxOutLine>>20)
			}
			b = append(b, chunk...)
			if errors.Is(err, bufio.ErrBufferFull) {
				continue
			}
			if errors.Is(err, io.EOF) {
				return good, b, nil
			}
			if err != nil {
				return 0, nil, err
			}
			break
		}
		good += int64(len(b))
		if t := bytes.TrimSpace(b); len(t) > 0 {
			if err := fn(outLine{Num: num, Text: t}); err != nil {
				return 0, nil, err
			}
		}
	}
}

// Write appends v as one JSON line. After a failed write it does nothing
// more; the error comes back from Close.
func (o *outFile) Write(v any) {
	if o.err != nil {
		return
	}
	b, err := json.Marshal(v)
	if err == nil {
		_, err = o.f.Write(append(b, '\n'))
	}
	if err != nil {
		o.err = fmt.Errorf("%s: %w", o.name, err)
	}
}

// Close flushes the file to disk and closes it; it returns the first error.
func (o *outFile) Close() error {
	err := o.err
	if e := o.f.Sync(); err == nil && e != nil && !unsyncable(o.f, e) {
		err = fmt.Errorf("%s: %w", o.name, e)
	}
	if e := o.f.Close(); err == nil && e != nil {
		err = fmt.Errorf("%s: %w", o.name, e)
	}
	return err
}

// unsyncable reports whether a failed sync is that of a file that cannot
// be synced, /dev/null or a pipe: what was written went where it goes.
func unsyncable(f *os.File, err error) bool {
	fi, serr := f.Stat()
	return serr == nil && !fi.Mode().IsRegular() && (errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) || errors.Is(err, syscall.EROFS))
}

// Interrupted says how far a run stopped by Ctrl-C got ("interrupted
// after 3 of 10 deals") and, for a run writing to out, how it goes on: the
// same command with --resume (or as it is, when it already resumes) does
// the rest, verb saying what ("solves", "plays").
func Interrupted(done, total int, unit, out string, resume bool, verb string) string {
	msg := fmt.Sprintf("interrupted after %d of %d %s", done, total, unit)
	if out != "" {
		again := "the same command with --resume"
		if resume {
			again = "the same command"
		}
		msg += fmt.Sprintf("; %s %s the other %d (%s keeps the %d done)", again, verb, total-done, out, done)
	}
	return msg
}

// readHead returns the first KiB of the file name.
func readHead(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, 1024)
	n, err := io.ReadFull(f, buf)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		err = nil
	}
	return buf[:n], err
}

// gameRecordText reports whether data begins as a game record does (what
// play saves): its first line that is not blank is a tag, such as
// [Rules "classic"].
func gameRecordText(data []byte) bool {
	data = bytes.TrimLeft(data, " \t\r\n")
	line, _, _ := bytes.Cut(data, []byte("\n"))
	name, value, ok := bytes.Cut(bytes.TrimSpace(line), []byte(" "))
	if !ok || len(name) < 2 || name[0] != '[' || !bytes.HasPrefix(value, []byte(`"`)) {
		return false
	}
	for _, c := range name[1:] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}
