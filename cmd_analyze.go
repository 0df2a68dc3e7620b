package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// AnalyzeCmd reviews a finished or abandoned game.
type AnalyzeCmd struct {
	File    string        `arg:"" help:"Game record file." type:"path"`
	Game    int           `default:"1" help:"Which game of the file (1-based)."`
	Deal    string        `help:"The whole deal as a deal line, when the record does not give every card; it must agree with the record." placeholder:"LINE"`
	Ask     bool          `help:"Ask for the cards the record does not give (the default on a terminal)."`
	NoAsk   bool          `help:"Never ask for the cards the record does not give."`
	JSON    bool          `help:"Print the review as JSON."`
	Think   bool          `help:"Value each decision with the deeper hint budget (slower)."`
	Samples int           `help:"Deals sampled per decision (default 16; 32 with --think)."`
	Timeout time.Duration `default:"5s" help:"Time for each full-information solve."`
	Top     int           `default:"5" help:"How many of the costliest decisions to list."`
	All     bool          `help:"List every move: the chance of winning before it, after it, and the best move then."`
	ASCII   bool          `help:"Draw the chart in plain ASCII."`
}

// Run reviews the game.
func (c *AnalyzeCmd) Run(env *Env) error {
	recs, _, err := readRecords(env, c.File)
	if err != nil {
		return &exitError{1, err}
	}
	rec, err := pickGame(recs, c.File, c.Game)
	if err != nil {
		return err
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: %w", c.File, err)}
	}
	deal, err := c.wholeDeal(env, rec, g)
	if err != nil {
		return &exitError{1, err}
	}
	opts := hint.ReviewOptions{SolveTimeout: c.Timeout}
	opts.Advise = hint.AdviseOptions{Samples: 16, Nodes: 2000, Unknown: 0.5, Reveal: -1, Seed: 1}
	if c.Think {
		opts.Advise = hint.DefaultAdvise()
		opts.Advise.Seed = 1
	}
	if c.Samples > 0 {
		opts.Advise.Samples = c.Samples
	}
	if terminal(env.Stderr) {
		opts.Progress = func(done, total int) {
			fmt.Fprintf(env.Stderr, "\rvaluing decisions: %d/%d", done, total)
			if done == total {
				fmt.Fprint(env.Stderr, "\r\033[K")
			}
		}
	}
	rev, err := hint.ReviewGame(env.Ctx, g.Rules(), g.History(), deal, opts)
	if err != nil {
		return err
	}
	result, _ := rec.Get(notation.TagResult)
	if c.JSON {
		return json.NewEncoder(env.Stdout).Encode(struct {
			Rules       string          `json:"rules"`
			Result      string          `json:"result"`
			Moves       int             `json:"moves"`
			Foundations int             `json:"foundations"`
			Deal        string          `json:"deal,omitempty"`
			Review      *hint.Review    `json:"review"`
			Costliest   []hint.Decision `json:"costliest"`
		}{notation.FormatRules(g.Rules()), result, len(g.Moves()), g.FoundationCards(), dealText(deal), rev, rev.Costliest(c.Top)})
	}
	c.print(env.Stdout, g, result, rev)
	return nil
}

func dealText(deal []canfield.Card) string {
	if deal == nil {
		return ""
	}
	return notation.FormatDeal(deal)
}

// wholeDeal finds the whole deal: from the record, its Seed tag, --deal,
// or by asking; nil when it stays unknown.
func (c *AnalyzeCmd) wholeDeal(env *Env, rec *notation.Record, g *tracker.Game) ([]canfield.Card, error) {
	if v, ok := rec.Get(notation.TagSeed); ok {
		seed, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: Seed tag %q is not a seed", c.File, v)
		}
		if err := g.SetDeal(canfield.ShuffledDeal(g.Rules(), seed)); err != nil {
			return nil, fmt.Errorf("%s: the cards recorded do not agree with the deal of seed %d: %w", c.File, seed, err)
		}
	}
	if c.Deal != "" {
		d, err := notation.ParseDeal(g.Rules(), c.Deal)
		if err != nil {
			return nil, fmt.Errorf("--deal: %w", err)
		}
		if err := g.SetDeal(d); err != nil {
			return nil, fmt.Errorf("--deal does not agree with the record: %w", err)
		}
	}
	if d, ok := g.Deal(); ok {
		return d, nil
	}
	ask := c.Ask
	if terminal(env.Stdin) && !c.JSON && !c.NoAsk {
		ask = true
	}
	if !ask {
		return nil, nil
	}
	return askRestOfDeal(env, g)
}

