package canfield

import (
	"errors"
)

// ErrIllegal is wrapped by every error Legal returns.
var ErrIllegal = errors.New("illegal move")

// illegal makes the reason a move is refused: a CardError wrapping
// ErrIllegal, so a screen can draw the cards it names in its own style.
func illegal(format string, args ...any) error {
	return CardErrorf(ErrIllegal, format, args...)
}

// Legal reports why m is not a legal move in the position, or nil when it
// is. The error wraps ErrIllegal and says the reason in words for a player.
func (s *State) Legal(m Move) error {
	if s.Won() {
		return illegal("the game is won")
	}
	if m.IsDeal() {
		if s.CanDeal() {
			return nil
		}
		if s.nTalon == 0 {
			return illegal("the stock and the waste are empty")
		}
		if s.rules.Passes == 1 {
			return illegal("the stock is empty and these rules allow one pass only")
		}
		return illegal("the stock is empty and all %d passes are used", s.rules.Passes)
	}
	c, err := s.source(m)
	if err != nil {
		return err
	}
	if m.To == LocFoundation {
		if !s.Goes(c) {
			if r, ok := s.NextFoundationRank(c.Suit()); ok {
				return illegal("%v does not go on its foundation (it wants %v)", c, NewCard(r, c.Suit()))
			}
			return illegal("%v does not go on its foundation (it is complete)", c)
		}
		return nil
	}
	if !m.To.IsColumn() {
		return illegal("no such destination")
	}
	j := m.To.ColumnIndex()
	if j >= int(s.nCols) {
		return illegal("there is no column %d under these rules", j+1)
	}
	if m.From == m.To {
		return illegal("a column cannot move onto itself")
	}
	if t := s.Exposed(j); t != NoCard {
		if !s.Builds(c, t) {
			return illegal("%v does not build on %v (%s)", c, t, s.buildRule())
		}
		return nil
	}
	return s.fillLegal(m, c, j)
}

// source returns the first card that m moves, checking that the source has
// it and the rules let it move.
func (s *State) source(m Move) (Card, error) {
	switch {
	case m.From == LocReserve:
		if s.nReserve == 0 {
			return NoCard, illegal("the reserve is empty")
		}
		return s.ReserveTop(), nil
	case m.From == LocWaste:
		if s.nWaste == 0 {
			return NoCard, illegal("the waste is empty")
		}
		return s.WasteTop(), nil
	case m.From == LocFoundation:
		if !s.rules.FoundationToTableau {
			return NoCard, illegal("these rules do not let foundation cards come back")
		}
		if m.Suit >= NumSuits || s.found[m.Suit] == 0 {
			return NoCard, illegal("that foundation is empty")
		}
		if !m.To.IsColumn() {
			return NoCard, illegal("a foundation card can only go to a column")
		}
		return s.FoundationTop(m.Suit), nil
	case m.From.IsColumn():
		i := m.From.ColumnIndex()
		n := int(s.colLen[i])
		if i >= int(s.nCols) {
			return NoCard, illegal("there is no column %d under these rules", i+1)
		}
		if n == 0 {
			return NoCard, illegal("column %d is empty", i+1)
		}
		if m.To == LocFoundation {
			if m.N > 1 {
				return NoCard, illegal("only one card at a time goes to a foundation")
			}
			return s.cols[i][n-1], nil
		}
		if !m.To.IsColumn() {
			return NoCard, illegal("no such destination")
		}
		k := int(m.N)
		if k == 0 || k == n {
			return s.cols[i][0], nil
		}
		if k > n {
			if n == 1 {
				return NoCard, illegal("column %d has only 1 card", i+1)
			}
			return NoCard, illegal("column %d has only %d cards", i+1, n)
		}
		if s.rules.Groups == WholeColumn && !(k == 1 && s.Exposed(m.To.ColumnIndex()) == NoCard && s.rules.Fill != FillReserveThenWaste) {
			if s.rules.Fill != FillReserveThenWaste {
				// As superior lets it: a column's last card may fill a gap.
				return NoCard, illegal("columns move only whole under these rules; a column's last card alone may go only into an empty column")
			}
			return NoCard, illegal("columns move only whole under these rules")
		}
		return s.cols[i][n-k], nil
	}
	return NoCard, illegal("no such source")
}

// fillLegal checks a move into the empty column j.
func (s *State) fillLegal(m Move, c Card, j int) error {
	switch m.From {
	case LocReserve:
		if s.rules.Fill != FillAny {
			return illegal("empty columns fill from the reserve automatically")
		}
	case LocWaste:
		if s.rules.Fill != FillAny && s.nReserve > 0 {
			return illegal("column %d must be filled from the reserve", j+1)
		}
	case LocFoundation:
		return illegal("a foundation card only builds on a column, it does not fill an empty one")
	default:
		i := m.From.ColumnIndex()
		if s.rules.Fill == FillReserveThenWaste {
			return illegal("an empty column fills only from the reserve, then the waste")
		}
		if m.N == 0 || int(m.N) == int(s.colLen[i]) {
			return illegal("moving a whole column into an empty one changes nothing")
		}
	}
	return nil
}

func (s *State) buildRule() string {
	var b string
	switch s.rules.Build {
	case AlternateColours:
		b = "down in alternating colours"
	case AnySuit:
		b = "down regardless of suit"
	default:
		b = "down in suit"
	}
	if s.rules.Order == FromBase {
		b += ", ranks counted from the base"
	}
	return "the tableau builds " + b
}

// Stuck reports whether no move can change the position any more: no move
// but the deal exists now, nor after any number of deals.
func (s *State) Stuck() bool { return s.StuckSeen(nil) }

// StuckSeen is Stuck for a player who does not see every card: seen says
// whether a card is known to the player (nil: all are). While dealing
// would show a waste top the player has not seen, the position is not
// called stuck, since that card might play.
func (s *State) StuckSeen(seen func(Card) bool) bool {
	if s.Won() {
		return false
	}
	t := *s
	var l MoveList
	// Two full cycles of the talon visit every waste top reachable by
	// dealing; a bounded loop keeps limited passes honest too.
	for range 2*TalonCap + 2 {
		if c := t.WasteTop(); seen != nil && c != NoCard && !seen(c) {
			return false
		}
		t.GenMoves(&l)
		for _, m := range l.Slice() {
			if !m.IsDeal() {
				return false
			}
		}
		if !t.CanDeal() {
			return true
		}
		t.Apply(DealMove)
	}
	return true
}

// Canonical returns m in its one canonical form: a column move that takes
// the whole column is written with N == 0.
func (s *State) Canonical(m Move) Move {
	if m.From.IsColumn() && m.To.IsColumn() && int(m.N) == int(s.colLen[m.From.ColumnIndex()]) {
		m.N = 0
	}
	return m
}
