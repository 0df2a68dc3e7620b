package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/solver"
	"canfield/notation"

	"github.com/fatih/color"
)

// testServer is a server of the page under test, with its token: the
// server 'canfield serve' runs, on a port of the loopback.
type testServer struct {
	t     *testing.T
	ws    *webServer
	hs    *http.Server
	url   string // http://127.0.0.1:port
	stop  context.CancelFunc
	token string
}

// newTestServer serves the page with the data directory in a temporary
// folder; out is the record file of its games ("" dated files). Cleanup
// stops it as Ctrl-C does.
func newTestServer(t *testing.T, out string) *testServer {
	t.Helper()
	return newLimitedTestServer(t, out, nil)
}

// newLimitedTestServer is newTestServer under the default limits changed
// by set (when not nil): a test shortens a time where the behaviour is
// the same.
func newLimitedTestServer(t *testing.T, out string, set func(*serveLimits)) *testServer {
	t.Helper()
	color.NoColor = true
	t.Setenv("CANFIELD_HOME", t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	token, err := newToken()
	if err != nil {
		t.Fatal(err)
	}
	ws, err := newWebServer(ctx, token, out, hint.DefaultAdvise())
	if err != nil {
		t.Fatal(err)
	}
	l := defaultLimits()
	if set != nil {
		set(&l)
	}
	ws.setLimits(l)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs, _ := ws.serve(ln)
	ts := &testServer{t: t, ws: ws, hs: hs, url: "http://" + ln.Addr().String(), stop: cancel, token: token}
	t.Cleanup(ts.close)
	return ts
}

// close stops the server and waits for its games to be saved.
func (ts *testServer) close() {
	ts.hs.Close()
	ts.stop()
	ts.ws.close()
}

// do sends a request with the token and decodes the JSON answer into v
// (when not nil); it returns the status.
func (ts *testServer) do(method, path string, body, v any) int {
	ts.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	req, _ := http.NewRequest(method, ts.url+path+sep+"t="+ts.token, rd)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if v != nil && resp.StatusCode == http.StatusOK {
		if err := json.Unmarshal(data, v); err != nil {
			ts.t.Fatalf("%s %s: %v\n%s", method, path, err, data)
		}
	}
	if resp.StatusCode != http.StatusOK && v == nil {
		ts.t.Logf("%s %s: %d %s", method, path, resp.StatusCode, data)
	}
	return resp.StatusCode
}

// do2 GETs path and decodes the answer into v whatever its status (do
// decodes a 200's only); it returns the status.
func (ts *testServer) do2(t *testing.T, path string, v any) int {
	t.Helper()
	resp, err := http.Get(ts.url + path + "?t=" + ts.token)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return resp.StatusCode
}

// start begins a game; it fails the test when the server refuses it.
func (ts *testServer) start(o newGameOptions) webState {
	ts.t.Helper()
	var st webState
	if code := ts.do("POST", "/api/games", o, &st); code != http.StatusOK {
		ts.t.Fatalf("starting %+v: status %d", o, code)
	}
	return st
}

// send answers the game's prompt with a line.
func (ts *testServer) send(id, line string) webState {
	ts.t.Helper()
	var st webState
	if code := ts.do("POST", "/api/games/"+id, webAnswer{Line: line}, &st); code != http.StatusOK {
		ts.t.Fatalf("sending %q: status %d", line, code)
	}
	return st
}

func TestServeRefusesRequestsWithoutTheToken(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	seed := uint64(3)
	g := ts.start(newGameOptions{Seed: &seed})
	for _, c := range []struct{ method, path, token string }{
		{"GET", "/", ""}, {"GET", assetPath(t, ts, ".js"), ""}, {"GET", assetPath(t, ts, ".css"), ""}, {"GET", assetPath(t, ts, ".webmanifest"), ""},
		{"GET", "/api/games", ""}, {"GET", "/api/games/" + g.ID, ""}, {"GET", "/api/games/" + g.ID, "?t=0123"},
		{"POST", "/api/games/" + g.ID, ""}, {"POST", "/api/games", ""}, {"GET", "/api/games/" + g.ID + "/hint", "?t="},
	} {
		req, _ := http.NewRequest(c.method, ts.url+c.path+c.token, strings.NewReader(`{"line":"d"}`))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%s %s%s: status %d, want 403", c.method, c.path, c.token, resp.StatusCode)
		}
		if bytes.Contains(body, []byte(g.File)) || bytes.Contains(body, []byte("seed")) || bytes.Contains(body, []byte(ts.token)) {
			t.Errorf("%s %s%s: the refusal tells of the game: %s", c.method, c.path, c.token, body)
		}
	}
	var again webState
	if ts.do("GET", "/api/games/"+g.ID, nil, &again); again.Version != g.Version || again.Table.Moves != 0 {
		t.Errorf("a refused move was played: version %d, %d moves", again.Version, again.Table.Moves)
	}
}

