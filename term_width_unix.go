//go:build unix

package main

import (
	"golang.org/x/sys/unix"
)

// terminalColumns returns the width of the terminal w writes to, or 0 when
// w is not a terminal or the width is not known.
func terminalColumns(w any) int {
	f, ok := fileOf(w)
	if !ok || !terminal(f) {
		return 0
	}
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}
