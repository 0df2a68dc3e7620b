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
	if isGameRecord(br) {
		return &InputError{fmt.Errorf("%s is a game record, not deal lines; solve its deal with: canfield export %s --format deal | canfield solve", name, shellName)}
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

// isGameRecord says whether the text br starts with is a game record (a
// tag or a setup line before any deal line), looking ahead without reading.
func isGameRecord(br *bufio.Reader) bool {
	head, _ := br.Peek(64 << 10)
	for line := range strings.Lines(string(head)) {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
			continue
		case strings.HasPrefix(line, "["), strings.HasPrefix(line, "Reserve:"):
			return true
		}
		return false
	}
	return false
}
