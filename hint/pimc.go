package hint

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"sync"

	"canfield/canfield"
	"canfield/tracker"
)

// pimc values each line (a sequence of moves from the view's position)
// by perfect-information Monte Carlo: it draws opts.Samples deals from the
// view and solves each after each line, recording the reaches.
func pimc(ctx context.Context, v tracker.View, lines [][]canfield.Move, opts AdviseOptions) (*verdicts, error) {
	t := newVerdicts(opts.Samples, len(lines), true)
	cols := make([]int, len(lines))
	for j := range cols {
		cols[j] = j
	}
	if err := t.fill(ctx, v, lines, cols, 0, opts.Samples, opts); err != nil {
		return nil, err
	}
	return t, nil
}

// eachSample draws samples lo..hi-1 from the view (sample i from the seed
// (opts.Seed, i), so every caller's values are paired) and calls solve for
// each with the drawn position and a solver whose table the sample's solves
// share, on opts.Workers goroutines. solve may write only to sample i's
// slots. It returns the context's error when cancelled, or the first
// sample that could not be replayed.
func eachSample(ctx context.Context, v tracker.View, lo, hi int, opts AdviseOptions, solve func(i int, s canfield.State, ds DealSolver)) error {
	feed := make(chan int)
	var wg sync.WaitGroup
	errs := make([]error, opts.Workers)
	for w := range opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ds := opts.Solver.NewDeal()
			if r, ok := ds.(interface{ release() }); ok {
				defer r.release()
			}
			var deal []canfield.Card
			for i := range feed {
				deal = drawSample(v, i, opts, deal)
				s, err := v.StateOf(deal)
				if err != nil {
					errs[w] = fmt.Errorf("sample %d: %w", i, err)
					continue
				}
				ds.Reset()
				solve(i, s, ds)
			}
		}()
	}
	var err error
loop:
	for i := lo; i < hi; i++ {
		select {
		case feed <- i:
		case <-ctx.Done():
			err = ctx.Err()
			break loop
		}
	}
	close(feed)
	wg.Wait()
	if err == nil {
		err = ctx.Err() // cancelled during the solves: the verdicts are cut short
	}
	if err != nil {
		return err
	}
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// drawSample draws sample i of the view into deal (reused when big
// enough): from the seed (opts.Seed, i), with the peeked cards copied in.
func drawSample(v tracker.View, i int, opts AdviseOptions, deal []canfield.Card) []canfield.Card {
	rng := rand.New(rand.NewPCG(opts.Seed, uint64(i)))
	deal = v.Sample(rng, deal)
	opts.Peek.apply(v.Rules(), deal)
	return deal
}

// maxLookahead is the most moves the lookahead revalues in one hint.
const maxLookahead = 3

// revalue applies the lookahead to the moves it can change the choice
// among: those that show nothing new and whose PIMC estimate is at least
// the best estimate of a move that does (at most maxLookahead of them, best
// first). Their next moves are the same in every sample, since they depend
// on face-up cards only; the samples are drawn again from the same seeds.
func revalue(ctx context.Context, v tracker.View, p *publicPos, sugg []Suggestion, opts AdviseOptions) error {
	bestReveal := -1.0
	for _, s := range sugg {
		if s.Reveals && s.Win > bestReveal {
			bestReveal = s.Win
		}
	}
	order := make([]int, 0, len(sugg))
	for j, s := range sugg {
		if !s.Reveals && s.Win >= bestReveal {
			order = append(order, j)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return sugg[order[a]].Win > sugg[order[b]].Win })
	if len(order) > maxLookahead {
		order = order[:maxLookahead]
	}
	type revalued struct{ j, first, n int } // suggestion j's next moves are lines first..first+n-1
	var todo []revalued
	var lines [][]canfield.Move
	var l canfield.MoveList
	for _, j := range order {
		t := p.s
		t.Apply(sugg[j].Move)
		t.GenMoves(&l)
		if l.N == 0 {
			continue
		}
		todo = append(todo, revalued{j, len(lines), l.N})
		for _, m2 := range l.Slice() {
			lines = append(lines, []canfield.Move{sugg[j].Move, m2})
		}
	}
	if len(todo) == 0 {
		return nil
	}
	t, err := pimc(ctx, v, lines, opts)
	if err != nil {
		return err
	}
	for _, r := range todo {
		lookahead(&sugg[r.j], t, r.first, r.n, opts)
	}
	return nil
}

// lookahead revalues suggestion s, whose move shows no unseen card, as the
// best over its next moves (lines first..first+n-1 of t) of their mean
// value over the samples.
func lookahead(s *Suggestion, t *verdicts, first, n int, opts AdviseOptions) {
	best, bestK := -1.0, 0
	for k := first; k < first+n; k++ {
		var sum float64
		for _, x := range t.values(k) {
			sum += x
		}
		if sum > best {
			best, bestK = sum, k
		}
	}
	vals := t.values(bestK)
	mean, se := meanSE(vals)
	if mean >= s.Win {
		return // the correction only ever lowers an estimate
	}
	s.Win, s.StdErr, s.vals = mean, se, vals
	s.Lookahead = true
	s.Lo, s.Hi = Wilson(best, float64(len(vals)))
}
