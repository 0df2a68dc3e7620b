package notation

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"canfield/canfield"
)

// The text forms of a cut deck (docs/rules.md "Small decks"): its rules
// string, its deal lines and codes; a card outside the deck is refused
// where it is read, with its place.

func TestSmallRulesStrings(t *testing.T) {
	small := preset(t, "small-2x5")
	cases := []struct {
		text string
		want canfield.Rules
		name string // FormatRules of the result
	}{
		{"small-2x5", small, "small-2x5"},
		{"classic suits=2 ranks=5 reserve=3 columns=2", small, "small-2x5"},
		{"small-2x5 passes=3", preset(t, "small-2x5-3pass"), "small-2x5-3pass"},
		{"small-4x5 suits=4", preset(t, "small-4x5"), "small-4x5"},
	}
	for _, c := range cases {
		r, err := ParseRules(c.text)
		if err != nil || !r.Same(c.want) {
			t.Errorf("ParseRules(%q) = %+v, %v", c.text, r, err)
			continue
		}
		if got := FormatRules(r); got != c.name {
			t.Errorf("FormatRules(ParseRules(%q)) = %q, want %q", c.text, got, c.name)
		}
	}
	for _, bad := range []string{"classic suits=5", "classic ranks=2", "classic ranks=14", "classic columns=0", "small-2x5 reserve=9"} {
		if _, err := ParseRules(bad); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseRules(%q) = %v, want a syntax error", bad, err)
		}
	}
}

func TestSmallDealLines(t *testing.T) {
	r := preset(t, "small-2x5")
	deal := canfield.ShuffledDeal(r, 11)
	line := FormatDeal(deal)
	back, err := ParseDeal(r, line)
	if err != nil || !slices.Equal(back, deal) {
		t.Fatalf("ParseDeal(%q) = %v, %v", line, back, err)
	}
	// A card the deck does not hold, named at its column.
	toks := strings.Fields(line)
	toks[4] = "9h"
	var de *DealError
	if _, err := ParseDeal(r, strings.Join(toks, " ")); !errors.As(err, &de) || de.Col != 13 || !strings.Contains(de.Msg, "not in the deck") {
		t.Errorf("a 9h in a small-2x5 deal: %v", err)
	}
	if _, err := ParseKnownDeal(r, "?? ?? 3c ?? ?? ?? ?? ?? ?? Kd"); !errors.As(err, &de) || !strings.Contains(de.Msg, "Kd is not in the deck") {
		t.Errorf("a Kd in a partly known small-2x5 deal: %v", err)
	}
	// A card short: the count says how many a deal line has.
	if _, err := ParseDeal(r, strings.Join(strings.Fields(line)[:9], " ")); err == nil || !strings.Contains(err.Error(), "has 10") {
		t.Errorf("9 cards under small-2x5: %v", err)
	}
	code, err := FormatCode(r, deal)
	if err != nil {
		t.Fatal(err)
	}
	if len(code) != CodeLength(r) || len(code) >= 10 {
		t.Errorf("code %q of a 10-card deal: %d characters", code, len(code))
	}
	if back, err := ParseCode(r, code); err != nil || !slices.Equal(back, deal) {
		t.Errorf("ParseCode(%q) = %v, %v", code, back, err)
	}
}
