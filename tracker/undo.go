package tracker

// Taking back, replaying and correcting what was entered.

import (
	"errors"
	"fmt"

	"canfield/canfield"
)

// Undo takes back the last action, a move or a card entry; an undone entry
// is forgotten, so the card is asked for again. A card the tracker entered
// by itself goes with the action that led to it.
func (g *Game) Undo() (Action, error) {
	for len(g.history) > 0 && g.history[len(g.history)-1].Auto {
		g.forget(g.history[len(g.history)-1].Pos)
		g.history = g.history[:len(g.history)-1]
	}
	if len(g.history) == 0 {
		return Action{}, fmt.Errorf("%w: the game is at its start", ErrNothing)
	}
	a := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	if a.Entry {
		g.forget(a.Pos)
	} else {
		g.state.Undo(a.Move, a.undo)
	}
	g.redo = append(g.redo, a)
	return a, nil
}

// UndoMove takes back the last move and every card entered after it.
func (g *Game) UndoMove() (canfield.Move, error) {
	for {
		a, err := g.Undo()
		if err != nil {
			return canfield.Move{}, err
		}
		if !a.Entry {
			return a.Move, nil
		}
		if len(g.history) == 0 {
			return canfield.Move{}, fmt.Errorf("%w: no move has been made", ErrNothing)
		}
	}
}

// Redo replays the last undone action.
func (g *Game) Redo() (Action, error) {
	if len(g.redo) == 0 {
		return Action{}, fmt.Errorf("%w: nothing was undone", ErrNothing)
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

// Fix corrects the card entered for deal position pos to c. The whole
// history is checked again: if the correction makes a move illegal, Fix
// returns a *MoveError naming the first such move and changes nothing,
// unless truncate is set, in which case the game is cut back to just
// before that move (entries after it are forgotten too).
func (g *Game) Fix(pos int, c canfield.Card, truncate bool) error {
	if pos < 0 || pos >= g.lay.Size || g.known[pos] == canfield.NoCard {
		return fmt.Errorf("%w: %s has not been entered", ErrNothing, canfield.PositionName(g.rules, pos))
	}
	if g.known[pos] == c {
		return nil
	}
	if err := g.checkNew(c, pos); err != nil {
		return err
	}
	saved := g.clone()
	g.forget(pos)
	g.place(pos, c)
	for i := range g.history {
		if g.history[i].Entry && g.history[i].Pos == pos {
			g.history[i].Card = c
		}
	}
	err := g.rebuild()
	var me *MoveError
	if err != nil && errors.As(err, &me) && truncate {
		cut := g.historyIndexOfMove(me.Index)
		for _, a := range g.history[cut:] {
			if a.Entry {
				g.forget(a.Pos)
			}
		}
		g.history = g.history[:cut]
		err = g.rebuild()
	}
	if err != nil {
		*g = *saved
		return err
	}
	g.redo = g.redo[:0]
	return nil
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
	c.completion = append([]canfield.Card(nil), g.completion...)
	c.history = append([]Action(nil), g.history...)
	c.redo = append([]Action(nil), g.redo...)
	c.later = append([]canfield.Card(nil), g.later...)
	return &c
}
