package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"text/template"
	"time"

	"github.com/fatih/color"
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
	// Ask asks a question whose answers are items ("No: go on playing",
	// "Yes: resign"): as on a terminal's menu, where Enter takes the first
	// (highlighted) answer, an empty answer is the first item, so a
	// question whose Yes destroys something lists No first. An answer is
	// chosen by its first word only ("y", "no"), never by a word of its
	// explanation (typing "resign" does not resign). On a terminal Escape
	// closes the menu with no answer (errBack).
	Ask(label string, items []string) (int, error)
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
			if errors.Is(rerr, errEndlessLine) {
				err = fmt.Errorf("line %d of the input %w", num, rerr)
				break
			}
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
				fmt.Fprintln(p.out, escapeTerm(r.text))
			}
			return strings.TrimSpace(r.text), r.err
		}
	}
}

// rest reads the lines a script still holds once the game has no use for
// them, and returns how many are not blank, and the number and text of the
// first. It waits at most wait for each line, so that a pipe kept open
// does not hold the program.
func (p *linePrompter) rest(wait time.Duration) (n, first int, text string) {
	for {
		select {
		case r, ok := <-p.lines:
			if !ok || r.err != nil {
				return n, first, text
			}
			if !r.tooLong && strings.TrimSpace(r.text) == "" {
				continue
			}
			if n == 0 {
				first, text = r.num, clipAnswer(strings.TrimSpace(r.text))
			}
			n++
		case <-time.After(wait):
			return n, first, text
		case <-p.ctx.Done():
			return n, first, text
		}
	}
}

// refuse says why the last answer is refused. In a script it returns the
// refusedError that stops it; at a terminal the player answers again.
func (p *linePrompter) refuse(msg string) error { return p.refuseAt(p.line, msg) }

// refuseAt is refuse for an answer read at line (a line of several moves
// is refused at its own line, after cards asked in between).
func (p *linePrompter) refuseAt(line int, msg string) error {
	fmt.Fprintf(p.out, "%s.\n", msg)
	if p.script {
		return &refusedError{line: line, msg: msg}
	}
	return nil
}

// Select lists the items and reads one answer: a number or an item's first
// word (or its start, when only one item has it) picks it; an empty line
// goes back (errBack); anything else is refused and the list asked again
// (a script stops there: refusedError).
func (p *linePrompter) Select(label string, items []string) (int, error) {
	return p.choose(label, items, fmt.Sprintf("Number or move (1-%d, empty to go back):", len(items)), false)
}

// Ask is Select for a question: an empty answer is the first item (it
// used to go back, which before the first move ended the program with "no
// choice made").
func (p *linePrompter) Ask(label string, items []string) (int, error) {
	return p.choose(label, items, fmt.Sprintf("Number or answer (1-%d, empty for 1):", len(items)), true)
}

