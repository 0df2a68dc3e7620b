package pysol

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The rule of PySolFC's reader written a second way, with regular
// expressions, for FuzzParseNumber to hold ParseNumber to.
var (
	oracleMS    = regexp.MustCompile(`\Ams([0-9]+)\n?\z`)
	oracleL     = regexp.MustCompile(`L(\n?)\z`)
	oracleWhole = regexp.MustCompile(`\A\+?\p{Nd}+\z`)
)

// oracle says whether PySolFC takes text as a game number, and the
// number's ASCII digits when every digit is ASCII ("" otherwise).
func oracle(text string) (ok, ms bool, digits string) {
	if !utf8.ValidString(text) || text == "Custom" {
		return false, false, ""
	}
	inRange := func(d string) bool { // digits, leading zeros counted
		return utf8.RuneCountInString(d) <= MaxDigits && !allZeroDigits(d)
	}
	if m := oracleMS.FindStringSubmatch(text); m != nil {
		v := strings.TrimLeft(m[1], "0")
		return inRange(m[1]) && (len(v) < 10 || len(v) == 10 && v <= "8589934591"), true, v
	}
	s := oracleL.ReplaceAllString(text, "$1")
	s = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.White_Space, r) || r >= 0x1c && r <= 0x1f || r == 0x85 || strings.ContainsRune("#-_.,", r) {
			return -1
		}
		return r
	}, s)
	if !oracleWhole.MatchString(s) {
		return false, false, ""
	}
	d := strings.TrimPrefix(s, "+")
	digits = strings.TrimLeft(d, "0")
	if strings.Trim(d, "0123456789") != "" {
		digits = "" // digits of other scripts: the value is not checked here
	}
	return inRange(d), false, digits
}

// allZeroDigits reports whether every digit of d is a zero of its script.
func allZeroDigits(d string) bool {
	for _, r := range d {
		if v, _ := digitValue(r); v != 0 {
			return false
		}
	}
	return true
}

// FuzzParseNumber checks that ParseNumber never panics; that it takes
// exactly what the oracle above says PySolFC takes, refusing the rest with
// a *NumberError giving a reason; and that a number it takes is written
// back as text it reads as the same number.
func FuzzParseNumber(f *testing.F) {
	if fh, err := os.Open("testdata/numbers.jsonl"); err == nil {
		sc := bufio.NewScanner(fh)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			var v struct{ Typed string }
			if json.Unmarshal(sc.Bytes(), &v) == nil {
				f.Add(v.Typed)
			}
		}
		fh.Close()
	}
	for _, s := range []string{"ms", "ms\n", "L\n", "12L\n", "+", "+0", "0\u0660", "\u0660\u0661", "ms1\r\n", "#ms1", "1 2\u00853"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		n, err := ParseNumber(text)
		ok, ms, digits := oracle(text)
		if err != nil {
			var ne *NumberError
			if !errors.As(err, &ne) || !errors.Is(err, ErrNumber) || ne.Reason == "" || ne.Text != text {
				t.Fatalf("ParseNumber(%q): %v is not a NumberError with a reason", text, err)
			}
			if ok {
				t.Fatalf("ParseNumber(%q) refused (%v); PySolFC takes it", text, err)
			}
			return
		}
		if !ok {
			t.Fatalf("ParseNumber(%q) = %s; PySolFC refuses it", text, n)
		}
		if n.MS() != ms || digits != "" && n.Value().String() != digits {
			t.Fatalf("ParseNumber(%q) = %s; want ms %v, digits %s", text, n, ms, digits)
		}
		back, err := ParseNumber(n.String())
		if err != nil || back != n {
			t.Fatalf("%q read as %s, which reads back as %s, %v", text, n, back, err)
		}
	})
}
