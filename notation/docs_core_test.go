package notation

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
)

// coreDocSection returns the section of docs/notation.md that starts with
// the heading line.
func coreDocSection(t *testing.T, heading string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "docs", "notation.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	i := strings.Index(text, heading+"\n")
	if i < 0 {
		t.Fatalf("docs/notation.md has no %q", heading)
	}
	text = text[i+len(heading):]
	if j := strings.Index(text, "\n## "); j >= 0 {
		text = text[:j]
	}
	return text
}

// The deal-line example of docs/notation.md is the deal of seed 1, and the
// places it names are where the engine deals those cards.
func TestDocsDealLineExample(t *testing.T) {
	sec := coreDocSection(t, "## Deal lines")
	want := FormatDeal(canfield.ShuffledDeal(canfield.Classic, 1))
	if !strings.Contains(sec, "```\n"+want+"\n```") {
		t.Fatalf("docs/notation.md's example is not the deal of seed 1:\n%s", want)
	}
	deal, err := ParseDeal(canfield.Classic, want)
	if err != nil {
		t.Fatal(err)
	}
	s, err := canfield.NewState(canfield.Classic, deal)
	if err != nil {
		t.Fatal(err)
	}
	r := s.Reserve()
	described := "Reserve `" + FormatCard(r[0]) + "` (bottom) ... `" + FormatCard(s.ReserveTop()) + "` (top), base `" +
		FormatCard(deal[canfield.DealBase]) + "`"
	cols := FormatCard(s.Exposed(0)) + " " + FormatCard(s.Exposed(1)) + " " + FormatCard(s.Exposed(2)) + " " + FormatCard(s.Exposed(3))
	stock := "stock `" + FormatCard(s.Stock()[0]) + "` (top) ... `" + FormatCard(s.Stock()[len(s.Stock())-1]) + "` (bottom)"
	flat := strings.Join(strings.Fields(sec), " ") // line breaks aside
	for _, w := range []string{described, "columns `" + cols + "`", stock} {
		if !strings.Contains(flat, w) {
			t.Errorf("docs/notation.md does not say %q", w)
		}
	}
}

// The error messages shown in docs/notation.md are the ones the readers give.
func TestDocsErrorExamples(t *testing.T) {
	cards := coreDocSection(t, "## Cards")
	if _, err := ParseCard("1h"); err == nil || !strings.Contains(cards, err.Error()) {
		t.Errorf("docs/notation.md does not show ParseCard's message %v", err)
	}
	moves := coreDocSection(t, "## Moves")
	if _, err := ParseMoves("d wf r9"); err == nil || !strings.Contains(moves, err.Error()) {
		t.Errorf("docs/notation.md does not show ParseMoves's message %v", err)
	}
	deals := coreDocSection(t, "## Deal lines")
	line := strings.Fields(FormatDeal(canfield.ShuffledDeal(canfield.Classic, 1)))
	if _, err := ParseDeal(canfield.Classic, strings.Join(line[:51], " ")); err == nil || !strings.Contains(deals, err.Error()) {
		t.Errorf("docs/notation.md does not show ParseDeal's message %v", err)
	}
}
