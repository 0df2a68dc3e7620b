package hint

import (
	"context"
	"slices"
	"sort"
	"sync"

	"canfield/canfield"
	"canfield/tracker"
)

// The next pass valued as information: extended PIMC at one chance node.
// PIMC values each plan on samples that already know every hidden card,
// so a plan that lets the player see cards before committing (dealing on)
// is worth no more to it than one that commits now. Here a close
// decision's leading plans are valued instead by outer samples in which
// the plan is played and one whole pass of the stock dealt: the cards the
// plan and the pass show are entered into a copy of the view, and the
// engine ranks the moves of the position after the plan from that view
// alone, as the player would then; the sample is worth the first-listed
// move's estimate, and the plan the mean over the outer samples.

// passPlanMax is the most plans of a close decision valued by the pass.
const passPlanMax = 3

// passPlan is a plan valued by the pass: its line (the plan's moves) and
// its value on each outer sample.
type passPlan struct {
	line []canfield.Move
	vals []float64
}

// passSalt separates the outer samples' seeds from the first round's.
const passSalt = 0x7061737376616c75

// closePlans returns the lines among ps (indices into pv's lines) that
// are in the leader's tie after the plans' valuation (none clearly
// better than them: pv.clear), the leader first, at most passPlanMax,
// when their lines and the pass after them show different places of the
// deal not seen yet; nil when the decision is not close or they all show
// the same.
func closePlans(p *publicPos, pv *verdicts, lines [][]canfield.Move) []int {
	order := make([]int, len(lines))
	for j := range order {
		order[j] = j
	}
	sort.SliceStable(order, func(a, b int) bool { return pv.mean(order[a]) > pv.mean(order[b]) })
	set := []int{order[0]}
	for _, j := range order[1:] {
		if len(set) == passPlanMax {
			break
		}
		if !pv.clear(order[0], j) {
			set = append(set, j)
		}
	}
	if len(set) < 2 {
		return nil
	}
	first := p.shownBy(lines[set[0]])
	for _, j := range set[1:] {
		if !slices.Equal(p.shownBy(lines[j]), first) {
			return set
		}
	}
	return nil
}

// shownBy returns the deal places, not seen yet, whose cards the line and
// one whole pass of the stock after it would show, in increasing order.
// The places depend only on what is public: the line's moves and the
// deals move cards by place, whatever the hidden cards are.
func (p *publicPos) shownBy(line []canfield.Move) []int {
	var places []int
	see := func(c canfield.Card) {
		if c == canfield.NoCard {
			return
		}
		if pos := int(p.posOf[c.Index()]); p.known(pos) == canfield.NoCard && !slices.Contains(places, pos) {
			places = append(places, pos)
		}
	}
	s := p.s
	playPass(&s, line, func(s *canfield.State) { faceUp(s, see) })
	slices.Sort(places)
	return places
}

// faceUp calls see with every face-up card of s: the reserve's top, the
// waste's top and the columns' exposed cards.
func faceUp(s *canfield.State, see func(canfield.Card)) {
	see(s.ReserveTop())
	see(s.WasteTop())
	for k := range canfield.NumColumns {
		see(s.Exposed(k))
	}
}

// playPass plays line on s, then deals one whole pass of the stock (until
// a position comes back, or no deal is legal), calling look after each
// move and each deal of the pass. It leaves s after the line.
func playPass(s *canfield.State, line []canfield.Move, look func(*canfield.State)) {
	for _, m := range line {
		s.Apply(m)
		look(s)
	}
	t := *s
	seen := map[uint64]bool{hashState(&t): true}
	for range 2 * canfield.DeckSize {
		if !t.CanDeal() {
			return
		}
		t.Apply(canfield.DealMove)
		look(&t)
		h := hashState(&t)
		if seen[h] {
			return
		}
		seen[h] = true
	}
}

// valuePass values the lines by the pass: outer samples 0..outer-1 drawn
// from the view (seeded apart from the first round's), in each of them
// every line played, the cards it and the pass after it show entered into
// a copy of the view, and the engine (opts, every move valued) ranking the
// position after the line from that copy; the same inner seed for every
// line of one outer sample.
func valuePass(ctx context.Context, v tracker.View, lines [][]canfield.Move, outer int, opts AdviseOptions) ([]passPlan, error) {
	out := make([]passPlan, len(lines))
	for j := range out {
		out[j] = passPlan{line: lines[j], vals: make([]float64, outer)}
	}
	inner := opts
	inner.Exhaustive, inner.Workers = true, 1
	feed := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for range opts.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var deal []canfield.Card
			for i := range feed {
				o := opts
				o.Seed ^= passSalt
				deal = drawSample(v, i, o, deal)
				in := inner
				in.Seed = mix64(opts.Seed + uint64(i)*0x9e3779b97f4a7c15 + passSalt)
				for j, line := range lines {
					x, err := passSample(ctx, v, deal, line, in)
					if err != nil {
						mu.Lock()
						if firstErr == nil {
							firstErr = err
						}
						mu.Unlock()
						continue
					}
					out[j].vals[i] = x
				}
			}
		}()
	}
loop:
	for i := range outer {
		select {
		case feed <- i:
		case <-ctx.Done():
			break loop
		}
	}
	close(feed)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return out, firstErr
}

// passSample is one outer sample's value of line: deal is the sample, the
// cards the line and one pass after it show are entered into a copy of the
// view, and the engine ranks the position after the line from it.
func passSample(ctx context.Context, v tracker.View, deal []canfield.Card, line []canfield.Move, opts AdviseOptions) (float64, error) {
	s, err := v.StateOf(deal)
	if err != nil {
		return 0, err
	}
	var posOf [canfield.DeckSize]int16
	for p, c := range deal {
		posOf[c.Index()] = int16(p)
	}
	known := v.KnownDeal()
	see := func(c canfield.Card) {
		if c != canfield.NoCard {
			known[posOf[c.Index()]] = c
		}
	}
	playPass(&s, line, func(s *canfield.State) { faceUp(s, see) })
	if s.Won() {
		return 1, nil
	}
	moves := append(v.Moves(), line...)
	sugg, err := Advise(ctx, tracker.NewView(v.Rules(), known, moves), opts)
	if err != nil || len(sugg) == 0 {
		return 0, err
	}
	return max(sugg[0].Win, 0), nil
}
