package solver

import (
	"runtime"
	"sync"
	"sync/atomic"

	"canfield/canfield"
)

// Two threads on one full search (Options.Threads).
//
// Both threads search the whole tree from the root depth-first over one
// transposition table (striped locks, tt.go), each with its own path. A
// thread never expands a position the table holds as finished, nor one
// on its own path, and in its first round it skips the positions the
// other thread has in progress, so that the two spread over the tree.
// The root is never stored. A thread whose round ends while the other
// still has work goes round again from the root as a helper: it then
// enters the other's positions in progress (table.probe reports them
// unseen, without an entry) and works below them on whatever the other
// has not reached.
//
// Why a Lost verdict holds. Every position a thread claims in the table,
// or expands on its path without an entry (a full bucket, a position the
// other has in progress, but not the root), counts as its work in
// progress (claims) until the thread has tried every move from it, each
// to a position that was finished, in progress on some thread, cut by
// the drain check (lost), or expanded in turn. When a round of one
// thread has ended (its own claims are all finished, and it has expanded
// the root, so every move from the root was tried) and the other holds
// no claim, no position is left in progress anywhere: every obligation a
// finished position left (a move to a position then in progress) has been
// met, so the finished positions, with the lost ones, are closed under
// moves and hold no win, as in the one-thread search (tt.go). That is
// the only way two threads end with Lost (rounds). A win found by either
// ends both, and its line is replayed like any other; a budget that stops
// either stops both.
//
// The node counts of two threads depend on their timing, so only a solve
// with a time budget and no node budget uses the second thread
// (sharedApplies): the hint engine's solves, which have node budgets, keep
// one result per budget.

// sharedSearch is what the two threads of one search share.
type sharedSearch struct {
	halt     atomic.Bool     // a thread won or a budget stopped it (Solver.halt)
	complete atomic.Bool     // every position is searched: no win
	claims   [2]atomic.Int64 // each thread's table entries in progress
}

// sharedApplies reports whether this solve's full search runs on two
// threads.
func (s *Solver) sharedApplies() bool {
	return s.opts.Threads > 1 && s.opts.MaxNodes == 0 && len(s.avoid) == 0
}

// searchShared runs the full search from root on this thread and a second
// one (see above). It returns true with the winning line on s.path; on
// false, s.stop says whether a budget cut the search.
func (s *Solver) searchShared(root canfield.State) bool {
	h := s.secondSolver()
	if s.locks == nil {
		s.locks = new(ttLocks)
	}
	sh := new(sharedSearch)
	s.tt.locks, s.tt.owner, s.tt.claims, s.shared, s.halt = s.locks, 0, &sh.claims[0], sh, &sh.halt
	defer func() { s.tt.locks, s.tt.claims, s.shared, s.halt = nil, nil, nil, nil }()
	limit := s.limit
	if limit > 0 {
		limit -= s.clock.elapsed()
		if limit <= 0 {
			s.stop = "time"
			return false
		}
	}
	var wg sync.WaitGroup
	var secondWon bool
	tt, ctx := s.tt, s.ctx
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer lockThread(s.opts.CPUClock)()
		h.begin(ctx, root)
		h.tt = tt
		h.tt.owner, h.tt.claims, h.shared, h.halt = metaOwner, &sh.claims[1], sh, &sh.halt
		h.limit, h.restartsFor = limit, 0
		h.disc, h.phaseLimit, h.depthCut = -1, 0, false
		secondWon = h.rounds(&sh.claims[0])
		h.tt.locks, h.tt.claims, h.shared, h.halt, h.ctx = nil, nil, nil, nil, nil
	}()
	won := s.rounds(&sh.claims[1])
	wg.Wait()
	s.nodes += h.nodes
	s.reach = max(s.reach, h.reach)
	s.depthCut = s.depthCut || h.depthCut
	switch {
	case won:
	case secondWon:
		won = true
		s.stop = ""
		s.path = append(s.path[:0], h.path...)
	case s.stop == "halted" || s.stop == "":
		s.stop = h.stop
	}
	if s.stop == "halted" {
		s.stop = "cancelled" // not reached: a halt has its cause on one thread
	}
	return won
}

// rounds searches from the root until it wins, a budget stops it, or the
// search is complete: a round ended while the other thread held no
// position in progress (otherClaims).
func (s *Solver) rounds(otherClaims *atomic.Int64) bool {
	sh := s.shared
	s.tt.help = false
	defer func() { s.tt.help = false }()
	for {
		if s.search(0) {
			s.halt.Store(true)
			return true
		}
		switch s.stop {
		case "":
		case "complete":
			s.stop = ""
			return false
		case "halted":
			return false
		default:
			s.halt.Store(true)
			return false
		}
		if sh.complete.Load() {
			return false
		}
		if otherClaims.Load() == 0 {
			sh.complete.Store(true)
			return false
		}
		if s.halt.Load() {
			s.stop = "halted"
			return false
		}
		s.tt.help = true
		runtime.Gosched()
	}
}