// assetPath returns the path the page's asset of extension ext is served
// at (its versioned name).
func assetPath(t *testing.T, ts *testServer, ext string) string {
	t.Helper()
	for p := range ts.ws.assets {
		if strings.HasSuffix(p, ext) {
			return p
		}
	}
	t.Fatalf("no asset ending in %s", ext)
	return ""
}

// The page's files are named for their content and kept by the browser,
// gzipped for a browser that takes it; the page is revalidated (so the
// back button may show it from memory); the API's answers are never kept.
func TestServeAssetsAreVersionedGzippedAndCached(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	get := func(path string, gz bool) (*http.Response, []byte) {
		t.Helper()
		sep := "?"
		if strings.Contains(path, "?") {
			sep = "&"
		}
		req, _ := http.NewRequest("GET", ts.url+path+sep+"t="+ts.token, nil)
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	resp, page := get("/", false)
	if cc := resp.Header.Get("Cache-Control"); cc != "private, no-cache" {
		t.Errorf("the page's Cache-Control is %q", cc)
	}
	js, css := assetPath(t, ts, ".js"), assetPath(t, ts, ".css")
	for _, p := range []string{js, css, assetPath(t, ts, ".webmanifest"), assetPath(t, ts, ".svg")} {
		if !bytes.Contains(page, []byte(`"`+strings.TrimPrefix(p, "/")+`"`)) {
			t.Errorf("the page does not load %s", p)
		}
	}
	plain, _ := pageFiles.ReadFile("serve_page.js")
	resp, body := get(js, true)
	if resp.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(resp.Header.Get("Cache-Control"), "immutable") || len(body) >= len(plain)/2 {
		t.Errorf("%s: encoding %q, Cache-Control %q, %d bytes of %d", js, resp.Header.Get("Content-Encoding"), resp.Header.Get("Cache-Control"), len(body), len(plain))
	}
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if un, _ := io.ReadAll(zr); !bytes.Equal(un, plain) {
		t.Errorf("%s gunzipped is not the page's script", js)
	}
	if resp, body = get(js, false); resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, plain) {
		t.Errorf("%s without gzip: encoding %q", js, resp.Header.Get("Content-Encoding"))
	}
	if resp, _ = get("/serve_page.js", false); resp.StatusCode != http.StatusNotFound {
		t.Errorf("the script under its plain name: status %d", resp.StatusCode)
	}
	if resp, _ = get("/api/games", true); resp.Header.Get("Cache-Control") != "no-store" {
		t.Errorf("the API's Cache-Control is %q", resp.Header.Get("Cache-Control"))
	}
}

// playWinOnPage plays the solver's winning line of seed's deal through the
// API and returns the final state.
func playWinOnPage(t *testing.T, ts *testServer, seed uint64, lines []string) webState {
	st := ts.start(newGameOptions{Seed: &seed})
	if st.Prompt.Label != "Move (? for help):" || len(st.Legal) == 0 {
		t.Fatalf("first prompt %+v, %d legal moves", st.Prompt, len(st.Legal))
	}
	for i, l := range lines {
		if st.Ended {
			t.Fatalf("the game ended before move %d", i+1)
		}
		st = ts.send(st.ID, l)
		if st.Table.Moves != i+1 {
			t.Fatalf("move %d (%s) not played: %q", i+1, l, st.Messages)
		}
	}
	return st
}

