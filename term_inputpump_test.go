package main

import (
	"context"
	"io"
	"testing"
	"time"
)

// TestDiscardDropsWhatIsTypedAheadAndWhileItSettles: what was read but
// not handed out, and what comes while discard waits, is dropped and
// returned; what comes after it is the next line's.
func TestDiscardDropsWhatIsTypedAheadAndWhileItSettles(t *testing.T) {
	r, w := io.Pipe()
	p := newInputPump(r)
	w.Write([]byte("p\np\n"))
	if line, err := p.line(context.Background()); err != nil || line != "p" {
		t.Fatalf("first line %q, %v", line, err)
	}
	done := make(chan string)
	go func() { done <- p.discard(500 * time.Millisecond) }()
	w.Write([]byte("h\n")) // typed while the game was ending
	if got := <-done; got != "p\nh\n" {
		t.Fatalf("dropped %q, want the second p and h", got)
	}
	go w.Write([]byte("y\n"))
	if line, err := p.line(context.Background()); err != nil || line != "y" {
		t.Fatalf("the line after the discard: %q, %v", line, err)
	}
	w.Close()
	if got := p.discard(time.Second); got != "" {
		t.Fatalf("at the input's end dropped %q", got)
	}
}
