// Package notation reads and writes the text forms of Canfield: card tokens,
// deal lines, moves and game records. Parsers read text into values of
// package canfield; they check form, not legality, which is the rules
// engine's job. Each form has one reader here (deal lines: ParseDeal,
// ParseKnownDeal and DealScanner; seeds: ParseSeed), and every command uses
// it, so the same mistake gets the same message everywhere.
//
// # Why the record reader follows deal positions itself
//
// Reading a record checks each revealed card (7h=Kd) against the setup at
// the deal position the move turned face up, so that a contradiction is
// reported at its line and column as the text is read. Which position a
// move shows is counted by places (record_places.go), a third model of
// where cards go beside canfield.State and tracker.Game. It stays here,
// on purpose:
//
//   - notation cannot ask the tracker: tracker imports notation (it replays
//     records), so the reverse import would be a cycle;
//   - canfield.State needs every card of the deal, while a record's setup
//     may hold ?? for cards never seen; following positions with it would
//     mean completing the deal and replaying the moves for legality, which
//     is the tracker's work, done again. places needs only counts (pile
//     sizes, the positions in the talon), never the cards;
//   - every reader of records gets the checks, also those that never
//     replay (export, JSON), and Record.Known and Record.WholeDeal complete
//     a deal from the reveals without the rules engine.
//
// places trusts the moves to be legal; legality is the tracker's to check
// when it replays the record (tracker.FromRecord), which it does with the
// real engine and MoveEntry.Pos for the message. Two tests keep the models
// in step: TestPlacesFollowTheEngine (here) plays random legal games under
// every preset and checks that places names the position of every card
// canfield.State shows for the first time, and
// TestNotationAgreesWithTheTracker (package tracker) checks that a record
// the tracker writes reads back here with each revealed card at the
// position the tracker saw it.
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
	return fmt.Sprintf("%q is not %s", clip(e.Token), e.Expected)
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
