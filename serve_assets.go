package main

// The page's assets as the server sends them: each under a name that
// holds a digest of its content (serve_page.1a2b3c4d.js), so that a
// browser keeps it as long as it likes and a new build is fetched anew;
// gzipped once at start for the browsers that take it. The page itself is
// revalidated at each visit (no-cache), so that the back button shows it
// from the browser's memory; the API's answers are never stored.

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"path"
	"strings"
)

// asset is one file the page loads, ready to send.
type asset struct {
	ctype   string
	cache   string // the Cache-Control header
	body    []byte
	gzipped []byte
}

// newAsset prepares body to be sent as ctype with cache.
func newAsset(ctype, cache string, body []byte) (*asset, error) {
	var z bytes.Buffer
	w, err := gzip.NewWriterLevel(&z, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(body); err != nil {
		return nil, fmt.Errorf("compressing the page: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("compressing the page: %w", err)
	}
	return &asset{ctype: ctype, cache: cache, body: body, gzipped: z.Bytes()}, nil
}

func (a *asset) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("Cache-Control", a.cache)
	h.Set("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		_, _ = w.Write(a.gzipped)
		return
	}
	_, _ = w.Write(a.body)
}

// immutable is the Cache-Control of an asset named for its content.
const immutable = "private, max-age=31536000, immutable"

// versioned returns name with the first 8 bytes of body's SHA-256 before
// its extension: serve_page.js -> serve_page.1a2b3c4d5e6f7a8b.js.
func versioned(name string, body []byte) string {
	sum := sha256.Sum256(body)
	ext := path.Ext(name)
	return strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:8]) + ext
}

// pageAssets returns the page and its assets by the path each is served
// at, the page's references to them rewritten to their versioned names,
// token in every address (the page's, the manifest's start).
func pageAssets(token string) (map[string]*asset, error) {
	read := func(name string) ([]byte, error) {
		b, err := pageFiles.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("the page's %s: %w", name, err)
		}
		return b, nil
	}
	out := map[string]*asset{}
	names := map[string]string{} // file name -> versioned name
	add := func(name, ctype string, body []byte) error {
		a, err := newAsset(ctype, immutable, body)
		if err != nil {
			return err
		}
		names[name] = versioned(name, body)
		out["/"+names[name]] = a
		return nil
	}
	for _, f := range []struct{ name, ctype string }{
		{"serve_page.js", "text/javascript; charset=utf-8"},
		{"serve_page.css", "text/css; charset=utf-8"},
		{"serve_icon.svg", "image/svg+xml"},
	} {
		b, err := read(f.name)
		if err != nil {
			return nil, err
		}
		if err := add(f.name, f.ctype, b); err != nil {
			return nil, err
		}
	}
	manifest := fmt.Sprintf(`{"name":"canfield","short_name":"canfield","description":"Canfield patience at the table: the cards tracked, hints, the review",`+
		`"start_url":"./?t=%s","scope":"./","display":"standalone","background_color":"#f4f1e8","theme_color":"#2f6b3f",`+
		`"icons":[{"src":"%s?t=%s","sizes":"any","type":"image/svg+xml","purpose":"any"}]}`, token, names["serve_icon.svg"], token)
	if err := add("serve_page.webmanifest", "application/manifest+json", []byte(manifest)); err != nil {
		return nil, err
	}
	page, err := read("serve_page.html")
	if err != nil {
		return nil, err
	}
	s := string(page)
	for name, v := range names {
		// The name alone, or followed by its query (?t=TOKEN).
		s = strings.ReplaceAll(s, `"`+name+`"`, `"`+v+`"`)
		s = strings.ReplaceAll(s, `"`+name+`?`, `"`+v+`?`)
	}
	s = strings.ReplaceAll(s, "TOKEN", token)
	a, err := newAsset("text/html; charset=utf-8", "private, no-cache", []byte(s))
	if err != nil {
		return nil, err
	}
	out["/"] = a
	return out, nil
}
