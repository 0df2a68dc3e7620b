package hint

import "runtime"

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
	// MaxSamples is the most samples a plan may get under unlimited
	// passes: the better half of the plans goes on to more samples until
	// the leader is clear or this many (successive halving). At most
	// Samples turns it off.
	MaxSamples int
	// DeepNodes, when above Nodes, deepens a close decision under
	// unlimited passes: when plans other than the leader are not clearly
	// worse than it after the first round, the leader and up to DeepPlans-1
	// of them (best first) are valued again on DeepSamples samples (the
	// first ones the same as before) at DeepNodes nodes each (deepen.go).
	// A decision deepened is not also halved (MaxSamples).
	DeepNodes   int64
	DeepSamples int
	DeepPlans   int
	// Peek, for sim --peek only, copies true cards into every sample
	// (peek.go). Neither play nor hint sets it.
	Peek *Peek
	// Exhaustive values every legal move by search, also when one is
	// forced or proven safe (for reviewing a game, where every move's
	// value is wanted).
	Exhaustive bool
}

// DefaultSeed is the sampling seed of the hint a player is shown (play's
// h, hint, analyze): with one seed for all of them the hint is a function
// of the game alone, and they speak with one voice.
const DefaultSeed = 1

// DefaultAdvise is the default budget: 32 samples, 3,000 solver nodes per
// sample and plan; a close decision's three leading plans again on 64
// samples at 20,000 nodes (deepen.go). Under unlimited passes the stock
// is scouted first and the moves are valued as plans through the stock
// cycle (advisePlans), without the reveal rule; otherwise plain PIMC with
// it (revealTol). A deal that leads to a plan ranks as a move to a new
// position, and the deal keeps its own estimate when going round shows
// unseen cards that no plan can name (planrank.go). Measured in whole
// games in docs/measurements.md.
func DefaultAdvise() AdviseOptions {
	return AdviseOptions{Seed: DefaultSeed, Samples: 32, Nodes: 3000, DeepNodes: 20000, DeepSamples: 64, DeepPlans: 3}
}

// ThinkAdvise is a deeper budget, for --think: 64 samples of 20,000 nodes,
// and under unlimited passes successive halving up to 128 samples for the
// leading plans; the lookahead on where plain PIMC is used (limited
// passes); no deepening. On classic seeds 1-300 it won as often as the
// default (docs/measurements.md).
func ThinkAdvise() AdviseOptions {
	return AdviseOptions{Seed: DefaultSeed, Samples: 64, Nodes: 20000, MaxSamples: 128, Lookahead: true}
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
	if o.Solver == nil {
		o.Solver = SolverLeaf{}
	}
	return o
}
