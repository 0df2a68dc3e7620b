package main

import (
	"fmt"

	"canfield/notation"
	"canfield/tracker"
)

// resultMismatch says how the record's Result tag disagrees with the game
// its moves reach (g, replayed from rec to its end), with its likely cause,
// "" when it agrees or the game is in progress: a game tagged won whose
// moves do not win it, one tagged lost in which a move can still change
// the game (both most often a line of moves cut short), or one tagged lost
// or abandoned whose moves win it (a tag edited). Only a record edited by
// hand does this.
func resultMismatch(rec *notation.Record, g *tracker.Game) string {
	res, _ := rec.Get(notation.TagResult)
	moves := plural(len(g.Moves()), "move")
	switch {
	case res == notation.ResultWon && !g.Won():
		return fmt.Sprintf("its Result tag says won, but its %s do not win the game (were its moves cut?)", moves)
	case (res == notation.ResultLost || res == notation.ResultAbandoned) && g.Won():
		return fmt.Sprintf("its Result tag says %s, but its %s win the game (was the tag edited?)", res, moves)
	case res == notation.ResultLost && !g.Stuck():
		return fmt.Sprintf("its Result tag says lost, but after its %s a move can still change the game (were its moves cut?)", moves)
	}
	return ""
}

// reachedResult is the Result the moves of g reach: won, lost (no move
// can change the game), or in progress.
func reachedResult(g *tracker.Game) string {
	switch {
	case g.Won():
		return notation.ResultWon
	case g.Stuck():
		return notation.ResultLost
	}
	return notation.ResultInProgress
}

// unfinished reports whether play --resume goes on with rec: a game in
// progress, or one tagged won or lost whose moves leave it in progress
// (abandoned is a true end there).
func unfinished(rec *notation.Record) bool {
	if res, _ := rec.Get(notation.TagResult); res == "" || res == notation.ResultInProgress {
		return true
	}
	g, err := tracker.FromRecord(rec)
	return err == nil && resultMismatch(rec, g) != "" && reachedResult(g) == notation.ResultInProgress
}