// askRestOfDeal asks for every card of the deal not known yet.
func askRestOfDeal(env *Env, g *tracker.Game) ([]canfield.Card, error) {
	deal, _ := g.Deal()
	missing := 0
	for _, c := range deal {
		if c == canfield.NoCard {
			missing++
		}
	}
	verb := "were"
	if missing == 1 {
		verb = "was"
	}
	fmt.Fprintf(env.Stdout, "%s of the deal %s never seen. Turn the piles over and type them to learn whether the deal was winnable (empty line to skip).\n", plural(missing, "card"), verb)
	p := newLinePrompter(env.Ctx, env.Stdin, env.Stdout)
	for pos := range deal {
		for deal[pos] == canfield.NoCard {
			ans, err := p.Line(fmt.Sprintf("Card for %s:", tracker.PositionName(g.Rules(), pos)))
			if err != nil || ans == "" {
				return nil, err
			}
			card, err := notation.ParseCard(ans)
			if err != nil {
				fmt.Fprintf(env.Stdout, "%v.\n", err)
				continue
			}
			deal[pos] = card
			if err := g.SetDeal(deal); err != nil {
				fmt.Fprintf(env.Stdout, "%v.\n", err)
				deal[pos] = canfield.NoCard
			}
		}
		if d, ok := g.Deal(); ok {
			return d, nil
		}
	}
	return nil, nil
}

// print writes the review for people.
func (c *AnalyzeCmd) print(w io.Writer, g *tracker.Game, result string, rev *hint.Review) {
	st := newStyle(c.ASCII || os.Getenv("TERM") == "dumb")
	if result == "" || result == notation.ResultInProgress {
		result = "in progress"
	}
	fmt.Fprintf(w, "%s rules, %s, %s with %s on the foundations.\n", g.Rules().Name, plural(len(g.Moves()), "move"), result, plural(g.FoundationCards(), "card"))
	switch rev.Winnable {
	case "won":
		fmt.Fprintf(w, "The deal was winnable (with every card known). A winning line:\n%s\n", wrap(strings.Join(rev.Line, " "), 78, "  "))
	case "lost":
		fmt.Fprintln(w, "The deal was not winnable, even with every card known.")
	default:
		if rev.Deal == nil {
			fmt.Fprintln(w, "Whether the deal was winnable is not known: some cards were never seen (give them with --deal, or --ask).")
		} else {
			fmt.Fprintf(w, "The solver did not decide the deal within %v.\n", c.Timeout)
		}
	}
	if rev.LostAt > 0 {
		d := rev.Decisions[rev.LostAt-1]
		keep := ""
		if d.KeepsWin != "" {
			keep = fmt.Sprintf("; %s would have kept it winnable", d.KeepsWin)
		}
		fmt.Fprintf(w, "Where it was lost: move %d, %s, turned a winnable game into a lost one%s.\n", d.Number, d.Played, keep)
	}
	pct := func(x float64) string {
		if math.IsNaN(x) {
			return "  -"
		}
		return fmt.Sprintf("%3.0f%%", 100*x)
	}
	if top := rev.Costliest(c.Top); len(top) > 0 {
		fmt.Fprintln(w, "\nCostliest decisions, judged from what you knew then:")
		for _, d := range top {
			mark := ""
			if d.ThrewWin {
				mark = "  <- lost the deal"
			}
			fmt.Fprintf(w, "  move %3d  played %-5s %s -> %s   better %-5s %s%s\n", d.Number, d.Played, pct(d.Before), pct(d.After), d.Best, d.BestReason, mark)
		}
	} else {
		fmt.Fprintln(w, "\nNo decision cost a measurable chance of winning, judged from what you knew then.")
	}
	if c.All {
		fmt.Fprintln(w, "\nEvery move (chance of winning from what you knew: before, after the move played; the best move then):")
		for _, d := range rev.Decisions {
			mark := ""
			if d.ThrewWin {
				mark = "  <- lost the deal"
			}
			best := d.Best
			if d.Choices == 1 {
				best = "(forced)"
			}
			fmt.Fprintf(w, "  %3d  %-5s %s -> %s   best %-8s%s\n", d.Number, d.Played, pct(d.Before), pct(d.After), best, mark)
		}
	}
	fmt.Fprintln(w, "\nChance of winning before each move, from what you knew (· forced moves):")
	fmt.Fprint(w, winChart(rev.Curve(), chartOptions{Height: 8, Width: 72, ASCII: st.ascii}))
}
