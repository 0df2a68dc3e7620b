package main

// A game played from the page: a play session whose prompts the page
// answers, and the steps that answer them.

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"

	"github.com/fatih/color"
)

// errGameEnded is an answer sent to a game whose session has ended.
var errGameEnded = errors.New("the game has ended; start a new one or resume a saved one")

// syncBuffer collects what a session writes, for the page to show.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

// take returns the lines written since the last take, blank lines left
// out.
func (b *syncBuffer) take() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for _, l := range strings.Split(b.b.String(), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, strings.TrimRight(l, " "))
		}
	}
	b.b.Reset()
	return out
}

// webGame is one game played from the page. Its session runs in a
// goroutine of its own; mu is held by the request answering a prompt, and
// the game is read only while its session waits at a prompt or has ended.
type webGame struct {
	id      string
	mu      sync.Mutex
	s       *session
	p       *webPrompter
	out     *syncBuffer
	prompt  webPrompt
	done    chan struct{}
	ended   bool
	endErr  error // how the session ended (nil, or interrupted, or a save that failed)
	version int   // counts the steps, so a second page sees a change
	last    []string
	started time.Time
	review  *reviewJob // the review of the ended game, once asked for
	// over is ended, read without mu (by the server's count of the games
	// going on); touched is when the game was started or last sent an
	// answer, in Unix nanoseconds, to name the game left longest when the
	// server plays all it may.
	over    atomic.Bool
	touched atomic.Int64
	// think is held by the hint or review being thought out for the game
	// (one at a time); deadline ends the thinking inside the answer being
	// played (set before the answer is sent to the session).
	think    chan struct{}
	deadline time.Time
}

// newGameOptions say which game a page starts: a virtual deal (by seed,
// by code, or a random one), cards at the table, or a record file resumed.
type newGameOptions struct {
	Virtual bool    `json:"virtual"`
	Seed    *uint64 `json:"seed,omitempty"`
	Code    string  `json:"code,omitempty"`
	Rules   string  `json:"rules,omitempty"`
	Resume  string  `json:"resume,omitempty"` // a record file; "latest" for the latest unfinished game
	Game    int     `json:"game,omitempty"`
	Player  string  `json:"player,omitempty"`
}

// webStyle draws cards for the page's messages: suit symbols, no colour
// codes (the page colours the cards it draws itself), no terminal table.
func webStyle() *style {
	st := newStyle(false)
	st.red = color.New(color.FgRed)
	st.red.DisableColor()
	st.dim = color.New(color.Faint)
	st.dim.DisableColor()
	st.noTable = true
	return st
}

// startGame sets up a session as 'canfield play' does for o, with out the
// record file (empty: a new dated file in the data directory), and runs it
// until its first prompt. o.Resume, when set, is a record file the server
// has found (resumeTarget), not a request's words. A file to save to after
// a failed save is a name in the records folder; the thinking inside an
// answer waits its turn with the page's hints.
func (ws *webServer) startGame(id string, o newGameOptions, out string) (*webGame, error) {
	ctx := ws.ctx
	buf := &syncBuffer{}
	env := &Env{Ctx: ctx, Stdin: strings.NewReader(""), Stdout: buf, Stderr: buf}
	p := newWebPrompter(ctx, buf)
	s := &session{env: env, p: p, st: webStyle(), out: out, history: historyPath(), advise: hint.DefaultAdvise(), saveDir: recordsDir(), face: pageFace{}}
	if err := setupGame(s, o); err != nil {
		return nil, err
	}
	if s.file == nil {
		if err := s.openOut(); err != nil {
			return nil, err
		}
	}
	now := time.Now()
	g := &webGame{id: id, s: s, p: p, out: buf, done: make(chan struct{}), started: now, think: make(chan struct{}, 1),
		deadline: now.Add(ws.limits.answerTime)}
	g.touched.Store(now.UnixNano())
	s.thinkGate = ws.answerGate(g)
	go func() {
		defer close(g.done)
		defer s.file.close()
		g.endErr = s.stop(s.loop())
	}()
	g.await()
	return g, nil
}

// setupGame deals or resumes the game of o into s, with the checks and
// words of 'canfield play'.
func setupGame(s *session, o newGameOptions) error {
	if o.Resume != "" {
		return s.resume(o.Resume, o.Game)
	}
	if o.Code != "" && o.Seed != nil {
		return errors.New("give either a seed or a code: each names a whole deal")
	}
	if _, err := notation.TagLine(notation.TagPlayer, o.Player); err != nil {
		return fmt.Errorf("player: %w", err)
	}
	r, err := RulesFlag{Rules: cmp.Or(o.Rules, "classic")}.Resolve()
	if err != nil {
		return err
	}
	if s.g, err = tracker.New(r); err != nil {
		return err
	}
	s.tags = []notation.Tag{{Name: notation.TagDate, Value: time.Now().Format("2006.01.02")}}
	if o.Player != "" {
		s.tags = append(s.tags, notation.Tag{Name: notation.TagPlayer, Value: o.Player})
	}
	switch {
	case o.Code != "":
		if s.virtual, err = notation.ParseCode(r, o.Code); err != nil {
			return fmt.Errorf("code: %w", err)
		}
		s.code = strings.TrimSpace(o.Code)
		fmt.Fprintf(s.env.Stdout, "Virtual deal, code %s (%s rules).\n", s.code, r.Name)
	case o.Virtual || o.Seed != nil:
		seed := randomSeed()
		if o.Seed != nil {
			seed = *o.Seed
		}
		s.seed = &seed
		s.virtual = canfield.ShuffledDeal(r, seed)
		fmt.Fprintf(s.env.Stdout, "Virtual deal, seed %d (%s rules).\n", seed, r.Name)
	default:
		sayf(s.env.Stdout, "%s", dealIntro(r))
	}
	return nil
}

// await waits for the session's next prompt, or its end, and takes what
// it wrote meanwhile.
func (g *webGame) await() {
	select {
	case pr := <-g.p.asked:
		g.prompt = pr
	case <-g.done:
		g.ended = true
		g.over.Store(true)
		g.prompt = webPrompt{}
		if g.endErr != nil && !errors.Is(g.endErr, errInterrupted) {
			fmt.Fprintf(g.out, "%v\n", g.endErr)
		}
	}
	g.version++
	g.last = g.out.take()
}

// answer gives the session the page's answer to its prompt and waits for
// the next one; the thinking the answer asks for (h, p, the coach) ends
// within think.
func (g *webGame) answer(a webAnswer, think time.Duration) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ended {
		return errGameEnded
	}
	g.deadline = time.Now().Add(think)
	g.touched.Store(time.Now().UnixNano())
	select {
	case g.p.answers <- a:
	case <-g.done:
	}
	g.await()
	return nil
}

// wait blocks until the session has ended (the server stopping ends it
// with the game saved).
func (g *webGame) wait() { <-g.done }

// view returns the game's information set for a hint, or false when the
// game has ended or waits for a card.
func (g *webGame) view() (tracker.View, *style, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ended {
		return tracker.View{}, nil, false
	}
	if _, need := g.s.g.Need(); need {
		return tracker.View{}, nil, false
	}
	return g.s.g.View(), g.s.st, true
}
