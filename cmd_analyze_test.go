package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestAnalyzeCommand reviews a seeded virtual game that wins, through the
// command line, in JSON and in text.
func TestAnalyzeCommand(t *testing.T) {
	file, lines := wonVirtualGame(t, 8)
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"analyze", "--json", "--samples", "4", file}, nil, &out, &errb); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, errb.String())
	}
	var got struct {
		Result string
		Moves  int
		Review struct {
			Winnable  string
			LostAt    int `json:"lost_at"`
			Decisions []json.RawMessage
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got.Result != "won" || got.Moves != len(lines) || got.Review.Winnable != "won" || got.Review.LostAt != 0 || len(got.Review.Decisions) != len(lines) {
		t.Errorf("analyze --json = %+v", got)
	}
	out.Reset()
	if code := run(context.Background(), []string{"analyze", "--samples", "4", "--ascii", "--all", file}, nil, &out, &errb); code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"classic rules, " + strconv.Itoa(len(lines)) + " moves, won with 52 cards", "The deal was winnable", "Chance of winning before each move", "100% |", "Every move (chance of winning", "    1  " + lines[0] + " "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("analyze output lacks %q:\n%s", want, out.String())
		}
	}
	// Under the chart, a word on the chance moving with the cards: a
	// fall at a move not listed as costly is not the player's.
	flat := strings.Join(strings.Fields(out.String()), " ")
	if i := strings.Index(flat, chartLuckNote); i < 0 || i < strings.Index(flat, "(decision number") {
		t.Errorf("no %q under the chart:\n%s", chartLuckNote, out.String())
	}
	// The list of every move is a table: "->" in one column, forced
	// moves (no estimate) included, and no line ends in spaces.
	all := out.String()[strings.Index(out.String(), "Every move"):]
	all = all[:strings.Index(all, "\n\n")]
	rows, arrow := 0, -1
	for _, l := range strings.Split(all, "\n")[1:] {
		if strings.TrimRight(l, " ") != l {
			t.Errorf("a row ends in spaces: %q", l)
		}
		if strings.Contains(l, "(forced)") {
			rows++
		}
		if i := strings.Index(l, "->"); arrow < 0 {
			arrow = i
		} else if i != arrow {
			t.Errorf("the row %q has its -> at column %d, the first row at %d", l, i, arrow)
		}
	}
	if rows == 0 {
		t.Errorf("no forced move in the list of every move, so its layout is not checked:\n%s", all)
	}
	// A record that does not exist, and one whose game number is out of range.
	if code := run(context.Background(), []string{"analyze", filepath.Join(t.TempDir(), "none")}, nil, &out, &errb); code == 0 {
		t.Error("analyze of a missing file succeeded")
	}
	errb.Reset()
	if code := run(context.Background(), []string{"analyze", "--game", "2", file}, nil, &out, &errb); code == 0 || !strings.Contains(errb.String(), "holds 1 game; give 1 to 1") {
		t.Errorf("analyze --game 2: exit %d, %q", code, errb.String())
	}
}

