package main

import (
	"errors"
	"fmt"
	"time"

	"canfield/canfield"
	"canfield/hint/exact"
	"canfield/hint/solver"
	"canfield/hint/study"
	"canfield/notation/pysol"
)

// SolveCmd solves whole deals with every card known.
type SolveCmd struct {
	RulesFlag
	Order   string        `enum:",wrap,base" default:"" help:"Override the preset's tableau order: wrap (a King goes on an Ace) or base (ranks counted from the base, as in the published studies)."`
	Timeout time.Duration `default:"10s" help:"Time budget per deal (0: none)."`
	Clock   string        `enum:"wall,cpu" default:"wall" help:"What --timeout and the times count: wall (the clock on the wall) or cpu (the CPU time of the thread solving the deal, Linux only: a loaded or shared machine then slows a study down without changing its results)."`
	Nodes   int64         `default:"0" help:"Node budget per deal (0: none)."`
	TableMB int64         `name:"table-mb" default:"32" help:"Transposition table size per worker, in MiB."`
	JSON    bool          `name:"json" help:"One JSON object per deal: rules, deal, seed (or pysolfc), result, stop, ms, nodes, budgets, cards, solution (what canfield summary merges)."`
	OutFlags
	Workers int       `default:"0" help:"Deals solved at once (0: one per CPU)."`
	Threads int       `default:"0" help:"Threads on each deal's full search, 1 or 2 (0: two when the deals solved at once leave a CPU free for each, as for a single deal; else one). A deal's time budget counts on each thread's clock; with --nodes a deal always uses one thread, so that its result does not depend on timing."`
	Seed    SeedFlag  `placeholder:"N" help:"Solve seeded deals (with --count) instead of reading deal lines."`
	PySol   PySolFlag `name:"pysol" placeholder:"N" help:"Solve PySolFC's game N (12345, ms123, #00000000000000032000), and with --count the games after it (N+1, ... as typed), as PySolFC deals them under classic (its Canfield), superior, rainbow or storehouse."`
	Count   int       `default:"1" help:"With --seed or --pysol: how many deals, N, N+1, ..."`
	Files   []string  `arg:"" optional:"" help:"Files of deal lines (default: stdin). Blank lines and # comments are skipped."`
	HiddenFlags
}

// HiddenFlags are solve's flags for the hidden-information game.
type HiddenFlags struct {
	Hidden     bool   `help:"Solve the game as the player sees it, exactly (small presets only, e.g. --rules small-2x6): the chance of winning of the best player who never peeks. Each deal's value (with --moves, its first moves' values too); with --all, H* over every deal; with --sample N, over N deal classes drawn at random."`
	All        bool   `help:"With --hidden: the mean over every deal (H*), one line a deal class (the deals that show the same cards face up)."`
	Sample     int    `default:"0" placeholder:"N" help:"With --hidden: the mean over N deal classes drawn at random (with --sample-seed), with its interval."`
	SampleSeed uint64 `name:"sample-seed" default:"1" placeholder:"N" help:"With --sample: the seed of the draw."`
	Record     string `placeholder:"FILE" help:"With --hidden: the value of a game in progress in this record (its last game) and of each of its moves."`
	Moves      bool   `help:"With --hidden and deals: each first move's value too (each deal solved as dealt, not through its deal class)."`
	MemoryMB   int    `name:"memory-mb" default:"256" help:"With --hidden: the size of the memo of values, in MiB (values that do not fit are computed again)."`
}

