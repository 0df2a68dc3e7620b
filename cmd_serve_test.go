package main

import (
	"bytes"
	"context"
	"encoding/json"
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
