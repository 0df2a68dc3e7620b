package notation

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"canfield/canfield"
)

// A setup card is known either because the player saw it or because it
// was given from outside play (a virtual deal, the rest of the cards typed
// after the game, an imported deal). The moves' reveals show which cards
// the player saw on the line played, and from which move on; the Seen tag
// names the cards the player saw earlier than that: cards that showed on
// moves taken back since, each with the first move the player chose
// knowing it ("5c@66": 5♣ was known when move 66 was chosen). The hint
// engine may use seen cards only, and the review judges each move from
// the cards known when it was chosen, so both must survive a save.

// Seen is one card of the Seen tag: the card, and the number of the first
// move chosen knowing it (1 for a card known before the first move).
type Seen struct {
	Card canfield.Card
	Move int
}

// SeenCards returns the cards of the record's Seen tag, each of which the
// setup must hold; none when the record has no such tag. A card written
// without a move number (the tag's older form) was known from the move
// after the record's last: it is given len(r.Moves)+1.
func (r *Record) SeenCards() ([]Seen, error) {
	v, ok := r.Get(TagSeen)
	if !ok {
		return nil, nil
	}
	ss, err := parseSeen(v)
	if err != nil {
		return nil, fmt.Errorf("the Seen tag: %w", err)
	}
	if len(ss) > 0 && !slices.ContainsFunc(r.Setup, func(c canfield.Card) bool { return c != canfield.NoCard }) {
		// A record cut to its tags: the card is not missing from a setup,
		// the setup is.
		return nil, fmt.Errorf("the Seen tag names %v, but the record has no setup (no Reserve, Base, Tableau and Stock lines with cards): was it cut short?", ss[0].Card)
	}
	last := len(r.Moves) + 1
	for i, s := range ss {
		if !slices.Contains(r.Setup, s.Card) {
			return nil, fmt.Errorf("the Seen tag: %v is not in the setup", s.Card)
		}
		switch {
		case s.Move == 0:
			ss[i].Move = last
		case s.Move > last:
			return nil, fmt.Errorf("the Seen tag: %v@%d names move %d, but the record has %s", s.Card, s.Move, s.Move, movesText(len(r.Moves)))
		}
	}
	return ss, nil
}

// movesText is "1 move", "12 moves".
func movesText(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// SetSeen sets the Seen tag to ss, or removes it when ss is empty.
func (r *Record) SetSeen(ss []Seen) {
	if len(ss) == 0 {
		r.Delete(TagSeen)
		return
	}
	words := make([]string, len(ss))
	for i, s := range ss {
		words[i] = FormatCard(s.Card) + "@" + strconv.Itoa(max(s.Move, 1))
	}
	r.Set(TagSeen, strings.Join(words, " "))
}

// parseSeen reads the cards of a Seen tag, separated by spaces, each with
// "@" and a move number from 1, or without it (Move 0).
func parseSeen(v string) ([]Seen, error) {
	var ss []Seen
	var set canfield.CardSet
	for _, w := range strings.Fields(v) {
		cw, mw, at := strings.Cut(w, "@")
		c, err := ParseCard(cw)
		if err != nil {
			return nil, err
		}
		if set.Has(c) {
			return nil, fmt.Errorf("%v twice", c)
		}
		s := Seen{Card: c}
		if at {
			n, err := strconv.Atoi(mw)
			if err != nil || n < 1 || n > MaxMoves+1 || mw != strconv.Itoa(n) {
				return nil, fmt.Errorf("%q: after @ a move number from 1 to %d", clip(w), MaxMoves+1)
			}
			s.Move = n
		}
		set = set.With(c)
		ss = append(ss, s)
	}
	return ss, nil
}
