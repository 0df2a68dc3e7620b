package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

// dial opens a connection to the server.
func (ts *testServer) dial() net.Conn {
	ts.t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(ts.url, "http://"))
	if err != nil {
		ts.t.Fatal(err)
	}
	ts.t.Cleanup(func() { c.Close() })
	return c
}

// getOn sends a GET of the list of games on c, kept alive, and reads its
// answer.
func (ts *testServer) getOn(c net.Conn, br *bufio.Reader) (int, error) {
	host := strings.TrimPrefix(ts.url, "http://")
	if _, err := fmt.Fprintf(c, "GET /api/games HTTP/1.1\r\nHost: %s\r\nX-Canfield-Token: %s\r\n\r\n", host, ts.token); err != nil {
		return 0, err
	}
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// request sends method path with the token and the headers given (Host
// among them), and returns the status and the answer.
func (ts *testServer) request(method, path, body string, headers map[string]string) (int, string) {
	ts.t.Helper()
	req, _ := http.NewRequest(method, ts.url+path, strings.NewReader(body))
	req.Header.Set("X-Canfield-Token", ts.token)
	for k, v := range headers {
		if k == "Host" {
			req.Host = v
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// closedWithin reports whether the server closes c within d, reading
// (and dropping) whatever it sends before.
func closedWithin(c net.Conn, d time.Duration) bool {
	_ = c.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	return err == nil || !(errors.As(err, &ne) && ne.Timeout())
}

func TestServeClosesAnIdleKeptAliveConnection(t *testing.T) {
	if d := defaultLimits().idleTime; d > 30*time.Second {
		t.Fatalf("an idle connection is kept %v, more than 30 s", d)
	}
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.idleTime = 300 * time.Millisecond })
	c := ts.dial()
	br := bufio.NewReader(c)
	if code, err := ts.getOn(c, br); err != nil || code != http.StatusOK {
		t.Fatalf("first request: %d %v", code, err)
	}
	start := time.Now()
	if !closedWithin(c, 10*time.Second) {
		t.Fatalf("an idle kept-alive connection was still open after 10 s (idle time 300 ms)")
	}
	t.Logf("closed %v after its answer", time.Since(start).Round(time.Millisecond))
}

func TestServeClosesAStalledBody(t *testing.T) {
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.readTime = 500 * time.Millisecond })
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	c := ts.dial()
	host := strings.TrimPrefix(ts.url, "http://")
	// 10,000 bytes declared, 12 sent, then nothing.
	fmt.Fprintf(c, "POST /api/games/%s HTTP/1.1\r\nHost: %s\r\nX-Canfield-Token: %s\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{\"line\":\"d\"", st.ID, host, ts.token)
	if !closedWithin(c, 10*time.Second) {
		t.Fatalf("a stalled body kept its connection 10 s (read time 500 ms)")
	}
	var now webState
	if ts.do("GET", "/api/games/"+st.ID, nil, &now); now.Table.Moves != 0 || now.Version != st.Version {
		t.Fatalf("the stalled request changed the game: %d moves, version %d", now.Table.Moves, now.Version)
	}
}

func TestServeRefusesHeadersOverItsLimit(t *testing.T) {
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.headerBytes = 4 << 10 })
	code, _ := ts.request("GET", "/api/games", "", map[string]string{"X-Padding": strings.Repeat("x", 64<<10)})
	if code != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("64 KiB of headers: status %d, want 431", code)
	}
	if code, _ := ts.request("GET", "/api/games", "", map[string]string{"X-Padding": strings.Repeat("x", 1<<10)}); code != http.StatusOK {
		t.Fatalf("1 KiB of headers: status %d", code)
	}
}

