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
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
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
	End   string  `json:"end"`
	Value float64 `json:"value"` // the exact value of its first position
	Cost  float64 `json:"cost"`  // the sum of its decisions' costs
	// Left is the value still held when the game was cut off (a position
	// brought back a third time, or the move cap): the value of the last
	// move played, which a player going on could still have won with.
	Left  float64 `json:"left,omitempty"`
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
	last  float64 // the value of the last move played
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
	p.last = got
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
	sum := flag.String("summary", "", "sum up the lines of FILE, a run's output (one cut short too), instead of playing")
	flag.Parse()
	if *sum != "" {
		if err := summarize(*sum, *rules); err != nil {
			fmt.Fprintln(os.Stderr, "limitgap:", err)
			os.Exit(1)
		}
		return
	}
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
	var net, firsts []float64 // each game's value less its costs and what it left; its first value
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
		gl := game{Seed: s, Won: res.Won(), End: string(res.End), Value: p.first, Cost: p.cost, Moves: res.Moves}
		if res.End == study.EndCycle || res.End == study.EndCap {
			gl.Left = p.last
			k := byKind["cut off while winnable"]
			byKind["cut off while winnable"] = [2]float64{k[0] + 1, k[1] + p.last}
		}
		if err := enc.Encode(gl); err != nil {
			return err
		}
		net = append(net, p.first-p.cost-gl.Left)
		firsts = append(firsts, p.first)
		if res.Won() {
			won++
		}
		value += p.first
		cost += p.cost
	}
	n := float64(games)
	return summary(os.Stderr, name, n, won, value, cost, byKind, net, firsts)
}

// summary prints the totals, the hint's expected rate on these deals (the
// deals' values less the costs: it counts every chance the hint's moves
// had, where a win or a loss counts one outcome) and its ratio to the
// deals' values, with 95 % intervals bootstrapped over the games (seeded).
// summarize reads a run's lines and prints their summary: the games
// whose line was written (a game's decisions come before its line).
func summarize(path, name string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	byKind := map[string][2]float64{}
	var won, value, cost float64
	var net, firsts []float64
	var pending []decision
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var l struct {
			decision
			Won  *bool   `json:"won"`
			Left float64 `json:"left"`
		}
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if l.Won == nil {
			pending = append(pending, l.decision)
			continue
		}
		for _, d := range pending {
			k := byKind[d.Kind]
			byKind[d.Kind] = [2]float64{k[0] + 1, k[1] + d.Cost}
		}
		pending = pending[:0]
		if l.Left > 0 {
			k := byKind["cut off while winnable"]
			byKind["cut off while winnable"] = [2]float64{k[0] + 1, k[1] + l.Left}
		}
		if *l.Won {
			won++
		}
		value += l.Value
		cost += l.Cost
		net = append(net, l.Value-l.Cost-l.Left)
		firsts = append(firsts, l.Value)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if len(net) == 0 {
		return fmt.Errorf("%s: no game ended", path)
	}
	return summary(os.Stderr, name, float64(len(net)), won, value, cost, byKind, net, firsts)
}

func summary(w io.Writer, name string, n, won, value, cost float64, byKind map[string][2]float64, net, firsts []float64) error {
	fmt.Fprintf(w, "%s, %d games: hint won %.1f %%, exact value of the deals %.2f %%, decisions' cost %.2f %% a game\n",
		name, int(n), 100*won/n, 100*value/n, 100*cost/n)
	rng := rand.New(rand.NewPCG(45, 2026))
	var rates, ratios []float64
	for range 4000 {
		var a, b float64
		for range net {
			k := rng.IntN(len(net))
			a, b = a+net[k], b+firsts[k]
		}
		rates = append(rates, a/float64(len(net)))
		ratios = append(ratios, a/b)
	}
	slices.Sort(rates)
	slices.Sort(ratios)
	lo, hi := len(rates)*25/1000, len(rates)*975/1000-1
	sumNet := 0.0
	for _, x := range net {
		sumNet += x
	}
	fmt.Fprintf(w, "the hint's expected rate on these deals %.2f %% (%.2f-%.2f), of their exact value %.4f (%.4f-%.4f)\n",
		100*sumNet/n, 100*rates[lo], 100*rates[hi], sumNet/value, ratios[lo], ratios[hi])
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
