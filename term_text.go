package main

// Text helpers for messages: plurals, wrapping, quoting, percentages.

import (
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"canfield/canfield"
	"canfield/notation"
)

// plural writes n and a noun, e.g. "1 game", "3 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// printComment writes a comment's lines, each indented.
func printComment(w io.Writer, indent, comment string) {
	for _, l := range strings.Split(comment, "\n") {
		fmt.Fprintf(w, "%s%s\n", indent, escapeTerm(strings.TrimSpace(l)))
	}
}

// percentText writes a probability 0..1 as a percentage without rounding
// (the shortest decimal that reads back as p, its point moved two places),
// as the record itself writes it.
func percentText(p float64) string {
	s := strconv.FormatFloat(p, 'f', -1, 64)
	ip, fp, _ := strings.Cut(s, ".")
	fp += "00"
	ip = strings.TrimLeft(ip+fp[:2], "0")
	fp = strings.TrimRight(fp[2:], "0")
	if ip == "" {
		ip = "0"
	}
	if fp == "" {
		return ip
	}
	return ip + "." + fp
}

// wrap breaks s into lines of at most width, each starting with indent.
func wrap(s string, width int, indent string) string {
	var b strings.Builder
	line := indent
	for _, word := range strings.Fields(s) {
		if len(line)+len(word)+1 > width && line != indent {
			b.WriteString(line + "\n")
			line = indent
		}
		if line != indent {
			line += " "
		}
		line += word
	}
	b.WriteString(line)
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// shellQuote writes a file name (or other word) as a shell needs it to run
// in a printed command: as it is when nothing in it is special, in single
// quotes when it holds spaces or signs a shell reads, and in $'...' (with
// \t, \n, \xHH escapes) when it holds control characters, bytes that are
// not UTF-8 or the marks that reorder text, so that the command also
// shows safely on a terminal. A name starting with - gets ./ before it,
// so that it is not read as a flag.
func shellQuote(s string) string {
	if s == "" {
		return "''"
	}
	if strings.HasPrefix(s, "-") {
		s = "./" + s
	}
	if escapeTerm(s) != s || strings.ContainsRune(s, '\t') {
		return ansiQuote(s)
	}
	if !strings.ContainsAny(s, " '\"\\$`!*?&;|<>(){}[]#~=\t") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// ansiQuote writes s in the $'...' quoting of bash, zsh and ksh.
func ansiQuote(s string) string {
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\\' || r == '\'':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r < 0x80 && unsafeRune(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	b.WriteByte('\'')
	return b.String()
}

// rulesLabel names rules in messages: the preset, or its Rules tag text.
func rulesLabel(r canfield.Rules) string {
	if r.Name != "" {
		return r.Name
	}
	return notation.FormatRules(r)
}

// ansiCodes matches the colour codes fatih/color writes.
var ansiCodes = regexp.MustCompile("\x1b\\[[0-9;]*m")

// visibleWidth is the number of columns s takes on a terminal: its runes,
// without colour codes (cards and suit symbols take one column each).
func visibleWidth(s string) int { return utf8.RuneCountInString(ansiCodes.ReplaceAllString(s, "")) }

// hang writes head followed by text, wrapped to width columns, every
// line after the first indented to where text starts: a hint's or a
// decision's reason never runs back to column 0.
func hang(head, text string, width int) string {
	indent := strings.Repeat(" ", visibleWidth(head))
	var b strings.Builder
	b.WriteString(head)
	col := visibleWidth(head)
	first := true
	for _, word := range strings.Fields(text) {
		w := visibleWidth(word)
		if !first && col+1+w > width {
			b.WriteString("\n" + indent)
			col = len(indent)
			first = true
		}
		if !first {
			b.WriteString(" ")
			col++
		}
		b.WriteString(word)
		col += w
		first = false
	}
	return b.String()
}

// wholeLines is a writer whose reader breaks the lines itself (the page,
// at whatever width its screen has): text written to it is not wrapped.
type wholeLines interface{ WholeLines() }

// textWidth is the width long lines of text (hint reasons, a review's
// moves) are wrapped at when writing to w: 80 columns, or fewer on a
// narrower terminal, so that no line wraps in the middle of a word.
func textWidth(w any) int {
	const usual, least = 80, 40
	if _, ok := w.(wholeLines); ok {
		return math.MaxInt32
	}
	if n := terminalColumns(w); n > 0 && n < usual {
		return max(n, least)
	}
	return usual
}

// say writes a message of one or more lines to w. At a terminal each line
// is wrapped at textWidth, between words, so that the terminal does not
// break one in the middle; a command quoted in it ('fix 7h 7d!') stays
// whole on one line, to be copied as it stands. To a file or a pipe the
// lines go as they are.
func say(w io.Writer, text string) {
	if terminal(w) {
		width := textWidth(w)
		lines := strings.Split(text, "\n")
		for i, l := range lines {
			lines[i] = wrapIndented(l, width)
		}
		text = strings.Join(lines, "\n")
	}
	fmt.Fprintln(w, text)
}

// quotedWords splits a line into the words it may be broken between: a
// run quoted with ' (a command) is one word. An apostrophe inside a word
// (column 4's) opens no quote.
func quotedWords(line string) []string {
	var words []string
	quoted := -1 // index in words of the open quoted run
	for _, f := range strings.Fields(line) {
		switch {
		case quoted >= 0:
			words[quoted] += " " + f
			if strings.ContainsRune(f, '\'') {
				quoted = -1
			}
			continue
		case strings.HasPrefix(f, "'") && !strings.ContainsRune(f[1:], '\''):
			quoted = len(words)
		}
		words = append(words, f)
	}
	return words
}

// wrapWords joins words with spaces into lines of at most width columns (a
// word wider than that stands alone on its line).
func wrapWords(words []string, width int) string {
	var b strings.Builder
	col := 0
	for i, word := range words {
		w := visibleWidth(word)
		if i > 0 && col+1+w > width {
			b.WriteString("\n")
			col = 0
		} else if i > 0 {
			b.WriteString(" ")
			col++
		}
		b.WriteString(word)
		col += w
	}
	return b.String()
}

// wrapIndented wraps one line at width between words, keeping the spaces
// it starts with on each line it becomes ("  deal 4 of 12: 8♣, known
// already" stays indented under its plan).
func wrapIndented(line string, width int) string {
	text := strings.TrimLeft(line, " ")
	indent := line[:len(line)-len(text)]
	wrapped := wrapWords(quotedWords(text), max(width-len(indent), 1))
	return indent + strings.ReplaceAll(wrapped, "\n", "\n"+indent)
}

// sayf is say with a format.
func sayf(w io.Writer, format string, args ...any) { say(w, fmt.Sprintf(format, args...)) }

// dollars writes a casino score: $208, -$42 (not $-42).
func dollars(n int) string {
	if n < 0 {
		return "-$" + strconv.Itoa(-n)
	}
	return "$" + strconv.Itoa(n)
}

// fitWidth cuts s to at most width columns, ending it with "…" when cut.
// Colour codes are kept whole and take no column; a cut string that
// holds any ends with a reset.
func fitWidth(s string, width int) string {
	if visibleWidth(s) <= width || width < 1 {
		return s
	}
	var b strings.Builder
	col, coded := 0, false
	for i := 0; i < len(s); {
		if loc := ansiCodes.FindStringIndex(s[i:]); s[i] == '\x1b' && loc != nil && loc[0] == 0 {
			b.WriteString(s[i : i+loc[1]])
			i += loc[1]
			coded = true
			continue
		}
		if col == width-1 {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		b.WriteRune(r)
		i += n
		col++
	}
	b.WriteString("…")
	if coded {
		b.WriteString("\x1b[0m")
	}
	return b.String()
}

// groupDigits writes n with its digits in groups of three: 2,000,000.
func groupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
