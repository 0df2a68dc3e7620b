// Package solver decides Canfield deals with every card known: a
// depth-first search with a transposition table, proven-safe automatic
// foundation plays and precedence-cycle pruning. It imports only the rules
// engine (package canfield); the hint engine uses it to value sampled deals,
// and the solve command to decide whole deals.
package solver

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"time"

	"canfield/canfield"
)

// Verdict is the outcome of a solve.
type Verdict uint8

// The verdicts.
const (
	// Unknown: a budget (nodes, time, depth) or the context ended the search
	// before it decided.
	Unknown Verdict = iota
	// Won: the deal can be won; Result.Solution holds a winning line that
	// was replayed through the rules engine.
	Won
	// Lost: the whole space reachable from the position was searched
	// without a budget cut-off and holds no win.
	Lost
)

// String returns "won", "lost" or "unknown".
func (v Verdict) String() string {
	switch v {
	case Won:
		return "won"
	case Lost:
		return "lost"
	}
	return "unknown"
}

// Options set a Solver's budgets. Zero values pick the defaults.
type Options struct {
	// TTBytes is the size of the transposition table in bytes (default
	// 32 MiB; rounded down to a power of two, at least 64 KiB). It is
	// allocated once, in New.
	TTBytes int64
	// MaxNodes stops a solve after this many nodes (0: no limit).
	MaxNodes int64
	// Timeout stops a solve after this much time (0: no limit): wall time,
	// or the solving thread's CPU time with CPUClock.
	Timeout time.Duration
	// CPUClock makes Timeout and Result.Elapsed count the CPU time of the
	// thread the solve runs on instead of the wall clock (clock.go), so
	// that a loaded machine does not cut the budget short. Only where
	// CPUClockSupported; elsewhere Solve returns an error.
	CPUClock bool
	// MaxDepth cuts every search line longer than this many moves (default
	// 4000): the search goes on with the other lines, but a solve that cut
	// one and found no win is Unknown (Stop "depth"), never Lost.
	MaxDepth int
	// NoDrain turns off the check that proves lost a position whose
	// reserve cannot drain (drain.go). The hint engine's leaf sets it: with
	// the check its whole games were weaker (docs/measurements.md), though
	// every verdict it gives is right.
	NoDrain bool
	// Threads is how many threads a solve's full search may use (default
	// 1; at most 2 are used, shared.go). Only a solve with a time budget
	// and no node budget uses a second one, so that a node budget still
	// gives one result.
	Threads int
}

// DefaultTTBytes is the transposition table size when Options.TTBytes is 0.
const DefaultTTBytes = 32 << 20

// Result is what Solve found.
type Result struct {
	// Verdict is Won, Lost or Unknown.
	Verdict Verdict
	// Solution is a winning line from the position, every deal written out
	// as its own move, when Verdict is Won.
	Solution []canfield.Move
	// Nodes is the number of positions the search expanded.
	Nodes int64
	// Elapsed is the time the solve took: wall time, or with
	// Options.CPUClock the solving thread's CPU time.
	Elapsed time.Duration
	// Stop says which budget ended an Unknown solve: "nodes", "time",
	// "depth" or "cancelled"; "" otherwise.
	Stop string
	// Reach is the most cards on the foundations in any position the
	// search reached: 52 when won, and for an Unknown solve a measure of
	// how far its lines got (the hint engine values undecided samples by
	// it under limited passes).
	Reach int
}

// ErrReplay is wrapped by the error Solve returns when a line the search
// believed winning does not replay to a won game through the rules engine:
// a solver bug, never reported as a win.
var ErrReplay = errors.New("solver bug: solution does not replay")

