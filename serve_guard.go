package main

// The guard in front of every route of the page's server: the address it
// is asked at, the token, and where a request that changes a game comes
// from.

import (
	"crypto/subtle"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// tokenCookie is the name of the cookie the token is kept in: one a port,
// so that two servers of one machine keep theirs apart.
func (ws *webServer) tokenCookie() string {
	_, port, _ := net.SplitHostPort(ws.host)
	return "canfield-" + port
}

// knownHost reports whether host (a request's Host, host:port) names this
// server: the address it serves at, or a loopback name. Any other name
// is a page of another site reaching the server through a name it made
// to point here (DNS rebinding).
func (ws *webServer) knownHost(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = host, "80" // no port: the default one
	}
	if _, served, _ := net.SplitHostPort(ws.host); served != "" && port != served {
		return false
	}
	name = strings.TrimSuffix(strings.ToLower(name), ".")
	if name == "localhost" {
		return true
	}
	ip := net.ParseIP(strings.Trim(name, "[]"))
	if ip == nil {
		return false
	}
	if ip.IsLoopback() {
		return true
	}
	served, _, _ := net.SplitHostPort(ws.host)
	return ip.Equal(net.ParseIP(served))
}

// sameOrigin reports whether r, which changes a game, comes from a page of
// this server: its Origin, when it has one, is this server's address as
// the request names it, and the browser does not say it comes from
// another site.
func sameOrigin(r *http.Request) bool {
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
		return false
	}
	o := r.Header.Get("Origin")
	if o == "" {
		return true // not sent by a browser's page (curl, a script)
	}
	u, err := url.Parse(o)
	return err == nil && u.Scheme == "http" && strings.EqualFold(u.Host, r.Host) && u.Path == ""
}

// isToken reports whether t is the server's token, in a time that does
// not tell how much of it was right.
func (ws *webServer) isToken(t string) bool {
	return subtle.ConstantTimeCompare([]byte(t), []byte(ws.token)) == 1
}

// guard refuses, before any route: a request at a name that is not this
// server's (421); without the token, in the t of the query, the
// X-Canfield-Token header or the page's cookie (403, with nothing of any
// game); that changes a game from another site's page (403). The first
// load of the page with the token in its address trades it for an
// HttpOnly cookie, so that the page's own requests carry no token and
// the address bar can drop it.
func (ws *webServer) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !ws.knownHost(r.Host) {
			http.Error(w, "421 misdirected request: this server answers at the address 'canfield serve' printed", http.StatusMisdirectedRequest)
			return
		}
		fromQuery := ws.isToken(r.URL.Query().Get("t"))
		ok := fromQuery || ws.isToken(r.Header.Get("X-Canfield-Token"))
		if c, err := r.Cookie(ws.tokenCookie()); !ok && err == nil {
			ok = ws.isToken(c.Value)
		}
		if !ok {
			http.Error(w, "403 forbidden: open the address 'canfield serve' printed, with its token", http.StatusForbidden)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead && !sameOrigin(r) {
			http.Error(w, "403 forbidden: a request from another site's page is refused", http.StatusForbidden)
			return
		}
		h := w.Header()
		if fromQuery && r.URL.Path == "/" {
			http.SetCookie(w, &http.Cookie{Name: ws.tokenCookie(), Value: ws.token, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
		}
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}
