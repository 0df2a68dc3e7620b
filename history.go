package main

import (
	"bufio"
	"encoding/json"
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

// appendHistory adds one entry to the history file.
func appendHistory(path string, e historyEntry) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	// One write of one line: appends of whole lines do not interleave.
	_, werr := f.Write(append(b, '\n'))
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	return werr
}

// readHistory reads a history file. A line that is not a valid entry is
// reported through warn with its line number and skipped, so one broken
// line never hides the rest.
func readHistory(r io.Reader, warn func(line int, err error)) ([]historyEntry, error) {
	var out []historyEntry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
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
		out = append(out, e)
	}
	return out, sc.Err()
}
