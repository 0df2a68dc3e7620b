package solver

import (
	"time"

	"canfield/canfield"
)

// Restarts (superior and relaxed).
//
// Where any card fills an empty column, the deals that a short search and
// the probes leave undecided are mostly wins (of twelve superior deals
// undecided at 1 s, solved again at 60,000,000 nodes, none was lost; of
// forty solved again at 30 s, 23 were won, one lost), and the depth-first
// search finds them late: it spends its budget below its first few
// choices. Its running time from one move order to another is
// heavy-tailed, so many short searches, each in a move order shaken by
// random noise, find most of them far sooner (docs/measurements.md:
// restarts, and the short restarts of 2026-11-26 for the lengths below).
//
// Each restart is a depth-first search from the root with its own table
// generation, cut at restartNodes; the noise is added to every move's
// ordering score before the sort. A restart that finds a win leaves it on
// the path; one that ends without a win and was never cut searched the
// whole tree, which proves the loss, as the full search does. The noise
// comes from a generator seeded by the root position and the restart's
// number, so a solve with a node budget gives the same result on every
// run. Like the beam, restarts run only where no column fills by itself
// and with at least beamMinNodes for them, so the hint engine's small
// solves are unchanged.

const (
	// restartNodes cuts each restart. On the 371 superior deals of seeds
	// 1-2,000 that took more than 200 ms (1 s of CPU a deal, probes to
	// 100,000 nodes, no beam, noise 2,000), restarts of 50,000 nodes won
	// 203, 20,000 won 216, 10,000 220, 5,000 224, 2,000 208; Luby's
	// sequence of 1,000-node units won 212.
	restartNodes = 5_000
	// restartNoise is the spread of the noise added to the ordering
	// scores (higher first; a foundation move scores 1,000, a column move
	// 400): with restarts of 5,000 nodes on the same deals, noise 1,000
	// won 194, 2,000 won 224, 5,000 won 236, 20,000 (almost a random
	// order) 236.
	restartNoise = 5000
	// restartBudget bounds the restarts' nodes in a solve, at most half a
	// node budget.
	restartBudget = 3_000_000
	// restartShare, in quarters of a time budget given without a node
	// budget, is how long the restarts may go on past restartBudget: on
	// thirty superior deals left undecided at 10 s, restarts until about
	// three quarters of the 10 s won 7 (docs/measurements.md, "Restarts
	// for a long budget"). At 1 s restartBudget's nodes take longer than
	// that, so short solves are unchanged.
	restartShare = 3
)

// restartsBudget returns the restarts' node budget in a solve, 0 for none.
func (s *Solver) restartsBudget() int64 {
	n := int64(restartBudget)
	if s.opts.MaxNodes > 0 && s.opts.MaxNodes/2 < n {
		n = s.opts.MaxNodes / 2
	}
	if n < beamMinNodes || s.noProbes || s.noRestarts || s.rules.Fill != canfield.FillAny {
		return 0
	}
	return n
}

// restarts runs short depth-first searches from root in shaken move
// orders (see above) until one wins, one proves the loss, or budget nodes
// are spent and the solve's clock has passed until (0: at once).
func (s *Solver) restarts(root canfield.State, budget int64, until time.Duration) (won, proved bool) {
	limit := s.nodes + budget
	seed := columnHash(&root) ^ scalarHash(&root, s.rules.Passes != 0) ^ s.restartSalt
	defer func() { s.noise, s.phaseLimit = 0, 0 }()
	for k := uint64(1); ; k++ {
		clock := s.clock.elapsed() < until // within the clock's share
		if !clock && s.nodes+restartNodes/2 >= limit {
			break
		}
		s.toRoot(root)
		s.tt.newGeneration()
		s.noise, s.rng = restartNoise, seed^k*0x9e3779b97f4a7c15
		s.phaseLimit = min(s.nodes+restartNodes, limit)
		if clock {
			s.phaseLimit = s.nodes + restartNodes
		}
		s.disc, s.depthCut = -1, false
		if s.search(0) {
			return true, false
		}
		switch s.stop {
		case "phase":
			s.stop = ""
		case "":
			if s.depthCut {
				s.stop = "depth" // a full search, less the lines cut
				return false, false
			}
			return false, true
		default:
			return false, false // a budget or the context
		}
	}
	s.toRoot(root)
	return false, false
}

// shake adds the restarts' noise to the ordering scores of p's moves.
func (s *Solver) shake(p *ply) {
	for i := range p.n {
		// a step of a 64-bit linear congruential generator; its high
		// bits are the noise.
		s.rng = s.rng*6364136223846793005 + 1442695040888963407
		p.scores[i] += int32((s.rng >> 33) % uint64(s.noise))
	}
}
