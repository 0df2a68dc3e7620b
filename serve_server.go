package main

// The HTTP server of 'canfield serve': the page and a small JSON API over
// the games it plays, every URL guarded by the token made at start.

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"

	"canfield/hint"
)

// pageFiles are the page's assets, served from the binary: the page needs
// no other host.
//
//go:embed serve_page.html serve_page.js serve_page.css serve_icon.svg
var pageFiles embed.FS

// errNoHint is asked of a game that waits for a card or has ended.
var errNoHint = errors.New("the hint needs a move to be asked for (enter the card first; an ended game has none)")

// maxGames bounds the games a server keeps; the oldest ended one makes
// room for a new one.
const maxGames = 16

// webServer serves the page and the API.
type webServer struct {
	ctx    context.Context // ends every game's session when cancelled
	token  string
	out    string // the record file new games go to ("" a dated file each)
	advise hint.AdviseOptions
	// reviewSamples is the deals the review of an ended game samples a
	// decision (0: the hint's default, as the terminal's review).
	reviewSamples int
	// host is the address served, host:port: a request must name it, or
	// a loopback name, as its Host.
	host   string
	limits serveLimits
	// thinking is held by each hint or review being thought out, up to
	// limits.thinkers at once.
	thinking chan struct{}
	mu       sync.Mutex
	games    []*webGame // oldest first
	nextID   int
	starting int               // games being started, counted with the unfinished ones
	assets   map[string]*asset // the page and its files, by path (serve_assets.go)
}

// newToken returns a random token of 128 bits, as hex.
func newToken() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("making the page's token: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// newWebServer makes a server whose games run under ctx, within the
// default limits.
func newWebServer(ctx context.Context, token, out string, advise hint.AdviseOptions) (*webServer, error) {
	assets, err := pageAssets(token)
	if err != nil {
		return nil, err
	}
	ws := &webServer{ctx: ctx, token: token, out: out, advise: advise, assets: assets}
	ws.setLimits(defaultLimits())
	return ws, nil
}

// setLimits bounds the server by l; it is called before the server
// serves.
func (ws *webServer) setLimits(l serveLimits) {
	ws.limits = l
	ws.thinking = make(chan struct{}, max(1, l.thinkers))
}

// serve answers requests on ln, at most limits.conns connections at
// once, until hs is shut down; ln's address is the one requests must name.
func (ws *webServer) serve(ln net.Listener) (hs *http.Server, served <-chan error) {
	ws.host = ln.Addr().String()
	hs = ws.limits.httpServer(ws.handler())
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ws.limits.listener(ln)) }()
	return hs, done
}

// handler returns the server's routes, each behind the token check.
func (ws *webServer) handler() http.Handler {
	mux := http.NewServeMux()
	for p, a := range ws.assets {
		if p == "/" {
			p = "/{$}"
		}
		mux.Handle("GET "+p, a)
	}
	mux.HandleFunc("GET /api/games", ws.listGames)
	mux.HandleFunc("POST /api/games", ws.newGame)
	mux.HandleFunc("GET /api/games/{id}", ws.getGame)
	mux.HandleFunc("POST /api/games/{id}", ws.answerGame)
	mux.HandleFunc("GET /api/games/{id}/hint", ws.hintGame)
	mux.HandleFunc("GET /api/games/{id}/review", ws.reviewGame)
	mux.HandleFunc("GET /api/stats", ws.stats)
	return ws.guard(mux)
}

// writeJSON answers v with code.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}

// writeError answers an error the page shows as it stands.
func writeError(w http.ResponseWriter, code int, err error) {
	writeJSON(w, code, map[string]string{"error": err.Error()})
}

// readJSON reads a request's body of at most 16 KiB into v.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("reading the request: %w", err)
	}
	return nil
}

// gameSummary names a game in the list of the server's games.
type gameSummary struct {
	ID      string `json:"id"`
	Version int    `json:"version"`
	Ended   bool   `json:"ended"`
	File    string `json:"file"` // the record's name alone: no path leaves the server
	Moves   int    `json:"moves"`
	Virtual bool   `json:"virtual"`
}

