// Command calib measures what a leaf the hint's budget leaves undecided is
// worth (docs/measurements.md): it plays seeded classic games with the
// default hint and, at each searched decision with a card unseen, solves
// four samples after every legal move at 3,000 nodes and, when undecided,
// at 30,000 and 300,000: how often a leaf the default budget leaves
// undecided is a win. It writes one JSON line per sample and move.
//
//	go run ./hint/internal/calib -out calib.jsonl -games 60 -seed 5001
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/internal/measure"
	"canfield/hint/solver"
	"canfield/hint/study"
	"canfield/tracker"
)

type calibRow struct {
	Seed   uint64 `json:"seed"`
	Move   int    `json:"move"`
	Unseen int    `json:"unseen"`
	Found  int    `json:"found"`
	Sample int    `json:"sample"`
	Cand   int    `json:"cand"`
	Chosen bool   `json:"chosen"`
	V3     string `json:"v3"`
	V30    string `json:"v30"`
	V300   string `json:"v300"`
}

// calibPlayer plays the hint player's moves and writes the rows of each
// searched decision.
type calibPlayer struct {
	inner *study.HintPlayer
	mu    *sync.Mutex
	enc   *json.Encoder
	seed  uint64
}

func (p *calibPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	sugg, err := p.inner.Advise(ctx, v)
	if err != nil || len(sugg) == 0 {
		return canfield.Move{}, err
	}
	if sugg[0].Basis != hint.Searched || len(v.Unseen()) == 0 {
		return sugg[0].Move, nil
	}
	s := solver.New(solver.Options{TTBytes: 16 << 20})
	pub, err := v.StateOf(v.Public())
	if err != nil {
		return canfield.Move{}, err
	}
	found := pub.FoundationCards()
	for i := range 4 {
		rng := rand.New(rand.NewPCG(hint.MoveSeed(p.inner.Seed, len(v.Moves()))^0xabc, uint64(i)))
		deal := v.Sample(rng, nil)
		st, err := v.StateOf(deal)
		if err != nil {
			continue
		}
		for j, sg := range sugg {
			c := st
			c.Apply(sg.Move)
			r := calibRow{Seed: p.seed, Move: len(v.Moves()), Unseen: len(v.Unseen()), Found: found, Sample: i, Cand: j, Chosen: j == 0}
			budgets := []int64{3000, 30000, 300000}
			outs := []*string{&r.V3, &r.V30, &r.V300}
			for k, b := range budgets {
				s.SetBudget(b, 0)
				res, _ := s.Solve(ctx, c)
				*outs[k] = res.Verdict.String()
				if res.Verdict != solver.Unknown {
					for kk := k + 1; kk < len(outs); kk++ {
						*outs[kk] = res.Verdict.String()
					}
					break
				}
			}
			p.mu.Lock()
			err := p.enc.Encode(r)
			p.mu.Unlock()
			if err != nil {
				return canfield.Move{}, err
			}
		}
	}
	return sugg[0].Move, nil
}

func main() {
	out := flag.String("out", "", "the JSON lines file to write (required)")
	games := flag.Int("games", 60, "number of games")
	seed := flag.Uint64("seed", 5001, "seed of the first deal")
	flag.Parse()
	if err := run(*out, *games, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "calib:", err)
		os.Exit(1)
	}
}

func run(out string, games int, seed uint64) error {
	f, err := measure.CreateOut(out)
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var firstErr error
	enc := json.NewEncoder(f)
	measure.OnTwo(measure.Seeds(seed, games), func(seed uint64) {
		deal := canfield.ShuffledDeal(canfield.Classic, seed)
		o := hint.DefaultAdvise()
		o.Workers = 1
		p := &calibPlayer{inner: &study.HintPlayer{Opts: o, Seed: seed}, mu: &mu, enc: enc, seed: seed}
		if _, err := study.PlayGame(context.Background(), canfield.Classic, deal, p, 5000); err != nil {
			mu.Lock()
			if firstErr == nil {
				firstErr = fmt.Errorf("seed %d: %w", seed, err)
			}
			mu.Unlock()
		}
	})
	if err := f.Close(); err != nil && firstErr == nil {
		firstErr = err
	}
	return firstErr
}
