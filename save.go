package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// writeFileAtomic writes data to path so that a crash never leaves a
// half-written file: it writes a temporary file in the same directory,
// syncs it, and renames it over path.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := firstErr(werr, serr, cerr); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// dataDir returns the user's data directory for canfield: $XDG_DATA_HOME/
// canfield, or ~/.local/share/canfield (the user config dir elsewhere).
func dataDir() string {
	if d := os.Getenv("CANFIELD_HOME"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "canfield")
	}
	if h, err := os.UserHomeDir(); err == nil {
		return filepath.Join(h, ".local", "share", "canfield")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "canfield")
	}
	return "."
}

// defaultRecordPath is a new dated record file in the data directory.
func defaultRecordPath() string {
	return filepath.Join(dataDir(), "games", time.Now().Format("2006-01-02-150405")+".cfr")
}
