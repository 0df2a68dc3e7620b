package main

// Files a command reads: one wording and one exit code for a file that
// cannot be read, whichever command names it.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// openInput opens a file a command reads. A missing file, a directory, or
// a file that may not be read is refused in one sentence naming it
// ("nope.cfr: no such file"), with the exit code of bad input (2).
func openInput(name string) (*os.File, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, inputError(name, err)
	}
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		f.Close()
		return nil, &exitError{2, fmt.Errorf("%s is a directory, not a file", name)}
	}
	return f, nil
}

// inputError words err, from opening or reading the file name a command
// was given, as openInput does; other errors are returned as they are.
func inputError(name string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return &exitError{2, fmt.Errorf("%s: no such file", name)}
	case errors.Is(err, fs.ErrPermission):
		return &exitError{2, fmt.Errorf("%s: permission denied", name)}
	}
	return err
}

// withCode gives err the exit code code, unless it carries one already
// (a file refused by openInput keeps its 2).
func withCode(code int, err error) error {
	var ec interface{ ExitCode() int }
	if errors.As(err, &ec) {
		return err
	}
	return &exitError{code, err}
}
