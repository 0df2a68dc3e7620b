// Command limitgap measures where the hint parts from the best play
// without peeking, on a small preset (docs/limit.md): it plays the hint's
// games as sim plays them (the same seeds, so the same games) and, at every
// decision, values every legal move exactly (hint/exact). A decision whose
// move is worth less than the best costs the difference; over a game the
// costs add up, in expectation, to the deal's exact value less the chance
// that the hint wins it. It writes one JSON line per costly decision and
// per game, and sums the costs up by the kind of move the hint played.
//
//	go run ./hint/internal/limitgap -rules small-2x6 -games 1000 -seed 1 -out gap.jsonl
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/exact"
	"canfield/hint/study"
	"canfield/notation"
	"canfield/tracker"
)

// decision is one costly decision: the move played, the best moves, their
// values.
type decision struct {
	Seed    uint64   `json:"seed"`
	Move    int      `json:"move"` // moves made before it
	Unseen  int      `json:"unseen"`
	Played  string   `json:"played"`
	Kind    string   `json:"kind"`
	Best    []string `json:"best"`
	Instead string   `json:"instead"` // the kind of the first best move
	Value   float64  `json:"value"`
	Got     float64  `json:"got"`
	Cost    float64  `json:"cost"`
}

// game is one game's line.
type game struct {
	Seed  uint64  `json:"seed"`
	Won   bool    `json:"won"`
	Value float64 `json:"value"` // the exact value of its first position
	Cost  float64 `json:"cost"`  // the sum of its decisions' costs
	Moves int     `json:"moves"`
}

// probe plays the hint player's moves and values each decision exactly.
type probe struct {
	inner study.HintPlayer
	x     *exact.Solver
	seed  uint64
	out   []decision
	first float64
	cost  float64
}

func (p *probe) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	m, err := p.inner.Choose(ctx, v)
	if err != nil {
		return m, err
	}
	pos, err := study.ViewPosition(v)
	if err != nil {
		return m, err
	}
	mv, err := p.x.MoveValues(ctx, pos)
	if err != nil {
		return m, err
	}
	best, got := 0.0, -1.0
	for _, e := range mv {
		best = max(best, e.Value)
		if e.Move == pos.State.Canonical(m) {
			got = e.Value
		}
	}
	if got < 0 {
		return m, fmt.Errorf("seed %d: the hint's move %s is not among the legal moves", p.seed, notation.FormatMove(m))
	}
	if len(v.Moves()) == 0 {
		p.first = best
	}
	if c := best - got; c > 1e-12 {
		d := decision{Seed: p.seed, Move: len(v.Moves()), Unseen: len(v.Unseen()), Played: notation.FormatMove(m), Kind: kind(m),
			Value: best, Got: got, Cost: c}
		for _, e := range mv {
			if e.Value >= best-1e-12 {
				if len(d.Best) == 0 {
					d.Instead = kind(e.Move)
				}
				d.Best = append(d.Best, notation.FormatMove(e.Move))
			}
		}
		p.out = append(p.out, d)
		p.cost += c
	}
	return m, nil
}

// kind names the kind of a move, as docs/limit.md groups them.
func kind(m canfield.Move) string {
	switch {
	case m.IsDeal():
		return "deal"
	case m.To == canfield.LocFoundation:
		return "foundation play"
	case m.From == canfield.LocWaste:
		return "waste card to a column"
	case m.From == canfield.LocReserve:
		return "reserve card to a column"
	}
	return "column to column"
}

func main() {
	out := flag.String("out", "", "the JSON lines file to write (required)")
	games := flag.Int("games", 100, "number of games")
	seed := flag.Uint64("seed", 1, "seed of the first deal")
	rules := flag.String("rules", "small-2x5", "a small rules preset")
	memMB := flag.Int("memory-mb", 256, "the exact solver's memo, in MiB")
	flag.Parse()
	if err := run(*out, *games, *seed, *rules, *memMB); err != nil {
		fmt.Fprintln(os.Stderr, "limitgap:", err)
		os.Exit(1)
	}
}

func run(out string, games int, seed uint64, name string, memMB int) error {
	if out == "" {
		return fmt.Errorf("-out is required")
	}
	r, err := canfield.Preset(name)
	if err != nil {
		return err
	}
	x, err := exact.New(r, exact.Options{CacheSlots: memMB << 20 / 16})
	if err != nil {
		return err
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	enc := json.NewEncoder(f)
	byKind := map[string][2]float64{} // count, cost
	var won, value, cost float64
	for i := range games {
		s := seed + uint64(i)
		p := &probe{inner: study.HintPlayer{Opts: hint.DefaultAdvise(), Seed: hint.GameSeed(s)}, x: x, seed: s}
		res, err := study.PlayGame(context.Background(), r, canfield.ShuffledDeal(r, s), p, 0)
		if err != nil {
			return fmt.Errorf("seed %d: %w", s, err)
		}
		for _, d := range p.out {
			if err := enc.Encode(d); err != nil {
				return err
			}
			k := byKind[d.Kind]
			byKind[d.Kind] = [2]float64{k[0] + 1, k[1] + d.Cost}
		}
		if err := enc.Encode(game{Seed: s, Won: res.Won(), Value: p.first, Cost: p.cost, Moves: res.Moves}); err != nil {
			return err
		}
		if res.Won() {
			won++
		}
		value += p.first
		cost += p.cost
	}
	n := float64(games)
	return summary(os.Stderr, name, n, won, value, cost, byKind)
}

func summary(w io.Writer, name string, n, won, value, cost float64, byKind map[string][2]float64) error {
	fmt.Fprintf(w, "%s, %d games: hint won %.1f %%, exact value of the deals %.2f %%, decisions' cost %.2f %% a game (value - cost %.2f %%)\n",
		name, int(n), 100*won/n, 100*value/n, 100*cost/n, 100*(value-cost)/n)
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool { return byKind[kinds[i]][1] > byKind[kinds[j]][1] })
	for _, k := range kinds {
		_, err := fmt.Fprintf(w, "  %-26s %6d decisions, cost %.2f %% a game\n", k, int(byKind[k][0]), 100*byKind[k][1]/n)
		if err != nil {
			return err
		}
	}
	return nil
}
