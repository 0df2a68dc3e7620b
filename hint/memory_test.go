package hint

import (
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/tracker"
)

// wonDeal returns a classic deal the solver wins and its winning line.
func wonDeal(t *testing.T) ([]canfield.Card, []canfield.Move) {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		deal := canfield.ShuffledDeal(canfield.Classic, seed)
		s, err := canfield.NewState(canfield.Classic, deal)
		if err != nil {
			t.Fatal(err)
		}
		res, err := solver.New(solver.Options{MaxNodes: 300000}).Solve(context.Background(), s)
		if err != nil {
			t.Fatal(err)
		}
		if res.Verdict == solver.Won && len(res.Solution) > 10 {
			return deal, res.Solution
		}
	}
	t.Fatal("no won deal among seeds 1-39")
	return nil, nil
}

// memAt starts a hint of m at the position after moves on deal (every card
// known, so the one sample is the deal) and mends sample 0 with sample.
func memAt(t *testing.T, m *Memory, deal, sample []canfield.Card, moves []canfield.Move) {
	t.Helper()
	v := tracker.NewView(canfield.Classic, deal, moves)
	s, err := v.StateOf(sample)
	if err != nil {
		t.Fatal(err)
	}
	if !m.follows(v) {
		*m = Memory{} // as advise does: an undo starts the memory again
	}
	m.begin(v, 1)
	m.prepare(0, sample, s)
}

// TestMemoryFollowsAWinningLine: a winning line proven in a sample stays a
// proof along the moves the game plays from it: the next move of the line
// is won without a search, a move off the line is not decided, and a game
// that left the line keeps no proof. An undo to before the proof drops it.
func TestMemoryFollowsAWinningLine(t *testing.T) {
	deal, line := wonDeal(t)
	m := NewMemory()
	memAt(t, m, deal, deal, nil)
	m.record(0, deal, line[:1], solver.Won, line[1:])
	memAt(t, m, deal, deal, line[:3])
	if v, ok := m.lookup(0, line[3:5]); !ok || v != solver.Won {
		t.Fatalf("after 3 moves of the line, its next two: %v %v, want won", v, ok)
	}
	other := otherMove(t, deal, line[:3], line[3])
	if _, ok := m.lookup(0, []canfield.Move{other}); ok {
		t.Fatalf("a move off the line (%v) was decided", other)
	}
	memAt(t, m, deal, deal, append(slices.Clone(line[:3]), other))
	if _, ok := m.lookup(0, line[4:5]); ok {
		t.Fatal("the game left the line, and a proof stayed")
	}
	m = NewMemory()
	memAt(t, m, deal, deal, line[:2])
	m.record(0, deal, nil, solver.Won, line[2:])
	memAt(t, m, deal, deal, line[:1])
	if _, ok := m.lookup(0, line[1:2]); ok {
		t.Fatal("a proof made after a move taken back stayed")
	}
}

// TestMemoryMendedDeal: when the sample's deal changes under a proof (a
// card turned up elsewhere than the sample had it), a winning line is kept
// only if its rest still replays to a win, and a loss is dropped.
func TestMemoryMendedDeal(t *testing.T) {
	deal, line := wonDeal(t)
	kept := map[bool]int{}
	for a := 18; a < 51; a++ {
		mended := slices.Clone(deal)
		mended[a], mended[a+1] = mended[a+1], mended[a]
		s, _ := canfield.NewState(canfield.Classic, mended)
		wins := replaysToWin(s, line)
		kept[wins]++

		m := NewMemory()
		memAt(t, m, deal, deal, nil)
		m.record(0, deal, nil, solver.Won, line)
		m.record(0, deal, line[:1], solver.Lost, nil) // made up: a loss after another line
		memAt(t, m, deal, mended, nil)
		v, ok := m.lookup(0, line[:1])
		if ok != wins || ok && v != solver.Won {
			t.Fatalf("stock cards %d and %d swapped: the line replays to a win %v, the memory says %v %v", a, a+1, wins, v, ok)
		}
		if n := len(m.slots[0].proofs); n != map[bool]int{true: 1, false: 0}[wins] {
			t.Fatalf("stock cards %d and %d swapped: %d proofs kept (a loss under a changed deal?)", a, a+1, n)
		}
	}
	if kept[true] == 0 || kept[false] == 0 {
		t.Fatalf("swaps that keep the line %d, that break it %d: the test wants both", kept[true], kept[false])
	}
}

// TestMemoryKeepsALoss: a position proven lost in a sample decides every
// line from it, and once the game goes through it, every line from the
// position now.
func TestMemoryKeepsALoss(t *testing.T) {
	deal, line := wonDeal(t)
	m := NewMemory()
	memAt(t, m, deal, deal, nil)
	m.record(0, deal, line[:2], solver.Lost, nil) // made up: the memory trusts its solver
	if v, ok := m.lookup(0, line[:3]); !ok || v != solver.Lost {
		t.Fatalf("a line through the lost position: %v %v", v, ok)
	}
	if _, ok := m.lookup(0, line[:1]); ok {
		t.Fatal("a line that stops short of the lost position was decided")
	}
	memAt(t, m, deal, deal, line[:2])
	other := otherMove(t, deal, line[:2], line[2])
	if v, ok := m.lookup(0, []canfield.Move{other}); !ok || v != solver.Lost {
		t.Fatalf("after the game went through the lost position: %v %v", v, ok)
	}
}

