//go:build !unix

package main

// terminalColumns returns 0 (not known) where the terminal's size cannot be
// asked for: text is wrapped at the usual 80 columns.
func terminalColumns(w any) int { return 0 }
