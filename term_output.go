package main

// Standard output, checked: a write that fails (a full disk, a closed
// file) is an error of the command, never lost without a word.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"sync"
)

// checkedWriter is the standard output every command writes to. It keeps
// the first write error; every write after it fails at once with the same
// error, so that a command writing on learns of it as soon as it checks,
// and run reports it when the command ends (exit 1), even when the
// command did not check.
type checkedWriter struct {
	w   io.Writer
	mu  sync.Mutex
	err error
}

// Write writes p, or fails with the first error met.
func (c *checkedWriter) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

// failed returns the first write error as the command's error, or nil.
func (c *checkedWriter) failed() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		return nil
	}
	return fmt.Errorf("writing standard output: %w (what was printed is incomplete)", unwrapPath(c.err))
}

// fileOf returns the file w writes to, through a checkedWriter.
func fileOf(w any) (*os.File, bool) {
	if c, ok := w.(*checkedWriter); ok {
		w = c.w
	}
	f, ok := w.(*os.File)
	return f, ok
}

// unwrapPath drops the path a *PathError names when the message names it.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
