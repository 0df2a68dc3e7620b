package hint

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// leafRecorder plays like the hint player and, before each choice with more
// than one legal move, draws Samples full deals from the view and writes
// the position after every legal move in each: one line "unseen<TAB>deal
// line<TAB>moves from the deal", the leaves the hint engine hands the
// solver (go run ./hint/internal/leafset solves them).
type leafRecorder struct {
	p       *hintPlayer
	samples int
	seed    uint64
	w       *bufio.Writer
	n       int
}

func (r *leafRecorder) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	moves, err := v.LegalMoves()
	if err != nil {
		return canfield.Move{}, err
	}
	if len(moves) > 1 {
		unseen := len(v.Unseen())
		hist := v.Moves()
		rng := rand.New(rand.NewPCG(r.seed, uint64(len(hist))))
		var deal []canfield.Card
		for range r.samples {
			deal = v.Sample(rng, deal)
			s, err := v.StateOf(deal)
			if err != nil {
				return canfield.Move{}, err
			}
			for _, m := range moves {
				m = s.Canonical(m)
				if s.Legal(m) != nil {
					continue
				}
				line := append(append([]canfield.Move(nil), hist...), m)
				fmt.Fprintf(r.w, "%d\t%s\t%s\n", unseen, notation.FormatDeal(deal), notation.FormatMoves(line))
				r.n++
			}
		}
	}
	return r.p.Choose(ctx, v)
}

// TestRecordLeafSet writes the hint engine's leaf positions of a few
// classic hint games to the file CANFIELD_LEAFSET names (skipped
// otherwise): CANFIELD_LEAFSET_GAMES games from seed CANFIELD_LEAFSET_SEED
// (default 8 games from seed 1), two sampled deals per choice.
//
//	CANFIELD_LEAFSET=/tmp/leaves.txt go test ./hint -run RecordLeafSet -v
func TestRecordLeafSet(t *testing.T) {
	file := os.Getenv("CANFIELD_LEAFSET")
	if file == "" {
		t.Skip("set CANFIELD_LEAFSET=FILE to record the hint engine's leaf positions")
	}
	games, seed := 8, uint64(1)
	if v := os.Getenv("CANFIELD_LEAFSET_GAMES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatal(err)
		}
		games = n
	}
	if v := os.Getenv("CANFIELD_LEAFSET_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		seed = n
	}
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	r := canfield.Classic
	opts := DefaultAdvise()
	opts.Workers = 1
	for i := range games {
		s := seed + uint64(i)
		rec := &leafRecorder{p: &hintPlayer{Opts: opts, Seed: mix64(s + 0x5eed)}, samples: 2, seed: s, w: w}
		g, err := playGame(context.Background(), r, canfield.ShuffledDeal(r, s), rec, 0)
		if err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		t.Logf("seed %d: %s after %d moves, %d foundation cards, %d leaves", s, g.End, g.Moves, g.Foundation, rec.n)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
