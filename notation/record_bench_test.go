package notation

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParseRecord reads the 127-move won game.
func BenchmarkParseRecord(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "records", "hand-won.golden"))
	if err != nil {
		b.Fatal(err)
	}
	text := string(data)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ParseRecord(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFormatRecord writes the 127-move won game (what the tracker does
// after every move).
func BenchmarkFormatRecord(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "records", "hand-won.golden"))
	if err != nil {
		b.Fatal(err)
	}
	rec, err := ParseRecord(string(data))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FormatRecord(rec); err != nil {
			b.Fatal(err)
		}
	}
}
