package hint

import (
	"context"
	"os"
	"testing"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// A deal that leads to a plan ranks, under PlanNew, as a move to a new
// position: inside the tie the higher estimate goes first even though the
// deal goes back to a position seen before; without PlanNew the new
// position goes first.
func TestPlanDealRanksAsNew(t *testing.T) {
	r := canfield.Classic
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
	if err != nil {
		t.Fatal(err)
	}
	var l canfield.MoveList
	st.GenMoves(&l)
	var other canfield.Move
	for _, m := range l.Slice() {
		if !m.IsDeal() {
			other = m
		}
	}
	for _, planNew := range []bool{false, true} {
		deal, now := searched(canfield.DealMove, ones(32, 14)...), searched(other, ones(32, 12)...)
		deal.Repeats, deal.planNew = 1, planNew
		sugg := []Suggestion{now, deal}
		rank(&st, sugg)
		if got := sugg[0].Move.IsDeal(); got != planNew {
			t.Errorf("planNew %v: the deal first %v", planNew, got)
		}
	}
}

// fatalView reads a position the hint player of the diagnosis lost from.
func fatalView(t *testing.T, file string) tracker.View {
	t.Helper()
	return recordGame(t, file).View()
}

// recordGame reads the game of a record file into a tracker.
func recordGame(t *testing.T, file string) *tracker.Game {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(data))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	g, err := tracker.FromRecord(rec)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return g
}

// Seed 119 of the diagnosis, after move 146: one card unseen, in the
// stock; A♥ on the waste. The solver given the deal proves both A♥ moves
// lost and the deal won. No plan needs the deal (the card further round
// is the unseen one), so the deal used to be held to the best other
// move's estimate (0, every sample lost) and lost the tie (so the hint
// played when it was). Now it keeps its own estimate and comes first.
func TestDealUnseenKeepsItsEstimate(t *testing.T) {
	v := fatalView(t, "testdata/fatal-seed119-move146.cfr")
	o := DefaultAdvise()
	o.Seed = 7
	sugg, err := Advise(context.Background(), v, o)
	if err != nil {
		t.Fatal(err)
	}
	var deal *Suggestion
	for i := range sugg {
		if sugg[i].Move.IsDeal() {
			deal = &sugg[i]
		}
	}
	if deal == nil {
		t.Fatal("no deal among the suggestions")
	}
	if !sugg[0].Move.IsDeal() || deal.Win <= 0 {
		t.Errorf("first %v, the deal estimated %.3f; want the deal first, above 0", sugg[0].Move, deal.Win)
	}
}
