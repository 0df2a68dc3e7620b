// Package notation reads and writes the text forms of Canfield: card tokens,
// deal lines, moves and game records. Parsers read text into values of
// package canfield; they check form, not legality, which is the rules
// engine's job.
package notation

import (
	"errors"
	"fmt"
	"strings"

	"canfield/canfield"
)

// ErrSyntax is wrapped by every parse error of this package.
var ErrSyntax = errors.New("syntax error")

// TokenError is a parse error about one token.
type TokenError struct {
	Token    string // the token as written
	Expected string // what was expected, in words
}

func (e *TokenError) Error() string {
	return fmt.Sprintf("%q is not %s", e.Token, e.Expected)
}

// Unwrap lets errors.Is find ErrSyntax.
func (e *TokenError) Unwrap() error { return ErrSyntax }

const cardExpected = "a card (rank A 2-9 T or 10 J Q K, then suit c d h s or ♣ ♦ ♥ ♠, e.g. 7h, Td, 10♠)"

// ParseCard reads a card token: a rank (A, 2-9, T or 10, J, Q, K) and a
// suit (c, d, h, s, or ♣ ♦ ♥ ♠, also the outline forms ♧ ♢ ♡ ♤), in any
// case, e.g. "7h", "td", "10S", "Q♥".
func ParseCard(tok string) (canfield.Card, error) {
	s := strings.TrimSpace(tok)
	var r canfield.Rank
	switch {
	case len(s) >= 2 && s[:2] == "10":
		r, s = canfield.Ten, s[2:]
	case len(s) >= 1:
		i := strings.IndexByte("A23456789TJQK", upper(s[0]))
		if i < 0 {
			return canfield.NoCard, &TokenError{tok, cardExpected}
		}
		r, s = canfield.Rank(i+1), s[1:]
	default:
		return canfield.NoCard, &TokenError{tok, cardExpected}
	}
	su, ok := parseSuit(s)
	if !ok {
		return canfield.NoCard, &TokenError{tok, cardExpected}
	}
	return canfield.NewCard(r, su), nil
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// parseSuit reads exactly one suit letter or symbol.
func parseSuit(s string) (canfield.Suit, bool) {
	switch s {
	case "c", "C", "♣", "♧":
		return canfield.Clubs, true
	case "d", "D", "♦", "♢":
		return canfield.Diamonds, true
	case "h", "H", "♥", "♡":
		return canfield.Hearts, true
	case "s", "S", "♠", "♤":
		return canfield.Spades, true
	}
	return 0, false
}

// FormatCard writes a card in canonical notation: rank A 2-9 T J Q K and a
// lower-case suit, e.g. "7h", "Td". NoCard is "--".
func FormatCard(c canfield.Card) string { return c.String() }

// SuitLetter returns the suit's letter (c, d, h, s).
func SuitLetter(s canfield.Suit) string { return string("cdhs"[s]) }

// SuitSymbol returns the suit's symbol (♣ ♦ ♥ ♠).
func SuitSymbol(s canfield.Suit) string { return []string{"♣", "♦", "♥", "♠"}[s] }
