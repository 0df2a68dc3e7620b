package study

// The exact value of the hidden-information game (package hint/exact) over
// the deals of a small preset: H*, the chance of winning of the best player
// who sees only what the table shows, and the value of each first move.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"canfield/canfield"
	"canfield/hint/exact"
	"canfield/notation"
	"canfield/tracker"
)

// HiddenRun says how to compute exact hidden-information values.
type HiddenRun struct {
	// Rules are the rules of the deals.
	Rules canfield.Rules
	// CacheSlots is the size of the solver's memo (0: its default).
	CacheSlots int
	// JSON prints one JSON object a deal class or deal instead of a line
	// of text.
	JSON bool
}

// HiddenSummary sums up a run: the mean value over the deals, with its
// 95 % interval when the deals are a sample, and what the search cost.
type HiddenSummary struct {
	// Every says the deals are every deal of the rules (every deal
	// class), so the mean is exact.
	Every      bool
	Deals      int
	Mean       float64
	Lo, Hi     float64 // the interval; Lo == Hi == Mean when every deal class was solved
	States     int64   // information states searched
	Components int     // strongly connected components closed (of more than one state)
	Elapsed    time.Duration
}

// hiddenLine is the JSON object of one deal class or deal.
type hiddenLine struct {
	Rules  string      `json:"rules"`
	Class  int         `json:"class,omitempty"`
	Index  int         `json:"deal_index,omitempty"` // a deal line's number in its input
	Seed   *uint64     `json:"seed,omitempty"`
	Deal   string      `json:"deal"`
	Value  float64     `json:"value"`
	Moves  []hiddenMov `json:"moves,omitempty"`
	States int64       `json:"states"`
}

type hiddenMov struct {
	Move  string  `json:"move"`
	Value float64 `json:"value"`
}

// Classes computes the value of each deal class (a deal standing for all
// the deals that show the same cards face up: exact.Roots), printing one
// line each, and returns their mean; sampled says they are a sample, so
// that the mean has an interval.
func (run HiddenRun) Classes(ctx context.Context, stdout io.Writer, roots [][]canfield.Card, sampled bool) (HiddenSummary, error) {
	x, err := exact.New(run.Rules, exact.Options{CacheSlots: run.CacheSlots})
	if err != nil {
		return HiddenSummary{}, err
	}
	start := time.Now()
	vals := make([]float64, 0, len(roots))
	for i, root := range roots {
		p, err := exact.Deal(run.Rules, root)
		if err != nil {
			return HiddenSummary{}, err
		}
		before := x.Stats().Nodes
		v, err := x.Value(ctx, p)
		if err != nil {
			return HiddenSummary{}, fmt.Errorf("deal class %d: %w", i+1, err)
		}
		vals = append(vals, v)
		line := hiddenLine{Rules: run.Rules.Name, Class: i + 1, Deal: notation.FormatDeal(root), Value: v, States: x.Stats().Nodes - before}
		if err := run.write(stdout, line); err != nil {
			return HiddenSummary{}, err
		}
	}
	s := run.summary(x, vals, sampled, start)
	s.Every = !sampled
	return s, nil
}

// Deals computes the value of each deal's first position, through its deal
// class (exact.ClassDeal, so that deals of one class are solved once), and
// with moves the value of each of its first moves; it prints one line
// each, and returns the mean over the deals (a sample of the deals, with
// its interval).
func (run HiddenRun) Deals(ctx context.Context, stdout io.Writer, jobs []SolveJob, moves bool) (HiddenSummary, error) {
	x, err := exact.New(run.Rules, exact.Options{CacheSlots: run.CacheSlots})
	if err != nil {
		return HiddenSummary{}, err
	}
	start := time.Now()
	vals := make([]float64, 0, len(jobs))
	for _, j := range jobs {
		class, err := exact.ClassDeal(run.Rules, j.Deal)
		if err != nil {
			return HiddenSummary{}, fmt.Errorf("deal %d: %w", j.Index, err)
		}
		p, err := exact.Deal(run.Rules, class)
		if err != nil {
			return HiddenSummary{}, fmt.Errorf("deal %d: %w", j.Index, err)
		}
		before := x.Stats().Nodes
		v, err := x.Value(ctx, p)
		var mv []hiddenMov
		if err == nil && moves {
			if p, err = exact.Deal(run.Rules, j.Deal); err == nil {
				v, mv, err = positionValues(ctx, x, p)
			}
		}
		if err != nil {
			return HiddenSummary{}, fmt.Errorf("deal %d: %w", j.Index, err)
		}
		vals = append(vals, v)
		line := hiddenLine{Rules: run.Rules.Name, Seed: j.Seed, Deal: notation.FormatDeal(j.Deal), Value: v, Moves: mv, States: x.Stats().Nodes - before}
		if j.Seed == nil {
			line.Index = j.Index
		}
		if err := run.write(stdout, line); err != nil {
			return HiddenSummary{}, err
		}
	}
	return run.summary(x, vals, true, start), nil
}

