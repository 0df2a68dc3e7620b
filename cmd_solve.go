package main

import (
	"errors"
	"fmt"
	"time"

	"canfield/canfield"
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
}

// Run solves the deals and prints one line per deal and a summary.
func (c *SolveCmd) Run(env *Env) error {
	c.Out = expandHome(c.Out) // named as typed in messages, not made absolute
	r, err := c.rules()
	if err != nil {
		return err
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
