package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// maxSkip is the most bytes of one too-long line a lineReader skips
// looking for its end: past it the input is taken for endless (a stream of
// zeros) and reading stops with an error.
const maxSkip = 64 << 20

// errEndlessLine is the error of a line longer than maxSkip.
var errEndlessLine = fmt.Errorf("too long (more than %d MiB without a line end)", maxSkip>>20)

// lineReader reads lines of at most max bytes each, in bounded memory: a
// longer line is skipped to its end (up to maxSkip bytes) and reported,
// never held whole.
type lineReader struct {
	r   *bufio.Reader
	max int
	n   int // number of the last line read
}

func newLineReader(r io.Reader, max int) *lineReader {
	return &lineReader{r: bufio.NewReader(r), max: max}
}

// next returns the next line without its line end ("\n" or "\r\n"), its
// number, and whether it was longer than max (then text is empty). At the
// end of the input it returns io.EOF.
func (lr *lineReader) next() (text []byte, num int, tooLong bool, err error) {
	var b []byte
	skipped := 0
	for {
		chunk, err := lr.r.ReadSlice('\n')
		if tooLong {
			if skipped += len(chunk); skipped > maxSkip {
				return nil, lr.n + 1, true, errEndlessLine
			}
		} else {
			if len(b)+len(chunk) > lr.max+2 { // +2: the line end
				tooLong, b = true, nil
			} else {
				b = append(b, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) && len(b) == 0 && !tooLong {
			return nil, lr.n, false, io.EOF
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, lr.n, false, err
		}
		lr.n++
		if len(b) > 0 && b[len(b)-1] == '\n' {
			b = b[:len(b)-1]
		}
		if len(b) > 0 && b[len(b)-1] == '\r' {
			b = b[:len(b)-1]
		}
		if len(b) > lr.max {
			tooLong, b = true, nil
		}
		return b, lr.n, tooLong, nil
	}
}
