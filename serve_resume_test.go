package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// secret is what files outside the records folder hold in these tests:
// no answer of the server may carry a byte of it.
const secret = "root:S3CRET-b7e1:20228:0:99999:7:::"

// rawPost sends a POST with the token and returns the status and the
// answer: the error an answer of one carries, else the whole answer.
func (ts *testServer) rawPost(path string, body any) (int, string) {
	ts.t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", ts.url+path, bytes.NewReader(b))
	req.Header.Set("X-Canfield-Token", ts.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	var e struct{ Error string }
	if json.Unmarshal(data, &e) == nil && e.Error != "" {
		return resp.StatusCode, e.Error
	}
	return resp.StatusCode, string(data)
}

// noSecret fails the test when answer holds any part of the secret.
func noSecret(t *testing.T, what, answer string) {
	t.Helper()
	for _, part := range []string{"S3CRET", "root:", "b7e1", "20228", "99999"} {
		if strings.Contains(answer, part) {
			t.Errorf("%s: the answer quotes %q of a file: %s", what, part, answer)
		}
	}
}

// writeSecret writes the secret to path, and returns a check that it is
// still there, unchanged.
func writeSecret(t *testing.T, path string) func() {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(secret+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return func() {
		t.Helper()
		if b, err := os.ReadFile(path); err != nil || string(b) != secret+"\n" {
			t.Errorf("%s was changed (%v): %q", path, err, b)
		}
	}
}

func TestServeResumesOnlyTheRecordsFolder(t *testing.T) {
	ts := newTestServer(t, "")
	home := os.Getenv("CANFIELD_HOME")
	records := recordsDir()
	outside := t.TempDir()
	t.Setenv("HOME", outside)
	checks := []func(){
		writeSecret(t, filepath.Join(outside, "shadow")),
		writeSecret(t, filepath.Join(outside, ".git-credentials")),
		writeSecret(t, filepath.Join(home, "above.cfr")),
		writeSecret(t, filepath.Join(records, "bad.cfr")), // inside, but no record
	}
	if err := os.Symlink(filepath.Join(outside, "shadow"), filepath.Join(records, "link.cfr")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "none.cfr"), filepath.Join(records, "dangling.cfr")); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ resume, want string }{
		{filepath.Join(outside, "shadow"), "is not the name of a record file"},
		{"../above.cfr", "is not the name of a record file"},
		{"~/.git-credentials", "is not the name of a record file"},
		{"~", "is not the name of a record file"},
		{"..", "is not the name of a record file"},
		{".", "is not the name of a record file"},
		{`..\above.cfr`, "is not the name of a record file"},
		{".link.cfr.lock", "is not the name of a record file"},
		{"link.cfr", "is a link to a file outside the records folder"},
		{"dangling.cfr", "is a link to a file outside the records folder"},
		{"bad.cfr", "bad.cfr does not read as a game record (at line 1, column 1)"},
		{"none.cfr", `no record file "none.cfr" in the records folder`},
		{"7", `no record file "7" in the records folder`},
	} {
		code, answer := ts.rawPost("/api/games", newGameOptions{Resume: c.resume})
		if code != http.StatusConflict || !strings.Contains(answer, c.want) {
			t.Errorf("resume %q: status %d, %s; want 409 and %q", c.resume, code, answer, c.want)
		}
		noSecret(t, "resume "+c.resume, answer)
		if strings.Contains(answer, home) {
			t.Errorf("resume %q: the refusal names a folder of this machine: %s", c.resume, answer)
		}
	}
	for _, check := range checks {
		check()
	}
	var l gameList
	if ts.do("GET", "/api/games", nil, &l); len(l.Games) != 0 {
		t.Errorf("a refused resume made a game: %+v", l.Games)
	}
	if _, err := os.Stat(filepath.Join(outside, "none.cfr")); err == nil {
		t.Errorf("a file was made outside the records folder")
	}
}

