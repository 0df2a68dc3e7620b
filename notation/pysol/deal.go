package pysol

import (
	"fmt"
	"strings"

	"canfield/canfield"
)

// A Game is one of PySolFC's Canfield games whose numbered deals a preset
// of ours plays: PySolFC's game id and name, and the preset.
type Game struct {
	ID     int    // PySolFC's game id (105 is Canfield)
	Name   string // PySolFC's name of the game
	Preset string // our preset with the same rules
}

// Games are the PySolFC games a preset matches, ours in canfield's order:
// Canfield (105) classic, Superior Canfield (101) superior, Rainbow (108)
// rainbow, Storehouse (100) storehouse. The first three deal the same
// cards for a number; Storehouse moves the Twos out first. PySolFC also
// lets a column's exposed card move alone onto another column, which our
// presets do not (docs/notation.md).
var Games = []Game{
	{105, "Canfield", "classic"},
	{101, "Superior Canfield", "superior"},
	{108, "Rainbow", "rainbow"},
	{100, "Storehouse", "storehouse"},
}

// GameOf returns the PySolFC game whose rules r are: r must be one of the
// presets of Games with no option changed. Otherwise the error names the
// presets that take PySolFC's numbers.
func GameOf(r canfield.Rules) (Game, error) {
	for _, g := range Games {
		p, err := canfield.Preset(g.Preset)
		if err != nil {
			return Game{}, err
		}
		q := r
		p.Name, q.Name = "", ""
		if p == q {
			return g, nil
		}
	}
	return Game{}, fmt.Errorf("PySolFC's numbered deals are dealt under %s only, not under %s", gameList(), rulesWord(r))
}

// gameList names the presets of Games and their PySolFC games.
func gameList() string {
	var parts []string
	for _, g := range Games {
		parts = append(parts, fmt.Sprintf("%s (its %s, game %d)", g.Preset, g.Name, g.ID))
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// rulesWord names rules in a message: the preset, or "these rules".
func rulesWord(r canfield.Rules) string {
	if r.Name != "" {
		if p, err := canfield.Preset(r.Name); err == nil && p == r {
			return r.Name
		}
	}
	return "these rules"
}

// Shuffled returns the 52 cards of game n in PySolFC's talon, bottom
// first (the last card is the top, dealt first), as PySolFC's
// Game.shuffle leaves them before a game's hook moves any: PySolFC's
// deck, clubs, spades, hearts, diamonds, each Ace to King; put first in
// FreeCell's order (Ac Ad Ah As 2c ...) under LCRandom31; then, for each
// place m from the last down to the second, swapped with the place the
// generator draws below m+1.
func Shuffled(n Number) []canfield.Card {
	suits := [canfield.NumSuits]canfield.Suit{canfield.Clubs, canfield.Spades, canfield.Hearts, canfield.Diamonds}
	deck := make([]canfield.Card, 0, canfield.DeckSize)
	var below func(int) int
	if n.UsesLCRandom31() {
		// FreeCell's order: each rank in clubs, diamonds, hearts, spades.
		for r := canfield.Ace; r <= canfield.King; r++ {
			for _, s := range []canfield.Suit{canfield.Clubs, canfield.Diamonds, canfield.Hearts, canfield.Spades} {
				deck = append(deck, canfield.NewCard(r, s))
			}
		}
		below = NewLCRandom31(n.Value().Uint64()).Below
	} else {
		for _, s := range suits {
			for r := canfield.Ace; r <= canfield.King; r++ {
				deck = append(deck, canfield.NewCard(r, s))
			}
		}
		below = NewMT19937(n.Value()).Below
	}
	for m := len(deck) - 1; m > 0; m-- {
		j := below(m + 1)
		deck[m], deck[j] = deck[j], deck[m]
	}
	return deck
}

// Deal returns the deal line of PySolFC's game n under rules r (one of
// Games' presets; GameOf's error otherwise). With t the talon of Shuffled
// (t[51] its top), PySolFC's Canfield startGame deals the top card to a
// foundation as the base, the next 13 to the reserve (t[50] at its
// bottom, t[38] its top), the next four to the columns from the right
// (column c gets t[33+c]), and leaves t[33] down to t[0] as the stock,
// t[33] on top. Storehouse's hook first moves the four Twos to the top of
// the talon, in suit order, and they go to the foundations: the other 48
// cards keep their order and are dealt the same way.
func Deal(r canfield.Rules, n Number) ([]canfield.Card, error) {
	g, err := GameOf(r)
	if err != nil {
		return nil, err
	}
	t := Shuffled(n)
	if g.ID == 100 {
		rest := make([]canfield.Card, 0, len(t))
		for _, c := range t {
			if c.Rank() != canfield.Two {
				rest = append(rest, c)
			}
		}
		t = rest
	}
	return layout(r, t), nil
}

// layout deals talon t (top last) in our deal-line order: reserve bottom
// to top, the base card when r deals one, columns 1 to 4, the stock from
// its top.
func layout(r canfield.Rules, t []canfield.Card) []canfield.Card {
	top := len(t) - 1
	deal := make([]canfield.Card, 0, len(t))
	if r.BaseRank == 0 {
		top-- // t[top+1] is the base, dealt first
	}
	for k := range 13 {
		deal = append(deal, t[top-k])
	}
	if r.BaseRank == 0 {
		deal = append(deal, t[len(t)-1])
	}
	stock := top - 13 - 4 // the stock's top: the card below the columns'
	for c := 1; c <= 4; c++ {
		deal = append(deal, t[stock+c])
	}
	for k := stock; k >= 0; k-- {
		deal = append(deal, t[k])
	}
	return deal
}