func TestServeHoldsAtMostItsConnections(t *testing.T) {
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.conns = 3 })
	var held []net.Conn
	for i := 0; i < 3; i++ {
		c := ts.dial()
		if code, err := ts.getOn(c, bufio.NewReader(c)); err != nil || code != http.StatusOK {
			t.Fatalf("connection %d: %d %v", i+1, code, err)
		}
		held = append(held, c)
	}
	// A fourth waits, unanswered, while the three are open...
	c := ts.dial()
	got := make(chan int, 1)
	go func() {
		code, _ := ts.getOn(c, bufio.NewReader(c))
		got <- code
	}()
	select {
	case code := <-got:
		t.Fatalf("a fourth connection was answered (%d) while three were open", code)
	case <-time.After(500 * time.Millisecond):
	}
	// ... and is answered once one of them closes.
	held[0].Close()
	select {
	case code := <-got:
		if code != http.StatusOK {
			t.Fatalf("the fourth connection: status %d", code)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the fourth connection was not answered 10 s after one of three closed")
	}
}

func TestServeRefusesAGameBeyondTheUnfinishedCap(t *testing.T) {
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.unfinished = 3 })
	var ids []string
	for i := 0; i < 3; i++ {
		seed := uint64(i + 1)
		st := ts.start(newGameOptions{Seed: &seed})
		ids = append(ids, st.ID)
		ts.send(st.ID, "d")
	}
	ts.send(ids[1], "d") // game 1 has waited longest
	code, answer := ts.rawPost("/api/games", newGameOptions{Virtual: true})
	want := "3 games are going on on this server, the most it plays at once: finish one, resign it or save and quit it (under More) before starting another; game " + ids[0] + " has waited longest"
	if code != http.StatusConflict || !strings.HasPrefix(answer, want) {
		t.Fatalf("a fourth game: %d %s; want 409 and %q", code, answer, want)
	}
	var l gameList
	if ts.do("GET", "/api/games", nil, &l); len(l.Games) != 3 {
		t.Fatalf("%d games after a refusal", len(l.Games))
	}
	// Saved and quit, one makes room.
	ts.send(ids[0], "q")
	ts.start(newGameOptions{Virtual: true})
}

func TestServeRefusesALineOfTooManyMoves(t *testing.T) {
	ts := newTestServer(t, "")
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	line := strings.TrimSpace(strings.Repeat("d ", defaultLimits().lineMoves+1))
	code, answer := ts.rawPost("/api/games/"+st.ID, webAnswer{Line: line})
	if code != http.StatusBadRequest || !strings.Contains(answer, "at most 32 a line") {
		t.Fatalf("a line of 33 moves: %d %s", code, answer)
	}
	var now webState
	if ts.do("GET", "/api/games/"+st.ID, nil, &now); now.Table.Moves != 0 {
		t.Fatalf("the refused line played %d moves", now.Table.Moves)
	}
	if now = ts.send(st.ID, line[:2*32-1]); now.Table.Moves != 32 {
		t.Fatalf("a line of 32 moves played %d", now.Table.Moves)
	}
}

// thinkingGame starts seed 3 and deals once round the stock: the first
// pass scouts, which takes no thinking; from there a hint thinks for a
// second or more on the 2 cores.
func thinkingGame(ts *testServer, seed uint64) webState {
	ts.t.Helper()
	st := ts.start(newGameOptions{Seed: &seed})
	return ts.send(st.ID, strings.TrimSpace(strings.Repeat("d ", 12)))
}

func TestServeAnswerThinksNoLongerThanItsTime(t *testing.T) {
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.answerTime = 50 * time.Millisecond })
	st := thinkingGame(ts, 3)
	for _, line := range []string{"h", "p"} {
		start := time.Now()
		after := ts.send(st.ID, line)
		took := time.Since(start)
		said := strings.Join(after.Messages, " ")
		if !strings.Contains(said, "the time one answer may take") || after.Table.Moves != 12 || after.Prompt.Label != "Move (? for help):" || took > 10*time.Second {
			t.Errorf("%s with 50 ms to think: %d moves after %v, %q", line, after.Table.Moves, took, said)
		}
	}
}

// turnFreed reports whether game id's turn to think comes free within d.
func turnFreed(ts *testServer, id string, d time.Duration) bool {
	ts.ws.mu.Lock()
	var g *webGame
	for _, x := range ts.ws.games {
		if x.id == id {
			g = x
		}
	}
	ts.ws.mu.Unlock()
	if g == nil {
		ts.t.Fatalf("no game %s", id)
	}
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if len(g.think) == 0 {
			return true
		}
	}
	return false
}

