package main

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"text/template"

	"github.com/fatih/color"
	"github.com/manifoldco/promptui"
)

// termPrompter asks on a terminal. A line is read the terminal's own way
// (cooked mode: the terminal echoes and edits it), so what the program
// writes is never redrawn over, nothing typed ahead is lost, and no old
// prompt stays on the screen looking like typed text. A choice from a
// list is a promptui menu (arrow keys, type to filter).
//
// One goroutine reads the terminal for both: promptui is handed a reader
// of that stream, closed when the menu ends, so promptui's own reading
// goroutine cannot take a key meant for the next prompt.
type termPrompter struct {
	ctx context.Context
	in  *inputPump
	out io.Writer
}

// newTermPrompter starts reading in (a terminal) for the prompts.
func newTermPrompter(ctx context.Context, in io.Reader, out io.Writer) *termPrompter {
	return &termPrompter{ctx: ctx, in: newInputPump(in), out: out}
}

func (p *termPrompter) Line(label string) (string, error) {
	fmt.Fprintf(p.out, "%s ", label)
	line, err := p.in.line(p.ctx)
	if err != nil {
		fmt.Fprintln(p.out)
	}
	return strings.TrimSpace(line), err
}

func (p *termPrompter) Select(label string, items []string) (int, error) {
	r := p.in.reader()
	defer r.Close()
	sel := promptui.Select{Label: label, Items: items, Size: 12, Stdin: r, Stdout: noBell{p.out},
		Templates: menuTemplates(),
		Searcher: func(input string, i int) bool {
			return strings.Contains(strings.ToLower(items[i]), strings.ToLower(input))
		}}
	i, _, err := sel.Run()
	return i, termErr(err)
}

// menuTemplates draws promptui's menus as promptui does, in colour only
// where colour is wanted (fatih/color's NoColor: NO_COLOR, TERM=dumb, no
// terminal).
func menuTemplates() *promptui.SelectTemplates {
	fm := promptui.FuncMap
	if color.NoColor {
		fm = template.FuncMap{}
		for name := range promptui.FuncMap {
			fm[name] = func(v any) string { return fmt.Sprint(v) }
		}
	}
	return &promptui.SelectTemplates{
		Label:    `{{ "?" | blue }} {{ . }}: `,
		Active:   `{{ "▸" | bold }} {{ . | underline }}`,
		Inactive: `  {{ . }}`,
		Selected: `{{ "✔" | green }} {{ . | faint }}`,
		Help: `{{ "Use the arrow keys to navigate:" | faint }} {{ .NextKey | faint }} {{ .PrevKey | faint }} ` +
			`{{ .PageDownKey | faint }} {{ .PageUpKey | faint }}` +
			`{{ if .Search }} {{ "and" | faint }} {{ .SearchKey | faint }} {{ "toggles search" | faint }}{{ end }}`,
		FuncMap: fm,
	}
}

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

func (r *pumpReader) Close() error {
	r.once.Do(func() { close(r.done) })
	return nil
}
