//go:build !unix

package main

import (
	"errors"
	"os"
)

// fileLock is a lock file beside a record, created exclusively, so that
// two canfield processes never save to the same record. Where the system
// offers no advisory locks, a process killed while holding it leaves the
// file, which the message tells the player to remove.
type fileLock struct{ path string }

// errLocked means another process holds the lock (or a killed one left
// its lock file).
var errLocked = errors.New("locked by another process (remove the .lock file beside it if no canfield is running)")

func lockFile(path string) (*fileLock, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, os.ErrExist) {
		return nil, errLocked
	}
	if err != nil {
		return nil, err
	}
	f.Close()
	return &fileLock{path: path}, nil
}

func (l *fileLock) release() {
	if l != nil && l.path != "" {
		os.Remove(l.path)
		l.path = ""
	}
}