// TestAnalyzeRestOfDeal: a record of real cards leaves cards unseen; the
// rest of the deal comes from --deal, or is typed in when asked, and must
// agree with the record.
func TestAnalyzeRestOfDeal(t *testing.T) {
	dir := t.TempDir()
	real := unseededGame(t, dir)
	file := filepath.Join(dir, "real.cfr")
	os.WriteFile(file, []byte(real), 0o644)
	deal := canfield.ShuffledDeal(canfield.Classic, 8)

	var out, errb bytes.Buffer
	run(context.Background(), []string{"analyze", "--samples", "2", file}, nil, &out, &errb)
	if !strings.Contains(out.String(), "Whether the deal was winnable is not known") {
		t.Errorf("without the rest of the deal:\n%s", out.String())
	}
	out.Reset()
	if code := run(context.Background(), []string{"analyze", "--samples", "2", "--deal", notation.FormatDeal(deal), file}, nil, &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "The deal was winnable") {
		t.Errorf("with --deal: exit %d\n%s%s", code, out.String(), errb.String())
	}
	wrong := append([]canfield.Card(nil), deal...)
	wrong[12], wrong[0] = wrong[0], wrong[12] // the reserve's top swapped away
	errb.Reset()
	if code := run(context.Background(), []string{"analyze", "--deal", notation.FormatDeal(wrong), file}, nil, &out, &errb); code == 0 ||
		!strings.Contains(errb.String(), "--deal does not agree with the record") {
		t.Errorf("a contradicting --deal: exit %d, %q", code, errb.String())
	}
	// Typed in when asked: every unseen card in deal order, one a line,
	// with one mistake (a card already seen) that is refused and retyped.
	rec, _ := notation.ParseRecord(real)
	known, _ := rec.Known()
	var typed []string
	first := true
	for p, c := range known {
		if c != canfield.NoCard {
			continue
		}
		if first {
			typed = append(typed, deal[13].String()) // the base card: refused
			first = false
		}
		typed = append(typed, deal[p].String())
	}
	out.Reset()
	in := strings.NewReader(strings.Join(typed, "\n") + "\n")
	if code := run(context.Background(), []string{"analyze", "--ask", "--samples", "2", file}, in, &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "cards of the deal were never seen") || !strings.Contains(out.String(), "already the base card") ||
		!strings.Contains(out.String(), "The deal was winnable") {
		t.Errorf("asked for the rest: exit %d\n%s", code, tail(out.String(), 20))
	}
}

// TestAnalyzeAskKeepsOtherGamesAndTakesTheLock: the cards typed into
// analyze --ask are saved into the game analyzed only, every other game
// of the file staying byte for byte as it was (its own spacing too), and
// not while another canfield is saving to the file.
func TestAnalyzeAskKeepsOtherGamesAndTakesTheLock(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.cfr")
	game := unseededGame(t, dir)
	first := strings.Replace(game, "1. d=", "1.   d=", 1) // spaced by hand
	if first == game {
		t.Fatalf("no first move to respace:\n%s", game)
	}
	first = strings.TrimRight(first, "\n") + "\n\n"
	os.WriteFile(file, []byte(first+game), 0o644)
	deal := canfield.ShuffledDeal(canfield.Classic, 8)
	known, typed := firstUnseen(game, deal, 2)
	in := strings.Join(typed, "\n") + "\n\n" // two cards, then an empty line stops

	// Another canfield saving to the file: analyze refuses to ask, and
	// the file is left alone.
	rf, err := openRecordFile(file, forResume)
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"analyze", "--ask", "--game", "2", "--samples", "2", file}, strings.NewReader(in), &out, &errb)
	rf.close()
	if code == 0 || !strings.Contains(errb.String(), "is being saved to by another canfield") {
		t.Errorf("while locked: exit %d, %q", code, errb.String())
	}
	if got, _ := os.ReadFile(file); string(got) != first+game {
		t.Fatalf("while locked the file changed:\n%s", got)
	}

	out.Reset()
	errb.Reset()
	if code := run(context.Background(), []string{"analyze", "--ask", "--game", "2", "--samples", "2", file}, strings.NewReader(in), &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "The cards typed are saved in") {
		t.Fatalf("analyze --ask: exit %d\n%s%s", code, tail(out.String(), 10), errb.String())
	}
	got, _ := os.ReadFile(file)
	if !strings.HasPrefix(string(got), first) {
		t.Errorf("game 1 was rewritten:\n%s", got)
	}
	recs, err := notation.ParseRecords(bytes.NewReader(got))
	if err != nil || len(recs) != 2 {
		t.Fatalf("the file reads as %d games, %v:\n%s", len(recs), err, got)
	}
	k, _ := recs[1].Known()
	n := 0
	for p, c := range known {
		if c == canfield.NoCard && k[p] == deal[p] {
			n++
		}
	}
	if n != 2 {
		t.Errorf("game 2 holds %d of the 2 cards typed:\n%s", n, got)
	}
	if _, err := os.Stat(filepath.Join(dir, ".g.cfr.lock")); err == nil {
		t.Errorf("the lock file is left behind")
	}
}

