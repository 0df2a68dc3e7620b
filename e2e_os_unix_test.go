//go:build unix

package main

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"syscall"
	"testing"
)

// peakKiB returns the peak resident memory of a process that has ended,
// in KiB (rusage's maxrss, as /proc/PID/status's VmHWM).
func peakKiB(ps *os.ProcessState) (int64, bool) {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0, false
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss) / 1024, true // bytes there
	}
	return int64(ru.Maxrss), true
}

// peakEnv names the file where the test binary, started with it set,
// writes the peak resident memory (KiB) of the command its arguments
// name, after running it with its own standard files (peakOf).
const peakEnv = "CANFIELD_TEST_PEAK_FILE"

// peakOf runs os.Args[1:] as a command and writes its peak resident memory
// to the file named by peakEnv, when that is set (TestMain calls it
// first); it returns the command's exit code and whether it ran.
func peakOf() (int, bool) {
	file := os.Getenv(peakEnv)
	if file == "" || len(os.Args) < 2 {
		return 0, false
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	if cmd.ProcessState == nil {
		fmt.Fprintln(os.Stderr, err)
		return 127, true
	}
	if kib, ok := peakKiB(cmd.ProcessState); ok {
		os.WriteFile(file, []byte(strconv.FormatInt(kib, 10)), 0o644)
	}
	return cmd.ProcessState.ExitCode(), true
}

// ptyAttr starts a command in a session of its own with the pty as its
// controlling terminal, as a shell does: Ctrl-C then raises SIGINT in
// cooked mode.
func ptyAttr(t *testing.T) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
}

// mkfifo makes a named pipe.
func mkfifo(path string) error { return syscall.Mkfifo(path, 0o644) }

// interruptSelf sends this process SIGINT, as Ctrl-C at a terminal does.
func interruptSelf() error { return syscall.Kill(os.Getpid(), syscall.SIGINT) }