// timedHint asks for the hint of game id under ctx and returns the
// answer and when it came.
func timedHint(ctx context.Context, ts *testServer, id string) (webHints, time.Time, error) {
	req, _ := http.NewRequestWithContext(ctx, "GET", ts.url+"/api/games/"+id+"/hint", nil)
	req.Header.Set("X-Canfield-Token", ts.token)
	var h webHints
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return h, time.Now(), err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		return h, time.Now(), fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	err = json.NewDecoder(resp.Body).Decode(&h)
	return h, time.Now(), err
}

func TestServeHintsOfOneGameAnswerOneAfterTheOther(t *testing.T) {
	if testing.Short() {
		t.Skip("hints think for a while")
	}
	ts := newTestServer(t, "")
	st := thinkingGame(ts, 3)
	type answer struct {
		h    webHints
		at   time.Time
		err  error
		name string
	}
	got := make(chan answer, 2)
	var wg sync.WaitGroup
	for _, name := range []string{"A", "B"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h, at, err := timedHint(context.Background(), ts, st.ID)
			got <- answer{h, at, err, name}
		}()
	}
	wg.Wait()
	first, second := <-got, <-got
	if first.err != nil || second.err != nil {
		t.Fatalf("hints: %v, %v", first.err, second.err)
	}
	// The second thought after the first had answered: it came at least
	// most of its own thinking time after the first.
	gap := second.at.Sub(first.at).Seconds()
	if gap < 0.8*second.h.Seconds {
		t.Errorf("the second hint came %.2f s after the first, having thought %.2f s: they were thought at once", gap, second.h.Seconds)
	}
	note := strings.Join(second.h.Notes, " ")
	if !strings.Contains(note, "waited") || !strings.Contains(note, "the hint or review asked before it on this game") {
		t.Errorf("the second hint does not say it waited: %q", second.h.Notes)
	}
	if strings.Contains(strings.Join(first.h.Notes, " "), "waited") {
		t.Errorf("the first hint says it waited: %q", first.h.Notes)
	}
	t.Logf("first %.2f s, second %.2f s, %.2f s apart", first.h.Seconds, second.h.Seconds, gap)
}

func TestServeWaitingHintIsCancelledWithItsRequest(t *testing.T) {
	if testing.Short() {
		t.Skip("hints think for a while")
	}
	ts := newLimitedTestServer(t, "", func(l *serveLimits) { l.thinkers = 1 })
	a, b := thinkingGame(ts, 3), thinkingGame(ts, 3)
	firstDone := make(chan error, 1)
	go func() {
		_, _, err := timedHint(context.Background(), ts, a.ID)
		firstDone <- err
	}()
	time.Sleep(100 * time.Millisecond)
	// Game b's hint waits for the one core the server may think on; its
	// request gives up, and the wait with it.
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if _, _, err := timedHint(ctx, ts, b.ID); err == nil {
		t.Fatalf("a hint waiting its turn answered within 200 ms")
	}
	// The server learns of the cancel when it sees the connection close, a
	// moment after the client gave up: the wait must end then, and b's turn
	// come free.
	if !turnFreed(ts, b.ID, 5*time.Second) {
		t.Fatalf("the cancelled hint still held game %s's turn 5 s after its request gave up", b.ID)
	}
	if err := <-firstDone; err != nil {
		t.Fatal(err)
	}
	h, _, err := timedHint(context.Background(), ts, b.ID)
	if err != nil || strings.Contains(strings.Join(h.Notes, " "), "waited") {
		t.Fatalf("after the first hint, another waited (the cancelled one held its turn?): %v %q", err, h.Notes)
	}
	// And a hint waiting for the core says so.
	go func() { _, _, err := timedHint(context.Background(), ts, a.ID); firstDone <- err }()
	time.Sleep(100 * time.Millisecond)
	h, _, err = timedHint(context.Background(), ts, b.ID)
	if err != nil || !strings.Contains(strings.Join(h.Notes, " "), "one of the 1 hints or reviews being thought out on this server") {
		t.Errorf("a hint that waited for the core: %v %q", err, h.Notes)
	}
	<-firstDone
}
