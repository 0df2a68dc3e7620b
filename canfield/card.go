// Package canfield holds the rules of Canfield patience and its variants:
// cards, rule options and presets, the state of a fully known game, legal
// move generation, and applying and undoing moves. It does no I/O and
// imports nothing of this project; the text forms live in package notation.
package canfield

// Suit is a card suit. The order (clubs, diamonds, hearts, spades) is the
// order of the foundations and of the unshuffled deck.
type Suit uint8

// The four suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits.
const NumSuits = 4

// Red reports whether the suit is red (diamonds or hearts).
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// Rank is a card rank, Ace = 1 up to King = 13.
type Rank uint8

// The named ranks.
const (
	Ace   Rank = 1
	Two   Rank = 2
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
)

// NumRanks is the number of ranks.
const NumRanks = 13

// Next returns the rank one above r, wrapping King to Ace.
func (r Rank) Next() Rank {
	if r == King {
		return Ace
	}
	return r + 1
}

// Prev returns the rank one below r, wrapping Ace to King.
func (r Rank) Prev() Rank {
	if r == Ace {
		return King
	}
	return r - 1
}

// Card is a playing card packed in one byte: rank<<2 | suit. The zero value
// is NoCard, so zeroed arrays read as empty.
type Card uint8

// NoCard is the absence of a card.
const NoCard Card = 0

// DeckSize is the number of cards in a deck.
const DeckSize = 52

// NewCard returns the card of rank r and suit s.
func NewCard(r Rank, s Suit) Card { return Card(r)<<2 | Card(s) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c & 3) }

// Red reports whether the card is red.
func (c Card) Red() bool { return c.Suit().Red() }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { r := c.Rank(); return r >= Ace && r <= King }

// Index returns a dense index 0..51 of the card (suit-major, Ace first).
func (c Card) Index() int { return int(c.Suit())*NumRanks + int(c.Rank()) - 1 }

// CardAt returns the card with dense index i (0..51), the inverse of Index.
func CardAt(i int) Card { return NewCard(Rank(i%NumRanks+1), Suit(i/NumRanks)) }

// CardSet is a set of cards, one bit per card index.
type CardSet uint64

// Has reports whether c is in the set.
func (s CardSet) Has(c Card) bool { return s&(1<<uint(c.Index())) != 0 }

// With returns the set with c added.
func (s CardSet) With(c Card) CardSet { return s | 1<<uint(c.Index()) }

// Without returns the set with c removed.
func (s CardSet) Without(c Card) CardSet { return s &^ (1 << uint(c.Index())) }

// Len returns the number of cards in the set.
func (s CardSet) Len() int {
	n := 0
	for s != 0 {
		s &= s - 1
		n++
	}
	return n
}

// FullDeck is the set of all 52 cards.
const FullDeck CardSet = 1<<DeckSize - 1
