package solver

import (
	"context"
	"slices"

	"canfield/canfield"
)

// This file holds the hot loop: move generation with stock macro moves,
// ordering, apply/undo with the incremental hash, and the depth-first
// search. Nothing here allocates once the per-depth buffers exist.

// macro is one search move: deals dealt first (each its own `d` in the
// solution), then m.
type macro struct {
	m     canfield.Move
	deals uint8
}

// step is a move on the search path with what undoing it needs.
type step struct {
	m       macro
	u       canfield.Undo
	dealU   canfield.Undo
	colHash uint64
	edge    bool          // the move put a card on a card: s.after was saved
	pending canfield.Card // s.pending before the move (cover.go)
}

// maxPly bounds the moves generated in one position: the engine's bound for
// non-stock moves plus, for each of the talon's cards, the foundation and
// four columns.
const maxPly = canfield.MaxMoves + canfield.TalonCap*(1+canfield.NumColumns)

// ply holds the ordered moves of one position on the path.
type ply struct {
	moves  [maxPly]macro
	scores [maxPly]int32
	n      int
}

// drainEvery is how many levels of the search pass between checks of
// drainLost: on the hint engine's leaf positions every level decided the
// most at 3,000 nodes, every third nearly as many for less time
// (docs/measurements.md).
const drainEvery = 3

// checkEvery is how many nodes pass between looks at the clock and context.
const checkEvery = 4096

func (s *Solver) begin(ctx context.Context, st canfield.State) {
	s.st = st
	s.rules = st.Rules()
	s.ctx = ctx
	s.nodes = 0
	s.stop = ""
	s.path = s.path[:0]
	s.pathKeys = s.pathKeys[:0]
	s.onPath = 0
	s.clock = startClock(s.opts.CPUClock)
	s.limit, s.restartsFor = s.opts.Timeout, 0
	if s.opts.Timeout > 0 && s.opts.MaxNodes == 0 {
		s.restartsFor = s.opts.Timeout * restartShare / 4
	}
	s.colHash = columnHash(&s.st)
	s.pending = canfield.NoCard
	s.coverRule = coverApplies(s.rules) && !s.noCover
	s.upWait = coverApplies(s.rules) && !s.noUpWait
	s.reach = st.FoundationCards()
	s.autoplay = !s.rules.FoundationToTableau && !s.noAutoplay
	s.orderCycles = cyclePruneApplies(s.rules) && !s.noOrderCycles
	s.prepareTables()
	s.afterSaved = s.afterSaved[:0]
	s.afterCycle = s.orderCycles && s.computeAfter()
	s.portionDrain = portionDrainApplies(s.rules) && !s.noDrain
	if s.portionDrain {
		for c := range s.after {
			s.after[c] = noPlaces
		}
	}
	s.drainSearch = (s.orderCycles || s.portionDrain) && !s.noDrain
	s.drainSalt += 0x9e3779b97f4a7c15
	rootKey := s.posKey()
	s.avoid = slices.DeleteFunc(s.avoid, func(k uint64) bool { return k == rootKey })
	slices.Sort(s.avoid)
	s.tt.newGeneration()
}

// toRoot puts the solver back at root with an empty path (between the
// phases of a solve: the beam, each restart).
func (s *Solver) toRoot(root canfield.State) {
	s.st, s.colHash, s.path = root, columnHash(&root), s.path[:0]
}

// avoided reports whether key is one of the positions SolveAvoiding
// avoids.
func (s *Solver) avoided(key uint64) bool {
	if len(s.avoid) == 0 {
		return false
	}
	_, found := slices.BinarySearch(s.avoid, key)
	return found
}

// drainWorth reports whether drainLost may find something here that
// closesCycle does not: under unlimited passes while the reserve has
// cards, and after that with a draw of several cards, where the stock's
// order still limits which cards come (with a draw of one every card then
// goes up, drain.go); under limited passes
// only in the last pass, where the waste is a stack (before it the
// optimistic game's stock, which gives any card at any time, is far from
// the real one: the check found next to nothing there and cost a third of
// the time).
func (s *Solver) drainWorth() bool {
	if s.rules.Passes == 0 {
		return len(s.st.Reserve()) > 0 || s.orderCycles && s.talonGrouped()
	}
	return s.lastPass()
}

