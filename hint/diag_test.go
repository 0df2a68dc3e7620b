package hint

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
	"canfield/tracker"
)

// The fatal-move diagnosis (2026-11-22): for the games a sim --fatal run
// lost with a fatal move, replay the hint player up to that move and value
// every plan of the position there, by the hint (32 samples at 3,000 and
// at 30,000 nodes) and by the solver given the whole deal. Run by hand:
//
//	DIAG_IN=run.jsonl DIAG_OUT=diag.jsonl DIAG_GAMES=45 go test ./hint -run TestDiagFatal -timeout 0
//
// It is skipped without DIAG_IN.

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

func moveKind(m canfield.Move) string {
	switch {
	case m.IsDeal():
		return "deal"
	case m.To == canfield.LocFoundation && m.From == canfield.LocReserve:
		return "reserve->found"
	case m.To == canfield.LocFoundation && m.From == canfield.LocWaste:
		return "waste->found"
	case m.To == canfield.LocFoundation:
		return "column->found"
	case m.From == canfield.LocReserve:
		return "reserve->column"
	case m.From == canfield.LocWaste:
		return "waste->column"
	case m.From == canfield.LocFoundation:
		return "found->column"
	}
	return "column->column"
}

var errStop = errors.New("stop")

type stopPlayer struct {
	inner *hintPlayer
	at    int
	view  tracker.View
	sugg  []Suggestion
}

func (p *stopPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	if len(v.Moves()) == p.at {
		o := p.inner.Opts
		o.Seed = mix64(p.inner.Seed ^ uint64(len(v.Moves()))*0x9e3779b97f4a7c15)
		sugg, err := Advise(ctx, v, o)
		if err != nil {
			return canfield.Move{}, err
		}
		p.view, p.sugg = v, sugg
		return canfield.Move{}, errStop
	}
	return p.inner.Choose(ctx, v)
}

func TestDiagFatal(t *testing.T) {
	in := os.Getenv("DIAG_IN")
	if in == "" {
		t.Skip("DIAG_IN not set")
	}
	games, _ := strconv.Atoi(os.Getenv("DIAG_GAMES"))
	if games == 0 {
		games = 45
	}
	type job struct {
		seed uint64
		move int
	}
	var jobs []job
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<24), 1<<24)
	only := map[uint64]bool{}
	for _, f := range strings.Fields(os.Getenv("DIAG_SEEDS")) {
		n, _ := strconv.ParseUint(f, 10, 64)
		only[n] = true
	}
	for sc.Scan() && len(jobs) < games {
		var g struct {
			Seed  uint64 `json:"seed"`
			Fatal *struct {
				Status string `json:"status"`
				Move   int    `json:"move"`
			} `json:"fatal"`
		}
		if json.Unmarshal(sc.Bytes(), &g) != nil || g.Fatal == nil || g.Fatal.Status != "fatal" {
			continue
		}
		if len(only) > 0 && !only[g.Seed] {
			continue
		}
		jobs = append(jobs, job{g.Seed, g.Fatal.Move})
	}
	f.Close()
	out, err := os.Create(os.Getenv("DIAG_OUT"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	var mu sync.Mutex
	onTwo(jobs, func(j job) {
		d, err := diagnose(j.seed, j.move)
		if err != nil {
			t.Errorf("seed %d: %v", j.seed, err)
			return
		}
		b, _ := json.Marshal(d)
		mu.Lock()
		out.Write(append(b, '\n'))
		mu.Unlock()
	})
}

// onTwo runs do on every job, two at a time (the machine's cores).
func onTwo[T any](jobs []T, do func(T)) {
	feed := make(chan T)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range feed {
				do(j)
			}
		}()
	}
	for _, j := range jobs {
		feed <- j
	}
	close(feed)
	wg.Wait()
}

