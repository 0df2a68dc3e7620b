package hint

import (
	"fmt"

	"canfield/canfield"
)

// Peek is a measuring aid of sim (--peek), never of play or hint: it
// copies the true cards of some places into every sample the hint draws,
// so that a run says how many games the engine loses to its own search
// rather than to the hidden cards. With every place peeked each sample is
// the true deal.
type Peek struct {
	// Deal is the true deal of the game.
	Deal []canfield.Card
	// Reserve and Stock name the places whose cards are copied.
	Reserve, Stock bool
}

// PeekPlaces are the names sim takes for --peek, and what each copies.
var PeekPlaces = map[string]Peek{
	"reserve": {Reserve: true},
	"stock":   {Stock: true},
	"all":     {Reserve: true, Stock: true},
}

// NewPeek returns the peek named by places (one of PeekPlaces) for deal;
// nil for "" or "none".
func NewPeek(places string, deal []canfield.Card) (*Peek, error) {
	if places == "" || places == "none" {
		return nil, nil
	}
	p, ok := PeekPlaces[places]
	if !ok {
		return nil, fmt.Errorf("peek %q: want none, reserve, stock or all", places)
	}
	p.Deal = deal
	return &p, nil
}

// apply puts the true card of every peeked position of sample in its
// place, swapping it with the card there: the sample stays a deal, and
// drawn uniformly from the deals that agree with the seen and the peeked
// cards (each swap maps a uniform arrangement of the other cards to a
// uniform one).
func (p *Peek) apply(r canfield.Rules, sample []canfield.Card) {
	if p == nil || len(p.Deal) != len(sample) {
		return
	}
	l := canfield.DealLayout(r)
	for pos := range sample {
		in := pos < l.Reserve && p.Reserve || pos >= l.Stock && p.Stock
		if !in || sample[pos] == p.Deal[pos] {
			continue
		}
		for q := range sample {
			if sample[q] == p.Deal[pos] {
				sample[pos], sample[q] = sample[q], sample[pos]
				break
			}
		}
	}
}