// Run solves the deals and prints one line per deal and a summary.
func (c *SolveCmd) Run(env *Env) error {
	c.Out = expandHome(c.Out) // named as typed in messages, not made absolute
	r, err := c.rules()
	if err != nil {
		return err
	}
	if c.Hidden {
		return c.runHidden(env, r)
	}
	if c.All || c.Sample != 0 || c.Record != "" {
		return &exitError{2, errors.New("--all, --sample and --record go with --hidden")}
	}
	if err := c.validate(); err != nil {
		return err
	}
	jobs, skipped, err := c.jobs(env, r)
	if err != nil {
		return err
	}
	if len(jobs) == 0 && skipped == 0 {
		return &exitError{2, fmt.Errorf("no deal lines in %s", inputsName(c.Files))}
	}
	run := study.SolveRun{Rules: r, Workers: c.Workers, JSON: c.JSON, Out: c.Out, Resume: c.Resume,
		Solver: solver.Options{TTBytes: c.TableMB << 20, MaxNodes: c.Nodes, Timeout: c.Timeout, CPUClock: c.Clock == "cpu", Threads: c.Threads}}
	if terminal(env.Stderr) {
		run.Progress = env.Stderr
	}
	records, failed, err := run.Run(env.Ctx, env.Stdout, env.Stderr, jobs)
	switch {
	case err != nil:
		return err
	case failed > 0:
		return &exitError{1, fmt.Errorf("%d solutions failed their replay (a solver bug)", failed)}
	case env.Ctx.Err() != nil:
		return &exitError{130, errors.New(study.Interrupted(len(records), len(jobs), "deals", c.Out, c.Resume, "solves"))}
	case skipped > 0:
		// The other deals were solved, but a script must not take a run
		// with bad input for a clean one.
		return &exitError{1, fmt.Errorf("%s skipped (see above)", plural(skipped, "bad deal line"))}
	}
	return nil
}

// runHidden solves the hidden-information game: a recorded game's
// position, H* over every deal or a sample, or each deal given.
func (c *SolveCmd) runHidden(env *Env, r canfield.Rules) error {
	if err := checkFlags(within("sample", c.Sample, 0, maxCount), within("memory-mb", c.MemoryMB, 1, maxTableMB)); err != nil {
		return err
	}
	modes := 0
	for _, on := range []bool{c.All, c.Sample > 0, c.Record != "", c.Seed.Set || c.PySol.Set || len(c.Files) > 0} {
		if on {
			modes++
		}
	}
	if modes > 1 {
		return &exitError{2, errors.New("--hidden takes one of --all, --sample N, --record FILE, --seed N or --pysol N, or deal lines")}
	}
	run := study.HiddenRun{Rules: r, CacheSlots: c.MemoryMB << 20 / 16, JSON: c.JSON}
	var sum study.HiddenSummary
	var err error
	switch {
	case c.Record != "":
		recs, name, err := readRecords(env, c.Record)
		if err != nil {
			return &exitError{2, err}
		}
		v, err := recordView(recs[len(recs)-1])
		if err != nil {
			return &exitError{2, fmt.Errorf("%s: %w", name, err)}
		}
		run.Rules = v.Rules()
		return hiddenErr(env, run.Position(env.Ctx, env.Stdout, v))
	case c.All || c.Sample > 0:
		roots, rerr := exact.Roots(r)
		if rerr != nil {
			return &exitError{2, rerr}
		}
		if c.Sample > 0 {
			roots = exact.SampleRoots(roots, c.Sample, c.SampleSeed)
		}
		sum, err = run.Classes(env.Ctx, env.Stdout, roots, c.Sample > 0)
	default:
		if err := c.validate(); err != nil {
			return err
		}
		jobs, _, jerr := c.jobs(env, r)
		if jerr != nil {
			return jerr
		}
		sum, err = run.Deals(env.Ctx, env.Stdout, jobs, c.Moves)
	}
	if err != nil {
		return hiddenErr(env, err)
	}
	return study.WriteHiddenSummary(env.Stderr, r, sum)
}

// hiddenErr is the exit of a hidden-information solve that failed: 130
// when interrupted, 2 for rules it does not solve.
func hiddenErr(env *Env, err error) error {
	switch {
	case err == nil:
		return nil
	case env.Ctx.Err() != nil:
		return &exitError{130, errors.New("interrupted")}
	}
	return &exitError{1, err}
}

// rules are the rules the deals are solved under: the preset, with
// --order's tableau order.
func (c *SolveCmd) rules() (canfield.Rules, error) {
	r, err := c.Resolve()
	switch c.Order {
	case "wrap":
		r.Order, r.Name = canfield.FullWrap, r.Name+"+wrap"
	case "base":
		r.Order, r.Name = canfield.FromBase, r.Name+"+base"
	}
	return r, err
}

