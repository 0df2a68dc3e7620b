package notation

import (
	"strconv"
	"strings"

	"canfield/canfield"
)

// checkTag checks the value of a tag the record knows about.
func (p *recordParser) checkTag(name, value string, valPos Pos, valueAt func(int) Pos) error {
	switch name {
	case TagRules:
		r, rerr := parseRules(value)
		if rerr != nil {
			return &RecordError{Pos: valueAt(rerr.Off), Msg: rerr.Msg, Expected: rerr.Expected, Err: rerr.Err}
		}
		p.rec.Rules = r
	case TagResult:
		switch value {
		case ResultWon, ResultLost, ResultAbandoned, ResultInProgress:
		default:
			return p.fail(valPos, "won, lost, abandoned or * (in progress)", "bad Result %q", clip(value))
		}
	case TagSeed:
		if _, err := ParseSeed(value); err != nil {
			return p.fail(valPos, "a whole number from 0 to 18446744073709551615", "bad Seed %q", clip(value))
		}
	case TagCode: // its length and check need the rules: Record.Code
		if !LooksLikeCode(value) || strings.Trim(value, codeDigits) != "" {
			return p.fail(valPos, "a deal code: letters and digits", "bad Code %q", clip(value))
		}
	case TagSeen:
		if _, err := parseSeen(value); err != nil {
			return p.fail(valPos, "cards separated by spaces (3s 9c)", "bad Seen %q: %v", clip(value), err)
		}
	case TagFoundations:
		if n, err := strconv.Atoi(value); err != nil || n < 0 || n > canfield.DeckSize || value != strconv.Itoa(n) {
			return p.fail(valPos, "a number of cards from 0 to 52", "bad Foundations %q", clip(value))
		}
	case TagDate:
		if !dateRE.MatchString(value) {
			return p.fail(valPos, "YYYY.MM.DD, with ? for unknown digits (2026.11.22, 2026.??.??)", "bad Date %q", clip(value))
		}
	}
	return nil
}
