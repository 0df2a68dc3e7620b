// Package pysol reproduces the numbered deals of PySolFC, the solitaire
// program most people play Canfield in on a computer: PySolFC's game
// number N, read as PySolFC reads it (ParseNumber), shuffled by the
// generator PySolFC picks for it (LCRandom31 or MT19937), and laid out as
// PySolFC's Canfield games lay the cards out (Deal), gives the deal line
// of the cards PySolFC dealt for game N. Each function says which
// PySolFC behaviour it follows; docs/notation.md says it in words.
//
// It follows today's PySolFC (pysollib/pysolrandom.py with the generators
// of its pysol_cards package, under Python 3): older versions dealt other
// cards for some numbers (docs/notation.md).
package pysol

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxDigits is the most digits a number may have: Python (3.11 and later),
// which PySolFC runs on, refuses to read a longer whole number from text,
// leading zeros counted.
const MaxDigits = 4300

// MaxMS is the largest ms number PySolFC takes (2^33 - 1).
const MaxMS = 1<<33 - 1

// lcLimit is the first plain number PySolFC shuffles with the Mersenne
// Twister; the numbers below it use LCRandom31.
const lcLimit = 32000

// Number is a PySolFC game number as PySolFC reads it: a whole number from
// 1, or an ms number (ms1 to ms8589934591), which always uses the
// Microsoft generator. The zero value is not a number; ParseNumber makes
// one. Numbers are comparable with ==.
type Number struct {
	ms     bool
	digits string // the value in decimal, no leading zeros
}

// ErrNumber is wrapped by every error of ParseNumber: text that PySolFC
// does not take as a game number.
var ErrNumber = errors.New("not a PySolFC game number")

// NumberError is text refused by ParseNumber: the text and why.
type NumberError struct {
	Text   string // as given
	Reason string // why PySolFC does not take it
}

func (e *NumberError) Error() string {
	return fmt.Sprintf("%s: %s", quote(e.Text), e.Reason)
}

// Unwrap lets errors.Is find ErrNumber.
func (e *NumberError) Unwrap() error { return ErrNumber }

// quote quotes text for a message, cut to its first 40 characters.
func quote(text string) string {
	if utf8.RuneCountInString(text) > 40 {
		r := []rune(text)
		return fmt.Sprintf("%q...", string(r[:40]))
	}
	return fmt.Sprintf("%q", text)
}

const wanted = "a game number is a whole number from 1, as PySolFC shows or takes it (12345, #12345, #00000000000000032000), or ms and digits (ms123)"

// ParseNumber reads a game number as PySolFC's construct_random reads the
// text typed into its "Select new game number" box or given to --deal:
//
//  1. Text that is exactly ms and ASCII digits (a single line end may
//     follow) is an ms number, 1 to 2^33-1.
//  2. Otherwise an L at the very end (or before a last line end) is
//     dropped, then every white space character (as Python's \s) and
//     every # - _ . , is taken out. What is left must be a whole number:
//     an optional +, then decimal digits of any script (as Python's int).
//     Nothing left is no number (PySolFC does nothing).
//  3. 0 is refused, as PySolFC's LCRandom31 refuses it; so are numbers of
//     more than MaxDigits digits, and "Custom" (PySolFC's game of a layout
//     set up by hand, which is not shuffled).
//
// Every error is a *NumberError wrapping ErrNumber, saying why.
func ParseNumber(text string) (Number, error) {
	fail := func(reason string) (Number, error) {
		return Number{}, &NumberError{Text: text, Reason: reason}
	}
	if !utf8.ValidString(text) {
		return fail("not text (invalid UTF-8); " + wanted)
	}
	if text == "Custom" {
		return fail("PySolFC's Custom game is a layout set up by hand, not a numbered deal")
	}
	if d, ok := msDigits(text); ok {
		n, reason := number(d, true)
		if reason != "" {
			return fail(reason)
		}
		return n, nil
	}
	s := dropFinalL(text)
	var b strings.Builder
	for _, r := range s {
		if !pySpace(r) && !strings.ContainsRune("#-_.,", r) {
			b.WriteRune(r)
		}
	}
	s = b.String()
	if s == "" {
		return fail("no number in it (PySolFC does nothing with it); " + wanted)
	}
	if strings.HasPrefix(strings.ToLower(s), "ms") {
		return fail("PySolFC reads an ms number only as ms and the digits, with nothing before or between them (ms123)")
	}
	s = strings.TrimPrefix(s, "+")
	var digits strings.Builder
	for _, r := range s {
		v, ok := digitValue(r)
		if !ok {
			return fail(wanted)
		}
		digits.WriteByte(byte('0' + v))
	}
	n, reason := number(digits.String(), false)
	if reason != "" {
		return fail(reason)
	}
	return n, nil
}

