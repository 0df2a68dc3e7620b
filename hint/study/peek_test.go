package study

import (
	"testing"

	"canfield/canfield"
	"canfield/hint"
)

// A sim run with a peek says so in every game and in its summary, and a
// peek sim does not know is refused before any game.
func TestSimPeekRecorded(t *testing.T) {
	o := hint.DefaultAdvise()
	o.Samples, o.Nodes, o.DeepNodes, o.Workers = 4, 500, 0, 1
	var games []GameResult
	cfg := SimConfig{Rules: canfield.Classic, Games: 1, Seed: 2, Player: "hint", Workers: 1, Hint: o, Peek: "stock", MaxMoves: 40,
		OnGame: func(g GameResult) { games = append(games, g) }}
	res, err := Sim(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1 {
		t.Fatalf("%d games reported, want 1", len(games))
	}
	if res.Peek != "stock" || games[0].Peek != "stock" {
		t.Errorf("peek recorded as %q (summary) and %q (game), want stock", res.Peek, games[0].Peek)
	}
	cfg.Peek = "tableau"
	if _, err := Sim(t.Context(), cfg); err == nil {
		t.Error("sim took --peek tableau")
	}
}
