package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"canfield/canfield"
	"canfield/notation"
)

// ImportCmd makes a game record from a deal.
type ImportCmd struct {
	File  string `arg:"" placeholder:"FILE|-" help:"Deal lines (one game per line; blank lines and # comments are skipped) or a Solvitaire JSON deal; '-' reads standard input."`
	Rules string `short:"r" placeholder:"P" help:"Rules of the game, a preset and changed options as in a record's Rules tag (e.g. 'classic', 'draw1 passes=3'). Default: classic for deal lines; for a Solvitaire deal, wolter (one foundation card) or storehouse (four)."`
	Out   string `short:"o" placeholder:"OUT" help:"Write the record to this file (atomically: a crash never leaves half a file) instead of standard output."`
}

// Run reads the deal and writes the record.
func (c *ImportCmd) Run(env *Env) error {
	var given *canfield.Rules
	if c.Rules != "" {
		r, err := notation.ParseRules(c.Rules)
		if err != nil {
			return &exitError{2, fmt.Errorf("--rules: %w", err)}
		}
		given = &r
	}
	data, name, err := c.read(env)
	if err != nil {
		return err
	}
	var recs []*notation.Record
	if first := bytes.TrimLeftFunc(data, unicode.IsSpace); len(first) > 0 && first[0] == '{' {
		rec, err := importSolvitaire(data, given)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		recs = append(recs, rec)
	} else {
		r := canfield.Classic
		if given != nil {
			r = *given
		}
		recs, err = importDealLines(data, r)
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	if len(recs) == 0 {
		return fmt.Errorf("%s holds no deal (a deal line, or a Solvitaire JSON deal)", name)
	}
	date := time.Now().Format("2006.01.02")
	for _, rec := range recs {
		rec.Tags = []notation.Tag{
			{Name: notation.TagRules, Value: notation.FormatRules(rec.Rules)},
			{Name: notation.TagDate, Value: date},
			{Name: notation.TagResult, Value: notation.ResultInProgress},
		}
	}
	text, err := notation.FormatRecords(recs)
	if err != nil {
		return err
	}
	if c.Out == "" {
		_, err := io.WriteString(env.Stdout, text)
		return err
	}
	if err := writeFileAtomic(c.Out, []byte(text)); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "Wrote %s to %s (%s rules).\n", plural(len(recs), "game"), c.Out, rulesLabel(recs[0].Rules))
	return nil
}

// read reads the input file ('-': standard input) whole.
func (c *ImportCmd) read(env *Env) ([]byte, string, error) {
	if c.File == "-" {
		data, err := io.ReadAll(env.Stdin)
		if err != nil {
			return nil, "stdin", fmt.Errorf("stdin: %w", err)
		}
		return data, "stdin", nil
	}
	data, err := os.ReadFile(c.File)
	return data, c.File, err
}

