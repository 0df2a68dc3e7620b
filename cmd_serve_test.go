package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"canfield/notation"
)

// serveOutput is a buffer written by the command's goroutine and read by
// the test.
type serveOutput struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *serveOutput) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *serveOutput) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// serveRun is 'canfield serve' running in the test, until its stop.
type serveRun struct {
	t         *testing.T
	out, errb serveOutput
	done      chan int
	cancel    context.CancelFunc
	base      string // http://127.0.0.1:port
	token     string
}

// startServe runs 'canfield serve' with args in the data directory of
// the test's CANFIELD_HOME, and waits for the address it prints.
func startServe(t *testing.T, args ...string) *serveRun {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r := &serveRun{t: t, done: make(chan int, 1), cancel: cancel}
	go func() { r.done <- run(ctx, append([]string{"serve"}, args...), strings.NewReader(""), &r.out, &r.errb) }()
	t.Cleanup(func() { cancel(); <-r.done; r.done <- 0 })
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/\?t=[0-9a-f]{32}`)
	var addr string
	for i := 0; i < 500 && addr == ""; i++ {
		addr = url.FindString(r.out.String())
		time.Sleep(10 * time.Millisecond)
	}
	if addr == "" {
		t.Fatalf("no address printed: %q %q", r.out.String(), r.errb.String())
	}
	r.base, r.token, _ = strings.Cut(addr, "/?t=")
	return r
}

// stop stops the server as Ctrl-C does and returns its exit code.
func (r *serveRun) stop() int {
	r.cancel()
	code := <-r.done
	r.done <- code
	return code
}

// post sends body to path with the token, and returns the status and the
// game state answered.
func (r *serveRun) post(path, body string) (int, webState) {
	r.t.Helper()
	resp, err := http.Post(r.base+path+"?t="+r.token, "application/json", strings.NewReader(body))
	if err != nil {
		r.t.Fatal(err)
	}
	defer resp.Body.Close()
	var st webState
	_ = json.NewDecoder(resp.Body).Decode(&st)
	return resp.StatusCode, st
}

func TestServeCommandPrintsItsAddressAndSavesOnCtrlC(t *testing.T) {
	t.Setenv("CANFIELD_HOME", t.TempDir())
	r := startServe(t)
	r.post("/api/games", `{"seed":5}`)
	if code, _ := r.post("/api/games/1", `{"line":"d"}`); code != http.StatusOK {
		t.Fatalf("a move: %v", code)
	}
	if code := r.stop(); code != 0 {
		t.Fatalf("exit %d: %s", code, r.errb.String())
	}
	saved := regexp.MustCompile(`Game saved to (\S+\.cfr)\n`).FindStringSubmatch(r.out.String())
	if saved == nil || !strings.HasSuffix(r.out.String(), "Stopped.\n") {
		t.Fatalf("no game saved at the stop: %q", r.out.String())
	}
	data, err := os.ReadFile(saved[1])
	if err != nil || !strings.Contains(string(data), "1. d=") {
		t.Fatalf("the record saved (%v):\n%s", err, data)
	}
}

func TestServeCommandKeepsItsAddressAndGamesAcrossARestart(t *testing.T) {
	home := t.TempDir()
	t.Setenv("CANFIELD_HOME", home)
	first := startServe(t)
	first.post("/api/games", `{"seed":5}`)
	first.post("/api/games/1", `{"line":"d"}`)
	first.post("/api/games", `{"seed":8}`)
	first.post("/api/games/2", `{"line":"q"}`) // saved and quit: not taken up
	if code := first.stop(); code != 0 {
		t.Fatalf("first stop: exit %d: %s", code, first.errb.String())
	}
	fi, err := os.Stat(filepath.Join(home, "serve.json"))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the kept token: %v, mode %v; want 0600", err, fi.Mode())
	}
	second := startServe(t)
	if second.base != first.base || second.token != first.token {
		t.Fatalf("after a restart the address is %s?t=%s, was %s?t=%s", second.base, second.token, first.base, first.token)
	}
	if !strings.Contains(second.out.String(), "Game 1 goes on: Resumed ") {
		t.Errorf("the restart does not say game 1 goes on:\n%s", second.out.String())
	}
	code, st := second.post("/api/games/1", `{"line":"d"}`)
	if code != http.StatusOK || st.Table.Moves != 2 {
		t.Fatalf("game 1 after the restart: status %d, %d moves, %q", code, st.Table.Moves, st.Messages)
	}
	var l gameList
	resp, err := http.Get(second.base + "/api/games?t=" + second.token)
	if err != nil {
		t.Fatal(err)
	}
	_ = json.NewDecoder(resp.Body).Decode(&l)
	resp.Body.Close()
	if len(l.Games) != 1 || l.Games[0].ID != "1" {
		t.Errorf("after the restart the server plays %+v, want game 1 alone", l.Games)
	}
	if code, st := second.post("/api/games", `{"seed":3}`); code != http.StatusOK || st.ID != "3" {
		t.Errorf("a new game after the restart: %d, numbered %q, want 3", code, st.ID)
	}
	if code := second.stop(); code != 0 {
		t.Fatalf("second stop: exit %d: %s", code, second.errb.String())
	}
	// --new-token: the old address stops working.
	third := startServe(t, "--new-token")
	if third.token == first.token || third.base != first.base {
		t.Fatalf("--new-token kept the token, or moved the port: %s?t=%s", third.base, third.token)
	}
	if resp, err := http.Get(third.base + "/api/games?t=" + first.token); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("the old token after --new-token: %v %v", resp.StatusCode, err)
	}
	third.stop()
}

func TestServeCommandSaysItsPortIsTaken(t *testing.T) {
	t.Setenv("CANFIELD_HOME", t.TempDir())
	first := startServe(t)
	first.stop()
	_, port, _ := strings.Cut(strings.TrimPrefix(first.base, "http://"), ":")
	other, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Skipf("the port is taken already: %v", err)
	}
	defer other.Close()
	second := startServe(t)
	if second.base == first.base || second.token != first.token || !strings.Contains(second.out.String(), "Port "+port+", where the page was served at the last start, is taken now") {
		t.Fatalf("the kept port taken: served at %s, said:\n%s", second.base, second.out.String())
	}
	second.stop()
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--port", port}, strings.NewReader(""), &out, &errb); code != 1 || !strings.Contains(errb.String(), "port "+port+" on 127.0.0.1 is taken") {
		t.Fatalf("--port taken: exit %d: %s", code, errb.String())
	}
}

func TestServeCommandStopAfterAFailedSavePrintsTheRecord(t *testing.T) {
	t.Setenv("CANFIELD_HOME", t.TempDir())
	file := filepath.Join(t.TempDir(), "sub", "g.cfr")
	r := startServe(t, "--out", file)
	r.post("/api/games", `{"seed":5}`)
	r.post("/api/games/1", `{"line":"d"}`)
	failSaves(t, file)
	code, st := r.post("/api/games/1", `{"line":"d d"}`)
	if code != http.StatusOK || !strings.HasPrefix(st.Prompt.Label, "Save to another file") {
		t.Fatalf("a failed save: %d, asked %q: %q", code, st.Prompt.Label, st.Messages)
	}
	if code := r.stop(); code != 1 {
		t.Fatalf("a stop after a failed save: exit %d, want 1\n%s\n%s", code, r.out.String(), r.errb.String())
	}
	errs := r.errb.String()
	if strings.Contains(r.out.String(), "Game saved to") || !strings.Contains(errs, "The game was not saved; here is its record") || !strings.Contains(errs, "could not be saved") {
		t.Fatalf("the stop says:\n%s\nstderr:\n%s", r.out.String(), errs)
	}
	_, text, _ := strings.Cut(errs, "here is its record (save it to a file to resume it):\n\n")
	text, _, _ = strings.Cut(text, "\ncanfield: ")
	recs, err := notation.ParseRecords(strings.NewReader(text))
	if err != nil || len(recs) != 1 || len(recs[0].Moves) != 2 {
		t.Fatalf("the record printed does not hold the 2 moves played (%v):\n%s", err, text)
	}
}

func TestServeCommandRefusesABadPort(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--port", "70000"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "--port: 70000 is not a port") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}
