package main

// The page's address as a QR code drawn on the terminal, so that a phone
// opens it by pointing its camera.

import (
	"fmt"
	"io"
	"strings"

	"rsc.io/qr"
)

// writeQR draws text as a QR code with two text rows a line (half
// blocks), dark modules dark and a quiet zone of light ones around. With
// colour, the code is black on white whatever the terminal's colours;
// with NO_COLOR, light modules are drawn as blocks, which reads on the
// usual light-on-dark terminal.
func writeQR(w io.Writer, text string, colour bool) error {
	code, err := qr.Encode(text, qr.L)
	if err != nil {
		return fmt.Errorf("drawing the address as a QR code: %w", err)
	}
	const quiet = 2
	n := code.Size + 2*quiet
	dark := func(x, y int) bool {
		x, y = x-quiet, y-quiet
		return x >= 0 && y >= 0 && x < code.Size && y < code.Size && code.Black(x, y)
	}
	var b strings.Builder
	for y := 0; y < n; y += 2 {
		if colour {
			b.WriteString("\x1b[30;47m")
		}
		for x := 0; x < n; x++ {
			top, bottom := dark(x, y), y+1 < n && dark(x, y+1)
			if y+1 >= n {
				bottom = false
			}
			if colour {
				// Black ink on a white cell: ▀ inks the top half.
				b.WriteString([]string{" ", "▄", "▀", "█"}[b2i(top)*2+b2i(bottom)])
			} else {
				// Light modules are the blocks.
				b.WriteString([]string{"█", "▀", "▄", " "}[b2i(top)*2+b2i(bottom)])
			}
		}
		if colour {
			b.WriteString("\x1b[0m")
		}
		b.WriteString("\n")
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// b2i is 1 for true.
func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}
