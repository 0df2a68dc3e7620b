package notation

import (
	"bufio"
	"errors"
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
type RecordScanner struct {
	r       *bufio.Reader
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
	s.rec = rec
	return true
}

// Record returns the record read by the last successful Scan.
func (s *RecordScanner) Record() *Record { return s.rec }

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
	text, err := s.r.ReadString('\n')
	if err != nil {
		if !errors.Is(err, io.EOF) {
			return nil, err
		}
		s.eof = true
		if text == "" {
			return nil, nil
		}
	}
	s.lineNum++
	text = strings.TrimRight(strings.TrimSuffix(text, "\n"), "\r")
	if s.lineNum == 1 {
		text = strings.TrimPrefix(text, "\uFEFF")
	}
	return &line{text, s.lineNum}, nil
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
