package hint

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// pimcPlans values plans by perfect-information Monte Carlo: it samples
// opts.Samples deals consistent with the view (sample i from the seed
// (opts.Seed, i), as pimc does, so the two are paired) and solves each
// after each plan's deals and move: vals[i][j] is sample i's verdict after
// plan j. Every plan is valued on the same samples.
func pimcPlans(ctx context.Context, v tracker.View, ps []plan, opts AdviseOptions) ([][]solver.Verdict, error) {
	n := opts.Samples
	vals := make([][]solver.Verdict, n)
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
				row := make([]solver.Verdict, len(ps))
				for j, pl := range ps {
					c := s
					for range pl.Deals {
						c.Apply(canfield.DealMove)
					}
					c.Apply(pl.Move)
					row[j] = ds.Decide(ctx, c, opts.Nodes)
				}
				vals[i] = row
			}
		}()
	}
	var err error
loop:
	for i := range n {
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
		err = ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	for _, e := range errs {
		if e != nil {
			return nil, e
		}
	}
	return vals, nil
}
