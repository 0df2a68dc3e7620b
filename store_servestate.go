package main

// What 'canfield serve' keeps between starts, in the data directory,
// readable by the player alone: the page's token and port, so that the
// address printed (and a page open at it) works after a restart, and the
// games going on at the stop, to take up again.

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
)

// serveState is the file serve.json of the data directory.
type serveState struct {
	Token string `json:"token"`
	Port  int    `json:"port,omitempty"`
	// Last is the number the last game was given: numbers go on from
	// there, so that a page open at a game never meets another under its
	// number.
	Last  int              `json:"last,omitempty"`
	Games []serveStateGame `json:"games,omitempty"`
}

// serveStateGame is a game going on when the server stopped: its number
// on the page, its record file and which game of the file it is.
type serveStateGame struct {
	ID   string `json:"id"`
	File string `json:"file"`
	Game int    `json:"game"`
}

// serveStatePath is where the state is kept.
func serveStatePath() string { return filepath.Join(dataDir(), "serve.json") }

// readServeState returns the state kept by the last start. A missing file
// gives an empty state; a file others may read, or one that does not read
// as the state, is not used (an empty state, and the error says why).
func readServeState() (serveState, error) {
	path := serveStatePath()
	fi, err := os.Stat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return serveState{}, nil
	}
	if err != nil {
		return serveState{}, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return serveState{}, fmt.Errorf("%s may be read by other users of this machine (mode %04o)", path, fi.Mode().Perm())
	}
	if fi.Size() > 1<<20 {
		return serveState{}, fmt.Errorf("%s is larger than the state it keeps", path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return serveState{}, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	var st serveState
	if err := json.Unmarshal(data, &st); err != nil || !st.valid() {
		return serveState{}, fmt.Errorf("%s does not read as the state 'canfield serve' keeps", path)
	}
	return st, nil
}

// valid reports whether st is a state the server wrote: a token of 128
// bits in hex, a port, games numbered and with a record file each.
func (st serveState) valid() bool {
	if b, err := hex.DecodeString(st.Token); err != nil || len(b) != 16 {
		return false
	}
	if st.Port < 0 || st.Port > 65535 || st.Last < 0 {
		return false
	}
	for _, g := range st.Games {
		if n, err := strconv.Atoi(g.ID); err != nil || n < 1 || !filepath.IsAbs(g.File) || g.Game < 0 {
			return false
		}
	}
	return true
}

// writeServeState keeps st for the next start: written whole or not at
// all, readable and writable by the player alone from its first byte.
func writeServeState(st serveState) error {
	path := serveStatePath()
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("keeping the page's token in %s: %w", dir, unwrapPath(err))
	}
	f, err := os.CreateTemp(dir, ".serve.json.tmp") // mode 0600
	if err != nil {
		return fmt.Errorf("keeping the page's token in %s: %w", dir, unwrapPath(err))
	}
	tmp := f.Name()
	_, err = f.Write(append(data, '\n'))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("keeping the page's token in %s: %w", path, unwrapPath(err))
	}
	syncDir(dir)
	return nil
}
