package hint

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"sync"
	"testing"

	"canfield/canfield"
	"canfield/tracker"
)

// How far the chance a hint shows is from the chance of winning by
// following the hints (docs/measurements.md): shownPlayer plays the
// default hint and notes, at each searched decision, the estimate shown for
// the move it plays; the game's end says whether following the hints won.

type shownRow struct {
	Seed    uint64  `json:"seed"`
	Move    int     `json:"move"`
	Unseen  int     `json:"unseen"`
	Found   int     `json:"found"`
	Win     float64 `json:"win"`
	Samples int     `json:"samples"`
	Unknown int     `json:"unknown"`
}

type shownPlayer struct {
	inner hintPlayer
	rows  []shownRow
	seed  uint64
}

func (p *shownPlayer) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	o := p.inner.Opts
	o.Seed = mix64(p.inner.Seed ^ uint64(len(v.Moves()))*0x9e3779b97f4a7c15)
	sugg, err := Advise(ctx, v, o)
	if err != nil || len(sugg) == 0 {
		return canfield.Move{}, err
	}
	if s := sugg[0]; s.Basis == Searched && s.Win >= 0 {
		pub, _ := v.StateOf(v.Public())
		p.rows = append(p.rows, shownRow{Seed: p.seed, Move: len(v.Moves()), Unseen: len(v.Unseen()), Found: pub.FoundationCards(), Win: s.Win, Samples: s.Samples, Unknown: s.Unknown})
	}
	return sugg[0].Move, nil
}

// TestShownChance writes, per game, one JSON line: the game's end and the
// rows of its searched decisions. Run by hand:
//
//	SHOWN_OUT=shown.jsonl SHOWN_GAMES=300 SHOWN_SEED=1 SHOWN_RULES=classic go test ./hint -run TestShownChance -timeout 0
//
// It is skipped without SHOWN_OUT.
func TestShownChance(t *testing.T) {
	out := os.Getenv("SHOWN_OUT")
	if out == "" {
		t.Skip("SHOWN_OUT not set")
	}
	n, _ := strconv.Atoi(os.Getenv("SHOWN_GAMES"))
	s0, _ := strconv.Atoi(os.Getenv("SHOWN_SEED"))
	r, err := canfield.Preset(os.Getenv("SHOWN_RULES"))
	if err != nil {
		t.Fatal(err)
	}
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
		o := DefaultAdvise()
		o.Workers = 1
		p := &shownPlayer{inner: hintPlayer{Opts: o, Seed: seed}, seed: seed}
		res, err := playGame(context.Background(), r, canfield.ShuffledDeal(r, seed), p, 5000)
		if err != nil {
			t.Error(err)
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if err := enc.Encode(struct {
			Seed uint64     `json:"seed"`
			End  string     `json:"end"`
			Rows []shownRow `json:"rows"`
		}{seed, res.End, p.rows}); err != nil {
			t.Error(err)
		}
	})
}
