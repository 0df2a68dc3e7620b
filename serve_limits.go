package main

// What the page's server holds and does for anyone who reaches it, bounded:
// a server on a shared Wi-Fi meets requests that arrive slowly, never
// arrive, or ask for more than a player does.

import (
	"net"
	"net/http"
	"runtime"
	"time"

	"golang.org/x/net/netutil"
)

// serveLimits bound the server: how long a request may take to arrive,
// how many connections it keeps, how many games go on at once, how much
// thinking runs at once and how much one answer may do. Tests shorten the
// times; the behaviour is the same.
type serveLimits struct {
	headerTime  time.Duration // to read a request's headers
	readTime    time.Duration // to read a whole request, its body included
	idleTime    time.Duration // a kept-alive connection waiting for its next request
	headerBytes int           // the largest request headers
	conns       int           // connections open at once; more wait to be accepted
	unfinished  int           // games going on at once
	thinkers    int           // hints and reviews thought out at once
	lineMoves   int           // moves or cards on one answer line
	answerTime  time.Duration // thinking inside one answer (h, p, the coach)
	hintTime    time.Duration // a hint the page asks for, its wait included
	reviewTime  time.Duration // a review, its wait included
}

// defaultLimits are the server's bounds: a page answers within a second
// (a hint within its budget), so every time here is many times what a
// player's phone needs and short enough that a stalled client soon lets go.
func defaultLimits() serveLimits {
	return serveLimits{
		headerTime:  5 * time.Second,
		readTime:    10 * time.Second,
		idleTime:    20 * time.Second,
		headerBytes: 16 << 10,
		conns:       64,
		unfinished:  20,
		thinkers:    runtime.NumCPU(),
		lineMoves:   32,
		answerTime:  20 * time.Second,
		hintTime:    time.Minute,
		reviewTime:  5 * time.Minute,
	}
}

// httpServer returns the HTTP server of h under l. It sets no write
// timeout: a hint or a review is answered after it is thought out, which
// may take longer than any write timeout short enough to matter, and its
// answer is small.
func (l serveLimits) httpServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: l.headerTime,
		ReadTimeout:       l.readTime,
		IdleTimeout:       l.idleTime,
		MaxHeaderBytes:    l.headerBytes,
	}
}

// listener returns ln holding at most l.conns connections open at once:
// the others wait, unaccepted, until one closes.
func (l serveLimits) listener(ln net.Listener) net.Listener {
	return netutil.LimitListener(ln, l.conns)
}
