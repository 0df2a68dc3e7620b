// Command fataldiag diagnoses the fatal moves of a sim --fatal run (the
// classic games the hint player lost with a move that turned a winnable
// game into a lost one): for each, it replays the hint player up to that
// move and values every plan of the position there by the hint (32
// samples at 3,000 and at 30,000 nodes, and 128 samples at 10,000) and
// by the solver given the whole deal, and says whether a winning plan was
// within the statistical tie of the one chosen (docs/measurements.md).
// The hint is the default of the diagnosed run: before PlanNew and
// DealUnseen. One JSON line per diagnosed move:
//
//	go run ./hint/internal/fataldiag -in run.jsonl -out diag.jsonl -games 45
//
// With -record SEED:MOVE:FILE it writes instead the record of the game of
// deal SEED up to the move before MOVE, for a test to read.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/internal/measure"
	"canfield/hint/solver"
	"canfield/hint/study"
	"canfield/notation"
	"canfield/tracker"
)

type diagPlan struct {
	Deals int    `json:"deals"`
	Kind  string `json:"kind"`
	Move  string `json:"move"`
	True  string `json:"true"`
	// W, L, U: the hint's samples won, lost, undecided at 3,000 nodes;
	// W30, L30, U30 at 30,000 nodes.
	W, L, U       int
	W30, L30, U30 int
	// W128, L128, U128: 128 samples at 10,000 nodes.
	W128, L128, U128 int
	Chosen           bool `json:"chosen,omitempty"`
	vals, vals30     []float64
	vals128          []float64
}

type diagOut struct {
	Seed   uint64     `json:"seed"`
	Move   int        `json:"move"`
	Basis  string     `json:"basis"`
	Kind   string     `json:"kind"`
	Unseen int        `json:"unseen"`
	Found  int        `json:"foundation"`
	Check  string     `json:"check"`
	Class  string     `json:"class"`
	Class3 string     `json:"class30"`
	Flip   string     `json:"flip128"`
	Plans  []diagPlan `json:"plans"`
	// Moves: every legal move's true verdict; DealPIMC the deal's plain
	// PIMC counts (won, lost, undecided) at 3,000 nodes.
	Moves    map[string]string `json:"moves"`
	DealPIMC [3]int            `json:"deal_pimc"`
	Cycle    string            `json:"cycle"`
	// Cand is the true verdict of the move PlanNew and DealUnseen choose
	// there (the same seed), CandKind its kind.
	Cand     string `json:"cand"`
	CandKind string `json:"cand_kind"`
}

var errStop = errors.New("stop")

// stopPlayer plays the hint player's moves up to move at, and stops there
// with the view and the suggestions.
type stopPlayer struct {
	inner *study.HintPlayer
	at    int
	view  tracker.View
	sugg  []hint.Suggestion
}

func (p *stopPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	if len(v.Moves()) == p.at {
		sugg, err := p.inner.Advise(ctx, v)
		if err != nil {
			return canfield.Move{}, err
		}
		p.view, p.sugg = v, sugg
		return canfield.Move{}, errStop
	}
	return p.inner.Choose(ctx, v)
}

// diagDefault is the default the diagnosed run was played with: before
// PlanNew and DealUnseen.
func diagDefault() hint.AdviseOptions {
	o := hint.DefaultAdvise()
	o.Workers = 1
	o.PlanNew, o.DealUnseen = false, false
	return o
}

// replayTo plays the game of deal seed with the diagnosed hint up to the
// move before move.
func replayTo(seed uint64, move int) (*stopPlayer, []canfield.Card, error) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, seed)
	sp := &stopPlayer{inner: &study.HintPlayer{Opts: diagDefault(), Seed: hint.GameSeed(seed)}, at: move - 1}
	_, err := study.PlayGame(context.Background(), r, deal, sp, 0)
	if !errors.Is(err, errStop) {
		return nil, nil, fmt.Errorf("seed %d: the replay did not reach move %d: %v", seed, move, err)
	}
	return sp, deal, nil
}

func main() {
	in := flag.String("in", "", "the JSON lines of a sim --fatal run")
	out := flag.String("out", "", "the JSON lines file to write")
	games := flag.Int("games", 45, "the most fatal moves to diagnose")
	seeds := flag.String("seeds", "", "diagnose only these deal seeds (space-separated)")
	quick := flag.Bool("quick", false, "only the true verdict of the move PlanNew and DealUnseen choose")
	record := flag.String("record", "", "SEED:MOVE:FILE: write the record of the game up to the move before MOVE")
	flag.Parse()
	var err error
	if *record != "" {
		err = writeRecord(*record)
	} else {
		err = run(*in, *out, *games, *seeds, *quick)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "fataldiag:", err)
		os.Exit(1)
	}
}

