package tracker

import "canfield/canfield"

// DealStep is one deal from the stock as the player can foresee it from
// the cards seen: a stock card seen on an earlier pass comes round in the
// same place.
type DealStep struct {
	// Turn is set when the stock is empty: the deal turns the waste over
	// first, starting a new pass.
	Turn bool
	// Card is the waste's top card after the deal, or NoCard when the
	// player has not seen it yet (the deals after it cannot be foreseen).
	Card canfield.Card
	// Moves is how many moves are legal after the deal (0 when Card is
	// not seen: they depend on it).
	Moves int
}

// DealsAhead foresees up to n deals from now from the cards the player
// has seen, and nothing else: it stops after the first deal that shows a
// card not seen yet, or when no deal can be made. None while a card is to
// be entered.
func (g *Game) DealsAhead(n int) []DealStep {
	if _, ok := g.Need(); ok {
		return nil
	}
	s := g.state
	var out []DealStep
	for len(out) < n && s.CanDeal() {
		st := DealStep{Turn: len(s.Stock()) == 0}
		s.Apply(canfield.DealMove)
		st.Card = g.mask(s.WasteTop())
		if st.Card != canfield.NoCard {
			var l canfield.MoveList
			s.GenMoves(&l)
			st.Moves = len(l.Slice())
		}
		out = append(out, st)
		if st.Card == canfield.NoCard {
			break
		}
	}
	return out
}
