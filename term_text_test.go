package main

import "testing"

func TestPercentText(t *testing.T) {
	for _, tt := range []struct {
		p    float64
		want string
	}{{0, "0"}, {1, "100"}, {0.5, "50"}, {0.615, "61.5"}, {0.005, "0.5"}, {0.7396476502442374, "73.96476502442374"}} {
		if got := percentText(tt.p); got != tt.want {
			t.Errorf("percentText(%v) = %q, want %q", tt.p, got, tt.want)
		}
	}
}

func TestHang(t *testing.T) {
	for _, tc := range []struct {
		head, text string
		width      int
		want       string
	}{
		{"ab ", "one two three", 80, "ab one two three"},
		{"ab ", "one two three", 10, "ab one two\n   three"},
		{"x ", "♣♣♣ ♦♦♦ ♥♥♥", 9, "x ♣♣♣ ♦♦♦\n  ♥♥♥"},
		{"ab ", "", 10, "ab "},
	} {
		if got := hang(tc.head, tc.text, tc.width); got != tc.want {
			t.Errorf("hang(%q, %q, %d) = %q, want %q", tc.head, tc.text, tc.width, got, tc.want)
		}
	}
}

// TestWrapKeepsQuotedCommands: a message wraps between words, but a
// command quoted in it stays on one line; an apostrophe inside a word
// opens no quote.
func TestWrapKeepsQuotedCommands(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  string
	}{
		{"Type 'fix 9s jd!' to swap", 12, "Type\n'fix 9s jd!'\nto swap"},
		{"column 4's first card and 'u' here", 16, "column 4's first\ncard and 'u'\nhere"},
		{"a 'b c' d", 80, "a 'b c' d"},
		{"a verylongword b", 4, "a\nverylongword\nb"},
		{"'never closed words", 8, "'never closed words"},
	} {
		if got := wrapWords(quotedWords(tc.text), tc.width); got != tc.want {
			t.Errorf("wrap %q at %d = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// TestFitWidth: a menu line is cut to the width with "…", colour codes
// taking no column and closed by a reset.
func TestFitWidth(t *testing.T) {
	red := "\x1b[31m7♥\x1b[0m"
	for _, tc := range []struct {
		s     string
		width int
		want  string
	}{
		{"w3    short", 20, "w3    short"},
		{"abcdef", 4, "abc…"},
		{"to " + red + " in column 3", 6, "to " + red + "…\x1b[0m"},
		{"♣♦♥♠♣", 3, "♣♦…"},
	} {
		got := fitWidth(tc.s, tc.width)
		if got != tc.want || visibleWidth(got) > tc.width {
			t.Errorf("fitWidth(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}

// TestWrapIndentedKeepsTheIndent: a line said indented (a plan's deal)
// stays indented at a terminal, each of its wrapped lines too; at a
// terminal the words were split on spaces and the indent lost.
func TestWrapIndentedKeepsTheIndent(t *testing.T) {
	for _, c := range []struct {
		line  string
		width int
		want  string
	}{
		{"  deal 1 of 5: T♣, known already", 80, "  deal 1 of 5: T♣, known already"},
		{"  deal 1 of 5: T♣, known already", 20, "  deal 1 of 5: T♣,\n  known already"},
		{"Plan: 5 deals, then w1.", 80, "Plan: 5 deals, then w1."},
		{"    ", 80, "    "},
	} {
		if got := wrapIndented(c.line, c.width); got != c.want {
			t.Errorf("wrapIndented(%q, %d) = %q, want %q", c.line, c.width, got, c.want)
		}
	}
}
