package tracker

import "canfield/canfield"

// Table is the table as the player sees it, for display: every card that
// is face up, with NoCard in place of any card the player has not seen.
type Table struct {
	Rules canfield.Rules
	// Base is the base rank, 0 until the base card is entered.
	Base canfield.Rank
	// Reserve is the reserve from bottom to top; hidden cards are NoCard
	// (all but the top, unless the reserve is face up).
	Reserve []canfield.Card
	// Waste is the waste from bottom to top; only WasteTop is playable.
	Waste []canfield.Card
	// Stock is the stock from top to bottom, NoCard where not known (a
	// card seen on an earlier pass is known in its place).
	Stock []canfield.Card
	// Columns are the tableau columns, first card to exposed card.
	Columns [canfield.NumColumns][]canfield.Card
	// Foundations holds each suit's cards on its foundation (count) and
	// its top card.
	FoundationCount [canfield.NumSuits]int
	FoundationTop   [canfield.NumSuits]canfield.Card
	// Pass is the current pass through the stock (1 at the deal).
	Pass int
	// Moves is the number of moves made.
	Moves int
}

// Table returns the table as the player sees it.
func (g *Game) Table() Table {
	s := &g.state
	t := Table{Rules: g.rules, Pass: s.Pass(), Moves: len(g.Moves())}
	if g.lay.Base < 0 || g.known[g.lay.Base] != canfield.NoCard {
		t.Base = s.Base()
	}
	mask := func(cs []canfield.Card) []canfield.Card {
		out := make([]canfield.Card, len(cs))
		for i, c := range cs {
			out[i] = g.mask(c)
		}
		return out
	}
	t.Reserve = mask(s.Reserve())
	t.Waste = mask(s.Waste())
	t.Stock = mask(s.Stock())
	for i := range canfield.NumColumns {
		t.Columns[i] = mask(s.Column(i))
	}
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		if t.Base == 0 {
			break // the base card is not entered yet: its suit is unknown
		}
		t.FoundationCount[su] = s.FoundationCount(su)
		t.FoundationTop[su] = s.FoundationTop(su) // foundation cards were all face up
	}
	return t
}

// mask returns c if the player has seen it at its place, else NoCard.
func (g *Game) mask(c canfield.Card) canfield.Card {
	if c == canfield.NoCard || g.known[g.posOf[c.Index()]] == canfield.NoCard {
		return canfield.NoCard
	}
	return c
}

// WasteTop returns the waste's top card as seen, or NoCard.
func (t Table) WasteTop() canfield.Card {
	if len(t.Waste) == 0 {
		return canfield.NoCard
	}
	return t.Waste[len(t.Waste)-1]
}

// ReserveTop returns the reserve's top card as seen, or NoCard.
func (t Table) ReserveTop() canfield.Card {
	if len(t.Reserve) == 0 {
		return canfield.NoCard
	}
	return t.Reserve[len(t.Reserve)-1]
}

// FoundationCards returns the number of cards on the foundations.
func (g *Game) FoundationCards() int { return g.state.FoundationCards() }

// CasinoScore returns the casino score: 5 dollars a foundation card, less 52.
func (g *Game) CasinoScore() int { return g.state.CasinoScore() }

// Won reports whether all 52 cards are on the foundations.
func (g *Game) Won() bool { return g.state.Won() }

// LegalMoves returns the legal moves now (none while a card is to be
// entered). They depend only on face-up cards.
func (g *Game) LegalMoves() []canfield.Move {
	if _, ok := g.Need(); ok {
		return nil
	}
	var l canfield.MoveList
	g.state.GenMoves(&l)
	return append([]canfield.Move(nil), l.Slice()...)
}

// Legal reports why m is not legal now, or nil.
func (g *Game) Legal(m canfield.Move) error {
	if req, ok := g.Need(); ok {
		return &needError{req}
	}
	return g.state.Legal(g.state.Canonical(m))
}

type needError struct{ req Request }

func (e *needError) Error() string { return ErrNeedCard.Error() + ": " + e.req.Place }
func (e *needError) Unwrap() error { return ErrNeedCard }

// Stuck reports whether the game is lost as far as the player can tell
// from what is known: no move but dealing exists, and dealing through the
// whole stock shows only known cards that give no move either. While a
// deal would show a card not yet seen, the game is not called stuck.
func (g *Game) Stuck() bool {
	if g.state.Won() {
		return false
	}
	if _, ok := g.Need(); ok {
		return false
	}
	return g.state.StuckSeen(func(c canfield.Card) bool { return g.mask(c) != canfield.NoCard })
}
