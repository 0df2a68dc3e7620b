package study

// Simulations: many seeded virtual games played by one kind of player.

import (
	"cmp"
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"canfield/canfield"
	"canfield/hint"
)

// SimConfig describes a simulation: seeded virtual games played through
// the tracker by one kind of player.
type SimConfig struct {
	Rules canfield.Rules
	// Games is the number of games; game i is dealt with seed Seed+i.
	Games int
	Seed  uint64
	// Player is one of PlayerNames.
	Player string
	// Workers is the number of games played at once (default: CPUs).
	// When more than one, each hint uses one goroutine, so the latency
	// measured is that of one core.
	Workers int
	// Hint is the hint player's budget.
	Hint hint.AdviseOptions
	// Peek names the places (hint.PeekPlaces) whose true cards the hint
	// player sees in every sample: a diagnostic of the engine's own
	// search, not a player. "" or "none": no peek.
	Peek string
	// OmniscientNodes is the omniscient player's solver budget (default
	// 2,000,000 nodes).
	OmniscientNodes int64
	// MaxMoves caps a game's length (default 5,000 moves).
	MaxMoves int
	// Fatal turns on the fatal-move diagnostic: after each game, the
	// solver, given the deal, finds the first move that lost a winnable
	// game (FirstFatal), with FatalNodes nodes per solve (default
	// 2,000,000).
	Fatal      bool
	FatalNodes int64
	// Progress, when set, is called after each game with the number done
	// (the games of Have included).
	Progress func(done int)
	// Have holds games of this range already played (read back from the
	// output of an interrupted run): they are not played again and count
	// in the result as if played now.
	Have []GameResult
	// OnGame, when set, is called with each game as it ends, one call at a
	// time, in the order they end (not for the games of Have).
	OnGame func(GameResult)
	// InOrder, when set, is called with each game in the order of the
	// seeds, those of Have included, one call at a time, as soon as the
	// games before it have ended.
	InOrder func(GameResult)
	// Keep keeps every game in the result's Games. Without it the games
	// are summed up as they end, in memory that does not grow with Games.
	Keep bool
}

// newPlayer makes the player of game i. Only the omniscient player is
// given the deal.
func newPlayer(cfg SimConfig, i int, deal []canfield.Card) (Player, error) {
	switch cfg.Player {
	case "hint":
		o := cfg.Hint
		if cfg.Workers > 1 {
			o.Workers = 1
		}
		peek, err := hint.NewPeek(cfg.Peek, deal)
		if err != nil {
			return nil, err
		}
		o.Peek = peek
		return &HintPlayer{Opts: o, Seed: hint.GameSeed(cfg.Seed + uint64(i))}, nil
	case "greedy":
		return GreedyPlayer{}, nil
	case "omniscient":
		n := cfg.OmniscientNodes
		if n <= 0 {
			n = 2_000_000
		}
		return NewOmniscientPlayer(deal, n), nil
	}
	return nil, fmt.Errorf("unknown player %q (known: hint, greedy, omniscient)", cfg.Player)
}