func diagnose(seed uint64, move int) (diagOut, error) {
	ctx := context.Background()
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, seed)
	opts := diagDefault()
	sp := &stopPlayer{inner: &hintPlayer{Opts: opts, Seed: mix64(seed + 0x5eed)}, at: move - 1}
	_, err := playGame(ctx, r, deal, sp, 0)
	if !errors.Is(err, errStop) {
		return diagOut{}, fmt.Errorf("replay did not reach move %d: %v", move, err)
	}
	v := sp.view
	d := diagOut{Seed: seed, Move: move, Basis: sp.sugg[0].Basis.String(), Kind: moveKind(sp.sugg[0].Move), Unseen: len(v.Unseen())}
	p, err := newPublic(v)
	if err != nil {
		return d, err
	}
	d.Found = p.s.FoundationCards()
	truth, _ := v.StateOf(deal)
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
	steps, loop := p.stockCycle()
	ps := plans(steps)
	unseenTops, visited := 0, 0
	for _, st := range steps[1:] {
		if !st.topSeen {
			unseenTops++
		}
		if st.visits >= 2 {
			visited++
		}
	}
	d.Cycle = fmt.Sprintf("steps %d loop %d unseen-tops %d twice-visited %d scouts %v waste %d", len(steps), loop, unseenTops, visited, scouts(steps, loop), len(p.s.Waste()))
	d.Moves = map[string]string{}
	for _, sg := range sp.sugg {
		s := truth
		s.Apply(truth.Canonical(sg.Move))
		d.Moves[moveKind(sg.Move)+fmt.Sprint(sg.Move)] = verdict(s)
		if sg.Move.IsDeal() {
			d.DealPIMC = [3]int{sg.Wins, sg.Losses, sg.Unknown}
		}
	}
	o3 := diagDefault()
	o3.Seed = mix64(mix64(seed+0x5eed) ^ uint64(move-1)*0x9e3779b97f4a7c15)
	o3 = o3.withDefaults()
	oc := o3
	oc.PlanNew, oc.DealUnseen = true, true
	cs, err := Advise(ctx, v, oc)
	if err != nil {
		return d, err
	}
	cm := truth.Canonical(cs[0].Move)
	ca := truth
	ca.Apply(cm)
	d.Cand, d.CandKind = verdict(ca), moveKind(cm)
	if pl := cs[0].Facts.Plan; pl != nil {
		// The plan's verdict, not the deal's: deal, then play its card.
		ca = truth
		for range pl.Deals {
			ca.Apply(canfield.DealMove)
		}
		ca.Apply(ca.Canonical(pl.Move))
		d.Cand, d.CandKind = verdict(ca), fmt.Sprintf("plan(%d)%s", pl.Deals, moveKind(pl.Move))
	}
	if os.Getenv("DIAG_QUICK") != "" {
		return d, nil // the candidate's choice only
	}
	o30 := o3
	o30.Nodes = 30000
	pv3, err := valuePlans(ctx, v, ps, len(ps), false, o3)
	if err != nil {
		return d, err
	}
	pv30, err := valuePlans(ctx, v, ps, len(ps), false, o30)
	if err != nil {
		return d, err
	}
	o128 := o3
	o128.Nodes, o128.Samples = 10000, 128
	pv128, err := valuePlans(ctx, v, ps, len(ps), false, o128)
	if err != nil {
		return d, err
	}
	for j, pl := range ps {
		s := truth
		for range pl.Deals {
			s.Apply(canfield.DealMove)
		}
		m := s.Canonical(pl.Move)
		s.Apply(m)
		dp := diagPlan{Deals: pl.Deals, Kind: moveKind(pl.Move), Move: fmt.Sprint(pl.Move), True: verdict(s)}
		dp.Chosen = pl.Deals == 0 && pl.Move == sp.sugg[0].Move
		var x, y, z Suggestion
		pv3.summarise(&x, j, o3)
		pv30.summarise(&y, j, o30)
		pv128.summarise(&z, j, o128)
		dp.W128, dp.L128, dp.U128 = z.Wins, z.Losses, z.Unknown
		dp.vals128 = z.vals
		dp.W, dp.L, dp.U = x.Wins, x.Losses, x.Unknown
		dp.W30, dp.L30, dp.U30 = y.Wins, y.Losses, y.Unknown
		dp.vals, dp.vals30 = x.vals, y.vals
		d.Plans = append(d.Plans, dp)
	}
	if sp.sugg[0].Move.IsDeal() && d.Basis == Searched.String() {
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
	ch := -1
	for i := range ps {
		if ps[i].Chosen {
			ch = i
		}
	}
	if ch < 0 {
		return "c-nochosen-" + basis
	}
	sug := func(i int) Suggestion {
		v := ps[i].vals
		if at30 {
			v = ps[i].vals30
		}
		var sum float64
		for _, x := range v {
			sum += x
		}
		return Suggestion{Basis: Searched, Win: sum / float64(len(v)), vals: v, Samples: len(v)}
	}
	won, tie := 0, 0
	for i := range ps {
		if ps[i].True != solver.Won.String() {
			continue
		}
		won++
		c, w := sug(ch), sug(i)
		if !ClearlyBetter(&c, &w) {
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
	ch := -1
	for i := range ps {
		if ps[i].Chosen {
			ch = i
		}
	}
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

// TestDiagRecord writes the record of a diagnosed position (the game up to
// the move before the fatal one) for a test: DIAG_RECORD=seed:move:file.
func TestDiagRecord(t *testing.T) {
	spec := strings.Split(os.Getenv("DIAG_RECORD"), ":")
	if len(spec) != 3 {
		t.Skip("DIAG_RECORD not set")
	}
	seed, _ := strconv.ParseUint(spec[0], 10, 64)
	move, _ := strconv.Atoi(spec[1])
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, seed)
	opts := diagDefault()
	sp := &stopPlayer{inner: &hintPlayer{Opts: opts, Seed: mix64(seed + 0x5eed)}, at: move - 1}
	if _, err := playGame(context.Background(), r, deal, sp, 0); !errors.Is(err, errStop) {
		t.Fatal(err)
	}
	g, err := tracker.New(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range sp.view.Moves() {
		for {
			req, ok := g.Need()
			if !ok {
				break
			}
			if err := g.Enter(deal[req.Pos]); err != nil {
				t.Fatal(err)
			}
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for {
		req, ok := g.Need()
		if !ok {
			break
		}
		if err := g.Enter(deal[req.Pos]); err != nil {
			t.Fatal(err)
		}
	}
	text, err := notation.FormatRecord(g.Record(false))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(spec[2], []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// diagDefault is the default the diagnosed run was played with: before
// PlanNew and DealUnseen.
func diagDefault() AdviseOptions {
	o := DefaultAdvise()
	o.Workers = 1
	o.PlanNew, o.DealUnseen = false, false
	return o
}