func run(in, out string, games int, seeds string, quick bool) error {
	if in == "" || out == "" {
		return fmt.Errorf("-in FILE and -out FILE are required")
	}
	type job struct {
		seed uint64
		move int
	}
	only := map[uint64]bool{}
	for _, f := range strings.Fields(seeds) {
		n, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			return fmt.Errorf("-seeds: %q is not a seed", f)
		}
		only[n] = true
	}
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	var jobs []job
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	for sc.Scan() && len(jobs) < games {
		var g struct {
			Seed  uint64       `json:"seed"`
			Fatal *study.Fatal `json:"fatal"`
		}
		if json.Unmarshal(sc.Bytes(), &g) != nil || g.Fatal == nil || g.Fatal.Status != study.FatalFound {
			continue
		}
		if len(only) > 0 && !only[g.Seed] {
			continue
		}
		jobs = append(jobs, job{g.Seed, g.Fatal.Move})
	}
	f.Close()
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	var mu sync.Mutex
	var firstErr error
	measure.OnTwo(jobs, func(j job) {
		d, err := diagnose(j.seed, j.move, quick)
		var b []byte
		if err == nil {
			b, err = json.Marshal(d)
		}
		mu.Lock()
		defer mu.Unlock()
		if err == nil {
			_, err = w.Write(append(b, '\n'))
		}
		if err != nil && firstErr == nil {
			firstErr = fmt.Errorf("seed %d: %w", j.seed, err)
		}
	})
	if err := w.Close(); err != nil && firstErr == nil {
		firstErr = err
	}
	return firstErr
}

func diagnose(seed uint64, move int, quick bool) (diagOut, error) {
	ctx := context.Background()
	sp, deal, err := replayTo(seed, move)
	if err != nil {
		return diagOut{}, err
	}
	v := sp.view
	d := diagOut{Seed: seed, Move: move, Basis: sp.sugg[0].Basis.String(), Kind: measure.MoveKind(sp.sugg[0].Move), Unseen: len(v.Unseen())}
	pub, err := v.StateOf(v.Public())
	if err != nil {
		return d, err
	}
	d.Found = pub.FoundationCards()
	truth, err := v.StateOf(deal)
	if err != nil {
		return d, err
	}
	sv := solver.New(solver.Options{TTBytes: 32 << 20, MaxNodes: 2_000_000})
	verdict := func(s canfield.State) string {
		res, err := sv.Solve(ctx, s)
		if err != nil {
			return "error"
		}
		return res.Verdict.String()
	}
	chosen := truth.Canonical(sp.sugg[0].Move)
	after := truth
	after.Apply(chosen)
	d.Check = verdict(truth) + "/" + verdict(after)
	if d.Cycle, err = hint.CycleFacts(v); err != nil {
		return d, err
	}
	d.Moves = map[string]string{}
	for _, sg := range sp.sugg {
		s := truth
		s.Apply(truth.Canonical(sg.Move))
		d.Moves[measure.MoveKind(sg.Move)+fmt.Sprint(sg.Move)] = verdict(s)
		if sg.Move.IsDeal() {
			d.DealPIMC = [3]int{sg.Wins, sg.Losses, sg.Unknown}
		}
	}
	o3 := diagDefault()
	o3.Seed = hint.MoveSeed(hint.GameSeed(seed), move-1)
	oc := o3
	oc.PlanNew, oc.DealUnseen = true, true
	cs, err := hint.Advise(ctx, v, oc)
	if err != nil {
		return d, err
	}
	cm := truth.Canonical(cs[0].Move)
	ca := truth
	ca.Apply(cm)
	d.Cand, d.CandKind = verdict(ca), measure.MoveKind(cm)
	if pl := cs[0].Facts.Plan; pl != nil {
		// The plan's verdict, not the deal's: deal, then play its card.
		ca = truth
		for range pl.Deals {
			ca.Apply(canfield.DealMove)
		}
		ca.Apply(ca.Canonical(pl.Move))
		d.Cand, d.CandKind = verdict(ca), fmt.Sprintf("plan(%d)%s", pl.Deals, measure.MoveKind(pl.Move))
	}
	if quick {
		return d, nil // the candidate's choice only
	}
	o30 := o3
	o30.Nodes = 30000
	o128 := o3
	o128.Nodes, o128.Samples = 10000, 128
	var byBudget [3][]hint.PlanValue
	for k, o := range []hint.AdviseOptions{o3, o30, o128} {
		if byBudget[k], err = hint.ValuePlans(ctx, v, o); err != nil {
			return d, err
		}
	}
	for j, pl := range byBudget[0] {
		s := truth
		for range pl.Deals {
			s.Apply(canfield.DealMove)
		}
		m := s.Canonical(pl.Move)
		s.Apply(m)
		dp := diagPlan{Deals: pl.Deals, Kind: measure.MoveKind(pl.Move), Move: fmt.Sprint(pl.Move), True: verdict(s)}
		dp.Chosen = pl.Deals == 0 && pl.Move == sp.sugg[0].Move
		x, y, z := byBudget[0][j].Estimate, byBudget[1][j].Estimate, byBudget[2][j].Estimate
		dp.W, dp.L, dp.U = x.Wins, x.Losses, x.Unknown
		dp.W30, dp.L30, dp.U30 = y.Wins, y.Losses, y.Unknown
		dp.W128, dp.L128, dp.U128 = z.Wins, z.Losses, z.Unknown
		dp.vals, dp.vals30, dp.vals128 = x.Values(), y.Values(), z.Values()
		d.Plans = append(d.Plans, dp)
	}
	if sp.sugg[0].Move.IsDeal() && d.Basis == hint.Searched.String() {
		best, bm := -1, -1.0
		for i, pl := range d.Plans {
			if pl.Deals > 0 {
				if m := mean(pl.vals); m > bm {
					best, bm = i, m
				}
			}
		}
		if best >= 0 {
			d.Plans[best].Chosen = true
		}
	}
	d.Flip = flip128(d.Plans)
	d.Class = classify(d.Plans, d.Basis, false)
	d.Class3 = classify(d.Plans, d.Basis, true)
	return d, nil
}

