package canfield

// Loc names a place a move takes cards from or to.
type Loc uint8

// The places. Columns are Column(0)..Column(3).
const (
	LocNone Loc = iota
	// LocStock is the stock; a move from it deals onto the waste.
	LocStock
	// LocWaste is the waste; its top card is playable.
	LocWaste
	// LocReserve is the reserve; its top card is playable.
	LocReserve
	// LocFoundation is the foundations: as a destination, the foundation
	// of the card's suit; as a source, the foundation of Move.Suit.
	LocFoundation
	// LocColumn1 is the first tableau column; the others follow it.
	LocColumn1
)

// Column returns the Loc of column i (0..3).
func Column(i int) Loc { return LocColumn1 + Loc(i) }

// IsColumn reports whether l is a tableau column.
func (l Loc) IsColumn() bool { return l >= LocColumn1 && l < LocColumn1+NumColumns }

// ColumnIndex returns the index 0..3 of a column Loc.
func (l Loc) ColumnIndex() int { return int(l - LocColumn1) }

// Move is one player move. It is a small comparable value.
//
//   - Deal: From LocStock, To LocWaste (turning the waste over first when
//     the stock is empty).
//   - A card to a foundation: To LocFoundation, From LocReserve, LocWaste or
//     a column (its exposed card).
//   - A card to a column: From LocReserve or LocWaste, To a column.
//   - Column to column: N == 0 moves the whole column, N > 0 the last N cards.
//   - Foundation to column: From LocFoundation, Suit names the foundation.
type Move struct {
	From, To Loc
	N        uint8
	Suit     Suit
}

// DealMove is the move that deals from the stock.
var DealMove = Move{From: LocStock, To: LocWaste}

// IsDeal reports whether m deals from the stock.
func (m Move) IsDeal() bool { return m.From == LocStock }

// MaxMoves bounds the number of legal moves in any position: 5 from the
// reserve, 5 from the waste, 1 deal, 16 from the foundations, and per
// column one to the foundation plus up to 3 destinations for each of its
// cards (at most 52 cards in all the columns).
const MaxMoves = 5 + 5 + 1 + 16 + NumColumns + 3*DeckSize

// MoveList is a fixed-size list of moves, filled without allocating.
type MoveList struct {
	Moves [MaxMoves]Move
	N     int
}

// Slice returns the moves in the list (aliases the list).
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

func (l *MoveList) add(m Move) {
	l.Moves[l.N] = m
	l.N++
}

// Undo holds what Apply changed that the move itself does not say, so Undo
// can restore the position exactly.
type Undo struct {
	card   Card  // the card a one-card move took
	n      uint8 // cards moved between columns
	nWaste uint8 // waste size before a deal
	pass   uint8 // pass before a deal
	filled int8  // column filled automatically from the reserve, or -1
}

// AutoFilled returns the column (0..3) that the move's automatic fill from
// the reserve went to, and false if there was none.
func (u Undo) AutoFilled() (int, bool) { return int(u.filled), u.filled >= 0 }
