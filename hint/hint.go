// Package hint holds the perfect-information solver and the hint engine:
// given what the player knows of a game (a tracker.View, which holds no
// hidden card), it ranks the legal moves by their estimated chance of
// winning, and it plays whole games in simulation to measure itself.
package hint

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
	"canfield/tracker"
)

// Basis says how a suggestion was reached.
type Basis uint8

// The bases.
const (
	// Searched: valued by sampling the hidden cards and solving.
	Searched Basis = iota
	// Forced: the only legal move.
	Forced
	// Safe: a foundation play that cannot lose a winnable game.
	Safe
	// Unsearched: listed after a forced or safe move, not valued.
	Unsearched
)

// String names the basis.
func (b Basis) String() string {
	return [...]string{"search", "forced", "safe", "unsearched"}[b]
}

// Suggestion is one legal move with its estimated chance of winning.
type Suggestion struct {
	// Move is the move, in canonical form; Notation writes it.
	Move     canfield.Move
	Notation string
	// Win is the estimated probability of winning after the move (0..1):
	// the mean over the sampled deals of each sample's value (won 1,
	// lost 0, undecided AdviseOptions.Unknown). It is -1 when not estimated
	// (Basis Forced, Safe or Unsearched).
	Win float64
	// StdErr is the standard error of Win over the samples; Lo and Hi
	// bound a 95 % Wilson interval of the win rate.
	StdErr, Lo, Hi float64
	// PIMC is the plain perfect-information Monte Carlo estimate (the
	// mean over samples of the verdict after the move); it differs from
	// Win when Lookahead revalued the move.
	PIMC float64
	// Lookahead is true when Win is the lookahead's max of means.
	Lookahead bool
	// Samples is the number of deals sampled; Wins, Losses and Unknown
	// count the samples the solver decided each way, or not at all
	// (budget spent).
	Samples, Wins, Losses, Unknown int
	// Basis says how the move was chosen.
	Basis Basis
	// Reveals is true when the move shows a card the player has not seen.
	Reveals bool
	// Repeats is the number of times the position after the move has
	// been reached before in this game (0 for a new position).
	Repeats int
	// Reason says what the move does, in one line.
	Reason string
}

// AdviseOptions set the hint engine's budget and method.
type AdviseOptions struct {
	// Samples is the number of deals drawn from the information set.
	Samples int
	// Nodes is the solver's node budget for one sampled deal after one
	// candidate move.
	Nodes int64
	// Seed makes the sampling repeatable: the same view and seed give the
	// same hints.
	Seed uint64
	// Workers is the number of goroutines solving samples (default: the
	// number of CPUs). The result does not depend on it.
	Workers int
	// Unknown is the value of a sample the solver leaves undecided
	// (default 0.5).
	Unknown float64
	// Reveal sets the strategy-fusion correction: among moves whose
	// estimates are within this many standard errors of the best, a move
	// that shows an unseen card is preferred over one that does not (see
	// docs/measurements.md). 0 turns it off; negative means the default (1).
	Reveal float64
	// Prior, when positive, lets the rules of thumb choose among the moves
	// within this many standard errors of the best estimate (it replaces
	// the Reveal rule); 0 turns it off.
	Prior float64
	// Lookahead turns on the one-reveal lookahead against strategy
	// fusion: a move that shows no unseen card leaves the player with the
	// same knowledge at the next move, so the next move must be one move
	// for all samples. Such a move is valued as the best, over the next
	// moves, of the mean over the samples (a max of means), not as the
	// mean of each sample's own best continuation (PIMC's mean of maxes).
	Lookahead bool
	// Solver values fully known positions; nil uses the project's solver
	// (SolverLeaf).
	Solver LeafSolver
	// Exhaustive values every legal move by search, also when one is
	// forced or proven safe (for reviewing a game, where every move's
	// value is wanted).
	Exhaustive bool
}

