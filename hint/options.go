package hint

import (
	"runtime"
)

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
