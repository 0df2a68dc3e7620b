package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/manifoldco/promptui"
)

// errInterrupted is returned by a prompt when the player pressed Ctrl-C.
var errInterrupted = errors.New("interrupted")

// Prompter asks the player for a line of text or a choice from a list.
// io.EOF means the input has ended; errInterrupted means Ctrl-C.
type Prompter interface {
	// Line asks for one line, with a label.
	Line(label string) (string, error)
	// Select asks to pick one of items; it returns the index.
	Select(label string, items []string) (int, error)
}

// linePrompter reads one line per prompt from a reader: for pipes, scripts
// and tests, where each prompt's answer is the next line.
type linePrompter struct {
	ctx   context.Context
	out   io.Writer
	lines chan lineResult
	echo  bool // write each answer after its prompt (input that is not a terminal)
}

type lineResult struct {
	text string
	err  error
}

// newLinePrompter starts reading lines from in. Reading happens in its own
// goroutine so that Ctrl-C (a cancelled context) ends a prompt at once.
func newLinePrompter(ctx context.Context, in io.Reader, out io.Writer) *linePrompter {
	p := &linePrompter{ctx: ctx, out: out, lines: make(chan lineResult)}
	go func() {
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			select {
			case p.lines <- lineResult{text: sc.Text()}:
			case <-ctx.Done():
				return
			}
		}
		err := sc.Err()
		if err == nil {
			err = io.EOF
		}
		select {
		case p.lines <- lineResult{err: err}:
		case <-ctx.Done():
		}
		close(p.lines)
	}()
	return p
}

func (p *linePrompter) Line(label string) (string, error) {
	fmt.Fprintf(p.out, "%s ", label)
	select {
	case <-p.ctx.Done():
		fmt.Fprintln(p.out)
		return "", errInterrupted
	case r, ok := <-p.lines:
		if !ok {
			return "", io.EOF
		}
		if r.err != nil || p.echo {
			fmt.Fprintln(p.out, r.text)
		}
		return strings.TrimSpace(r.text), r.err
	}
}

// Select lists the items and reads one answer: a number or an item's first
// word picks it; anything else goes back (errBack) after saying why.
func (p *linePrompter) Select(label string, items []string) (int, error) {
	fmt.Fprintln(p.out, label)
	for i, it := range items {
		fmt.Fprintf(p.out, "  %2d. %s\n", i+1, it)
	}
	ans, err := p.Line(fmt.Sprintf("Number or move (1-%d, empty to go back):", len(items)))
	if err != nil {
		return -1, err
	}
	if ans == "" {
		return -1, errBack
	}
	var n int
	if _, err := fmt.Sscanf(ans, "%d", &n); err == nil && n >= 1 && n <= len(items) {
		return n - 1, nil
	}
	// An item may also be picked by its first word (a move token).
	for i, it := range items {
		if f := strings.Fields(it); len(f) > 0 && strings.EqualFold(f[0], ans) {
			return i, nil
		}
	}
	fmt.Fprintf(p.out, "%q is not a number from 1 to %d nor an item of the list.\n", ans, len(items))
	return -1, errBack
}

// errBack means the player left a list without choosing.
var errBack = errors.New("no choice made")

// termPrompter asks through promptui on a terminal.
type termPrompter struct {
	in  io.ReadCloser
	out io.WriteCloser
}

func (p *termPrompter) Line(label string) (string, error) {
	// promptui writes its own colon after the label.
	pr := promptui.Prompt{Label: strings.TrimSuffix(label, ":"), Stdin: p.in, Stdout: p.out}
	s, err := pr.Run()
	return strings.TrimSpace(s), termErr(err)
}

func (p *termPrompter) Select(label string, items []string) (int, error) {
	sel := promptui.Select{Label: label, Items: items, Size: 12, Stdin: p.in, Stdout: p.out,
		Searcher: func(input string, i int) bool {
			return strings.Contains(strings.ToLower(items[i]), strings.ToLower(input))
		}}
	i, _, err := sel.Run()
	return i, termErr(err)
}

func termErr(err error) error {
	switch {
	case errors.Is(err, promptui.ErrInterrupt):
		return errInterrupted
	case errors.Is(err, promptui.ErrEOF):
		return io.EOF
	case errors.Is(err, promptui.ErrAbort):
		return errBack
	}
	return err
}

// noBell drops the terminal bell that promptui rings on some keys.
type noBell struct{ w io.Writer }

func (n noBell) Write(b []byte) (int, error) {
	if !strings.ContainsRune(string(b), '\a') {
		return n.w.Write(b)
	}
	_, err := n.w.Write([]byte(strings.ReplaceAll(string(b), "\a", "")))
	return len(b), err
}

func (n noBell) Close() error { return nil }
