package study

// Words of the studies' messages.

import (
	"strconv"
	"strings"
)

// plural writes n and a noun, e.g. "1 game", "3 games".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// JoinAnd joins words as "a, b and c".
func JoinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}
