package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestResumeAtACardShowsTable: a game left while a card was being asked
// (Ctrl-C or the end of the input at the card prompt) resumes by showing
// the table, then asking for the card: the player coming back to the
// table sees where the game stands before typing.
func TestResumeAtACardShowsTable(t *testing.T) {
	both(t, func(t *testing.T, run func(string, []step, ...string) string) {
		home := t.TempDir()
		file := filepath.Join(home, "g.cfr")
		steps := append(dealSteps(),
			step{"d", []string{"Card for the waste's top card"}},
			step{"q", []string{"Game saved to"}}) // q at the card prompt
		run(home, steps, "play", "--out", file)
		out := run(home, []step{
			{card5(20), []string{"Move (? for help)"}},
			{"q", []string{"Game saved to"}},
		}, "play", "--resume", file)
		i, j := strings.Index(out, "move 1  ·"), strings.Index(out, "Card for the waste's top card")
		if i < 0 || j < 0 || i > j {
			t.Errorf("the table is not shown before the card is asked:\n%s", out)
		}
	})
}

// TestResumeNamesCustomRules: resuming a game under changed rules names
// them, not "( rules)", and so does the table, not "custom rules".
func TestResumeNamesCustomRules(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	data, err := os.ReadFile("testdata/replay-several.cfr")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	out := runLines(t, home, []step{{"q", []string{"Game saved to"}}}, "play", "--resume", file)
	if !strings.Contains(out, "14 moves made (draw1 passes=3 rules)") || !strings.Contains(out, "draw1 passes=3  ·  move 14") {
		t.Errorf("the rules are not named:\n%s", out)
	}
}

