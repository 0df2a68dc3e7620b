package hint

import (
	"canfield/canfield"
)

// Under unlimited passes, dealing is reversible: dealing round the stock
// comes back to a position that differs only in the waste's size, and
// every other move stays available. This file works out the positions the
// deal alone reaches from the current one (its stock cycle), which of them
// show a card the player has not seen, and the irreversible moves they
// offer.

// cycleStep is one position reached from the current one by dealing only.
type cycleStep struct {
	s canfield.State
	// hash is the position's hash (hashState); visits how often the game
	// has been in it so far.
	hash   uint64
	visits int
	// topSeen is false when the waste's top card is one the player has not
	// seen (it would be shown by dealing to this position).
	topSeen bool
}

// stockCycle returns the positions reached from the current one by dealing
// only: steps[0] is the current position, steps[k] the position after k
// deals; the list stops before the first position that repeats an earlier
// one (whose index is loop), or where no deal is legal (loop -1). Only
// under unlimited passes; otherwise it returns steps[0] alone.
func (p *publicPos) stockCycle() (steps []cycleStep, loop int) {
	step := func(s canfield.State) cycleStep {
		h := hashState(&s)
		c := cycleStep{s: s, hash: h, visits: p.visits[h], topSeen: true}
		if t := s.WasteTop(); t != canfield.NoCard {
			c.topSeen = p.seenCard(t)
		}
		return c
	}
	steps = append(steps, step(p.s))
	if p.s.Rules().Passes != 0 {
		return steps, -1
	}
	s := p.s
	for len(steps) <= 2*canfield.DeckSize {
		if !s.CanDeal() {
			return steps, -1
		}
		s.Apply(canfield.DealMove)
		c := step(s)
		for i := range steps {
			if steps[i].hash == c.hash {
				return steps, i
			}
		}
		steps = append(steps, c)
	}
	return steps, -1
}

// scouts reports whether dealing now is free and shows a card not seen
// yet: under unlimited passes, the deal cycle comes back to the current
// position (or the waste is empty, so no waste card is lost on the way),
// some position on it shows an unseen waste card, and going round visits
// no position a third time (the simulation's end rule: a player who only
// deals must not be stopped by it). Dealing round shows every card of the
// cycle and leaves every other move as it was: the deal is worth at least
// the best other move.
func scouts(steps []cycleStep, loop int) bool {
	if loop < 0 || len(steps) < 2 {
		return false
	}
	if loop != 0 && len(steps[0].s.Waste()) > 0 {
		return false
	}
	unseen := false
	for k := 1; k < len(steps); k++ {
		if !steps[k].topSeen {
			unseen = true
		}
		extra := 1
		if k == loop {
			extra = 2
		}
		if steps[k].visits+extra > 2 {
			return false
		}
	}
	if loop == 0 && steps[0].visits+1 > 2 {
		return false
	}
	return unseen
}

// plan is a candidate decision: deal Deals times, then play Move (a move
// that is not a deal).
type plan struct {
	Deals int
	Move  canfield.Move
}

// plans returns the candidate decisions of a position under unlimited
// passes: every move of the current position but the deal, then, for each
// position further round the deal cycle whose waste card the player has
// seen, the moves from the waste there. Moves that do not touch the waste
// are the same at every position of the cycle (and are best made now,
// keeping the current waste card), so only waste moves are added. A plan
// is left out when dealing to it would bring a position back a third
// time.
func plans(steps []cycleStep) []plan {
	var out []plan
	var l canfield.MoveList
	s0 := steps[0].s
	s0.GenMoves(&l)
	for _, m := range l.Slice() {
		if !m.IsDeal() {
			out = append(out, plan{0, m})
		}
	}
	for k := 1; k < len(steps); k++ {
		if steps[k].visits >= 2 {
			break
		}
		if !steps[k].topSeen {
			continue
		}
		s := steps[k].s
		s.GenMoves(&l)
		for _, m := range l.Slice() {
			if m.From == canfield.LocWaste {
				out = append(out, plan{k, m})
			}
		}
	}
	return out
}