func TestServePlaysAVirtualDealToAWinWithTheTerminalsRecord(t *testing.T) {
	seed := uint64(3)
	lines := solvedLine(t, canfield.Classic, seed)
	dir := t.TempDir()
	termFile, pageFile := filepath.Join(dir, "term.cfr"), filepath.Join(dir, "page.cfr")
	if _, errs, code := playLines(t, lines, "--seed", "3", "--out", termFile); code != 0 {
		t.Fatalf("terminal: exit %d: %s", code, errs)
	}
	ts := newTestServer(t, pageFile)
	ts.ws.reviewSamples = 4 // the review's figures are not checked here, its decisions are
	st := playWinOnPage(t, ts, seed, lines)
	if !st.Ended || st.Result != "won" || st.Table.OnFound != 52 {
		t.Fatalf("ended %v, result %q, %d on the foundations", st.Ended, st.Result, st.Table.OnFound)
	}
	if want := "Won! All 52 cards are on the foundations. Casino score: $208."; !strings.Contains(strings.Join(st.Messages, "\n"), want) {
		t.Errorf("messages %q lack %q", st.Messages, want)
	}
	if st.Code == "" {
		t.Errorf("no deal code after the game")
	}
	term, _ := os.ReadFile(termFile)
	page, err := os.ReadFile(pageFile)
	if err != nil || !bytes.Equal(term, page) {
		t.Fatalf("the page's record differs from the terminal's (%v):\n%s\n---\n%s", err, page, term)
	}
	if code := ts.do("POST", "/api/games/"+st.ID, webAnswer{Line: "d"}, nil); code != http.StatusConflict {
		t.Errorf("a move after the end: status %d, want 409", code)
	}
	var rev struct {
		Result string `json:"result"`
		Review struct {
			Winnable  string            `json:"winnable"`
			Decisions []json.RawMessage `json:"decisions"`
			ChartNote string            `json:"chart_note"`
		} `json:"review"`
	}
	// The review is made in the background: the page is told how far it
	// has got (202) until it is ready (200).
	code, answers := 0, 0
	for code != http.StatusOK {
		var p reviewProgress
		if code = ts.do("GET", "/api/games/"+st.ID+"/review", nil, &rev); code == http.StatusAccepted {
			if ts.do2(t, "/api/games/"+st.ID+"/review", &p) == http.StatusAccepted && (p.Done > p.Total || p.Total > len(lines)) {
				t.Fatalf("review progress %d of %d, for %d moves", p.Done, p.Total, len(lines))
			}
			time.Sleep(20 * time.Millisecond)
		} else if code != http.StatusOK {
			t.Fatalf("review: status %d", code)
		}
		if answers++; answers > 3000 {
			t.Fatal("the review never ended")
		}
	}
	if answers < 2 {
		t.Errorf("the first request for the review waited for it (%d answers)", answers)
	}
	if rev.Result != "won" || len(rev.Review.Decisions) != len(lines) {
		t.Fatalf("review: result %q, %d decisions of %d moves", rev.Result, len(rev.Review.Decisions), len(lines))
	}
	if rev.Review.ChartNote != chartLuckNote {
		t.Errorf("the review's chart note is %q, want analyze's %q", rev.Review.ChartNote, chartLuckNote)
	}
}