// key returns the hash of the current search node: the position and its
// pending card (cover.go).
func (s *Solver) key() uint64 { return s.posKey() ^ pendKeys[s.pending] }

// posKey returns the hash of the current position.
func (s *Solver) posKey() uint64 {
	return s.colHash ^ scalarHash(&s.st, s.rules.Passes != 0)
}

// apply plays mm, updating the column hash, and pushes it on the path.
func (s *Solver) apply(mm macro) {
	st := &s.st
	sp := step{m: mm, colHash: s.colHash, pending: s.pending}
	if mm.deals > 0 {
		sp.dealU = st.Deals(int(mm.deals))
	}
	m := mm.m
	h := s.colHash
	var c canfield.Card
	switch {
	case m.From.IsColumn():
		col := st.Column(m.From.ColumnIndex())
		n := len(col)
		k := int(m.N)
		if k == 0 || m.To == canfield.LocFoundation {
			k = n
			if m.To == canfield.LocFoundation {
				k = 1
			}
		}
		first := n - k
		c = col[first]
		p := canfield.NoCard
		if first > 0 {
			p = col[first-1]
		}
		h ^= edgeKeys[c][p]
	case m.From == canfield.LocReserve:
		c = st.ReserveTop()
	case m.From == canfield.LocWaste:
		c = st.WasteTop()
	case m.From == canfield.LocFoundation:
		c = st.FoundationTop(m.Suit)
	}
	if m.To.IsColumn() {
		t := st.Exposed(m.To.ColumnIndex())
		h ^= edgeKeys[c][t]
		if t != canfield.NoCard && s.orderCycles {
			s.afterSaved = append(s.afterSaved, s.after)
			sp.edge = true
			s.addEdge(c, t)
		}
	}
	s.pending = s.nextPending(m, c)
	sp.u = st.Apply(m)
	if i, ok := sp.u.AutoFilled(); ok {
		h ^= edgeKeys[st.Exposed(i)][canfield.NoCard]
	}
	s.colHash = h
	s.path = append(s.path, sp)
}

// applyAuto plays the automatic foundation move m (safe.go) like apply;
// a card's wait (cover.go) goes on through it.
func (s *Solver) applyAuto(m canfield.Move) {
	s.autoMove = true
	s.apply(macro{m: m})
	s.autoMove = false
}

// undo takes back the last move of the path.
func (s *Solver) undo() {
	sp := &s.path[len(s.path)-1]
	s.st.Undo(sp.m.m, sp.u)
	if sp.m.deals > 0 {
		s.st.Undo(canfield.DealMove, sp.dealU)
	}
	s.colHash = sp.colHash
	s.pending = sp.pending
	if sp.edge {
		k := len(s.afterSaved) - 1
		s.after = s.afterSaved[k]
		s.afterSaved = s.afterSaved[:k]
	}
	s.path = s.path[:len(s.path)-1]
}

// budgetExceeded looks at the budgets; it sets s.stop when one is spent.
func (s *Solver) budgetExceeded() bool {
	if s.stop != "" {
		return true
	}
	if s.opts.MaxNodes > 0 && s.nodes >= s.opts.MaxNodes {
		s.stop = "nodes"
		return true
	}
	if s.phaseLimit > 0 && s.nodes >= s.phaseLimit {
		s.stop = "phase"
		return true
	}
	if s.nodes%checkEvery == 1 {
		if s.ctx != nil && s.ctx.Err() != nil {
			s.stop = "cancelled"
			return true
		}
		// the other thread won or stopped, or the search is complete
		// (shared.go)
		if s.halt != nil && s.halt.Load() {
			s.stop = "halted"
			return true
		}
		if s.shared != nil && s.shared.complete.Load() {
			s.stop = "complete"
			return true
		}
		if s.limit > 0 && s.clock.elapsed() > s.limit {
			s.stop = "time"
			return true
		}
	}
	return false
}

