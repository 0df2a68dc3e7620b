package notation

import (
	"fmt"
	"strings"

	"canfield/canfield"
)

// ParseDeal reads a deal line: the cards of a deal in deal order (reserve
// bottom to top, base card, tableau 1 to 4, stock top to bottom; under a
// fixed-base preset, no base card), separated by white space. It checks the
// count, the tokens and that no card appears twice; an error names the
// position of the offending token.
func ParseDeal(r canfield.Rules, line string) ([]canfield.Card, error) {
	fields := strings.Fields(line)
	want := r.DealSize()
	cards := make([]canfield.Card, 0, len(fields))
	var seen canfield.CardSet
	for i, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, fmt.Errorf("deal card %d: %w", i+1, err)
		}
		if seen.Has(c) {
			return nil, fmt.Errorf("deal card %d: %s appears twice: %w", i+1, c, ErrSyntax)
		}
		seen = seen.With(c)
		cards = append(cards, c)
	}
	if len(cards) != want {
		return nil, fmt.Errorf("a deal line has %d cards under %s rules, this one has %d: %w", want, rulesName(r), len(cards), ErrSyntax)
	}
	if err := canfield.CheckDeal(r, cards); err != nil {
		return nil, fmt.Errorf("%v: %w", err, ErrSyntax)
	}
	return cards, nil
}

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

func rulesName(r canfield.Rules) string {
	if r.Name == "" {
		return "these"
	}
	return r.Name
}
