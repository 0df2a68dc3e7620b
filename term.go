package main

import (
	"os"

	"github.com/mattn/go-isatty"
)

// terminal reports whether f (a stream of Env) is a terminal: where prompts
// go through promptui, progress lines may be drawn, and a player sits.
func terminal(f any) bool {
	file, ok := f.(*os.File)
	return ok && isatty.IsTerminal(file.Fd())
}
