package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// historyEntry is one finished game in the player's history file: one
// JSON object per line, appended when a game ends.
type historyEntry struct {
	Time        time.Time `json:"time"`
	Rules       string    `json:"rules"`
	Result      string    `json:"result"` // won, lost, abandoned
	Foundations int       `json:"foundations"`
	Casino      int       `json:"casino"`
	Moves       int       `json:"moves"`
	Virtual     bool      `json:"virtual,omitempty"`
	Seed        *uint64   `json:"seed,omitempty"`
	Record      string    `json:"record,omitempty"`
}

// historyPath is the history file in the user's data directory.
func historyPath() string { return filepath.Join(dataDir(), "history.jsonl") }

// appendHistory adds one entry to the history file, as one line. A line
// left without its end (by a full disk, or a crash, in an earlier version)
// is ended first, so the new entry is never glued to it; and when the
// write fails, the file is cut back to what it was, so that no half line
// is left.
func appendHistory(path string, e historyEntry) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		return err
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	size := fi.Size()
	line := append(b, '\n')
	if last := make([]byte, 1); size > 0 {
		if _, err := f.ReadAt(last, size-1); err == nil && last[0] != '\n' {
			line = append([]byte{'\n'}, line...)
		}
	}
	// One write of one line: appends of whole lines do not interleave.
	if _, err := f.Write(line); err != nil {
		f.Truncate(size)
		return err
	}
	return f.Sync()
}

// readHistory reads a history file. A line that is not a valid entry is
// reported through warn with its line number and skipped, so one broken
// line never hides the rest.
//
// Reading is bounded: a file past maxHistoryBytes, more than
// maxHistorySkips bad lines (not a history file at all: an endless input,
// say), or a line with no end in sight (lineReader) end it with an error.
func readHistory(r io.Reader, warn func(line int, err error)) ([]historyEntry, error) {
	var out []historyEntry
	cr := &countingReader{r: r}
	lr := newLineReader(cr, maxHistoryLine)
	skips := 0
	for {
		line, n, tooLong, err := lr.next()
		if errors.Is(err, io.EOF) {
			if len(out) == 0 && skips > 0 {
				return out, fmt.Errorf("no entry in %d lines: not a history file", n)
			}
			return out, nil
		}
		if errors.Is(err, errEndlessLine) {
			return out, fmt.Errorf("line %d %w", n, err)
		}
		if err != nil {
			return out, fmt.Errorf("line %d: %w", n+1, err)
		}
		if cr.n > maxHistoryBytes {
			return out, fmt.Errorf("file too large: more than %d MiB at line %d; not a history file", maxHistoryBytes>>20, n)
		}
		skip := func(err error) error {
			warn(n, err)
			if skips++; skips > maxHistorySkips {
				return fmt.Errorf("line %d: more than %d lines that are not entries: not a history file", n, maxHistorySkips)
			}
			return nil
		}
		if tooLong {
			if serr := skip(fmt.Errorf("longer than %d bytes, not an entry", maxHistoryLine)); serr != nil {
				return out, serr
			}
			continue
		}
		if n == 1 {
			line = bytes.TrimPrefix(line, []byte("\uFEFF")) // a byte-order mark
		}
		if len(line) == 0 {
			continue
		}
		var e historyEntry
		if err := json.Unmarshal(line, &e); err != nil {
			if serr := skip(err); serr != nil {
				return out, serr
			}
			continue
		}
		if e.Result == "" || e.Rules == "" {
			if serr := skip(fmt.Errorf("entry without rules or result")); serr != nil {
				return out, serr
			}
			continue
		}
		// Bounds that no game reaches, so that no total can overflow.
		if e.Foundations < 0 || e.Foundations > 52 || e.Casino < -maxCasino || e.Casino > maxCasino || e.Moves < 0 {
			if serr := skip(fmt.Errorf("foundations %d, casino %d or moves %d out of range", e.Foundations, e.Casino, e.Moves)); serr != nil {
				return out, serr
			}
			continue
		}
		out = append(out, e)
	}
}

// maxCasino bounds the casino score of an entry ($5 a card, less the $52
// stake, is at most $208).
const maxCasino = 10000

// maxHistoryBytes bounds the history file read (an entry is a few hundred
// bytes: half a million games and more).
const maxHistoryBytes = 128 << 20

// maxHistorySkips is the most bad lines skipped before the file is taken
// for something else than a history.
const maxHistorySkips = 1000

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// maxHistoryLine is the longest line of the history file read as an
// entry; an entry the program writes is a few hundred bytes.
const maxHistoryLine = 64 << 10
