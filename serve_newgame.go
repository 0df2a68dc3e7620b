package main

// A new game from the page: dealt, entered at the table, or one the server
// finds to go on with; no more going on at once than the server plays.

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

func (ws *webServer) newGame(w http.ResponseWriter, r *http.Request) {
	var o newGameOptions
	if err := readJSON(w, r, &o); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if ws.ctx.Err() != nil {
		writeError(w, http.StatusServiceUnavailable, errors.New("the server is stopping"))
		return
	}
	name := ""
	if o.Resume != "" {
		path, nm, k, err := ws.resumeTarget(o)
		if err != nil {
			writeError(w, http.StatusConflict, err)
			return
		}
		o.Resume, o.Game, name = path, k, nm
	}
	id, err := ws.reserve()
	if err != nil {
		writeError(w, http.StatusConflict, err)
		return
	}
	g, err := ws.startGame(id, o, ws.out)
	ws.mu.Lock()
	ws.starting--
	if err == nil {
		ws.games = append(ws.games, g)
		ws.dropOld()
	}
	ws.mu.Unlock()
	if err != nil {
		if name != "" {
			err = withoutRecordText(name, err) // a record's fault quotes its line
		}
		writeError(w, http.StatusConflict, err)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	writeJSON(w, http.StatusOK, g.state())
}

// reserve counts a game about to start with the games going on and gives
// it its number; when the server plays all it may, it refuses, naming the
// game left longest, to finish, resign or save and quit first.
func (ws *webServer) reserve() (string, error) {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	going := ws.starting
	var oldest *webGame
	for _, g := range ws.games {
		if g.over.Load() {
			continue
		}
		going++
		if oldest == nil || g.touched.Load() < oldest.touched.Load() {
			oldest = g
		}
	}
	if going >= ws.limits.unfinished {
		which := ""
		if oldest != nil {
			which = fmt.Sprintf("; game %s has waited longest (last played at %s)", oldest.id, time.Unix(0, oldest.touched.Load()).Format("15:04"))
		}
		return "", fmt.Errorf("%d games are going on on this server, the most it plays at once: finish one, resign it or save and quit it (under More) before starting another%s", going, which)
	}
	ws.starting++
	ws.nextID++
	return strconv.Itoa(ws.nextID), nil
}

// dropOld forgets the oldest ended games beyond maxGames; ws.mu is held.
func (ws *webServer) dropOld() {
	for i := 0; len(ws.games) > maxGames && i < len(ws.games); {
		if ws.games[i].over.Load() {
			ws.games = append(ws.games[:i], ws.games[i+1:]...)
			continue
		}
		i++
	}
}
