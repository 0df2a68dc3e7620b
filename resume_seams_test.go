package main

// End-to-end tests of resuming a game: the same game seen the same way
// before and after a quit, and the file's games named.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// hintBlock returns the hint rows of the first hints shown in a play
// session's output, without the heading (it carries the time taken).
func hintBlock(t *testing.T, out string) string {
	t.Helper()
	const head = "Hints (from the cards you have seen"
	i := strings.Index(out, head)
	if i < 0 {
		t.Fatalf("no hints:\n%s", out)
	}
	rest := out[i:]
	rest = rest[strings.Index(rest, "\n")+1:]
	if j := strings.Index(rest, "Move (? for help)"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// TestHintsSameAfterResume: a card seen on a move taken back is known to
// the hints after a resume as before the quit, and to 'canfield hint FILE':
// the information set does not depend on quitting. 3♠ shows on the deal
// taken back; the hints then know the deal brings it up.
func TestHintsSameAfterResume(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	before, errs, code := playLines(t, []string{"2c", "9c", "Tc", "2d", "Ac", "Qs", "d", "3s", "u", "h", "q"}, "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	after, errs, code := playLines(t, []string{"h", "q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	hb, ha := hintBlock(t, before), hintBlock(t, after)
	if !strings.Contains(hb, "bringing up 3♠") {
		t.Fatalf("the hints before the quit do not know 3♠:\n%s", hb)
	}
	if ha != hb {
		t.Errorf("hints after the resume:\n%s\nbefore the quit:\n%s", ha, hb)
	}
	code, out, errOut := runCanfield(t, "", "hint", file, "--json")
	if code != 0 {
		t.Fatalf("hint --json: exit %d: %s", code, errOut)
	}
	var hints []struct{ Move, Reason string }
	if err := json.Unmarshal([]byte(out), &hints); err != nil {
		t.Fatalf("hint --json: %v\n%s", err, out)
	}
	var moves []string
	for _, h := range hints {
		moves = append(moves, h.Move)
	}
	var session []string
	for _, row := range hintRows("\n"+hb, len(hints)) {
		session = append(session, strings.Fields(row)[0])
	}
	if strings.Join(moves, " ") != strings.Join(session, " ") || len(hints) == 0 || !strings.Contains(hints[0].Reason, "bringing up 3s") {
		t.Errorf("hint FILE --json gives %v (%q first), the session %v", moves, hints[0].Reason, session)
	}
}

// TestResumeNamesTheGame: resuming a file of several games says which
// game goes on and which others are unfinished; --game K picks another,
// whose file keeps the games around it as they were.
func TestResumeNamesTheGame(t *testing.T) {
	orig, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "g.cfr")
	if err := os.WriteFile(file, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, code := playLines(t, []string{"q"}, "--resume", file)
	if code != 0 || !strings.Contains(out, "game 3 of 3, unfinished, 14 moves made") ||
		!strings.Contains(out, "Game 2 of the file is unfinished: 'canfield play --resume "+file+" --game 2' plays on it") {
		t.Errorf("play --resume: exit %d, stderr %q:\n%s", code, errs, out)
	}
	if orig, err = os.ReadFile(file); err != nil { // game 3 as saved by the session
		t.Fatal(err)
	}
	out, errs, code = playLines(t, []string{"d", "q"}, "--resume", file, "--game", "2")
	if code != 0 || !strings.Contains(out, "game 2 of 3, unfinished, 12 moves made") {
		t.Fatalf("play --resume --game 2: exit %d, stderr %q:\n%s", code, errs, out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	second, third := strings.Index(string(orig), `[Rules "superior"]`), strings.Index(string(orig), `[Rules "draw1 passes=3"]`)
	if !strings.HasPrefix(text, string(orig[:second])) || !strings.HasSuffix(text, string(orig[third:])) {
		t.Errorf("games 1 and 3 changed:\n%s", text)
	}
	recs, err := notation.ParseRecords(strings.NewReader(text))
	if err != nil || len(recs) != 3 || len(recs[1].Moves) != 13 {
		t.Fatalf("the file after playing on game 2 (%v):\n%s", err, text)
	}
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--resume", file, "--game", "1"}, 1, "game 1 of 3 has ended (abandoned); 'canfield replay " + file + " --game 1' shows it; games 2, 3 of the file are unfinished"},
		{[]string{"--resume", file, "--game", "4"}, 2, "--game 4: " + file + " holds 3 games; give 1 to 3"},
		{[]string{"--game", "2"}, 2, "--game chooses a game of the file given with --resume FILE"},
	} {
		_, errs, code := playLines(t, []string{"q"}, tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("play %v: exit %d, stderr %q; want %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}

// TestResumeRefusesNewGameFlags: the flags that make a new game are
// refused with --resume, not silently ignored; the file is not touched.
func TestResumeRefusesNewGameFlags(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, []string{"d", "q"}, "--virtual", "--seed", "5", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--seed", "6"}, "--seed cannot go with --resume"},
		{[]string{"--virtual", "--seed", "6"}, "--virtual, --seed cannot go with --resume"},
		{[]string{"--rules", "draw1"}, "--rules cannot go with --resume"},
		{[]string{"--rules", "classic"}, "--rules cannot go with --resume"},
		{[]string{"--player", "Ann"}, "--player cannot go with --resume"},
	} {
		out, errs, code := playLines(t, []string{"d", "q"}, append([]string{"--resume", file}, tc.args...)...)
		if code != 2 || !strings.Contains(errs, tc.want) || out != "" {
			t.Errorf("play --resume %v: exit %d, stderr %q, stdout %q; want 2 and %q", tc.args, code, errs, out, tc.want)
		}
	}
	if after, err := os.ReadFile(file); err != nil || string(after) != string(before) {
		t.Errorf("the file changed (%v):\n%s", err, after)
	}
}

// TestResultTagCutByHand: a record whose Result tag says the game ended
// while its moves do not end it (moves cut by hand after the tag) is not
// taken at its word: replay says the record disagrees with itself at its
// end instead of "lost" one move early, analyze reviews it as a game in
// progress, and play --resume goes on with the game (it refused it as
// ended) and writes the Result tag anew.
func TestResultTagCutByHand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if _, errs, code := playLines(t, []string{"d", "d", "q"}, "--virtual", "--seed", "5", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []string{"lost", "won"} {
		text := strings.Replace(string(orig), `[Result "*"]`, `[Result "`+res+`"]`, 1)
		if text == string(orig) {
			t.Fatalf("no Result tag to edit:\n%s", orig)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCanfield(t, "", "replay", file, "--ascii")
		want := "End of the game after 2 moves; the record does not agree with itself: its Result tag says " + res
		if code != 0 || !strings.Contains(out, want) || strings.Contains(out, "moves: "+res) {
			t.Errorf("%s: replay exit %d, stderr %q; want %q:\n%s", res, code, errOut, want, out)
		}
		code, out, errOut = runCanfield(t, "", "analyze", file, "--no-ask", "--samples", "2", "--timeout", "1s", "--ascii")
		if code != 0 || !strings.Contains(errOut, "its Result tag says "+res) || !strings.Contains(out, "2 moves, in progress with") {
			t.Errorf("%s: analyze exit %d, stderr %q:\n%s", res, code, errOut, out)
		}
		code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
		if code != 0 || !strings.Contains(errOut, "its Result tag says "+res) {
			t.Errorf("%s: hint exit %d, stderr %q", res, code, errOut)
		}
		out, errs, code := playLines(t, []string{"d", "q"}, "--resume", file)
		if code != 0 || !strings.Contains(out, "its Result tag says "+res) || !strings.Contains(out, "the game goes on from there") {
			t.Errorf("%s: play --resume: exit %d, stderr %q:\n%s", res, code, errs, out)
		}
		rec, saved := readRecord(t, file)
		if r, _ := rec.Get("Result"); r != "*" || len(rec.Moves) != 3 {
			t.Errorf("%s: after resuming and one more move the record holds Result %q and %d moves:\n%s", res, r, len(rec.Moves), saved)
		}
		if err := os.WriteFile(file, orig, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestResultTagContradictedByAWin: a record tagged lost (or abandoned)
// whose moves win the game is not taken at its word either: replay,
// analyze and hint report the disagreement, analyze reviews it as won,
// and play --resume refuses it as ended, leaving the file alone.
func TestResultTagContradictedByAWin(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	lines := solvedLine(t, canfield.Classic, 3)
	if _, errs, code := playLines(t, lines, "--virtual", "--seed", "3", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s", code, errs)
	}
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []string{"lost", "abandoned"} {
		text := strings.Replace(string(orig), `[Result "won"]`, `[Result "`+res+`"]`, 1)
		if text == string(orig) {
			t.Fatalf("no Result tag to edit:\n%s", orig)
		}
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		says := "its Result tag says " + res + ", but its " + strconv.Itoa(len(lines)) + " moves win the game"
		code, out, errOut := runCanfield(t, "", "replay", file, "--ascii")
		if code != 0 || !strings.Contains(out, "the record does not agree with itself: "+says) {
			t.Errorf("%s: replay exit %d, stderr %q; want %q:\n%s", res, code, errOut, says, tail(out, 5))
		}
		code, out, errOut = runCanfield(t, "", "analyze", file, "--no-ask", "--samples", "1", "--timeout", "1s", "--ascii", "--top", "1")
		if code != 0 || !strings.Contains(errOut, says) || !strings.Contains(errOut, "reviewed as a won game") || !strings.Contains(out, "moves, won with 52 cards") {
			t.Errorf("%s: analyze exit %d, stderr %q:\n%s", res, code, errOut, tail(out, 10))
		}
		code, _, errOut = runCanfield(t, "", "hint", "--top", "1", file)
		if !strings.Contains(errOut, says) {
			t.Errorf("%s: hint exit %d, stderr %q", res, code, errOut)
		}
		out, errs, code := playLines(t, []string{"q"}, "--resume", file)
		if code == 0 || !strings.Contains(errs, says) || !strings.Contains(errs, "the game has ended (won)") {
			t.Errorf("%s: play --resume: exit %d, stderr %q:\n%s", res, code, errs, out)
		}
		if after, _ := os.ReadFile(file); string(after) != text {
			t.Errorf("%s: play --resume changed the file:\n%s", res, after)
		}
	}
}