// importDealLines reads one deal line a game under rules r; blank lines and
// # comments (a whole line, or the end of one) are skipped. An error names
// the line, and the column of a bad card.
func importDealLines(data []byte, r canfield.Rules) ([]*notation.Record, error) {
	var recs []*notation.Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for num := 1; sc.Scan(); num++ {
		text := sc.Text()
		if num == 1 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		deal, err := parseDealLine(r, text)
		if err != nil {
			return nil, fmt.Errorf("line %d%w", num, err)
		}
		rec := notation.NewRecord(r)
		copy(rec.Setup, deal)
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return recs, nil
}

// dealLineError is an error in a deal line; its text starts with the
// column (", column 7: ...") or with ": " when no column applies, so that
// the caller can put the line number in front.
type dealLineError struct {
	col int
	msg string
	err error
}

func (e *dealLineError) Error() string {
	if e.col > 0 {
		return fmt.Sprintf(", column %d: %s", e.col, e.msg)
	}
	return ": " + e.msg
}

func (e *dealLineError) Unwrap() error { return e.err }

// parseDealLine reads a deal line as notation.ParseDeal does, but names the
// column of a bad or repeated card, or of a card of a fixed base rank.
func parseDealLine(r canfield.Rules, text string) ([]canfield.Card, error) {
	var cards []canfield.Card
	var cols [canfield.DeckSize]int // column where each card was first read
	var baseErr error               // the first card of a fixed base rank
	for off := 0; off < len(text); {
		rn, size := utf8.DecodeRuneInString(text[off:])
		if unicode.IsSpace(rn) {
			off += size
			continue
		}
		end := off
		for end < len(text) {
			rn, size := utf8.DecodeRuneInString(text[end:])
			if unicode.IsSpace(rn) {
				break
			}
			end += size
		}
		tok, col := text[off:end], utf8.RuneCountInString(text[:off])+1
		off = end
		c, err := notation.ParseCard(tok)
		if err != nil {
			return nil, &dealLineError{col, fmt.Sprintf("deal card %d: %v", len(cards)+1, err), err}
		}
		if first := cols[c.Index()]; first > 0 {
			return nil, &dealLineError{col, fmt.Sprintf("deal card %d: %v is already in the deal at column %d; every card is dealt once", len(cards)+1, c, first), notation.ErrSyntax}
		}
		cols[c.Index()] = col
		if r.BaseRank != 0 && c.Rank() == r.BaseRank && baseErr == nil {
			baseErr = &dealLineError{col, fmt.Sprintf("deal card %d: %v is never dealt: under %s rules the four %ss start the foundations", len(cards)+1, c, rulesLabel(r), rankWord(r.BaseRank)), notation.ErrSyntax}
		}
		cards = append(cards, c)
	}
	if len(cards) != r.DealSize() {
		return nil, &dealLineError{0, fmt.Sprintf("%d cards; a deal line under %s rules has %d (%s)", len(cards), rulesLabel(r), r.DealSize(), dealParts(r)), notation.ErrSyntax}
	}
	if baseErr != nil {
		return nil, baseErr
	}
	if err := canfield.CheckDeal(r, cards); err != nil {
		return nil, &dealLineError{0, err.Error(), err}
	}
	return cards, nil
}

// importSolvitaire reads a Solvitaire JSON deal. Its rules are the ones it
// implies unless given says otherwise; given rules must deal the same
// number of cards and fix the same base rank. A JSON syntax error names
// its line and column, and so does a bad card where it can be found.
func importSolvitaire(data []byte, given *canfield.Rules) (*notation.Record, error) {
	var syn *json.SyntaxError
	if err := json.Unmarshal(data, new(any)); errors.As(err, &syn) {
		p := offsetPos(data, int(syn.Offset)-1) // the offending byte is the last one read
		return nil, fmt.Errorf("%v: %v", p, err)
	}
	r, deal, err := notation.ParseSolvitaire(data)
	if err != nil {
		var te *notation.TokenError
		if errors.As(err, &te) {
			if i := bytes.Index(data, []byte(`"`+te.Token+`"`)); i >= 0 {
				return nil, fmt.Errorf("%v: %w", offsetPos(data, i), err)
			}
		}
		return nil, err
	}
	if given != nil {
		if given.BaseRank != r.BaseRank {
			what := func(r canfield.Rules) string {
				if r.BaseRank == 0 {
					return "a dealt base card"
				}
				return fmt.Sprintf("a fixed base rank %v", canfield.NewCard(r.BaseRank, 0).String()[:1])
			}
			return nil, &exitError{2, fmt.Errorf("--rules %s has %s, but the Solvitaire deal has %s", rulesLabel(*given), what(*given), what(r))}
		}
		if err := canfield.CheckDeal(*given, deal); err != nil {
			return nil, fmt.Errorf("the Solvitaire deal under --rules %s: %w", rulesLabel(*given), err)
		}
		r = *given
	}
	rec := notation.NewRecord(r)
	copy(rec.Setup, deal)
	return rec, nil
}

// offsetPos returns the line and column (counted in characters) of byte
// offset off of data; an offset past the end is the end.
func offsetPos(data []byte, off int) notation.Pos {
	off = min(max(off, 0), len(data))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return notation.Pos{Line: line, Col: utf8.RuneCount(before[start:]) + 1}
}