// DefaultAdvise is the default budget: 32 samples, 3,000 solver nodes per
// sample and move, plain PIMC with the reveal rule. Over 300 seeded deals
// it won as often as 16 x 20,000 with the lookahead (74 against 69 games)
// at a seventh of the latency; now 76 games, p95 21 ms on two cores
// (docs/measurements.md).
func DefaultAdvise() AdviseOptions {
	return AdviseOptions{Samples: 32, Nodes: 3000, Unknown: 0.5, Reveal: -1}
}

// ThinkAdvise is a deeper budget, for --think: 64 samples, 100,000 nodes,
// the lookahead on (not measured in whole games: too slow for the time
// there was).
func ThinkAdvise() AdviseOptions {
	return AdviseOptions{Samples: 64, Nodes: 100000, Unknown: 0.5, Reveal: -1, Lookahead: true}
}

func (o AdviseOptions) withDefaults() AdviseOptions {
	d := DefaultAdvise()
	if o.Samples <= 0 {
		o.Samples = d.Samples
	}
	if o.Nodes <= 0 {
		o.Nodes = d.Nodes
	}
	if o.Workers <= 0 {
		o.Workers = runtime.NumCPU()
	}
	if o.Unknown < 0 || o.Unknown > 1 {
		o.Unknown = d.Unknown
	}
	if o.Reveal < 0 {
		o.Reveal = 1
	}
	if o.Solver == nil {
		o.Solver = SolverLeaf{}
	}
	return o
}

// LeafSolver makes deal solvers: the perfect-information search the hint
// engine runs on each sampled deal.
type LeafSolver interface {
	// NewDeal returns a solver for the positions of one deal; it may keep
	// what it learns between calls for the same deal.
	NewDeal() DealSolver
}

// DealSolver decides fully known positions of one deal.
type DealSolver interface {
	// Reset forgets the previous deal.
	Reset()
	// Decide returns the verdict on s within a budget of nodes.
	Decide(ctx context.Context, s canfield.State, nodes int64) solver.Verdict
}

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
		sugg[i] = Suggestion{Move: m, Notation: notation.FormatMove(m), Win: -1, Basis: Unsearched,
			Reveals: p.reveals(m), Repeats: p.repeats(m), Reason: p.reason(m)}
	}
	if len(moves) == 1 && !opts.Exhaustive {
		sugg[0].Basis = Forced
		sugg[0].Reason = "the only legal move: " + sugg[0].Reason
		return sugg, nil
	}
	if m, ok := solver.SafeMove(&p.s); ok && !opts.Exhaustive {
		for i := range sugg {
			if sugg[i].Move == m {
				sugg[0], sugg[i] = sugg[i], sugg[0]
				sugg[0].Basis = Safe
				sugg[0].Reason = "safe: " + sugg[0].Reason + " (no card still in play can build on it)"
				orderUnsearched(&p.s, sugg[1:])
				return sugg, nil
			}
		}
	}
	vals, _, err := pimc(ctx, v, moves, nil, opts)
	if err != nil {
		return nil, err
	}
	for j := range sugg {
		summarise(&sugg[j], vals, j, opts)
		sugg[j].PIMC = sugg[j].Win
	}
	if opts.Lookahead {
		if err := revalue(ctx, v, p, sugg, opts); err != nil {
			return nil, err
		}
	}
	rank(&p.s, sugg, opts)
	return sugg, nil
}

// orderUnsearched sorts unvalued moves by the search's move order.
func orderUnsearched(s *canfield.State, sugg []Suggestion) {
	sort.SliceStable(sugg, func(a, b int) bool { return moveScore(s, sugg[a].Move) > moveScore(s, sugg[b].Move) })
}

