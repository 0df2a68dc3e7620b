package hint

import (
	"context"

	"canfield/canfield"
	"canfield/tracker"
)

// advisePlans values the legal moves under unlimited passes, where dealing
// is reversible (cycle.go). The decision is between irreversible moves
// reached through deals: each plan "deal k times, then play m" is valued
// by PIMC from the position after m, every plan on the same samples. A
// move other than the deal gets its own plan's value (k = 0); the deal
// gets the value of the best plan that needs deals first, and facts naming
// it (Facts.Plan). PIMC's own value of the deal is kept in PIMC: it is
// fused (in each sample the clairvoyant solver picks its own continuation)
// and drove the old player to deal when no plan was better.
//
// Scouting normally comes before any valuation (Advise). When every move
// is valued all the same (Exhaustive, for a review) and dealing round
// would show a card not seen yet with nothing lost (scouts), the deal's
// estimate is raised to the best other move's: after going round the same
// moves are there, with more known. It returns scout true then; the
// caller puts the deal first.
//
// It returns handled false when the rules allow a limited number of
// passes (the deal is not reversible there).
func advisePlans(ctx context.Context, v tracker.View, p *publicPos, sugg []Suggestion, opts AdviseOptions) (handled, scout bool, err error) {
	if v.Rules().Passes != 0 {
		return false, false, nil
	}
	steps, loop := p.stockCycle()
	scout = scouts(steps, loop)
	ps := plans(steps)
	plain := len(ps)
	if p.s.CanDeal() {
		ps = append(ps, plan{0, canfield.DealMove}) // the deal's plain PIMC value
	}
	pv, err := valuePlans(ctx, v, ps, plain, !scout, opts)
	if err != nil {
		return false, false, err
	}
	deal, bestOther := -1, -1
	for j := range sugg {
		if sugg[j].Move.IsDeal() {
			deal = j
			continue
		}
		for i, pl := range ps[:plain] {
			if pl.Deals == 0 && pl.Move == sugg[j].Move {
				pv.summarise(&sugg[j], i)
				sugg[j].PIMC = sugg[j].Win
			}
		}
		if sugg[j].Basis == Searched && (bestOther < 0 || sugg[j].Win > sugg[bestOther].Win) {
			bestOther = j
		}
	}
	if deal < 0 {
		return true, false, nil
	}
	d := &sugg[deal]
	pv.summarise(d, plain)
	d.PIMC = d.Win
	best := -1
	var bestSugg Suggestion
	for i, pl := range ps[:plain] {
		if pl.Deals == 0 {
			continue
		}
		var x Suggestion
		pv.summarise(&x, i)
		if best < 0 || x.Win > bestSugg.Win {
			best, bestSugg = i, x
		}
	}
	if best >= 0 {
		// Within the best plan's tie, the plan with the fewest deals: as
		// good a chance, for fewer cards dealt at the table.
		top, fewest := bestSugg, best
		for i, pl := range ps[:plain] {
			if pl.Deals == 0 || pl.Deals >= ps[fewest].Deals {
				continue
			}
			var x Suggestion
			pv.summarise(&x, i)
			if !ClearlyBetter(&top, &x) {
				fewest, bestSugg = i, x
			}
		}
		best = fewest
	}
	switch {
	case best >= 0:
		copyEstimate(d, bestSugg)
		pl := ps[best]
		q := *p
		q.s = steps[pl.Deals].s
		d.Facts.Plan = &Plan{Deals: pl.Deals, Move: pl.Move, Up: q.s.WasteTop(), Facts: q.facts(pl.Move)}
		d.planNew = true
	case len(steps) > 1 && steps[1].visits < 2 && showsUnseen(steps):
		// No plan needs the deal, but going round shows cards not seen
		// yet, whose moves no plan can name: the deal keeps its own
		// estimate and ranks as a move to a new position (planrank.go).
		d.planNew = true
	case bestOther >= 0 && d.Win > sugg[bestOther].Win:
		// No plan needs the deal: going round only comes back here.
		copyEstimate(d, sugg[bestOther])
	}
	if scout {
		raiseScout(sugg)
	}
	return true, scout, nil
}

// raiseScout gives the deal, which scouts the stock, the best other move's
// estimate when its own is lower, and the reason.
func raiseScout(sugg []Suggestion) {
	deal, best := -1, -1
	for j := range sugg {
		switch {
		case sugg[j].Move.IsDeal():
			deal = j
		case sugg[j].Basis == Searched && (best < 0 || sugg[j].Win > sugg[best].Win):
			best = j
		}
	}
	if deal < 0 {
		return
	}
	if best >= 0 && sugg[deal].Win < sugg[best].Win {
		copyEstimate(&sugg[deal], sugg[best])
	}
	sugg[deal].Facts.Scouts = true
}

// copyEstimate gives s the estimate of x (its value, spread and counts).
func copyEstimate(s *Suggestion, x Suggestion) {
	s.Win, s.StdErr, s.Lo, s.Hi = x.Win, x.StdErr, x.Lo, x.Hi
	s.Samples, s.Wins, s.Losses, s.Unknown = x.Samples, x.Wins, x.Losses, x.Unknown
	s.vals = x.vals
	s.Basis = Searched
}

// dealFirst moves the deal to the front of the ranked suggestions.
func dealFirst(sugg []Suggestion) {
	for k := range sugg {
		if sugg[k].Move.IsDeal() {
			x := sugg[k]
			copy(sugg[1:k+1], sugg[:k])
			sugg[0] = x
			return
		}
	}
}
