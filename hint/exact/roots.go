package exact

import (
	"fmt"
	"math/rand/v2"

	"canfield/canfield"
)

// The value of a deal's first position depends only on the cards face up
// at the deal: the reserve's top, the base card and the columns' cards.
// Deals that show the same ones share it, and the mean over all deals is
// the mean over these face-up configurations, each holding as many deals.
// Symmetries cut them further: turning every rank round by one (the
// foundations and the tableau wrap) and exchanging suits of one colour,
// or the two colours, give the same game, so the base card can be the Ace
// of clubs when the deck's suits can all be sent to clubs that way (two or
// four suits, or rules that ignore colour); and the columns are
// interchangeable, so each set of column cards is taken once.

// Roots returns one deal line for each face-up configuration of r's deals
// up to those symmetries, every one standing for the same number of deals:
// the base card (the Ace of clubs, or the Ace of each suit), the reserve's
// top, the columns' cards in ascending order, and the unseen cards in
// ascending order in the unseen places. Rules with a fixed base rank or a
// face-up reserve are not handled.
func Roots(r canfield.Rules) ([][]canfield.Card, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if r.BaseRank != 0 || r.VisibleReserve {
		return nil, fmt.Errorf("exact values: deals by face-up cards need a dealt base and a hidden reserve")
	}
	deck := canfield.OrderedDeck(r)
	bases := []canfield.Card{canfield.NewCard(canfield.Ace, canfield.Clubs)}
	if s := r.SuitCount(); r.Build == canfield.AlternateColours && s != 2 && s != 4 {
		bases = bases[:0]
		for su := range canfield.Suit(s) {
			bases = append(bases, canfield.NewCard(canfield.Ace, su))
		}
	}
	var out [][]canfield.Card
	k := r.ColumnCount()
	for _, base := range bases {
		for _, top := range deck {
			if top == base {
				continue
			}
			var rest []canfield.Card
			for _, c := range deck {
				if c != base && c != top {
					rest = append(rest, c)
				}
			}
			combinations(len(rest), k, func(idx []int) {
				out = append(out, rootDeal(r, deck, base, top, rest, idx))
			})
		}
	}
	return out, nil
}

// rootDeal lays out one face-up configuration as a deal line.
func rootDeal(r canfield.Rules, deck []canfield.Card, base, top canfield.Card, rest []canfield.Card, idx []int) []canfield.Card {
	l := canfield.DealLayout(r)
	deal := make([]canfield.Card, len(deck))
	deal[l.Reserve-1], deal[l.Base] = top, base
	up := map[canfield.Card]bool{}
	for j, i := range idx {
		deal[l.Tableau+j] = rest[i]
		up[rest[i]] = true
	}
	p := 0
	for _, c := range rest {
		if up[c] {
			continue
		}
		for deal[p] != canfield.NoCard {
			p++
		}
		deal[p] = c
	}
	return deal
}

// combinations calls f with every k-subset of 0..n-1 in ascending order.
func combinations(n, k int, f func([]int)) {
	idx := make([]int, k)
	var rec func(at, from int)
	rec = func(at, from int) {
		if at == k {
			f(idx)
			return
		}
		for i := from; i <= n-(k-at); i++ {
			idx[at] = i
			rec(at+1, i+1)
		}
	}
	rec(0, 0)
}

// SampleRoots returns n roots drawn uniformly (with replacement) from
// Roots(r), seeded: a sample for decks whose roots are too many.
func SampleRoots(roots [][]canfield.Card, n int, seed uint64) [][]canfield.Card {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	out := make([][]canfield.Card, n)
	for i := range out {
		out[i] = roots[rng.IntN(len(roots))]
	}
	return out
}
