package solver

import (
	"slices"

	"canfield/canfield"
)

// Beam search for wins (superior and relaxed).
//
// Where no column fills by itself, some of the deals a short search and
// the probes leave undecided are wins that the depth-first search, stuck
// below its first mistakes, does not reach in time (whether most of them
// are is not known). After the probes, such a solve runs a beam search:
// level by level from the root, every move of every
// position kept (with its safe automatic foundation moves), new positions
// only, and of those the beamWidth best by a cheap score go on to the next
// level (positions, without the waits of cover.go). It ends with a win,
// an empty level, or its node budget. Like the
// probes it proves nothing: a beam that ends without a win says nothing
// about the deal, and the search goes on as before. A win it finds is
// played again from the root onto the search path, so Solve writes and
// replays it like any other.
//
// The score is cheap and counts what never comes back by itself: cards up,
// reserve cards gone (twice as much), empty columns. The beam keeps
// beamWidth positions a level; it usually ends by an empty level (every
// move of the kept positions leads somewhere it has been) well before its
// node budget. Among seeds 1-1000 at 1 s it turned 28 of superior's 121
// undecided deals into wins (and one won deal, at 2.9 million nodes
// before, into an undecided one), and 4 of relaxed's 25
// (docs/measurements.md, "Superior and relaxed move order"). With the
// short restarts after it (restarts.go) it still pays: of 371 hard
// superior deals at 1 s, 254 won with it, 236 without; of 314 relaxed
// ones, 283 against 278.

const (
	// beamWidthWhole is the beam's width where whole columns move
	// (superior): of the first 60 of those deals, 1,000 won 6, 3,000 13,
	// 10,000 12.
	beamWidthWhole = 3000
	// beamWidthPortion is the width where any portion moves (relaxed),
	// whose positions have more moves: on its 25 deals undecided at 1 s,
	// 1,000 won 5, 3,000 won 2.
	beamWidthPortion = 1000
	// beamNodes bounds the beam's nodes, at most a quarter of a node
	// budget. With less than beamMinNodes left for it, it does not run:
	// none of its wins among superior seeds 1-1000 came within 365,000
	// nodes, and the hint engine's solves, of 3,000 or 100,000 nodes,
	// stay as they were.
	beamNodes    = 1_500_000
	beamMinNodes = 300_000
	// beamWidenFrom is the first width of the second thread's beams
	// (widening), beamWidenNodes their node budget, after which it
	// restarts (shared.go).
	beamWidenFrom  = 250
	beamWidenNodes = 6_000_000
)

// widening runs beams of width beamWidenFrom, one for each score of ws
// (secondWeights) in turn, then as many each twice as wide as the last,
// until one wins (its line then on the path), budget nodes are spent or
// the solve stops. A narrow beam ends soon, by an empty level, a wide one
// finds more but needs more nodes: on the 514 superior deals named at
// beamSecond, with weights 10, 120, 40 at 1,000,000 nodes a deal,
// widening from 250 won 68, one beam of width 3,000 won 13 (105 at
// 3,000,000 nodes); with 10, 80, 30, widening won 57, one beam of width
// 1,000 46. Two scores each reach narrower beams than one alone, but
// win other deals (beamSecondWaste).
func (s *Solver) widening(root canfield.State, budget int64, ws ...beamWeights) bool {
	limit := s.nodes + budget
	for width := beamWidenFrom; s.nodes < limit && s.stop == ""; width *= 2 {
		for _, w := range ws {
			if s.nodes >= limit || s.stop != "" {
				break
			}
			if s.beam(root, width, limit-s.nodes, w) {
				return true
			}
		}
	}
	return false
}

// beamWeights are the score's weights: per card up, per reserve card
// gone, per empty column, and per card in the waste (taken off).
type beamWeights struct{ up, reserve, empty, waste int32 }

