package study

// The deals of a solve run read from deal lines.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"canfield/canfield"
	"canfield/notation"
)

// DealReader reads the deal lines of a solve run's inputs into jobs,
// numbering the deals across inputs, so deal k is always the k-th deal
// line of the input. A bad line is reported on Warn with its input's name
// and line number and skipped; it keeps its deal number.
//
// Reading is bounded, so that an endless input ends with an error: at
// most MaxDeals deals, and more than MaxSkipped bad lines is taken for an
// input that is no deal file at all.
type DealReader struct {
	Rules canfield.Rules // the rules the deals are read under
	Warn  io.Writer      // where a bad line is reported
	// Jobs are the good deals read so far; Skipped counts the bad lines.
	Jobs    []SolveJob
	Skipped int
	index   int
}

// The bounds of a DealReader.
const (
	// MaxDeals is the most deals one solve run reads: their deals and
	// results are held until the summary.
	MaxDeals = 100_000
	// MaxSkipped is the most bad lines skipped.
	MaxSkipped = 1000
)

// Read reads the deal lines of one input, name saying which in messages.
// shellName is how a command line names it (quoted for the shell), for
// the hint given when the input is a game record instead of deal lines.
func (d *DealReader) Read(name, shellName string, in io.Reader) error {
	br := bufio.NewReader(in)
	if skip, lines, ok := recordStart(br); ok {
		_, _ = br.Discard(skip)
		return notDeals(br, name, shellName, lines)
	}
	sc := notation.NewDealScanner(br, d.Rules)
	for sc.Scan() {
		d.index++
		deal, err := sc.Deal()
		if err != nil {
			detail := err.Error()
			if de, ok := err.(*notation.DealError); ok {
				detail = de.Detail()
			}
			fmt.Fprintf(d.Warn, "canfield: %s:%d: skipped: %s\n", name, sc.Line(), detail)
			if d.Skipped++; d.Skipped > MaxSkipped {
				return &InputError{fmt.Errorf("%s:%d: more than %d lines that are not deals: not a file of deal lines", name, sc.Line(), MaxSkipped)}
			}
			continue
		}
		if len(d.Jobs) == MaxDeals {
			return &InputError{fmt.Errorf("%s:%d: more than %d deals in one run: split the input into shards and merge their --out files with 'canfield summary'", name, sc.Line(), MaxDeals)}
		}
		d.Jobs = append(d.Jobs, SolveJob{Index: d.index, Deal: deal})
	}
	if err := sc.Err(); err != nil {
		var de *notation.DealError
		if errors.As(err, &de) {
			return &InputError{fmt.Errorf("%s: %w", name, err)}
		}
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// recordStart says whether the text br starts with starts as a game
// record does (a [ or a setup line before any deal line, after the blank
// lines and # comments a deal file may start with), looking ahead without
// reading, and if so how many bytes and lines come before the record.
func recordStart(br *bufio.Reader) (skip, lines int, ok bool) {
	head, _ := br.Peek(64 << 10)
	for line := range strings.Lines(string(head)) {
		text := strings.TrimSpace(line)
		switch {
		case text == "" || strings.HasPrefix(text, "#"):
			skip += len(line)
			lines++
			continue
		case strings.HasPrefix(text, "["), strings.HasPrefix(text, "Reserve:"):
			return skip, lines, true
		}
		return 0, 0, false
	}
	return 0, 0, false
}

// notDeals is the error for an input that starts as a game record does,
// read from the record's first line, skipped lines before it: for a
// record, how to solve its deal; for anything else, what is wrong with it
// and where (its line counted from the input's start).
func notDeals(r io.Reader, name, shellName string, skipped int) error {
	sc := notation.NewRecordScanner(r)
	if !sc.Scan() && sc.Err() != nil {
		err := sc.Err()
		var re *notation.RecordError
		if errors.As(err, &re) {
			re.Pos.Line += skipped
		}
		return &InputError{fmt.Errorf("%s is neither deal lines nor a game record: %w", name, err)}
	}
	return &InputError{fmt.Errorf("%s is a game record, not deal lines; solve its deal with: canfield export %s --format deal | canfield solve", name, shellName)}
}
