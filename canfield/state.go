package canfield

import "fmt"

// Layout sizes.
const (
	// ReserveSize is the number of cards dealt to the reserve.
	ReserveSize = 13
	// NumColumns is the number of tableau columns.
	NumColumns = 4
	// ColumnCap is the most cards a column can hold.
	ColumnCap = DeckSize
	// TalonCap is the most cards the stock and waste hold together.
	TalonCap = DeckSize - ReserveSize - NumColumns - 1
	// MaxPassCount is the most passes a game counts: a limit of passes is
	// at most this, and under unlimited passes Pass stays at it once there.
	MaxPassCount = 255
)

// State is a fully known Canfield position. It is a value: copying it copies
// the game. Moves are applied in place with Apply and taken back with Undo;
// neither allocates.
//
// The stock and the waste share one array, the talon: talon[0:nWaste] is the
// waste from bottom to top, talon[nWaste:nTalon] the stock from top to bottom.
// Dealing moves cards across the boundary; turning the waste over sets the
// boundary back to 0, which leaves the cards in exactly the order a player
// gets by turning the waste pile face down.
type State struct {
	rules    Rules
	base     Rank
	pass     uint8 // passes started; 1 from the deal
	nReserve uint8
	nTalon   uint8
	nWaste   uint8
	top      uint8 // the highest rank: 13, or the rules' Ranks
	nSuits   uint8 // the suits of the deck: 4, or the rules' Suits
	nCols    uint8 // the columns in play: 4, or the rules' Columns
	nCards   uint8 // the cards of the deck: 52, or fewer in a cut deck
	colLen   [NumColumns]uint8
	found    [NumSuits]uint8 // cards on each suit's foundation
	reserve  [ReserveSize]Card
	talon    [TalonCap]Card
	cols     [NumColumns][ColumnCap]Card
}

// setRules sets the rules and the sizes the hot code reads from the state.
func (s *State) setRules(r Rules) {
	s.rules = r
	s.top, s.nSuits = uint8(r.RankCount()), uint8(r.SuitCount())
	s.nCols, s.nCards = uint8(r.ColumnCount()), uint8(r.DeckCards())
}

// RankCount returns the number of ranks of each suit (the rules'
// RankCount), without copying the rules.
func (s *State) RankCount() int { return int(s.top) }

// SuitCount returns the number of suits of the deck (the rules'
// SuitCount), without copying the rules.
func (s *State) SuitCount() int { return int(s.nSuits) }

// Rules returns the rules the game is played under.
func (s *State) Rules() Rules { return s.rules }

// Base returns the base rank: the rank every foundation starts with.
func (s *State) Base() Rank { return s.base }

// Pass returns the number of the current pass through the stock (1 at the
// deal; each turn of the waste starts the next), at most MaxPassCount.
func (s *State) Pass() int { return int(s.pass) }

// PassesLeft reports whether the waste may still be turned over to start a
// new pass.
func (s *State) PassesLeft() bool { return s.rules.Passes == 0 || int(s.pass) < s.rules.Passes }

// Reserve returns the reserve from bottom to top. The slice aliases the
// state: read it, do not change it or keep it across moves.
func (s *State) Reserve() []Card { return s.reserve[:s.nReserve] }

// ReserveTop returns the reserve's top card, or NoCard when it is empty.
func (s *State) ReserveTop() Card {
	if s.nReserve == 0 {
		return NoCard
	}
	return s.reserve[s.nReserve-1]
}

// Waste returns the waste from bottom to top (aliases the state).
func (s *State) Waste() []Card { return s.talon[:s.nWaste] }

// WasteTop returns the waste's top card, or NoCard when it is empty.
func (s *State) WasteTop() Card {
	if s.nWaste == 0 {
		return NoCard
	}
	return s.talon[s.nWaste-1]
}

// Stock returns the stock from top (next dealt) to bottom (aliases the state).
func (s *State) Stock() []Card { return s.talon[s.nWaste:s.nTalon] }

// ColumnCount returns the number of tableau columns in play: 4, or fewer
// under rules with fewer columns. Columns from ColumnCount to 3 are always
// empty and take no card.
func (s *State) ColumnCount() int { return int(s.nCols) }

// Column returns column i (0..3) from its first card to its exposed card
// (aliases the state).
func (s *State) Column(i int) []Card { return s.cols[i][:s.colLen[i]] }

// Exposed returns column i's exposed (last-placed) card, or NoCard.
func (s *State) Exposed(i int) Card {
	if s.colLen[i] == 0 {
		return NoCard
	}
	return s.cols[i][s.colLen[i]-1]
}