// classify: "a" a winning plan is within the tie of the chosen one; "b"
// the chosen plan is clearly better than every winning plan; "c-…" other.
func classify(ps []diagPlan, basis string, at30 bool) string {
	ch := chosen(ps)
	if ch < 0 {
		return "c-nochosen-" + basis
	}
	sug := func(i int) hint.Suggestion {
		if at30 {
			return hint.EstimateOf(ps[i].vals30)
		}
		return hint.EstimateOf(ps[i].vals)
	}
	won, tie := 0, 0
	for i := range ps {
		if ps[i].True != solver.Won.String() {
			continue
		}
		won++
		c, w := sug(ch), sug(i)
		if !hint.ClearlyBetter(&c, &w) {
			tie++
		}
	}
	switch {
	case won == 0:
		return "c-nowinningplan"
	case tie > 0:
		return "a"
	}
	return "b"
}

// chosen returns the index of the chosen plan, -1 if none.
func chosen(ps []diagPlan) int {
	ch := -1
	for i := range ps {
		if ps[i].Chosen {
			ch = i
		}
	}
	return ch
}

func mean(v []float64) float64 {
	var sum float64
	for _, x := range v {
		sum += x
	}
	return sum / float64(len(v))
}

// flip128 says whether, with 128 samples of 10,000 nodes, some winning plan
// is rated at least as high as the chosen one ("flips") or not ("holds").
func flip128(ps []diagPlan) string {
	ch := chosen(ps)
	if ch < 0 {
		return "-"
	}
	for i := range ps {
		if i != ch && ps[i].True == solver.Won.String() && mean(ps[i].vals128) >= mean(ps[ch].vals128) {
			return "flips"
		}
	}
	return "holds"
}

// writeRecord writes the record of a diagnosed position (the game up to
// the move before the fatal one), spec SEED:MOVE:FILE.
func writeRecord(spec string) error {
	parts := strings.Split(spec, ":")
	if len(parts) != 3 {
		return fmt.Errorf("-record %q: want SEED:MOVE:FILE", spec)
	}
	seed, err := strconv.ParseUint(parts[0], 10, 64)
	if err != nil {
		return fmt.Errorf("-record: seed %q: %w", parts[0], err)
	}
	move, err := strconv.Atoi(parts[1])
	if err != nil {
		return fmt.Errorf("-record: move %q: %w", parts[1], err)
	}
	sp, deal, err := replayTo(seed, move)
	if err != nil {
		return err
	}
	g, err := tracker.New(canfield.Classic)
	if err != nil {
		return err
	}
	enter := func() error {
		for {
			req, ok := g.Need()
			if !ok {
				return nil
			}
			if err := g.Enter(deal[req.Pos]); err != nil {
				return err
			}
		}
	}
	for _, m := range sp.view.Moves() {
		if err := enter(); err != nil {
			return err
		}
		if err := g.Play(m); err != nil {
			return err
		}
	}
	if err := enter(); err != nil {
		return err
	}
	text, err := notation.FormatRecord(g.Record(false))
	if err != nil {
		return err
	}
	return os.WriteFile(parts[2], []byte(text), 0o644)
}
