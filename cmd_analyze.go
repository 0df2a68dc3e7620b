package main

// AnalyzeCmd reviews a finished or abandoned game.
type AnalyzeCmd struct {
	File    string    `arg:"" help:"Game record file."`
	Game    int       `type:"game" placeholder:"K" help:"Which game of the file (1: the first). Default: the last, as every command takes a file of several games."`
	Deal    string    `help:"The whole deal as a deal line, when the record does not give every card; it must agree with the record." placeholder:"LINE"`
	PySol   PySolFlag `name:"pysol" placeholder:"N" help:"The whole deal is PySolFC's game N (12345, ms123), when the record does not give every card; it must agree with the record."`
	Ask     bool      `help:"Ask for the cards the record does not give (the default on a terminal)."`
	NoAsk   bool      `help:"Never ask for the cards the record does not give."`
	JSON    bool      `help:"Print the review as JSON."`
	Think   bool      `help:"Value each decision with the deeper hint budget (slower)."`
	Samples int       `help:"Deals sampled per decision (default: the hint's, 32; 64 with --think); the second look at a close decision scales with it."`
	Nodes   int64     `default:"2000000" help:"Solver nodes for each solve with every card known (whether the deal was winnable, which move lost it); a node budget, not a time, so that the same record gives the same review at any load."`
	Top     int       `default:"5" help:"How many of the costliest decisions to list (0: all)."`
	All     bool      `help:"List every move: the chance of winning before it, after it, and the best move then."`
	ASCII   bool      `help:"Draw the chart in plain ASCII."`
}

// Run reviews the game.
func (c *AnalyzeCmd) Run(env *Env) error {
	if err := checkFlags(
		within("samples", c.Samples, 0, maxSamples),
		atLeast("nodes", c.Nodes, 1),
		atLeast("top", c.Top, 0),
		notBoth("--ask", c.Ask, "--no-ask", c.NoAsk),
		notBoth("--deal", c.Deal != "", "--pysol", c.PySol.Set),
	); err != nil {
		return err
	}
	if c.PySol.Set {
		if _, err := c.PySol.Number(); err != nil {
			return err // before the record is read: a number PySolFC refuses is bad input
		}
	}
	o := reviewOptions(*c) // the same fields, without the flags' tags
	return reviewGame(env, &o)
}