func TestServeGameResumesInTheTerminalAndBack(t *testing.T) {
	seed := uint64(8)
	lines := solvedLine(t, canfield.Classic, seed)
	dir := t.TempDir()
	alone, file := filepath.Join(dir, "alone.cfr"), filepath.Join(dir, "g.cfr")
	if _, errs, code := playLines(t, lines, "--seed", "8", "--out", alone); code != 0 {
		t.Fatalf("terminal alone: exit %d: %s", code, errs)
	}
	third := len(lines) / 3
	// Begun on the page; the server stops (Ctrl-C) with the game saved.
	ts := newTestServer(t, file)
	st := ts.start(newGameOptions{Seed: &seed})
	for _, l := range lines[:third] {
		st = ts.send(st.ID, l)
	}
	ts.close()
	// Resumed in the terminal, quit there.
	in := strings.NewReader(strings.Join(append(append([]string{}, lines[third:2*third]...), "q"), "\n") + "\n")
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"play", "--resume", file}, in, &out, &errb); code != 0 {
		t.Fatalf("terminal: exit %d: %s\n%s", code, errb.String(), tail(out.String(), 10))
	}
	// Back on the page to the end: the --out file, named by its name.
	ts2 := newTestServer(t, file)
	st = ts2.start(newGameOptions{Resume: filepath.Base(file)})
	if st.Table.Moves != 2*third || st.File != filepath.Base(file) {
		t.Fatalf("resumed at move %d of %s, want %d of %s", st.Table.Moves, st.File, 2*third, file)
	}
	for _, l := range lines[2*third:] {
		st = ts2.send(st.ID, l)
	}
	if st.Result != "won" {
		t.Fatalf("result %q: %q", st.Result, st.Messages)
	}
	a, _ := os.ReadFile(alone)
	b, _ := os.ReadFile(file)
	if !bytes.Equal(a, b) {
		t.Fatalf("the record played across page and terminal differs from the terminal's alone:\n%s\n---\n%s", b, a)
	}
}

func TestServeSecondClientAndReloadSeeTheSameGame(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	st = ts.send(st.ID, "d")
	// A second client finds the game in the list and sees the move.
	var l gameList
	ts.do("GET", "/api/games", nil, &l)
	if len(l.Games) != 1 || l.Games[0].ID != st.ID || l.Games[0].Moves != 1 {
		t.Fatalf("list %+v", l.Games)
	}
	var other webState
	ts.do("GET", "/api/games/"+st.ID, nil, &other)
	if other.Version != st.Version || other.Table.Waste.Count != st.Table.Waste.Count || other.Table.Stock != st.Table.Stock {
		t.Fatalf("second client sees version %d, waste %d; first %d, %d", other.Version, other.Table.Waste.Count, st.Version, st.Table.Waste.Count)
	}
	// The second client moves; the first, reloading, sees it.
	other = ts.send(st.ID, "u")
	var reload webState
	ts.do("GET", "/api/games/"+st.ID, nil, &reload)
	if reload.Table.Moves != 0 || reload.Version <= st.Version || !reload.CanRedo || reload.Messages[0] != "Undid d." {
		t.Fatalf("after the other client's undo: %d moves, version %d (was %d), redo %v, %q", reload.Table.Moves, reload.Version, st.Version, reload.CanRedo, reload.Messages)
	}
}

func TestServeEntersRealCardsWithTheTerminalsChecks(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	st := ts.start(newGameOptions{})
	if st.Need != "the reserve's top card" || st.NeedPos != 12 || st.Virtual {
		t.Fatalf("first need %q at %d", st.Need, st.NeedPos)
	}
	for st.Need != "" {
		st = ts.send(st.ID, card5(st.NeedPos))
	}
	if st.Table.Base == "" || st.Table.Reserve.Top == nil || st.Table.Reserve.Top.Code != card5(12) || st.Table.Reserve.Count != 13 {
		t.Fatalf("table after the deal: %+v", st.Table)
	}
	st = ts.send(st.ID, "d")
	if st.Need == "" {
		t.Fatalf("no card asked after d: %q", st.Messages)
	}
	// A card already on the table is refused, saying where it is.
	st = ts.send(st.ID, card5(14))
	msg := strings.Join(st.Messages, " ")
	if st.Need == "" || !strings.Contains(msg, "refused for "+st.Need) || !strings.Contains(msg, "column") {
		t.Fatalf("a seen card: %q", st.Messages)
	}
	st = ts.send(st.ID, "zz")
	if !strings.Contains(strings.Join(st.Messages, " "), "is not a card") {
		t.Fatalf("not a card: %q", st.Messages)
	}
	want := st.NeedPos
	st = ts.send(st.ID, card5(want))
	if st.Table.Waste.Top == nil || st.Table.Waste.Top.Code != card5(want) || st.Table.Waste.Top.Name == "" {
		t.Fatalf("waste top %+v, want %s", st.Table.Waste.Top, card5(want))
	}
}

