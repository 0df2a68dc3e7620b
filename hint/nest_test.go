package hint

import (
	"testing"

	"canfield/canfield"
)

// markSeen enters the face-up cards, and only those, at their deal
// positions: after the opening deal the reserve's top and the four
// columns; after a deal the waste's top as well.
func TestMarkSeen(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 5)
	var posOf [canfield.DeckSize]int16
	for p, c := range deal {
		posOf[c.Index()] = int16(p)
	}
	s, err := canfield.NewState(r, deal)
	if err != nil {
		t.Fatal(err)
	}
	count := func(known []canfield.Card) int {
		n := 0
		for p, c := range known {
			if c != canfield.NoCard {
				if c != deal[p] {
					t.Fatalf("position %d marked %v, the deal has %v", p, c, deal[p])
				}
				n++
			}
		}
		return n
	}
	known := make([]canfield.Card, len(deal))
	markSeen(&s, &posOf, known)
	if n := count(known); n != 1+canfield.NumColumns {
		t.Errorf("after the deal %d cards marked, want the reserve's top and %d columns", n, canfield.NumColumns)
	}
	s.Apply(canfield.DealMove)
	markSeen(&s, &posOf, known)
	if n := count(known); n != 2+canfield.NumColumns {
		t.Errorf("after one deal from the stock %d cards marked, want one more", n)
	}
	if top := s.WasteTop(); known[posOf[top.Index()]] != top {
		t.Errorf("the waste's top %v is not marked", top)
	}
}
