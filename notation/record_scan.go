package notation

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// RecordScanner reads the records of a text one at a time, in the manner of
// bufio.Scanner:
//
//	sc := notation.NewRecordScanner(f)
//	for sc.Scan() {
//		rec := sc.Record()
//		...
//	}
//	if err := sc.Err(); err != nil { ... }
//
// A record starts with its tags; the next tag after a record's setup,
// comments or moves starts the next record. Scanning stops at the first
// error, which Err returns (a *RecordError naming line and column).
//
// Reading is bounded by the limits of limits.go (MaxFileBytes, MaxLineBytes,
// MaxTags, MaxCommentBytes, MaxMoves, MaxGames, MaxFileMoves): past one,
// Scan stops with an error naming the line, so that no input, however made
// (an endless one included), takes more than a few hundred megabytes, and
// the time taken grows linearly with the text's length.
type RecordScanner struct {
	r       *bufio.Reader
	games   int   // records read so far
	bytes   int64 // bytes read so far
	moves   int   // moves of the records read so far
	lineNum int   // number of the last line read
	pending *line // a line read that belongs to the next record
	eof     bool  // the reader is exhausted
	rec     *Record
	start   Pos // where the last record read starts
	err     error
}

// line is one line of input with its number.
type line struct {
	text string
	num  int
	// colOff and colRunes cache the last column computed by col.
	colOff, colRunes int
}

// NewRecordScanner returns a scanner reading records from r.
func NewRecordScanner(r io.Reader) *RecordScanner {
	return &RecordScanner{r: bufio.NewReader(r)}
}

// Scan reads the next record, which Record then returns. It returns false
// at the end of the input or at an error; Err tells which.
func (s *RecordScanner) Scan() bool {
	if s.err != nil {
		return false
	}
	s.rec = nil
	p := &recordParser{sc: s}
	rec, err := p.parse()
	if err != nil {
		s.err = err
		return false
	}
	if rec == nil {
		return false
	}
	s.games++
	s.moves += len(rec.Moves)
	switch {
	case s.games > MaxGames:
		s.err = &RecordError{Pos: s.start, Msg: fmt.Sprintf("game %d: more than %d games in one file", s.games, MaxGames), Expected: "at most " + fmt.Sprint(MaxGames) + " games (split the file)"}
		return false
	case s.moves > MaxFileMoves:
		s.err = &RecordError{Pos: s.start, Msg: fmt.Sprintf("game %d: more than %d moves in the file's games together", s.games, MaxFileMoves), Expected: "fewer games in one file (split it)"}
		return false
	}
	s.rec = rec
	return true
}

// Record returns the record read by the last successful Scan.
func (s *RecordScanner) Record() *Record { return s.rec }

// Start returns where the record read by the last successful Scan starts:
// the line and column of its first tag, setup line, comment or move.
func (s *RecordScanner) Start() Pos { return s.start }

// Err returns the first error met, or nil at a clean end of input.
func (s *RecordScanner) Err() error { return s.err }

// next returns the next line, or nil at the end of the input.
func (s *RecordScanner) next() (*line, error) {
	if s.pending != nil {
		l := s.pending
		s.pending = nil
		return l, nil
	}
	if s.eof {
		return nil, nil
	}
	text, err := readLine(s.r, MaxLineBytes)
	if err != nil {
		if errors.Is(err, errLineTooLong) {
			return nil, &RecordError{Pos: Pos{Line: s.lineNum + 1, Col: 1},
				Msg:      fmt.Sprintf("line too long (longer than %d bytes)", MaxLineBytes),
				Expected: "a record's lines (moves are wrapped at 79 columns)"}
		}
		if !errors.Is(err, io.EOF) {
			return nil, err
		}
		s.eof = true
		if text == "" {
			return nil, nil
		}
	}
	s.bytes += int64(len(text))
	if s.bytes > MaxFileBytes {
		return nil, tooLarge(s.lineNum + 1)
	}
	s.lineNum++
	text = strings.TrimRight(strings.TrimSuffix(text, "\n"), "\r")
	if s.lineNum == 1 {
		text = strings.TrimPrefix(text, "\uFEFF")
	}
	return &line{text: text, num: s.lineNum}, nil
}

// col returns the column (in runes, from 1) of byte offset off of the line.
// It counts on from the last offset asked, so that reading a line from left
// to right costs time linear in its length, however many tokens it holds.
func (l *line) col(off int) int {
	if off < l.colOff {
		l.colOff, l.colRunes = 0, 0
	}
	l.colRunes += utf8.RuneCountInString(l.text[l.colOff:off])
	l.colOff = off
	return l.colRunes + 1
}

// errLineTooLong is returned by readLine for a line longer than its limit.
var errLineTooLong = errors.New("line too long")

// readLine reads one line, its newline included, holding at most max bytes
// in memory: a longer line is an errLineTooLong, with nothing of it kept. At
// the end of the input it returns what is left and io.EOF.
func readLine(r *bufio.Reader, max int) (string, error) {
	var b []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(b)+len(chunk) > max+1 { // +1: the newline itself
			return "", errLineTooLong
		}
		b = append(b, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return string(b), err
	}
}

// endPos returns the position just after the last line read.
func (s *RecordScanner) endPos(last *line) Pos {
	if last == nil {
		return Pos{Line: s.lineNum + 1, Col: 1}
	}
	return Pos{Line: last.num, Col: utf8.RuneCountInString(last.text) + 1}
}

// ParseRecord reads exactly one record from text. Text holding no record or
// more than one is an error.
func ParseRecord(text string) (*Record, error) {
	sc := NewRecordScanner(strings.NewReader(text))
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, err
		}
		return nil, &RecordError{Pos: Pos{1, 1}, Msg: "no record", Expected: "tags, a setup or moves"}
	}
	rec := sc.Record()
	if sc.Scan() {
		return nil, &RecordError{Pos: sc.start, Msg: "a second record", Expected: "one record only"}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return rec, nil
}

// ParseRecords reads every record of text.
func ParseRecords(r io.Reader) ([]*Record, error) {
	var out []*Record
	sc := NewRecordScanner(r)
	for sc.Scan() {
		out = append(out, sc.Record())
	}
	return out, sc.Err()
}

// clip shortens text quoted in a message to its first 40 characters, so
// that a long bad token is named without being echoed whole.
func clip(s string) string {
	const keep = 40
	if utf8.RuneCountInString(s) <= keep {
		return s
	}
	i, n := 0, 0
	for i = range s {
		if n == keep {
			break
		}
		n++
	}
	return s[:i] + "..."
}
