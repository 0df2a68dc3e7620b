package study

// A progress line for a solve run, on a terminal only.

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress draws a one-line progress indicator on a terminal; without one
// it does nothing.
type progress struct {
	w     io.Writer
	total int
	on    bool
	last  time.Time
	drawn bool
}

// newProgress returns the progress of total deals, drawn on w (a
// terminal), or nowhere when w is nil.
func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, total: total, on: w != nil}
}

// show draws how many deals are done and won, at most ten times a second
// (and always the last).
func (p *progress) show(done, won int) {
	if !p.on || time.Since(p.last) < 100*time.Millisecond && done < p.total {
		return
	}
	p.last = time.Now()
	const width = 30
	fill := width * done / max(p.total, 1)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d deals, %d won", strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, p.total, won)
	p.drawn = true
}

// clear wipes the line, before a deal's line is printed on the same
// terminal.
func (p *progress) clear() {
	if p.on && p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}
