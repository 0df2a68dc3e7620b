package tracker

// Taking back, replaying and correcting what was entered.
//
// A position once seen stays known: taking a move back keeps every card
// entered after it at its deal position, so when the card comes face up
// again Need offers it (Request.Known) instead of asking, and a different
// card there is refused. Only UndoEntry (the player takes back a card
// just typed) and Fix change a card seen.

import (
	"errors"
	"fmt"

	"canfield/canfield"
)

// Undo takes back the last action, a move or a card entry. The card of an
// undone entry stays known at its place. A card the tracker entered by
// itself (the last unseen card) goes with the action that led to it.
func (g *Game) Undo() (Action, error) {
	if len(g.history) == 0 {
		return Action{}, fmt.Errorf("%w: the game is at its start", ErrNothing)
	}
	g.dropAuto()
	if len(g.history) == 0 {
		return Action{}, fmt.Errorf("%w: the game is at its start", ErrNothing)
	}
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	if a.Entry {
		g.live[a.Pos] = false
	} else {
		g.state.Undo(a.Move, a.undo)
		g.nMoves--
		g.keepKnown()
	}
	g.redo = append(g.redo, a)
	return a, nil
}

// keepKnown notes, after moves were taken back, that every card known
// stays known at the position the game is back at: the next move is
// chosen knowing it, though the move that showed it is gone.
func (g *Game) keepKnown() {
	for p, c := range g.known {
		if c != canfield.NoCard && int(g.knownAt[p]) > g.nMoves {
			g.knownAt[p] = int16(g.nMoves)
		}
	}
}

// dropAuto takes back the cards the tracker entered by itself at the end
// of the history; they are forgotten, and found again when they show.
func (g *Game) dropAuto() {
	for len(g.history) > 0 && g.history[len(g.history)-1].Auto {
		g.forget(g.history[len(g.history)-1].Pos)
		g.history = g.history[:len(g.history)-1]
	}
}

// UndoMove takes back the last move and every card entered after it; the
// cards stay known. With no move made it changes nothing.
func (g *Game) UndoMove() (canfield.Move, error) {
	if len(g.Moves()) == 0 {
		return canfield.Move{}, fmt.Errorf("%w: no move has been made", ErrNothing)
	}
	for {
		a, err := g.Undo()
		if err != nil {
			return canfield.Move{}, err
		}
		if !a.Entry {
			return a.Move, nil
		}
	}
}

// UndoEntry takes back the last card entered, when no move follows it,
// and forgets it (also from the recorded deal): the player typed it
// wrong, and Need asks for it again. During the deal it steps back one
// card at a time.
func (g *Game) UndoEntry() (Action, error) {
	i := len(g.history) - 1
	for i >= 0 && g.history[i].Auto {
		i--
	}
	switch {
	case i < 0:
		return Action{}, fmt.Errorf("%w: no card has been entered", ErrNothing)
	case !g.history[i].Entry:
		return Action{}, fmt.Errorf("%w: a move follows the last card entered", ErrNothing)
	}
	g.dropAuto()
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.forget(a.Pos)
	if a.Pos < len(g.later) {
		g.later[a.Pos] = canfield.NoCard
	}
	g.redo = g.redo[:0]
	return a, nil
}

// ForgetTakenBack forgets every card seen only on lines of play taken
// back: what the table showed at this point of the game, no more (for
// stepping back through a recorded game).
func (g *Game) ForgetTakenBack() {
	for p, c := range g.known {
		if c != canfield.NoCard && !g.live[p] {
			g.forget(p)
		}
	}
}

// Redo replays the last undone action.
func (g *Game) Redo() (Action, error) {
	if len(g.redo) == 0 {
		return Action{}, fmt.Errorf("%w: no move was taken back", ErrNothing)
	}
	a := g.redo[len(g.redo)-1]
	redo := g.redo[:len(g.redo)-1]
	var err error
	if a.Entry {
		req, ok := g.Need()
		switch {
		case !ok || req.Pos != a.Pos:
			err = fmt.Errorf("the undone entry of %v no longer fits", a.Card)
		default:
			err = g.checkNew(a.Card, a.Pos)
		}
		if err == nil {
			g.setKnown(a.Pos, a.Card)
			g.live[a.Pos] = true
			g.history = append(g.history, Action{Entry: true, Pos: a.Pos, Card: a.Card})
			g.settle()
		}
	} else {
		err = g.Play(a.Move)
	}
	if err != nil {
		return a, err
	}
	g.redo = redo
	return a, nil
}

