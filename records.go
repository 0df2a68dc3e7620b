package main

// Reading game records for the commands that take a record file.

import (
	"fmt"
	"os"
	"strconv"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// readRecords reads every game of a record file ('-': standard input). It
// returns the name to use in messages; errors name the file, line and
// column.
func readRecords(env *Env, path string) ([]*notation.Record, string, error) {
	in, name := env.Stdin, "stdin"
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, path, err
		}
		defer f.Close()
		in, name = f, path
	}
	recs, err := notation.ParseRecords(in)
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, name, fmt.Errorf("%s holds no game", name)
	}
	return recs, name, nil
}

// pickGame returns game k (1-based) of recs.
func pickGame(recs []*notation.Record, name string, k int) (*notation.Record, error) {
	if k < 1 || k > len(recs) {
		return nil, &exitError{2, fmt.Errorf("--game %d: %s holds %s; give 1 to %d", k, name, plural(len(recs), "game"), len(recs))}
	}
	return recs[k-1], nil
}

// fullDeal returns the whole deal of a record: the setup completed with
// the cards its moves revealed, then, while cards are still unknown, the
// deal of its Seed tag (which must agree with every card the record
// gives), or the one card left when only one is unknown. It is an error,
// naming how many cards are unknown, when the deal cannot be completed.
func fullDeal(rec *notation.Record) ([]canfield.Card, error) {
	deal, _ := rec.Known() // reveals past a move that cannot be followed are left out
	missing := 0
	for _, c := range deal {
		if c == canfield.NoCard {
			missing++
		}
	}
	if v, ok := rec.Get(notation.TagSeed); ok && missing > 0 {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("Seed tag %q is not a seed", v)
		}
		sd := canfield.ShuffledDeal(rec.Rules, seed)
		for p, c := range deal {
			if c != canfield.NoCard && c != sd[p] {
				return nil, fmt.Errorf("the record has %v as %s, but the deal of seed %d has %v there", c, tracker.PositionName(rec.Rules, p), seed, sd[p])
			}
		}
		return sd, nil
	}
	if canfield.FillLastCard(rec.Rules, deal) {
		missing = 0
	}
	if missing > 0 {
		return nil, fmt.Errorf("%d of the deal's %d cards are unknown and the record has no Seed tag to give them; the deal is exported only when every card is known", missing, len(deal))
	}
	if err := canfield.CheckDeal(rec.Rules, deal); err != nil {
		return nil, fmt.Errorf("the record's deal: %w", err)
	}
	return deal, nil
}

// recordView replays a record through a tracker (tracker.FromRecord) and
// returns the view: only the cards the player saw, whatever else the
// record holds. Every card that has come face up must be given.
func recordView(rec *notation.Record) (tracker.View, error) {
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return tracker.View{}, err
	}
	if req, ok := g.Need(); ok {
		return tracker.View{}, fmt.Errorf("%s has been face up, but its card is not given", req.Place)
	}
	return g.View(), nil
}
