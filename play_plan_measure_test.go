package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// TestMeasurePlans plays classic virtual deals twice, following the first
// hint: one move an answer (the move typed, then Enter), and with p (p,
// then Enter, each answer a plan). It prints, per won game, the deals,
// passes and answers and keystrokes of each way. Run it by hand:
//
//	CANFIELD_MEASURE=20 nice go test -run TestMeasurePlans -v -timeout 0 .
//
// (the value is how many seeds, from 1, or from CANFIELD_MEASURE_FROM when
// set, so that a long run can be shared out over several processes;
// CANFIELD_MEASURE_WAYS=p plays only the p way, after a change to p alone).
func TestMeasurePlans(t *testing.T) {
	from, n := measureSeeds(t, "CANFIELD_MEASURE")
	type sum struct{ games, won, moves, deals, passes, answers, keys int }
	var before, after sum
	add := func(s *sum, won bool, moves, deals, passes, answers, keys int) {
		s.games++
		if !won {
			return
		}
		s.won++
		s.moves += moves
		s.deals += deals
		s.passes += passes
		s.answers += answers
		s.keys += keys
	}
	onlyP := os.Getenv("CANFIELD_MEASURE_WAYS") == "p"
	for seed := from; seed < from+uint64(n); seed++ {
		var won bool
		var moves, deals, passes, keys int
		if !onlyP {
			won, moves, deals, passes, keys = followHints(t, seed)
			add(&before, won, moves, deals, passes, moves, keys)
		}
		won2, moves2, deals2, passes2, answers2 := followPlans(t, seed)
		add(&after, won2, moves2, deals2, passes2, answers2, 2*answers2)
		t.Logf("seed %d: one move an answer: won %v, %d moves, %d deals, pass %d, %d keys; p: won %v, %d moves, %d deals, pass %d, %d answers",
			seed, won, moves, deals, passes, keys, won2, moves2, deals2, passes2, answers2)
	}
	for _, x := range []struct {
		name string
		s    sum
	}{{"one move an answer", before}, {"p", after}} {
		w := float64(max(x.s.won, 1))
		t.Logf("%s: %d of %d won; per won game %.1f moves, %.1f deals, %.1f passes, %.1f answers, %.1f keystrokes (%.2f a move)",
			x.name, x.s.won, x.s.games, float64(x.s.moves)/w, float64(x.s.deals)/w, float64(x.s.passes)/w,
			float64(x.s.answers)/w, float64(x.s.keys)/w, float64(x.s.keys)/float64(max(x.s.moves, 1)))
	}
}

// followHints plays seed's virtual deal playing the first hint one move at
// a time, as a player with --hints types it (the move, then Enter).
func followHints(t *testing.T, seed uint64) (won bool, moves, deals, pass, keys int) {
	deal := canfield.ShuffledDeal(canfield.Classic, seed)
	g, err := tracker.New(canfield.Classic)
	if err != nil {
		t.Fatal(err)
	}
	for moves < 1500 {
		for {
			req, ok := g.Need()
			if !ok {
				break
			}
			if err := g.Enter(deal[req.Pos]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Won() || g.Stuck() {
			break
		}
		sugg, err := hint.Advise(context.Background(), g.View(), hint.DefaultAdvise())
		if err != nil || len(sugg) == 0 {
			break
		}
		if err := g.Play(sugg[0].Move); err != nil {
			t.Fatal(err)
		}
		moves++
		keys += len(notation.FormatMove(sugg[0].Move)) + 1
		if sugg[0].Move.IsDeal() {
			deals++
		}
	}
	return g.Won(), moves, deals, g.Table().Pass, keys
}

// followPlans plays seed's virtual deal answering p at every move prompt.
func followPlans(t *testing.T, seed uint64) (won bool, moves, deals, pass, answers int) {
	rec, out := playedByPlans(t, seed)
	answers = strings.Count(out, "Move (? for help): p\n")
	g, err := tracker.FromRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range rec.Moves {
		if m.Move.IsDeal() {
			deals++
		}
	}
	return g.Won(), len(rec.Moves), deals, g.Table().Pass, answers
}

// TestMeasurePlanFollowsHint plays classic virtual deals with p alone and
// checks every move it made where there was a choice against the first
// hint at that position, as h would have said it there. Run it by hand:
//
//	CANFIELD_MEASURE_PFOLLOW=20 nice go test -run TestMeasurePlanFollowsHint -v -timeout 0 .
//
// (how many seeds, from 1 or from CANFIELD_MEASURE_FROM).
func TestMeasurePlanFollowsHint(t *testing.T) {
	from, n := measureSeeds(t, "CANFIELD_MEASURE_PFOLLOW")
	var choices, parted int
	for seed := from; seed < from+uint64(n); seed++ {
		rec, _ := playedByPlans(t, seed)
		c, p := partings(t, seed, rec)
		choices += c
		parted += len(p)
		for _, s := range p {
			t.Log(s)
		}
		t.Logf("seed %d: %d moves, %d with a choice, %d not the first hint", seed, len(rec.Moves), c, len(p))
	}
	t.Logf("%d seeds: %d moves with a choice, %d not the first hint", n, choices, parted)
}

// playedByPlans is the record of seed's virtual deal played by p alone,
// and what the game printed.
func playedByPlans(t *testing.T, seed uint64) (*notation.Record, string) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	t.Setenv("CANFIELD_HOME", t.TempDir())
	var out, errb bytes.Buffer
	in := strings.NewReader(strings.Repeat("p\n", 1500))
	run(context.Background(), []string{"play", "--seed", fmt.Sprint(seed), "--out", file}, in, &out, &errb)
	return readRecordFile(t, file)[0], out.String()
}

// partings names the moves of rec, where there was a choice, that are not
// the first hint at their position; choices counts those moves.
func partings(t *testing.T, seed uint64, rec *notation.Record) (choices int, parted []string) {
	all := rec.Moves
	defer func() { rec.Moves = all }()
	for k := range all {
		rec.Moves = all[:k]
		g, err := tracker.FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		if len(g.LegalMoves()) < 2 {
			continue
		}
		choices++
		sugg, err := hint.Advise(context.Background(), g.View(), hint.DefaultAdvise())
		if err != nil || len(sugg) == 0 {
			t.Fatalf("seed %d, move %d: no hint: %v", seed, k+1, err)
		}
		if sugg[0].Move != all[k].Move {
			parted = append(parted, fmt.Sprintf("seed %d, move %d: p played %s, the first hint is %s", seed, k+1, notation.FormatMove(all[k].Move), notation.FormatMove(sugg[0].Move)))
		}
	}
	return choices, parted
}

// measureSeeds reads a measurement's seeds from the environment: how many
// from name (the test is skipped without it), from seed 1 or from
// CANFIELD_MEASURE_FROM, so that a long run can be shared out over
// several processes.
func measureSeeds(t *testing.T, name string) (from uint64, n int) {
	t.Helper()
	n, _ = strconv.Atoi(os.Getenv(name))
	if n <= 0 {
		t.Skipf("a measurement: %s=N runs it on N seeds", name)
	}
	from = 1
	if v := os.Getenv("CANFIELD_MEASURE_FROM"); v != "" {
		f, err := strconv.ParseUint(v, 10, 64)
		if err != nil || f == 0 {
			t.Fatalf("CANFIELD_MEASURE_FROM=%q: want a seed from 1", v)
		}
		from = f
	}
	return from, n
}
