package notation

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"canfield/canfield"
)

func preset(t testing.TB, name string) canfield.Rules {
	t.Helper()
	r, err := canfield.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Deal lines of seeded deals format and read back as the same cards, under
// the 52-card presets and storehouse's 48.
func TestDealRoundTrip(t *testing.T) {
	for _, name := range []string{"classic", "storehouse", "wolter"} {
		r := preset(t, name)
		for seed := range uint64(50) {
			deal := canfield.ShuffledDeal(r, seed)
			line := FormatDeal(deal)
			if n := len(strings.Split(line, " ")); n != r.DealSize() {
				t.Fatalf("%s seed %d: %d tokens", name, seed, n)
			}
			back, err := ParseDeal(r, line)
			if err != nil || !slices.Equal(back, deal) {
				t.Fatalf("%s seed %d: ParseDeal(FormatDeal) = %v, %v", name, seed, back, err)
			}
		}
	}
}

// Other spellings of the same cards, and any white space, read as the same deal.
func TestParseDealForms(t *testing.T) {
	r := preset(t, "classic")
	deal := canfield.ShuffledDeal(r, 7)
	var toks []string
	for i, c := range deal {
		s := FormatCard(c)
		switch i % 4 {
		case 1:
			s = strings.ToUpper(s)
		case 2:
			s = s[:1] + SuitSymbol(c.Suit())
		case 3:
			if c.Rank() == canfield.Ten {
				s = "10" + s[1:]
			}
		}
		toks = append(toks, s)
	}
	line := "  " + strings.Join(toks, " \t ") + "\n"
	back, err := ParseDeal(r, line)
	if err != nil || !slices.Equal(back, deal) {
		t.Fatalf("ParseDeal(%q) = %v, %v", line, back, err)
	}
}

func TestParseDealRejects(t *testing.T) {
	classic := preset(t, "classic")
	store := preset(t, "storehouse")
	good := strings.Fields(FormatDeal(canfield.ShuffledDeal(classic, 3)))
	storeGood := strings.Fields(FormatDeal(canfield.ShuffledDeal(store, 3)))
	join := func(ts []string) string { return strings.Join(ts, " ") }
	with := func(ts []string, i int, tok string) string {
		c := slices.Clone(ts)
		c[i] = tok
		return join(c)
	}
	cases := []struct {
		name string
		r    canfield.Rules
		line string
		want []string // parts of the message
	}{
		{"51 cards", classic, join(good[:51]), []string{"51 cards", "has 52"}},
		{"53 cards", classic, join(good) + " " + good[0], []string{"deal card 53", "already in the deal at column 1"}},
		{"53 cards, all distinct cannot be", classic, join(good) + " Xx", []string{"deal card 53", `"Xx" is not a card`}},
		{"empty", classic, "", []string{"0 cards"}},
		{"a duplicate", classic, with(good, 40, good[3]), []string{"deal card 41", "already in the deal"}},
		{"a bad token named with its position", classic, with(good, 9, "Zq"), []string{"deal card 10", `"Zq"`, "is not a card"}},
		{"a bad token at the end", classic, with(good, 51, "10"), []string{"deal card 52", `"10"`}},
		{"storehouse has 48", store, join(good), []string{"52 cards", "storehouse", "has 48"}},
		// A storehouse game's exported deal given without --rules.
		{"48 cards with no 2s under classic", classic, join(storeGood), []string{"48 cards", "has 52", "with no 2s in it, it looks like a storehouse deal (--rules storehouse)"}},
		{"storehouse has 48, not 47", store, join(storeGood[:47]), []string{"47 cards", "has 48"}},
		{"storehouse's Twos are not dealt", store, with(storeGood, 5, "2h"), []string{"card 6", "2h", "never dealt"}},
	}
	for _, c := range cases {
		got, err := ParseDeal(c.r, c.line)
		if err == nil {
			t.Errorf("%s: ParseDeal = %v, want an error", c.name, got)
			continue
		}
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: error %v does not wrap ErrSyntax", c.name, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not contain %q", c.name, err, w)
			}
		}
	}
	// The same storehouse line without the Two reads.
	if _, err := ParseDeal(store, join(storeGood)); err != nil {
		t.Errorf("a good storehouse line: %v", err)
	}
}

func FuzzParseDeal(f *testing.F) {
	classic := canfield.Classic
	store, _ := canfield.Preset("storehouse")
	f.Add(false, FormatDeal(canfield.ShuffledDeal(classic, 1)))
	f.Add(true, FormatDeal(canfield.ShuffledDeal(store, 1)))
	f.Add(false, "7h 8s")
	f.Add(true, "")
	f.Fuzz(func(t *testing.T, storehouse bool, line string) {
		r := classic
		if storehouse {
			r = store
		}
		deal, err := ParseDeal(r, line)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseDeal error %v does not wrap ErrSyntax", err)
			}
			return
		}
		if err := canfield.CheckDeal(r, deal); err != nil {
			t.Fatalf("ParseDeal(%q) accepted a bad deal: %v", line, err)
		}
		back, err := ParseDeal(r, FormatDeal(deal))
		if err != nil || !slices.Equal(back, deal) {
			t.Fatalf("ParseDeal(%q) = %v, but its format reads back as %v, %v", line, deal, back, err)
		}
	})
}

// TestShortDealNamesStorehouseOnlyWhenItFits: the storehouse suggestion is
// made only for 48 cards with every 2 missing, not for any short line.
func TestShortDealNamesStorehouseOnlyWhenItFits(t *testing.T) {
	classic := preset(t, "classic")
	good := strings.Fields(FormatDeal(canfield.ShuffledDeal(classic, 3)))
	_, err := ParseDeal(classic, strings.Join(good[:48], " "))
	if err == nil || strings.Contains(err.Error(), "storehouse") {
		t.Errorf("48 cards of a classic deal: %v", err)
	}
}
