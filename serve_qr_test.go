package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"rsc.io/qr"
)

// TestQRDrawsTheCodesModules reads the modules back from the half blocks
// drawn without colour and compares them with the code's own.
func TestQRDrawsTheCodesModules(t *testing.T) {
	url := "http://192.168.1.20:41234/?t=0123456789abcdef0123456789abcdef"
	var b strings.Builder
	if err := writeQR(&b, url, false); err != nil {
		t.Fatal(err)
	}
	code, err := qr.Encode(url, qr.L)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	n := code.Size + 4
	if len(lines) != (n+1)/2 {
		t.Fatalf("%d lines for %d module rows", len(lines), n)
	}
	for row, l := range lines {
		if utf8.RuneCountInString(l) != n {
			t.Fatalf("line %d is %d wide, want %d", row, utf8.RuneCountInString(l), n)
		}
		for x, r := range []rune(l) {
			// Without colour a block is a light module: top half ▀, bottom ▄.
			top, bottom := r == ' ' || r == '▄', r == ' ' || r == '▀'
			for i, dark := range []bool{top, bottom} {
				y := 2*row + i
				if y >= n {
					continue
				}
				want := x >= 2 && y >= 2 && x < code.Size+2 && y < code.Size+2 && code.Black(x-2, y-2)
				if dark != want {
					t.Fatalf("module (%d,%d) drawn dark=%v, want %v", x, y, dark, want)
				}
			}
		}
	}
}
