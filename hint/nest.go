package hint

import (
	"context"
	"slices"
	"sort"

	"canfield/canfield"
	"canfield/tracker"
)

// maxNestSteps is the most moves the player's own next decision may take
// in a nested valuation: forced, safe and scouting moves (going round the
// stock once takes up to 12 deals), then the first searched choice.
const maxNestSteps = 40

// nest values a close decision's leading plans with the player's next
// decision made as the player would make it: in each sample, after the
// plan, the cards the plan showed in that sample are added to what the
// player knows, the hint engine (a small budget, opts.NestSamples samples
// of opts.NestNodes nodes, no nesting) chooses the next moves from that
// knowledge alone, up to and including its first searched choice, and
// only then is the sample solved with every card known. Plain PIMC lets
// the solver choose that next decision knowing the sample's hidden cards
// (strategy fusion); here samples that show the same cards get the same
// next decision.
//
// The plans nested are the leader and those not clearly worse than it (at
// most opts.Nest; the deal's own value among them), on the first n
// samples; their first-round verdicts are replaced. It reports whether it
// nested.
func nest(ctx context.Context, v tracker.View, pv *verdicts, lines [][]canfield.Move, active, extra []int, n int, opts AdviseOptions) (bool, error) {
	if opts.Nest < 2 || len(active) < 2 {
		return false, nil
	}
	order := append(slices.Clone(active), extra...)
	sort.SliceStable(order, func(a, b int) bool { return pv.mean(order[a], opts) > pv.mean(order[b], opts) })
	lead := order[0]
	set := []int{lead}
	for _, j := range order[1:] {
		if len(set) == opts.Nest {
			break
		}
		if pv.clear(lead, j, opts) {
			continue
		}
		set = append(set, j)
	}
	if len(set) < 2 {
		return false, nil
	}
	inner := opts
	inner.Nest = 0
	inner.Samples = max(opts.NestSamples, 2)
	inner.Nodes = max(opts.NestNodes, 1)
	inner.DeepNodes, inner.MaxSamples = 0, 0
	inner.Workers = 1
	inner.Memory, inner.Remember = nil, false
	inner.Lookahead = false
	fill := func(cols []int) error {
		return eachSample(ctx, v, 0, n, opts, func(i int, deal []canfield.Card, s canfield.State, ds DealSolver) {
			var posOf [canfield.DeckSize]int16
			for p, c := range deal {
				posOf[c.Index()] = int16(p)
			}
			io := inner
			io.Seed = opts.Seed*0x9e3779b97f4a7c15 + uint64(i) + 1
			for _, j := range cols {
				x := pv.at(i, j)
				x.reach, x.done = -1, true
				known := v.KnownDeal()
				moves := v.Moves()
				c := s
				play := func(m canfield.Move) {
					c.Apply(m)
					moves = append(moves, m)
					markSeen(&c, &posOf, known)
				}
				for _, m := range lines[j] {
					play(m)
				}
				for range maxNestSteps {
					if c.Won() {
						break
					}
					sugg, err := advise(ctx, tracker.NewView(v.Rules(), known, moves), io)
					if err != nil || len(sugg) == 0 {
						break
					}
					first := sugg[0]
					if pl := first.Facts.Plan; first.Move.IsDeal() && pl != nil && first.Basis == Searched {
						for range pl.Deals {
							play(canfield.DealMove)
						}
						play(pl.Move)
					} else {
						play(first.Move)
					}
					if first.Basis == Searched {
						break
					}
				}
				x.v = ds.Decide(ctx, c, opts.Nodes)
			}
		})
	}
	if err := fill(set); err != nil {
		return true, err
	}
	// One scale at the top: a plan left on plain PIMC (which overrates,
	// the next decision made knowing the sample) whose estimate reaches
	// the best nested one is nested in turn, at most 2*opts.Nest in all.
	for len(set) < 2*opts.Nest {
		best := -1.0
		for _, j := range set {
			best = max(best, pv.mean(j, opts))
		}
		var more []int
		for _, j := range order {
			if !slices.Contains(set, j) && pv.mean(j, opts) >= best && len(set)+len(more) < 2*opts.Nest {
				more = append(more, j)
			}
		}
		if len(more) == 0 {
			break
		}
		if err := fill(more); err != nil {
			return true, err
		}
		set = append(set, more...)
	}
	return true, nil
}

// markSeen enters into known, at their deal positions, the cards face up
// in c: the reserve's top, the waste's top and the columns' exposed cards.
func markSeen(c *canfield.State, posOf *[canfield.DeckSize]int16, known []canfield.Card) {
	see := func(x canfield.Card) {
		if x != canfield.NoCard {
			known[posOf[x.Index()]] = x
		}
	}
	see(c.ReserveTop())
	see(c.WasteTop())
	for k := range canfield.NumColumns {
		see(c.Exposed(k))
	}
}
