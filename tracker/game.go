package tracker

import (
	"errors"
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// Game is a game as the player knows it. Create it with New; feed it the
// cards the table shows (Enter) and the moves made (Play).
type Game struct {
	rules      canfield.Rules
	lay        canfield.Layout
	known      []canfield.Card          // per deal position; NoCard where not seen
	live       []bool                   // per deal position: its card's entry is in the history
	knownAt    []int16                  // per known deal position: the fewest moves on the line kept since its card was seen
	nMoves     int                      // moves in the history
	seenAt     [canfield.DeckSize]int16 // deal position of each seen card, or -1
	completion []canfield.Card          // known cards where known, unseen cards elsewhere
	posOf      [canfield.DeckSize]int16 // deal position of each card in completion
	state      canfield.State           // the position, over the completion
	history    []Action
	redo       []Action
	later      []canfield.Card            // cards known from outside play (SetDeal)
	notes      map[int]notation.MoveEntry // annotations of moves read from a record, by move index
}

// Action is one step of a game's history: a card entered or a move played.
type Action struct {
	// Entry is true for a card entered at deal position Pos.
	Entry bool
	Pos   int
	Card  canfield.Card
	// Auto marks an entry the tracker made itself: the last unseen card
	// at the last unseen place, which the player need not type.
	Auto bool
	// Move is the move played when Entry is false (canonical form).
	Move canfield.Move
	undo canfield.Undo
}

// Errors the tracker returns, wrapped with details; test with errors.Is.
var (
	// ErrSeen: the card entered is already known elsewhere.
	ErrSeen = errors.New("card already seen")
	// ErrNotNeeded: a card was entered when none is asked for.
	ErrNotNeeded = errors.New("no card is needed now")
	// ErrNeedCard: a move was made while a card is still to be entered.
	ErrNeedCard = errors.New("a card must be entered first")
	// ErrNothing: nothing to undo, redo or fix.
	ErrNothing = errors.New("nothing to do")
	// ErrContradicts: the card entered is not the one known at its place.
	ErrContradicts = errors.New("not the card known there")
	// ErrNotInDeck: the card is not in the rules' deck (a cut deck).
	ErrNotInDeck = errors.New("not in the deck")
)

// New starts a game under rules r with no card seen yet.
func New(r canfield.Rules) (*Game, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	g := &Game{rules: r, lay: canfield.DealLayout(r)}
	g.known = make([]canfield.Card, g.lay.Size)
	g.live = make([]bool, g.lay.Size)
	g.knownAt = make([]int16, g.lay.Size)
	g.completion = canfield.OrderedDeck(r)
	for i := range g.seenAt {
		g.seenAt[i] = -1
		g.posOf[i] = -1
	}
	for p, c := range g.completion {
		g.posOf[c.Index()] = int16(p)
	}
	if err := g.rebuild(); err != nil {
		return nil, err
	}
	return g, nil
}

// Rules returns the game's rules.
func (g *Game) Rules() canfield.Rules { return g.rules }

// Known returns the card known at deal position pos, or NoCard.
func (g *Game) Known(pos int) canfield.Card { return g.known[pos] }

// KnownDeal returns a copy of what is known of the deal: one entry per deal
// position, NoCard where not seen.
func (g *Game) KnownDeal() []canfield.Card { return append([]canfield.Card(nil), g.known...) }

// Seen returns the set of cards seen so far.
func (g *Game) Seen() canfield.CardSet {
	var s canfield.CardSet
	for _, c := range g.known {
		if c != canfield.NoCard {
			s = s.With(c)
		}
	}
	return s
}

// WhereSeen returns the deal position where card c was seen, or -1.
func (g *Game) WhereSeen(c canfield.Card) int {
	if !c.Valid() {
		return -1
	}
	return int(g.seenAt[c.Index()])
}

// History returns the actions so far (a copy).
func (g *Game) History() []Action { return append([]Action(nil), g.history...) }

// Moves returns the moves played so far, in order.
func (g *Game) Moves() []canfield.Move {
	var ms []canfield.Move
	for _, a := range g.history {
		if !a.Entry {
			ms = append(ms, a.Move)
		}
	}
	return ms
}

// CanRedo reports whether an undone action can be redone.
func (g *Game) CanRedo() bool { return len(g.redo) > 0 }

// Request is a card the player must enter: the deal position whose card
// has just come face up, and where it is on the table, in words.
type Request struct {
	Pos   int
	Place string
	// Known is the card already known at Pos, or NoCard: seen there
	// before (on a line of play since taken back) or given by the
	// recorded deal. Only that card can be entered; the caller may
	// enter it without asking.
	Known canfield.Card
}

// Need returns the card the player must enter before anything else, if
// any: the first face-up place whose card is not entered yet, in the order
// the table is read at the deal (reserve top, base, columns 1-4) and then
// the new reserve top or waste top. A card seen there before, on a line
// of play taken back since, is not forgotten: Request.Known gives it.
func (g *Game) Need() (Request, bool) {
	s := &g.state
	ask := func(c canfield.Card, place string) (Request, bool) {
		p := int(g.posOf[c.Index()])
		if g.live[p] {
			return Request{}, false
		}
		return g.request(p, place), true
	}
	res := s.Reserve()
	for i := len(res) - 1; i >= 0; i-- {
		place := "the reserve's top card"
		if i < len(res)-1 {
			place = fmt.Sprintf("reserve card %d from the top", len(res)-i)
		}
		if r, ok := ask(res[i], place); ok {
			return r, true
		}
		if !g.rules.VisibleReserve {
			break
		}
	}
	if g.lay.Base >= 0 && !g.live[g.lay.Base] {
		return g.request(g.lay.Base, "the base card (first foundation)"), true
	}
	for i := range canfield.NumColumns {
		for _, c := range s.Column(i) {
			if r, ok := ask(c, fmt.Sprintf("column %d's card", i+1)); ok {
				return r, true
			}
		}
	}
	if c := s.WasteTop(); c != canfield.NoCard {
		if r, ok := ask(c, "the waste's top card"); ok {
			return r, true
		}
	}
	return Request{}, false
}

// request is the Request for deal position p, at place.
func (g *Game) request(p int, place string) Request {
	r := Request{Pos: p, Place: place, Known: g.known[p]}
	if r.Known == canfield.NoCard && p < len(g.later) {
		r.Known = g.later[p]
	}
	return r
}

// Enter records the card the player read for the card Need asks for. A
// card that cannot be there (already seen elsewhere, seen there before as
// another card, or of a fixed base rank) is refused with the reason, and
// nothing changes.
func (g *Game) Enter(c canfield.Card) error {
	req, ok := g.Need()
	if !ok {
		return ErrNotNeeded
	}
	if err := g.checkNew(c, req.Pos); err != nil {
		return err
	}
	g.setKnown(req.Pos, c)
	g.live[req.Pos] = true
	g.history = append(g.history, Action{Entry: true, Pos: req.Pos, Card: c})
	g.redo = g.redo[:0]
	g.settle()
	return nil
}

// settle enters by itself a card the player would be asked for but that
// can be known: when one place is unseen, it holds the one unseen card.
func (g *Game) settle() {
	req, ok := g.Need()
	if !ok || g.known[req.Pos] != canfield.NoCard {
		return
	}
	var unseen []int
	for p, c := range g.known {
		if c == canfield.NoCard {
			unseen = append(unseen, p)
		}
	}
	if len(unseen) != 1 {
		return
	}
	c := g.completion[req.Pos] // the only card not known anywhere
	g.setKnown(req.Pos, c)
	g.live[req.Pos] = true
	g.history = append(g.history, Action{Entry: true, Auto: true, Pos: req.Pos, Card: c})
}

// checkNew reports why card c cannot be the card entered at position pos.
func (g *Game) checkNew(c canfield.Card, pos int) error {
	if err := g.checkCard(c, pos); err != nil {
		return err
	}
	if k := g.known[pos]; k != canfield.NoCard && k != c {
		return canfield.CardErrorf(ErrContradicts, "%v was seen there before (a move taken back since); 'fix %s %s' corrects it",
			k, notation.FormatCard(k), notation.FormatCard(c))
	}
	if pos < len(g.later) {
		if l := g.later[pos]; l != canfield.NoCard && l != c {
			return canfield.CardErrorf(ErrContradicts, "the recorded deal has %v there, not %v", l, c)
		}
	}
	return nil
}

// checkCard reports why card c cannot lie at position pos whatever was
// known there: it is no card, cannot be dealt, or is known elsewhere.
func (g *Game) checkCard(c canfield.Card, pos int) error {
	if !c.Valid() {
		return fmt.Errorf("not a card")
	}
	if !g.rules.InDeck(c) {
		return canfield.CardErrorf(ErrNotInDeck, "%v is not in this deck of %d suits of %d ranks", c, g.rules.SuitCount(), g.rules.RankCount())
	}
	if g.rules.BaseRank != 0 && c.Rank() == g.rules.BaseRank {
		return canfield.CardErrorf(nil, "%v cannot be dealt: the %v of every suit starts its foundation under these rules", c, c.Rank())
	}
	if at := g.seenAt[c.Index()]; at >= 0 && int(at) != pos {
		return canfield.CardErrorf(ErrSeen, "%v is already %s", c, canfield.PositionName(g.rules, int(at)))
	}
	for p, l := range g.later {
		if l == c && p != pos {
			return canfield.CardErrorf(ErrSeen, "the recorded deal has %v as %s", c, canfield.PositionName(g.rules, p))
		}
	}
	return nil
}

// setKnown makes c the known card at pos and recomputes the state. The
// card is known from now on (knownAt), or from earlier when it was known
// there already.
func (g *Game) setKnown(pos int, c canfield.Card) {
	if g.known[pos] == canfield.NoCard || int(g.knownAt[pos]) > g.nMoves {
		g.knownAt[pos] = int16(g.nMoves)
	}
	if g.place(pos, c) {
		// Both places were hidden until now, so every move so far stays
		// legal with the same visible effect; only the state's cards move.
		if err := g.rebuild(); err != nil {
			panic(fmt.Sprintf("tracker: swapping two hidden cards broke the history: %v", err))
		}
	}
}

// place makes c the known card at pos, moving the completion's card there
// to where c was (an unseen place). It reports whether the completion
// changed, in which case the state must be rebuilt.
func (g *Game) place(pos int, c canfield.Card) bool {
	q := int(g.posOf[c.Index()])
	old := g.completion[pos]
	g.completion[pos], g.completion[q] = c, old
	g.posOf[c.Index()], g.posOf[old.Index()] = int16(pos), int16(q)
	g.known[pos] = c
	g.seenAt[c.Index()] = int16(pos)
	return q != pos
}

// forget makes pos unknown again; the completion keeps the card there as
// an unseen card, so the state does not change.
func (g *Game) forget(pos int) {
	c := g.known[pos]
	g.known[pos] = canfield.NoCard
	g.live[pos] = false
	if c != canfield.NoCard {
		g.seenAt[c.Index()] = -1
	}
}

// rebuild deals the completion and replays the history's moves.
func (g *Game) rebuild() error {
	s, err := canfield.NewState(g.rules, g.completion)
	if err != nil {
		return err
	}
	for i := range g.history {
		a := &g.history[i]
		if a.Entry {
			continue
		}
		if err := s.Legal(a.Move); err != nil {
			return &MoveError{Index: g.moveNumber(i), Move: a.Move, Err: err}
		}
		a.undo = s.Apply(a.Move)
	}
	g.state = s
	return nil
}

// moveNumber returns the 1-based move number of history entry i.
func (g *Game) moveNumber(i int) int {
	n := 0
	for _, a := range g.history[:i+1] {
		if !a.Entry {
			n++
		}
	}
	return n
}

// MoveError names a move of the history that is not legal.
type MoveError struct {
	Index int // 1-based move number
	Move  canfield.Move
	Err   error
}

func (e *MoveError) Error() string { return fmt.Sprintf("move %d: %v", e.Index, e.Err) }

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Err }

// Play makes move m. It is refused, with the reason, while a card is to be
// entered or when the move breaks the rules; nothing changes then.
func (g *Game) Play(m canfield.Move) error {
	if req, ok := g.Need(); ok {
		return fmt.Errorf("%w: %s", ErrNeedCard, req.Place)
	}
	m = g.state.Canonical(m)
	if err := g.state.Legal(m); err != nil {
		return err
	}
	u := g.state.Apply(m)
	g.history = append(g.history, Action{Move: m, undo: u})
	g.nMoves++
	g.redo = g.redo[:0]
	g.settle()
	return nil
}
