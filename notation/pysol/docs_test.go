package pysol

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
)

// pysolDocSection returns the section of docs/notation.md on PySolFC's
// numbered deals.
func pysolDocSection(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "docs", "notation.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, "## PySolFC's numbered deals\n")
	if i < 0 {
		t.Fatal("docs/notation.md has no section on PySolFC's numbered deals")
	}
	text = text[i:]
	if j := strings.Index(text[3:], "\n## "); j >= 0 {
		text = text[:j+3]
	}
	return text
}

// TestDocsPySolExample: the section's example is PySolFC's game 1, its
// messages are the ones given, and its first draws of LCRandom31 are the
// generator's.
func TestDocsPySolExample(t *testing.T) {
	sec := pysolDocSection(t)
	n, _ := ParseNumber("1")
	deal, err := Deal(canfield.Classic, n)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sec, "```\n"+formatLine(deal)+"\n```") {
		t.Errorf("the example is not PySolFC's game 1: %s", formatLine(deal))
	}
	for _, text := range []string{"0", "#ms123", "ms8589934592"} {
		_, err := ParseNumber(text)
		if err == nil || !strings.Contains(sec, "--pysol "+err.Error()+"\n") {
			t.Errorf("the section does not quote the message for %q: --pysol %v", text, err)
		}
	}
	draw1, _ := canfield.Preset("draw1")
	_, err = GameOf(draw1)
	if err == nil || !strings.Contains(sec, "--pysol 5: "+err.Error()+"\n") {
		t.Errorf("the section does not quote the refusal of draw1: %v", err)
	}
	g := NewLCRandom31(1)
	var draws []string
	for range 4 {
		draws = append(draws, strconv.FormatUint(g.Next(), 10))
	}
	if !strings.Contains(sec, strings.Join(draws, ", ")) {
		t.Errorf("the section does not give LCRandom31's first draws from 1: %v", draws)
	}
}
