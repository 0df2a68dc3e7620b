package notation

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"canfield/canfield"
)

// Random deals under every preset write as a code of letters and digits
// of the preset's length, and the code reads back as the same deal.
func TestCodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, name := range canfield.PresetNames() {
		r := preset(t, name)
		for range 40 {
			deal := canfield.OrderedDeck(r)
			rng.Shuffle(len(deal), func(i, j int) { deal[i], deal[j] = deal[j], deal[i] })
			code, err := FormatCode(r, deal)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if len(code) != CodeLength(r) || strings.Trim(code, codeDigits) != "" {
				t.Fatalf("%s: code %q: want %d letters and digits", name, code, CodeLength(r))
			}
			back, err := ParseCode(r, code)
			if err != nil {
				t.Fatalf("%s: %q: %v", name, code, err)
			}
			if !slices.Equal(back, deal) {
				t.Fatalf("%s: %q read back as another deal", name, code)
			}
			// A deal line reader takes the code in place of the cards.
			line, err := ParseDeal(r, "  "+code+"  # a shared deal")
			if err != nil || !slices.Equal(line, deal) {
				t.Fatalf("%s: ParseDeal(%q) = %v, %v", name, code, line, err)
			}
		}
	}
}

// The lengths: 52! needs 226 bits, 38 base-62 digits; 48! 35; plus the
// check character.
func TestCodeLength(t *testing.T) {
	if got := CodeLength(canfield.Classic); got != 39 {
		t.Errorf("classic: %d, want 39", got)
	}
	if got := CodeLength(preset(t, "storehouse")); got != 36 {
		t.Errorf("storehouse: %d, want 36", got)
	}
	// The first and last orders are the codes of all 0s and of 52!-1.
	first, _ := FormatCode(canfield.Classic, canfield.OrderedDeck(canfield.Classic))
	if !strings.HasPrefix(first, strings.Repeat("0", 38)) {
		t.Errorf("the deck in order: %q, want 38 zeros and a check", first)
	}
}

// Every single character changed to any other digit is refused by the
// check, and so is nearly every swap of two neighbours.
func TestCodeCheckCatchesOneMistake(t *testing.T) {
	r := canfield.Classic
	code, err := FormatCode(r, canfield.ShuffledDeal(r, 2026))
	if err != nil {
		t.Fatal(err)
	}
	for i := range len(code) {
		for _, d := range []byte(codeDigits) {
			if d == code[i] {
				continue
			}
			bad := code[:i] + string(d) + code[i+1:]
			_, err := ParseCode(r, bad)
			var ce *CodeError
			if !errors.As(err, &ce) {
				t.Fatalf("%q (character %d changed) accepted: %v", bad, i+1, err)
			}
		}
	}
	swaps, caught := 0, 0
	for i := range len(code) - 1 {
		if code[i] == code[i+1] {
			continue
		}
		swaps++
		if _, err := ParseCode(r, code[:i]+code[i+1:i+2]+code[i:i+1]+code[i+2:]); err != nil {
			caught++
		}
	}
	if caught < swaps-1 {
		t.Errorf("%d of %d swaps of neighbours caught", caught, swaps)
	}
}

// A bad code gets a message naming what is wrong and where.
func TestCodeMistakes(t *testing.T) {
	r := canfield.Classic
	code, _ := FormatCode(r, canfield.ShuffledDeal(r, 5))
	store, _ := FormatCode(preset(t, "storehouse"), canfield.ShuffledDeal(preset(t, "storehouse"), 5))
	last := code[:38] + string(codeDigits[(strings.IndexByte(codeDigits, code[38])+1)%62])
	for _, tc := range []struct{ text, want string }{
		{code[:10] + "-" + code[11:], "character 11: '-' is not a letter or digit"},
		{code[:20] + "é" + code[21:], "character 21: 'é'"},
		{code[:38], "38 characters; a deal code under classic rules has 39"},
		{code + "x", "40 characters"},
		{store, "36 is the length of a code of a fixed-base deal"},
		{last, "deal code: a character is mistyped somewhere in the code"},
		{strings.Repeat("z", 38) + string(codeDigits[codeCheck([]byte(strings.Repeat("z", 38)))]), "past the last deal"},
	} {
		_, err := ParseCode(r, tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseCode(%q) = %v, want %q", tc.text, err, tc.want)
		}
	}
	// Through a deal line, the column counts from the start of the line.
	_, err := ParseDeal(r, "   "+code[:4]+"!"+code[5:])
	var de *DealError
	if !errors.As(err, &de) || de.Col != 8 || !strings.Contains(err.Error(), "column 8: deal code") {
		t.Errorf("ParseDeal of a bad code: %v", err)
	}
}

// FuzzParseCode checks that the code reader never panics, and that a code
// it accepts is a deal that writes back as the same code.
func FuzzParseCode(f *testing.F) {
	for _, name := range []string{"classic", "storehouse"} {
		r, _ := canfield.Preset(name)
		code, _ := FormatCode(r, canfield.ShuffledDeal(r, 1))
		f.Add(name == "storehouse", code)
	}
	f.Add(false, strings.Repeat("z", 39))
	f.Add(false, "0000000000000000000000000000000000000000")
	f.Add(true, "ab cd")
	f.Fuzz(func(t *testing.T, fixed bool, text string) {
		r := canfield.Classic
		if fixed {
			r, _ = canfield.Preset("storehouse")
		}
		deal, err := ParseCode(r, text)
		if err != nil {
			var ce *CodeError
			if !errors.As(err, &ce) {
				t.Fatalf("%q: error %v is not a *CodeError", text, err)
			}
			return
		}
		if err := canfield.CheckDeal(r, deal); err != nil {
			t.Fatalf("%q: accepted a bad deal: %v", text, err)
		}
		back, err := FormatCode(r, deal)
		if err != nil || back != strings.TrimSpace(text) {
			t.Fatalf("%q wrote back as %q (%v)", text, back, err)
		}
	})
}

// docs/notation.md's example is the code of seed 1, and its message is the
// reader's.
func TestDocsDealCode(t *testing.T) {
	sec := coreDocSection(t, "## Deal codes")
	code, err := FormatCode(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 1))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sec, "```\n"+code+"\n```") {
		t.Errorf("docs/notation.md's example is not the code of seed 1, %s", code)
	}
	bad := code[:38] + "X"
	_, err = ParseCode(canfield.Classic, bad)
	if err == nil || !strings.Contains(sec, err.Error()) {
		t.Errorf("docs/notation.md does not show the message %v", err)
	}
}