// Position prints the value of a game in progress (the position of view)
// and of each of its moves, best first.
func (run HiddenRun) Position(ctx context.Context, stdout io.Writer, v tracker.View) error {
	p, err := ViewPosition(v)
	if err != nil {
		return err
	}
	x, err := exact.New(run.Rules, exact.Options{CacheSlots: run.CacheSlots})
	if err != nil {
		return err
	}
	val, moves, err := positionValues(ctx, x, p)
	if err != nil {
		return err
	}
	return run.write(stdout, hiddenLine{Rules: run.Rules.Name, Deal: knownDeal(v.KnownDeal()), Value: val, Moves: moves, States: x.Stats().Nodes})
}

// ViewPosition returns the information state of a game as the player
// knows it: the position over the view's public deal, with the cards the
// player has seen.
func ViewPosition(v tracker.View) (exact.Position, error) {
	st, err := v.StateOf(v.Public())
	if err != nil {
		return exact.Position{}, err
	}
	var seen canfield.CardSet
	for _, c := range v.KnownDeal() {
		if c != canfield.NoCard {
			seen = seen.With(c)
		}
	}
	return exact.Position{State: st, Seen: seen}, nil
}

// knownDeal writes a partly known deal line, ?? for a card not seen.
func knownDeal(cards []canfield.Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = "??"
		if c != canfield.NoCard {
			parts[i] = notation.FormatCard(c)
		}
	}
	return strings.Join(parts, " ")
}

// positionValues returns the value of p and of each of its moves, best
// first (ties in the rules engine's order).
func positionValues(ctx context.Context, x *exact.Solver, p exact.Position) (float64, []hiddenMov, error) {
	mv, err := x.MoveValues(ctx, p)
	if err != nil {
		return 0, nil, err
	}
	v := 0.0
	if p.State.Won() {
		v = 1
	}
	out := make([]hiddenMov, len(mv))
	for i, m := range mv {
		v = max(v, m.Value)
		out[i] = hiddenMov{Move: notation.FormatMove(m.Move), Value: m.Value}
	}
	slices.SortStableFunc(out, func(a, b hiddenMov) int {
		switch {
		case a.Value > b.Value:
			return -1
		case a.Value < b.Value:
			return 1
		}
		return 0
	})
	return v, out, nil
}

// write prints one line: JSON, or the value and the moves in words.
func (run HiddenRun) write(w io.Writer, l hiddenLine) error {
	if run.JSON {
		b, err := json.Marshal(l)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	what := "position"
	switch {
	case l.Seed != nil:
		what = fmt.Sprintf("seed %d", *l.Seed)
	case l.Class > 0:
		what = fmt.Sprintf("deal class %d", l.Class)
	case l.Index > 0:
		what = fmt.Sprintf("deal %d", l.Index)
	}
	text := fmt.Sprintf("%s: %.4f", what, l.Value)
	for i, m := range l.Moves {
		if i == 0 {
			text += "; moves"
		}
		text += fmt.Sprintf(" %s %.4f", m.Move, m.Value)
	}
	_, err := fmt.Fprintln(w, text)
	return err
}

// summary sums up vals.
func (run HiddenRun) summary(x *exact.Solver, vals []float64, sampled bool, start time.Time) HiddenSummary {
	s := HiddenSummary{Deals: len(vals), States: x.Stats().Nodes, Components: x.Stats().Components, Elapsed: time.Since(start)}
	for _, v := range vals {
		s.Mean += v
	}
	if len(vals) > 0 {
		s.Mean /= float64(len(vals))
	}
	s.Lo, s.Hi = s.Mean, s.Mean
	if sampled && len(vals) > 1 {
		ss := 0.0
		for _, v := range vals {
			ss += (v - s.Mean) * (v - s.Mean)
		}
		half := 1.959963984540054 * math.Sqrt(ss/float64(len(vals)-1)/float64(len(vals)))
		s.Lo, s.Hi = max(0, s.Mean-half), min(1, s.Mean+half)
	}
	return s
}

// WriteHiddenSummary prints the summary of a run.
func WriteHiddenSummary(w io.Writer, r canfield.Rules, s HiddenSummary) error {
	head := fmt.Sprintf("H* %.2f %% over a sample of %d, 95 %% interval %.2f-%.2f %%", 100*s.Mean, s.Deals, 100*s.Lo, 100*s.Hi)
	switch {
	case s.Every:
		head = fmt.Sprintf("H* %.2f %% over every deal (%d deal classes by the cards face up)", 100*s.Mean, s.Deals)
	case s.Deals == 1:
		// One deal's value is exact: no mean of a sample, no interval.
		head = fmt.Sprintf("the deal's value %.2f %%", 100*s.Mean)
	}
	_, err := fmt.Fprintf(w, "rules %s: %s\n%d information states searched, %d cycles closed, %.1f s\n",
		r.Name, head, s.States, s.Components, s.Elapsed.Seconds())
	return err
}
