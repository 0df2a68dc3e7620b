package hint

import (
	"context"
	"sync"

	"canfield/canfield"
	"canfield/hint/solver"
)

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

// SolverLeaf values sampled deals with the project's solver (Solver), one
// per worker, with a table of TTBytes bytes (default 4 MiB), without the
// solver's drain check (solver.Options.NoDrain: the hint played worse with
// it, docs/measurements.md). Solvers of the default size are pooled
// between hints.
type SolverLeaf struct{ TTBytes int64 }

const leafTTBytes = 4 << 20

var leafPool = sync.Pool{New: func() any { return solver.New(solver.Options{TTBytes: leafTTBytes, NoDrain: true}) }}

// NewDeal returns a solver for one worker.
func (l SolverLeaf) NewDeal() DealSolver {
	if l.TTBytes <= 0 || l.TTBytes == leafTTBytes {
		return &solverDeal{s: leafPool.Get().(*solver.Solver), pooled: true}
	}
	return &solverDeal{s: solver.New(solver.Options{TTBytes: l.TTBytes, NoDrain: true})}
}

type solverDeal struct {
	s      *solver.Solver
	pooled bool
	reach  int // the last solve's Result.Reach
}

// lastReach returns the most foundation cards the last Decide's search
// reached (pimc reads it).
func (d *solverDeal) lastReach() int { return d.reach }

func (d *solverDeal) Reset() {}
func (d *solverDeal) Decide(ctx context.Context, st canfield.State, nodes int64) solver.Verdict {
	d.s.SetBudget(nodes, 0)
	res, err := d.s.Solve(ctx, st)
	d.reach = res.Reach
	if err != nil {
		d.reach = -1
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