// validate refuses flag values out of range or flags that do not go
// together, instead of taking them silently.
func (c *SolveCmd) validate() error {
	if err := oneDeal(flagGiven{"--seed", c.Seed.Set}, flagGiven{"--pysol", c.PySol.Set}); err != nil {
		return err
	}
	if err := checkFlags(
		flagCheck{c.Timeout >= 0, "--timeout " + c.Timeout.String(), "a time from 0 (0: none)"},
		atLeast("nodes", c.Nodes, 0),
		flagCheck{c.TableMB >= 0 && c.TableMB <= maxTableMB, fmt.Sprintf("--table-mb %d", c.TableMB), fmt.Sprintf("from 0 to %d (MiB; a table is allocated whole)", maxTableMB)},
		within("workers", c.Workers, 0, maxWorkers),
		flagCheck{c.Threads >= 0 && c.Threads <= 2, fmt.Sprintf("--threads %d", c.Threads), "1 or 2 (0: chosen from the CPUs and workers)"},
		flagCheck{c.Seed.Set || c.PySol.Set || c.Count == 1, fmt.Sprintf("--count %d", c.Count), "counts seeded deals: give --seed N (or --pysol N) with it"},
		within("count", c.Count, 1, maxCount),
		seedRun("count", c.Seed.Value, c.Count),
	); err != nil {
		return err
	}
	if err := c.check(); err != nil {
		return err
	}
	if c.Clock == "cpu" && !solver.CPUClockSupported() {
		return &exitError{2, errors.New("--clock cpu: this system gives no thread CPU time (Linux only); use --clock wall")}
	}
	return nil
}

// jobs are the deals to solve: the seeded ones, or those of the deal
// files (stdin without any), with the number of bad lines skipped.
func (c *SolveCmd) jobs(env *Env, r canfield.Rules) ([]study.SolveJob, int, error) {
	if !c.Seed.Set && !c.PySol.Set {
		return readDeals(env, c.Files, r)
	}
	if len(c.Files) > 0 {
		return nil, 0, &exitError{2, errors.New("give either --seed (or --pysol) or deal files, not both")}
	}
	if c.PySol.Set {
		return c.pysolJobs(r)
	}
	var jobs []study.SolveJob
	for k := range c.Count {
		seed := c.Seed.Value + uint64(k)
		jobs = append(jobs, study.SolveJob{Index: k + 1, Seed: &seed, Deal: canfield.ShuffledDeal(r, seed)})
	}
	return jobs, 0, nil
}

// pysolJobs are the deals of PySolFC's games --pysol N, N+1, ... (--count
// of them), each number of the same kind as N (ms or plain).
func (c *SolveCmd) pysolJobs(r canfield.Rules) ([]study.SolveJob, int, error) {
	first, _, err := c.PySol.Deal(r) // refuses rules that are no PySolFC game
	if err != nil {
		return nil, 0, err
	}
	var jobs []study.SolveJob
	for k := range c.Count {
		n, err := first.Plus(uint64(k))
		if err != nil {
			return nil, 0, &exitError{2, fmt.Errorf("--pysol %s --count %d: %w", first, c.Count, err)}
		}
		deal, err := pysol.Deal(r, n)
		if err != nil {
			return nil, 0, err
		}
		jobs = append(jobs, study.SolveJob{Index: k + 1, PySolFC: n.String(), Deal: deal})
	}
	return jobs, 0, nil
}

// readDeals reads the deal lines of files, or of stdin when there are
// none: the good deals, numbered across the files, and the number of bad
// lines (each reported on stderr and skipped).
func readDeals(env *Env, files []string, r canfield.Rules) ([]study.SolveJob, int, error) {
	d := study.DealReader{Rules: r, Warn: env.Stderr}
	if len(files) == 0 {
		err := d.Read("stdin", "FILE", env.Stdin)
		return d.Jobs, d.Skipped, err
	}
	for _, name := range files {
		f, err := openInput(name)
		if err != nil {
			return nil, 0, err
		}
		err = d.Read(name, shellQuote(name), f)
		f.Close()
		if err != nil {
			return nil, 0, err
		}
	}
	return d.Jobs, d.Skipped, nil
}

// maxCount is the most seeded deals one solve takes, as many as it reads
// from deal lines (study.MaxDeals): its deals and their results are held
// until the summary (a larger study is run in shards and merged with
// 'canfield summary').
const maxCount = study.MaxDeals

// maxTableMB is the largest table solve accepts: a table is allocated
// whole, and more than this would end the program out of memory instead of
// with a message.
const maxTableMB = 4096

// inputsName names the files deal lines are read from (stdin without any).
func inputsName(files []string) string {
	if len(files) == 0 {
		return "stdin"
	}
	return study.JoinAnd(files)
}