// TestPtyOfferNamesCustomRules: the offer to go on with the latest
// unfinished game names changed rules, not "( rules, ...".
func TestPtyOfferNamesCustomRules(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, "games"), 0o755); err != nil {
		t.Fatal(err)
	}
	deal := filepath.Join(home, "deal.txt")
	if err := os.WriteFile(deal, []byte(seededLines(t, "draw1", 1)[0]+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	runLines(t, home, nil, "import", "--rules", "draw1 passes=3", "-o", filepath.Join(home, "games", "g.cfr"), deal)
	out := runPty(t, home, []step{
		{"", []string{"Resumed", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play")
	if !strings.Contains(out, "(draw1 passes=3 rules, 0 moves made)") {
		t.Errorf("the offer does not name the rules:\n%s", out)
	}
}

// TestResumeCommandRuns: the command printed to resume a game is
// one the player can run as printed: here the program is no 'canfield'
// on the PATH, so it names the program itself; run from go run, it says
// 'go run .'.
func TestResumeCommandRuns(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	noPath := []string{"PATH=" + t.TempDir()}
	out := runLinesEnv(t, home, noPath, []step{{"d", nil}, {"q", []string{"Resume it with: "}}},
		"play", "--virtual", "--seed", "4", "--out", file)
	args := strings.Fields(resumeLine(t, out))
	if len(args) != 4 || args[1] != "play" || args[2] != "--resume" || args[3] != file {
		t.Fatalf("resume command %q", args)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1", noPath[0])
	cmd.Stdin = strings.NewReader("q\n")
	got, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(got), "Resumed") {
		t.Fatalf("running the resume command as printed: %v\n%s", err, got)
	}

	if testing.Short() {
		return
	}
	run := exec.Command("go", "run", ".", "play", "--virtual", "--seed", "4", "--out", filepath.Join(home, "h.cfr"))
	run.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	run.Stdin = strings.NewReader("q\n")
	got, err = run.CombinedOutput()
	if err != nil {
		t.Fatalf("go run: %v\n%s", err, got)
	}
	if line := resumeLine(t, string(got)); !strings.HasPrefix(line, "go run . play --resume ") {
		t.Errorf("under go run the resume command is %q, want go run . play --resume FILE", line)
	}
}

// TestPtyPlayOffersLatestGame: play without arguments, on a
// terminal, offers to go on with the latest unfinished game.
func TestPtyPlayOffersLatestGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	saveUnfinished(t, home)
	out := runPty(t, home, []step{
		{"", []string{"Resumed", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play")
	if !strings.Contains(out, "An unfinished game of ") {
		t.Errorf("no offer to go on with the game:\n%s", out)
	}
}

// TestPtyRulesStartANewGame: asking for rules (play --rules draw1) asks
// for a new game under them; the latest unfinished game is not offered,
// since going on with it would drop the rules asked for.
func TestPtyRulesStartANewGame(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	saveUnfinished(t, home)
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--rules", "draw1")
	g.chooseVirtual()
	g.quit("")
	out := g.out.String()
	if strings.Contains(out, "An unfinished game") {
		t.Errorf("the classic game was offered to a player who asked for draw1:\n%s", out)
	}
	files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr"))
	draw1 := 0
	for _, f := range files {
		if rec, _ := readRecord(t, f); rec.Rules.Name == "draw1" {
			draw1++
		}
	}
	if len(files) != 2 || draw1 != 1 {
		t.Errorf("%d saved games, %d under draw1; want the classic one and a new draw1 one", len(files), draw1)
	}
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

// TestResumeKeepsEveryGame resumes a file of three games: the two before
// the one resumed stay in it byte for byte, whatever is played.
func TestResumeKeepsEveryGame(t *testing.T) {
	orig, err := os.ReadFile(filepath.Join("testdata", "replay-several.cfr"))
	if err != nil {
		t.Fatal(err)
	}
	lastStart := bytes.LastIndex(orig, []byte("[Rules"))
	for _, script := range []string{"", "d\nq\n", "d\nresign\nyes\n"} {
		dir := t.TempDir()
		file := filepath.Join(dir, "s.cfr")
		if err := os.WriteFile(file, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		out, code := runBin(t, dir, script, "play", "--resume", file)
		if code != 0 {
			t.Fatalf("script %q: exit %d\n%s", script, code, out)
		}
		if n := len(readRecordFile(t, file)); n != 3 {
			t.Fatalf("script %q: the file holds %d games after the resume, want 3\n%s", script, n, out)
		}
		now, _ := os.ReadFile(file)
		if !bytes.HasPrefix(now, orig[:lastStart]) {
			t.Fatalf("script %q: the games before the one resumed changed:\n%s", script, now)
		}
	}
}

// TestResumeDuringTheDeal: a real deal quit half typed is resumed with how
// the deal goes and the cards typed so far on the table, not a bare
// prompt for the next card.
func TestResumeDuringTheDeal(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if out, errs, code := playLines(t, []string{"kd", "js", "tc", "q"}, "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	out, errs, code := playLines(t, []string{"q"}, "--resume", file)
	if code != 0 {
		t.Fatalf("play --resume: exit %d: %s", code, errs)
	}
	want := "Resumed " + file + ": 0 moves made (classic rules).\n" +
		"Deal the cards (classic rules): 13 to the reserve, the base card, 4 to the tableau.\n" +
		"Type each card as it shows, e.g. 7h, Td, Q♠; ? for help.\n\n" +
		"classic  ·  move 0  ·  pass 1 (unlimited)\n" +
		"Foundations  ♣ --    ♦ --    ♥ --    ♠ J♠ 1    base J\n" +
		"Reserve      K♦  (12 below)\n" +
		"Stock        34 cards     Waste  empty\n" +
		"  1  T♣\n  2  ▒▒\n  3  ▒▒\n  4  ▒▒\n" +
		"Card for column 2's card: q\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("resumed during the deal:\n%s\nwant it to start:\n%s", out, want)
	}
}

// TestEmptyGameNotOffered: 'play </dev/null' (or a quit at the first card)
// leaves a record with nothing typed in it; play at a terminal does not
// offer to go on with it, but still offers the latest game that holds a
// card.
func TestEmptyGameNotOffered(t *testing.T) {
	home := t.TempDir()
	t.Setenv("CANFIELD_HOME", home)
	if code, out, errOut := runCanfield(t, "kd\njs\n", "play"); code != 0 {
		t.Fatalf("play with two cards: exit %d: %s\n%s", code, errOut, out)
	}
	path, rec := latestUnfinished()
	if path == "" || len(rec.Setup) == 0 || rec.Setup[12] == canfield.NoCard {
		t.Fatalf("the game with two cards typed is not offered: %q", path)
	}
	typed := path
	// The empty records below are newer, whatever the clock's grain.
	hour := time.Now().Add(-time.Hour)
	if err := os.Chtimes(typed, hour, hour); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{"", "q\n"} {
		if code, out, errOut := runCanfield(t, in, "play"); code != 0 {
			t.Fatalf("play with input %q: exit %d: %s\n%s", in, code, errOut, out)
		}
		if files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr")); len(files) < 2 {
			t.Fatalf("no record left by input %q: %v", in, files)
		}
		if path, _ := latestUnfinished(); path != typed {
			t.Errorf("after input %q the offer is %q, want %q (the game with cards)", in, path, typed)
		}
	}
}

// TestResumeIntoAnotherFile: play --resume F --out G says at once that the
// game goes on in G and F keeps it as it was (it said so only at the quit),
// and F is left byte for byte.
func TestResumeIntoAnotherFile(t *testing.T) {
	dir := t.TempDir()
	from, to := filepath.Join(dir, "from.cfr"), filepath.Join(dir, "to.cfr")
	if out, errs, code := playLines(t, []string{"d", "q"}, "--seed", "5", "--out", from); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	before, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	out, errs, code := playLines(t, []string{"d", "q"}, "--resume", from, "--out", to)
	if code != 0 {
		t.Fatalf("play --resume --out: exit %d: %s", code, errs)
	}
	if want := "The game goes on in " + to + ", saved after every move; " + from + " keeps it as it was.\n"; !strings.Contains(out, want) {
		t.Errorf("no %q in:\n%s", want, out)
	}
	if after, _ := os.ReadFile(from); string(after) != string(before) {
		t.Errorf("%s changed:\n%s", from, after)
	}
	if recs := readRecordFile(t, to); len(recs) != 1 || len(recs[0].Moves) != 2 {
		t.Errorf("%s does not hold the game with its 2 moves", to)
	}
}

// TestResumeEndedSaysHowToAdd: resuming a file whose games have all ended
// is refused with how to add a new game to it; while another game is
// unfinished, the refusal names that one instead.
func TestResumeEndedSaysHowToAdd(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	if out, errs, code := playLines(t, []string{"resign", "y"}, "--seed", "7", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	_, errs, code := playLines(t, []string{"q"}, "--resume", file)
	want := "the game has ended (abandoned); 'canfield replay " + file + "' shows it, and 'canfield play --out " + file + "' adds a new game to the file"
	if code == 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d; no %q in:\n%s", code, want, errs)
	}
	if out, errs, code := playLines(t, []string{"resign", "y"}, "--seed", "8", "--out", file); code != 0 {
		t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
	}
	_, errs, code = playLines(t, []string{"q"}, "--resume", file)
	want = "game 2 of 2 has ended (abandoned); 'canfield replay " + file + " --game 2' shows it; every game of the file has ended, and 'canfield play --out " + file + "' adds a new game to it"
	if code == 0 || !strings.Contains(errs, want) {
		t.Errorf("exit %d; no %q in:\n%s", code, want, errs)
	}
}

// runLinesEnv is runLines with more environment variables (the last value
// of a variable wins).
func runLinesEnv(t *testing.T, home string, env []string, steps []step, args ...string) string {
	t.Helper()
	var in strings.Builder
	for _, s := range steps {
		in.WriteString(s.in + "\n")
	}
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Env = append(append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1"), env...)
	cmd.Stdin = strings.NewReader(in.String())
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("canfield %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	text := out.String()
	at := 0
	for i, s := range steps {
		for _, w := range s.want {
			j := strings.Index(text[at:], w)
			if j < 0 {
				t.Fatalf("after line %d (%q): %q not found in order; output:\n%s", i+1, s.in, w, text)
			}
			at += j + len(w)
		}
	}
	return text
}

// resumeLine returns the command the program says resumes the game.
func resumeLine(t *testing.T, out string) string {
	t.Helper()
	_, after, ok := strings.Cut(out, "Resume it with: ")
	if !ok {
		t.Fatalf("no resume command:\n%s", out)
	}
	line, _, _ := strings.Cut(after, "\n")
	return strings.TrimSpace(line)
}