// RedoMove redoes the next undone move and the entries that followed it.
func (g *Game) RedoMove() (canfield.Move, error) {
	a, err := g.Redo()
	if err != nil {
		return canfield.Move{}, err
	}
	for len(g.redo) > 0 && g.redo[len(g.redo)-1].Entry {
		if _, err := g.Redo(); err != nil {
			break
		}
	}
	return a.Move, nil
}

// CardAt returns the card known at deal position pos, seen in play or
// given by the recorded deal, or NoCard.
func (g *Game) CardAt(pos int) canfield.Card {
	if pos < 0 || pos >= g.lay.Size {
		return canfield.NoCard
	}
	if c := g.known[pos]; c != canfield.NoCard {
		return c
	}
	if pos < len(g.later) {
		return g.later[pos]
	}
	return canfield.NoCard
}

// WhereKnown returns the deal position where card c is known, seen in
// play or given by the recorded deal, or -1.
func (g *Game) WhereKnown(c canfield.Card) int {
	if p := g.WhereSeen(c); p >= 0 {
		return p
	}
	for p, l := range g.later {
		if l == c && c != canfield.NoCard {
			return p
		}
	}
	return -1
}

// Fix corrects the card known at deal position pos (entered by the player,
// now or before the game was saved and resumed, or given by the recorded
// deal) to c. The whole history is checked again: if the correction makes
// a move illegal, Fix returns a *MoveError naming the first such move and
// changes nothing, unless truncate is set, in which case the game is cut
// back to just before that move (the cards entered after it stay known).
//
// When c is known at another position q, Fix refuses (ErrSeen) unless
// truncate is set, in which case the two swap: q cannot hold c if pos
// does, and the card pos held is the one set free. This corrects a wrong
// card and the last card the tracker deduced from it in one step.
func (g *Game) Fix(pos int, c canfield.Card, truncate bool) error {
	old := g.CardAt(pos)
	if old == canfield.NoCard {
		return fmt.Errorf("%w: %s has not been entered", ErrNothing, canfield.PositionName(g.rules, pos))
	}
	if old == c {
		return nil
	}
	q := -1
	if err := g.checkCard(c, pos); err != nil {
		if q = g.WhereKnown(c); !truncate || !errors.Is(err, ErrSeen) || q < 0 || q == pos {
			return err
		}
	}
	saved := g.clone()
	g.swap(pos, c, q, old)
	err := g.rebuild()
	var me *MoveError
	if err != nil && errors.As(err, &me) && truncate {
		cut := g.historyIndexOfMove(me.Index)
		for _, a := range g.history[cut:] {
			switch {
			case a.Entry && a.Auto:
				g.forget(a.Pos)
			case a.Entry:
				g.live[a.Pos] = false
			}
		}
		g.history = g.history[:cut]
		g.nMoves = len(g.Moves())
		g.keepKnown()
		err = g.rebuild()
	}
	if err != nil {
		*g = *saved
		return err
	}
	g.redo = g.redo[:0]
	return nil
}

// swap makes c the card at pos and, when q >= 0, old (pos's card until
// now) the card at q, wherever they are known (seen, recorded, entered in
// the history). The state must be rebuilt after.
func (g *Game) swap(pos int, c canfield.Card, q int, old canfield.Card) {
	pk, pl := g.known[pos] != canfield.NoCard, g.live[pos]
	qk, ql := q >= 0 && g.known[q] != canfield.NoCard, q >= 0 && g.live[q]
	if pk {
		g.forget(pos)
	}
	if qk {
		g.forget(q)
	}
	if pk {
		g.place(pos, c)
		g.live[pos] = pl
	}
	if qk {
		g.place(q, old)
		g.live[q] = ql
	}
	if pos < len(g.later) && g.later[pos] != canfield.NoCard {
		g.later[pos] = c
	}
	if q >= 0 && q < len(g.later) && g.later[q] == c {
		g.later[q] = old
	}
	for i, a := range g.history {
		switch {
		case a.Entry && a.Pos == pos:
			g.history[i].Card = c
		case a.Entry && a.Pos == q:
			g.history[i].Card = old
		}
	}
}

// historyIndexOfMove returns the history index of the n-th move (1-based).
func (g *Game) historyIndexOfMove(n int) int {
	for i, a := range g.history {
		if !a.Entry {
			n--
			if n == 0 {
				return i
			}
		}
	}
	return len(g.history)
}

func (g *Game) clone() *Game {
	c := *g
	c.known = append([]canfield.Card(nil), g.known...)
	c.live = append([]bool(nil), g.live...)
	c.knownAt = append([]int16(nil), g.knownAt...)
	c.completion = append([]canfield.Card(nil), g.completion...)
	c.history = append([]Action(nil), g.history...)
	c.redo = append([]Action(nil), g.redo...)
	if g.later != nil {
		c.later = append([]canfield.Card(nil), g.later...)
	}
	return &c
}