// TestAnalyzeNoMoves: a game saved before its first move has nothing to
// review: analyze says so instead of drawing an empty chart.
func TestAnalyzeNoMoves(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "3", "--out", file); code != 0 {
		t.Fatalf("play: %d %s", code, errs)
	}
	var out, errb bytes.Buffer
	code := run(context.Background(), []string{"analyze", "--samples", "1", "--ascii", file}, nil, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "0 moves") || !strings.Contains(out.String(), "No move was played, so there is no decision to review.") ||
		strings.Contains(out.String(), "decision number") || strings.Contains(out.String(), "No decision cost") || strings.Contains(out.String(), "luck of the draw") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errb.String(), out.String())
	}
}

// unseededGame plays two deals of classic seed 8 into a record in dir and
// returns its text with the seed tag taken out, as if dealt from a real
// deck: a record with cards unseen.
func unseededGame(t *testing.T, dir string) string {
	t.Helper()
	file := filepath.Join(dir, "seeded.cfr")
	if _, errs, code := playLines(t, []string{"d", "d", "q"}, "--virtual", "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("play: %d %s", code, errs)
	}
	data, _ := os.ReadFile(file)
	return strings.Replace(string(data), "[Seed \"8\"]\n", "", 1)
}

// firstUnseen returns what the record game knows of the deal, and the
// first n cards of deal at the places it does not know, as typed.
func firstUnseen(game string, deal []canfield.Card, n int) ([]canfield.Card, []string) {
	rec, _ := notation.ParseRecord(game)
	known, _ := rec.Known()
	var typed []string
	for p, c := range known {
		if c == canfield.NoCard && len(typed) < n {
			typed = append(typed, deal[p].String())
		}
	}
	return known, typed
}

// hookReader hands out one line per Read and calls before(n) ahead of the
// n-th line (from 0), so a test can act between two answers.
type hookReader struct {
	lines  []string
	n      int
	before func(n int)
}

func (r *hookReader) Read(b []byte) (int, error) {
	if r.n >= len(r.lines) {
		return 0, io.EOF
	}
	r.before(r.n)
	k := copy(b, r.lines[r.n]+"\n")
	r.n++
	return k, nil
}

// TestAnalyzeAskLeavesAFileEditedMeanwhile: the record edited by hand
// while analyze --ask waits for cards is not overwritten; the cards typed
// go on in a file beside it, as play's saves do.
func TestAnalyzeAskLeavesAFileEditedMeanwhile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.cfr")
	game := unseededGame(t, dir)
	os.WriteFile(file, []byte(game), 0o644)
	deal := canfield.ShuffledDeal(canfield.Classic, 8)
	known, typed := firstUnseen(game, deal, 3)
	edited := game + "\n; a note added by hand\n"
	in := &hookReader{lines: append(typed, ""), before: func(n int) {
		if n != 1 {
			return
		}
		// After the first card is saved, before the second: the prompter
		// may read ahead, so wait for the save (the file changes).
		for range 500 {
			if got, _ := os.ReadFile(file); string(got) != game {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		os.WriteFile(file, []byte(edited), 0o644)
	}}
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"analyze", "--ask", "--samples", "2", file}, in, &out, &errb); code != 0 {
		t.Fatalf("analyze --ask: exit %d\n%s%s", code, tail(out.String(), 10), errb.String())
	}
	beside := filepath.Join(dir, "g.1.cfr")
	if !strings.Contains(out.String(), "was changed on disk while the cards were typed") || !strings.Contains(out.String(), "The cards typed are saved in "+beside) {
		t.Errorf("no word of the edit or of the new file:\n%s", tail(out.String(), 10))
	}
	if got, _ := os.ReadFile(file); string(got) != edited {
		t.Errorf("the edited file was overwritten:\n%s", got)
	}
	got, err := os.ReadFile(beside)
	if err != nil {
		t.Fatalf("no file beside: %v", err)
	}
	r, err := notation.ParseRecord(string(got))
	if err != nil {
		t.Fatalf("%s: %v", beside, err)
	}
	k, _ := r.Known()
	n := 0
	for p, c := range known {
		if c == canfield.NoCard && k[p] == deal[p] {
			n++
		}
	}
	if n != len(typed) {
		t.Errorf("%s holds %d of the %d cards typed:\n%s", beside, n, len(typed), got)
	}
}

