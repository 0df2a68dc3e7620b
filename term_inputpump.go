package main

// The terminal's input, read in one goroutine and handed out as lines (the
// line prompts) or as bytes (a promptui menu), so that nothing typed ahead
// is lost between prompts.

import (
	"context"
	"io"
	"strings"
	"sync"
	"time"
)

// inputPump reads a stream in one goroutine and hands out what it read,
// as lines or as bytes.
type inputPump struct {
	chunks  chan []byte // closed at the end of the input
	mu      sync.Mutex
	pending []byte // read but not handed out yet
	err     error  // why the input ended
}

func newInputPump(in io.Reader) *inputPump {
	p := &inputPump{chunks: make(chan []byte, 64)}
	go func() {
		for {
			buf := make([]byte, 4096)
			n, err := in.Read(buf)
			if n > 0 {
				p.chunks <- buf[:n]
			}
			if err != nil {
				p.mu.Lock()
				p.err = err
				p.mu.Unlock()
				close(p.chunks)
				return
			}
		}
	}()
	return p
}

// line returns the next line, without its end. A cancelled context (Ctrl-C
// raises SIGINT on a terminal in cooked mode) gives errInterrupted.
func (p *inputPump) line(ctx context.Context) (string, error) {
	for {
		p.mu.Lock()
		if i := strings.IndexAny(string(p.pending), "\r\n"); i >= 0 {
			line := string(p.pending[:i])
			rest := p.pending[i+1:]
			if p.pending[i] == '\r' && len(rest) > 0 && rest[0] == '\n' {
				rest = rest[1:]
			}
			p.pending = rest
			p.mu.Unlock()
			return line, nil
		}
		p.mu.Unlock()
		select {
		case <-ctx.Done():
			return "", errInterrupted
		case b, ok := <-p.chunks:
			if !ok {
				p.mu.Lock()
				line, err := string(p.pending), p.err
				p.pending = nil
				p.mu.Unlock()
				if err == nil || err == io.EOF {
					err = io.EOF
				}
				if line != "" {
					return line, nil
				}
				return "", err
			}
			p.mu.Lock()
			p.pending = append(p.pending, b...)
			p.mu.Unlock()
		}
	}
}

// reader returns a reader of the stream for a promptui menu; closing it
// ends a read in progress without taking anything from the stream.
func (p *inputPump) reader() *pumpReader {
	return &pumpReader{p: p, done: make(chan struct{})}
}

type pumpReader struct {
	p    *inputPump
	done chan struct{}
	once sync.Once
}

func (r *pumpReader) Read(b []byte) (int, error) {
	for {
		select {
		case <-r.done:
			return 0, io.EOF
		default:
		}
		r.p.mu.Lock()
		if len(r.p.pending) > 0 {
			n := copy(b, r.p.pending)
			r.p.pending = r.p.pending[n:]
			r.p.mu.Unlock()
			return n, nil
		}
		r.p.mu.Unlock()
		select {
		case <-r.done:
			return 0, io.EOF
		case c, ok := <-r.p.chunks:
			if !ok {
				return 0, io.EOF
			}
			r.p.mu.Lock()
			r.p.pending = append(r.p.pending, c...)
			r.p.mu.Unlock()
		}
	}
}

// unread puts b back in front of what is still to be handed out.
func (r *pumpReader) unread(b []byte) {
	if len(b) == 0 {
		return
	}
	r.p.mu.Lock()
	r.p.pending = append(append([]byte(nil), b...), r.p.pending...)
	r.p.mu.Unlock()
}

func (r *pumpReader) Close() error {
	r.once.Do(func() { close(r.done) })
	return nil
}

// gateWriter writes to w until it is closed, and drops what comes after.
type gateWriter struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (g *gateWriter) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return len(b), nil
	}
	return g.w.Write(b)
}

func (g *gateWriter) Close() error {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
	return nil
}

// discard drops what was read but not handed out yet, and what comes
// within settle after that (keys still being typed when the game ended);
// it returns the dropped text.
func (p *inputPump) discard(settle time.Duration) string {
	p.mu.Lock()
	dropped := p.pending
	p.pending = nil
	p.mu.Unlock()
	timer := time.NewTimer(settle)
	defer timer.Stop()
	for {
		select {
		case c, ok := <-p.chunks:
			if !ok {
				return string(dropped)
			}
			dropped = append(dropped, c...)
		case <-timer.C:
			return string(dropped)
		}
	}
}
