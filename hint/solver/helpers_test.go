package solver

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// long reports whether the long checks run (CANFIELD_LONG=1). Without it
// a check over many deals or games runs over a few, enough to catch a
// change that breaks it outright; with it, over all of them. The checks
// that take it are listed in docs/engine.md.
func long() bool { return os.Getenv("CANFIELD_LONG") == "1" }

// testDeal is a deal line read from a testdata file, with the verdict
// written before it, if any ("won: <deal line>").
type testDeal struct {
	line    int
	verdict string
	cards   []canfield.Card
}

// readDeals reads a file of deal lines, each optionally prefixed by
// "<verdict>:"; blank lines and # comments are skipped.
func readDeals(tb testing.TB, r canfield.Rules, file string) []testDeal {
	tb.Helper()
	f, err := os.Open(file)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []testDeal
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		var verdict string
		if v, rest, ok := strings.Cut(text, ":"); ok {
			verdict, text = strings.TrimSpace(v), rest
		}
		cards, err := notation.ParseDeal(r, text)
		if err != nil {
			tb.Fatalf("%s:%d: %v", file, n, err)
		}
		out = append(out, testDeal{line: n, verdict: verdict, cards: cards})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// randomGame deals seed under r and plays random legal moves: visit sees
// each position with the number of moves before it, until it returns true,
// no move is left, or steps moves have been played.
func randomGame(t testing.TB, r canfield.Rules, seed uint64, rng *rand.Rand, steps int, visit func(st canfield.State, step int) bool) {
	t.Helper()
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatal(err)
	}
	var l canfield.MoveList
	for step := range steps {
		if visit(st, step) {
			return
		}
		st.GenMoves(&l)
		moves := l.Slice()
		if len(moves) == 0 {
			return
		}
		st.Apply(moves[rng.IntN(len(moves))])
	}
}

// confirmNotWon solves st with plain (a search without the prunings) after
// a check called it lost: a win fails the test, what naming the check; it
// reports whether the plain search proved the loss.
func confirmNotWon(t testing.TB, plain *Solver, st canfield.State, what string) bool {
	t.Helper()
	res := solve(t, plain, st)
	if res.Verdict == Won {
		t.Fatalf("%s a won position:\n%s", what, notation.FormatMoves(res.Solution))
	}
	return res.Verdict == Lost
}

// seededState returns preset's rules and the deal of seed under them.
func seededState(t testing.TB, preset string, seed uint64) (canfield.Rules, canfield.State) {
	t.Helper()
	r, err := canfield.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	st, err := canfield.NewState(r, canfield.ShuffledDeal(r, seed))
	if err != nil {
		t.Fatalf("%s seed %d: %v", preset, seed, err)
	}
	return r, st
}