// pimc samples opts.Samples deals from the view and solves each after each
// candidate move: vals[i][j] is sample i's verdict after move j, and
// vals2[i][j][k] its verdict after move j then next[j][k]. All the solves
// of one sample share the solver's table.
func pimc(ctx context.Context, v tracker.View, moves []canfield.Move, next [][]canfield.Move, opts AdviseOptions) ([][]solver.Verdict, [][][]solver.Verdict, error) {
	n := opts.Samples
	vals := make([][]solver.Verdict, n)
	vals2 := make([][][]solver.Verdict, n)
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
				row := make([]solver.Verdict, len(moves))
				row2 := make([][]solver.Verdict, len(moves))
				for j, m := range moves {
					c := s
					c.Apply(m)
					row[j] = ds.Decide(ctx, c, opts.Nodes)
					if next == nil || len(next[j]) == 0 {
						continue
					}
					row2[j] = make([]solver.Verdict, len(next[j]))
					for k, m2 := range next[j] {
						c2 := c
						c2.Apply(m2)
						row2[j][k] = ds.Decide(ctx, c2, opts.Nodes)
					}
				}
				vals[i], vals2[i] = row, row2
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
		err = ctx.Err() // cancelled during the solves: the verdicts are cut short
	}
	if err != nil {
		return nil, nil, err
	}
	for _, e := range errs {
		if e != nil {
			return nil, nil, e
		}
	}
	return vals, vals2, nil
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
	_, vals2, err := pimc(ctx, v, moves, next, opts)
	if err != nil {
		return err
	}
	k := 0
	for _, j := range order {
		if k < len(moves) && sugg[j].Move == moves[k] {
			lookahead(&sugg[j], vals2, k, len(next[k]), opts)
			k++
		}
	}
	return nil
}

// lookahead revalues suggestion j, whose move shows no unseen card, as the
// best over its nk next moves of their mean value over the samples.
func lookahead(s *Suggestion, vals2 [][][]solver.Verdict, j, nk int, opts AdviseOptions) {
	n := float64(len(vals2))
	best, bestSq := -1.0, 0.0
	for k := range nk {
		var sum, sq float64
		for _, row := range vals2 {
			x := value(row[j][k], opts)
			sum += x
			sq += x * x
		}
		if sum > best {
			best, bestSq = sum, sq
		}
	}
	mean := best / n
	if mean >= s.Win {
		return // the correction only ever lowers an estimate
	}
	s.Win = mean
	s.Lookahead = true
	if n > 1 {
		s.StdErr = math.Sqrt(math.Max(0, bestSq/n-mean*mean) / (n - 1))
	}
	s.Lo, s.Hi = Wilson(best, n)
}

// value is a verdict's worth as a win probability.
func value(v solver.Verdict, opts AdviseOptions) float64 {
	switch v {
	case solver.Won:
		return 1
	case solver.Lost:
		return 0
	}
	return opts.Unknown
}

