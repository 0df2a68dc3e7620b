package main

// What every command runs with, and how errors become exit codes.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mattn/go-isatty"
)

// Env is what every command runs with: the context (cancelled by Ctrl-C)
// and the standard streams.
type Env struct {
	Ctx    context.Context
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
}

// exitError carries an exit code with an error.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func (e *exitError) Unwrap() error { return e.err }

// ExitCode returns the process exit code for the error.
func (e *exitError) ExitCode() int { return e.code }

// saidError ends a command with an exit code once the player has been
// told all there is to say (Ctrl-C: "Interrupted." and where the game is
// saved): nothing more is written.
type saidError struct{ code int }

func (e *saidError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// ExitCode returns the process exit code.
func (e *saidError) ExitCode() int { return e.code }

// exitCodeOf picks the exit code for err: its own if it has one, else 1.
func exitCodeOf(err error) int {
	var ec interface{ ExitCode() int }
	if errors.As(err, &ec) {
		return ec.ExitCode()
	}
	return 1
}

// terminal reports whether f (a stream of Env) is a terminal: where prompts
// go through promptui, progress lines may be drawn, and a player sits.
func terminal(f any) bool {
	file, ok := fileOf(f)
	return ok && isatty.IsTerminal(file.Fd())
}

// invocation returns how the player can run this program again: "go run ."
// when it runs from go run's build cache (the README's first command),
// "canfield" when that name on the PATH is this program, else the path of
// the program itself.
func invocation() string {
	exe, err := os.Executable()
	if err != nil {
		return "canfield"
	}
	if strings.Contains(exe, string(filepath.Separator)+"go-build") {
		return "go run ."
	}
	if p, err := exec.LookPath("canfield"); err == nil {
		a, aerr := os.Stat(p)
		b, berr := os.Stat(exe)
		if aerr == nil && berr == nil && os.SameFile(a, b) {
			return "canfield"
		}
	}
	return shellQuote(exe)
}
