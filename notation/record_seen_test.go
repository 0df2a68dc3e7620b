package notation

import (
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
)

// TestSeenTag: the Seen tag reads back as written, each card with the
// first move chosen knowing it (a card without one, the older form, from
// the move after the last); a bad card or move number in it is an error
// naming the tag's value, a card the setup lacks or a move past the
// record's is refused, and a record with no setup at all says that.
func TestSeenTag(t *testing.T) {
	const setup = "Reserve: ... 2c\nBase: 9c\nTableau: Tc 2d Ac Qs\nStock: ?? ?? 3s ...\n"
	three, queen := canfield.NewCard(3, canfield.Spades), canfield.NewCard(12, canfield.Spades)
	rec, err := ParseRecord("[Seen \"3s\"]\n" + setup + "\n1. d 2. d\n")
	if err != nil {
		t.Fatal(err)
	}
	if ss, err := rec.SeenCards(); err != nil || !reflect.DeepEqual(ss, []Seen{{three, 3}}) {
		t.Errorf("SeenCards = %v, %v; want 3s known from move 3, after the last", ss, err)
	}
	rec.SetSeen([]Seen{{three, 2}, {queen, 1}})
	text, err := FormatRecord(rec)
	if err != nil || !strings.Contains(text, `[Seen "3s@2 Qs@1"]`) {
		t.Fatalf("SetSeen wrote %v\n%s", err, text)
	}
	back, err := ParseRecord(text)
	if err != nil {
		t.Fatal(err)
	}
	if ss, err := back.SeenCards(); err != nil || !reflect.DeepEqual(ss, []Seen{{three, 2}, {queen, 1}}) {
		t.Errorf("read back: %v, %v", ss, err)
	}
	for _, bad := range []string{"3s@0", "3s@x", "3s@", "3s@02", "3s@+2", "3s@20002"} {
		if _, err := ParseRecord("[Seen \"" + bad + "\"]\n" + setup); err == nil || !strings.Contains(err.Error(), "bad Seen") || !strings.Contains(err.Error(), "after @ a move number") {
			t.Errorf("Seen %q: %v", bad, err)
		}
	}
	rec, err = ParseRecord("[Seen \"3s@4\"]\n" + setup + "\n1. d 2. d\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.SeenCards(); err == nil || !strings.Contains(err.Error(), "the Seen tag: 3s@4 names move 4, but the record has 2 moves") {
		t.Errorf("a Seen move past the record's: %v", err)
	}
	rec.SetSeen(nil)
	if _, ok := rec.Get(TagSeen); ok {
		t.Error("SetSeen(nil) kept the tag")
	}
	if _, err := ParseRecord("[Seen \"3s zz\"]\n" + setup); err == nil || !strings.Contains(err.Error(), `bad Seen "3s zz"`) {
		t.Errorf("a bad card in Seen: %v", err)
	}
	rec, err = ParseRecord("[Seen \"4s\"]\n" + setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.SeenCards(); err == nil || !strings.Contains(err.Error(), "the Seen tag: 4s is not in the setup") {
		t.Errorf("a Seen card the setup lacks: %v", err)
	}
	// A record cut to its tags names the setup as missing, not the card.
	rec, err = ParseRecord("[Rules \"classic\"]\n[Seen \"Td 3s\"]\n[Result \"*\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.SeenCards(); err == nil || !strings.Contains(err.Error(), "the Seen tag names Td, but the record has no setup (no Reserve, Base, Tableau and Stock lines with cards): was it cut short?") {
		t.Errorf("a Seen tag in a record of tags only: %v", err)
	}
}
