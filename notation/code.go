package notation

import (
	"fmt"
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"canfield/canfield"
)

// A deal code is a whole deal written short enough to read out or type:
// letters and digits only, 39 of them for a 52-card deal (36 under a
// fixed-base preset, whose deal has 48 cards). It is made in three steps:
//
//  1. The deal is numbered among all orders of its cards: each card, in
//     deal order, is given its place among the cards not yet dealt, counted
//     in canfield.OrderedDeck order (clubs, diamonds, hearts, spades, each
//     Ace to King), and these places are read as the digits of one number
//     in a mixed radix (52, 51, ..., 1): the Lehmer code of the
//     permutation. The first order is 0, the last 52!-1 (226 bits).
//  2. The number is written in base 62 with the digits 0-9, A-Z, a-z, most
//     significant first, padded with 0 to a fixed length: 38 characters
//     for 52 cards, 35 for 48.
//  3. A check character is added: the Luhn algorithm over base 62 (from
//     the right, every second character's value is doubled and its two
//     base-62 digits added), so that any one mistyped character, and
//     nearly every swap of two neighbours, fails the check.
//
// The code holds the cards only; the rules are given beside it, as with a
// deal line. Every reader of deal lines also reads a code in place of one
// (a line that is a single word longer than a card).

// codeDigits are the base-62 digits of a deal code, in value order.
const codeDigits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

const codeBase = len(codeDigits)

// CodeError is a mistake in a deal code: what is wrong, and where.
type CodeError struct {
	Pos int    // the offending character, from 1; 0 when the code as a whole is wrong
	Msg string // what is wrong
}

func (e *CodeError) Error() string {
	if e.Pos > 0 {
		return fmt.Sprintf("deal code, character %d: %s", e.Pos, e.Msg)
	}
	return "deal code: " + e.Msg
}

// Unwrap lets errors.Is find ErrSyntax.
func (e *CodeError) Unwrap() error { return ErrSyntax }

// CodeLength returns the length of a deal code under r, its check
// character included: 39 for a 52-card deal, 36 for a 48-card one.
func CodeLength(r canfield.Rules) int { return codeDataLength(r.DealSize()) + 1 }

// codeDataLength is the number of base-62 digits that hold every order of
// n cards: the least L with 62^L >= n!.
func codeDataLength(n int) int {
	f := factorial(n)
	p := big.NewInt(1)
	b := big.NewInt(int64(codeBase))
	l := 0
	for p.Cmp(f) < 0 {
		p.Mul(p, b)
		l++
	}
	return l
}

func factorial(n int) *big.Int {
	f := big.NewInt(1)
	for i := 2; i <= n; i++ {
		f.Mul(f, big.NewInt(int64(i)))
	}
	return f
}

// FormatCode writes the deal code of a whole deal under r (see above). The
// deal must hold every card of r's deck once (canfield.CheckDeal's deal,
// or any order of OrderedDeck(r)); an error says which card is wrong.
func FormatCode(r canfield.Rules, deal []canfield.Card) (string, error) {
	deck := canfield.OrderedDeck(r)
	if len(deal) != len(deck) {
		return "", fmt.Errorf("deal code: the deal has %d cards; under %s rules it has %d", len(deal), rulesLabel(r), len(deck))
	}
	n := new(big.Int)
	left := append([]canfield.Card(nil), deck...)
	for i, c := range deal {
		at := -1
		for j, d := range left {
			if d == c {
				at = j
				break
			}
		}
		if at < 0 {
			return "", fmt.Errorf("deal code: deal card %d (%v) is not in the deck under %s rules, or comes twice", i+1, c, rulesLabel(r))
		}
		left = append(left[:at], left[at+1:]...)
		n.Mul(n, big.NewInt(int64(len(deck)-i)))
		n.Add(n, big.NewInt(int64(at)))
	}
	digits := make([]byte, codeDataLength(len(deck)))
	b := big.NewInt(int64(codeBase))
	m := new(big.Int)
	for i := len(digits) - 1; i >= 0; i-- {
		n.DivMod(n, b, m)
		digits[i] = codeDigits[m.Int64()]
	}
	return string(digits) + string(codeDigits[codeCheck(digits)]), nil
}

