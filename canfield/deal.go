package canfield

import "fmt"

// Deal positions in a deal line (see docs/notation.md).
const (
	// DealBase is the index of the base card in a 52-card deal line (in
	// any deal, DealLayout's Base).
	DealBase = ReserveSize
)

// Layout says where each part of a deal line lies under some rules. A deal
// position is an index into the line: the reserve bottom to top, the base
// card (unless the rules fix the base rank), the tableau's columns 1 to 4
// (or fewer), the stock top to bottom. Every package that names deal
// positions takes them from here.
type Layout struct {
	Reserve int // the reserve's cards: positions 0 to Reserve-1, its top last
	Base    int // the base card; -1 when the rules fix the base rank
	Tableau int // column 1's card; the other columns follow
	Columns int // the tableau's columns
	Stock   int // the stock's top card; the stock runs to the end
	Size    int // the cards of a deal line
}

// DealLayout returns the layout of a deal line under r.
func DealLayout(r Rules) Layout {
	n := r.ReserveCount()
	l := Layout{Reserve: n, Base: -1, Tableau: n, Columns: r.ColumnCount(), Size: r.DealSize()}
	if r.BaseRank == 0 {
		l.Base, l.Tableau = n, n+1
	}
	l.Stock = l.Tableau + l.Columns
	return l
}

// FaceUp reports whether the card at deal position i is face up once the
// deal is laid out under r: the reserve's top card (every reserve card when
// the reserve is visible), the base card and the tableau.
func (l Layout) FaceUp(r Rules, i int) bool {
	if i < l.Reserve {
		return r.VisibleReserve || i == l.Reserve-1
	}
	return i < l.Stock
}

// PositionName says in words where deal position pos lies, for messages
// and prompts, e.g. "reserve card 12 from the bottom at the deal" (under a
// visible reserve, counted from the top as the deal prompts count it),
// "the base card", "column 2's card at the deal", "stock card 7 (in
// dealing order)". A card of the reserve or the tableau is named where it
// lay at the deal, always with "at the deal": it may lie elsewhere now.
func PositionName(r Rules, pos int) string {
	l := DealLayout(r)
	switch {
	case pos < 0 || pos >= l.Size:
		return fmt.Sprintf("deal position %d", pos+1)
	case pos == l.Reserve-1:
		return "the reserve's top card at the deal"
	case pos < l.Reserve && r.VisibleReserve:
		// The player sees the reserve spread and types it from the top.
		return fmt.Sprintf("reserve card %d from the top at the deal", l.Reserve-pos)
	case pos < l.Reserve:
		return fmt.Sprintf("reserve card %d from the bottom at the deal", pos+1)
	case pos == l.Base:
		return "the base card"
	case pos < l.Stock:
		return fmt.Sprintf("column %d's card at the deal", pos-l.Tableau+1)
	default:
		return fmt.Sprintf("stock card %d (in dealing order)", pos-l.Stock+1)
	}
}

// OrderedDeck returns the cards a deal under r is shuffled from, in the
// fixed unshuffled order: clubs, diamonds, hearts, spades, each Ace to King
// (a cut deck's suits and ranks only), leaving out the fixed-base cards
// when r has a fixed base rank.
func OrderedDeck(r Rules) []Card {
	deck := make([]Card, 0, DeckSize)
	for i := range DeckSize {
		c := CardAt(i)
		if !r.InDeck(c) || r.BaseRank != 0 && c.Rank() == r.BaseRank {
			continue
		}
		deck = append(deck, c)
	}
	return deck
}

// SplitMix64 is the pseudo-random generator behind seeded deals: Steele,
// Lea and Flood's SplitMix64, fixed here so a seed gives the same deal in
// every version.
type SplitMix64 struct{ state uint64 }

// NewSplitMix64 returns a generator seeded with seed.
func NewSplitMix64(seed uint64) *SplitMix64 { return &SplitMix64{state: seed} }

