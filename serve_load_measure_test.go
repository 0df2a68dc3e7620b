//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestMeasureServeLoad runs a built canfield's server on the loopback
// and plays it from 20 clients at once, 2,000 requests in all through the
// page's API, each client as a player would: a virtual deal, the state
// polled, moves (one of the legal moves at random), undo, the list of
// games, hints, a game saved and quit and a new one. It prints, per kind
// of request, the count, p50, p95 and max of the time from request to
// answer and the answers that were not 200 (0: none came); the server's
// peak RSS; and replays every record the games left with that binary's
// replay. Run it by hand, naming the binary (or 1 for this tree's, built
// for the run):
//
//	CANFIELD_MEASURE_SERVE=/path/to/canfield nice go test -run TestMeasureServeLoad -v -timeout 0 .
//
// It speaks only the API every version has had: the token as ?t=, virtual
// deals by seed, the answer's line.
func TestMeasureServeLoad(t *testing.T) {
	bin := measuredBinary(t)
	const clients, perClient = 20, 100
	srv := startBinary(t, bin)
	base, token := srv.base, srv.token
	type sample struct {
		kind string
		took time.Duration
		code int // 0: no answer
	}
	var mu sync.Mutex
	var samples []sample
	start := time.Now()
	var wg sync.WaitGroup
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := &loadPlayer{base: base, token: token, rng: rand.New(rand.NewPCG(2026, uint64(c))), client: &http.Client{Timeout: 5 * time.Minute}}
			for i := range perClient {
				kind, took, code := p.step(c, i)
				mu.Lock()
				samples = append(samples, sample{kind, took, code})
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	rss, werr := srv.stop()

	byKind := map[string][]sample{}
	for _, s := range samples {
		byKind[s.kind] = append(byKind[s.kind], s)
	}
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var b strings.Builder
	fmt.Fprintf(&b, "%d clients, %d requests in %.1f s; server exit: %v; peak RSS %.1f MiB\n", clients, len(samples), wall.Seconds(), werr, float64(rss)/1024)
	fmt.Fprintf(&b, "| request | n | p50 ms | p95 ms | max ms | not 200 |\n| --- | --- | --- | --- | --- | --- |\n")
	for _, k := range kinds {
		var ds []time.Duration
		var codes []int
		for _, s := range byKind[k] {
			ds, codes = append(ds, s.took), append(codes, s.code)
		}
		b.WriteString(latencyRow(k, ds, codes))
	}
	b.WriteString(srv.replayAll(t))
	t.Logf("\n%s", b.String())
	t.Logf("the server said:\n%s", srv.said())
}

// TestMeasureServeHintBurst asks a built canfield's server for 20 hints
// at once on one game (seed 3 after a pass round the stock, where a hint
// thinks), as a page tapping Hint over and over, or a script, would. It
// prints the hints' times and answers, how many said they waited, and the
// server's peak RSS. Run it by hand, as TestMeasureServeLoad:
//
//	CANFIELD_MEASURE_SERVE=/path/to/canfield nice go test -run TestMeasureServeHintBurst -v -timeout 0 .
func TestMeasureServeHintBurst(t *testing.T) {
	bin := measuredBinary(t)
	const burst = 20
	srv := startBinary(t, bin)
	p := &loadPlayer{base: srv.base, token: srv.token, client: &http.Client{Timeout: 5 * time.Minute}}
	if _, _, code := p.call("new", "POST", "/api/games", `{"seed":3}`); code != http.StatusOK {
		t.Fatalf("new game: %d", code)
	}
	if _, _, code := p.call("move", "POST", "/api/games/"+p.id, `{"line":"d d d d d d d d d d d d"}`); code != http.StatusOK {
		t.Fatalf("12 deals: %d", code)
	}
	var mu sync.Mutex
	var ds []time.Duration
	var codes []int
	waited := 0
	var wg sync.WaitGroup
	start := time.Now()
	for range burst {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("GET", srv.base+"/api/games/"+p.id+"/hint?t="+srv.token, nil)
			t0 := time.Now()
			resp, err := p.client.Do(req)
			code := 0
			var h webHints
			if err == nil {
				code = resp.StatusCode
				_ = json.NewDecoder(resp.Body).Decode(&h)
				resp.Body.Close()
			}
			mu.Lock()
			defer mu.Unlock()
			ds, codes = append(ds, time.Since(t0)), append(codes, code)
			if strings.Contains(strings.Join(h.Notes, " "), "waited") {
				waited++
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	rss, werr := srv.stop()
	var b strings.Builder
	fmt.Fprintf(&b, "%d hints at once on one game, all answered %.1f s after the first was sent; server exit: %v; peak RSS %.1f MiB; %d said they waited\n",
		burst, wall.Seconds(), werr, float64(rss)/1024, waited)
	fmt.Fprintf(&b, "| request | n | p50 ms | p95 ms | max ms | not 200 |\n| --- | --- | --- | --- | --- | --- |\n")
	b.WriteString(latencyRow("hint", ds, codes))
	b.WriteString(srv.replayAll(t))
	t.Logf("\n%s", b.String())
}

// measuredBinary returns the binary CANFIELD_MEASURE_SERVE names, or
// this tree's built for the run when it is 1; without it the test skips.
func measuredBinary(t *testing.T) string {
	t.Helper()
	bin := os.Getenv("CANFIELD_MEASURE_SERVE")
	if bin == "" {
		t.Skip("a measurement: CANFIELD_MEASURE_SERVE=BINARY (or 1: this tree's) runs it")
	}
	if bin == "1" {
		bin = filepath.Join(t.TempDir(), "canfield")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			t.Fatalf("building: %v\n%s", err, out)
		}
	}
	return bin
}

// binaryServer is a built canfield's server, run for a measurement with
// its data directory in a temporary folder.
type binaryServer struct {
	bin, home   string
	base, token string
	cmd         *exec.Cmd
	printed     bytes.Buffer // its standard output, as far as read
	stderr      bytes.Buffer
	mu          sync.Mutex
}

// startBinary starts bin serve and waits for the address it prints.
func startBinary(t *testing.T, bin string) *binaryServer {
	t.Helper()
	srv := &binaryServer{bin: bin, home: t.TempDir()}
	srv.cmd = exec.Command(bin, "serve", "--no-qr")
	srv.cmd.Env = append(os.Environ(), "CANFIELD_HOME="+srv.home, "NO_COLOR=1")
	stdout, err := srv.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	srv.cmd.Stderr = &srv.stderr
	if err := srv.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		re := regexp.MustCompile(`http://\S+/\?t=[0-9a-f]{32}`)
		for sc.Scan() {
			srv.mu.Lock()
			srv.printed.WriteString(sc.Text() + "\n")
			srv.mu.Unlock()
			if u := re.FindString(sc.Text()); u != "" {
				addr <- u
			}
		}
	}()
	select {
	case u := <-addr:
		srv.base, srv.token, _ = strings.Cut(u, "/?t=")
	case <-time.After(30 * time.Second):
		srv.cmd.Process.Kill()
		t.Fatalf("no address printed: %s", srv.stderr.String())
	}
	return srv
}

// stop stops the server as Ctrl-C does and returns its peak RSS in KiB
// and how it exited.
func (srv *binaryServer) stop() (int64, error) {
	_ = srv.cmd.Process.Signal(os.Interrupt)
	err := srv.cmd.Wait()
	kib, _ := peakKiB(srv.cmd.ProcessState)
	return kib, err
}

// said returns what the server printed.
func (srv *binaryServer) said() string {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return srv.printed.String() + srv.stderr.String()
}

// replayAll replays every record the server's games left with the
// binary's replay, and says how many did.
func (srv *binaryServer) replayAll(t *testing.T) string {
	files, _ := filepath.Glob(filepath.Join(srv.home, "games", "*.cfr"))
	replayed, failed := 0, 0
	for _, f := range files {
		out, err := exec.Command(srv.bin, "replay", f).CombinedOutput()
		if err != nil {
			failed++
			t.Errorf("replay %s: %v\n%s", f, err, out)
			continue
		}
		replayed++
	}
	return fmt.Sprintf("records: %d files, %d replayed, %d failed\n", len(files), replayed, failed)
}

// latencyRow is a row of the table of request times: the count, p50,
// p95 and max in milliseconds, and the answers that were not 200.
func latencyRow(kind string, ds []time.Duration, codes []int) string {
	slices.Sort(ds)
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }
	bad := map[int]int{}
	for _, c := range codes {
		if c != http.StatusOK {
			bad[c]++
		}
	}
	badText := "0"
	if len(bad) > 0 {
		var parts []string
		for code, n := range bad {
			parts = append(parts, fmt.Sprintf("%d x %d", n, code))
		}
		sort.Strings(parts)
		badText = strings.Join(parts, ", ")
	}
	return fmt.Sprintf("| %s | %d | %s | %s | %s | %s |\n", kind, len(ds), ms(ds[len(ds)/2]), ms(ds[len(ds)*95/100]), ms(ds[len(ds)-1]), badText)
}

