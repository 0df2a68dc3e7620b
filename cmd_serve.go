package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"syscall"
	"time"

	"canfield/hint"
)

// ServeCmd serves the assistant as a page for a phone or a browser.
type ServeCmd struct {
	LAN      bool   `help:"Listen on this machine's LAN address, so that a phone on the same network opens the page (default: 127.0.0.1, this machine only)."`
	Port     int    `default:"0" placeholder:"N" help:"Port to listen on (0: the port of the last start, or any free port)."`
	Out      string `short:"o" placeholder:"FILE" help:"Record file every game of the page is added to (default: a dated file each in the user's data directory, as play saves)."`
	Think    bool   `help:"Hints think longer (deeper search, slower)."`
	NoQR     bool   `name:"no-qr" help:"Do not draw the address as a QR code."`
	NewToken bool   `name:"new-token" help:"Make a new token: the address printed before, and every page open at it, stop working (the token is otherwise kept in the data directory, so that the address works after a restart)."`
}

// Run serves until Ctrl-C, then saves every game going on; the next start
// takes them up again, at the same address.
func (c *ServeCmd) Run(env *Env) error {
	if c.Port < 0 || c.Port > 65535 {
		return &exitError{2, fmt.Errorf("--port: %d is not a port (0 to 65535)", c.Port)}
	}
	state, err := readServeState()
	if err != nil {
		fmt.Fprintf(env.Stdout, "%v: a new token is made, and the address printed before stops working.\n", err)
	}
	ln, err := c.listenKept(env, state.Port)
	if err != nil {
		return err
	}
	if state.Token == "" || c.NewToken {
		if state.Token, err = newToken(); err != nil {
			ln.Close()
			return err
		}
	}
	state.Port = ln.Addr().(*net.TCPAddr).Port
	advise := hint.DefaultAdvise()
	if c.Think {
		advise = hint.ThinkAdvise()
	}
	gctx, stopGames := context.WithCancel(context.WithoutCancel(env.Ctx))
	defer stopGames()
	ws, err := newWebServer(gctx, state.Token, expandHome(c.Out), advise)
	if err != nil {
		ln.Close()
		return err
	}
	ws.nextID = state.Last
	kept := state.Games
	state.Games = nil
	for _, sg := range kept {
		said, err := ws.takeUp(sg)
		if err != nil {
			fmt.Fprintf(env.Stdout, "Game %s (%s) does not go on: %s.\n", sg.ID, escapeTerm(sg.File), escapeTerm(err.Error()))
			continue
		}
		state.Games = append(state.Games, sg)
		fmt.Fprintf(env.Stdout, "Game %s goes on: %s\n", sg.ID, escapeTerm(said))
	}
	if err := writeServeState(state); err != nil {
		fmt.Fprintf(env.Stderr, "canfield: %v; the next start makes a new address\n", err)
	}
	url := fmt.Sprintf("http://%s/?t=%s", ln.Addr().String(), state.Token)
	fmt.Fprintf(env.Stdout, "canfield serves the table at\n  %s\n", url)
	if !c.NoQR && terminal(env.Stdout) {
		colour := os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
		if err := writeQR(env.Stdout, url, colour); err != nil {
			fmt.Fprintf(env.Stderr, "canfield: %v\n", err)
		}
	}
	if !c.LAN {
		fmt.Fprintln(env.Stdout, "Only this machine can open it; --lan serves a phone on the same network.")
	}
	fmt.Fprintln(env.Stdout, "Ctrl-C stops the server; every game is saved, and goes on at the next start, at the same address.")
	hs, served := ws.serve(ln)
	select {
	case <-env.Ctx.Done():
	case err = <-served:
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = hs.Shutdown(sctx)
	stopGames()
	stopped := ws.close()
	ws.mu.Lock()
	state.Last = ws.nextID
	ws.mu.Unlock()
	return c.stopped(env, stopped, state, err)
}

// stopped says how the games going on at the stop were left, keeps them
// for the next start, and returns the command's result: a game whose save
// failed is printed whole on standard error, as play prints it, and the
// exit is 1.
func (c *ServeCmd) stopped(env *Env, games []stoppedGame, state serveState, err error) error {
	state.Games = nil
	unsaved := 0
	for _, g := range games {
		if sf := g.unsaved; sf != nil {
			unsaved++
			fmt.Fprintf(env.Stderr, "canfield: game %s: %v\nThe game was not saved; here is its record (save it to a file to resume it):\n\n%s\n", g.id, sf.err, sf.text)
			continue
		}
		state.Games = append(state.Games, serveStateGame{ID: g.id, File: g.file, Game: g.game})
		fmt.Fprintf(env.Stdout, "Game saved to %s\nResume it with: %s play --resume %s\n", escapeTerm(g.file), invocation(), shellQuote(g.file))
	}
	if werr := writeServeState(state); werr != nil {
		fmt.Fprintf(env.Stderr, "canfield: %v; the next start makes a new address and takes up no game\n", werr)
	}
	if unsaved > 0 {
		return &exitError{1, fmt.Errorf("%s could not be saved; the record of each is printed above", plural(unsaved, "game"))}
	}
	if err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving: %w", err)
	}
	fmt.Fprintln(env.Stdout, "Stopped.")
	return nil
}

// listenKept opens the server's socket at --port, or else at kept, the
// port of the last start, so that the address printed then still works;
// a kept port now taken is said, and any free port taken instead.
func (c *ServeCmd) listenKept(env *Env, kept int) (net.Listener, error) {
	if c.Port != 0 || kept == 0 {
		return c.listen(c.Port)
	}
	ln, err := c.listen(kept)
	if errors.Is(err, syscall.EADDRINUSE) {
		fmt.Fprintf(env.Stdout, "Port %d, where the page was served at the last start, is taken now (by another canfield serve, or another program): the page is served at a new address, below.\n", kept)
		return c.listen(0)
	}
	return ln, err
}

// listen opens the server's socket: on the loopback, or with --lan on the
// machine's LAN address, at port (0: any free port).
func (c *ServeCmd) listen(port int) (net.Listener, error) {
	host := "127.0.0.1"
	if c.LAN {
		ip, err := lanAddress()
		if err != nil {
			return nil, &exitError{1, fmt.Errorf("--lan: %w", err)}
		}
		host = ip
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if errors.Is(err, syscall.EADDRINUSE) {
		return nil, &exitError{1, fmt.Errorf("port %d on %s is taken (by another canfield serve, or another program): give another with --port, or --port 0 for any free one: %w", port, host, err)}
	}
	if err != nil {
		return nil, &exitError{1, fmt.Errorf("listening on %s: %w", host, err)}
	}
	return ln, nil
}

// lanAddress returns the IPv4 address of this machine on its local
// network: the first private address of an interface that is up.
func lanAddress() (string, error) {
	ifs, err := net.Interfaces()
	if err != nil {
		return "", fmt.Errorf("listing the network interfaces: %w", err)
	}
	var other string
	for _, i := range ifs {
		if i.Flags&net.FlagUp == 0 || i.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := i.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok || n.IP.To4() == nil {
				continue
			}
			if n.IP.IsPrivate() {
				return n.IP.String(), nil
			}
			if other == "" && n.IP.IsGlobalUnicast() {
				other = n.IP.String()
			}
		}
	}
	if other != "" {
		return other, nil
	}
	return "", errors.New("no network interface has an IPv4 address on a local network")
}
