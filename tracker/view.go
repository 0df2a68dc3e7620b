package tracker

import (
	"math/rand/v2"

	"canfield/canfield"
)

// View is the information set of a game: the rules, the cards seen at
// their deal positions, and the moves made. It is what the hint engine
// sees, and it offers no way to read a hidden card: it does not hold one.
// A View is a copy; the game may go on without changing it.
type View struct {
	rules canfield.Rules
	known []canfield.Card
	moves []canfield.Move
	// seenAt holds, per known deal position, the moves on the line played
	// from which its card was known: how many had been made when it was
	// entered, or fewer when it showed on a line of play taken back to
	// there (the moves after were chosen knowing it). nil (NewView) means
	// every card known from the start.
	seenAt []int16
}

// View returns the information-set view of the game now.
func (g *Game) View() View {
	v := View{rules: g.rules, known: g.KnownDeal(), moves: g.Moves(), seenAt: make([]int16, len(g.known))}
	for p, c := range g.known {
		if c != canfield.NoCard {
			v.seenAt[p] = g.knownAt[p]
		}
	}
	return v
}

// At returns the view as it was when the move after the first k moves was
// chosen (0 <= k <= len(Moves())): those moves, and the cards known by
// then, the cards seen on lines of play taken back before it included
// (what the review judges that move from). Views of one game met one after
// another as it was played, no move taken back, are the Ats of its last
// view.
func (v View) At(k int) View {
	k = max(0, min(k, len(v.moves)))
	w := View{rules: v.rules, known: make([]canfield.Card, len(v.known)), moves: v.moves[:k:k]}
	if v.seenAt != nil {
		w.seenAt = make([]int16, len(v.seenAt))
	}
	for p, c := range v.known {
		if v.seenAt == nil || int(v.seenAt[p]) <= k {
			w.known[p] = c
			if v.seenAt != nil {
				w.seenAt[p] = v.seenAt[p]
			}
		} else {
			w.known[p] = canfield.NoCard
		}
	}
	return w
}

// NewView builds a view from what is known of a deal and the moves made,
// e.g. from a game record. It checks nothing; StateOf reports a move that
// does not fit.
func NewView(r canfield.Rules, known []canfield.Card, moves []canfield.Move) View {
	return View{rules: r, known: append([]canfield.Card(nil), known...), moves: append([]canfield.Move(nil), moves...)}
}

// Rules returns the rules.
func (v View) Rules() canfield.Rules { return v.rules }

// Known returns the card seen at deal position pos, or NoCard.
func (v View) Known(pos int) canfield.Card { return v.known[pos] }

// KnownDeal returns what is known of the deal (a copy): one entry per
// deal position, NoCard where not seen.
func (v View) KnownDeal() []canfield.Card { return append([]canfield.Card(nil), v.known...) }

// Moves returns the moves made (a copy).
func (v View) Moves() []canfield.Move { return append([]canfield.Move(nil), v.moves...) }

// Unseen returns the cards of the deal not seen yet.
func (v View) Unseen() []canfield.Card {
	var seen canfield.CardSet
	for _, c := range v.known {
		if c != canfield.NoCard {
			seen = seen.With(c)
		}
	}
	var out []canfield.Card
	for _, c := range canfield.OrderedDeck(v.rules) {
		if !seen.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// UnknownPositions returns the deal positions whose card is not seen.
func (v View) UnknownPositions() []int {
	var out []int
	for p, c := range v.known {
		if c == canfield.NoCard {
			out = append(out, p)
		}
	}
	return out
}

// Sample fills dst (grown as needed) with a complete deal drawn uniformly
// from all deals that agree with every card seen: the unseen cards in a
// uniformly random order over the unseen positions. Nothing else of the
// game carries information about hidden cards (every move involves only
// face-up cards), so this is the exact distribution of the hidden cards.
func (v View) Sample(rng *rand.Rand, dst []canfield.Card) []canfield.Card {
	unseen := v.Unseen()
	rng.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	return v.complete(dst, unseen)
}

// complete fills dst with the known cards and, in order, the cards of
// unseen over the unseen positions.
func (v View) complete(dst, unseen []canfield.Card) []canfield.Card {
	dst = append(dst[:0], v.known...)
	k := 0
	for p, c := range dst {
		if c == canfield.NoCard {
			dst[p] = unseen[k]
			k++
		}
	}
	return dst
}

// Public returns a deal that agrees with everything seen and puts the
// unseen cards in a fixed order (ascending) over the unseen positions: a
// function of what is known only, usable wherever any consistent deal
// gives the same answer (legal moves, what is face up).
func (v View) Public() []canfield.Card { return v.complete(nil, v.Unseen()) }

// StateOf deals deal (a complete deal agreeing with the view) and replays
// the moves, returning the position now.
func (v View) StateOf(deal []canfield.Card) (canfield.State, error) {
	s, err := canfield.NewState(v.rules, deal)
	if err != nil {
		return s, err
	}
	for i, m := range v.moves {
		if err := s.Legal(m); err != nil {
			return s, &MoveError{Index: i + 1, Move: m, Err: err}
		}
		s.Apply(m)
	}
	return s, nil
}

// LegalMoves returns the legal moves now. They depend only on face-up
// cards, so they are computed on the public deal.
func (v View) LegalMoves() ([]canfield.Move, error) {
	s, err := v.StateOf(v.Public())
	if err != nil {
		return nil, err
	}
	var l canfield.MoveList
	s.GenMoves(&l)
	return append([]canfield.Move(nil), l.Slice()...), nil
}

// Lost reports whether the game is lost as far as the player can tell
// (see Game.Stuck): no move but dealing, and dealing shows only known
// cards that give no move either. A view whose moves do not replay is not
// called lost.
func (v View) Lost() bool {
	s, err := v.StateOf(v.Public())
	if err != nil || s.Won() {
		return false
	}
	var seen canfield.CardSet
	for _, c := range v.known {
		if c != canfield.NoCard {
			seen = seen.With(c)
		}
	}
	return s.StuckSeen(seen.Has)
}