// gameList answers GET /api/games: the games of this server, the newest
// last, and the latest unfinished game saved in the data directory.
type gameList struct {
	Games   []gameSummary `json:"games"`
	Latest  string        `json:"latest,omitempty"` // the record's name alone
	Presets []webPreset   `json:"presets"`
	// Current is the state of the newest game going on, which the page
	// opens at once (none when the newest has ended).
	Current *webState `json:"current,omitempty"`
}

func (ws *webServer) listGames(w http.ResponseWriter, r *http.Request) {
	ws.mu.Lock()
	games := append([]*webGame(nil), ws.games...)
	ws.mu.Unlock()
	l := gameList{Games: []gameSummary{}, Presets: presetList()}
	latest, _ := latestUnfinished()
	if _, err := confinedRecord(recordsDir(), filepath.Base(latest)); latest != "" && err != nil {
		latest = "" // a link out of the folder: not offered
	}
	if latest != "" && ws.goingOnWith(latest) != "" {
		latest = "" // going on here: the page opens it from the list
	}
	for _, g := range games {
		g.mu.Lock()
		l.Games = append(l.Games, gameSummary{ID: g.id, Version: g.version, Ended: g.ended, File: filepath.Base(g.s.out),
			Moves: len(g.s.g.Moves()), Virtual: g.s.virtual != nil})
		l.Current = nil
		if !g.ended {
			st := g.state()
			l.Current = &st
		}
		g.mu.Unlock()
	}
	if latest != "" {
		l.Latest = filepath.Base(latest) // its name: no path leaves the server
	}
	writeJSON(w, http.StatusOK, l)
}

// game finds the game of the request's id, or answers 404.
func (ws *webServer) game(w http.ResponseWriter, r *http.Request) *webGame {
	id := r.PathValue("id")
	ws.mu.Lock()
	defer ws.mu.Unlock()
	for _, g := range ws.games {
		if g.id == id {
			return g
		}
	}
	writeError(w, http.StatusNotFound, fmt.Errorf("no game %q on this server (it may have stopped since)", id))
	return nil
}

func (ws *webServer) getGame(w http.ResponseWriter, r *http.Request) {
	if g := ws.game(w, r); g != nil {
		g.mu.Lock()
		defer g.mu.Unlock()
		writeJSON(w, http.StatusOK, g.state())
	}
}

func (ws *webServer) answerGame(w http.ResponseWriter, r *http.Request) {
	g := ws.game(w, r)
	if g == nil {
		return
	}
	var a webAnswer
	if err := readJSON(w, r, &a); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if n := len(strings.Fields(a.Line)); n > ws.limits.lineMoves {
		writeError(w, http.StatusBadRequest, fmt.Errorf("a line of %d moves or cards is refused: at most %d a line, so that one answer holds the game only a moment; send the rest after", n, ws.limits.lineMoves))
		return
	}
	if err := g.answer(a, ws.limits.answerTime); err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	writeJSON(w, http.StatusOK, g.state())
}

func (ws *webServer) hintGame(w http.ResponseWriter, r *http.Request) {
	g := ws.game(w, r)
	if g == nil {
		return
	}
	n := 3
	if r.URL.Query().Get("all") != "" {
		n = 0
	}
	ctx, cancel := context.WithTimeout(r.Context(), ws.limits.hintTime)
	defer cancel()
	h, err := ws.hints(ctx, g, n)
	if err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// stoppedGame is a game that was going on when the server stopped.
type stoppedGame struct {
	id   string
	file string // its record file
	game int    // which game of the file it is
	// unsaved is the save that failed at the stop, with the record's
	// text, or nil when the game is saved.
	unsaved *saveFailedError
}

// close waits for every game's session to end, each saved; the caller
// has cancelled ws.ctx. It returns the games that were still going on,
// each saved or with the save that failed.
func (ws *webServer) close() []stoppedGame {
	ws.mu.Lock()
	games := append([]*webGame(nil), ws.games...)
	ws.mu.Unlock()
	var stopped []stoppedGame
	for _, g := range games {
		going := !g.over.Load()
		g.wait()
		if !going {
			continue
		}
		sg := stoppedGame{id: g.id, file: g.s.out}
		if g.s.file != nil {
			sg.game = g.s.file.game
		}
		errors.As(g.endErr, &sg.unsaved)
		stopped = append(stopped, sg)
	}
	return stopped
}
