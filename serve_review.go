package main

// The review of an ended game, for the page: what 'canfield analyze
// --json' prints for it, worked out once in the background while the page
// shows how far it has got.

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
)

// reviewOf reviews the ended game g as analyze --json does, with the
// budget the terminal's review at the end of a game has (samples deals a
// decision when above 0, as analyze --samples), and returns the
// JSON; progress is told the decisions valued. A real deal whose cards
// were not all seen is reviewed as far as its record allows (the page asks
// for no cards).
func (ws *webServer) reviewOf(ctx context.Context, g *webGame, samples int, progress func(done, total int)) ([]byte, error) {
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
	if err := reviewGameTelling(env, o, nil, progress); err != nil {
		// The record was written by this game, but may have been changed
		// since: its fault is told without its text, and the file by its
		// name alone.
		return nil, fmt.Errorf("reviewing %s: %w", filepath.Base(file), withoutRecordText(file, err))
	}
	return out.Bytes(), nil
}

// reviewJob is the review of one game, made once: the first request
// starts it, and every request until it ends is told how far it has got.
type reviewJob struct {
	mu          sync.Mutex
	done, total int
	finished    bool
	out         []byte
	err         error
}

// reviewProgress answers a review still being made (202 Accepted): the
// decisions valued so far, of how many (0 before they are counted).
type reviewProgress struct {
	Done  int `json:"done"`
	Total int `json:"total"`
}

// reviewFor returns g's review job, starting it under ws.ctx (the server's
// life, not the request's: a page that reloads finds it going on).
func (ws *webServer) reviewFor(g *webGame) *reviewJob {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.review != nil {
		return g.review
	}
	j := &reviewJob{}
	g.review = j
	go func() {
		ctx, cancel := context.WithTimeout(ws.ctx, ws.limits.reviewTime)
		defer cancel()
		out, err := ws.reviewOf(ctx, g, ws.reviewSamples, func(done, total int) {
			j.mu.Lock()
			j.done, j.total = done, total
			j.mu.Unlock()
		})
		j.mu.Lock()
		j.out, j.err, j.finished = out, err, true
		j.mu.Unlock()
	}()
	return j
}

func (ws *webServer) reviewGame(w http.ResponseWriter, r *http.Request) {
	g := ws.game(w, r)
	if g == nil {
		return
	}
	g.mu.Lock()
	ended := g.ended && g.s.result != ""
	g.mu.Unlock()
	if !ended {
		writeError(w, http.StatusConflict, errors.New("the review comes once the game has ended (won, lost or resigned)"))
		return
	}
	j := ws.reviewFor(g)
	j.mu.Lock()
	finished, err := j.finished, j.err
	j.mu.Unlock()
	if finished && err != nil {
		// Told once; the next request tries again (the server may have
		// been thinking all it may, or stopping).
		g.mu.Lock()
		if g.review == j {
			g.review = nil
		}
		g.mu.Unlock()
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	switch {
	case !j.finished:
		writeJSON(w, http.StatusAccepted, reviewProgress{Done: j.done, Total: j.total})
	case j.err != nil:
		writeError(w, http.StatusConflict, j.err)
	default:
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(j.out)
	}
}
