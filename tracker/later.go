package tracker

import (
	"fmt"

	"canfield/canfield"
)

// Cards of the deal can be known without the player having seen them in
// play: a record may carry the whole deal (a virtual deal, or the rest of
// the cards entered after the game for review). The tracker keeps them
// apart from what the player has seen: they never reach the View, and
// what the player enters must agree with them.

// SetDeal records cards of the deal known from outside play: deal has one
// entry per deal position, NoCard where unknown. It must agree with every
// card seen and hold no card twice; nothing changes on error.
func (g *Game) SetDeal(deal []canfield.Card) error {
	if len(deal) != g.lay.Size {
		return fmt.Errorf("a deal has %d cards under these rules, not %d", g.lay.Size, len(deal))
	}
	old := g.later
	g.later = nil // check against what was seen, not the deal being replaced
	defer func() {
		if g.later == nil {
			g.later = old
		}
	}()
	var seen canfield.CardSet
	for p, c := range deal {
		if c == canfield.NoCard {
			continue
		}
		if err := g.checkCard(c, p); err != nil {
			return fmt.Errorf("%s: %w", canfield.PositionName(g.rules, p), err)
		}
		if k := g.known[p]; k != canfield.NoCard && k != c {
			return fmt.Errorf("%s: the deal gives %v, but %v was seen there", canfield.PositionName(g.rules, p), c, k)
		}
		if seen.Has(c) {
			return fmt.Errorf("%s: %v appears twice in the deal", canfield.PositionName(g.rules, p), c)
		}
		seen = seen.With(c)
	}
	g.later = append([]canfield.Card(nil), deal...)
	return nil
}

// Deal returns the deal as far as it is known, from play or from outside
// (SetDeal), and whether every card is known.
func (g *Game) Deal() ([]canfield.Card, bool) {
	out := g.KnownDeal()
	for p, c := range out {
		if c == canfield.NoCard && p < len(g.later) {
			out[p] = g.later[p]
		}
	}
	return out, canfield.FillLastCard(g.rules, out)
}
