package main

// The play session's record file: saved after every move, resumed later.

import (
	"fmt"
	"strconv"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// save writes the game's record atomically: the game as the tracker has
// it, the tags of the session (and of the record it resumed, unknown tags
// included), the result so far.
func (s *session) save() error {
	// A virtual deal is written as far as seen: its Seed tag gives the rest,
	// and a record to share should not show cards the player never saw.
	rec := s.g.Record(s.virtual == nil)
	for _, t := range s.tags {
		if t.Name != notation.TagRules {
			rec.Set(t.Name, t.Value)
		}
	}
	if s.seed != nil {
		rec.Set(notation.TagSeed, strconv.FormatUint(*s.seed, 10))
	}
	result := notation.ResultInProgress
	if s.result != "" {
		result = s.result
	}
	rec.Set(notation.TagResult, result)
	rec.Set(notation.TagFoundations, strconv.Itoa(s.g.FoundationCards()))
	rec.Comment = s.comment
	text, err := notation.FormatRecord(rec)
	if err != nil {
		return err
	}
	return s.write(text)
}

// resume loads the last game of a record file to play on. The games before
// it stay in the file, written back unchanged at every save.
func (s *session) resume(path string) error {
	rf, err := openRecordFile(path, forResume)
	if err != nil {
		return err
	}
	keep := false
	defer func() {
		if !keep {
			rf.close()
		}
	}()
	recs := rf.games
	rec := recs[len(recs)-1]
	if res, _ := rec.Get(notation.TagResult); res != "" && res != notation.ResultInProgress {
		return fmt.Errorf("%s: the game has ended (%s); 'canfield replay %s' shows it", path, res, path)
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s.g, s.tags, s.comment = g, rec.Tags, rec.Comment
	if seed, ok, err := rec.Seed(); ok {
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		s.seed = &seed
		s.virtual = canfield.ShuffledDeal(g.Rules(), seed)
		if err := g.SetDeal(s.virtual); err != nil {
			return fmt.Errorf("%s: the cards recorded do not agree with the deal of seed %d: %w", path, seed, err)
		}
	}
	if s.out == "" || s.out == path || sameFile(s.out, path) {
		s.out, s.file, keep = path, rf, true
	}
	fmt.Fprintf(s.env.Stdout, "Resumed %s: %s made (%s rules).\n", path, plural(len(g.Moves()), "move"), rulesLabel(g.Rules()))
	return nil
}
