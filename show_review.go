package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// Reviewing a finished game and printing the review (the analyze command,
// and the play session when the game ends).

// reviewOptions says which game to review and how: the analyze command's
// flags, which the play session also fills in to review the game just
// played.
type reviewOptions struct {
	File    string    // the record file
	Game    int       // which game of the file, 1-based
	Deal    string    // the whole deal as a deal line, or ""
	PySol   PySolFlag // PySolFC's game number giving the whole deal, when set
	Ask     bool      // ask for the cards the record does not give
	NoAsk   bool      // never ask (the default on a terminal is to ask)
	JSON    bool      // print JSON
	Think   bool      // the deeper hint budget
	Samples int       // deals sampled per decision (0: the budget's)
	Nodes   int64     // solver nodes for each full-information solve (0: hint.DefaultReviewNodes)
	Top     int       // how many of the costliest decisions to list
	All     bool      // list every move
	ASCII   bool      // plain ASCII chart
}

// reviewGame reviews a finished or abandoned game of a record file and
// prints the review: whether the deal was winnable, where it was lost, the
// costliest decisions and a chart. It is the whole of the analyze command,
// and what the play session runs when the player asks for a review.
func reviewGame(env *Env, c *reviewOptions) error { return reviewGameWith(env, c, nil) }

// withSamples returns the budget a drawing n deals a decision instead of
// its own number, the deeper rounds (a close decision's deepening, the
// halving's most samples) scaled in proportion, so that a smaller
// --samples makes the whole review cheaper and not only its first round.
func withSamples(a hint.AdviseOptions, n int) hint.AdviseOptions {
	if a.Samples > 0 {
		a.DeepSamples = max(a.DeepSamples*n/a.Samples, min(a.DeepSamples, n))
		a.MaxSamples = max(a.MaxSamples*n/a.Samples, min(a.MaxSamples, n))
	}
	a.Samples = n
	return a
}

// reviewGameWith is reviewGame asking for the cards never seen through p
// (nil: lines from standard input).
func reviewGameWith(env *Env, c *reviewOptions, p Prompter) error {
	return reviewGameTelling(env, c, p, nil)
}

// reviewGameTelling is reviewGameWith telling progress the decisions
// valued so far and their number (the page's progress bar); with progress
// nil, a terminal's standard error is told.
func reviewGameTelling(env *Env, c *reviewOptions, p Prompter, progress func(done, total int)) error {
	recs, _, err := readRecords(env, c.File)
	if err != nil {
		return withCode(1, err)
	}
	if c.Game == 0 {
		// Not given: the last game, as every command takes it, and, as
		// export says, that there are others.
		c.Game = len(recs)
		if len(recs) > 1 {
			fmt.Fprintf(env.Stderr, "canfield: %s holds %d games; reviewing game %d, the last (--game picks another)\n", escapeTerm(c.File), len(recs), c.Game)
		}
	}
	rec, err := pickGame(recs, c.File, c.Game)
	if err != nil {
		return err
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return &exitError{1, fmt.Errorf("%s: %w", c.File, err)}
	}
	deal, err := c.wholeDeal(env, p, recs, rec, g)
	if err != nil {
		return &exitError{1, err}
	}
	if c.Nodes <= 0 {
		c.Nodes = hint.DefaultReviewNodes
	}
	// Node budgets only: the same record gives the same review at any load.
	opts := hint.ReviewOptions{SolveNodes: c.Nodes}
	// The hint's own budget and seed, so that each decision is judged by
	// the figures the hint showed for it (hint and play's h alike).
	opts.Advise = hint.DefaultAdvise()
	if c.Think {
		opts.Advise = hint.ThinkAdvise()
	}
	if c.Samples > 0 {
		opts.Advise = withSamples(opts.Advise, c.Samples)
	}
	if progress != nil {
		opts.Progress = progress
	} else if terminal(env.Stderr) {
		opts.Progress = func(done, total int) {
			fmt.Fprintf(env.Stderr, "\rvaluing decisions: %d/%d", done, total)
			if done == total {
				fmt.Fprint(env.Stderr, "\r\033[K")
			}
		}
	}
	// Each move is judged from the cards known when it was chosen, those
	// seen on moves taken back included (the record's Seen tag).
	rev, err := hint.ReviewGame(env.Ctx, g.View(), deal, opts)
	if err != nil && env.Ctx.Err() != nil {
		// Ctrl-C: not "move 170: context canceled" with exit 1.
		if opts.Progress != nil {
			fmt.Fprint(env.Stderr, "\r\033[K")
		}
		return &exitError{130, errors.New("interrupted")}
	}
	if err != nil {
		return err
	}
	result, _ := rec.Get(notation.TagResult)
	if m := resultMismatch(rec, g); m != "" {
		result = reachedResult(g)
		as := map[string]string{notation.ResultWon: "a won game", notation.ResultLost: "a lost game"}[result]
		if as == "" {
			as = "a game in progress"
		}
		sayf(env.Stderr, "Note: %s: %s; it is reviewed as %s.", escapeTerm(c.File), m, as)
	}
	if c.JSON {
		return json.NewEncoder(env.Stdout).Encode(struct {
			Rules       string         `json:"rules"`
			Result      string         `json:"result"`
			Moves       int            `json:"moves"`
			Foundations int            `json:"foundations"`
			Deal        string         `json:"deal,omitempty"`
			Code        string         `json:"code,omitempty"`
			Review      reviewJSON     `json:"review"`
			Costliest   []decisionJSON `json:"costliest"`
		}{notation.FormatRules(g.Rules()), result, len(g.Moves()), g.FoundationCards(), dealText(deal), dealCodeText(g.Rules(), deal), newReviewJSON(rev), decisionsJSON(rev.Costliest(c.top(rev)))})
	}
	c.print(env.Stdout, g, result, rev)
	return nil
}

