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
	Games       int      `default:"100" help:"Number of games; game i is dealt with seed SEED+i-1."`
	Seed        SeedFlag `default:"1" placeholder:"N" help:"Seed of the first game's deal."`
	Player      string   `default:"hint" enum:"hint,greedy,omniscient" help:"Who plays: hint (the hint engine, seeing only what a player at the table sees), greedy (one-move-ahead heuristic, the baseline) or omniscient (the solver with the whole deal known, the ceiling)."`
	Workers     int      `default:"0" help:"Games played at once (0: one per CPU). With more than one, each hint uses one core."`
	JSON        bool     `name:"json" help:"Print the summary as one JSON object."`
	Think       bool     `help:"Give the hint player the deeper --think budget."`
	Samples     int      `default:"0" help:"Hint player: deals sampled per hint (0: the budget's default)."`
	Nodes       int64    `default:"0" help:"Hint player: solver nodes per sample and move (0: the budget's default)."`
	Conceal     float64  `help:"Hint player, for measuring: for the first place, prefer a move that shows nothing new within this many standard errors of the best (0: off; replaces the reveal rule)."`
	Nest        int      `help:"Hint player, for measuring: value a close decision's leading plans (at most this many) with the player's next decision made from what each sample showed (0: off)."`
	NestSamples int      `default:"8" help:"Hint player: samples of the next decision under --nest."`
	NestNodes   int64    `default:"1000" help:"Hint player: solver nodes a sample of the next decision under --nest."`
	PoolTwins   bool     `name:"pool-twins" help:"Hint player, for measuring: solve samples that are the same deal once, with the budget of all of them."`
	NoReveal    bool     `help:"Hint player: without preferring moves that show an unseen card."`
	Reveal      float64  `default:"-1" help:"Hint player: for the first place, prefer a move that shows an unseen card within this many standard errors of the best (-1: the default, off under unlimited passes and 1 under limited passes; 0: off, as --no-reveal)."`
	Lookahead   bool     `help:"Hint player: turn on the one-reveal lookahead against strategy fusion (on with --think)."`
	Unknown     float64  `default:"-1" help:"Hint player: the value of a sample the solver leaves undecided (-1: the default, 0.5)."`
	ReachValue  bool     `name:"reach-value" default:"true" negatable:"" help:"Hint player, limited passes: value an undecided sample by the share of the deck its search put up (--no-reach-value: at --unknown)."`
	Prior       float64  `default:"-1" help:"Hint player: let the rules of thumb choose among moves within this many standard errors of the best (-1: the default; 0: off)."`
	MaxSamples  int      `name:"max-samples" default:"-1" help:"Hint player: the most samples a plan may get by successive halving (-1: the budget's default; at most --samples turns it off)."`
	DeepNodes   int64    `name:"deep-nodes" default:"-1" help:"Hint player: solver nodes per sample for a close decision's leading plans (-1: the budget's default; at most --nodes turns deepening off)."`
	DeepSamples int      `name:"deep-samples" default:"-1" help:"Hint player: samples for a close decision's leading plans (-1: the budget's default)."`
	DeepPlans   int      `name:"deep-plans" default:"-1" help:"Hint player: how many leading plans a close decision deepens (-1: the budget's default)."`
	DeepAll     bool     `name:"deep-all" help:"Hint player: a close decision deepens every plan not clearly worse than the leader, the deal's own value included, not only the leading ones (one scale for the tie)."`
	DeepTop     bool     `name:"deep-top" help:"Hint player: after deepening a close decision, deepen in turn any plan left shallow whose estimate reaches the best deepened one (the first-listed plan valued at the deeper budget)."`
	PlanNew     bool     `name:"plan-new" default:"true" negatable:"" help:"Hint player: rank a deal that leads to a plan as a move to a new position (--no-plan-new: as one back to a position seen before)."`
	DealUnseen  bool     `name:"deal-unseen" default:"true" negatable:"" help:"Hint player: when no plan needs the deal but going round shows unseen cards, the deal keeps its own estimate (--no-deal-unseen: held to the best other move's)."`
	Plain       bool     `help:"Hint player: value every legal move by plain PIMC, without the plans through the stock cycle (the method before them)."`
	Peek        string   `default:"none" enum:"none,reserve,stock,all" help:"Hint player, a diagnostic: copy the true cards of the reserve, the stock or all into every sample it draws, to measure what the engine loses to its own search (none: a real player)."`
	Remember    bool     `help:"Hint player: keep what the solver proved in each sample (winning lines, losses) from one hint of a game to the next, the samples drawn stably from the game's seed, instead of every hint from scratch seeded by the move."`
	NoScout     bool     `name:"no-scout" help:"Hint player: do not deal round first when that shows an unseen card and loses nothing."`
	SolveNodes  int64    `default:"2000000" help:"Solver node budget per deal: the omniscient player's, and each solve of --fatal."`
	Fatal       bool     `help:"After each game, find with the whole deal known the first move that lost a winnable game (a few solves per game)."`
	MaxMoves    int      `default:"5000" help:"Move cap per game."`
	PerGame     bool     `name:"per-game" help:"Also print one line (or JSON object) per game."`
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
	if c.Reveal >= 0 {
		opts.Reveal = c.Reveal
	}
	if c.NoReveal {
		opts.Reveal = 0
	}
	if c.Conceal > 0 {
		opts.Conceal = c.Conceal
	}
	if c.Nest > 0 {
		opts.Nest, opts.NestSamples, opts.NestNodes = c.Nest, c.NestSamples, c.NestNodes
	}
	if c.Lookahead {
		opts.Lookahead = true
	}
	opts.PoolTwins = c.PoolTwins
	if c.Unknown >= 0 && c.Unknown <= 1 {
		opts.Unknown = c.Unknown
	}
	if c.Prior >= 0 {
		opts.Prior = c.Prior
	}
	if c.DeepNodes >= 0 {
		opts.DeepNodes = c.DeepNodes
	}
	if c.DeepSamples >= 0 {
		opts.DeepSamples = c.DeepSamples
	}
	if c.DeepPlans >= 0 {
		opts.DeepPlans = c.DeepPlans
	}
	opts.DeepAll = opts.DeepAll || c.DeepAll
	opts.DeepTop = opts.DeepTop || c.DeepTop
	opts.Remember = opts.Remember || c.Remember
	if c.MaxSamples >= 0 {
		opts.MaxSamples = c.MaxSamples
	}
	opts.PlanNew, opts.DealUnseen, opts.ReachValue = c.PlanNew, c.DealUnseen, c.ReachValue
	opts.Plain = opts.Plain || c.Plain
	opts.NoScout = opts.NoScout || c.NoScout
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
		nonNegative("conceal", c.Conceal),
		within("nest", c.Nest, 0, maxPlans),
		within("nest-samples", c.NestSamples, 1, maxSamples),
		atLeast("nest-nodes", c.NestNodes, 1),
		unitOrUnset("unknown", c.Unknown),
		nonNegativeOrUnset("reveal", c.Reveal),
		nonNegativeOrUnset("prior", c.Prior),
		within("max-samples", c.MaxSamples, -1, maxSamples),
		atLeast("deep-nodes", c.DeepNodes, -1),
		within("deep-samples", c.DeepSamples, -1, maxSamples),
		within("deep-plans", c.DeepPlans, -1, maxPlans),
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
