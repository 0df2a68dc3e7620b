package hint

import (
	"math/rand/v2"
	"slices"
	"testing"

	"canfield/canfield"
)

// A peeked sample holds the true card at every peeked position, agrees
// with every card seen, is still a deal (each card once), and leaves the
// positions not peeked to the draw: with only the reserve peeked the stock
// is not always the true one.
func TestPeekSample(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 11)
	v := playVirtual(t, r, deal, nil).View()
	l := canfield.DealLayout(r)
	for _, places := range []string{"reserve", "stock", "all"} {
		p, err := NewPeek(places, deal)
		if err != nil {
			t.Fatal(err)
		}
		stockDiffers := false
		for i := range 20 {
			s := v.Sample(rand.New(rand.NewPCG(3, uint64(i))), nil)
			p.apply(r, s)
			if !slices.Equal(slices.Sorted(slices.Values(s)), slices.Sorted(slices.Values(deal))) {
				t.Fatalf("%s: the peeked sample is not a deal", places)
			}
			for pos, c := range s {
				if k := v.Known(pos); k != canfield.NoCard && k != c {
					t.Fatalf("%s: position %d holds %v, seen %v", places, pos, c, k)
				}
				reserve, stock := pos < canfield.ReserveSize, pos >= l.Stock
				if (reserve && p.Reserve || stock && p.Stock) && c != deal[pos] {
					t.Fatalf("%s: peeked position %d holds %v, true %v", places, pos, c, deal[pos])
				}
				if stock && c != deal[pos] {
					stockDiffers = true
				}
			}
		}
		if want := !p.Stock; stockDiffers != want {
			t.Errorf("%s: a sample's stock differs from the deal's: %v, want %v", places, stockDiffers, want)
		}
	}
	if p, err := NewPeek("none", deal); p != nil || err != nil {
		t.Errorf("NewPeek(none) = %v, %v; want no peek", p, err)
	}
	if _, err := NewPeek("tableau", deal); err == nil {
		t.Error("NewPeek(tableau) took a place it cannot peek")
	}
}
