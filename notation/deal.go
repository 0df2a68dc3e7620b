package notation

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"canfield/canfield"
)

// A deal line holds the cards of a deal in deal order (reserve bottom to
// top, base card, tableau 1 to 4, stock top to bottom; under a fixed-base
// preset, no base card), separated by white space. A # starts a comment
// that runs to the end of the line, wherever the line is read: a line that
// is only a comment (or blank) holds no deal. Every reader of deal lines
// in the program goes through parseDealLine, so one mistake gets one
// message everywhere. A line that is one word longer than a card is read
// as a deal code (code.go) in place of the cards.

// DealError is a mistake in a deal line: what is wrong, and where.
type DealError struct {
	Line int    // line of the file, from 1; 0 for a line read on its own
	Col  int    // column of the offending card, in characters from 1; 0 when the line as a whole is wrong
	Msg  string // what is wrong, e.g. `deal card 5: "7x" is not a card (...)`
	Err  error  // the cause (a card error, or canfield.CheckDeal's)
}

// Detail writes the mistake without the line: "column 13: deal card 5:
// ...", or the message alone when no column applies.
func (e *DealError) Detail() string {
	if e.Col > 0 {
		return fmt.Sprintf("column %d: %s", e.Col, e.Msg)
	}
	return e.Msg
}

func (e *DealError) Error() string {
	switch {
	case e.Line > 0 && e.Col > 0:
		return fmt.Sprintf("line %d, %s", e.Line, e.Detail())
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Detail())
	}
	return e.Detail()
}

// Unwrap lets errors.Is find ErrSyntax and the cause.
func (e *DealError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrSyntax, e.Err}
	}
	return []error{ErrSyntax}
}

// ParseDeal reads a deal line (see above). It checks the count, the tokens,
// that no card appears twice and that none is of a fixed base rank; an
// error is a *DealError naming the column of the offending card.
func ParseDeal(r canfield.Rules, line string) ([]canfield.Card, error) {
	return parseDealLine(r, line, false)
}

// ParseKnownDeal reads a deal line in which ?? stands for a card not seen
// (NoCard in the result), as hint --deal takes it. It makes every check of
// ParseDeal that a partly known deal allows.
func ParseKnownDeal(r canfield.Rules, line string) ([]canfield.Card, error) {
	return parseDealLine(r, line, true)
}

// parseDealLine is the one reader of deal lines; unknown allows ??.
func parseDealLine(r canfield.Rules, text string, unknown bool) ([]canfield.Card, error) {
	text, _, _ = strings.Cut(text, "#")
	if LooksLikeCode(text) {
		return parseCodeLine(r, text)
	}
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
		n := len(cards) + 1
		if unknown && tok == "??" {
			cards = append(cards, canfield.NoCard)
			continue
		}
		c, err := ParseCard(tok)
		if err != nil {
			return nil, &DealError{Col: col, Msg: fmt.Sprintf("deal card %d: %v", n, err), Err: err}
		}
		if first := cols[c.Index()]; first > 0 {
			return nil, &DealError{Col: col, Msg: fmt.Sprintf("deal card %d: %v is already in the deal at column %d; every card is dealt once", n, c, first)}
		}
		cols[c.Index()] = col
		if !r.InDeck(c) {
			return nil, &DealError{Col: col, Msg: fmt.Sprintf("deal card %d: %v is not in the deck of %s rules (%d suits of %d ranks)", n, c, rulesLabel(r), r.SuitCount(), r.RankCount())}
		}
		if r.BaseRank != 0 && c.Rank() == r.BaseRank && baseErr == nil {
			baseErr = &DealError{Col: col, Msg: fmt.Sprintf("deal card %d: %v is never dealt: under %s rules the four %ss start the foundations", n, c, rulesLabel(r), rankWord(r.BaseRank))}
		}
		cards = append(cards, c)
	}
	if len(cards) != r.DealSize() {
		msg := fmt.Sprintf("%d cards; a deal line under %s rules has %d (%s)", len(cards), rulesLabel(r), r.DealSize(), dealParts(r))
		if r.BaseRank == 0 && len(cards) == canfield.DeckSize-canfield.NumSuits && missingRank(cards) == canfield.Two {
			// What export --format deal prints for a storehouse game.
			msg += "; with no 2s in it, it looks like a storehouse deal (--rules storehouse)"
		}
		return nil, &DealError{Msg: msg}
	}
	if baseErr != nil {
		return nil, baseErr
	}
	if !unknown {
		if err := canfield.CheckDeal(r, cards); err != nil {
			return nil, &DealError{Msg: err.Error(), Err: err}
		}
	}
	return cards, nil
}

// parseCodeLine reads a deal line that is a deal code (ParseCode), its
// mistake a *DealError naming the column of the offending character.
func parseCodeLine(r canfield.Rules, text string) ([]canfield.Card, error) {
	deal, err := ParseCode(r, text)
	if ce, ok := err.(*CodeError); ok {
		de := &DealError{Msg: "deal code: " + ce.Msg, Err: ce}
		if ce.Pos > 0 {
			lead := len(text) - len(strings.TrimLeftFunc(text, unicode.IsSpace))
			de.Col = utf8.RuneCountInString(text[:lead]) + ce.Pos
		}
		return nil, de
	}
	return deal, err
}

