package hint

import (
	"context"
	"fmt"
	"sort"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// newPublic returns the public position of the view.
func newPublic(v tracker.View) (*publicPos, error) {
	deal := v.Public()
	s, err := v.StateOf(deal)
	if err != nil {
		return nil, fmt.Errorf("replaying the game: %w", err)
	}
	p := &publicPos{s: s, deal: deal, known: v.Known, visits: map[uint64]int{}}
	t, err := canfield.NewState(v.Rules(), deal)
	if err != nil {
		return nil, err
	}
	p.visits[hashState(&t)]++
	for _, m := range v.Moves() {
		t.Apply(m)
		p.visits[hashState(&t)]++
	}
	for i := range p.posOf {
		p.posOf[i] = -1
	}
	for pos, c := range deal {
		p.posOf[c.Index()] = int16(pos)
	}
	return p, nil
}

// Advise ranks the legal moves of the game the view describes, best
// first. It reads only the view: what the player has seen. A forced move
// or a proven-safe foundation play comes first without search (the other
// moves follow unvalued); otherwise every move is valued by sampling
// complete deals consistent with the view and solving each one after the
// move (perfect-information Monte Carlo), every move on the same samples.
// It returns no suggestion when the game is over (won, or no legal move).
func Advise(ctx context.Context, v tracker.View, opts AdviseOptions) ([]Suggestion, error) {
	opts = opts.withDefaults()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p, err := newPublic(v)
	if err != nil {
		return nil, err
	}
	var l canfield.MoveList
	p.s.GenMoves(&l)
	moves := append([]canfield.Move(nil), l.Slice()...)
	if len(moves) == 0 {
		return nil, nil
	}
	sugg := make([]Suggestion, len(moves))
	for i, m := range moves {
		sugg[i] = Suggestion{Move: m, Win: -1, Chance: -1, Basis: Unsearched,
			Reveals: p.reveals(m), Repeats: p.repeats(m), Facts: p.facts(m)}
	}
	if len(moves) == 1 && !opts.Exhaustive {
		sugg[0].Basis = Forced
		return sugg, nil
	}
	if m, ok := solver.SafeMove(&p.s); ok && !opts.Exhaustive {
		for i := range sugg {
			if sugg[i].Move == m {
				sugg[0], sugg[i] = sugg[i], sugg[0]
				sugg[0].Basis = Safe
				orderUnsearched(&p.s, sugg[1:])
				return sugg, nil
			}
		}
	}
	if !opts.Exhaustive && v.Rules().Passes == 0 && scouts(p.stockCycle()) {
		for i := range sugg {
			if sugg[i].Move.IsDeal() {
				sugg[0], sugg[i] = sugg[i], sugg[0]
				sugg[0].Basis = Scout
				sugg[0].Facts.Scouts = true
				orderUnsearched(&p.s, sugg[1:])
				return sugg, nil
			}
		}
	}
	handled, scout, err := advisePlans(ctx, v, p, sugg, opts)
	if err != nil {
		return nil, err
	}
	if handled {
		rank(&p.s, sugg)
		if scout {
			dealFirst(sugg)
		} else if err := followLine(ctx, v, p, sugg, opts); err != nil {
			return nil, err
		}
		calibrate(v, sugg)
		return sugg, nil
	}
	// Limited passes: every legal move valued by plain PIMC.
	lines := make([][]canfield.Move, len(moves))
	for j, m := range moves {
		lines[j] = []canfield.Move{m}
	}
	t, err := pimc(ctx, v, lines, opts)
	if err != nil {
		return nil, err
	}
	for j := range sugg {
		t.summarise(&sugg[j], j)
		sugg[j].PIMC = sugg[j].Win
	}
	if opts.Lookahead {
		if err := revalue(ctx, v, p, sugg, opts); err != nil {
			return nil, err
		}
	}
	rank(&p.s, sugg)
	if err := followLine(ctx, v, p, sugg, opts); err != nil {
		return nil, err
	}
	calibrate(v, sugg)
	return sugg, nil
}

// orderUnsearched sorts unvalued moves by the search's move order.
func orderUnsearched(s *canfield.State, sugg []Suggestion) {
	sort.SliceStable(sugg, func(a, b int) bool { return moveScore(s, sugg[a].Move) > moveScore(s, sugg[b].Move) })
}
