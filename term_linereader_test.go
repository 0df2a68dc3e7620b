package main

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

// FuzzLineReader checks the bounded line reader against splitting the
// whole text: every line up to max comes back as it is (without its line
// end), every longer one is reported too long, with the right numbers.
func FuzzLineReader(f *testing.F) {
	for _, s := range []string{"", "a", "a\nb", "a\r\nb\r\n", "\n\n", strings.Repeat("x", 100) + "\nshort\n", "\r", "a\rb\n"} {
		f.Add(s, uint8(10))
	}
	f.Fuzz(func(t *testing.T, text string, m uint8) {
		max := int(m%64) + 1
		lr := &lineReader{r: bufio.NewReaderSize(strings.NewReader(text), 16), max: max}
		want := strings.Split(text, "\n")
		if want[len(want)-1] == "" {
			want = want[:len(want)-1]
		}
		for i, w := range want {
			got, num, tooLong, err := lr.next()
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			w = strings.TrimSuffix(w, "\r")
			if num != i+1 || tooLong != (len(w) > max) || (!tooLong && string(got) != w) || (tooLong && got != nil) {
				t.Fatalf("line %d of %q (max %d): got %q, number %d, too long %v", i+1, text, max, got, num, tooLong)
			}
		}
		if _, _, _, err := lr.next(); !errors.Is(err, io.EOF) {
			t.Fatalf("after the last line: %v", err)
		}
	})
}
