package main

// Text helpers for messages: plurals, wrapping, quoting, percentages.

import (
	"fmt"
	"io"
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

func shellQuote(s string) string {
	if !strings.ContainsAny(s, " '\"\\$`!*?&;|<>(){}[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
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

// textWidth is the width long lines of text (hint reasons, a review's
// moves) are wrapped at when writing to w: 80 columns, or fewer on a
// narrower terminal, so that no line wraps in the middle of a word.
func textWidth(w any) int {
	const usual, least = 80, 40
	if n := terminalColumns(w); n > 0 && n < usual {
		return max(n, least)
	}
	return usual
}