// rulesLabel names rules in messages: the preset, or its Rules tag text.
func rulesLabel(r canfield.Rules) string {
	if r.Name != "" {
		return r.Name
	}
	return FormatRules(r)
}

// rankWord writes a rank as a word for messages: Ace, 2, ..., 10, Jack,
// Queen, King.
func rankWord(r canfield.Rank) string {
	switch r {
	case canfield.Ace:
		return "Ace"
	case canfield.Jack:
		return "Jack"
	case canfield.Queen:
		return "Queen"
	case canfield.King:
		return "King"
	}
	return strconv.Itoa(int(r))
}

// dealParts says what a deal line holds under r, in words.
func dealParts(r canfield.Rules) string {
	base := "the base card, "
	if r.BaseRank != 0 {
		base = ""
	}
	return fmt.Sprintf("the reserve's %d cards bottom to top, %sthe %d tableau cards, the stock's %d top to bottom", r.ReserveCount(), base, r.ColumnCount(), r.StockSize())
}

// DealScanner reads a file of deal lines, one deal a line, in the manner of
// bufio.Scanner: blank lines and comments are skipped, and each other line
// is read by ParseDeal. A byte-order mark at the start is skipped.
//
//	sc := notation.NewDealScanner(in, rules)
//	for sc.Scan() {
//		deal, err := sc.Deal() // err: a *DealError naming sc.Line()
//	}
//	err := sc.Err() // a read error, not a bad line
type DealScanner struct {
	r     *bufio.Reader
	rules canfield.Rules
	line  int
	deal  []canfield.Card
	err   error
	rerr  error
}

// MaxDealLine is the longest line a DealScanner reads (a deal line is
// about 160 characters): a longer one ends the scan with an error (Err),
// read no further, so that an endless line (/dev/zero) is not read
// forever.
const MaxDealLine = 1 << 20

// NewDealScanner returns a scanner of the deal lines of in under rules r.
func NewDealScanner(in io.Reader, r canfield.Rules) *DealScanner {
	return &DealScanner{r: bufio.NewReaderSize(in, 64<<10), rules: r}
}

// Scan reads up to the next line that holds a deal (or a mistake); it
// returns false at the end of the input or on a read error.
func (s *DealScanner) Scan() bool {
	for s.rerr == nil {
		text, long, err := s.readLine()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				s.rerr = err
			}
			return false
		}
		s.line++
		if long {
			s.deal = nil
			s.rerr = &DealError{Line: s.line, Msg: fmt.Sprintf("line too long (longer than %d bytes): not a file of deal lines", MaxDealLine), Err: ErrSyntax}
			return false
		}
		if s.line == 1 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		if body, _, _ := strings.Cut(text, "#"); strings.TrimSpace(body) == "" {
			continue
		}
		s.deal, s.err = ParseDeal(s.rules, text)
		if de, ok := s.err.(*DealError); ok {
			de.Line = s.line
		}
		return true
	}
	return false
}

// readLine returns the next line without its line end, or reports it
// longer than MaxDealLine (then read no further). At the end of the input
// it returns io.EOF.
func (s *DealScanner) readLine() (string, bool, error) {
	var b []byte
	for {
		chunk, err := s.r.ReadSlice('\n')
		if len(b)+len(chunk) > MaxDealLine+2 { // +2: the line end
			return "", true, nil
		}
		b = append(b, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) {
			if len(b) == 0 {
				return "", false, io.EOF
			}
		} else if err != nil {
			return "", false, err
		}
		text := strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")
		if len(text) > MaxDealLine {
			return "", true, nil
		}
		return text, false, nil
	}
}

// Deal returns the deal of the line Scan stopped at, or its mistake.
func (s *DealScanner) Deal() ([]canfield.Card, error) { return s.deal, s.err }

// Line returns the number of the line Scan stopped at, from 1.
func (s *DealScanner) Line() int { return s.line }

// Err returns the first read error (a failing reader), not a bad line.
func (s *DealScanner) Err() error { return s.rerr }

// FormatDeal writes a deal line: canonical card tokens separated by single
// spaces.
func FormatDeal(cards []canfield.Card) string {
	var b strings.Builder
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// ParseSeed reads a seed: a whole number from 0 to 2^64-1, as a Seed tag
// and every --seed flag give it.
func ParseSeed(text string) (uint64, error) {
	v, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return 0, &TokenError{Token: text, Expected: "a seed (a whole number from 0 to 18446744073709551615)"}
	}
	return v, nil
}

// missingRank returns the rank of which cards holds no card, when exactly
// one rank is missing from them, or 0.
func missingRank(cards []canfield.Card) canfield.Rank {
	var n [canfield.King + 1]int
	for _, c := range cards {
		n[c.Rank()]++
	}
	missing := canfield.Rank(0)
	for r := canfield.Ace; r <= canfield.King; r++ {
		if n[r] == 0 {
			if missing != 0 {
				return 0
			}
			missing = r
		}
	}
	return missing
}
