package main

// What a page may go on with: a request names a game, never a path.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// resumeWords says what a resume may name, for a refusal. It names the
// records folder by its role, never by its path: the answer goes to
// whoever sent the request.
func resumeWords() string {
	return "resume takes \"latest\", the number of a game of this server, or the name of a record file in the records folder"
}

// resumeTarget returns the record file (its links followed) and the game
// of it that a request's resume names, with the name to call it by:
//   - "latest": the latest unfinished game of the records folder;
//   - the number of a game of this server that was saved and quit;
//   - the name of a record file: the --out file's, or one of the records
//     folder, found there after its links are followed.
//
// Anything else, a path above all (absolute, with .. or ~, or a link out
// of the folder), is refused, in words that quote no byte of any file.
func (ws *webServer) resumeTarget(o newGameOptions) (path, name string, game int, err error) {
	path, name, game, err = ws.resumeFile(o)
	if err != nil || ws.gameByID(o.Resume) != nil {
		return path, name, game, err
	}
	if id := ws.goingOnWith(path); id != "" {
		// The record is locked by the game playing it here: it is not
		// another canfield, and the way on is that game.
		return "", "", 0, fmt.Errorf("game %s is going on here with that record: open it from the list of games", id)
	}
	return path, name, game, nil
}

// goingOnWith returns the number of this server's unfinished game saved
// to path, or "".
func (ws *webServer) goingOnWith(path string) string {
	ws.mu.Lock()
	games := append([]*webGame(nil), ws.games...)
	ws.mu.Unlock()
	for _, g := range games {
		g.mu.Lock()
		on := !g.ended && sameFile(path, g.s.out)
		g.mu.Unlock()
		if on {
			return g.id
		}
	}
	return ""
}

// resumeFile finds the record file a request to go on names (resumeTarget).
func (ws *webServer) resumeFile(o newGameOptions) (path, name string, game int, err error) {
	switch {
	case o.Resume == "latest":
		latest, _ := latestUnfinished()
		if latest == "" {
			return "", "", 0, errors.New("no unfinished game is saved")
		}
		path, err := confinedRecord(recordsDir(), filepath.Base(latest))
		if err != nil {
			return "", "", 0, fmt.Errorf("the latest unfinished game: %w", err)
		}
		return path, latest, o.Game, nil
	case ws.gameByID(o.Resume) != nil:
		return ws.quitGame(o.Resume)
	case ws.out != "" && o.Resume == filepath.Base(ws.out):
		return ws.out, ws.out, o.Game, nil
	}
	path, err = confinedRecord(recordsDir(), o.Resume)
	if err != nil {
		return "", "", 0, fmt.Errorf("%s: %w", resumeWords(), err)
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return "", "", 0, fmt.Errorf("no record file %q in the records folder; %s", clipAnswer(o.Resume), resumeWords())
	}
	return path, o.Resume, o.Game, nil
}

// gameByID returns the game of this server numbered id, or nil.
func (ws *webServer) gameByID(id string) *webGame {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	for _, g := range ws.games {
		if g.id == id {
			return g
		}
	}
	return nil
}

// quitGame returns the record file and game of the game numbered id, to go
// on with: one that was saved and quit (Save and quit), not one going on
// or ended.
func (ws *webServer) quitGame(id string) (path, name string, game int, err error) {
	g := ws.gameByID(id)
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case !g.ended:
		return "", "", 0, fmt.Errorf("game %s is going on: open it from the list of games", id)
	case g.s.result != "":
		return "", "", 0, fmt.Errorf("game %s has ended (%s): there is nothing to go on with", id, g.s.result)
	case g.s.file == nil:
		return "", "", 0, fmt.Errorf("game %s was not saved: there is nothing to go on with", id)
	}
	return g.s.out, g.s.out, g.s.file.game, nil
}

// takeUp starts again, under its number, a game that was going on when the
// server last stopped (serveStateGame), so that a page open at it goes on
// where it was; it returns the game's first words, or why it cannot go on.
func (ws *webServer) takeUp(sg serveStateGame) (string, error) {
	n, err := strconv.Atoi(sg.ID)
	if err != nil {
		return "", fmt.Errorf("game %q: not a game's number", sg.ID)
	}
	if ws.gameByID(sg.ID) != nil {
		return "", fmt.Errorf("game %s is going on already", sg.ID)
	}
	ws.mu.Lock()
	ws.starting++
	ws.mu.Unlock()
	g, err := ws.startGame(sg.ID, newGameOptions{Resume: sg.File, Game: sg.Game}, sg.File)
	ws.mu.Lock()
	defer ws.mu.Unlock()
	ws.starting--
	ws.nextID = max(ws.nextID, n)
	if err != nil {
		return "", err
	}
	ws.games = append(ws.games, g)
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.last) > 0 {
		return g.last[0], nil
	}
	return "", nil
}
