package main

// The review of an ended game, for the page: what 'canfield analyze
// --json' prints for it.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// reviewOf reviews the ended game g as analyze --json does, with the
// budget the terminal's review at the end of a game has (samples deals a
// decision when above 0, as analyze --samples), and returns the
// JSON. A real deal whose cards were not all seen is reviewed as far as
// its record allows (the page asks for no cards).
func (ws *webServer) reviewOf(ctx context.Context, g *webGame, samples int) ([]byte, error) {
	g.mu.Lock()
	ended, result, file, game := g.ended, g.s.result, g.s.out, 0
	if ended && g.s.file != nil {
		game = g.s.file.game
	}
	g.mu.Unlock()
	if !ended || result == "" {
		return nil, errors.New("the review comes once the game has ended (won, lost or resigned)")
	}
	release, _, err := ws.thinkTurn(ctx, g)
	if err != nil {
		return nil, fmt.Errorf("no review: %w", err)
	}
	defer release()
	var out, errs bytes.Buffer
	env := &Env{Ctx: ctx, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs}
	o := &reviewOptions{File: file, Game: game, Samples: samples, Top: 5, JSON: true, NoAsk: true}
	if err := reviewGameWith(env, o, nil); err != nil {
		// The record was written by this game, but may have been changed
		// since: its fault is told without its text.
		return nil, fmt.Errorf("reviewing %s: %w", file, withoutRecordText(file, err))
	}
	return out.Bytes(), nil
}

func (ws *webServer) reviewGame(w http.ResponseWriter, r *http.Request) {
	g := ws.game(w, r)
	if g == nil {
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), ws.limits.reviewTime)
	defer cancel()
	b, err := ws.reviewOf(ctx, g, ws.reviewSamples)
	if err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(b)
}