var (
	// beamFirst is the beam of a solve's first thread.
	beamFirst = beamWeights{up: 10, reserve: 20, empty: 5}
	// beamSecond is the second thread's (shared.go, widening), run
	// beside it: a beam is deterministic, so a second one with the same
	// score would only repeat the first. This one counts no card up, only
	// reserve cards gone and empty columns: a card put up is no longer
	// there to build on, and the safe ones go up by themselves. On
	// superior's 514 deals undecided at 1 s among those of seeds
	// 1-10,000 that took over 300 ms, widening at 1,000,000 nodes a deal
	// won 135 with it, 68-73 with weights 10, 120-200, 40-80, 27 with
	// the first's (docs/measurements.md, 2026-11-26,
	// the second thread's beams).
	beamSecond = beamWeights{up: 0, reserve: 120, empty: 40}
	// beamSecondWaste is beamSecond with the waste's cards taken off,
	// which keeps positions that play the waste rather than deal it
	// deeper; the second thread's widening takes the two in turn. On the
	// 365 deals of those 815 that two threads with beamSecond alone
	// left undecided at 1 s, widening at 1,200,000 nodes a deal won 58
	// with it (a waste weight of 60: 55, of 15: 43, of 5: 36; the
	// minimum foundation, the cards in columns or ties broken at random
	// did less); whole solves on two threads at 1 s decided 469 of the
	// 815 with it alone, 517 with both in turn, 450 with beamSecond
	// alone (docs/measurements.md, 2026-11-26, a
	// second score for the second thread's beams).
	beamSecondWaste = beamWeights{up: 0, reserve: 120, empty: 40, waste: 30}
	// beamSecondPortion is the second thread's where any portion moves
	// (relaxed), whose beams need the cards up: on its 80 deals undecided
	// at 1 s, widening at 1,000,000 nodes won 7 with it, 6 with 10, 40,
	// 15, none with beamSecond's or the first's.
	beamSecondPortion = beamWeights{up: 10, reserve: 80, empty: 30}
)

// secondWeights returns the second thread's beam scores under r, for
// widening to take in turn. Under relaxed the waste's weight won 1 of the
// 72 deals undecided at 1 s (30) or none (10) where beamSecondPortion
// alone wins none, so it stays one score.
func secondWeights(r canfield.Rules) []beamWeights {
	if r.Groups == canfield.AnyPortion {
		return []beamWeights{beamSecondPortion}
	}
	return []beamWeights{beamSecondWaste, beamSecond}
}

// beamNode is a position of the beam: a copy of the state, its column hash,
// and the last of the moves that reached it (an index in Solver.beamTrail,
// -1 for the root).
type beamNode struct {
	st      canfield.State
	colHash uint64
	trail   int32
}

// beamStep is a move of a beam line and the index of the step before it.
type beamStep struct {
	m    macro
	prev int32
}

// beamCand is a move from a position of the current level, with its score.
type beamCand struct {
	node  int32
	m     macro
	score int32
	key   uint64
}

// beamWidth returns the beam's width under r, 0 where no beam runs (every
// rule set where empty columns fill by themselves).
func beamWidth(r canfield.Rules) int {
	switch {
	case r.Fill != canfield.FillAny:
		return 0
	case r.Groups == canfield.AnyPortion:
		return beamWidthPortion
	}
	return beamWidthWhole
}

// beamBudget returns the beam's node budget in a solve, 0 for none.
func (s *Solver) beamBudget() int64 {
	n := int64(beamNodes)
	if s.opts.MaxNodes > 0 && s.opts.MaxNodes/4 < n {
		n = s.opts.MaxNodes / 4
	}
	if n < beamMinNodes || s.noProbes || s.noBeam || beamWidth(s.rules) == 0 || len(s.avoid) > 0 {
		return 0 // the beam does not look at SolveAvoiding's positions
	}
	return n
}

// autoplayAll plays the safe automatic foundation moves onto the path and
// returns how many it played.
func (s *Solver) autoplayAll() int {
	n := 0
	if !s.autoplay {
		return 0
	}
	for {
		m, ok := s.nextSafeMove()
		if !ok {
			return n
		}
		s.applyAuto(m)
		n++
	}
}

