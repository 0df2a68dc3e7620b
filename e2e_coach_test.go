package main

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/hint/solver"
	"canfield/notation"
)

// play --coach speaks at once after a move clearly worse than the first
// hint, and stays silent for a move inside the tie. Classic seed 3 after
// twelve deals: the hints rank 24 first, rf and 23 within its tie, and d
// clearly below it.
func TestCoachSpeaksOutsideTheTieOnly(t *testing.T) {
	t.Parallel() // child processes in a folder of its own
	home := t.TempDir()
	file := filepath.Join(home, "s3.cfr")
	if out, rc := runBin(t, home, "d d d d d d d d d d d d\nq\n", "play", "--seed", "3", "--out", file); rc != 0 {
		t.Fatalf("exit %d\n%s", rc, out)
	}
	out, rc := runBin(t, home, "h all\nd\nq\n", "play", "--resume", file, "--coach", "--out", filepath.Join(home, "a.cfr"))
	want := regexp.MustCompile(`\nCoach: that was (\d+) % -> (\d+) %; 24 was best; u takes it back\.\n`)
	m := want.FindStringSubmatch(out)
	if rc != 0 || m == nil {
		t.Fatalf("exit %d, the coach is silent after d:\n%s", rc, out)
	}
	// The figures are the hints' own: 24's and d's as listed by h all.
	for i, mv := range []string{"24", "d"} {
		row := regexp.MustCompile(`\n  ` + mv + ` +(\d+) % `).FindStringSubmatch(out)
		if row == nil || row[1] != m[i+1] {
			t.Errorf("the coach says %s %% for %s, the hints %v:\n%s", m[i+1], mv, row, out)
		}
	}
	for _, mv := range []string{"23", "rf", "24"} {
		out, rc := runBin(t, home, mv+"\nq\n", "play", "--resume", file, "--coach", "--out", filepath.Join(home, mv+".cfr"))
		if rc != 0 || strings.Contains(out, "Coach:") {
			t.Errorf("%s, inside the tie: exit %d, the coach speaks:\n%s", mv, rc, out)
		}
	}
	// Without --coach nothing is said, and ? names the coach.
	out, _ = runBin(t, home, "?\nd\nq\n", "play", "--resume", file, "--out", filepath.Join(home, "b.cfr"))
	if strings.Contains(out, "Coach:") || !strings.Contains(out, "Coach (play --coach)") {
		t.Errorf("without --coach:\n%s", out)
	}
}

// The review marks each costly decision as one the player could see from
// the cards known then, or one only the whole deal shows, and counts both;
// no row names the move played as the better one.
// The game: classic seed 3 along a winning line, then a move that loses
// the deal for sure. Which kind each is depends on the hint's estimates;
// the marks must follow the figures shown, and the counts the marks.
func TestReviewSaysWhichMistakesCouldBeSeen(t *testing.T) {
	t.Parallel() // a solver of its own, child processes in a folder of its own
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 3)
	st, _ := canfield.NewState(r, deal)
	sv := solver.New(solver.Options{Timeout: 20 * time.Second})
	res, err := sv.Solve(context.Background(), st)
	if err != nil || res.Verdict != solver.Won {
		t.Fatalf("seed 3: %v %v", res.Verdict, err)
	}
	var played []canfield.Move
	for k, s := 0, st; k < len(res.Solution)/2 && played == nil; k++ {
		var l canfield.MoveList
		s.GenMoves(&l)
		for _, m := range l.Slice() {
			t2 := s
			t2.Apply(m)
			if m == res.Solution[k] {
				continue
			}
			if v, _ := sv.Solve(context.Background(), t2); v.Verdict == solver.Lost && k > 20 {
				played = append(append([]canfield.Move(nil), res.Solution[:k]...), m)
				break
			}
		}
		s.Apply(res.Solution[k])
	}
	if played == nil {
		t.Fatal("no losing move found along the line")
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, rc := runBin(t, home, notation.FormatMoves(played)+"\nq\n", "play", "--seed", "3", "--out", file); rc != 0 {
		t.Fatalf("play: exit %d\n%s", rc, tail(out, 5))
	}
	out, rc := runBin(t, home, "", "analyze", file, "--no-ask", "--samples", "4", "--top", "0")
	if rc != 0 || !strings.Contains(out, fmt.Sprintf("Where it was lost: move %d", len(played))) {
		t.Fatalf("analyze: exit %d\n%s", rc, out)
	}
	flat := strings.Join(strings.Fields(out), " ")
	rows := regexp.MustCompile(`move +(\d+) played \S+ +(\d+)% -> +(\d+)%[^[]*\[(could be seen|only with every card known)\]`).FindAllStringSubmatch(flat, -1)
	count := regexp.MustCompile(`Of the (\d+) costly decisions?, (\d+) could be seen from what you knew then, (\d+) only with every card known\.`).FindStringSubmatch(flat)
	if len(rows) == 0 || count == nil {
		t.Fatalf("no marked rows or no count:\n%s", out)
	}
	better := regexp.MustCompile(`move +(\d+) played (\S+) .*? better (\S+)`).FindAllStringSubmatch(flat, -1)
	if len(better) != len(rows) {
		t.Errorf("%d rows name a better move, of %d costly rows", len(better), len(rows))
	}
	for _, m := range better {
		if m[2] == m[3] {
			t.Errorf("move %s: the better move named is the one played, %s", m[1], m[2])
		}
	}
	seen, blunder := 0, false
	for _, row := range rows {
		before, _ := strconv.Atoi(row[2])
		after, _ := strconv.Atoi(row[3])
		if row[4] == "could be seen" {
			seen++
			if before <= after {
				t.Errorf("move %s is marked as could be seen, yet its figures are %d%% -> %d%%", row[1], before, after)
			}
		}
		blunder = blunder || row[1] == strconv.Itoa(len(played))
	}
	js, _ := runBin(t, home, "", "analyze", file, "--no-ask", "--samples", "4", "--json")
	js, _, _ = strings.Cut(js, `"costliest"`) // every decision, each once
	if n := strings.Count(js, `"cost":"could be seen"`); n != seen || strings.Count(js, `"cost":"only with every card known"`) != len(rows)-seen {
		t.Errorf("--json marks %d decisions as could be seen, the text %d:\n%s", n, seen, js)
	}
	if !blunder || count[1] != strconv.Itoa(len(rows)) || count[2] != strconv.Itoa(seen) || count[3] != strconv.Itoa(len(rows)-seen) {
		t.Errorf("rows %v, count %v; want the losing move listed and the count to match the marks:\n%s", rows, count, out)
	}
}