// print writes the review for people.
func (c *reviewOptions) print(w io.Writer, g *tracker.Game, result string, rev *hint.Review) {
	st := newStyle(c.ASCII || os.Getenv("TERM") == "dumb")
	if result == "" || result == notation.ResultInProgress {
		result = "in progress"
	}
	// Sentences wrap at the terminal's width, never inside a word.
	width := textWidth(w)
	say := func(format string, a ...any) { fmt.Fprintln(w, hang("", fmt.Sprintf(format, a...), width)) }
	say("%s rules, %s, %s with %s on the foundations.", rulesLabel(g.Rules()), plural(len(g.Moves()), "move"), result, plural(g.FoundationCards(), "card"))
	switch rev.Winnable {
	case "won":
		say("The deal was winnable (with every card known). A winning line:")
		fmt.Fprintln(w, wrap(strings.Join(moveTokens(rev.Line), " "), width-2, "  "))
	case "lost":
		say("The deal was not winnable, even with every card known.")
	default:
		if rev.Deal == nil {
			say("Whether the deal was winnable is not known: some cards were never seen (give them with --deal, or --ask).")
		} else {
			say("The solver did not decide the deal within %s nodes (analyze --nodes gives it more).", groupDigits(c.Nodes))
		}
	}
	if code := dealCodeText(g.Rules(), rev.Deal); code != "" {
		say("%s.", codeLine(code, g.Rules()))
	}
	if rev.LostAt > 0 {
		d := rev.Decisions[rev.LostAt-1]
		keep := ""
		if d.Keeps {
			keep = fmt.Sprintf("; %s would have kept it winnable", notation.FormatMove(d.KeepsWin))
		}
		say("Where it was lost: move %d, %s, turned a winnable game into a lost one%s.", d.Number, notation.FormatMove(d.Played), keep)
	}
	if result == notation.ResultAbandoned {
		if words := givenUpWords(rev); words != "" {
			say("%s", words)
		}
	}
	if len(rev.Decisions) == 0 {
		fmt.Fprintln(w)
		say("No move was played, so there is no decision to review.")
		return
	}
	pct := func(x float64) string {
		if math.IsNaN(x) {
			return "   -" // as wide as "100%"
		}
		return fmt.Sprintf("%3.0f%%", 100*x)
	}
	if top := rev.Costliest(c.top(rev)); len(top) > 0 {
		fmt.Fprintln(w, "\nCostliest decisions, judged from what you knew then:")
		for _, d := range top {
			mark := "  [" + costKind(d) + "]"
			if d.ThrewWin {
				mark = "  <- lost the deal" + mark
			}
			if d.Hinted {
				mark += " (the hint listed this move first)"
			}
			// The better move: clearly better from what was known, or,
			// for a move that lost the deal, the one that kept it
			// winnable; never the move played.
			why, better := "", "-"
			if m, f, ok := d.Better(); ok {
				why, better = st.moveWords(f, true), notation.FormatMove(m)
			}
			head := fmt.Sprintf("  move %3d  played %-5s %s -> %s   better %-5s ", d.Number, notation.FormatMove(d.Played), pct(d.Before), pct(d.After), better)
			if width-visibleWidth(head) < 30 {
				// A narrow terminal: the reason goes below, less indented.
				fmt.Fprintln(w, strings.TrimRight(head, " "))
				head = "        "
			}
			fmt.Fprintln(w, hang(head, why+mark, width))
		}
		say("%s", costCounts(rev))
	} else {
		fmt.Fprintln(w)
		say("No decision cost a measurable chance of winning, judged from what you knew then.")
	}
	if c.All {
		fmt.Fprintln(w)
		say("Every move (chance of winning from what you knew: before, after the move played; the best move then):")
		for _, d := range rev.Decisions {
			mark := ""
			if d.ThrewWin {
				mark = "  <- lost the deal"
			}
			best := notation.FormatMove(d.Best)
			if d.Choices == 1 {
				best = "(forced)"
			} else if d.Tied && d.Best != d.Played {
				mark += "  (a tie: within sampling noise)"
			}
			row := fmt.Sprintf("  %3d  %-5s %s -> %s   best %-8s", d.Number, notation.FormatMove(d.Played), pct(d.Before), pct(d.After), best)
			if mark == "" {
				fmt.Fprintln(w, strings.TrimRight(row, " "))
				continue
			}
			// The mark wraps under itself on a narrow terminal.
			fmt.Fprintln(w, hang(row+"  ", mark, width))
		}
	}
	fmt.Fprintln(w)
	say("Chance of winning before each move, from what you knew (· forced moves):")
	ps, forced := forcedCurve(rev)
	fmt.Fprint(w, winChart(ps, chartOptions{Height: 8, Width: min(72, width-8), ASCII: st.ascii, Forced: forced}))
	say("%s", chartLuckNote)
}

