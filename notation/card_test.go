package notation

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
)

func TestParseCardForms(t *testing.T) {
	cases := []struct {
		tok  string
		rank canfield.Rank
		suit canfield.Suit
	}{
		{"Ac", canfield.Ace, canfield.Clubs},
		{"ac", canfield.Ace, canfield.Clubs},
		{"AC", canfield.Ace, canfield.Clubs},
		{"2d", 2, canfield.Diamonds},
		{"3h", 3, canfield.Hearts},
		{"4s", 4, canfield.Spades},
		{"5S", 5, canfield.Spades},
		{"6c", 6, canfield.Clubs},
		{"7h", 7, canfield.Hearts},
		{"8D", 8, canfield.Diamonds},
		{"9s", 9, canfield.Spades},
		{"Td", canfield.Ten, canfield.Diamonds},
		{"td", canfield.Ten, canfield.Diamonds},
		{"TD", canfield.Ten, canfield.Diamonds},
		{"10d", canfield.Ten, canfield.Diamonds},
		{"10S", canfield.Ten, canfield.Spades},
		{"Jh", canfield.Jack, canfield.Hearts},
		{"jh", canfield.Jack, canfield.Hearts},
		{"Qs", canfield.Queen, canfield.Spades},
		{"qS", canfield.Queen, canfield.Spades},
		{"Kc", canfield.King, canfield.Clubs},
		{"kc", canfield.King, canfield.Clubs},
		{"7♣", 7, canfield.Clubs},
		{"7♦", 7, canfield.Diamonds},
		{"7♥", 7, canfield.Hearts},
		{"7♠", 7, canfield.Spades},
		{"Q♥", canfield.Queen, canfield.Hearts},
		{"10♠", canfield.Ten, canfield.Spades},
		{"a♧", canfield.Ace, canfield.Clubs},
		{"K♢", canfield.King, canfield.Diamonds},
		{"J♡", canfield.Jack, canfield.Hearts},
		{"2♤", 2, canfield.Spades},
		{" 7h ", 7, canfield.Hearts},
	}
	for _, c := range cases {
		got, err := ParseCard(c.tok)
		if err != nil || got != canfield.NewCard(c.rank, c.suit) {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", c.tok, got, err, canfield.NewCard(c.rank, c.suit))
		}
	}
}

func TestParseCardRejects(t *testing.T) {
	for _, tok := range []string{"", "7", "h", "1h", "0h", "11h", "100h", "7x", "7hh", "Xh", "7 h", "10", "♥7", "7♥♥", "Th7", "T", "-7h", "7h,"} {
		c, err := ParseCard(tok)
		if err == nil {
			t.Errorf("ParseCard(%q) = %v, want an error", tok, c)
			continue
		}
		var te *TokenError
		if !errors.As(err, &te) || te.Token != tok || !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseCard(%q) error %v: want a *TokenError for the token wrapping ErrSyntax", tok, err)
		}
		if !strings.Contains(err.Error(), "is not a card") || !strings.Contains(err.Error(), "7h") {
			t.Errorf("ParseCard(%q) error %q does not say what was expected", tok, err)
		}
	}
}

// Every card formats canonically (rank A 2-9 T J Q K, lower-case suit) and
// reads back as itself.
func TestCardRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for i := range canfield.DeckSize {
		c := canfield.CardAt(i)
		s := FormatCard(c)
		if len(s) != 2 || !strings.ContainsRune("A23456789TJQK", rune(s[0])) || !strings.ContainsRune("cdhs", rune(s[1])) {
			t.Errorf("FormatCard(%v) = %q is not canonical", c, s)
		}
		if seen[s] {
			t.Errorf("FormatCard gives %q twice", s)
		}
		seen[s] = true
		back, err := ParseCard(s)
		if err != nil || back != c {
			t.Errorf("ParseCard(FormatCard(%v)) = %v, %v", c, back, err)
		}
		// The symbol form reads back too.
		sym := s[:1] + SuitSymbol(c.Suit())
		if back, err := ParseCard(sym); err != nil || back != c {
			t.Errorf("ParseCard(%q) = %v, %v", sym, back, err)
		}
		if SuitLetter(c.Suit()) != s[1:] {
			t.Errorf("SuitLetter(%v) = %q", c.Suit(), SuitLetter(c.Suit()))
		}
	}
	if FormatCard(canfield.NoCard) != "--" {
		t.Errorf("FormatCard(NoCard) = %q", FormatCard(canfield.NoCard))
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"7h", "10♠", "td", "Q♥", "", "1", "10", "♣", "K♢x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		c, err := ParseCard(tok)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseCard(%q) error %v does not wrap ErrSyntax", tok, err)
			}
			return
		}
		if !c.Valid() {
			t.Fatalf("ParseCard(%q) = %v, not a card", tok, c)
		}
		back, err := ParseCard(FormatCard(c))
		if err != nil || back != c {
			t.Fatalf("ParseCard(%q) = %v, but %q reads back as %v, %v", tok, c, FormatCard(c), back, err)
		}
	})
}