// Solver is a depth-first perfect-information solver with a transposition
// table. A Solver is reused across solves (its table is cleared in O(1) by a
// generation counter); it is not safe for use by several goroutines at once:
// give each goroutine its own.
type Solver struct {
	opts Options
	tt   table

	// search state of the current solve
	st            canfield.State
	rules         canfield.Rules
	colHash       uint64
	nodes         int64
	clock         clock         // the solve's clock (clock.go)
	limit         time.Duration // the time budget on the clock (0: none)
	reach         int           // the most foundation cards in a position searched (Result.Reach)
	restartsFor   time.Duration // with a time budget and no node budget, restarts may go on until then on the clock (restarts.go)
	ctx           context.Context
	stop          string
	path          []step
	plies         []*ply
	onPath        int      // in-progress positions the table could not hold
	pathKeys      []uint64 // keys of the positions on the path (for onPath > 0)
	autoplay      bool
	noise         int32  // spread of the noise on the ordering scores in a restart (restarts.go), 0 elsewhere
	rng           uint64 // the noise's generator state
	disc          int    // discrepancies left in a probe; -1 in the full search
	discCut       bool   // the probe left a move out
	depthCut      bool   // the current phase cut a line at MaxDepth
	phaseLimit    int64  // node count that ends the current phase (0: none)
	want          uint64 // cards that go on the foundations in the position being generated
	reserveTopBit uint64 // the reserve top's bit in the position being generated

	// switches for tests that check the prunings against the plain search
	noAutoplay, noSwapPrune, noSymmetry, noChain, noCycleMark, noProbes, noOrderCycles, noDrain, noStack, noTalonOrder, noCover, noUpWait, noBeam, noRestarts bool

	// the cover rule and the wait on the foundations (cover.go)
	coverRule bool          // the rules allow the cover rule
	upWait    bool          // the rules allow the wait on the foundations
	pending   canfield.Card // a waste card just played onto a card, to be covered next, or up, its successor to go up next (NoCard: none)
	autoMove  bool          // the move being applied is an automatic foundation move

	// dealPen is the ordering penalty per deal in the position being
	// generated (gen.go).
	dealPen int32

	// precedence cycles (order.go)
	orderCycles  bool // the rules make column order a foundation order
	portionDrain bool // the drain check for rules where portions move (portions.go)

	// per-rules tables (prepareTables)
	accept      [56]uint64                                          // accept[t]: mask of the cards that build on card t
	buildsOn    [56]uint64                                          // buildsOn[c]: mask of the cards c builds on
	relOf       [56]int8                                            // relOf[c]: card c's place on its foundation (0: base rank)
	succOf      [56]canfield.Card                                   // succOf[c]: the next card of c's suit on its foundation (NoCard for the last)
	selfLane    [56]uint32                                          // selfLane[c]: noPlaces with c's place in c's suit byte (drain.go)
	cardAt      [canfield.NumSuits][canfield.NumRanks]canfield.Card // cardAt[su][k]: the card of suit su at place k
	tablesReady bool
	tablesRules canfield.Rules
	tablesBase  canfield.Rank

	// the precedence closure (drain.go), kept along the search path
	after       [56]uint32 // per card, one byte per suit: see afterOf
	afterSaved  [][56]uint32
	dState      [56]uint8
	dBelow      [56]canfield.Card // the card below each column card
	afterCycle  bool              // the root's relation has a cycle
	drainSearch bool              // check drainLost inside the search
	drainSalt   uint64            // changes with every solve (drainCached)
	drainCache  [drainCacheSize]uint64

	// the beam search (beam.go), its buffers kept across solves
	beamPly  *ply
	beamSeen map[uint64]struct{}

	// a second thread on the full search (shared.go)
	second *Solver
	locks  *ttLocks
	shared *sharedSearch // the full search's, nil with one thread
	halt   *atomic.Bool  // set when the other thread won, proved the loss or stopped; nil with one thread
	// the second thread's own table for its restarts (shared.go)
	restartTT table
	// restartSalt varies the restarts' noise between the two threads
	restartSalt uint64
	// secondRestartNodes is the nodes of the second thread's restarts in
	// the last solve (for tests)
	secondRestartNodes int64

	// avoid holds the keys of the positions SolveAvoiding treats as
	// already searched, for the solve under way.
	avoid     []uint64
	beamTrail []beamStep
	beamLevel []beamNode
	beamNext  []beamNode
	beamCands []beamCand
}

// New returns a Solver with the given budgets; it allocates the
// transposition table once.
func New(opts Options) *Solver {
	if opts.TTBytes == 0 {
		opts.TTBytes = DefaultTTBytes
	}
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = 4000
	}
	s := &Solver{opts: opts, noDrain: opts.NoDrain}
	s.tt.init(opts.TTBytes)
	return s
}

// Options returns the solver's budgets.
func (s *Solver) Options() Options { return s.opts }

// TableBytes returns the size of the transposition table in bytes: the
// largest power of two of 64-byte buckets within Options.TTBytes (at least
// 64 KiB).
func (s *Solver) TableBytes() int64 { return s.tt.bytes() }

// SetBudget changes the node and time budgets for the next solves (the table
// keeps its size).
func (s *Solver) SetBudget(maxNodes int64, timeout time.Duration) {
	s.opts.MaxNodes, s.opts.Timeout = maxNodes, timeout
}

