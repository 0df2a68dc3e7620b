package main

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strings"
	"testing"
)

func TestServeRefusesAForeignHost(t *testing.T) {
	ts := newTestServer(t, "")
	_, port, _ := strings.Cut(strings.TrimPrefix(ts.url, "http://"), ":")
	for _, c := range []struct {
		host string
		code int
	}{
		{"evil.example:" + port, http.StatusMisdirectedRequest},
		{"evil.example", http.StatusMisdirectedRequest},
		{"127.0.0.1.nip.io:" + port, http.StatusMisdirectedRequest},
		{"192.168.1.20:" + port, http.StatusMisdirectedRequest},
		{"127.0.0.1:1", http.StatusMisdirectedRequest},
		{"127.0.0.1:" + port, http.StatusOK},
		{"localhost:" + port, http.StatusOK},
		{"LocalHost.:" + port, http.StatusOK},
		{"[::1]:" + port, http.StatusOK},
		{"127.0.0.2:" + port, http.StatusOK},
	} {
		for _, path := range []string{"/", "/api/games"} {
			code, body := ts.request("GET", path, "", map[string]string{"Host": c.host})
			if code != c.code {
				t.Errorf("GET %s with Host %q: %d, want %d: %s", path, c.host, code, c.code, body)
			}
			if code != http.StatusOK && (strings.Contains(body, "games") || strings.Contains(body, "<html")) {
				t.Errorf("a refused Host %q is shown the games: %s", c.host, body)
			}
		}
	}
	code, body := ts.request("POST", "/api/games", `{"virtual":true}`, map[string]string{"Host": "evil.example:" + port})
	if code != http.StatusMisdirectedRequest {
		t.Errorf("POST with a foreign Host: %d %s", code, body)
	}
	var l gameList
	if ts.do("GET", "/api/games", nil, &l); len(l.Games) != 0 {
		t.Errorf("a refused request made a game")
	}
}

func TestServeRefusesAChangeFromAForeignOrigin(t *testing.T) {
	ts := newTestServer(t, "")
	seed := uint64(5)
	st := ts.start(newGameOptions{Seed: &seed})
	for _, h := range []map[string]string{
		{"Origin": "http://evil.example"},
		{"Origin": "null"},
		{"Origin": "https://" + strings.TrimPrefix(ts.url, "http://")},
		{"Origin": "http://localhost:1"},
		{"Sec-Fetch-Site": "cross-site"},
	} {
		for _, path := range []string{"/api/games", "/api/games/" + st.ID} {
			body := `{"line":"d"}`
			if path == "/api/games" {
				body = `{"virtual":true}`
			}
			if code, answer := ts.request("POST", path, body, h); code != http.StatusForbidden {
				t.Errorf("POST %s with %v: %d, want 403: %s", path, h, code, answer)
			}
		}
	}
	var now webState
	var l gameList
	if ts.do("GET", "/api/games/"+st.ID, nil, &now); now.Table.Moves != 0 {
		t.Fatalf("a refused move was played")
	}
	if ts.do("GET", "/api/games", nil, &l); len(l.Games) != 1 {
		t.Fatalf("a refused request made a game: %d games", len(l.Games))
	}
	// The page's own requests come from its own origin.
	if code, answer := ts.request("POST", "/api/games/"+st.ID, `{"line":"d"}`, map[string]string{"Origin": ts.url, "Sec-Fetch-Site": "same-origin"}); code != http.StatusOK {
		t.Fatalf("a move from the page's origin: %d %s", code, answer)
	}
}

func TestServeTradesTheTokenForACookie(t *testing.T) {
	ts := newTestServer(t, "")
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	resp, err := client.Get(ts.url + "/?t=" + ts.token)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if strings.Contains(string(page), ts.token) {
		t.Errorf("the page carries the token in its text")
	}
	var set *http.Cookie
	for _, c := range resp.Cookies() {
		set = c
	}
	if set == nil || set.Value != ts.token || !set.HttpOnly || set.SameSite != http.SameSiteStrictMode || set.Path != "/" {
		t.Fatalf("the first load set %+v, want the token as an HttpOnly, SameSite=Strict cookie", set)
	}
	// The cookie alone opens the page, its assets and the API.
	for _, path := range []string{"/", assetPath(t, ts, ".js"), assetPath(t, ts, ".css"), "/api/games"} {
		resp, err := client.Get(ts.url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s with the cookie: %d", path, resp.StatusCode)
		}
	}
	u, _ := url.Parse(ts.url)
	jar.SetCookies(u, []*http.Cookie{{Name: set.Name, Value: strings.Repeat("0", 32)}})
	if resp, err := client.Get(ts.url + "/api/games"); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a wrong cookie: %v %v", resp.StatusCode, err)
	}
}
