package notation

import (
	"strings"
	"testing"

	"canfield/canfield"
)

// TestSeenTag: the Seen tag reads back as written, a bad card in it is an
// error naming the tag's value, a card the setup lacks is refused, and a
// record with no setup at all says that.
func TestSeenTag(t *testing.T) {
	const setup = "Reserve: ... 2c\nBase: 9c\nTableau: Tc 2d Ac Qs\nStock: ?? ?? 3s ...\n"
	rec, err := ParseRecord("[Seen \"3s\"]\n" + setup)
	if err != nil {
		t.Fatal(err)
	}
	if cs, err := rec.SeenCards(); err != nil || len(cs) != 1 || cs[0] != canfield.NewCard(3, canfield.Spades) {
		t.Errorf("SeenCards = %v, %v; want [3s]", cs, err)
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