// loadPlayer is one client of the load run: a player with one game at a
// time.
type loadPlayer struct {
	base, token string
	rng         *rand.Rand
	client      *http.Client
	id          string
	legal       []string
	moves       int
	games       int
}

// step makes the player's next request and returns its kind, time and
// status.
func (p *loadPlayer) step(client, i int) (string, time.Duration, int) {
	if p.id == "" {
		p.games++
		seed := client*1000 + p.games
		return p.call("new", "POST", "/api/games", fmt.Sprintf(`{"seed":%d}`, seed))
	}
	r := p.rng.Float64()
	switch {
	case p.moves >= 40 || len(p.legal) == 0:
		kind, took, code := p.call("quit", "POST", "/api/games/"+p.id, `{"line":"q"}`)
		p.id, p.moves = "", 0
		return kind, took, code
	case r < 0.50:
		m := p.legal[p.rng.IntN(len(p.legal))]
		p.moves++
		return p.call("move", "POST", "/api/games/"+p.id, fmt.Sprintf(`{"line":%q}`, m))
	case r < 0.75:
		return p.call("state", "GET", "/api/games/"+p.id, "")
	case r < 0.85:
		return p.call("list", "GET", "/api/games", "")
	case r < 0.96:
		return p.call("undo", "POST", "/api/games/"+p.id, `{"line":"u"}`)
	}
	return p.call("hint", "GET", "/api/games/"+p.id+"/hint", "")
}

// call sends one request and notes the game's state from its answer.
func (p *loadPlayer) call(kind, method, path, body string) (string, time.Duration, int) {
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, _ := http.NewRequestWithContext(context.Background(), method, p.base+path+"?t="+p.token, rd)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	start := time.Now()
	resp, err := p.client.Do(req)
	if err != nil {
		return kind, time.Since(start), 0
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	took := time.Since(start)
	if resp.StatusCode == http.StatusOK && (kind == "new" || kind == "move" || kind == "undo" || kind == "state") {
		var st webState
		if json.Unmarshal(data, &st) == nil {
			p.id = st.ID
			p.legal = p.legal[:0]
			for _, m := range st.Legal {
				p.legal = append(p.legal, m.Move)
			}
			if st.Ended {
				p.id = ""
			}
		}
	}
	return kind, took, resp.StatusCode
}
