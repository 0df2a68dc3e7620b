package main

import (
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
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_RDWR, 0o644)
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
func readHistory(r io.Reader, warn func(line int, err error)) ([]historyEntry, error) {
	var out []historyEntry
	lr := newLineReader(r, maxHistoryLine)
	for {
		line, n, tooLong, err := lr.next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, fmt.Errorf("line %d: %w", n+1, err)
		}
		if tooLong {
			warn(n, fmt.Errorf("longer than %d bytes, not an entry", maxHistoryLine))
			continue
		}
		if len(line) == 0 {
			continue
		}
		var e historyEntry
		if err := json.Unmarshal(line, &e); err != nil {
			warn(n, err)
			continue
		}
		if e.Result == "" || e.Rules == "" {
			warn(n, fmt.Errorf("entry without rules or result"))
			continue
		}
		// Bounds that no game reaches, so that no total can overflow.
		if e.Foundations < 0 || e.Foundations > 52 || e.Casino < -maxCasino || e.Casino > maxCasino || e.Moves < 0 {
			warn(n, fmt.Errorf("foundations %d, casino %d or moves %d out of range", e.Foundations, e.Casino, e.Moves))
			continue
		}
		out = append(out, e)
	}
}

// maxCasino bounds the casino score of an entry ($5 a card, less the $52
// stake, is at most $208).
const maxCasino = 10000

// maxHistoryLine is the longest line of the history file read as an
// entry; an entry the program writes is a few hundred bytes.
const maxHistoryLine = 64 << 10
