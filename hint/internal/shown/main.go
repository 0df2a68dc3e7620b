// Command shown measures how far the chance a hint shows is from the
// chance of winning by following the hints (docs/measurements.md): it
// plays seeded virtual games with the default hint and notes, at each
// searched decision, the estimate shown for the move played; the game's
// end says whether following the hints won. It writes one JSON line per
// game (measure.ShownGame), which chancefit turns into calibrations.
//
//	go run ./hint/internal/shown -out shown.jsonl -games 300 -seed 1 -rules classic
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sync"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/internal/measure"
	"canfield/hint/study"
	"canfield/tracker"
)

// shownPlayer plays the hint player's moves and notes what it showed.
type shownPlayer struct {
	inner study.HintPlayer
	rows  []measure.ShownRow
	seed  uint64
}

func (p *shownPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	sugg, err := p.inner.Advise(ctx, v)
	if err != nil || len(sugg) == 0 {
		return canfield.Move{}, err
	}
	if s := sugg[0]; s.Basis == hint.Searched && s.Win >= 0 {
		pub, err := v.StateOf(v.Public())
		if err != nil {
			return canfield.Move{}, err
		}
		p.rows = append(p.rows, measure.ShownRow{Seed: p.seed, Move: len(v.Moves()), Unseen: len(v.Unseen()),
			Found: pub.FoundationCards(), Win: s.Win, Samples: s.Samples, Unknown: s.Unknown})
	}
	return sugg[0].Move, nil
}

func main() {
	out := flag.String("out", "", "the JSON lines file to write (required)")
	games := flag.Int("games", 300, "number of games")
	seed := flag.Uint64("seed", 1, "seed of the first deal")
	rules := flag.String("rules", "classic", "rules preset")
	flag.Parse()
	if err := run(*out, *games, *seed, *rules); err != nil {
		fmt.Fprintln(os.Stderr, "shown:", err)
		os.Exit(1)
	}
}

func run(out string, games int, seed uint64, rules string) error {
	r, err := canfield.Preset(rules)
	if err != nil {
		return err
	}
	f, err := measure.CreateOut(out)
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var firstErr error
	enc := json.NewEncoder(f)
	measure.OnTwo(measure.Seeds(seed, games), func(seed uint64) {
		o := hint.DefaultAdvise()
		o.Workers = 1
		p := &shownPlayer{inner: study.HintPlayer{Opts: o, Seed: seed}, seed: seed}
		res, err := study.PlayGame(context.Background(), r, canfield.ShuffledDeal(r, seed), p, 5000)
		mu.Lock()
		defer mu.Unlock()
		if err == nil {
			err = enc.Encode(measure.ShownGame{Seed: seed, End: string(res.End), Rows: p.rows})
		}
		if err != nil && firstErr == nil {
			firstErr = fmt.Errorf("seed %d: %w", seed, err)
		}
	})
	if err := f.Close(); err != nil && firstErr == nil {
		firstErr = err
	}
	return firstErr
}