// beamScore values the current position for the beam by w: cards up,
// reserve cards gone, empty columns.
func (s *Solver) beamScore(w beamWeights) int32 {
	st := &s.st
	score := int32(st.FoundationCards())*w.up - int32(len(st.Reserve()))*w.reserve - int32(len(st.Waste()))*w.waste
	for j := range canfield.NumColumns {
		if len(st.Column(j)) == 0 {
			score += w.empty
		}
	}
	return score
}

// beam runs the beam search from the solve's root (see above), scoring
// positions by w; it returns true with the winning line on the path, and
// false with the solver back at the root (toRoot).
func (s *Solver) beam(root canfield.State, width int, budget int64, w beamWeights) bool {
	if s.beamPly == nil {
		s.beamPly = new(ply)
		s.beamSeen = make(map[uint64]struct{}, 1<<16)
	}
	clear(s.beamSeen)
	s.beamTrail = s.beamTrail[:0]
	s.toRoot(root)
	s.autoplayAll()
	if s.st.Won() {
		return true
	}
	limit := s.nodes + budget
	s.beamLevel = append(s.beamLevel[:0], beamNode{st: s.st, colHash: s.colHash, trail: -1})
	s.beamSeen[s.posKey()] = struct{}{}
	p := s.beamPly
	for len(s.beamLevel) > 0 {
		s.beamCands = s.beamCands[:0]
		for ni := range s.beamLevel {
			nd := &s.beamLevel[ni]
			s.st, s.colHash, s.pending = nd.st, nd.colHash, canfield.NoCard
			s.generate(p)
			for i := range p.n {
				s.nodes++
				if s.nodes >= limit || s.budgetExceeded() {
					s.toRoot(root)
					return false
				}
				s.apply(p.moves[i])
				na := s.autoplayAll()
				if s.st.Won() {
					return s.beamReplay(root, nd.trail, p.moves[i])
				}
				k := s.posKey()
				if _, dup := s.beamSeen[k]; !dup {
					s.beamCands = append(s.beamCands, beamCand{node: int32(ni), m: p.moves[i], score: s.beamScore(w), key: k})
				}
				for range na + 1 {
					s.undo()
				}
			}
		}
		slices.SortStableFunc(s.beamCands, func(a, b beamCand) int { return int(b.score - a.score) })
		s.beamNext = s.beamNext[:0]
		for _, c := range s.beamCands {
			if len(s.beamNext) == width {
				break
			}
			if _, dup := s.beamSeen[c.key]; dup {
				continue // reached twice on this level
			}
			s.beamSeen[c.key] = struct{}{}
			nd := &s.beamLevel[c.node]
			s.st, s.colHash, s.pending = nd.st, nd.colHash, canfield.NoCard
			s.apply(c.m)
			na := s.autoplayAll()
			s.beamTrail = append(s.beamTrail, beamStep{m: c.m, prev: nd.trail})
			s.beamNext = append(s.beamNext, beamNode{st: s.st, colHash: s.colHash, trail: int32(len(s.beamTrail) - 1)})
			for range na + 1 {
				s.undo()
			}
		}
		s.beamLevel, s.beamNext = s.beamNext, s.beamLevel
	}
	s.toRoot(root)
	return false
}

// beamReplay plays the beam line ending with trail and then last from the
// root onto the search path, each move followed by its automatic moves.
func (s *Solver) beamReplay(root canfield.State, trail int32, last macro) bool {
	line := []macro{last}
	for t := trail; t >= 0; t = s.beamTrail[t].prev {
		line = append(line, s.beamTrail[t].m)
	}
	s.toRoot(root)
	s.autoplayAll()
	for i := len(line) - 1; i >= 0; i-- {
		s.apply(line[i])
		s.autoplayAll()
	}
	return s.st.Won()
}