func TestServeResumesARecordOfTheFolderByItsName(t *testing.T) {
	ts := newTestServer(t, "")
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	st = ts.send(st.ID, "d")
	if st = ts.send(st.ID, "q"); !st.Ended {
		t.Fatalf("q: %q", st.Messages)
	}
	// By its number on this server, then by its name in the folder.
	again := ts.start(newGameOptions{Resume: st.ID})
	if again.File != st.File || again.Table.Moves != 1 {
		t.Fatalf("game %s resumed as %q at move %d, want %q at move 1", st.ID, again.File, again.Table.Moves, st.File)
	}
	if code, answer := ts.rawPost("/api/games", newGameOptions{Resume: again.ID}); code != http.StatusConflict || !strings.Contains(answer, "is going on") {
		t.Errorf("a game going on resumed: %d %s", code, answer)
	}
	ts.send(again.ID, "q")
	third := ts.start(newGameOptions{Resume: filepath.Base(st.File)})
	if third.File != st.File || third.Table.Moves != 1 {
		t.Fatalf("%s resumed by its name as %q at move %d", filepath.Base(st.File), third.File, third.Table.Moves)
	}
	// A link inside the folder to a record of the folder is followed.
	ts.send(third.ID, "q")
	if err := os.Symlink(filepath.Join(recordsDir(), st.File), filepath.Join(recordsDir(), "mine.cfr")); err != nil {
		t.Fatal(err)
	}
	if fourth := ts.start(newGameOptions{Resume: "mine.cfr"}); fourth.Table.Moves != 1 || fourth.File != st.File {
		t.Fatalf("mine.cfr resumed as %q at move %d", fourth.File, fourth.Table.Moves)
	}
}

// failSaves makes the folder of file a plain file, so that the next save
// of file fails.
func failSaves(t *testing.T, file string) {
	t.Helper()
	dir := filepath.Dir(file)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestServeSavesToAnotherFileOnlyInTheRecordsFolder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sub", "g.cfr")
	ts := newTestServer(t, file)
	outside := t.TempDir()
	t.Setenv("HOME", outside)
	records := recordsDir()
	checks := []func(){
		writeSecret(t, filepath.Join(outside, "shadow.cfr")),
		writeSecret(t, filepath.Join(records, "notes.cfr")),
	}
	if err := os.Symlink(filepath.Join(outside, "new.cfr"), filepath.Join(records, "dangling.cfr")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "shadow.cfr"), filepath.Join(records, "link.cfr")); err != nil {
		t.Fatal(err)
	}
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	st = ts.send(st.ID, "d")
	failSaves(t, file)
	st = ts.send(st.ID, "d")
	if !strings.HasPrefix(st.Prompt.Label, "Save to another file (a name in the records folder") {
		t.Fatalf("after a failed save the page is asked %q: %q", st.Prompt.Label, st.Messages)
	}
	for _, c := range []struct{ name, want string }{
		{filepath.Join(outside, "new.cfr"), "is not the name of a record file"},
		{"../new.cfr", "is not the name of a record file"},
		{"~/new.cfr", "is not the name of a record file"},
		{"dangling.cfr", "is a link to a file outside the records folder"},
		{"link.cfr", "is a link to a file outside the records folder"},
		{"notes.cfr", "notes.cfr does not read as a game record (at line 1, column 1)"},
	} {
		st = ts.send(st.ID, c.name)
		said := strings.Join(st.Messages, "\n")
		if !strings.Contains(said, c.want) || !strings.HasPrefix(st.Prompt.Label, "Save to another file") {
			t.Errorf("save to %q: %q, asked %q; want %q and the question again", c.name, said, st.Prompt.Label, c.want)
		}
		noSecret(t, "save to "+c.name, said)
	}
	for _, check := range checks {
		check()
	}
	if _, err := os.Stat(filepath.Join(outside, "new.cfr")); err == nil {
		t.Errorf("a file was made outside the records folder")
	}
	st = ts.send(st.ID, "kept") // given .cfr, the records' extension
	if st.File != "kept.cfr" || st.Prompt.Label != "Move (? for help):" || !strings.Contains(strings.Join(st.Messages, "\n"), "Saved to kept.cfr;") {
		t.Fatalf("saved to %q, asked %q: %q; want kept.cfr, said by its name alone", st.File, st.Prompt.Label, st.Messages)
	}
	if recs := readRecordFile(t, filepath.Join(records, st.File)); len(recs) != 1 || len(recs[0].Moves) != 2 {
		t.Fatalf("%s: %d games", st.File, len(recs))
	}
}

