package hint

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// pimc samples opts.Samples deals from the view and solves each after each
// candidate move: vals[i][j] is sample i's verdict after move j, and
// vals2[i][j][k] its verdict after move j then next[j][k]; reach and
// reach2 hold, in the same places, the most cards on the foundations each
// solve's search reached (solver.Result.Reach, or -1 when the leaf solver
// does not say). All the solves of one sample share the solver's table.
func pimc(ctx context.Context, v tracker.View, moves []canfield.Move, next [][]canfield.Move, opts AdviseOptions) (vals [][]solver.Verdict, reach [][]int8, vals2 [][][]solver.Verdict, reach2 [][][]int8, err error) {
	n := opts.Samples
	vals, reach = make([][]solver.Verdict, n), make([][]int8, n)
	vals2, reach2 = make([][][]solver.Verdict, n), make([][][]int8, n)
	err = eachSample(ctx, v, 0, n, opts, func(i int, s canfield.State, ds DealSolver) {
		reached := func() int8 {
			if r, ok := ds.(interface{ lastReach() int }); ok {
				return int8(r.lastReach())
			}
			return -1
		}
		row, rr := make([]solver.Verdict, len(moves)), make([]int8, len(moves))
		row2, rr2 := make([][]solver.Verdict, len(moves)), make([][]int8, len(moves))
		for j, m := range moves {
			c := s
			c.Apply(m)
			row[j] = ds.Decide(ctx, c, opts.Nodes)
			rr[j] = reached()
			if next == nil || len(next[j]) == 0 {
				continue
			}
			row2[j], rr2[j] = make([]solver.Verdict, len(next[j])), make([]int8, len(next[j]))
			for k, m2 := range next[j] {
				c2 := c
				c2.Apply(m2)
				row2[j][k] = ds.Decide(ctx, c2, opts.Nodes)
				rr2[j][k] = reached()
			}
		}
		vals[i], reach[i], vals2[i], reach2[i] = row, rr, row2, rr2
	})
	if err != nil {
		return nil, nil, nil, nil, err
	}
	return vals, reach, vals2, reach2, nil
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
				rng := rand.New(rand.NewPCG(opts.Seed, uint64(i)))
				deal = v.Sample(rng, deal)
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
	var moves []canfield.Move
	var next [][]canfield.Move
	var l canfield.MoveList
	for _, j := range order {
		t := p.s
		t.Apply(sugg[j].Move)
		t.GenMoves(&l)
		if l.N == 0 {
			continue
		}
		moves = append(moves, sugg[j].Move)
		next = append(next, append([]canfield.Move(nil), l.Slice()...))
	}
	if len(moves) == 0 {
		return nil
	}
	_, _, vals2, reach2, err := pimc(ctx, v, moves, next, opts)
	if err != nil {
		return err
	}
	k := 0
	for _, j := range order {
		if k < len(moves) && sugg[j].Move == moves[k] {
			lookahead(&sugg[j], vals2, reach2, k, len(next[k]), opts)
			k++
		}
	}
	return nil
}

// lookahead revalues suggestion j, whose move shows no unseen card, as the
// best over its nk next moves of their mean value over the samples.
func lookahead(s *Suggestion, vals2 [][][]solver.Verdict, reach2 [][][]int8, j, nk int, opts AdviseOptions) {
	n := float64(len(vals2))
	best, bestSq, bestK := -1.0, 0.0, 0
	for k := range nk {
		var sum, sq float64
		for i, row := range vals2 {
			x := value(row[j][k], reach2[i][j][k], opts)
			sum += x
			sq += x * x
		}
		if sum > best {
			best, bestSq, bestK = sum, sq, k
		}
	}
	mean := best / n
	if mean >= s.Win {
		return // the correction only ever lowers an estimate
	}
	s.Win = mean
	s.Lookahead = true
	s.vals = make([]float64, len(vals2))
	for i, row := range vals2 {
		s.vals[i] = value(row[j][bestK], reach2[i][j][bestK], opts)
	}
	if n > 1 {
		s.StdErr = math.Sqrt(math.Max(0, bestSq/n-mean*mean) / (n - 1))
	}
	s.Lo, s.Hi = Wilson(best, n)
}

// value is a verdict's worth as a win probability: an undecided sample is
// worth opts.Unknown, or under opts.ReachValue the share of the deck its
// search put up (reach out of 52; reach < 0: not known).
func value(v solver.Verdict, reach int8, opts AdviseOptions) float64 {
	switch v {
	case solver.Won:
		return 1
	case solver.Lost:
		return 0
	}
	if opts.ReachValue && reach >= 0 {
		return float64(reach) / canfield.DeckSize
	}
	return opts.Unknown
}

// summarise fills suggestion j's estimate from the sample verdicts.
func summarise(s *Suggestion, vals [][]solver.Verdict, reach [][]int8, j int, opts AdviseOptions) {
	s.Basis = Searched
	s.Samples = len(vals)
	s.vals = make([]float64, len(vals))
	var sum, sq float64
	for i, row := range vals {
		var x float64
		switch row[j] {
		case solver.Won:
			s.Wins++
			x = 1
		case solver.Lost:
			s.Losses++
		default:
			s.Unknown++
			r := int8(-1)
			if reach != nil {
				r = reach[i][j]
			}
			x = value(row[j], r, opts)
		}
		if reach != nil && opts.ReachValue {
			s.reach += float64(reach[i][j]) / float64(len(vals))
		}
		s.vals[i] = x
		sum += x
		sq += x * x
	}
	n := float64(s.Samples)
	s.Win = sum / n
	if s.Samples > 1 {
		s.StdErr = math.Sqrt(math.Max(0, sq/n-s.Win*s.Win) / (n - 1))
	}
	s.Lo, s.Hi = Wilson(sum, n)
}