func TestServeHintGivesTheBestMovesWithFigures(t *testing.T) {
	if testing.Short() {
		t.Skip("the hint thinks for a while")
	}
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	seed := uint64(3)
	st := ts.start(newGameOptions{Seed: &seed})
	var h webHints
	if code := ts.do("GET", "/api/games/"+st.ID+"/hint", nil, &h); code != http.StatusOK {
		t.Fatalf("hint: status %d", code)
	}
	if len(h.Hints) == 0 || len(h.Hints) > 3 || h.Total < len(h.Hints) {
		t.Fatalf("%d hints of %d", len(h.Hints), h.Total)
	}
	legal := map[string]bool{}
	for _, m := range st.Legal {
		legal[m.Move] = true
	}
	for _, x := range h.Hints {
		if !legal[x.Move] || x.Reason == "" {
			t.Errorf("hint %+v: not a legal move or no reason", x)
		}
		if x.Chance >= 0 && (x.Figure == "" || x.Lo > x.Hi) {
			t.Errorf("hint %+v: a chance without its figure or interval", x)
		}
		// The figure shown lies inside the interval shown with it (a
		// calibrated chance with the raw win rate's interval did not).
		if x.Chance >= 0 && (x.Chance < x.Lo || x.Chance > x.Hi) {
			t.Errorf("hint %s: %s (%.3f) outside its interval %.3f-%.3f", x.Move, x.Figure, x.Chance, x.Lo, x.Hi)
		}
		t.Logf("%s %s ±%.3f (%.3f-%.3f of %d)", x.Move, x.Figure, x.PlusMinus, x.Lo, x.Hi, x.Samples)
	}
	// p plays the first hint whole, as at the terminal; u takes it back.
	after := ts.send(st.ID, "p")
	said := strings.Join(after.Messages, " ")
	if after.Table.Moves < 1 || !(strings.Contains(said, "Plan:") || strings.Contains(said, "Plays ")) {
		t.Fatalf("p: %d moves, %q", after.Table.Moves, after.Messages)
	}
	for n := after.Table.Moves; n > 0; n-- {
		if after = ts.send(st.ID, "u"); after.Table.Moves != n-1 {
			t.Fatalf("u after p: %d moves, want %d", after.Table.Moves, n-1)
		}
	}
	// The hint's first move is played as the page plays it.
	if st = ts.send(st.ID, h.Hints[0].Move); st.Table.Moves != 1 {
		t.Fatalf("the hint's move %s was not played: %q", h.Hints[0].Move, st.Messages)
	}
}

// The hint's figure is the calibrated chance of winning (some 30 % where
// the sampled deals win 70 %): the interval sent with it is the chance's,
// so that the page never shows "30% (57-79%)".
func TestServeHintFigureLiesInItsInterval(t *testing.T) {
	if testing.Short() {
		t.Skip("the hint thinks for a while")
	}
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	seed := uint64(3)
	st := ts.start(newGameOptions{Seed: &seed})
	for range 40 {
		var h webHints
		if code := ts.do("GET", "/api/games/"+st.ID+"/hint", nil, &h); code != http.StatusOK {
			t.Fatalf("hint: status %d", code)
		}
		calibrated := false
		for _, x := range h.Hints {
			if x.Chance < 0 || x.Samples == 0 {
				continue
			}
			calibrated = true
			if x.Chance < x.Lo || x.Chance > x.Hi {
				t.Errorf("move %d, hint %s: %s (%.3f) outside its interval %.3f-%.3f", st.Table.Moves, x.Move, x.Figure, x.Chance, x.Lo, x.Hi)
			}
		}
		if calibrated {
			return
		}
		st = ts.send(st.ID, h.Hints[0].Move)
	}
	t.Fatal("no valued hint in 40 moves")
}

