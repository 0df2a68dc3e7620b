package canfield

import (
	"errors"
	"strings"
	"testing"
)

// TestCardErrorWords checks that a refusal's cards can be redrawn by the
// caller while Error keeps the notation and errors.Is keeps the kind.
func TestCardErrorWords(t *testing.T) {
	r := Classic
	s, err := NewState(r, ShuffledDeal(r, 1))
	if err != nil {
		t.Fatal(err)
	}
	// Find a column card that does not build on another column's card.
	var bad error
	for i := 0; i < 4 && bad == nil; i++ {
		for j := 0; j < 4 && bad == nil; j++ {
			if i != j {
				bad = s.Legal(Move{From: Column(i), To: Column(j)})
			}
		}
	}
	if bad == nil {
		t.Skip("every column builds on every other in this deal")
	}
	var ce *CardError
	if !errors.As(bad, &ce) || !errors.Is(bad, ErrIllegal) {
		t.Fatalf("%v: not a CardError wrapping ErrIllegal", bad)
	}
	upper := ce.Words(func(c Card) string { return "<" + c.String() + ">" })
	if !strings.HasPrefix(upper, "illegal move: <") || !strings.Contains(upper, "> does not build on <") {
		t.Errorf("Words = %q", upper)
	}
	if got := strings.NewReplacer("<", "", ">", "").Replace(upper); got != bad.Error() {
		t.Errorf("Words without the marks = %q, Error = %q", got, bad.Error())
	}
}

// TestPartMoveRefusalNamesTheEmptyColumn: under superior a column's last
// card alone may go into an empty column, so the refusal of 21/1 onto a
// card says so rather than only "columns move only whole".
func TestPartMoveRefusalNamesTheEmptyColumn(t *testing.T) {
	sup, err := Preset("superior")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r    Rules
		want string
	}{
		{sup, "columns move only whole under these rules; a column's last card alone may go only into an empty column"},
		{Classic, "columns move only whole under these rules"},
	} {
		s := pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"9h 8s 7d", "Tc", "8c", "Kc"}}.build(t, tc.r)
		err := s.Legal(mv("13/1"))
		if err == nil || err.Error() != "illegal move: "+tc.want {
			t.Errorf("%s: 13/1 refused with %v, want %q", tc.r.Name, err, tc.want)
		}
	}
}

// TestTooManyCardsRefusal: a move of more cards than a column holds says
// how many it holds, "1 card" for one (it said "1 cards").
func TestTooManyCardsRefusal(t *testing.T) {
	s := pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"9h 8s 7d", "Tc", "8c", "Kc"}}.build(t, Classic)
	for _, tc := range []struct{ move, want string }{
		{"21/5", "column 2 has only 1 card"},
		{"12/5", "column 1 has only 3 cards"},
	} {
		err := s.Legal(mv(tc.move))
		if err == nil || err.Error() != "illegal move: "+tc.want {
			t.Errorf("%s refused with %v, want %q", tc.move, err, tc.want)
		}
	}
}