// summarise fills suggestion j's estimate from the sample verdicts.
func summarise(s *Suggestion, vals [][]solver.Verdict, j int, opts AdviseOptions) {
	s.Basis = Searched
	s.Samples = len(vals)
	var sum, sq float64
	for _, row := range vals {
		var x float64
		switch row[j] {
		case solver.Won:
			s.Wins++
			x = 1
		case solver.Lost:
			s.Losses++
		default:
			s.Unknown++
			x = opts.Unknown
		}
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

// rank sorts the suggestions best first: by estimate (a move back to a
// position the game has been in before last), ties broken by fewer repeats,
// then by not stranding a face-up card, then by showing an unseen card,
// then by the search's move order. Then the
// strategy-fusion correction: when the best move shows nothing new and a
// move that does show an unseen card is within opts.Reveal standard errors
// of it, that move goes first (learning the card before committing keeps
// the choice that the samples only seem to have).
func rank(s *canfield.State, sugg []Suggestion, opts AdviseOptions) {
	sort.SliceStable(sugg, func(a, b int) bool {
		x, y := &sugg[a], &sugg[b]
		if (x.Repeats > 0) != (y.Repeats > 0) {
			// Back to a position the game has left before: the player has
			// seen where it leads, and a third visit would learn nothing.
			return y.Repeats > 0
		}
		if x.Win != y.Win {
			return x.Win > y.Win
		}
		if x.Repeats != y.Repeats {
			return x.Repeats < y.Repeats
		}
		if xs, ys := strands(s, x.Move), strands(s, y.Move); xs != ys {
			return ys
		}
		if x.Reveals != y.Reveals {
			return x.Reveals
		}
		return moveScore(s, x.Move) > moveScore(s, y.Move)
	})
	if opts.Prior > 0 && len(sugg) > 1 {
		preferPrior(s, sugg, opts.Prior)
		return
	}
	if opts.Reveal <= 0 || len(sugg) < 2 || sugg[0].Reveals {
		return
	}
	for k := 1; k < len(sugg); k++ {
		if !sugg[k].Reveals || sugg[k].Repeats > 0 {
			continue
		}
		tol := opts.Reveal * math.Max(sugg[0].StdErr, sugg[k].StdErr)
		if sugg[0].Win-sugg[k].Win <= tol {
			x := sugg[k]
			copy(sugg[1:k+1], sugg[:k])
			sugg[0] = x
		}
		return
	}
}

// preferPrior moves to the front, among the moves whose estimate is within
// tol standard errors of the best (and that repeat no more than it), the
// one the player's rules of thumb like best: a foundation play, then a
// reserve play, a column move that empties a column for the reserve, a
// build from the waste, and the deal last; a move that shows an unseen
// card gains a little, a foundation play that strands a face-up card
// loses. The estimates only say which moves are close; within sampling
// noise the rules of thumb, which know nothing of hidden cards, decide.
func preferPrior(s *canfield.State, sugg []Suggestion, tol float64) {
	best, bestScore := 0, priorScore(s, sugg[0])
	for k := 1; k < len(sugg); k++ {
		x := &sugg[k]
		if (x.Repeats > 0) != (sugg[0].Repeats > 0) || x.Basis != Searched {
			continue
		}
		if sugg[0].Win-x.Win > tol*math.Max(sugg[0].StdErr, x.StdErr) {
			continue
		}
		if sc := priorScore(s, *x); sc > bestScore {
			best, bestScore = k, sc
		}
	}
	if best > 0 {
		x := sugg[best]
		copy(sugg[1:best+1], sugg[:best])
		sugg[0] = x
	}
}

// priorScore is a move's worth by the rules of thumb.
func priorScore(s *canfield.State, x Suggestion) int {
	sc := moveScore(s, x.Move)
	if x.Reveals {
		sc += 5
	}
	if strands(s, x.Move) {
		sc -= 60
	}
	return sc
}

// Wilson returns the 95 % Wilson score interval of wins successes in n
// trials.
func Wilson(wins, n float64) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := wins / n
	den := 1 + z*z/n
	c := (p + z*z/(2*n)) / den
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / den
	return math.Max(0, c-h), math.Min(1, c+h)
}

// elapsedMs returns d in milliseconds.
func elapsedMs(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// SolverLeaf values sampled deals with the project's solver (Solver), one
// per worker, with a table of TTBytes bytes (default 4 MiB). Solvers of the
// default size are pooled between hints.
type SolverLeaf struct{ TTBytes int64 }

const leafTTBytes = 4 << 20

var leafPool = sync.Pool{New: func() any { return solver.New(solver.Options{TTBytes: leafTTBytes}) }}

// NewDeal returns a solver for one worker.
func (l SolverLeaf) NewDeal() DealSolver {
	if l.TTBytes <= 0 || l.TTBytes == leafTTBytes {
		return &solverDeal{s: leafPool.Get().(*solver.Solver), pooled: true}
	}
	return &solverDeal{s: solver.New(solver.Options{TTBytes: l.TTBytes})}
}

type solverDeal struct {
	s      *solver.Solver
	pooled bool
}

func (d *solverDeal) Reset() {}
func (d *solverDeal) Decide(ctx context.Context, st canfield.State, nodes int64) solver.Verdict {
	d.s.SetBudget(nodes, 0)
	res, err := d.s.Solve(ctx, st)
	if err != nil {
		return solver.Unknown
	}
	return res.Verdict
}

// release returns a pooled solver.
func (d *solverDeal) release() {
	if d.pooled {
		leafPool.Put(d.s)
		d.pooled = false
	}
}