func TestServePageWeighsUnder150KBAndNamesNoOtherHost(t *testing.T) {
	total := 0
	for _, name := range []string{"serve_page.html", "serve_page.js", "serve_page.css", "serve_icon.svg"} {
		b, err := pageFiles.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		total += len(b)
		// The SVG namespace names no host to fetch from.
		b = bytes.ReplaceAll(b, []byte(`"http://www.w3.org/2000/svg"`), nil)
		b = bytes.ReplaceAll(b, []byte(`'http://www.w3.org/2000/svg'`), nil)
		for _, bad := range []string{"http://", "https://", "@import", "url(", "src=\"//", "href=\"//"} {
			if bytes.Contains(b, []byte(bad)) {
				t.Errorf("%s holds %q: the page must need no other host", name, bad)
			}
		}
	}
	if total >= 150<<10 {
		t.Errorf("the page weighs %d bytes, over 150 KB", total)
	}
}

// BenchmarkServeMove measures a move answered by the server through HTTP
// (the solver's winning line of seed 3, over and over), and reports the
// 95th percentile.
func BenchmarkServeMove(b *testing.B) {
	var lines []string
	{
		r := canfield.Classic
		st, _ := canfield.NewState(r, canfield.ShuffledDeal(r, 3))
		res, err := solver.New(solver.Options{Timeout: 20 * time.Second}).Solve(context.Background(), st)
		if err != nil || res.Verdict != solver.Won {
			b.Fatalf("seed 3: %v %v", res.Verdict, err)
		}
		for _, m := range res.Solution {
			lines = append(lines, notation.FormatMove(m))
		}
	}
	b.Setenv("CANFIELD_HOME", b.TempDir())
	color.NoColor = true
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	token, _ := newToken()
	ws, err := newWebServer(ctx, token, "", hint.DefaultAdvise())
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(ws.handler())
	defer hs.Close()
	post := func(path string, body any) webState {
		data, _ := json.Marshal(body)
		resp, err := http.Post(hs.URL+path+"?t="+token, "application/json", bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		defer resp.Body.Close()
		var st webState
		if err := json.NewDecoder(resp.Body).Decode(&st); err != nil || resp.StatusCode != http.StatusOK {
			b.Fatalf("%s: %d %v", path, resp.StatusCode, err)
		}
		return st
	}
	seed := uint64(3)
	var times []time.Duration
	var st webState
	next := len(lines)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if next == len(lines) {
			b.StopTimer()
			st = post("/api/games", newGameOptions{Seed: &seed})
			next = 0
			b.StartTimer()
		}
		start := time.Now()
		st = post("/api/games/"+st.ID, webAnswer{Line: lines[next]})
		times = append(times, time.Since(start))
		if st.Table.Moves != next+1 {
			b.Fatalf("move %d (%s) not played: %q", next+1, lines[next], st.Messages)
		}
		next++
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*95/100].Microseconds()), "p95-µs")
	b.ReportMetric(float64(times[len(times)/2].Microseconds()), "p50-µs")
	cancel()
	ws.close()
}

func TestServeGameLocksItsFileAgainstTheTerminal(t *testing.T) {
	file := filepath.Join(t.TempDir(), "g.cfr")
	ts := newTestServer(t, file)
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	ts.send(st.ID, "d")
	var out, errb bytes.Buffer
	in := strings.NewReader("d\nq\n")
	if code := run(context.Background(), []string{"play", "--resume", file}, in, &out, &errb); code == 0 || !strings.Contains(errb.String(), "is being saved to by another canfield") {
		t.Fatalf("the terminal resumed a game the page holds: exit %d, %s", code, errb.String())
	}
	// Quit on the page, the file is free for the terminal.
	if st = ts.send(st.ID, "q"); !st.Ended || st.Result != "" {
		t.Fatalf("after q: ended %v, result %q", st.Ended, st.Result)
	}
	errb.Reset()
	if code := run(context.Background(), []string{"play", "--resume", file}, strings.NewReader("d\nq\n"), &out, &errb); code != 0 {
		t.Fatalf("the terminal could not resume after the page quit: exit %d, %s", code, errb.String())
	}
	if recs := readRecordFile(t, file); len(recs) != 1 || len(recs[0].Moves) != 2 {
		t.Fatalf("record after page and terminal: %d games", len(recs))
	}
}

