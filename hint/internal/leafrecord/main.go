// Command leafrecord records the hint engine's leaf positions: it plays a few
// seeded classic games with the default hint and, before each choice with
// more than one legal move, draws two full deals from the view and writes
// the position after every legal move in each, one line "unseen<TAB>deal
// line<TAB>moves from the deal": the positions the hint engine hands the
// solver, which hint/internal/leafset solves at several budgets.
//
//	go run ./hint/internal/leafrecord -out leaves.txt -games 8 -seed 1
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/internal/measure"
	"canfield/hint/study"
	"canfield/notation"
	"canfield/tracker"
)

// leafRecorder plays the hint player's moves and writes the leaves of
// each choice first.
type leafRecorder struct {
	p       *study.HintPlayer
	samples int
	seed    uint64
	w       *bufio.Writer
	n       int
}

func (r *leafRecorder) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	moves, err := v.LegalMoves()
	if err != nil {
		return canfield.Move{}, err
	}
	if len(moves) > 1 {
		unseen := len(v.Unseen())
		hist := v.Moves()
		rng := rand.New(rand.NewPCG(r.seed, uint64(len(hist))))
		var deal []canfield.Card
		for range r.samples {
			deal = v.Sample(rng, deal)
			s, err := v.StateOf(deal)
			if err != nil {
				return canfield.Move{}, err
			}
			for _, m := range moves {
				m = s.Canonical(m)
				if s.Legal(m) != nil {
					continue
				}
				line := append(append([]canfield.Move(nil), hist...), m)
				fmt.Fprintf(r.w, "%d\t%s\t%s\n", unseen, notation.FormatDeal(deal), notation.FormatMoves(line))
				r.n++
			}
		}
	}
	return r.p.Choose(ctx, v)
}

func main() {
	out := flag.String("out", "", "the file to write (required)")
	games := flag.Int("games", 8, "number of games")
	seed := flag.Uint64("seed", 1, "seed of the first deal")
	flag.Parse()
	if err := run(*out, *games, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "leafrecord:", err)
		os.Exit(1)
	}
}

func run(out string, games int, seed uint64) error {
	f, err := measure.CreateOut(out)
	if err != nil {
		return err
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	r := canfield.Classic
	opts := hint.DefaultAdvise()
	opts.Workers = 1
	for i := range games {
		s := seed + uint64(i)
		rec := &leafRecorder{p: &study.HintPlayer{Opts: opts, Seed: hint.GameSeed(s)}, samples: 2, seed: s, w: w}
		g, err := study.PlayGame(context.Background(), r, canfield.ShuffledDeal(r, s), rec, 0)
		if err != nil {
			return fmt.Errorf("seed %d: %w", s, err)
		}
		fmt.Fprintf(os.Stderr, "seed %d: %s after %d moves, %d foundation cards, %d leaves\n", s, g.End, g.Moves, g.Foundation, rec.n)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	return f.Close()
}
