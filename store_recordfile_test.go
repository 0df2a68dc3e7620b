package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestGamesNeverOverwriteEachOther plays five games within a second into
// default files, then two at once into the same --out, then one into a
// file that holds a game already: no game is ever lost.
func TestGamesNeverOverwriteEachOther(t *testing.T) {
	home := t.TempDir()
	for _, seed := range []string{"1", "2", "3", "4", "5"} {
		out, code := runBin(t, home, "d\nresign\nyes\n", "play", "--seed", seed)
		if code != 0 || !strings.Contains(out, "The game is saved to "+filepath.Join(home, "games")+string(filepath.Separator)) {
			t.Fatalf("seed %s: exit %d, or not told where the game goes\n%s", seed, code, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(home, "games", "*.cfr"))
	if len(files) != 5 {
		t.Fatalf("five games left %d record files: %v", len(files), files)
	}

	// Two processes, one --out: the second is refused while the first plays.
	out := filepath.Join(t.TempDir(), "same.cfr")
	first := exec.Command(canfieldBinary(t), "play", "--seed", "7", "--out", out)
	first.Env = append(os.Environ(), "CANFIELD_HOME="+home)
	stdin, err := first.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var firstOut bytes.Buffer
	first.Stdout, first.Stderr = &firstOut, &firstOut
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	defer first.Process.Kill()
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(firstOut.String(), "Move (? for help):") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	msg, code := runBin(t, home, "d\nresign\nyes\n", "play", "--seed", "8", "--out", out)
	if code == 0 || !strings.Contains(msg, "being saved to by another canfield") {
		t.Fatalf("a second game into %s: exit %d\n%s", out, code, msg)
	}
	stdin.Write([]byte("d\nd\nq\n"))
	stdin.Close()
	if err := first.Wait(); err != nil {
		t.Fatalf("first game: %v\n%s", err, firstOut.String())
	}
	if g := readRecordFile(t, out); len(g) != 1 || len(g[0].Moves) != 2 {
		t.Fatalf("%s holds %d games, want the first game's 2 moves", out, len(g))
	}

	// A new game into a file with a game: added as the second.
	msg, code = runBin(t, home, "d\nresign\nyes\n", "play", "--seed", "8", "--out", out)
	if code != 0 || !strings.Contains(msg, "this game is added as game 2") {
		t.Fatalf("a game added to %s: exit %d\n%s", out, code, msg)
	}
	if g := readRecordFile(t, out); len(g) != 2 || len(g[0].Moves) != 2 {
		t.Fatalf("%s holds %d games, want 2 with the first unchanged", out, len(g))
	}
}

// TestSaveKeepsFilesAsTheyAre saves through a link, beside a named pipe,
// into a read-only record and over a record with its own mode.
func TestSaveKeepsFilesAsTheyAre(t *testing.T) {
	home := t.TempDir()
	dir := t.TempDir()

	// A named pipe is refused, and stays a pipe.
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no named pipes:", err)
	}
	msg, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", fifo)
	if fi, err := os.Lstat(fifo); code == 0 || err != nil || fi.Mode()&os.ModeNamedPipe == 0 || !strings.Contains(msg, "is not a regular file (a named pipe)") {
		t.Fatalf("--out a named pipe: exit %d, pipe now %v\n%s", code, fi.Mode(), msg)
	}

	// Through a link: the target gets the game, the link stays a link.
	target := filepath.Join(dir, "target.cfr")
	link := filepath.Join(dir, "link.cfr")
	if err := os.Symlink("target.cfr", link); err != nil {
		t.Fatal(err)
	}
	if msg, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", link); code != 0 {
		t.Fatalf("--out a link: exit %d\n%s", code, msg)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link was replaced: %v %v", fi.Mode(), err)
	}
	if g := readRecordFile(t, target); len(g) != 1 || len(g[0].Moves) != 1 {
		t.Fatalf("the link's target holds %d games", len(g))
	}

	// A new record is 0644; a record's own mode is kept over a resume.
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o644 {
		t.Errorf("new record has mode %v, want 0644", fi.Mode().Perm())
	}
	if err := os.Chmod(target, 0o640); err != nil {
		t.Fatal(err)
	}
	// A temporary file a killed save left is gone once the game starts.
	stale := filepath.Join(dir, ".target.cfr.tmp123456")
	if err := os.WriteFile(stale, []byte("[Res"), 0o600); err != nil {
		t.Fatal(err)
	}
	if msg, code := runBin(t, home, "d\nq\n", "play", "--resume", target); code != 0 {
		t.Fatalf("resume: exit %d\n%s", code, msg)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("resumed record has mode %v, want 0640 kept", fi.Mode().Perm())
	}
	if _, err := os.Stat(stale); err == nil {
		t.Errorf("the temporary file %s survived the start", stale)
	}

	// A read-only record is refused, unchanged.
	if err := os.Chmod(target, 0o444); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(target)
	msg, code = runBin(t, home, "d\nq\n", "play", "--resume", target)
	after, _ := os.ReadFile(target)
	if code == 0 || !bytes.Equal(before, after) || !strings.Contains(msg, "is read-only") {
		t.Fatalf("resume of a read-only record: exit %d, changed %v\n%s", code, !bytes.Equal(before, after), msg)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 0 {
		t.Errorf("files left beside the records: %v", left)
	}
}

// TestRecordEditedWhilePlayed: a record changed on disk during the game
// (an editor saving over it) is not overwritten by the next save: the
// game goes on in a file beside it, and the player is told where.
func TestRecordEditedWhilePlayed(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "g.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + dir, "NO_COLOR=1"}, "play", "--seed", "5", "--plain", "--out", file)
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Move (? for help)")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(data), "[Result", "[Annotator \"me\"]\n[Result", 1)
	if edited == string(data) {
		t.Fatalf("no Result tag to edit beside in:\n%s", data)
	}
	if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	g.send("d\r")
	beside := filepath.Join(dir, "g.1.cfr")
	g.expect("neither is lost.")
	g.expect("Move (? for help)")
	g.quit(" " + beside)
	want := file + " was changed on disk since this game last saved it; it is left as it is, and the game is saved to " + beside + " from now on, so that neither is lost."
	if !strings.Contains(strings.Join(strings.Fields(g.out.String()), " "), want) {
		t.Errorf("no %q in:\n%s", want, g.out)
	}
	if got, _ := os.ReadFile(file); string(got) != edited {
		t.Errorf("the edited file was overwritten:\n%s", got)
	}
	out, errs, code := playLines(t, []string{"q"}, "--resume", beside)
	if code != 0 || !strings.Contains(out, "2 moves made") {
		t.Errorf("resume of %s: exit %d: %s\n%s", beside, code, errs, out)
	}
}

// TestOutNameAsTyped: play --out names the file as it was typed, as
// --resume does, not made absolute.
func TestOutNameAsTyped(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for i := range 2 {
		out, errs, code := playLines(t, []string{"d", "q"}, "--seed", "7", "--out", "real7.cfr")
		if code != 0 {
			t.Fatalf("play: exit %d: %s\n%s", code, errs, out)
		}
		want := "Game saved to real7.cfr\nResume it with: "
		if i == 1 {
			want = "real7.cfr holds 1 game; this game is added as game 2.\n"
		}
		if !strings.Contains(out, want) || strings.Contains(out, dir) {
			t.Errorf("game %d: no %q, or the folder named, in:\n%s", i+1, want, out)
		}
	}
}

// TestAddGameAfterAVariantGame: a game is added to a file whose first game
// is not classic (play --out and import --out), instead of failing with
// "record cannot be written: the record has no Rules tag but its rules are
// "strict", not classic (use SetRules)" before the first move.
func TestAddGameAfterAVariantGame(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, "d\nq\n", "play", "--rules", "strict", "--seed", "1", "--out", file); code != 0 {
		t.Fatalf("first game: exit %d:\n%s", code, out)
	}
	if out, code := runBin(t, home, "d\nq\n", "play", "--rules", "superior", "--seed", "3", "--out", file); code != 0 {
		t.Fatalf("second game: exit %d:\n%s", code, out)
	}
	line := "Ad 3d 7s Qs 9s 2c 5s Ah 3h Jc Ks Qh 6c 6s 5c Qc Kh Kd Jd 4s Ac 8h 4c 2h 8c 6h 8d 8s 9c 3s 9d 6d 7d 7h 5d 9h Js Td 4d Kc As 5h Th 3c 2s Ts Qd 7c 2d 4h Jh Tc\n"
	if out, code := runBin(t, home, line, "import", "-", "--out", file); code != 0 {
		t.Fatalf("import: exit %d:\n%s", code, out)
	}
	recs := readRecordFile(t, file)
	var got []string
	for _, r := range recs {
		got = append(got, r.Rules.Name)
	}
	if strings.Join(got, " ") != "strict superior classic" {
		t.Errorf("the file holds games under %v, want strict, superior, classic", got)
	}
}

// TestJSONLinesFileIsNotARecord: the JSON lines of solve --out are not
// taken for a game record. 'play --resume' of such a file read its lines
// as one game's comment and rewrote the file as a record at the first
// save (summary then refused it); 'play --out' and 'import --out' added
// games to it. Each is refused now, and the file is left as it was.
func TestJSONLinesFileIsNotARecord(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "run.jsonl")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"solve", "--seed", "1", "--count", "2", "--nodes", "1000", "--timeout", "0", "--workers", "1", "--out", file}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("solve: exit %d: %s", code, errb.String())
	}
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	deal := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 1)) + "\n"
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"q\n", []string{"play", "--resume", file}},
		{"q\n", []string{"play", "--seed", "1", "--out", file}},
		{deal, []string{"import", "-", "--out", file}},
		{"", []string{"replay", file}},
	} {
		got, code := runBin(t, home, c.stdin, c.args...)
		if code == 0 || !strings.Contains(got, "holds JSON lines (what solve --out and sim --out write), not game records") {
			t.Errorf("%v: exit %d:\n%s", c.args, code, got)
		}
		if after, _ := os.ReadFile(file); !bytes.Equal(after, before) {
			t.Fatalf("%v changed the file:\n%s", c.args, after)
		}
	}
}

// TestJSONFileIsNotARecord: a record exported as JSON is not read as a
// game record (its first brace opened a comment, and the reader failed on
// the rest: "line 6, column 6: bad move ","..."); the message points at
// import, and the file is left as it was.
func TestJSONFileIsNotARecord(t *testing.T) {
	home := t.TempDir()
	rec := filepath.Join(home, "g.cfr")
	if out, code := runBin(t, home, "d\nq\n", "play", "--seed", "1", "--out", rec); code != 0 {
		t.Fatalf("play: exit %d:\n%s", code, out)
	}
	js, code := runBin(t, home, "", "export", rec, "--format", "json")
	if code != 0 {
		t.Fatalf("export: exit %d:\n%s", code, js)
	}
	file := filepath.Join(home, "g.json")
	if err := os.WriteFile(file, []byte(js), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"play", "--resume", file}, {"play", "--seed", "1", "--out", file}, {"replay", file}} {
		got, code := runBin(t, home, "q\n", args...)
		if code == 0 || !strings.Contains(got, "holds JSON, not game records") {
			t.Errorf("%v: exit %d:\n%s", args, code, got)
		}
		if after, _ := os.ReadFile(file); string(after) != js {
			t.Fatalf("%v changed the file", args)
		}
	}
}