func TestServeFixesACardAndResignsAsTheTerminalDoes(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	st := ts.start(newGameOptions{})
	for st.Need != "" {
		st = ts.send(st.ID, card5(st.NeedPos))
	}
	// The reserve's top card was typed right; say it was another, unseen one.
	var other string
	for _, c := range canfield.OrderedDeck(canfield.Classic) {
		if !slices.Contains(seed5[12:17], c) {
			other = notation.FormatCard(c)
			break
		}
	}
	st = ts.send(st.ID, "fix "+card5(12)+" "+other)
	if !strings.HasPrefix(strings.Join(st.Messages, " "), "Corrected ") || st.Table.Reserve.Top.Code != other {
		t.Fatalf("fix: %q, reserve top %+v", st.Messages, st.Table.Reserve.Top)
	}
	st = ts.send(st.ID, "resign")
	if st.Prompt.Kind != "ask" || len(st.Prompt.Items) != 2 {
		t.Fatalf("resign asks %+v", st.Prompt)
	}
	var back webState
	if ts.do("POST", "/api/games/"+st.ID, webAnswer{Choice: 1}, &back); back.Ended || !strings.Contains(strings.Join(back.Messages, " "), "The game goes on.") {
		t.Fatalf("No to resign: ended %v, %q", back.Ended, back.Messages)
	}
	ts.send(st.ID, "resign")
	var end webState
	ts.do("POST", "/api/games/"+st.ID, webAnswer{Choice: 2}, &end)
	if !end.Ended || end.Result != "abandoned" {
		t.Fatalf("resigned: ended %v, result %q: %q", end.Ended, end.Result, end.Messages)
	}
}

func TestServeGoesOnWithTheLatestUnfinishedGame(t *testing.T) {
	ts := newTestServer(t, "")
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	st = ts.send(st.ID, "d")
	var l gameList
	if ts.do("GET", "/api/games", nil, &l); l.Latest != "" {
		t.Fatalf("the game going on here is offered as the latest unfinished one: %q", l.Latest)
	}
	if st = ts.send(st.ID, "q"); !st.Ended {
		t.Fatalf("q did not end the session: %q", st.Messages)
	}
	ts.do("GET", "/api/games", nil, &l)
	if _, err := os.Stat(filepath.Join(recordsDir(), st.File)); l.Latest != st.File || st.File != filepath.Base(st.File) || err != nil {
		t.Fatalf("latest unfinished %q, the game quit %q (want the name of a record of the records folder: %v)", l.Latest, st.File, err)
	}
	again := ts.start(newGameOptions{Resume: "latest"})
	if again.File != st.File || again.Table.Moves != 1 || again.Ended {
		t.Fatalf("went on with %q at move %d, want %q at move 1", again.File, again.Table.Moves, st.File)
	}
}

func TestServeDealsTheGameOfADealCode(t *testing.T) {
	ts := newTestServer(t, "") // a dated file each: two games at once
	code, err := notation.FormatCode(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 3))
	if err != nil {
		t.Fatal(err)
	}
	st := ts.start(newGameOptions{Code: code})
	seed := uint64(3)
	same := ts.start(newGameOptions{Seed: &seed})
	if !st.Virtual || st.Messages[0] != "Virtual deal, code "+code+" (classic rules)." || st.Table.Reserve.Top.Code != same.Table.Reserve.Top.Code {
		t.Fatalf("code game: %q, reserve %+v; seed 3's %+v", st.Messages, st.Table.Reserve.Top, same.Table.Reserve.Top)
	}
	if c := ts.do("POST", "/api/games", newGameOptions{Code: "not-a-code"}, nil); c != http.StatusConflict {
		t.Fatalf("a bad code: status %d, want 409", c)
	}
}