// search explores the current position depth-first; it returns true when it
// found a win (the path then holds it) and false otherwise (s.stop says
// whether a budget cut the search).
func (s *Solver) search(depth int) bool {
	if depth > 0 && len(s.avoid) > 0 && s.avoided(s.posKey()) {
		// A position to avoid (SolveAvoiding), before the automatic moves
		// below and, in expand, after them.
		return false
	}
	// Safe automatic foundation moves first; they stay on the path.
	nAuto := 0
	if s.autoplay {
		for {
			m, ok := s.nextSafeMove()
			if !ok {
				break
			}
			s.applyAuto(m)
			nAuto++
		}
	}
	if f := s.st.FoundationCards(); f > s.reach {
		s.reach = f
	}
	if s.st.Won() {
		return true
	}
	won := s.expand(depth)
	if won {
		return true
	}
	for range nAuto {
		s.undo()
	}
	return false
}

// expand looks the position up and, if new, tries its moves.
func (s *Solver) expand(depth int) bool {
	s.nodes++
	if s.budgetExceeded() {
		return false
	}
	if depth >= s.opts.MaxDepth {
		// Cut this line only: the rest of the tree may still hold a win,
		// but a search with a cut proves no loss.
		s.depthCut = true
		return false
	}
	key := s.key()
	if len(s.avoid) > 0 && s.avoided(s.posKey()) {
		return false
	}
	seen, slot := false, -1
	if depth > 0 || s.shared == nil {
		// Two threads on one search store no root: either may come back
		// to it to help the other (shared.go).
		seen, slot = s.tt.probe(key)
	}
	if seen {
		return false
	}
	if slot < 0 {
		// Not stored: look for the position on the path (a cycle) by hand.
		if s.onPath > 0 {
			for _, k := range s.pathKeys {
				if k == key {
					return false
				}
			}
		}
		s.pushUnstored(key, depth)
	}
	if s.rules.Passes == 0 && !s.noCycleMark {
		if w := len(s.st.Waste()); !onCycle(w, w+len(s.st.Stock()), s.rules.Draw) {
			// The same position with the waste on the dealing cycle is
			// reached from this one by deals alone and has no move this one
			// lacks: searching this one covers it (see onCycle).
			s.tt.mark(key ^ keys.waste[w] ^ keys.waste[0])
		}
	}
	if s.drainSearch && depth%drainEvery == 0 && depth > 0 && s.drainWorth() && s.drainCached() {
		// The reserve cannot drain or the waste cannot unwind (drain.go):
		// no win below. The check costs several nodes, so it runs on every
		// third level only.
		if slot < 0 {
			s.popUnstored(depth)
		} else {
			s.tt.finish(slot, 1)
		}
		return false
	}
	startNodes := s.nodes
	for len(s.plies) <= depth {
		s.plies = append(s.plies, new(ply))
	}
	p := s.plies[depth]
	s.generate(p)
	won := false
	for i := 0; i < p.n; i++ {
		if i > 0 && s.disc >= 0 {
			if s.disc == 0 {
				s.discCut = true
				break // limited discrepancy probe: only the first choice
			}
			s.disc--
		}
		s.apply(p.moves[i])
		won = s.search(depth + 1)
		if i > 0 && s.disc >= 0 {
			s.disc++
		}
		if won {
			break
		}
		s.undo()
		if s.stop != "" {
			break
		}
	}
	if slot < 0 {
		s.popUnstored(depth)
	} else if !won {
		s.tt.finish(slot, s.nodes-startNodes+1)
	}
	return won
}

// pushUnstored puts key on the path of positions the table does not hold
// for this search (a full bucket, or another thread's position in
// progress): a cycle back to it is found by scanning. With two threads it
// counts as work in progress (shared.go), except the root, which neither
// stores.
func (s *Solver) pushUnstored(key uint64, depth int) {
	s.onPath++
	s.pathKeys = append(s.pathKeys, key)
	if s.shared != nil && depth > 0 {
		s.tt.claims.Add(1)
	}
}

// popUnstored takes the last position off that path.
func (s *Solver) popUnstored(depth int) {
	s.onPath--
	s.pathKeys = s.pathKeys[:len(s.pathKeys)-1]
	if s.shared != nil && depth > 0 {
		s.tt.claims.Add(-1)
	}
}
