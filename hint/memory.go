package hint

import (
	"context"
	"slices"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// Memory keeps, from one hint to the next of one game, what the solver
// proved in each sample: a winning line found after a plan, and a plan
// after which the sample was proven lost. The samples are drawn stably
// (tracker.View.SampleStable, from the same seed at every hint), so sample
// i is the same arrangement of the unseen cards from hint to hint, mended
// as cards turn up. A proof still applies when the game has followed it:
//
//   - a winning line whose first moves the game has played is still a
//     winning line from the position now, if its rest replays to a win in
//     the sample as mended (a card that turned up elsewhere than the
//     sample had it can break it); a plan whose moves begin the rest is
//     won in that sample without a search;
//   - a position proven lost stays lost, and so does every position after
//     it, while the sample's deal is unchanged; a game that went through
//     it is lost in that sample, and so is every plan from there.
//
// So the leaf budget builds up over the game, as the omniscient player's
// single solve does, and consecutive hints stop starting from scratch.
// Measured, it neither wins more nor costs less (docs/measurements.md):
// the proofs it keeps are the quick verdicts, and the games with every
// card known that the hint loses are lost before any winning line is
// found. It is off by default (AdviseOptions.Remember).
//
// The hint stays a function of the game alone: the memory holds the hints
// of every move of the game so far, each given the view as it was then
// (tracker.View.At), and Advise runs the ones it lacks before the hint
// asked for. A memory that has not followed the game (an undo, another
// game, a card fixed) starts again from the first move. So the same
// record and seed give the same hint whether the memory was kept through
// play, rebuilt after a resume, or built by `canfield hint FILE`; a kept
// memory only saves the time. A Memory is used by one Advise at a time,
// always with the same options.
type Memory struct {
	moves []canfield.Move   // the game's moves at the current hint
	views [][]canfield.Card // the cards known at each hint so far: hint k after k moves
	last  []Suggestion      // the last hint's suggestions
	hint  int               // counts hints: a sample's proofs are mended once a hint
	slots []memSlot
}

// Free returns how many verdicts the memory gave without a search.
func (m *Memory) Free() int64 {
	var n int64
	for _, sl := range m.slots {
		n += sl.free
	}
	return n
}

// memSlot holds one sample's proofs.
type memSlot struct {
	stamp  int
	proofs []proof
	free   int64
}

// proof is a verdict the solver proved in one sample: from the position
// after the game's first at moves, line is a winning line (won) or leads
// to a position proven lost, in the sample dealt as deal.
type proof struct {
	at   int
	line []canfield.Move
	deal []canfield.Card
	won  bool
}

// NewMemory returns an empty memory for one game.
func NewMemory() *Memory { return &Memory{} }

// advise is Advise with a memory: the hints of the moves before the view
// the memory lacks first, each from the view as it was then, then the
// view's own (kept, so that asking again gives the same answer at once).
func (m *Memory) advise(ctx context.Context, v tracker.View, opts AdviseOptions) ([]Suggestion, error) {
	n := len(v.Moves())
	if !m.follows(v) {
		*m = Memory{}
	}
	if len(m.views) == n+1 {
		return slices.Clone(m.last), nil
	}
	for k := len(m.views); k <= n; k++ {
		vk := v.At(k)
		m.begin(vk, max(opts.Samples, opts.MaxSamples, opts.DeepSamples))
		sugg, err := advise(ctx, vk, opts)
		if err != nil {
			*m = Memory{} // a hint cut short leaves proofs of its own
			return nil, err
		}
		m.views = append(m.views, vk.KnownDeal())
		m.last = sugg
	}
	return slices.Clone(m.last), nil
}

// follows reports whether the memory's hints are those of the view's
// past: the same moves, and at each the same cards known.
func (m *Memory) follows(v tracker.View) bool {
	moves := v.Moves()
	if len(m.views) > len(moves)+1 || len(m.moves) > len(moves) || !slices.Equal(m.moves, moves[:len(m.moves)]) {
		return false
	}
	for k, known := range m.views {
		if !slices.Equal(known, v.At(k).KnownDeal()) {
			return false
		}
	}
	return true
}

// begin starts the hint of view v: it grows the slots to samples.
func (m *Memory) begin(v tracker.View, samples int) {
	m.moves = v.Moves()
	m.hint++
	for len(m.slots) < samples {
		m.slots = append(m.slots, memSlot{})
	}
}

// prepare mends sample i's proofs once a hint: each is taken forward to
// the position now along the moves played since, or dropped where the game
// left its line, where the deal changed under a loss, or where a winning
// line's rest no longer replays to a win in the sample dealt as deal (s is
// the sample's position now).
func (m *Memory) prepare(i int, deal []canfield.Card, s canfield.State) {
	sl := &m.slots[i]
	if sl.stamp == m.hint {
		return
	}
	sl.stamp = m.hint
	n := len(m.moves)
	kept := sl.proofs[:0]
	for _, p := range sl.proofs {
		played := m.moves[p.at:]
		same := slices.Equal(p.deal, deal)
		switch {
		case p.won && hasPrefix(p.line, played):
			p.line = p.line[len(played):]
			if !same {
				if !replaysToWin(s, p.line) {
					continue
				}
				p.deal = slices.Clone(deal)
			}
		case !p.won && same && hasPrefix(played, p.line):
			p.line = nil // the game went through the lost position
		case !p.won && same && hasPrefix(p.line, played):
			p.line = p.line[len(played):]
		default:
			continue
		}
		p.at = n
		kept = append(kept, p)
	}
	clear(sl.proofs[len(kept):])
	sl.proofs = kept
}

// lookup returns sample i's verdict after line (moves from the position
// now) where a proof decides it.
func (m *Memory) lookup(i int, line []canfield.Move) (solver.Verdict, bool) {
	sl := &m.slots[i]
	for _, p := range sl.proofs {
		if p.won && hasPrefix(p.line, line) || !p.won && hasPrefix(line, p.line) {
			sl.free++
			if p.won {
				return solver.Won, true
			}
			return solver.Lost, true
		}
	}
	return solver.Unknown, false
}

// record keeps the solver's verdict v on sample i after line: a winning
// line (line, then solution) or a loss.
func (m *Memory) record(i int, deal []canfield.Card, line []canfield.Move, v solver.Verdict, solution []canfield.Move) {
	p := proof{at: len(m.moves), deal: slices.Clone(deal)}
	switch {
	case v == solver.Won && solution != nil:
		p.won = true
		p.line = append(slices.Clone(line), solution...)
	case v == solver.Lost:
		p.line = slices.Clone(line)
	default:
		return
	}
	m.slots[i].proofs = append(m.slots[i].proofs, p)
}

// hasPrefix reports whether line begins with pre.
func hasPrefix(line, pre []canfield.Move) bool {
	return len(pre) <= len(line) && slices.Equal(line[:len(pre)], pre)
}

// replaysToWin reports whether line is legal from s and wins.
func replaysToWin(s canfield.State, line []canfield.Move) bool {
	for _, mv := range line {
		if s.Legal(mv) != nil {
			return false
		}
		s.Apply(mv)
	}
	return s.Won()
}
