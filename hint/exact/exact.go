package exact

import (
	"context"
	"errors"
	"fmt"
	"hash/maphash"

	"canfield/canfield"
)

// Position is an information state: a completion of the game so far (a
// position whose unseen places hold the unseen cards in any order: which
// order does not change the value) and the set of cards seen.
type Position struct {
	State canfield.State
	Seen  canfield.CardSet
}

// Deal returns the position at the deal of deal line deal under r, with
// the cards face up at the deal seen: the reserve's top (the whole
// reserve when it is face up), the base card and the columns.
func Deal(r canfield.Rules, deal []canfield.Card) (Position, error) {
	st, err := canfield.NewState(r, deal)
	if err != nil {
		return Position{}, err
	}
	l := canfield.DealLayout(r)
	var seen canfield.CardSet
	for i, c := range deal {
		if l.FaceUp(r, i) {
			seen = seen.With(c)
		}
	}
	return Position{State: st, Seen: seen}, nil
}

// Options bound a Solver.
type Options struct {
	// CacheSlots is the number of values the memo holds, rounded up to a
	// power of two (0: DefaultCacheSlots), 16 bytes each. Values dropped
	// are computed again when met again: the result is the same, but the
	// memo's hash is seeded at random, so which values a full memo drops,
	// and so the number of states searched, can vary a little from run to
	// run.
	CacheSlots int
	// NoCutoff explores every move of a state whose value is already 1
	// (a certain win), for tests: the values do not change.
	NoCutoff bool
	// NoForced searches every move where one is forced (forced.go), for
	// tests: the values do not change.
	NoForced bool
	// NoPeek shows the stock's cards only as they come to the waste's
	// top, not all the cycle's at once (peek.go), for tests: the values
	// do not change.
	NoPeek bool
}

// DefaultCacheSlots is the memo's size when Options leave it 0: 2^22
// values, 64 MB.
const DefaultCacheSlots = 1 << 22

// ErrPremise is returned when a reveal leads back into a component of the
// search still open: a cycle through a chance node, which the method
// rules out (package doc). No rule set here makes one.
var ErrPremise = errors.New("a reveal leads back to an open component")

// Stats counts a Solver's work.
type Stats struct {
	// Nodes is the number of information states expanded (their moves
	// generated); Chances the number of chance nodes met.
	Nodes, Chances int64
	// Components is the number of strongly connected components closed
	// with more than one state; Largest the size of the largest.
	Components, Largest int
}

// Solver computes values of information states under one rule set. It is
// not safe for concurrent use; its memo is kept between calls.
type Solver struct {
	rules  canfield.Rules
	deck   canfield.CardSet
	opt    Options
	st     canfield.State
	seen   canfield.CardSet
	cache  cache
	active map[[2]uint64]int32 // the states on the stack, by hash: their place
	stack  []frame
	enc    encoder
	seeds  [2]maphash.Seed
	stats  Stats
	ctx    context.Context
	err    error
}

// frame is a state on the search's stack: its hash, its lowlink (its
// Tarjan index is its place on the stack: a component closed frees the
// places above its root, so the states on the stack always hold places
// 0 to n-1 in the order they were met), and the best value of its moves
// that leave its component.
type frame struct {
	h    [2]uint64
	low  int32
	best float64
}

// New returns a solver for rules r.
func New(r canfield.Rules, opt Options) (*Solver, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	if r.FoundationToTableau {
		return nil, fmt.Errorf("exact values: rules whose foundation cards come back are not solved")
	}
	if opt.CacheSlots <= 0 {
		opt.CacheSlots = DefaultCacheSlots
	}
	x := &Solver{rules: r, deck: r.Deck(), opt: opt, active: map[[2]uint64]int32{}}
	x.seeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}
	x.cache.init(opt.CacheSlots)
	return x, nil
}

// Rules returns the solver's rules.
func (x *Solver) Rules() canfield.Rules { return x.rules }

// Stats returns the work done so far.
func (x *Solver) Stats() Stats { return x.stats }

// CacheLen returns the number of values the memo holds now.
func (x *Solver) CacheLen() int { return x.cache.len() }

// Stored returns the number of values put in the memo so far (each
// closed state once, more if dropped and met again).
func (x *Solver) Stored() int64 { return x.cache.stored }

// Value returns the value of position p: the chance that the best player
// who sees only what p shows wins from it. A search stopped by ctx returns
// ctx's error.
func (x *Solver) Value(ctx context.Context, p Position) (float64, error) {
	if err := x.load(ctx, p); err != nil {
		return 0, err
	}
	v, _ := x.after()
	return v, x.finish()
}

// MoveValue is a legal move and the value of playing it.
type MoveValue struct {
	Move  canfield.Move
	Value float64
}

// MoveValues returns the value of every legal move of p, in the order
// canfield's GenMoves lists them. The position's value is the best of
// them (1 when it is won and has no move).
func (x *Solver) MoveValues(ctx context.Context, p Position) ([]MoveValue, error) {
	if err := x.load(ctx, p); err != nil {
		return nil, err
	}
	if _, ok := x.faceUpUnseen(); ok {
		return nil, fmt.Errorf("exact values: a face-up card of the position is not among the cards seen")
	}
	var l canfield.MoveList
	x.st.GenMoves(&l)
	out := make([]MoveValue, 0, l.N)
	for _, m := range l.Slice() {
		u := x.st.Apply(m)
		v, _ := x.after()
		x.st.Undo(m, u)
		out = append(out, MoveValue{Move: m, Value: v})
	}
	return out, x.finish()
}

