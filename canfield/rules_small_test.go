package canfield

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// The small presets (docs/rules.md "Small decks"): classic's rules on a
// cut deck. Each changes from classic only the deck's and the layout's
// sizes (and the passes, in its limited form); the wrap runs from the
// deck's highest rank to the Ace; a foundation is complete at that many
// cards; the deal line holds every card of the deck once.

func TestSmallPresetOptions(t *testing.T) {
	for _, name := range SmallPresets() {
		for _, limited := range []bool{false, true} {
			n := name
			r := mustPreset(t, n)
			var want []string
			if limited {
				n += "-3pass"
				want = append(want, "Passes")
				r = mustPreset(t, n)
			}
			// Each size that is not classic's, and only those: the
			// classic sizes are written 0, as Same reads them.
			for _, f := range []struct {
				name string
				v, d int
			}{{"Suits", r.SuitCount(), NumSuits}, {"Ranks", r.RankCount(), NumRanks}, {"Reserve", r.ReserveCount(), ReserveSize}, {"Columns", r.ColumnCount(), NumColumns}} {
				if f.v != f.d {
					want = append(want, f.name)
				}
			}
			if got := diffFields(Classic, r); !slices.Equal(got, want) {
				t.Errorf("%s changes %v from classic, want %v", n, got, want)
			}
			if err := r.Validate(); err != nil {
				t.Errorf("%s: %v", n, err)
			}
			if limited && r.Passes != SmallPassLimit || !limited && r.Passes != 0 {
				t.Errorf("%s: %d passes", n, r.Passes)
			}
			var s, k int
			if _, err := fmt.Sscanf(n, "small-%dx%d", &s, &k); err != nil {
				t.Fatalf("%s: %v", n, err)
			}
			if r.SuitCount() != s || r.RankCount() != k || r.DeckCards() != s*k || r.DealSize() != s*k {
				t.Errorf("%s: %d suits of %d ranks, %d cards, deal of %d", n, r.SuitCount(), r.RankCount(), r.DeckCards(), r.DealSize())
			}
			if got := r.ReserveCount() + 1 + r.ColumnCount() + r.StockSize(); got != s*k {
				t.Errorf("%s: the layout holds %d cards, the deck %d", n, got, s*k)
			}
			if r.Deck().Len() != s*k || len(OrderedDeck(r)) != s*k || !r.SmallDeck() {
				t.Errorf("%s: deck of %d, ordered deck of %d", n, r.Deck().Len(), len(OrderedDeck(r)))
			}
			for _, c := range OrderedDeck(r) {
				if int(c.Suit()) >= s || int(c.Rank()) > k {
					t.Errorf("%s: %v is in the ordered deck", n, c)
				}
			}
			if !strings.Contains(PresetSummary(n), "suits") && !strings.Contains(PresetSummary(n), "three passes") {
				t.Errorf("%s: summary %q", n, PresetSummary(n))
			}
		}
	}
	if Classic.SmallDeck() {
		t.Error("classic is a small deck")
	}
	c := Classic
	c.Suits, c.Ranks, c.Reserve, c.Columns = 4, 13, 13, 4
	if !c.Same(Classic) || c.SmallDeck() {
		t.Error("classic's sizes written out are not classic")
	}
}

func TestSmallValidate(t *testing.T) {
	bad := []struct {
		why string
		f   func(*Rules)
	}{
		{"five suits", func(r *Rules) { r.Suits = 5 }},
		{"two ranks", func(r *Rules) { r.Ranks = 2 }},
		{"fourteen ranks", func(r *Rules) { r.Ranks = 14 }},
		{"a reserve of 14", func(r *Rules) { r.Reserve = 14 }},
		{"five columns", func(r *Rules) { r.Columns = 5 }},
		{"one suit in alternating colours", func(r *Rules) { r.Suits = 1 }},
		{"a deck too small for the layout", func(r *Rules) { r.Suits, r.Ranks = 2, 3 }},
		{"a stock too big for the talon", func(r *Rules) { r.Reserve = 1 }},
		{"a fixed base outside the deck", func(r *Rules) { r.Ranks, r.BaseRank = 5, 7 }},
	}
	for _, b := range bad {
		r := Classic
		b.f(&r)
		if r.Validate() == nil {
			t.Errorf("%s: %+v validated", b.why, r)
		}
	}
	r := Classic
	r.Suits, r.Build = 1, SameSuit
	r.Reserve = 3
	if err := r.Validate(); err != nil {
		t.Errorf("one suit built in suit: %v", err)
	}
}

