package tracker

import (
	"errors"
	"math/rand/v2"
	"testing"

	"canfield/canfield"
)

// truth plays the same game on the real deal, to check the tracker against.
type truth struct {
	deal []canfield.Card
	s    canfield.State
}

// checkTable asserts that every card the tracker shows is the real card in
// that place, and that every face-up place shows a card once nothing is
// asked for.
func checkTable(t *testing.T, g *Game, tr *truth, ctx string) {
	t.Helper()
	tab := g.Table()
	_, asking := g.Need()
	cmp := func(place string, shown, real []canfield.Card, faceUp func(i int) bool) {
		if len(shown) != len(real) {
			t.Fatalf("%s: %s has %d cards, really %d", ctx, place, len(shown), len(real))
		}
		for i := range shown {
			if shown[i] != canfield.NoCard && shown[i] != real[i] {
				t.Fatalf("%s: %s card %d shows %v, really %v", ctx, place, i, shown[i], real[i])
			}
			if !asking && faceUp(i) && shown[i] == canfield.NoCard {
				t.Fatalf("%s: %s card %d is face up but not shown", ctx, place, i)
			}
		}
	}
	all := func(int) bool { return true }
	top := func(n int) func(int) bool { return func(i int) bool { return i == n-1 } }
	res := tr.s.Reserve()
	if g.rules.VisibleReserve {
		cmp("reserve", tab.Reserve, res, all)
	} else {
		cmp("reserve", tab.Reserve, res, top(len(res)))
	}
	cmp("waste", tab.Waste, tr.s.Waste(), top(len(tr.s.Waste())))
	cmp("stock", tab.Stock, tr.s.Stock(), func(int) bool { return false })
	for i := range canfield.NumColumns {
		cmp("column", tab.Columns[i], tr.s.Column(i), all)
	}
}

// TestRandomVirtualGames plays random games through the tracker, entering
// the real cards when asked, as a virtual deal does. It checks that the
// tracker only asks for cards it cannot know, refuses every card already
// seen, shows only true cards, and samples deals that agree with all seen.
func TestRandomVirtualGames(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	names := canfield.PresetNames()
	rng := rand.New(rand.NewPCG(7, 7))
	for gi := range games {
		r, _ := canfield.Preset(names[gi%len(names)])
		deal := canfield.ShuffledDeal(r, uint64(gi))
		s, err := canfield.NewState(r, deal)
		if err != nil {
			t.Fatal(err)
		}
		tr := &truth{deal: deal, s: s}
		g, err := New(r)
		if err != nil {
			t.Fatal(err)
		}
		var trueUndos []canfield.Undo
		var trueMoves []canfield.Move
		for step := 0; step < 250 && !g.Won(); step++ {
			ctx := r.Name
			for {
				req, ok := g.Need()
				if !ok {
					break
				}
				if k := g.known[req.Pos]; k != canfield.NoCard {
					// Seen before a move taken back: offered, never asked.
					if req.Known != k || k != deal[req.Pos] {
						t.Fatalf("%s game %d: %s is known as %v but offered as %v", ctx, gi, req.Place, k, req.Known)
					}
					if err := g.Enter(k); err != nil {
						t.Fatalf("%s game %d: entering the known %v: %v", ctx, gi, k, err)
					}
					continue
				}
				if n := len(g.View().UnknownPositions()); n < 2 {
					t.Fatalf("%s game %d: asked for the last unseen card, which it can know", ctx, gi)
				}
				// Every card already seen is refused, and nothing changes.
				seen := g.Seen()
				for c := range canfield.DeckSize {
					card := canfield.CardAt(c)
					if !seen.Has(card) || rng.IntN(8) != 0 {
						continue
					}
					before := g.KnownDeal()
					if err := g.Enter(card); !errors.Is(err, ErrSeen) {
						t.Fatalf("%s game %d: entering seen %v gave %v", ctx, gi, card, err)
					}
					if after := g.KnownDeal(); string(cardsBytes(after)) != string(cardsBytes(before)) {
						t.Fatalf("%s game %d: a refused entry changed what is known", ctx, gi)
					}
				}
				if err := g.Enter(deal[req.Pos]); err != nil {
					t.Fatalf("%s game %d: entering the real %v for %s: %v", ctx, gi, deal[req.Pos], req.Place, err)
				}
			}
			checkTable(t, g, tr, ctx)
			v := g.View()
			sample := v.Sample(rng, nil)
			for p, c := range sample {
				if k := v.Known(p); k != canfield.NoCard && k != c {
					t.Fatalf("%s game %d: sample puts %v where %v was seen", ctx, gi, c, k)
				}
			}
			if err := canfield.CheckDeal(r, sample); err != nil {
				t.Fatalf("%s game %d: sample is no deal: %v", ctx, gi, err)
			}
			moves := g.LegalMoves()
			var l canfield.MoveList
			tr.s.GenMoves(&l)
			if len(moves) != l.N {
				t.Fatalf("%s game %d: tracker sees %d legal moves, the real game %d", ctx, gi, len(moves), l.N)
			}
			if len(moves) == 0 {
				break
			}
			if len(trueMoves) > 0 && rng.IntN(10) == 0 {
				if _, err := g.UndoMove(); err != nil {
					t.Fatalf("%s game %d: undo: %v", ctx, gi, err)
				}
				n := len(trueMoves) - 1
				tr.s.Undo(trueMoves[n], trueUndos[n])
				trueMoves, trueUndos = trueMoves[:n], trueUndos[:n]
				continue
			}
			m := moves[rng.IntN(len(moves))]
			if err := g.Play(m); err != nil {
				t.Fatalf("%s game %d: legal move %+v refused: %v", ctx, gi, m, err)
			}
			trueUndos = append(trueUndos, tr.s.Apply(m))
			trueMoves = append(trueMoves, m)
		}
	}
}

func cardsBytes(cs []canfield.Card) []byte {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = byte(c)
	}
	return b
}
