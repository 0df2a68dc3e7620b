package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

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
	// script makes an answer refused stop the input (see refusedError).
	script bool
	line   int // number of the last line read
}

type lineResult struct {
	text    string
	num     int
	tooLong bool
	err     error
}

// maxAnswer is the longest answer a prompt takes; a longer line (a paste
// gone wrong) is refused whole, read in bounded memory.
const maxAnswer = 4096

// refusedError stops a script at an answer refused: the answers after it
// were written for the prompts after it, and taking the next one for this
// prompt again would record it in the wrong place (a card for another
// pile).
type refusedError struct {
	line int
	msg  string
}

func (e *refusedError) Error() string {
	return fmt.Sprintf("line %d of the input: %s; the input stops here, so that no later answer is taken for another prompt", e.line, e.msg)
}

// ExitCode makes a refused script exit with 1.
func (e *refusedError) ExitCode() int { return 1 }

// newLinePrompter starts reading lines from in. Reading happens in its own
// goroutine so that Ctrl-C (a cancelled context) ends a prompt at once.
func newLinePrompter(ctx context.Context, in io.Reader, out io.Writer) *linePrompter {
	p := &linePrompter{ctx: ctx, out: out, lines: make(chan lineResult)}
	go func() {
		lr := newLineReader(in, maxAnswer)
		var err error
		for {
			text, num, tooLong, rerr := lr.next()
			if rerr != nil {
				err = rerr
				break
			}
			if num == 1 {
				text = bytes.TrimPrefix(text, []byte("\uFEFF")) // a byte-order mark
			}
			select {
			case p.lines <- lineResult{text: string(text), num: num, tooLong: tooLong}:
			case <-ctx.Done():
				return
			}
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
	for {
		fmt.Fprintf(p.out, "%s ", label)
		select {
		case <-p.ctx.Done():
			fmt.Fprintln(p.out)
			return "", errInterrupted
		case r, ok := <-p.lines:
			if !ok {
				return "", io.EOF
			}
			if r.num > 0 {
				p.line = r.num
			}
			if r.tooLong {
				fmt.Fprintln(p.out)
				if err := p.refuse(fmt.Sprintf("a line longer than %d characters", maxAnswer)); err != nil {
					return "", err
				}
				continue
			}
			if r.err != nil || p.echo {
				fmt.Fprintln(p.out, r.text)
			}
			return strings.TrimSpace(r.text), r.err
		}
	}
}

// refuse says why the last answer is refused. In a script it returns the
// refusedError that stops it; at a terminal the player answers again.
func (p *linePrompter) refuse(msg string) error {
	fmt.Fprintf(p.out, "%s.\n", msg)
	if p.script {
		return &refusedError{line: p.line, msg: msg}
	}
	return nil
}

// Select lists the items and reads one answer: a number or an item's first
// word picks it, empty goes back (errBack). Anything else is refused: at a
// terminal the question is asked again, a script stops (refusedError).
func (p *linePrompter) Select(label string, items []string) (int, error) {
	for {
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
		if err := p.refuse(fmt.Sprintf("%q is not a number from 1 to %d nor an item of the list", clipAnswer(ans), len(items))); err != nil {
			return -1, err
		}
	}
}

// clipAnswer shortens an answer quoted in a message.
func clipAnswer(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return s
}

// errBack means the player left a list without choosing.
var errBack = errors.New("no choice made")

// termPrompter asks through promptui on a terminal.
type termPrompter struct {
	in  io.ReadCloser
	out io.WriteCloser
}

func (p *termPrompter) Line(label string) (string, error) {
	for {
		// promptui writes its own colon after the label.
		pr := promptui.Prompt{Label: strings.TrimSuffix(label, ":"), Stdin: boundInput(p.in), Stdout: p.out}
		s, err := pr.Run()
		if err == nil && utf8.RuneCountInString(s) >= maxTermAnswer {
			fmt.Fprintf(p.out, "That line is longer than %d characters: ignored.\n", maxTermAnswer)
			continue
		}
		return strings.TrimSpace(s), termErr(err)
	}
}

// maxTermAnswer is the longest answer typed at a terminal: promptui
// redraws the line at each key, so a paste gone wrong of 70 KB would keep
// it busy for minutes. Keys past it are dropped until Enter.
const maxTermAnswer = 256

// boundedInput passes keys on, dropping printable ones past maxTermAnswer
// in one line (Enter, Ctrl-C, Ctrl-D and escapes still pass).
type boundedInput struct {
	r io.ReadCloser
	n int // keys since the last Enter
}

func boundInput(r io.ReadCloser) io.ReadCloser {
	if b, ok := r.(*boundedInput); ok {
		b.n = 0
		return b
	}
	return &boundedInput{r: r}
}

func (b *boundedInput) Read(buf []byte) (int, error) {
	for {
		n, err := b.r.Read(buf)
		k := 0
		for _, c := range buf[:n] {
			switch {
			case c == '\r' || c == '\n':
				b.n = 0
			case c >= 0x20 && c < 0x80 || c >= 0xc0: // a printable key, or the start of a rune
				b.n++
			}
			if b.n <= maxTermAnswer || c < 0x20 || c == 0x7f {
				buf[k] = c
				k++
			}
		}
		if k > 0 || n == 0 || err != nil {
			return k, err
		}
	}
}

// Close leaves the terminal open: the next prompt reads it again.
func (b *boundedInput) Close() error { return nil }

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
