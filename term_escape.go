package main

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// escapeTerm makes text read from a file safe to print on a terminal:
// control characters (the escape that starts a terminal's codes among
// them), the C1 controls, the bidirectional overrides and bytes that are
// not UTF-8 are written as Go escapes (\x1b, \u202e), so that a record or
// history line can never move the cursor, retitle the window or hide text.
func escapeTerm(s string) string {
	clean := true
	for i, r := range s {
		if unsafeRune(r) || (r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD")) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x80 && unsafeRune(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case unsafeRune(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// unsafeRune reports whether r may change what a terminal shows.
func unsafeRune(r rune) bool {
	switch {
	case r == '\t':
		return false
	case r < 0x20, r == 0x7f, r >= 0x80 && r < 0xa0:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}

// escapeLines is escapeTerm keeping the line breaks: for a message of
// several lines that names files or quotes input.
func escapeLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = escapeTerm(l)
	}
	return strings.Join(lines, "\n")
}
