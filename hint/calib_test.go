package hint

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"strconv"
	"sync"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// What an undecided leaf is worth (docs/measurements.md, 2026-11-22): the
// calibPlayer plays the default hint and, at each searched decision,
// solves four samples after every legal move at 3,000 nodes and, when
// undecided, at 30,000 and 300,000: how often a leaf the default budget
// leaves undecided is a win.
type calibPlayer struct {
	inner *hintPlayer
	mu    *sync.Mutex
	enc   *json.Encoder
	seed  uint64
}

type calibRow struct {
	Seed   uint64 `json:"seed"`
	Move   int    `json:"move"`
	Unseen int    `json:"unseen"`
	Found  int    `json:"found"`
	Sample int    `json:"sample"`
	Cand   int    `json:"cand"`
	Chosen bool   `json:"chosen"`
	V3     string `json:"v3"`
	V30    string `json:"v30"`
	V300   string `json:"v300"`
}

func (p *calibPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	o := p.inner.Opts
	o.Seed = mix64(p.inner.Seed ^ uint64(len(v.Moves()))*0x9e3779b97f4a7c15)
	sugg, err := Advise(ctx, v, o)
	if err != nil || len(sugg) == 0 {
		return canfield.Move{}, err
	}
	if sugg[0].Basis == Searched && len(v.Unseen()) > 0 {
		s := solver.New(solver.Options{TTBytes: 16 << 20})
		pub, _ := v.StateOf(v.Public())
		found := pub.FoundationCards()
		for i := range 4 {
			rng := rand.New(rand.NewPCG(o.Seed^0xabc, uint64(i)))
			deal := v.Sample(rng, nil)
			st, err := v.StateOf(deal)
			if err != nil {
				continue
			}
			for j, sg := range sugg {
				c := st
				c.Apply(sg.Move)
				r := calibRow{Seed: p.seed, Move: len(v.Moves()), Unseen: len(v.Unseen()), Found: found, Sample: i, Cand: j, Chosen: j == 0}
				budgets := []int64{3000, 30000, 300000}
				outs := []*string{&r.V3, &r.V30, &r.V300}
				for k, b := range budgets {
					s.SetBudget(b, 0)
					res, _ := s.Solve(ctx, c)
					*outs[k] = res.Verdict.String()
					if res.Verdict != solver.Unknown {
						for kk := k + 1; kk < len(outs); kk++ {
							*outs[kk] = res.Verdict.String()
						}
						break
					}
				}
				p.mu.Lock()
				if err := p.enc.Encode(r); err != nil {
					panic(err)
				}
				p.mu.Unlock()
			}
		}
	}
	return sugg[0].Move, nil
}

// TestCalib writes one JSON line per sample and move. Run by hand:
//
//	CALIB_OUT=calib.jsonl CALIB_GAMES=60 CALIB_SEED=5001 go test ./hint -run TestCalib -timeout 0
//
// It is skipped without CALIB_OUT.
func TestCalib(t *testing.T) {
	out := os.Getenv("CALIB_OUT")
	if out == "" {
		t.Skip("CALIB_OUT not set")
	}
	n, _ := strconv.Atoi(os.Getenv("CALIB_GAMES"))
	s0, _ := strconv.Atoi(os.Getenv("CALIB_SEED"))
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var mu sync.Mutex
	enc := json.NewEncoder(f)
	seeds := make([]uint64, n)
	for g := range seeds {
		seeds[g] = uint64(s0 + g)
	}
	onTwo(seeds, func(seed uint64) {
		deal := canfield.ShuffledDeal(canfield.Classic, seed)
		o := DefaultAdvise()
		o.Workers = 1
		p := &calibPlayer{inner: &hintPlayer{Opts: o, Seed: seed}, mu: &mu, enc: enc, seed: seed}
		if _, err := playGame(context.Background(), canfield.Classic, deal, p, 5000); err != nil {
			t.Error(err)
		}
	})
}