// Sim plays cfg.Games seeded virtual games and sums them up. The result
// does not depend on the number of workers.
func Sim(ctx context.Context, cfg SimConfig) (SimResult, error) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if _, err := newPlayer(cfg, 0, canfield.ShuffledDeal(cfg.Rules, cfg.Seed)); err != nil {
		return SimResult{}, err
	}
	var sum simSum
	var kept []GameResult
	have := map[uint64]bool{} // the seeds of Have
	ordered := newReorder(cfg.InOrder)
	for _, g := range cfg.Have {
		i := g.Seed - cfg.Seed
		if g.Seed < cfg.Seed || i >= uint64(cfg.Games) {
			return SimResult{}, fmt.Errorf("game of seed %d is not in this run (seeds %d-%d)", g.Seed, cfg.Seed, cfg.Seed+uint64(cfg.Games)-1)
		}
		if have[g.Seed] {
			return SimResult{}, fmt.Errorf("game of seed %d given twice", g.Seed)
		}
		if g.Player != cfg.Player || g.Rules != cfg.Rules.Name {
			return SimResult{}, fmt.Errorf("game of seed %d was played by %s under %s, this run is %s under %s", g.Seed, g.Player, g.Rules, cfg.Player, cfg.Rules.Name)
		}
		if g.Peek != cfg.peek() {
			return SimResult{}, fmt.Errorf("game of seed %d was played with peek %q, this run with %q", g.Seed, g.Peek, cfg.peek())
		}
		if (g.Fatal != nil) != cfg.Fatal {
			return SimResult{}, fmt.Errorf("game of seed %d was played with the fatal-move diagnostic %s, this run %s", g.Seed, onOff(g.Fatal != nil), onOff(cfg.Fatal))
		}
		have[g.Seed] = true
	}
	for _, g := range cfg.Have {
		sum.add(g)
		if cfg.Keep {
			kept = append(kept, g)
		}
		ordered.put(int(g.Seed-cfg.Seed), g)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	done := len(cfg.Have)
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				seed := cfg.Seed + uint64(i)
				deal := canfield.ShuffledDeal(cfg.Rules, seed)
				p, _ := newPlayer(cfg, i, deal)
				g, err := PlayGame(ctx, cfg.Rules, deal, p, cfg.MaxMoves)
				g.Player, g.Rules, g.Index, g.Seed = cfg.Player, cfg.Rules.Name, i+1, seed
				g.Peek = cfg.peek()
				if err == nil && cfg.Fatal {
					var f Fatal
					f, err = FirstFatal(ctx, cfg.Rules, deal, g.Line, g.Unseen, cfg.fatalNodes())
					g.Fatal = &f
				}
				if !cfg.Keep {
					g.Line, g.Unseen = nil, nil // what the diagnostic needed
				}
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("game %d (seed %d): %w", i+1, seed, err)
				}
				if err == nil {
					sum.add(g)
					if cfg.Keep {
						kept = append(kept, g)
					}
					done++
					if cfg.OnGame != nil {
						cfg.OnGame(g)
					}
					ordered.put(i, g)
					if cfg.Progress != nil {
						cfg.Progress(done)
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := range cfg.Games {
		if have[cfg.Seed+uint64(i)] {
			continue
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	partial := func() SimResult {
		r := sum.result(cfg.Player, cfg.Rules.Name)
		r.Games = sortedGames(kept)
		return r
	}
	if firstErr != nil {
		return partial(), firstErr
	}
	if err := ctx.Err(); err != nil {
		return partial(), err
	}
	return partial(), nil
}

// sortedGames returns games sorted by seed.
func sortedGames(games []GameResult) []GameResult {
	slices.SortFunc(games, func(a, b GameResult) int { return cmp.Compare(a.Seed, b.Seed) })
	return games
}

// reorder hands games to fn in the order of their index, holding those
// that end before a game of a lower index.
type reorder struct {
	fn      func(GameResult)
	next    int
	pending map[int]GameResult
}

func newReorder(fn func(GameResult)) *reorder {
	return &reorder{fn: fn, pending: map[int]GameResult{}}
}

// put gives game i (0-based).
func (r *reorder) put(i int, g GameResult) {
	if r.fn == nil {
		return
	}
	r.pending[i] = g
	for {
		g, ok := r.pending[r.next]
		if !ok {
			return
		}
		delete(r.pending, r.next)
		r.fn(g)
		r.next++
	}
}

// peek is the run's peek as the games record it: "" for none, and only
// for the hint player.
func (cfg SimConfig) peek() string {
	if cfg.Peek == "none" || cfg.Player != "hint" {
		return ""
	}
	return cfg.Peek
}

// onOff says "on" or "off".
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// fatalNodes is the fatal-move diagnostic's budget per solve.
func (cfg SimConfig) fatalNodes() int64 {
	if cfg.FatalNodes > 0 {
		return cfg.FatalNodes
	}
	return 2_000_000
}