// givenUpWords says what a game given up gave away with it: the chance
// of winning left after its last move, judged from what the player knew
// (when that move was searched), and whether the deal was still winnable
// with every card known, no move having lost it. "" when neither is
// known. A review of a game given up said only how its moves went, as if
// the resignation had cost nothing.
func givenUpWords(rev *hint.Review) string {
	still := rev.Winnable == "won" && rev.LostAt == 0
	if n := len(rev.Decisions); n > 0 && !math.IsNaN(rev.Decisions[n-1].After) {
		s := fmt.Sprintf("It was given up after move %d with a %.0f%% chance of winning left, judged from what you knew then", rev.Decisions[n-1].Number, 100*rev.Decisions[n-1].After)
		if still {
			s += "; with every card known it was still winnable"
		}
		return s + "."
	}
	if still {
		return "It was given up while the deal was still winnable with every card known."
	}
	return ""
}

// chartLuckNote, under the chart, says why the chance moves at moves the
// list of costly decisions leaves out: a card that turns up changes it.
const chartLuckNote = "The chance also moves as cards turn up: a rise or fall at a move not listed as costly is the luck of the draw, not a decision."

// forcedCurve is the review's chance of winning before each decision, with
// the forced decisions (no estimate of their own) given the chance the
// move before left: after a losing move, the forced moves that follow show
// the drop.
func forcedCurve(rev *hint.Review) (ps []float64, forced []bool) {
	ps = rev.Curve()
	forced = make([]bool, len(ps))
	carry := math.NaN()
	for i, d := range rev.Decisions {
		if math.IsNaN(ps[i]) {
			forced[i] = true
			ps[i] = carry
		}
		switch {
		case !math.IsNaN(d.After):
			carry = d.After
		case !math.IsNaN(d.Before):
			carry = d.Before
		}
	}
	return ps, forced
}

// top is how many of the costliest decisions to list: --top, or every one
// when it is 0 (as hint --top 0 lists every move).
func (c *reviewOptions) top(rev *hint.Review) int {
	if c.Top <= 0 {
		return len(rev.Decisions)
	}
	return c.Top
}
