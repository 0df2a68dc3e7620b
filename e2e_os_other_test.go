//go:build !unix

package main

import (
	"errors"
	"os"
	"syscall"
	"testing"
)

// peakKiB reports that the peak resident memory of a process is not
// known here: the tests that bound it are skipped.
func peakKiB(ps *os.ProcessState) (int64, bool) { return 0, false }

// peakEnv names the file peakOf writes to where it can (unix).
const peakEnv = "CANFIELD_TEST_PEAK_FILE"

// peakOf does nothing here: TestMain goes on with the tests.
func peakOf() (int, bool) { return 0, false }

// ptyAttr: the terminal tests need a unix pseudo-terminal.
func ptyAttr(t *testing.T) *syscall.SysProcAttr {
	t.Skip("no pseudo-terminal here")
	return nil
}

// mkfifo: no named pipes here.
func mkfifo(path string) error { return errors.New("no named pipes here") }

// interruptSelf: no signal to send here.
func interruptSelf() error { return errors.New("no SIGINT to send here") }
