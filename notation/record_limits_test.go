package notation

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
)

// endless is a reader that repeats a text forever.
type endless struct {
	text string
	off  int
}

func (e *endless) Read(b []byte) (int, error) {
	n := 0
	for n < len(b) {
		c := copy(b[n:], e.text[e.off:])
		n += c
		e.off = (e.off + c) % len(e.text)
	}
	return n, nil
}

// numbered yields "1. d\n2. d\n..." forever: a game with no end of moves.
type numbered struct {
	n   int
	buf string
}

func (m *numbered) Read(b []byte) (int, error) {
	for len(m.buf) < len(b) {
		m.n++
		m.buf += fmt.Sprintf("%d. d\n", m.n)
	}
	n := copy(b, m.buf)
	m.buf = m.buf[n:]
	return n, nil
}

// TestReadingIsBounded reads endless inputs: each must stop at its limit
// with an error naming the line, not run out of memory.
func TestReadingIsBounded(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   io.Reader
		want string
	}{
		{"one endless line", &endless{text: "d "}, "line 1, column 1: line too long (longer than 65536 bytes)"},
		{"endless comment line", io.MultiReader(strings.NewReader("[Result \"*\"]\n{"), &endless{text: "x"}), "line 2, column 1: line too long"},
		{"endless moves", &numbered{}, fmt.Sprintf("line %d, column 8: move %d: too many moves", MaxMoves+1, MaxMoves+1)},
		{"endless games", &endless{text: "[Result \"*\"]\nd\n"}, fmt.Sprintf("line %d, column 1: game %d: more than %d games", 2*MaxGames+1, MaxGames+1, MaxGames)},
		{"endless games of moves", &endless{text: "[Result \"*\"]\n" + strings.Repeat("d d d d d d d d d d\n", 20)}, "moves in the file's games together"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs, err := ParseRecords(tc.in)
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("got %d records and error %v, want a RecordError", len(recs), err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want it to hold %q", err, tc.want)
			}
		})
	}
}

// TestLongLineWithinLimit reads a line just under the limit, and one of
// many tokens with multi-byte runes, whose columns must still be right.
func TestLongLineWithinLimit(t *testing.T) {
	value := strings.Repeat("x", MaxLineBytes-len(`[Player ""]`))
	rec, err := ParseRecord("[Result \"*\"]\n[Player \"" + value + "\"]\n")
	if err != nil {
		t.Fatalf("a line of exactly %d bytes: %v", MaxLineBytes, err)
	}
	if got, _ := rec.Get(TagPlayer); got != value {
		t.Errorf("Player of %d bytes, want %d", len(got), len(value))
	}
	// 500 moves with a comment of two-byte runes between each: the bad
	// token at the end is placed by runes, not bytes.
	var b strings.Builder
	for range 500 {
		b.WriteString("d {éé} ")
	}
	b.WriteString("zz")
	_, err = ParseRecord(b.String())
	want := fmt.Sprintf("line 1, column %d:", 500*len([]rune("d {éé} "))+1)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error %v, want it at %q", err, want)
	}
}

// TestLongTokenClipped checks that a bad token of 60,000 characters is
// named by its start, not echoed whole.
func TestLongTokenClipped(t *testing.T) {
	_, err := ParseRecord(strings.Repeat("z", 60000))
	if err == nil {
		t.Fatal("no error")
	}
	if len(err.Error()) > 400 || !strings.Contains(err.Error(), `"zzzzzzzzzz`) {
		t.Fatalf("error of %d bytes: %.300s", len(err.Error()), err)
	}
}
