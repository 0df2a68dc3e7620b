package main

import (
	"errors"
	"fmt"

	"canfield/hint"
	"canfield/hint/study"
	"canfield/notation"
)

// SimCmd plays seeded virtual games with one kind of player and sums up.
type SimCmd struct {
	RulesFlag
	Games      int      `default:"100" help:"Number of games; game i is dealt with seed SEED+i-1."`
	Seed       SeedFlag `default:"1" placeholder:"N" help:"Seed of the first game's deal."`
	Player     string   `default:"hint" enum:"hint,greedy,omniscient" help:"Who plays: hint (the hint engine, seeing only what a player at the table sees), greedy (one-move-ahead heuristic, the baseline) or omniscient (the solver with the whole deal known, the ceiling)."`
	Workers    int      `default:"0" help:"Games played at once (0: one per CPU). With more than one, each hint uses one core."`
	JSON       bool     `name:"json" help:"Print the summary as one JSON object."`
	Think      bool     `help:"Give the hint player the deeper --think budget."`
	Samples    int      `default:"0" help:"Hint player: deals sampled per hint (0: the budget's default)."`
	Nodes      int64    `default:"0" help:"Hint player: solver nodes per sample and move (0: the budget's default)."`
	DeepNodes  int64    `name:"deep-nodes" default:"-1" help:"Hint player: solver nodes per sample for a close decision's leading plans (-1: the budget's default; at most --nodes turns deepening off)."`
	Peek       string   `default:"none" enum:"none,reserve,stock,all" help:"Hint player, a diagnostic: copy the true cards of the reserve, the stock or all into every sample it draws, to measure what the engine loses to its own search (none: a real player)."`
	SolveNodes int64    `default:"2000000" help:"Solver node budget per deal: the omniscient player's, and each solve of --fatal."`
	Fatal      bool     `help:"After each game, find with the whole deal known the first move that lost a winnable game (a few solves per game)."`
	MaxMoves   int      `default:"5000" help:"Move cap per game."`
	PerGame    bool     `name:"per-game" help:"Also print one line (or JSON object) per game."`
	OutFlags
}

// Run plays the games.
func (c *SimCmd) Run(env *Env) error {
	c.Out = expandHome(c.Out) // named as typed in messages, not made absolute
	r, err := c.Resolve()
	if err != nil {
		return err
	}
	if err := c.validate(); err != nil {
		return err
	}
	if c.Peek != "none" && c.Player != "hint" {
		return &exitError{2, fmt.Errorf("--peek is for the hint player (this run's player is %s)", c.Player)}
	}
	cfg := study.SimConfig{Rules: r, Games: c.Games, Seed: c.Seed.Value, Player: c.Player, Workers: c.Workers,
		Hint: c.adviseOptions(), Peek: c.Peek, OmniscientNodes: c.SolveNodes, MaxMoves: c.MaxMoves,
		Fatal: c.Fatal, FatalNodes: c.SolveNodes}
	if terminal(env.Stderr) {
		cfg.Progress = func(done int) {
			fmt.Fprintf(env.Stderr, "\r%s: %d/%d games", c.Player, done, c.Games)
			if done == c.Games {
				fmt.Fprintln(env.Stderr)
			}
		}
	}
	if c.PerGame {
		// Each game is printed as soon as those before it have ended: no
		// game is held to the end. A failed write is the command's error
		// all the same (checkedWriter).
		cfg.InOrder = func(g study.GameResult) { study.WriteSimGame(env.Stdout, g, c.JSON) }
	}
	res, done, err := study.RunSim(env.Ctx, cfg, c.Out, c.Resume, env.Stderr)
	if err != nil {
		return c.stopped(env, err, done)
	}
	return study.WriteSimResult(env.Stdout, res, c.JSON)
}

// adviseOptions is the hint player's budget: the default one (or --think's)
// with the hint player's flags applied.
func (c *SimCmd) adviseOptions() hint.AdviseOptions {
	opts := hint.DefaultAdvise()
	if c.Think {
		opts = hint.ThinkAdvise()
	}
	if c.Samples > 0 {
		opts.Samples = c.Samples
	}
	if c.Nodes > 0 {
		opts.Nodes = c.Nodes
	}
	if c.DeepNodes >= 0 {
		opts.DeepNodes = c.DeepNodes
	}
	return opts
}

// validate refuses flag values out of range, instead of taking them
// silently for the default or running with them.
func (c *SimCmd) validate() error {
	if err := checkFlags(
		atLeast("games", c.Games, 1),
		seedRun("games", c.Seed.Value, c.Games),
		within("workers", c.Workers, 0, maxWorkers),
		within("samples", c.Samples, 0, maxSamples),
		atLeast("nodes", c.Nodes, 0),
		atLeast("deep-nodes", c.DeepNodes, -1),
		atLeast("solve-nodes", c.SolveNodes, 1),
		within("max-moves", c.MaxMoves, 1, notation.MaxMoves),
	); err != nil {
		return err
	}
	return c.check()
}

// stopped turns the error of a run stopped by Ctrl-C into exit 130 with how
// far it got and how an --out run goes on (it said "game 2 (seed 2):
// context canceled" with exit 1); any other error is returned as it is.
func (c *SimCmd) stopped(env *Env, err error, done int) error {
	if env.Ctx.Err() == nil {
		return err
	}
	return &exitError{130, errors.New(study.Interrupted(done, c.Games, "games", c.Out, c.Resume, "plays"))}
}
