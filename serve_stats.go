package main

// What the start screen shows besides the games: the rule presets to
// choose from, and the player's statistics, as 'canfield stats' sums them.

import (
	"errors"
	"io/fs"
	"net/http"
	"os"

	"canfield/canfield"
)

// webPreset is a rule preset the start screen offers.
type webPreset struct {
	Name    string `json:"name"`
	Summary string `json:"summary"`
}

// presetList returns the presets, classic first.
func presetList() []webPreset {
	var out []webPreset
	for _, n := range canfield.PresetNames() {
		out = append(out, webPreset{Name: n, Summary: canfield.PresetSummary(n)})
	}
	return out
}

// webStats answers GET /api/stats: a row per variant and "all" last, as
// 'canfield stats --json' prints them, and the lines of the history
// skipped as broken.
type webStats struct {
	Rows    []statsRow `json:"rows"`
	Skipped int        `json:"skipped,omitempty"`
}

func (ws *webServer) stats(w http.ResponseWriter, r *http.Request) {
	out := webStats{Rows: []statsRow{}}
	f, err := os.Open(historyPath())
	if errors.Is(err, fs.ErrNotExist) {
		writeJSON(w, http.StatusOK, out)
		return
	}
	if err != nil {
		writeError(w, http.StatusInternalServerError, errors.New("the history of your games could not be read"))
		return
	}
	defer f.Close()
	entries, err := readHistory(f, func(int, error) { out.Skipped++ })
	if err != nil {
		writeError(w, http.StatusInternalServerError, errors.New("the history of your games could not be read: it is not a history file"))
		return
	}
	if rows := summarise(entries); rows != nil {
		out.Rows = rows
	}
	writeJSON(w, http.StatusOK, out)
}