// codeCheck returns the value of the check character of the digits data:
// Luhn's algorithm over base 62.
func codeCheck(data []byte) int {
	sum := 0
	double := true // the rightmost data digit is doubled, as the check follows it
	for i := len(data) - 1; i >= 0; i-- {
		v := strings.IndexByte(codeDigits, data[i])
		if double {
			v *= 2
			v = v/codeBase + v%codeBase
		}
		sum += v
		double = !double
	}
	return (codeBase - sum%codeBase) % codeBase
}

// LooksLikeCode reports whether text, stripped of surrounding space, is a
// single word longer than any card: what a reader of deal lines takes for a
// deal code rather than a line of cards.
func LooksLikeCode(text string) bool {
	text = strings.TrimSpace(text)
	return utf8.RuneCountInString(text) > 3 && !strings.ContainsFunc(text, unicode.IsSpace)
}

// ParseCode reads a deal code under r (see above) and returns its deal,
// which passes canfield.CheckDeal. Surrounding white space is ignored. A
// mistake is a *CodeError: a character that is not a letter or digit (its
// place named), a length that is not r's, a check character that does
// not match (a character mistyped), or a number past the last deal.
func ParseCode(r canfield.Rules, text string) ([]canfield.Card, error) {
	text = strings.TrimSpace(text)
	pos := 0
	for _, rn := range text {
		pos++
		if rn >= utf8.RuneSelf || strings.IndexByte(codeDigits, byte(rn)) < 0 {
			return nil, &CodeError{Pos: pos, Msg: fmt.Sprintf("%q is not a letter or digit; a deal code has only the letters A-Z, a-z and the digits 0-9", rn)}
		}
	}
	want := CodeLength(r)
	if len(text) != want {
		msg := fmt.Sprintf("%d characters; a deal code under %s rules has %d (%d for the deal and a check character)", len(text), rulesLabel(r), want, want-1)
		switch {
		case r.BaseRank == 0 && len(text) == codeDataLength(canfield.DeckSize-canfield.NumSuits)+1:
			msg += fmt.Sprintf("; %d is the length of a code of a fixed-base deal of 48 cards, e.g. --rules storehouse", len(text))
		case r.BaseRank != 0 && len(text) == codeDataLength(canfield.DeckSize)+1:
			msg += fmt.Sprintf("; %d is the length of a code of a 52-card deal, e.g. --rules classic", len(text))
		case len(text) < want:
			msg += "; a character is missing, or the code was cut short"
		default:
			msg += "; a character is doubled, or two codes ran together"
		}
		return nil, &CodeError{Msg: msg}
	}
	data := []byte(text[:want-1])
	if got, check := strings.IndexByte(codeDigits, text[want-1]), codeCheck(data); got != check {
		// The check says that a character is wrong, not which: the
		// message names no position, so as not to point at the last.
		return nil, &CodeError{Msg: fmt.Sprintf("a character is mistyped somewhere in the code (a letter in the wrong case, 0 for O, 1 for l or I) or two neighbours are swapped: its check character %q does not match the %d before it", text[want-1], want-1)}
	}
	deck := canfield.OrderedDeck(r)
	n := new(big.Int)
	b := big.NewInt(int64(codeBase))
	for _, ch := range data {
		n.Mul(n, b)
		n.Add(n, big.NewInt(int64(strings.IndexByte(codeDigits, ch))))
	}
	if n.Cmp(factorial(len(deck))) >= 0 {
		return nil, &CodeError{Msg: "its number is past the last deal: not a deal code (a character is mistyped, though the check character matches)"}
	}
	places := make([]int, len(deck))
	m := new(big.Int)
	for i := len(deck) - 1; i >= 0; i-- {
		n.DivMod(n, big.NewInt(int64(len(deck)-i)), m)
		places[i] = int(m.Int64())
	}
	left := append([]canfield.Card(nil), deck...)
	deal := make([]canfield.Card, len(deck))
	for i, at := range places {
		deal[i] = left[at]
		left = append(left[:at], left[at+1:]...)
	}
	if err := canfield.CheckDeal(r, deal); err != nil {
		return nil, &CodeError{Msg: err.Error()}
	}
	return deal, nil
}