func TestServeReviewQuotesNoByteOfAChangedRecord(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	ts := newTestServer(t, file)
	st := ts.start(newGameOptions{})
	for st.Need != "" {
		st = ts.send(st.ID, card5(st.NeedPos))
	}
	ts.send(st.ID, "resign")
	if end := ts.send(st.ID, "yes"); end.Result != "abandoned" {
		t.Fatalf("resigned: %q", end.Messages)
	}
	writeSecret(t, file)
	// The review is made in the background: asked again until it ends.
	var resp *http.Response
	var data []byte
	for i := 0; i == 0 || resp.StatusCode == http.StatusAccepted; i++ {
		if i > 0 {
			time.Sleep(20 * time.Millisecond)
		}
		req, _ := http.NewRequest("GET", ts.url+"/api/games/"+st.ID+"/review", nil)
		req.Header.Set("X-Canfield-Token", ts.token)
		var err error
		if resp, err = http.DefaultClient.Do(req); err != nil {
			t.Fatal(err)
		}
		data, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
	}
	if resp.StatusCode != http.StatusConflict || !strings.Contains(string(data), "does not read as a game record") {
		t.Errorf("the review of a record changed since: %d %s", resp.StatusCode, data)
	}
	noSecret(t, "the review", string(data))
}

// TestServeSendsNoPathAndNamesTheGameGoingOnWithARecord: the games list,
// a game's state and the latest unfinished game name a record by its name
// alone, and a request to go on with a record that a game of this server
// is playing names that game; it said the record "is being saved to by
// another canfield", quoting its path and a terminal flag.
func TestServeSendsNoPathAndNamesTheGameGoingOnWithARecord(t *testing.T) {
	ts := newTestServer(t, "")
	seed := uint64(5)
	st := ts.send(ts.start(newGameOptions{Seed: &seed}).ID, "d")
	home := os.Getenv("CANFIELD_HOME")
	var l gameList
	ts.do("GET", "/api/games", nil, &l)
	body, _ := json.Marshal(l)
	if len(l.Games) != 1 || l.Games[0].File != st.File || strings.Contains(string(body), home) || st.File != filepath.Base(st.File) {
		t.Fatalf("the list or the state carries a path: %s (state's file %q)", body, st.File)
	}
	for _, resume := range []string{st.File, "latest"} {
		code, said := ts.rawPost("/api/games", newGameOptions{Resume: resume})
		if resume == "latest" {
			// The game going on here is the latest unfinished one only
			// once it stops; no other is saved.
			if code != http.StatusConflict || !strings.Contains(said, "no unfinished game is saved") && !strings.Contains(said, "game "+st.ID+" is going on here") {
				t.Errorf("resume latest while game %s plays the only record: %d %q", st.ID, code, said)
			}
			continue
		}
		if code != http.StatusConflict || !strings.Contains(said, "game "+st.ID+" is going on here with that record") || strings.Contains(said, home) || strings.Contains(said, "--out") {
			t.Errorf("resume %q while game %s plays it: %d %q; want the game named, no path, no flag", resume, st.ID, code, said)
		}
	}
	// Once the game has ended, going on with its record is refused in the
	// page's words: it quoted the path and two terminal commands.
	st = ts.send(st.ID, "resign")
	if st = ts.send(st.ID, "y"); !st.Ended {
		t.Fatalf("resign did not end the game: %q", st.Messages)
	}
	code, said := ts.rawPost("/api/games", newGameOptions{Resume: st.File})
	if want := st.File + ": the game has ended (abandoned): there is nothing to go on with"; code != http.StatusConflict || said != want {
		t.Errorf("resume of an ended game's record: %d %q, want %q", code, said, want)
	}
}
