package main

// The play session's record file: saved after every move, resumed later.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/notation"
	"canfield/notation/pysol"
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
		if t.Name != notation.TagRules && t.Name != notation.TagSeen && t.Name != notation.TagPlan { // the game's own
			rec.Set(t.Name, t.Value)
		}
	}
	// A plan under way, or the one a resumed game was saved in while p may
	// still take it up.
	if pl := s.plan; pl != nil {
		rec.SetPlan(&pl.Plan)
	} else if pl := s.resumedPlan; pl != nil && (pl.at == 0 || pl.at == len(s.g.History())) {
		rec.SetPlan(&pl.Plan)
	}
	if s.seed != nil {
		rec.Set(notation.TagSeed, strconv.FormatUint(*s.seed, 10))
	}
	if s.code != "" {
		rec.Set(notation.TagCode, s.code)
	}
	if s.pysol != "" {
		rec.Set(notation.TagPySolFC, s.pysol)
	}
	result := notation.ResultInProgress
	if s.result != "" {
		result = s.result
	}
	rec.Set(notation.TagResult, result)
	rec.Set(notation.TagFoundations, strconv.Itoa(s.g.FoundationCards()))
	rec.Comment = s.comment
	if s.resumed != "" {
		// A record resumed keeps its tags in the order it had them.
		rec.Tags = orderLike(rec.Tags, s.tags)
	}
	text, err := notation.FormatRecord(rec)
	if err != nil {
		return err
	}
	s.saves++
	return s.write(text)
}

// orderLike returns tags with those named in like first, in like's order,
// then the others as they come.
func orderLike(tags, like []notation.Tag) []notation.Tag {
	out := make([]notation.Tag, 0, len(tags))
	used := make([]bool, len(tags))
	for _, l := range like {
		for i, t := range tags {
			if !used[i] && t.Name == l.Name {
				out, used[i] = append(out, t), true
				break
			}
		}
	}
	for i, t := range tags {
		if !used[i] {
			out = append(out, t)
		}
	}
	return out
}

// resume loads game k (1-based; 0: the last) of a record file to play on.
// The other games stay in the file, written back unchanged at every save.
func (s *session) resume(path string, k int) error {
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
	if k == 0 {
		k = len(recs)
	}
	rec, err := pickGame(recs, path, k)
	if err != nil {
		return err
	}
	rf.pick(k)
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	mismatch := resultMismatch(rec, g)
	if res, _ := rec.Get(notation.TagResult); res != "" && res != notation.ResultInProgress && (mismatch == "" || reachedResult(g) != notation.ResultInProgress) {
		if mismatch != "" {
			// The moves end the game, though not as the tag says.
			return errors.New(s.words().recordEnded(path, reachedResult(g), fmt.Sprintf("%s: %s; the game has ended (%s), 'canfield replay %s%s' shows it",
				path, mismatch, reachedResult(g), path, rf.gameFlags(len(recs)))))
		}
		if len(recs) > 1 {
			note := unfinishedNote(recs, k, path)
			if note == "" {
				note = fmt.Sprintf("; every game of the file has ended, and 'canfield play --out %s' adds a new game to it", path)
			}
			return errors.New(s.words().recordEnded(path, res, fmt.Sprintf("%s: game %d of %d has ended (%s); 'canfield replay %s --game %d' shows it%s",
				path, k, len(recs), res, path, k, note)))
		}
		return errors.New(s.words().recordEnded(path, res, fmt.Sprintf("%s: the game has ended (%s); 'canfield replay %s' shows it, and 'canfield play --out %s' adds a new game to the file", path, res, path, path)))
	}
	if mismatch != "" {
		// The game goes on; the next save writes the Result tag anew.
		sayf(s.env.Stdout, "Note: %s: %s; the game goes on from there.", path, mismatch)
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
	if deal, ok, err := rec.Code(); ok && s.virtual == nil {
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		s.code, _ = rec.Get(notation.TagCode)
		s.virtual = deal
		if err := g.SetDeal(s.virtual); err != nil {
			return fmt.Errorf("%s: the cards recorded do not agree with the deal of its Code tag: %w", path, err)
		}
	}
	if n, ok, err := rec.PySolFC(); ok && s.virtual == nil {
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		deal, err := pysol.Deal(g.Rules(), n)
		if err != nil {
			return fmt.Errorf("%s: PySolFC tag %s: %w", path, n, err)
		}
		s.pysol, s.virtual = n.String(), deal
		if err := g.SetDeal(s.virtual); err != nil {
			return fmt.Errorf("%s: the cards recorded do not agree with PySolFC's game %s: %w", path, n, err)
		}
	}
	if s.out == "" || s.out == path || sameFile(s.out, path) {
		s.out, s.file, keep = path, rf, true
	}
	which := ""
	if len(recs) > 1 {
		which = fmt.Sprintf("game %d of %d, unfinished, ", k, len(recs))
	}
	sayf(s.env.Stdout, "Resumed %s: %s%s made (%s rules).", s.words().fileName(path), which, plural(len(g.Moves()), "move"), rulesLabel(g.Rules()))
	if note := unfinishedNote(recs, k, path); note != "" {
		note = strings.TrimPrefix(note, "; ")
		sayf(s.env.Stdout, "%s%s.", strings.ToUpper(note[:1]), note[1:])
	}
	s.resumed = path
	s.resumePlan(rec)
	return nil
}

// unfinishedNote names the unfinished games of recs other than game k and
// how to resume one ("; game 2 is unfinished too: ..."), or "".
func unfinishedNote(recs []*notation.Record, k int, path string) string {
	var ks []string
	for i, rec := range recs {
		if i+1 != k && unfinished(rec) {
			ks = append(ks, strconv.Itoa(i+1))
		}
	}
	switch len(ks) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("; game %s of the file is unfinished: 'canfield play --resume %s --game %s' plays on it", ks[0], path, ks[0])
	}
	return fmt.Sprintf("; games %s of the file are unfinished: 'canfield play --resume %s --game K' plays on game K", strings.Join(ks, ", "), path)
}

// dealCode returns the deal code of the game's deal when every card of it
// is known (a virtual deal, or a real one whose cards have all shown), or
// "".
func (s *session) dealCode() string {
	deal := s.virtual
	if deal == nil {
		d, complete, err := s.g.Record(true).WholeDeal()
		if err != nil || !complete {
			return ""
		}
		deal = d
	}
	code, err := notation.FormatCode(s.g.Rules(), deal)
	if err != nil {
		return ""
	}
	return code
}
