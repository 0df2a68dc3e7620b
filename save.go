package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// writeFileAtomic writes data to path so that a crash never leaves a
// half-written file: it writes a temporary file in the same directory,
// syncs it, and renames it over path.
func writeFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, werr := f.Write(data)
	serr := f.Sync()
	cerr := f.Close()
	if err := firstErr(werr, serr, cerr); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// dataDir returns the user's data directory for canfield: $XDG_DATA_HOME/
// canfield, or ~/.local/share/canfield (the user config dir elsewhere).
func dataDir() string {
	if d := os.Getenv("CANFIELD_HOME"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "canfield")
	}
	if h, err := os.UserHomeDir(); err == nil {
		return filepath.Join(h, ".local", "share", "canfield")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "canfield")
	}
	return "."
}

// defaultRecordPath is a new dated record file in the data directory.
func defaultRecordPath() string {
	return filepath.Join(dataDir(), "games", time.Now().Format("2006-01-02-150405")+".cfr")
}

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
	return writeFileAtomic(s.out, []byte(text))
}

// resume loads the last game of a record file to play on.
func (s *session) resume(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	recs, err := notation.ParseRecords(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if len(recs) == 0 {
		return fmt.Errorf("%s holds no game", path)
	}
	rec := recs[len(recs)-1]
	if res, _ := rec.Get(notation.TagResult); res != "" && res != notation.ResultInProgress {
		return fmt.Errorf("%s: the game has ended (%s); 'canfield replay %s' shows it", path, res, path)
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s.g, s.tags, s.comment = g, rec.Tags, rec.Comment
	if v, ok := rec.Get(notation.TagSeed); ok {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return fmt.Errorf("%s: Seed tag %q is not a seed", path, v)
		}
		s.seed = &seed
		s.virtual = canfield.ShuffledDeal(g.Rules(), seed)
		if err := g.SetDeal(s.virtual); err != nil {
			return fmt.Errorf("%s: the cards recorded do not agree with the deal of seed %d: %w", path, seed, err)
		}
	}
	if s.out == "" {
		s.out = path
	}
	fmt.Fprintf(s.env.Stdout, "Resumed %s: %s made (%s rules).\n", path, plural(len(g.Moves()), "move"), g.Rules().Name)
	return nil
}