// load makes p the solver's current position.
func (x *Solver) load(ctx context.Context, p Position) error {
	x.ctx = ctx
	if !p.State.Rules().Same(x.rules) {
		return fmt.Errorf("exact values: the position is under other rules than the solver's")
	}
	if p.Seen&^x.deck != 0 {
		return fmt.Errorf("exact values: cards seen that are not in the deck")
	}
	x.st, x.seen, x.err = p.State, p.Seen, nil
	return nil
}

// finish returns the error of the last search and checks that it left
// no component open.
func (x *Solver) finish() error {
	if x.err == nil && len(x.stack) != 0 {
		x.err = fmt.Errorf("exact values: %d states left open", len(x.stack))
	}
	if x.err != nil {
		// A search cut short may have closed components on values not
		// searched to the end: forget them all.
		clear(x.active)
		x.stack = x.stack[:0]
		x.cache.reset()
	}
	return x.err
}

// unseenExposed returns a card of the current position that is not seen
// yet and is to be shown now: the reserve's top or the waste's top just
// turned up, or a card that dealing round the stock's cycle brings to the
// waste's top (peek.go).
func (x *Solver) unseenExposed() (canfield.Card, bool) {
	if c, ok := x.faceUpUnseen(); ok {
		return c, true
	}
	if !x.opt.NoPeek {
		return x.cycleUnseen()
	}
	return canfield.NoCard, false
}

// faceUpUnseen returns the reserve's top or the waste's top when it is
// not seen yet: a card a move has just turned up.
func (x *Solver) faceUpUnseen() (canfield.Card, bool) {
	if c := x.st.ReserveTop(); c != canfield.NoCard && !x.seen.Has(c) {
		return c, true
	}
	if c := x.st.WasteTop(); c != canfield.NoCard && !x.seen.Has(c) {
		return c, true
	}
	return canfield.NoCard, false
}

// after returns the value of the current position as a move left it:
// a chance node when it turned up an unseen place, else a state of
// choices. low >= 0 means the state is open on the stack (its value is
// not known yet) with that lowlink.
func (x *Solver) after() (v float64, low int32) {
	at, ok := x.unseenExposed()
	if !ok {
		return x.visit()
	}
	x.stats.Chances++
	unseen := x.deck &^ x.seen
	n, sum := 0, 0.0
	for rest := unseen; rest != 0; rest &= rest - 1 {
		c := cardOfBit(rest)
		if c != at && !x.st.Exchange(at, c) {
			x.err = fmt.Errorf("exact values: unseen card %v is not in the reserve or the talon", c)
			return 0, -1
		}
		x.seen = x.seen.With(c)
		v, low := x.after()
		x.seen = x.seen.Without(c)
		if c != at {
			x.st.Exchange(at, c)
		}
		if low >= 0 {
			if x.err == nil {
				x.err = ErrPremise
			}
			return 0, -1
		}
		sum += v
		n++
	}
	return sum / float64(n), -1
}

// cardOfBit returns the card of the lowest bit of a non-empty set.
func cardOfBit(s canfield.CardSet) canfield.Card {
	i := 0
	for s&1 == 0 {
		s >>= 1
		i++
	}
	return canfield.CardAt(i)
}

// visit returns the value of the current state of choices, searching it
// if its value is not known: (value, -1) when known, (0, lowlink) when it
// is open on the stack.
func (x *Solver) visit() (float64, int32) {
	k := x.enc.key(&x.st, x.seen, x.rules.Passes > 0)
	h := [2]uint64{maphash.Bytes(x.seeds[0], k) | 1, maphash.Bytes(x.seeds[1], k)}
	if v, ok := x.cache.get(h[0], h[1]); ok {
		return v, -1
	}
	if i, ok := x.active[h]; ok {
		return 0, i
	}
	idx := int32(len(x.stack))
	x.active[h] = idx
	x.stack = append(x.stack, frame{h: h, low: idx})
	x.stats.Nodes++
	if x.stats.Nodes&(1<<16-1) == 0 && x.ctx.Err() != nil {
		x.err = x.ctx.Err()
	}
	if x.st.Won() {
		x.stack[idx].best = 1
	} else {
		var l canfield.MoveList
		if m, ok := x.forced(); ok && !x.opt.NoForced {
			l.Moves[0], l.N = m, 1
		} else {
			x.st.GenMoves(&l)
		}
		for _, m := range l.Slice() {
			u := x.st.Apply(m)
			v, low := x.after()
			x.st.Undo(m, u)
			if x.err != nil {
				break
			}
			f := &x.stack[idx]
			if low >= 0 {
				f.low = min(f.low, low)
			} else if v > f.best {
				f.best = v
			}
			if f.best >= 1 && !x.opt.NoCutoff {
				break
			}
		}
	}
	if low := x.stack[idx].low; low < idx {
		return 0, low
	}
	return x.close(idx), -1
}

// close pops the component whose root is at place idx off the stack,
// gives every state of it the component's value, and returns it.
func (x *Solver) close(idx int32) float64 {
	best := 0.0
	for _, f := range x.stack[idx:] {
		best = max(best, f.best)
	}
	if n := len(x.stack) - int(idx); n > 1 {
		x.stats.Components++
		x.stats.Largest = max(x.stats.Largest, n)
	}
	for _, f := range x.stack[idx:] {
		delete(x.active, f.h)
		x.cache.put(f.h[0], f.h[1], best)
	}
	x.stack = x.stack[:idx]
	return best
}