// secondSolver returns the solver of the second thread, with this one's
// switches.
func (s *Solver) secondSolver() *Solver {
	h := s.second
	if h == nil {
		h = &Solver{opts: s.opts}
		h.opts.Threads = 1
		s.second = h
	}
	h.noAutoplay, h.noSwapPrune, h.noSymmetry, h.noChain = s.noAutoplay, s.noSwapPrune, s.noSymmetry, s.noChain
	h.noCycleMark, h.noOrderCycles, h.noDrain, h.noStack = s.noCycleMark, s.noOrderCycles, s.noDrain, s.noStack
	h.noTalonOrder, h.noCover, h.noUpWait = s.noTalonOrder, s.noCover, s.noUpWait
	h.noProbes, h.noBeam, h.noRestarts = s.noProbes, s.noBeam, s.noRestarts
	return h
}

// secondRestarts is the second thread's run of restarts while the first
// probes, beams and restarts (startRestarts).
type secondRestarts struct {
	h         *Solver
	halt      atomic.Bool // either thread won or proved the loss
	done      chan struct{}
	won, lost bool
}

// secondEarlyRestarts is the nodes of the second thread's restarts before
// its beams (startRestarts): with the beams first, superior deals its
// restarts used to win at once waited for the first thread's beam (seed
// 22: 12,921 -> 1,528,104 nodes; decided within 10 ms of 10,000 deals
// 76.93 % -> 71.44 %, 77.12 % with these restarts first).
const secondEarlyRestarts = 250_000

// startRestarts starts restarts (restarts.go), widening beams (beam.go,
// with the second thread's scores) and then restarts again on a second
// thread, with its own table and its own noise, where the solve has two
// threads and its rules restart (superior, relaxed): the deals they leave
// undecided are mostly wins found late, which restarts find sooner the
// more of them run, and a beam that keeps other positions than the first
// thread's finds others. They go on until the first thread's restarts end
// (joinRestarts), one wins or proves the loss, or the budget is spent. It
// returns nil when no second thread runs.
func (s *Solver) startRestarts(root canfield.State) *secondRestarts {
	s.secondRestartNodes = 0
	n := s.restartsBudget()
	if !s.sharedApplies() || n == 0 {
		return nil
	}
	limit, until := s.limit, s.restartsFor
	if limit > 0 {
		at := s.clock.elapsed()
		limit, until = limit-at, until-at
		if limit <= 0 {
			return nil
		}
	}
	beamN := int64(0)
	if s.beamBudget() > 0 {
		beamN = beamWidenNodes
	}
	h := s.secondSolver()
	if h.restartTT.entries == nil {
		h.restartTT.init(s.opts.TTBytes)
	}
	r := &secondRestarts{h: h, done: make(chan struct{})}
	s.halt = &r.halt
	ctx := s.ctx
	go func() {
		defer close(r.done)
		defer lockThread(s.opts.CPUClock)()
		h.tt = h.restartTT
		h.begin(ctx, root)
		h.halt = &r.halt
		h.limit, h.restartSalt = limit, 0x5ec0_d7a1_2026
		// restarts first: many deals they win in a few of them, which
		// the beams would delay
		won, proved := h.restarts(root, min(n, secondEarlyRestarts), 0)
		if !won && !proved && h.stop == "" && beamN > 0 {
			won = h.widening(root, beamN, secondWeights(h.rules)...)
		}
		if !won && !proved && h.stop == "" {
			h.restartSalt ^= 0x2545_f491_4f6c_dd1d // other noise than the first ones'
			won, proved = h.restarts(root, n, until)
		}
		h.restartTT, h.halt, h.ctx, h.restartSalt = h.tt, nil, nil, 0
		if won || proved {
			r.won, r.lost = won, proved
			r.halt.Store(true)
		}
	}()
	return r
}

// joinRestarts ends the second thread's restarts (if any) once the first
// thread's phases before the full search are over with won and proved,
// and returns the solve's verdict so far: the second thread's win (its
// line then on s.path) or proof when the first has neither.
func (s *Solver) joinRestarts(r *secondRestarts, won, proved bool) (bool, bool) {
	if r == nil {
		return won, proved
	}
	r.halt.Store(true)
	<-r.done
	s.halt = nil
	s.secondRestartNodes = r.h.nodes
	s.nodes += r.h.nodes
	s.reach = max(s.reach, r.h.reach)
	if s.stop == "halted" {
		s.stop = ""
	}
	switch {
	case won || proved:
	case r.won:
		won = true
		s.path = append(s.path[:0], r.h.path...)
	case r.lost:
		proved = true
	}
	return won, proved
}
