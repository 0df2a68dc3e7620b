package notation

import (
	"fmt"
	"slices"
	"strings"

	"canfield/canfield"
)

// A setup card is known either because the player saw it or because it
// was given from outside play (a virtual deal, the rest of the cards typed
// after the game, an imported deal). The moves' reveals show which cards
// the player saw on the line played; the Seen tag names the others the
// player saw: cards that showed on moves taken back since. The hint
// engine may use seen cards only, so the difference must survive a save.

// SeenCards returns the cards of the record's Seen tag, each of which the
// setup must hold; none when the record has no such tag.
func (r *Record) SeenCards() ([]canfield.Card, error) {
	v, ok := r.Get(TagSeen)
	if !ok {
		return nil, nil
	}
	cs, err := parseSeen(v)
	if err != nil {
		return nil, fmt.Errorf("the Seen tag: %w", err)
	}
	if len(cs) > 0 && !slices.ContainsFunc(r.Setup, func(c canfield.Card) bool { return c != canfield.NoCard }) {
		// A record cut to its tags: the card is not missing from a setup,
		// the setup is.
		return nil, fmt.Errorf("the Seen tag names %v, but the record has no setup (no Reserve, Base, Tableau and Stock lines with cards): was it cut short?", cs[0])
	}
	for _, c := range cs {
		if !slices.Contains(r.Setup, c) {
			return nil, fmt.Errorf("the Seen tag: %v is not in the setup", c)
		}
	}
	return cs, nil
}

// SetSeen sets the Seen tag to cs, or removes it when cs is empty.
func (r *Record) SetSeen(cs []canfield.Card) {
	if len(cs) == 0 {
		r.Delete(TagSeen)
		return
	}
	words := make([]string, len(cs))
	for i, c := range cs {
		words[i] = FormatCard(c)
	}
	r.Set(TagSeen, strings.Join(words, " "))
}

// parseSeen reads the cards of a Seen tag, separated by spaces.
func parseSeen(v string) ([]canfield.Card, error) {
	var cs []canfield.Card
	var set canfield.CardSet
	for _, w := range strings.Fields(v) {
		c, err := ParseCard(w)
		if err != nil {
			return nil, err
		}
		if set.Has(c) {
			return nil, fmt.Errorf("%v twice", c)
		}
		set = set.With(c)
		cs = append(cs, c)
	}
	return cs, nil
}
