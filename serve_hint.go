package main

// The hint as the page shows it: the best moves with their figures, how
// sure they are, and why, in the words of the terminal's h.

import (
	"context"
	"fmt"
	"time"

	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// webHint is one suggested move.
type webHint struct {
	Move string `json:"move"`
	// Figure is the column the terminal shows: "42%", "~40%" (rough),
	// "safe", "forced", "scout", or "" when not valued.
	Figure string `json:"figure"`
	// Chance is the chance of winning (0..1) or -1; PlusMinus its
	// standard error; Lo and Hi its 95 % interval: the sampled win rate's,
	// carried through the calibration where Chance is calibrated, so that
	// the figure always lies inside its interval.
	Chance    float64 `json:"chance"`
	PlusMinus float64 `json:"plusMinus"`
	Lo        float64 `json:"lo"`
	Hi        float64 `json:"hi"`
	Samples   int     `json:"samples"`
	Rough     bool    `json:"rough,omitempty"`
	Reason    string  `json:"reason"`
}

// webHints is the answer of the hint: the best moves first.
type webHints struct {
	Hints   []webHint `json:"hints"`
	Total   int       `json:"total"` // legal moves valued
	Seconds float64   `json:"seconds"`
	Notes   []string  `json:"notes,omitempty"`
}

// hints values the moves of g's position, as h does at the terminal, and
// keeps the best n (all when n is 0). It thinks in its turn (thinkTurn),
// and says so when it had to wait.
func (ws *webServer) hints(ctx context.Context, g *webGame, n int) (webHints, error) {
	v, st, ok := g.view()
	if !ok {
		return webHints{}, fmt.Errorf("no hint now: %w", errNoHint)
	}
	release, waited, err := ws.thinkTurn(ctx, g)
	if err != nil {
		return webHints{}, fmt.Errorf("no hint: %w", err)
	}
	defer release()
	start := time.Now()
	sugg, err := hint.Advise(ctx, v, ws.advise)
	if err != nil {
		return webHints{}, fmt.Errorf("no hint: %w", err)
	}
	out := webHints{Hints: []webHint{}, Total: len(sugg), Seconds: time.Since(start).Seconds()}
	if waited != "" {
		out.Notes = append(out.Notes, waited)
	}
	if n == 0 || n > len(sugg) {
		n = len(sugg)
	}
	if nothingWins(sugg) {
		out.Notes = append(out.Notes, nothingWinsNote(sugg, len(v.Unseen()), pageFace{}.resignHow()))
	}
	for _, h := range sugg[:n] {
		wh := webHint{Move: notation.FormatMove(h.Move), Chance: -1, Lo: h.Lo, Hi: h.Hi, Samples: h.Samples, Rough: rough(h),
			Reason: st.hintReason(h, true)}
		switch {
		case h.Chance >= 0:
			wh.Chance, wh.PlusMinus = h.Chance, h.ChanceErr
			wh.Lo, wh.Hi = chanceInterval(v, h)
			wh.Figure = fmt.Sprintf("%.0f%%", 100*h.Chance)
		case h.Win >= 0 && wh.Rough:
			wh.Chance, wh.PlusMinus = h.Win, h.StdErr
			wh.Figure = fmt.Sprintf("~%.0f%%", 100*h.Win)
		case h.Win >= 0:
			wh.Chance, wh.PlusMinus = h.Win, h.StdErr
			wh.Figure = fmt.Sprintf("%.0f%%", 100*h.Win)
		case h.Basis == hint.Forced || h.Basis == hint.Safe || h.Basis == hint.Scout:
			wh.Figure = h.Basis.String()
		}
		if wh.Chance >= 0 {
			// A lookahead's figure is a max of means, which may lie
			// outside its samples' interval: the interval shown holds it.
			wh.Lo, wh.Hi = min(wh.Lo, wh.Chance), max(wh.Hi, wh.Chance)
		}
		out.Hints = append(out.Hints, wh)
	}
	if anyRough(sugg[:n]) {
		out.Notes = append(out.Notes, roughNote)
	}
	return out, nil
}

// chanceInterval is the 95 % interval of h's measured chance: the interval
// of its sampled win rate carried through the preset's calibration, as
// the chance itself is (the map rises, so the chance stays inside it).
// With every card seen the chance is the win rate, and so is its interval.
func chanceInterval(v tracker.View, h hint.Suggestion) (lo, hi float64) {
	c, ok := hint.CalibrationFor(v.Rules().Name)
	unseen := len(v.Unseen())
	if !ok || unseen == 0 {
		return h.Lo, h.Hi
	}
	return c.Chance(h.Lo, unseen), c.Chance(h.Hi, unseen)
}
