package notation

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParseRecord checks that the reader never panics, and that whatever it
// accepts the writer writes and the reader reads back to the same record.
func FuzzParseRecord(f *testing.F) {
	for _, name := range handFiles {
		data, err := os.ReadFile(filepath.Join("testdata", "records", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	for i := range 6 {
		text, err := FormatRecord(genRecord(f, i))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(text)
	}
	for _, s := range []string{
		"", "d", "{", "}", "[", "[A \"\\\"\"]", "Reserve: ...", "1. d=4d!? {win 62.5%} {x}\n{y}",
		"[Rules \"storehouse\"]\nReserve: ... 3c\nTableau: ...\nStock: ...\n\n4f=4s",
		"{a\r\r\nb}", "d {win 5%} {win}", "[Rules \"classic draw=1 base=K\"]",
		"[Seen \"3s@2 Qs\"]\nReserve: ... 2c\nBase: 9c\nTableau: Tc 2d Ac Qs\nStock: ?? ?? 3s ...\n\n1. d 2. d",
		"[Plan \"deal 2 of 5, then w3\"]\n1. d 2. d", "[Plan \"deal 1 of 3, while forced\"]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := ParseRecord(text)
		if err != nil {
			return
		}
		out, err := FormatRecord(rec)
		if err != nil {
			t.Fatalf("read but cannot write: %v\n%q", err, text)
		}
		back, err := ParseRecord(out)
		if err != nil {
			t.Fatalf("cannot read what was written: %v\n%q\nwritten:\n%s", err, text, out)
		}
		if !reflect.DeepEqual(withoutPos(back), withoutPos(rec)) {
			t.Fatalf("round trip differs\n%q\nwritten:\n%s\n%+v\n%+v", text, out, rec, back)
		}
	})
}

// FuzzParseSolvitaire checks that the Solvitaire reader never panics and
// that what it accepts writes and reads back the same.
func FuzzParseSolvitaire(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "solvitaire", "seed-2-classic.json"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"foundations": ["2C","2D","2H","2S"], "tableau piles": [["3C"],["3D"],["3H"],["3S"]], "reserve": [], "stock": []}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rules, deal, err := ParseSolvitaire(data)
		if err != nil {
			return
		}
		out, err := FormatSolvitaire(rules, deal)
		if err != nil {
			t.Fatalf("read but cannot write: %v", err)
		}
		r2, d2, err := ParseSolvitaire(out)
		if err != nil || !reflect.DeepEqual(r2, rules) || !reflect.DeepEqual(d2, deal) {
			t.Fatalf("round trip differs (%v)\n%s", err, out)
		}
	})
}