// The page highlights the place whose card is asked for: the state names
// it as a pile and an index, in the order the cards are asked at the deal.
func TestServeNamesThePlaceOfTheCardAsked(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	st := ts.start(newGameOptions{})
	want := []webPlace{{"r", 12}, {"f", 0}, {"1", 0}, {"2", 0}, {"3", 0}, {"4", 0}}
	for i, w := range want {
		if st.NeedAt == nil || *st.NeedAt != w {
			t.Fatalf("card %d asked (%s) at %+v, want %+v", st.NeedPos, st.Need, st.NeedAt, w)
		}
		// The cards that may be entered: those not entered yet.
		if len(st.Unseen) != 52-i || slices.Contains(st.Unseen, card5(12)) != (i == 0) {
			t.Fatalf("card %d asked: %d cards may be entered (%v)", i, len(st.Unseen), st.Unseen)
		}
		st = ts.send(st.ID, card5(st.NeedPos))
	}
	if st.NeedAt != nil {
		t.Fatalf("no card is asked, yet the state names %+v", st.NeedAt)
	}
	st = ts.send(st.ID, "d")
	if st.NeedAt == nil || st.NeedAt.Pile != "w" || st.NeedAt.Index != 2 {
		t.Fatalf("after d, the card asked is at %+v, want the waste's top (index 2)", st.NeedAt)
	}
}

// The start screen offers the presets and shows the statistics of the
// history, as 'canfield stats' sums them: a game resigned counts.
func TestServeListsPresetsAndStats(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	var l gameList
	if code := ts.do("GET", "/api/games", nil, &l); code != http.StatusOK || len(l.Presets) < 8 || l.Presets[0].Name != "classic" || l.Presets[0].Summary == "" {
		t.Fatalf("status %d, presets %+v", code, l.Presets)
	}
	var s webStats
	if code := ts.do("GET", "/api/stats", nil, &s); code != http.StatusOK || len(s.Rows) != 0 {
		t.Fatalf("before any game: status %d, %+v", code, s)
	}
	seed := uint64(3)
	st := ts.start(newGameOptions{Seed: &seed, Rules: "draw1"})
	st = ts.send(st.ID, "resign")
	var end webState
	if code := ts.do("POST", "/api/games/"+st.ID, webAnswer{Choice: 2}, &end); code != http.StatusOK || !end.Ended {
		t.Fatalf("resigning: status %d, %+v", code, end.Prompt)
	}
	if code := ts.do("GET", "/api/stats", nil, &s); code != http.StatusOK || len(s.Rows) != 2 || s.Rows[0].Rules != "draw1" || s.Rows[1].Games != 1 || s.Rows[1].Wins != 0 {
		t.Fatalf("after a game resigned: status %d, %+v", code, s)
	}
}

// The page's messages are its own: no command to type, no path, no line
// broken at a terminal's width; the terminal keeps its words.
func TestServeMessagesAreThePagesWords(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "g.cfr")
	ts := newTestServer(t, file)
	st := ts.start(newGameOptions{})
	for range 6 {
		st = ts.send(st.ID, card5(st.NeedPos))
	}
	st = ts.send(st.ID, "d")
	// Column 1's card, typed again for the waste: refused, saying where it
	// lies and how the page corrects a slip, on one line.
	st = ts.send(st.ID, card5(14))
	said := strings.Join(st.Messages, "\n")
	if len(st.Messages) != 1 || !strings.Contains(said, "column 1") || !strings.Contains(said, "Fix a card") || strings.Contains(said, "'fix") {
		t.Errorf("the refusal of a card seen: %q", st.Messages)
	}
	st = ts.send(st.ID, "u")
	st = ts.send(st.ID, "u")
	if said := strings.Join(st.Messages, "\n"); strings.Contains(said, "'fix") {
		t.Errorf("undo at move 0 names a command: %q", st.Messages)
	}
	st = ts.send(st.ID, "q")
	said = strings.Join(st.Messages, "\n")
	if !st.Ended || strings.Contains(said, dir) || strings.Contains(said, "--resume") || strings.Contains(said, "Resume it with") {
		t.Errorf("quitting on the page: ended %v, %q", st.Ended, st.Messages)
	}
	// The terminal keeps its words.
	seed := uint64(3)
	g := ts.start(newGameOptions{Seed: &seed})
	out, _, _ := playLines(t, []string{"q"}, "--seed", "3", "--out", filepath.Join(dir, "t.cfr"))
	if !strings.Contains(out, "Resume it with:") || len(g.Messages) == 0 {
		t.Errorf("the terminal's words on quitting: %q", tail(out, 3))
	}
}