// choose lists the items and reads one answer, asking with prompt; an
// empty answer is the first item when emptyFirst, errBack otherwise.
func (p *linePrompter) choose(label string, items []string, prompt string, emptyFirst bool) (int, error) {
	for {
		fmt.Fprintln(p.out, label)
		for i, it := range items {
			fmt.Fprintf(p.out, "  %2d. %s\n", i+1, it)
		}
		ans, err := p.Line(prompt)
		if err != nil {
			return -1, err
		}
		if ans == "" && emptyFirst {
			return 0, nil
		}
		if ans == "" {
			return -1, errBack
		}
		var n int
		if _, err := fmt.Sscanf(ans, "%d", &n); err == nil && n >= 1 && n <= len(items) {
			return n - 1, nil
		}
		if i := pickByWord(items, ans); i >= 0 {
			return i, nil
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

// pickByWord returns the item whose first word (a move token, or "Yes:",
// "No:") is ans, or else the one item whose first word starts with it
// ("n" for "No: ..."), ignoring case; -1 when none or several.
func pickByWord(items []string, ans string) int {
	ans = strings.ToLower(strings.TrimSpace(ans))
	first := func(it string) string {
		f := strings.Fields(it)
		if len(f) == 0 {
			return ""
		}
		return strings.ToLower(strings.TrimSuffix(f[0], ":"))
	}
	found := -1
	for i, it := range items {
		switch w := first(it); {
		case w == ans:
			return i
		case ans != "" && strings.HasPrefix(w, ans):
			if found >= 0 {
				found = -2 // several
			} else if found == -1 {
				found = i
			}
		}
	}
	return max(found, -1)
}

// errBack means the player left a list without choosing.
var errBack = errors.New("no choice made")

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

// typedAhead drops what was typed but not read by a prompt yet, and what
// is typed within half a second more (keys pressed on while the game was
// ending), so that the next menu does not take them as its filter; it
// returns the lines dropped.
func (p *termPrompter) typedAhead() []string {
	var lines []string
	for _, l := range strings.FieldsFunc(p.in.discard(500*time.Millisecond), func(r rune) bool { return r == '\r' || r == '\n' }) {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return lines
}

// newTermPrompter starts reading in (a terminal) for the prompts.
func newTermPrompter(ctx context.Context, in io.Reader, out io.Writer) *termPrompter {
	return &termPrompter{ctx: ctx, in: newInputPump(in), out: out}
}

func (p *termPrompter) Line(label string) (string, error) {
	for {
		fmt.Fprintf(p.out, "%s ", label)
		line, err := p.in.line(p.ctx)
		if err != nil {
			fmt.Fprintln(p.out)
		}
		if err == nil && len(line) > maxTermAnswer {
			// A paste gone wrong (the terminal cuts a line at 4095
			// characters): refused whole, not played as 2,000 moves.
			// A winning line of some 170 moves is longer: it goes in parts.
			sayf(p.out, "That line is longer than %d characters: ignored. Type or paste a long line of moves in parts.", maxTermAnswer)
			continue
		}
		return strings.TrimSpace(line), err
	}
}

// maxTermAnswer is the longest answer taken at a terminal.
const maxTermAnswer = 256

// Ask is a menu of answers, filtered by the answer's first word alone:
// Enter takes the highlighted first answer, Escape closes it (errBack).
func (p *termPrompter) Ask(label string, items []string) (int, error) {
	return p.menu(label, items, answerPrefix)
}

// menuSearchPrompt replaces promptui's "Search: ", the first words a new
// player saw above the first question, which said nothing of what to do.
const menuSearchPrompt = "Choose with the arrow keys and Enter, or type: "

// Select is a menu that Escape leaves without choosing (errBack), as an
// empty line leaves the list in line mode; typing filters it by the start
// of any word of an item.
func (p *termPrompter) Select(label string, items []string) (int, error) {
	return p.menu(label, items, wordPrefix)
}

// menu asks for one of items with a promptui menu, which typing filters
// by match(item, typed); Escape leaves it (errBack). promptui's Select has
// no key for that: its reader takes Escape as the start of a key's
// sequence and waits for the rest.
func (p *termPrompter) menu(label string, items []string, match func(item, typed string) bool) (int, error) {
	promptui.SearchPrompt = menuSearchPrompt
	r := &escapeReader{r: p.in.reader()}
	defer r.Close()
	// promptui's reading goroutine may still redraw the menu after Run
	// returns; that would land after the next prompt, so it is dropped.
	w := &gateWriter{w: noBell{p.out}}
	defer w.Close()
	// promptui redraws its menu by counting lines: a line the terminal
	// wraps throws the count off and the menu is drawn over itself, so
	// every line is cut to the terminal's width (searching still reads
	// the whole item).
	shown := items
	if cols := terminalColumns(p.out); cols > 0 {
		label = fitWidth(label, cols-len("? : ")-1)
		shown = make([]string, len(items))
		for i, it := range items {
			shown[i] = fitWidth(it, cols-len("  ▸ ")-1)
		}
	}
	sel := promptui.Select{Label: label, Items: shown, Size: 12, Stdin: r, Stdout: w,
		Templates: menuTemplates(),
		// Typing filters the menu from the start: "n" then Enter picks
		// "No: ...", "d" picks the deal; the arrow keys work as ever.
		StartInSearchMode: true,
		Searcher: func(input string, i int) bool {
			return match(items[i], input)
		}}
	i, _, err := sel.Run()
	if r.left.Load() {
		return -1, errBack
	}
	return i, termErr(err)
}

// escapeReader hands a menu its keys; it takes a lone Escape, read by
// itself, as leaving the menu: the menu is told its input ended, and left
// says why. A key that sends a sequence starting with Escape (an arrow:
// ESC [ B) sends it in one piece, so it passes. It hands out keys up to an
// Enter and then, for a moment, nothing more: the Enter most likely ends
// the menu, and what was typed after it in the same burst ("y", Enter,
// "h", Enter) stays for the next prompt (promptui's reader would take it
// and drop it with the menu).
type escapeReader struct {
	r       *pumpReader
	left    atomic.Bool
	entered bool // an Enter was handed out by the last read
}

// enterSettle is how long a menu's reader waits after an Enter before it
// hands out more keys: long enough for the menu to end, short enough that
// a menu the Enter did not end ("No results") goes on at once.
const enterSettle = 250 * time.Millisecond

func (e *escapeReader) Close() error { return e.r.Close() }

func (e *escapeReader) Read(b []byte) (int, error) {
	if e.entered {
		e.entered = false
		select {
		case <-e.r.done:
			return 0, io.EOF
		case <-time.After(enterSettle):
		}
	}
	n, err := e.r.Read(b)
	if n == 1 && b[0] == 0x1b {
		e.left.Store(true)
		return 0, io.EOF
	}
	if i := bytes.IndexAny(b[:n], "\r\n"); i >= 0 {
		e.entered = true
		e.r.unread(b[i+1 : n])
		n = i + 1
	}
	return n, err
}

// menuTemplates draws promptui's menus as promptui does, in colour only
// where colour is wanted (fatih/color's NoColor: NO_COLOR, TERM=dumb, no
// terminal).
func menuTemplates() *promptui.SelectTemplates {
	fm := template.FuncMap{} // a copy: promptui's own map is shared
	for name, f := range promptui.FuncMap {
		fm[name] = f
		if color.NoColor {
			fm[name] = func(v any) string { return fmt.Sprint(v) }
		}
	}
	// A question keeps its own mark: "Give the game up?", not "...?:".
	fm["asked"] = func(v any) string {
		label := fmt.Sprint(v)
		if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") {
			return label
		}
		return label + ":"
	}
	return &promptui.SelectTemplates{
		Label:    `{{ "?" | blue }} {{ asked . }} `,
		Active:   `{{ "▸" | bold }} {{ . | underline }}`,
		Inactive: `  {{ . }}`,
		Selected: `{{ "✔" | green }} {{ . | faint }}`,
		Help: `{{ "Use the arrow keys to navigate:" | faint }} {{ .NextKey | faint }} {{ .PrevKey | faint }} ` +
			`{{ .PageDownKey | faint }} {{ .PageUpKey | faint }}` +
			`{{ if .Search }} {{ "and" | faint }} {{ .SearchKey | faint }} {{ "toggles search" | faint }}{{ end }}`,
		FuncMap: fm,
	}
}

// answerPrefix reports whether the first word of an answer ("Yes" of
// "Yes: resign") begins with input, ignoring case: "y" finds it, "resign"
// does not.
func answerPrefix(answer, input string) bool {
	f := strings.Fields(answer)
	if len(f) == 0 {
		return false
	}
	return strings.HasPrefix(strings.ToLower(strings.TrimSuffix(f[0], ":")), strings.ToLower(strings.TrimSpace(input)))
}

// wordPrefix reports whether text, from the start of one of its words,
// begins with input (ignoring case): "n" finds "No: ...", "col" finds
// "... from column 3".
func wordPrefix(text, input string) bool {
	text, input = strings.ToLower(text), strings.ToLower(strings.TrimSpace(input))
	for i := 0; i < len(text); i++ {
		if (i == 0 || text[i-1] == ' ') && strings.HasPrefix(text[i:], input) {
			return true
		}
	}
	return false
}