// Solve searches the fully known position st (a copy; st is not changed)
// and returns Won with a replayed solution, Lost, or Unknown when a budget
// or ctx ended it first. The error is non-nil only for a position that
// fails its invariants or a solution that does not replay (ErrReplay): both
// are bugs, never results.
func (s *Solver) Solve(ctx context.Context, st canfield.State) (Result, error) {
	if s.opts.CPUClock && !cpuClockSupported {
		return Result{}, errors.New("solve: the CPU-time clock needs Linux")
	}
	defer lockThread(s.opts.CPUClock)()
	if err := st.Check(); err != nil {
		return Result{}, fmt.Errorf("solve: %w", err)
	}
	s.begin(ctx, st)
	// A short full search first: most deals are decided in a few thousand
	// nodes, which the probes would only repeat.
	s.disc = -1
	if s.afterCycle || s.drainSearch && s.drainLost() {
		// Some card would have to go up before itself (order.go), or the
		// reserve cannot drain (drain.go, portions.go).
		s.ctx = nil
		return Result{Verdict: Lost, Nodes: 1, Elapsed: s.clock.elapsed(), Reach: st.FoundationCards()}, nil
	}
	s.phaseLimit = firstNodes
	s.depthCut = false
	won := s.search(0)
	if !won && s.stop == "" && s.depthCut {
		s.stop = "depth" // the whole tree was searched, less the lines cut
	}
	proved := !won && s.stop == ""
	s.phaseLimit = 0
	if s.stop == "phase" {
		s.stop = ""
		s.tt.newGeneration()
		second := s.startRestarts(st)
		won, proved = s.probes()
		if n := s.beamBudget(); !won && !proved && s.stop == "" && n > 0 {
			won = s.beam(st, beamWidth(s.rules), n, beamFirst)
		}
		if n := s.restartsBudget(); !won && !proved && s.stop == "" && n > 0 {
			won, proved = s.restarts(st, n, s.restartsFor)
		}
		won, proved = s.joinRestarts(second, won, proved)
	}
	if !won && !proved && s.stop == "" {
		s.tt.newGeneration()
		s.disc = -1
		s.depthCut = false
		if s.sharedApplies() {
			won = s.searchShared(st)
		} else {
			won = s.search(0)
		}
		if !won && s.stop == "" && s.depthCut {
			s.stop = "depth"
		}
	}
	res := Result{Nodes: s.nodes, Elapsed: s.clock.elapsed(), Reach: s.reach}
	switch {
	case won:
		res.Verdict, res.Reach = Won, st.Rules().DeckCards()
		res.Solution = s.solution()
		if err := Replay(st, res.Solution); err != nil {
			res.Verdict = Unknown
			res.Solution = nil
			return res, fmt.Errorf("%w: %v", ErrReplay, err)
		}
	case s.stop != "":
		res.Verdict = Unknown
		res.Stop = s.stop
	default:
		res.Verdict = Lost
	}
	s.ctx = nil
	return res, nil
}

// SolveAvoiding is Solve with the positions of avoid taken as already
// searched: a winning line it finds passes through none of them (other
// than st itself), such as a line that never comes back to a position a
// game has been in. Its Lost verdict says only that no win avoids them.
// The search does not stand on them, neither before nor after its
// automatic foundation moves; the positions between the deals of one
// stock move and its play are not positions it stands on. No beam search
// runs (beam.go).
func (s *Solver) SolveAvoiding(ctx context.Context, st canfield.State, avoid []canfield.State) (Result, error) {
	s.avoid = s.avoid[:0]
	for i := range avoid {
		a := &avoid[i]
		s.avoid = append(s.avoid, columnHash(a)^scalarHash(a, a.Rules().Passes != 0))
	}
	defer func() { s.avoid = s.avoid[:0] }()
	return s.Solve(ctx, st)
}

// Replay plays moves from st through the rules engine, checking each with
// Legal, and reports an error unless the game ends won.
func Replay(st canfield.State, moves []canfield.Move) error {
	for i, m := range moves {
		if err := st.Legal(m); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		st.Apply(m)
	}
	if !st.Won() {
		return fmt.Errorf("after %d moves only %d cards are on the foundations", len(moves), st.FoundationCards())
	}
	return nil
}

// solution expands the path of the won search into single moves.
func (s *Solver) solution() []canfield.Move {
	n := 0
	for _, p := range s.path {
		n += int(p.m.deals) + 1
	}
	out := make([]canfield.Move, 0, n)
	for _, p := range s.path {
		for range p.m.deals {
			out = append(out, canfield.DealMove)
		}
		out = append(out, p.m.m)
	}
	return out
}

// probes runs limited discrepancy searches before the full one: the search
// allowed k choices other than the best-ordered move on its path, for k =
// 0, 1, 2, ..., while they stay small next to the node budget. They find
// many wins far sooner than the depth-first search, which spends its time
// below its first, deepest mistakes. They prove nothing (a probe that ends
// without a win says nothing), and each uses its own table generation.
//
// A probe that never had to leave a move out was the full search: its
// failure proves the loss (proved).
func (s *Solver) probes() (won, proved bool) {
	if s.noProbes {
		return false, false
	}
	limit := int64(probeNodes)
	if s.opts.MaxNodes > 0 && s.opts.MaxNodes/4 < limit {
		limit = s.opts.MaxNodes / 4
	}
	for k := 0; s.nodes < limit; k++ {
		s.disc = k
		s.discCut = false
		s.depthCut = false
		if s.search(0) {
			return true, false
		}
		if s.stop != "" {
			return false, false
		}
		if !s.discCut {
			if s.depthCut {
				s.stop = "depth" // a full search, less the lines cut
				return false, false
			}
			return false, true
		}
		s.tt.newGeneration()
	}
	return false, false
}

// firstNodes bounds the first, short full search.
const firstNodes = 3000

// probeNodes bounds the nodes after which no further probe starts (a probe
// under way runs to its end: cutting it measured worse on both wolter and
// classic test sets). Where no column fills by itself (superior, relaxed)
// probes went on to 500,000 nodes until 2026-11-26; with the
// short restarts after them, 100,000 won 254 of 371 hard superior deals at
// 1 s, 500,000 only 211: the last probe started, with many discrepancies,
// ran on for most of the second (docs/measurements.md).
const probeNodes = 100_000