// FoundationCount returns how many cards lie on the foundation of suit su.
func (s *State) FoundationCount(su Suit) int { return int(s.found[su]) }

// FoundationTop returns the top card of suit su's foundation, or NoCard.
func (s *State) FoundationTop(su Suit) Card {
	n := s.found[su]
	if n == 0 {
		return NoCard
	}
	return NewCard(s.rankAt(n-1), su)
}

// NextFoundationRank returns the rank that goes next on suit su's foundation,
// and false when it is complete.
func (s *State) NextFoundationRank(su Suit) (Rank, bool) {
	n := s.found[su]
	if n >= s.top {
		return 0, false
	}
	return s.rankAt(n), true
}

// rankAt returns the rank k (0 <= k < the number of ranks) steps above
// the base.
func (s *State) rankAt(k uint8) Rank {
	x := uint8(s.base) - 1 + k
	if x >= s.top {
		x -= s.top
	}
	return Rank(x + 1)
}

// FoundationCards returns the number of cards on the foundations.
func (s *State) FoundationCards() int {
	return int(s.found[0]) + int(s.found[1]) + int(s.found[2]) + int(s.found[3])
}

// CasinoScore returns the casino score in dollars: 5 per foundation card,
// less a dollar a card the deck cost (52; a cut deck its own size).
func (s *State) CasinoScore() int { return 5*s.FoundationCards() - int(s.nCards) }

// Won reports whether every card of the deck (52) is on the foundations.
func (s *State) Won() bool { return s.FoundationCards() == int(s.nCards) }

// CardSet returns the set of every card in the position, foundations included.
func (s *State) CardSet() CardSet {
	var set CardSet
	for su := Suit(0); su < NumSuits; su++ {
		for k := uint8(0); k < s.found[su]; k++ {
			set = set.With(NewCard(s.rankAt(k), su))
		}
	}
	for _, c := range s.Reserve() {
		set = set.With(c)
	}
	for _, c := range s.talon[:s.nTalon] {
		set = set.With(c)
	}
	for i := range NumColumns {
		for _, c := range s.Column(i) {
			set = set.With(c)
		}
	}
	return set
}

// CountCards returns the number of card places filled in the position; with
// CardSet it checks that every card is present exactly once.
func (s *State) CountCards() int {
	n := s.FoundationCards() + int(s.nReserve) + int(s.nTalon)
	for i := range NumColumns {
		n += int(s.colLen[i])
	}
	return n
}

// Check verifies the position's invariants: every card exactly once, every
// column a legal built sequence. It is for tests and for positions built
// from outside input.
func (s *State) Check() error {
	if n, set := s.CountCards(), s.CardSet(); n != int(s.nCards) || set != s.rules.Deck() {
		return fmt.Errorf("position holds %d card places and %d distinct cards, want %d of each", n, set.Len(), s.nCards)
	}
	for i := range NumColumns {
		col := s.Column(i)
		for k := 1; k < len(col); k++ {
			if !s.Builds(col[k], col[k-1]) {
				return fmt.Errorf("column %d: %v does not build on %v", i+1, col[k], col[k-1])
			}
		}
	}
	return nil
}

// Builds reports whether card c may build down on tableau card t.
func (s *State) Builds(c, t Card) bool {
	switch s.rules.Build {
	case AlternateColours:
		if c.Red() == t.Red() {
			return false
		}
	case SameSuit:
		if c.Suit() != t.Suit() {
			return false
		}
	}
	if s.rules.Order == FromBase {
		return s.rel(t) == s.rel(c)+1
	}
	return t.Rank() == s.NextRank(c.Rank())
}

// NextRank returns the rank one above r, wrapping the highest rank (King,
// or the cut deck's highest) to the Ace.
func (s *State) NextRank(r Rank) Rank {
	if uint8(r) >= s.top {
		return Ace
	}
	return r + 1
}

// PrevRank returns the rank one below r, wrapping the Ace to the highest
// rank.
func (s *State) PrevRank(r Rank) Rank {
	if r <= Ace {
		return Rank(s.top)
	}
	return r - 1
}

// rel returns a card's rank counted from the base (0 for the base rank).
func (s *State) rel(c Card) uint8 {
	x := uint8(c.Rank()) + s.top - uint8(s.base)
	if x >= s.top {
		x -= s.top
	}
	return x
}

// Goes reports whether card c may go onto its foundation now.
func (s *State) Goes(c Card) bool {
	r, ok := s.NextFoundationRank(c.Suit())
	return ok && r == c.Rank()
}
