package main

// The review as JSON (analyze --json).

import (
	"math"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
)

// reviewJSON is the JSON form of a review: the engine's moves and facts
// written as the screen writes them (move tokens, reasons in plain cards).
type reviewJSON struct {
	Winnable  string         `json:"winnable"`
	Line      []string       `json:"line,omitempty"`
	LostAt    int            `json:"lost_at,omitempty"`
	Decisions []decisionJSON `json:"decisions"`
	// ChartNote is what goes under a chart of the decisions' chances.
	ChartNote string `json:"chart_note"`
}

// decisionJSON is the JSON form of one judged move; Before and After are
// null where the move was forced and not searched.
type decisionJSON struct {
	Number     int      `json:"move"`
	Played     string   `json:"played"`
	Choices    int      `json:"choices"`
	Before     *float64 `json:"before"`
	After      *float64 `json:"after"`
	Best       string   `json:"best"`
	BestReason string   `json:"best_reason,omitempty"`
	Loss       float64  `json:"loss"`
	Tied       bool     `json:"tied,omitempty"`
	Hinted     bool     `json:"hinted,omitempty"`
	ThrewWin   bool     `json:"threw_win,omitempty"`
	KeepsWin   string   `json:"keeps_win,omitempty"`
	// Better is, for a costly decision, the move the review names as
	// better (hint.Decision.Better), never the move played; "" when none.
	Better       string `json:"better,omitempty"`
	BetterReason string `json:"better_reason,omitempty"`
	// Cost is, for a costly decision, whether it "could be seen" from what
	// the player knew or only "with every card known" (costKind).
	Cost string `json:"cost,omitempty"`
}

func newReviewJSON(rev *hint.Review) reviewJSON {
	out := reviewJSON{Winnable: rev.Winnable, LostAt: rev.LostAt, Line: moveTokens(rev.Line), ChartNote: chartLuckNote}
	out.Decisions = decisionsJSON(rev.Decisions)
	return out
}

func decisionsJSON(ds []hint.Decision) []decisionJSON {
	plain := newStyle(true)
	num := func(x float64) *float64 {
		if math.IsNaN(x) {
			return nil
		}
		return &x
	}
	out := make([]decisionJSON, len(ds))
	for i, d := range ds {
		out[i] = decisionJSON{Number: d.Number, Played: notation.FormatMove(d.Played), Choices: d.Choices,
			Before: num(d.Before), After: num(d.After), Best: notation.FormatMove(d.Best),
			Loss: d.Loss, Tied: d.Tied, Hinted: d.Hinted, ThrewWin: d.ThrewWin}
		if d.Choices > 1 {
			out[i].BestReason = plain.moveWords(d.BestFacts, true)
		}
		if d.Keeps {
			out[i].KeepsWin = notation.FormatMove(d.KeepsWin)
		}
		if d.ThrewWin || d.Visible() {
			out[i].Cost = costKind(d)
			if m, f, ok := d.Better(); ok {
				out[i].Better, out[i].BetterReason = notation.FormatMove(m), plain.moveWords(f, true)
			}
		}
	}
	return out
}

// moveTokens writes moves in the move notation.
func moveTokens(ms []canfield.Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, notation.FormatMove(m))
	}
	return out
}