// Next returns the next 64 random bits.
func (g *SplitMix64) Next() uint64 {
	g.state += 0x9e3779b97f4a7c15
	z := g.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Below returns a uniform integer in [0, n) by rejection, n > 0.
func (g *SplitMix64) Below(n uint64) uint64 {
	limit := -n % n // 2^64 mod n: values below it are rejected
	for {
		x := g.Next()
		if x >= limit {
			return x % n
		}
	}
}

// ShuffledDeal returns the deal line of seed under rules r: the ordered deck
// (OrderedDeck) shuffled by Fisher-Yates from the last position down, each
// swap partner drawn with Below from a SplitMix64 seeded with seed.
func ShuffledDeal(r Rules, seed uint64) []Card {
	deck := OrderedDeck(r)
	g := NewSplitMix64(seed)
	for i := len(deck) - 1; i > 0; i-- {
		j := g.Below(uint64(i + 1))
		deck[i], deck[j] = deck[j], deck[i]
	}
	return deck
}

// CheckDeal reports whether deal is a complete deal line under r: the right
// number of cards, each a real card, none twice, none of the fixed base rank.
func CheckDeal(r Rules, deal []Card) error {
	if len(deal) != r.DealSize() {
		return fmt.Errorf("a deal has %d cards under these rules, this one has %d", r.DealSize(), len(deal))
	}
	var seen CardSet
	for i, c := range deal {
		if !c.Valid() {
			return fmt.Errorf("card %d is not a card", i+1)
		}
		if !r.InDeck(c) {
			return fmt.Errorf("card %d (%s) is not in a deck of %d suits of %d ranks", i+1, c, r.SuitCount(), r.RankCount())
		}
		if seen.Has(c) {
			return fmt.Errorf("card %d is a second %s", i+1, c)
		}
		if r.BaseRank != 0 && c.Rank() == r.BaseRank {
			return fmt.Errorf("card %d (%s) is of the fixed base rank, which starts the foundations", i+1, c)
		}
		seen = seen.With(c)
	}
	return nil
}

// FillLastCard completes a deal line that lacks exactly one card (NoCard at
// one position): the missing card can only be the one card of the deck not
// in the line. It reports whether deal is now complete; it changes nothing
// when more than one card is missing.
func FillLastCard(r Rules, deal []Card) bool {
	at := -1
	var seen CardSet
	for p, c := range deal {
		if c == NoCard {
			if at >= 0 {
				return false
			}
			at = p
			continue
		}
		seen = seen.With(c)
	}
	if at < 0 {
		return true
	}
	for _, c := range OrderedDeck(r) {
		if !seen.Has(c) {
			deal[at] = c
			return true
		}
	}
	return false
}

// NewState deals a game under rules r from deal, a deal line.
func NewState(r Rules, deal []Card) (State, error) {
	var s State
	if err := r.Validate(); err != nil {
		return s, err
	}
	if err := CheckDeal(r, deal); err != nil {
		return s, err
	}
	s.setRules(r)
	s.pass = 1
	k := r.ReserveCount()
	copy(s.reserve[:], deal[:k])
	s.nReserve = uint8(k)
	if r.BaseRank == 0 {
		b := deal[k]
		s.base = b.Rank()
		s.found[b.Suit()] = 1
		k++
	} else {
		s.base = r.BaseRank
		for su := range r.SuitCount() {
			s.found[su] = 1
		}
	}
	for i := range r.ColumnCount() {
		s.cols[i][0] = deal[k]
		s.colLen[i] = 1
		k++
	}
	n := copy(s.talon[:], deal[k:])
	s.nTalon = uint8(n)
	return s, nil
}

// String returns the card in canonical notation, e.g. "7h", "Td"; "--" for
// NoCard and "??" for anything else that is not a card.
func (c Card) String() string {
	if c == NoCard {
		return "--"
	}
	if !c.Valid() {
		return "??"
	}
	return string([]byte{"A23456789TJQK"[c.Rank()-1], "cdhs"[c.Suit()]})
}
