package notation

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
)

// docsSection returns the "## Game records" section of docs/notation.md.
func docsSection(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "docs", "notation.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, "## Game records\n")
	if i < 0 {
		t.Fatal("docs/notation.md has no Game records section")
	}
	text = text[i+1:]
	if j := strings.Index(text, "\n## "); j >= 0 {
		text = text[:j]
	}
	return text
}

// fenced returns the bodies of the fenced blocks of the given info string.
func fenced(text, info string) []string {
	var out []string
	for {
		i := strings.Index(text, "```"+info+"\n")
		if i < 0 {
			return out
		}
		text = text[i+len(info)+4:]
		j := strings.Index(text, "```")
		out = append(out, text[:j])
		text = text[j+3:]
	}
}

// TestDocsExamples checks the records shown in docs/notation.md: each reads,
// is in the form the writer writes, and agrees with the engine's replay of
// its seed; and the Solvitaire example is what FormatSolvitaire writes.
func TestDocsExamples(t *testing.T) {
	sec := docsSection(t)
	blocks := fenced(sec, "record")
	if len(blocks) != 3 {
		t.Fatalf("%d record examples, want 3", len(blocks))
	}
	for k, b := range blocks {
		recs, err := ParseRecords(strings.NewReader(b))
		if err != nil {
			t.Fatalf("example %d: %v", k+1, err)
		}
		out, err := FormatRecords(recs)
		if err != nil || out != b {
			t.Errorf("example %d is not in the written form (%v):\n%s", k+1, err, out)
		}
		for _, r := range recs {
			checkAgainstEngine(t, "docs example", r)
		}
	}
	want, _ := FormatSolvitaire(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 2))
	var found bool
	for _, b := range fenced(sec, "json") {
		if strings.Contains(b, `"tableau piles"`) {
			found = true
			if strings.Join(strings.Fields(b), "") != strings.Join(strings.Fields(string(want)), "") {
				t.Errorf("Solvitaire example differs from FormatSolvitaire:\n%s", want)
			}
		}
	}
	if !found {
		t.Error("no Solvitaire example")
	}
}