func TestSmallDealAndWrap(t *testing.T) {
	r := mustPreset(t, "small-2x5")
	// Reserve 3 (bottom to top), the base 4c, columns 5d and Ad, stock 4.
	deal := cds("2c 3d 2d 4c 5d Ad Ac 3c 5c 4d")
	s, err := NewState(r, deal)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	if s.Base() != 4 || len(s.Reserve()) != 3 || s.ReserveTop() != cd("2d") || s.ColumnCount() != 2 ||
		s.Exposed(0) != cd("5d") || s.Exposed(1) != cd("Ad") || len(s.Stock()) != 4 || s.Exposed(2) != NoCard {
		t.Fatalf("dealt:\n%s", dump(&s))
	}
	// rules.md classic 1 on a cut deck: the foundation runs 4 5 A 2 3 and
	// is complete at 5 cards.
	want := []Rank{5, Ace, 2, 3}
	for _, k := range want {
		got, ok := s.NextFoundationRank(Clubs)
		if !ok || got != k {
			t.Fatalf("next clubs rank %v %v, want %v", got, ok, k)
		}
		s.found[Clubs]++
	}
	if _, ok := s.NextFoundationRank(Clubs); ok {
		t.Error("a foundation of 5 cards of a 5-rank deck takes another")
	}
	s.found[Clubs] = 1
	// rules.md classic 2: the deck's highest rank (5) goes on an Ace.
	builds := []struct {
		c, t string
		ok   bool
	}{
		{"5c", "Ad", true}, {"4c", "5d", true}, {"Ac", "2d", true}, {"5c", "Ac", false}, {"4d", "5d", false},
	}
	for _, b := range builds {
		if got := s.Builds(cd(b.c), cd(b.t)); got != b.ok {
			t.Errorf("%s on %s: %v, want %v", b.c, b.t, got, b.ok)
		}
	}
	if s.NextRank(5) != Ace || s.PrevRank(Ace) != 5 || s.NextRank(3) != 4 {
		t.Error("NextRank/PrevRank do not wrap at the deck's highest rank")
	}
	// No third column: nothing goes there, not even when columns fill
	// from the waste.
	for _, m := range []string{"r3", "w3", "13"} {
		if err := s.Legal(mv(m)); err == nil {
			t.Errorf("%s is legal with two columns", m)
		}
	}
	for _, bad := range [][]Card{cds("2c 3d 2d 4c 5d Ad Ac 3c 5c 6d"), cds("2c 3d 2d 4c 5d Ad Ac 3c 5c 4h"), cds("2c 3d 2d 4c 5d Ad Ac 3c 5c")} {
		if CheckDeal(r, bad) == nil {
			t.Errorf("CheckDeal accepted %v", bad)
		}
	}
	l := DealLayout(r)
	if l.Reserve != 3 || l.Base != 3 || l.Tableau != 4 || l.Columns != 2 || l.Stock != 6 || l.Size != 10 {
		t.Errorf("layout %+v", l)
	}
	for i, up := range []bool{false, false, true, true, true, true, false, false, false, false} {
		if l.FaceUp(r, i) != up {
			t.Errorf("position %d face up %v", i, !up)
		}
	}
	if got := PositionName(r, 2); got != "the reserve's top card at the deal" {
		t.Errorf("PositionName(2) = %q", got)
	}
}
