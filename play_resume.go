package main

// Going on with a saved game: the command that resumes it, as the player
// can type it, and the offer to go on with the latest unfinished game.

import (
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"canfield/canfield"
	"canfield/notation"
)

// latestUnfinished returns the most recently saved record file of the
// data directory whose last game is still in progress, with a card or move
// in it, and that game's record; "" when there is none.
func latestUnfinished() (string, *notation.Record) {
	files, _ := filepath.Glob(filepath.Join(dataDir(), "games", "*.cfr"))
	type file struct {
		path string
		mod  int64
	}
	var fs []file
	for _, f := range files {
		if st, err := os.Stat(f); err == nil {
			fs = append(fs, file{f, st.ModTime().UnixNano()})
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].mod > fs[j].mod })
	for _, f := range fs {
		data, err := os.ReadFile(f.path)
		if err != nil {
			continue
		}
		recs, err := notation.ParseRecords(strings.NewReader(string(data)))
		if err != nil || len(recs) == 0 {
			continue
		}
		rec := recs[len(recs)-1]
		if res, _ := rec.Get(notation.TagResult); (res == "" || res == notation.ResultInProgress) && !nothingEntered(rec) {
			return f.path, rec
		}
	}
	return "", nil
}

// nothingEntered reports whether rec is a real deal left before its first
// card was typed (a script whose input was empty, a quit at the first
// prompt): there is nothing to go on with, so it is not offered.
func nothingEntered(rec *notation.Record) bool {
	if len(rec.Moves) > 0 {
		return false
	}
	if _, ok := rec.Get(notation.TagSeed); ok {
		return false
	}
	if _, ok := rec.Get(notation.TagCode); ok {
		return false
	}
	if _, ok := rec.Get(notation.TagPySolFC); ok {
		return false
	}
	for _, c := range rec.Setup {
		if c != canfield.NoCard {
			return false
		}
	}
	return true
}

// offerLatest offers to go on with the latest unfinished game, and resumes
// it if the player wants; it reports whether a game was resumed.
func (s *session) offerLatest() (bool, error) {
	path, rec := latestUnfinished()
	if path == "" {
		return false, nil
	}
	when, _ := rec.Get(notation.TagDate)
	if when != "" {
		when = " of " + when
	}
	// The sentence, which names a path of any length, wraps at the
	// terminal's width; the menu's own line is short.
	sayf(s.env.Stdout, "An unfinished game%s (%s rules, %s made) is saved in %s.",
		when, rulesLabel(rec.Rules), plural(len(rec.Moves), "move"), path)
	i, err := s.p.Ask("Go on with it?", []string{"Yes: go on with that game", "No: start a new game"})
	if errors.Is(err, errBack) {
		i, err = 1, nil // the menu closed: not going on with it
	}
	if err != nil || i != 0 {
		return false, err
	}
	if err := s.resume(path, 0); err != nil {
		sayf(s.env.Stdout, "That game cannot go on: %s.\nStarting a new game.", s.st.errText(err))
		s.g, s.tags, s.comment, s.seed, s.code, s.pysol, s.virtual, s.out = nil, nil, "", nil, "", "", nil, ""
		return false, nil
	}
	return true, nil
}
