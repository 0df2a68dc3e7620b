package exact

import (
	"bytes"

	"canfield/canfield"
)

// unseenByte stands for a card not seen in a key.
const unseenByte = 0xFF

// encoder writes the key of an information state: the base rank, each
// foundation's count, the pass (under limited passes only: under
// unlimited passes it changes nothing), the reserve, the waste and the
// stock with every unseen card written as unseenByte, and the columns in
// a canonical order (they are interchangeable). Two states have the same
// key exactly when the player sees the same thing in both.
type encoder struct {
	buf  []byte
	cols [canfield.NumColumns][]byte
}

// key returns the key of st with the cards of seen known; the slice is
// the encoder's, valid until the next call.
func (e *encoder) key(st *canfield.State, seen canfield.CardSet, withPass bool) []byte {
	b := append(e.buf[:0], byte(st.Base()))
	for su := range canfield.Suit(st.Rules().SuitCount()) {
		b = append(b, byte(st.FoundationCount(su)))
	}
	if withPass {
		b = append(b, byte(st.Pass()))
	}
	mask := func(b []byte, cs []canfield.Card) []byte {
		b = append(b, byte(len(cs)))
		for _, c := range cs {
			if seen.Has(c) {
				b = append(b, byte(c))
			} else {
				b = append(b, unseenByte)
			}
		}
		return b
	}
	b = mask(b, st.Reserve())
	b = mask(b, st.Waste())
	b = mask(b, st.Stock())
	n := st.ColumnCount()
	for i := range n {
		e.cols[i] = append(e.cols[i][:0], byte(len(st.Column(i))))
		for _, c := range st.Column(i) {
			e.cols[i] = append(e.cols[i], byte(c))
		}
		for j := i; j > 0 && bytes.Compare(e.cols[j], e.cols[j-1]) < 0; j-- {
			e.cols[j], e.cols[j-1] = e.cols[j-1], e.cols[j]
		}
	}
	for i := range n {
		b = append(b, e.cols[i]...)
	}
	e.buf = b
	return b
}
