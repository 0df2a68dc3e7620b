//go:build unix

package main

import (
	"errors"
	"os"
	"syscall"
)

// fileLock is an advisory lock held on a lock file beside a record, so
// that two canfield processes never save to the same record. The kernel
// drops it when the process ends, however it ends.
type fileLock struct {
	f    *os.File
	path string
}

// errLocked means another process holds the lock.
var errLocked = errors.New("locked by another process")

// lockFile takes the lock at path, creating the lock file, without waiting.
func lockFile(path string) (*fileLock, error) {
	for range 10 {
		f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
		if err != nil {
			return nil, err
		}
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
			f.Close()
			switch {
			case errors.Is(err, syscall.EWOULDBLOCK):
				return nil, errLocked
			case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOSYS):
				// A file system without locks: go on unlocked.
				return &fileLock{}, nil
			}
			return nil, err
		}
		// The lock holds only if path still names the file locked: a holder
		// that released it may have removed the file in between.
		fi, err1 := f.Stat()
		pi, err2 := os.Stat(path)
		if err1 == nil && err2 == nil && os.SameFile(fi, pi) {
			return &fileLock{f: f, path: path}, nil
		}
		f.Close()
	}
	return nil, errLocked
}

// release removes the lock file and drops the lock.
func (l *fileLock) release() {
	if l == nil || l.f == nil {
		return
	}
	os.Remove(l.path)
	l.f.Close()
	l.f = nil
}
