package hint

import (
	"context"
	"testing"

	"canfield/canfield"
	"canfield/tracker"
)

// benchViews returns fixed positions: seeded classic deals after a few
// greedy moves, each with a choice to make.
func benchViews(b *testing.B) []tracker.View {
	b.Helper()
	var views []tracker.View
	for seed := uint64(1); seed <= 6; seed++ {
		deal := canfield.ShuffledDeal(canfield.Classic, seed)
		g, _ := tracker.New(canfield.Classic)
		for k := 0; k < 30; k++ {
			for {
				req, ok := g.Need()
				if !ok {
					break
				}
				_ = g.Enter(deal[req.Pos])
			}
			if k%10 == 5 && len(g.LegalMoves()) > 1 {
				views = append(views, g.View())
			}
			m, err := greedyChoice(g.View())
			if err != nil || g.Play(m) != nil {
				break
			}
		}
	}
	return views
}

// BenchmarkAdvise times one hint at the default budget on one core.
func BenchmarkAdvise(b *testing.B) {
	views := benchViews(b)
	o := DefaultAdvise()
	o.Workers = 1
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := Advise(context.Background(), views[i%len(views)], o); err != nil {
			b.Fatal(err)
		}
	}
}