// TestAnalyzeTopZeroListsAll: analyze --top 0 lists every costly decision,
// as hint --top 0 lists every move; it said "No decision cost a
// measurable chance of winning" of a game that had some.
func TestAnalyzeTopZeroListsAll(t *testing.T) {
	file, _ := wonVirtualGame(t, 5)
	review := func(top string) string {
		code, out, errOut := runCanfield(t, "", "analyze", "--samples", "4", "--ascii", "--top", top, file)
		if code != 0 {
			t.Fatalf("analyze --top %s: exit %d: %s", top, code, errOut)
		}
		return out
	}
	all, many := review("0"), review("100")
	if !strings.Contains(many, "Costliest decisions") || all != many {
		t.Errorf("analyze --top 0:\n%s\nanalyze --top 100:\n%s", all, many)
	}
}

// TestAnalyzeNamesRulesAndBudget: analyze names changed rules (not
// " rules, 14 moves"), and an undecided deal says its node budget and how
// to give the solver more.
func TestAnalyzeNamesRulesAndBudget(t *testing.T) {
	code, out, errOut := runCanfield(t, "", "analyze", "--no-ask", "--game", "3", "testdata/replay-several.cfr")
	if code != 0 || !strings.HasPrefix(out, "draw1 passes=3 rules, 14 moves") {
		t.Errorf("exit %d: %s\n%s", code, errOut, out)
	}
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if _, errs, code := playLines(t, []string{"q"}, "--virtual", "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	// Seed 7 is lost, which the solver takes many nodes to prove.
	code, out, errOut = runCanfield(t, "", "analyze", "--no-ask", "--nodes", "1000", file)
	// The sentence is wrapped at 80 columns: compare it as words.
	if code != 0 || !strings.Contains(strings.Join(strings.Fields(out), " "), "The solver did not decide the deal within 1,000 nodes (analyze --nodes gives it more).") {
		t.Errorf("exit %d: %s\n%s", code, errOut, out)
	}
}

// TestAnalyzeSaysWhichGame: analyze of a file of several games reviews the
// last (as every command takes it) unless --game names another, and says so when --game was not
// given, as export does; replay's heading names the game itself.
func TestAnalyzeSaysWhichGame(t *testing.T) {
	const file = "testdata/replay-several.cfr"
	code, first, errOut := runCanfield(t, "", "analyze", "--no-ask", "--samples", "2", "--top", "1", file)
	if want := "canfield: " + file + " holds 3 games; reviewing game 3, the last (--game picks another)\n"; code != 0 || !strings.HasPrefix(errOut, want) {
		t.Errorf("no --game: exit %d, stderr %q, want it to start %q", code, errOut, want)
	}
	code, named, errOut := runCanfield(t, "", "analyze", "--no-ask", "--samples", "2", "--top", "1", "--game", "3", file)
	if code != 0 || strings.Contains(errOut, "reviewing game") || named != first {
		t.Errorf("--game 3: exit %d, stderr %q\n%s\nwithout --game:\n%s", code, errOut, named, first)
	}
}

// TestAnalyzeInterrupted: analyze stopped by Ctrl-C says "interrupted" and
// exits 130, not "move 170: context canceled" with exit 1.
func TestAnalyzeInterrupted(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, strings.Repeat("d\n", 12), "play", "--seed", "100", "--out", file); code != 0 {
		t.Fatalf("play: exit %d:\n%s", code, out)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := run(ctx, []string{"analyze", "--samples", "4", file}, strings.NewReader(""), &out, &errb)
	if code != 130 || errb.String() != "canfield: interrupted\n" {
		t.Errorf("exit %d, stderr %q", code, errb.String())
	}
}