// msDigits returns the digits of text when it is ms and ASCII digits, with
// at most one line end after them: the pattern pysol_cards matches
// ("ms([0-9]+)\n?\Z") before anything is taken out of the text.
func msDigits(text string) (string, bool) {
	d, ok := strings.CutPrefix(text, "ms")
	if !ok {
		return "", false
	}
	d = strings.TrimSuffix(d, "\n")
	if d == "" {
		return "", false
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return "", false
		}
	}
	return d, true
}

// dropFinalL drops an L at the end of text, or just before a line end
// that ends it, as PySolFC's re.sub(r"L$", "", s) does (an old Python's
// long integers were written 12345L).
func dropFinalL(text string) string {
	if strings.HasSuffix(text, "L") {
		return text[:len(text)-1]
	}
	if strings.HasSuffix(text, "L\n") {
		return text[:len(text)-2] + "\n"
	}
	return text
}

// pySpace reports whether Python's \s matches r in a text pattern: Go's
// white space and the four separators U+001C to U+001F.
func pySpace(r rune) bool { return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f }

// digitValue returns the value of a decimal digit of any script (Unicode
// category Nd), as Python's int reads it. Unicode puts each script's
// digits in a run of ten from its zero, and every range of the Nd table is
// made of whole runs, so a digit's value is its distance from the start of
// its range, modulo 10.
func digitValue(r rune) (int, bool) {
	if r >= '0' && r <= '9' {
		return int(r - '0'), true
	}
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) && rg.Stride == 1 {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) && rg.Stride == 1 {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	return 0, false
}

// number makes the Number of decimal digits d (ASCII), or says why PySolFC
// refuses it.
func number(d string, ms bool) (Number, string) {
	if len(d) > MaxDigits {
		return Number{}, fmt.Sprintf("%d digits; Python, which PySolFC runs on, reads at most %d", len(d), MaxDigits)
	}
	d = strings.TrimLeft(d, "0")
	switch {
	case d == "":
		return Number{}, "PySolFC's game numbers start at 1"
	case ms && (len(d) > 10 || len(d) == 10 && d > "8589934591"):
		return Number{}, "ms numbers run from ms1 to ms8589934591"
	}
	return Number{ms: ms, digits: d}, ""
}

// String writes the number so that ParseNumber reads it back as itself:
// ms and the digits for an ms number, the digits alone otherwise.
func (n Number) String() string {
	if n.ms {
		return "ms" + n.digits
	}
	return n.digits
}

// MS reports whether n is an ms number (typed msN).
func (n Number) MS() bool { return n.ms }

// Value returns the number's value (N of msN).
func (n Number) Value() *big.Int {
	v, _ := new(big.Int).SetString(n.digits, 10)
	return v
}

// UsesLCRandom31 reports whether PySolFC shuffles game n with LCRandom31:
// an ms number, or a plain number below 32000. Every other number uses
// the Mersenne Twister.
func (n Number) UsesLCRandom31() bool {
	return n.ms || len(n.digits) <= 5 && n.Value().Int64() < lcLimit
}

// Plus returns the number k after n, of the same kind (ms or plain), as
// solve --count walks a run of numbers; it fails when that number is past
// the largest PySolFC takes.
func (n Number) Plus(k uint64) (Number, error) {
	v := n.Value()
	v.Add(v, new(big.Int).SetUint64(k))
	m, reason := number(v.String(), n.ms)
	if reason != "" {
		return Number{}, &NumberError{Text: (&Number{ms: n.ms, digits: v.String()}).String(), Reason: reason}
	}
	return m, nil
}