// otherMove returns a legal move after moves on deal other than not.
func otherMove(t *testing.T, deal []canfield.Card, moves []canfield.Move, not canfield.Move) canfield.Move {
	t.Helper()
	s, err := tracker.NewView(canfield.Classic, deal, moves).StateOf(deal)
	if err != nil {
		t.Fatal(err)
	}
	var l canfield.MoveList
	s.GenMoves(&l)
	for _, mv := range l.Slice() {
		if mv != not {
			return mv
		}
	}
	t.Fatalf("no move but %v", not)
	return not
}

// TestMemoryDeterministic: a game played with a memory gets the same
// hints whatever the number of workers, and the memory decides cells
// without a search along the way.
func TestMemoryDeterministic(t *testing.T) {
	deal := canfield.ShuffledDeal(canfield.Classic, 2)
	play := func(workers int) ([][]Suggestion, int64) {
		o := testAdvise(1)
		o.Workers = workers
		o.Remember, o.Memory = true, NewMemory()
		g := playVirtual(t, canfield.Classic, deal, nil)
		var all [][]Suggestion
		for range 40 {
			sugg, err := Advise(context.Background(), g.View(), o)
			if err != nil {
				t.Fatal(err)
			}
			if len(sugg) == 0 || g.Won() {
				break
			}
			all = append(all, sugg)
			if err := g.Play(sugg[0].Move); err != nil {
				t.Fatal(err)
			}
			answerFromDeal(t, g, deal)
		}
		return all, o.Memory.Free()
	}
	a, freeA := play(1)
	if testing.Short() {
		return
	}
	b, freeB := play(3)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("1 and 3 workers disagree with a memory")
	}
	if freeA == 0 || freeA != freeB {
		t.Fatalf("cells decided by the memory: %d and %d, want the same, above 0", freeA, freeB)
	}
}

// TestMemoryHintIsAFunctionOfTheGame: with Remember, the hint of a
// position is the same whether the memory was kept through the game with
// hints asked at some moves only, built afresh from the first move (a
// resume, canfield hint FILE), or kept through an undo and a different
// move.
func TestMemoryHintIsAFunctionOfTheGame(t *testing.T) {
	deal := canfield.ShuffledDeal(canfield.Classic, 2)
	o := testAdvise(3)
	o.Samples, o.Nodes, o.DeepSamples, o.DeepNodes = 12, 1500, 16, 4000
	o.Remember = true
	kept := o
	kept.Memory = NewMemory()
	g := playVirtual(t, canfield.Classic, deal, nil)
	rng := rand.New(rand.NewPCG(4, 4))
	undone, checked, searched := false, false, 0
	unseenBefore := 52
	for step := 0; step < 80 && !g.Won(); step++ {
		next, hinted := canfield.Move{}, false
		moves, err := g.View().LegalMoves()
		if err != nil || len(moves) == 0 {
			break
		}
		if rng.IntN(2) == 0 || step == 79 || undone && !checked {
			checked = undone
			a, err := Advise(context.Background(), g.View(), kept)
			if err != nil {
				t.Fatal(err)
			}
			b, err := Advise(context.Background(), g.View(), o) // a fresh memory
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("move %d: the kept memory's hint differs from a fresh one's", len(g.Moves()))
			}
			if a[0].Basis == Searched {
				searched++
			}
			next, hinted = a[0].Move, true
			again, _ := Advise(context.Background(), g.View(), kept)
			if !reflect.DeepEqual(a, again) {
				t.Fatalf("move %d: asked twice, the hint changed", len(g.Moves()))
			}
		}
		if step >= 20 && !undone && len(g.View().Unseen()) < unseenBefore {
			// Take back a move that showed a card (it stays known) and
			// play another: the kept memory must start again.
			undone = true
			m, err := g.UndoMove()
			if err != nil {
				t.Fatal(err)
			}
			answerFromDeal(t, g, deal)
			for _, o := range moves {
				if o != m {
					hinted, next = true, o
					break
				}
			}
			moves, _ = g.View().LegalMoves()
			if !slices.Contains(moves, next) {
				hinted = false
			}
		}
		if !hinted {
			next = moves[rng.IntN(len(moves))]
		}
		unseenBefore = len(g.View().Unseen())
		if err := g.Play(next); err != nil {
			t.Fatal(err)
		}
		answerFromDeal(t, g, deal)
	}
	t.Logf("%d moves, %d searched hints", len(g.Moves()), searched)
	if !undone || searched < 3 || kept.Memory.Free() == 0 {
		t.Fatalf("undone %v, %d hints searched, %d verdicts from the memory: the test wants an undo, 3 or more, and some", undone, searched, kept.Memory.Free())
	}
}
