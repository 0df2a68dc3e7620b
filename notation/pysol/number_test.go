package pysol

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"unicode"
)

// TestNumbersAsPySolFCReadsThem reads every text of testdata/numbers.jsonl
// as PySolFC's construct_random read it: the same generator and seed for
// a number it took, a refusal for a text it refused, did nothing with
// ("none") or took as its Custom game.
func TestNumbersAsPySolFCReadsThem(t *testing.T) {
	f, err := os.Open("testdata/numbers.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	seen := 0
	for sc.Scan() {
		var v struct{ Typed, Result, Seed string }
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatal(err)
		}
		seen++
		n, err := ParseNumber(v.Typed)
		switch v.Result {
		case "LCRandom31", "MTRandom":
			if err != nil {
				t.Errorf("%q: %v; PySolFC took it as %s(%s)", v.Typed, err, v.Result, v.Seed)
				continue
			}
			if got := n.Value().String(); got != v.Seed || n.UsesLCRandom31() != (v.Result == "LCRandom31") {
				t.Errorf("%q: %s, LCRandom31 %v; PySolFC took it as %s(%s)", v.Typed, got, n.UsesLCRandom31(), v.Result, v.Seed)
			}
		default:
			var ne *NumberError
			if err == nil || !errors.As(err, &ne) || !errors.Is(err, ErrNumber) || ne.Reason == "" {
				t.Errorf("%q: %v, %v; PySolFC gave %s, so it must be refused with a reason", v.Typed, n, err, v.Result)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if seen < 50 {
		t.Errorf("only %d texts in numbers.jsonl", seen)
	}
}

// TestNumberMessages: each kind of refusal says why in words a player
// can act on.
func TestNumberMessages(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", `"": no number in it`},
		{"#", `"#": no number in it`},
		{"0", "PySolFC's game numbers start at 1"},
		{"ms0", "PySolFC's game numbers start at 1"},
		{"ms8589934592", "ms numbers run from ms1 to ms8589934591"},
		{"#ms123", "PySolFC reads an ms number only as ms and the digits, with nothing before or between them (ms123)"},
		{"MS123", "PySolFC reads an ms number only as ms and the digits"},
		{"Custom", "PySolFC's Custom game is a layout set up by hand"},
		{"1e5", `"1e5": a game number is a whole number from 1`},
		{strings.Repeat("7", 4301), "4301 digits; Python, which PySolFC runs on, reads at most 4300"},
		{"12\xff", "not text (invalid UTF-8)"},
	} {
		_, err := ParseNumber(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseNumber(%.20q): %v; want %q in it", tc.text, err, tc.want)
		}
	}
	_, err := ParseNumber(strings.Repeat("x", 100))
	if err == nil || !strings.Contains(err.Error(), `"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"...`) {
		t.Errorf("a long text is quoted by its first 40 characters: %v", err)
	}
}

// TestNumberString: a number is written as ParseNumber reads it back,
// without what PySolFC ignores or leading zeros.
func TestNumberString(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"#00000000000000032000", "32000"},
		{"12,345", "12345"},
		{"+7", "7"},
		{"123L", "123"},
		{"ms0042", "ms42"},
		{"ms5\n", "ms5"},
		{"\u0661\u0662", "12"},
		{"\uff15", "5"},
	} {
		n, err := ParseNumber(tc.text)
		if err != nil || n.String() != tc.want {
			t.Errorf("ParseNumber(%q) = %q, %v; want %q", tc.text, n, err, tc.want)
			continue
		}
		if m, err := ParseNumber(n.String()); err != nil || m != n {
			t.Errorf("%q reads back as %q, %v", n, m, err)
		}
	}
}

// TestGeneratorBoundary: plain numbers below 32000 and every ms number use
// LCRandom31; plain 32000 and above the Mersenne Twister.
func TestGeneratorBoundary(t *testing.T) {
	for _, tc := range []struct {
		text string
		lc   bool
	}{{"1", true}, {"9999", true}, {"31999", true}, {"32000", false}, {"32001", false}, {"99999", false},
		{"ms32000", true}, {"ms8589934591", true}, {"100000", false}, {"4294967296", false}} {
		n, err := ParseNumber(tc.text)
		if err != nil || n.UsesLCRandom31() != tc.lc {
			t.Errorf("%s: LCRandom31 %v, %v; want %v", tc.text, n.UsesLCRandom31(), err, tc.lc)
		}
	}
}

// TestPlus walks runs of numbers as solve --count does, refusing to pass
// the last ms number.
func TestPlus(t *testing.T) {
	n, _ := ParseNumber("31999")
	if m, err := n.Plus(1); err != nil || m.String() != "32000" || m.UsesLCRandom31() {
		t.Errorf("31999 + 1 = %v, %v; want 32000 (Mersenne Twister)", m, err)
	}
	n, _ = ParseNumber("18446744073709551615")
	if m, err := n.Plus(2); err != nil || m.String() != "18446744073709551617" {
		t.Errorf("2^64-1 + 2 = %v, %v", m, err)
	}
	n, _ = ParseNumber("ms8589934590")
	if m, err := n.Plus(1); err != nil || m.String() != "ms8589934591" {
		t.Errorf("ms8589934590 + 1 = %v, %v", m, err)
	}
	if m, err := n.Plus(2); err == nil || !strings.Contains(err.Error(), `"ms8589934592": ms numbers run from ms1 to ms8589934591`) {
		t.Errorf("ms8589934590 + 2 = %v, %v; want a refusal", m, err)
	}
}

// TestPySpace: the white space PySolFC takes out is what Python's \s
// matched in a text pattern under Python 3.11.7, listed here whole.
func TestPySpace(t *testing.T) {
	python := map[rune]bool{}
	for _, r := range []rune{0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680,
		0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
		0x2028, 0x2029, 0x202f, 0x205f, 0x3000} {
		python[r] = true
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if pySpace(r) != python[r] {
			t.Errorf("pySpace(%U) = %v; Python's \\s: %v", r, pySpace(r), python[r])
		}
	}
}

// TestDigitValues: every decimal digit of the Unicode tables gets its
// value: the table's ranges hold whole runs of ten from a zero (the
// property digitValue relies on), and a few known digits read right.
func TestDigitValues(t *testing.T) {
	for _, rg := range unicode.Nd.R16 {
		if rg.Stride != 1 || (rg.Hi-rg.Lo+1)%10 != 0 {
			t.Errorf("Nd range %U-%U stride %d is not whole runs of ten", rg.Lo, rg.Hi, rg.Stride)
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if rg.Stride != 1 || (rg.Hi-rg.Lo+1)%10 != 0 {
			t.Errorf("Nd range %U-%U stride %d is not whole runs of ten", rg.Lo, rg.Hi, rg.Stride)
		}
	}
	for _, tc := range []struct {
		r rune
		v int
	}{{'0', 0}, {'9', 9}, {'\u0660', 0}, {'\u0669', 9}, {'\u0966', 0}, {'\uff19', 9}, {'\U0001d7ce', 0}, {'\U0001d7d8', 0}, {'\U0001d7e1', 9}} {
		if v, ok := digitValue(tc.r); !ok || v != tc.v {
			t.Errorf("digitValue(%U) = %d, %v; want %d", tc.r, v, ok, tc.v)
		}
	}
	for _, r := range []rune{'a', '½', '²', 'Ⅳ', '\u200b'} {
		if _, ok := digitValue(r); ok {
			t.Errorf("digitValue(%U) took a character that is not a decimal digit", r)
		}
	}
}
