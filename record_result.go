package main

import (
	"fmt"

	"canfield/notation"
	"canfield/tracker"
)

// resultMismatch says how the record's Result tag disagrees with the game
// its moves reach (g, replayed from rec to its end), "" when it agrees or
// the game is in progress: a game tagged won whose moves do not win it, or
// one tagged lost in which a move can still change the game. Only a record
// edited by hand does this, most often a line of moves cut short.
func resultMismatch(rec *notation.Record, g *tracker.Game) string {
	res, _ := rec.Get(notation.TagResult)
	moves := plural(len(g.Moves()), "move")
	switch {
	case res == notation.ResultWon && !g.Won():
		return fmt.Sprintf("its Result tag says won, but its %s do not win the game", moves)
	case res == notation.ResultLost && !g.Won() && !g.Stuck():
		return fmt.Sprintf("its Result tag says lost, but after its %s a move can still change the game", moves)
	}
	return ""
}

// unfinished reports whether play --resume goes on with rec: a game in
// progress, or one whose Result tag its moves do not reach.
func unfinished(rec *notation.Record) bool {
	if res, _ := rec.Get(notation.TagResult); res == "" || res == notation.ResultInProgress {
		return true
	}
	g, err := tracker.FromRecord(rec)
	return err == nil && resultMismatch(rec, g) != ""
}
