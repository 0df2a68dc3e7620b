package hint

import (
	"context"
	"math/rand/v2"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// The move the hint lists first is within the tie of the best: no move
// listed after it is clearly better (ClearlyBetter, the paired test). At
// the same settings, the move the hint lists first is never judged a
// costly decision by the review while a card is unseen (no move is clearly
// above it: the review reads the hint's own figures); with every card
// known the review solves exactly and may find one clearly above, and then
// it notes that the hint listed it first. Over random positions of random
// virtual games (classic, a small budget so that many are judged).
func TestReviewAgreesWithHintFirst(t *testing.T) {
	o := DefaultAdvise()
	o.Samples, o.Nodes, o.DeepNodes, o.Workers = 8, 800, 0, 2
	ropts := ReviewOptions{Advise: o}
	rng := rand.New(rand.NewPCG(7, 7))
	judged := 0
	searched := 0
	for game := 0; game < 400 && searched < 20; game++ {
		r := canfield.Classic
		g := playVirtual(t, r, canfield.ShuffledDeal(r, uint64(100+game)), nil)
		deal := canfield.ShuffledDeal(r, uint64(100+game))
		for range 10 + rng.IntN(40) {
			answerFromDeal(t, g, deal)
			moves, err := g.View().LegalMoves()
			if err != nil || len(moves) == 0 {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		answerFromDeal(t, g, deal)
		v := g.View()
		moves, err := v.LegalMoves()
		if err != nil || len(moves) < 2 {
			continue
		}
		sugg, err := Advise(context.Background(), v, o)
		if err != nil {
			t.Fatal(err)
		}
		d, err := judgeDecision(context.Background(), v, sugg[0].Move, ropts)
		if err != nil {
			t.Fatal(err)
		}
		judged++
		if sugg[0].Basis == Searched {
			searched++
		}
		for k := 1; k < len(sugg); k++ {
			if ClearlyBetter(&sugg[k], &sugg[0]) {
				t.Errorf("game %d: %s (%.3f) listed first, %s (%.3f) clearly better", game,
					notation.FormatMove(sugg[0].Move), sugg[0].Win, notation.FormatMove(sugg[k].Move), sugg[k].Win)
			}
		}
		if d.HintFirst != sugg[0].Move || !d.Hinted {
			t.Errorf("game %d: the review's hint lists %s first, the hint %s", game, notation.FormatMove(d.HintFirst), notation.FormatMove(sugg[0].Move))
		}
		rev := &Review{Decisions: []Decision{d}}
		if len(rev.Costliest(1)) > 0 && len(v.Unseen()) > 0 {
			t.Errorf("game %d: the hint's first move %s judged costly (%+v)", game, notation.FormatMove(d.Played), d)
		}
	}
	if searched < 20 {
		t.Fatalf("only %d positions judged whose first move was searched (%d with a choice)", searched, judged)
	}
}

// WhyAbove names why a move is listed above a later, higher figure: a
// winning line, no search, a new position, more cards up, an unseen card
// shown, or else the tie; and nothing when no later figure is higher.
func TestWhyAbove(t *testing.T) {
	s := func(win float64) Suggestion { return Suggestion{Basis: Searched, Win: win, Chance: -1} }
	hi := s(0.6)
	cases := []struct {
		name string
		x    Suggestion
		want Why
	}{
		{"higher figure first", s(0.7), WhyNone},
		{"line", func() Suggestion { x := s(0.5); x.Line = true; return x }(), WhyLine},
		{"safe", Suggestion{Basis: Safe, Win: -1, Chance: -1}, WhyUnsearched},
		{"new position", func() Suggestion { x := s(0.5); return x }(), WhyNew},
		{"reach", func() Suggestion { x := s(0.5); x.Repeats = 1; x.reach = 20; return x }(), WhyReach},
		{"reveal", func() Suggestion { x := s(0.5); x.Repeats = 1; x.Reveals = true; return x }(), WhyReveal},
		{"tie", func() Suggestion { x := s(0.5); x.Repeats = 1; return x }(), WhyTie},
	}
	for _, c := range cases {
		later := hi
		later.Repeats = 1
		if got := WhyAbove([]Suggestion{c.x, later}, 0); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
