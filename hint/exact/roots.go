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
	if !suitsTransitive(r) {
		bases = bases[:0]
		for su := range canfield.Suit(r.SuitCount()) {
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

// suitsTransitive reports whether the symmetries of r's game can send any
// suit to clubs: always when the build rule ignores colour, and with two
// or four suits (as many red as black) when it alternates colours.
func suitsTransitive(r canfield.Rules) bool {
	s := r.SuitCount()
	return r.Build != canfield.AlternateColours || s == 2 || s == 4
}

// ClassDeal returns the deal line of Roots that stands for deal: the same
// game up to the symmetries, so of the same value. Its base card is the
// Ace of clubs (of its own suit where the suits cannot all be sent to
// clubs), its columns' cards in ascending order, its unseen cards in
// ascending order.
func ClassDeal(r canfield.Rules, deal []canfield.Card) ([]canfield.Card, error) {
	if err := canfield.CheckDeal(r, deal); err != nil {
		return nil, err
	}
	if r.BaseRank != 0 || r.VisibleReserve {
		return nil, fmt.Errorf("exact values: deals by face-up cards need a dealt base and a hidden reserve")
	}
	l := canfield.DealLayout(r)
	b := deal[l.Base]
	ranks := r.RankCount()
	perm := suitPerm(r, b.Suit())
	to := func(c canfield.Card) canfield.Card {
		k := (int(c.Rank())-int(b.Rank())+ranks)%ranks + 1
		return canfield.NewCard(canfield.Rank(k), perm[c.Suit()])
	}
	deck := canfield.OrderedDeck(r)
	base, top := to(b), to(deal[l.Reserve-1])
	var rest []canfield.Card
	for _, c := range deck {
		if c != base && c != top {
			rest = append(rest, c)
		}
	}
	up := map[canfield.Card]bool{}
	for _, c := range deal[l.Tableau:l.Stock] {
		up[to(c)] = true
	}
	var idx []int
	for i, c := range rest {
		if up[c] {
			idx = append(idx, i)
		}
	}
	return rootDeal(r, deck, base, top, rest, idx), nil
}

// suitPerm returns a permutation of the suits that is a symmetry of r's
// game and sends su to clubs, or the identity when none may.
func suitPerm(r canfield.Rules, su canfield.Suit) [canfield.NumSuits]canfield.Suit {
	p := [canfield.NumSuits]canfield.Suit{canfield.Clubs, canfield.Diamonds, canfield.Hearts, canfield.Spades}
	switch {
	case !suitsTransitive(r) || su == canfield.Clubs:
	case r.Build != canfield.AlternateColours || r.SuitCount() == 2:
		p[su], p[canfield.Clubs] = canfield.Clubs, su // any exchange keeps the game (two suits: the colours swap)
	case su == canfield.Spades: // the other black suit
		p[canfield.Spades], p[canfield.Clubs] = canfield.Clubs, canfield.Spades
	default: // a red suit to clubs: the colours swap, the other red to spades
		other := canfield.Diamonds + canfield.Hearts - su
		p[su], p[other] = canfield.Clubs, canfield.Spades
		p[canfield.Clubs], p[canfield.Spades] = canfield.Diamonds, canfield.Hearts
	}
	return p
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
