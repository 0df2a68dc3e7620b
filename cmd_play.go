package main

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/notation/pysol"
	"canfield/tracker"
)

// PlayCmd plays a game at the table, or a virtual one.
type PlayCmd struct {
	Rules   string    `short:"r" placeholder:"PRESET" help:"Rules preset (see 'canfield rules'); classic when not given."`
	Virtual bool      `help:"Deal a virtual game inside the program (no cards at hand needed)."`
	Seed    SeedFlag  `placeholder:"N" help:"Seed of the virtual deal (implies --virtual); the same as 'canfield deal --seed'."`
	Code    string    `placeholder:"CODE" help:"Deal the virtual game of this deal code (as 'canfield deal' and the end of a game print it; implies --virtual): friends play the same cards."`
	PySol   PySolFlag `name:"pysol" placeholder:"N" help:"Deal PySolFC's game N (12345, ms123, #00000000000000032000) as a virtual game (implies --virtual), under classic (its Canfield), superior, rainbow or storehouse."`
	Out     string    `short:"o" help:"Record file the game is saved to after every move (default: a dated file in the user's data directory)."`
	Resume  string    `help:"Continue the game saved in this record file." placeholder:"FILE"`
	Game    int       `type:"game" placeholder:"K" help:"With --resume: which game of the file to play on (1: the first). Default: the last, as every command takes a file of several games."`
	Player  string    `help:"Your name, for the record's Player tag."`
	Hints   bool      `help:"Show the best moves after every move (h shows them on request)."`
	Coach   bool      `help:"Say at once, in one line, when a move played is clearly worse than the first hint (outside the tie), and what it cost; u takes it back."`
	Think   bool      `help:"Hints think longer (deeper search, slower)."`
	Plain   bool      `help:"Plain line prompts even on a terminal."`
	ASCII   bool      `help:"Draw cards in plain ASCII (7h, ## for a hidden card)."`
}

// Run plays the game.
func (c *PlayCmd) Run(env *Env) error {
	if err := c.checkResume(); err != nil {
		return err
	}
	r, err := RulesFlag{Rules: cmp.Or(c.Rules, "classic")}.Resolve()
	if err != nil {
		return err
	}
	s := &session{env: env, st: newStyle(c.ASCII || os.Getenv("TERM") == "dumb"), out: expandHome(c.Out), history: historyPath(),
		autoHint: c.Hints, coach: c.Coach, advise: hint.DefaultAdvise(), offerReview: c.interactive(env), script: !c.interactive(env)}
	if c.Think {
		s.advise, s.think = hint.ThinkAdvise(), true
	}
	s.p = c.prompter(env)
	resumed := false
	// Asking for a deal, a file or rules asks for a new game: going on
	// with the latest one would drop what was asked for.
	if c.Resume == "" && !c.Virtual && !c.Seed.Set && c.Code == "" && !c.PySol.Set && c.Out == "" && c.Rules == "" && c.interactive(env) {
		if resumed, err = s.offerLatest(); err != nil {
			return s.stop(err)
		}
	}
	if c.Resume != "" {
		if err := s.resume(c.Resume, c.Game); err != nil {
			return withCode(1, err)
		}
	} else if !resumed {
		if err := c.newGame(env, s, r); errors.Is(err, errNoGame) {
			return nil
		} else if err != nil {
			return err
		}
	}
	if s.file == nil {
		if err := s.openOut(); err != nil {
			return &exitError{1, err}
		}
	}
	defer s.file.close()
	return s.stop(s.loop())
}

// errNoGame is the player leaving before a game started: nothing to play
// or save.
var errNoGame = errors.New("no game started")

// newGame starts the session on a new game under r: a deal given by
// --code, --pysol or --seed, a virtual one, or real cards, asked for at a terminal
// when no flag says which.
func (c *PlayCmd) newGame(env *Env, s *session, r canfield.Rules) error {
	var err error
	virtual := c.Virtual || c.Seed.Set || c.Code != "" || c.PySol.Set
	if !virtual && c.interactive(env) {
		i, err := s.p.Ask("Cards at hand?", []string{
			"Yes: I deal real cards and type what they show",
			"No: deal a virtual game for me",
		})
		if errors.Is(err, errBack) {
			fmt.Fprintln(env.Stdout, "No game started.")
			return errNoGame
		}
		if err != nil {
			if err := s.stop(err); err != nil {
				return err
			}
			return errNoGame
		}
		virtual = i == 1
	}
	if s.g, err = tracker.New(r); err != nil {
		return err
	}
	s.tags = []notation.Tag{{Name: notation.TagDate, Value: time.Now().Format("2006.01.02")}}
	if c.Player != "" {
		s.tags = append(s.tags, notation.Tag{Name: notation.TagPlayer, Value: c.Player})
	}
	if c.PySol.Set {
		var n pysol.Number
		if n, s.virtual, err = c.PySol.Deal(r); err != nil {
			return err
		}
		s.pysol = n.String()
		fmt.Fprintf(env.Stdout, "Virtual deal, PySolFC's game %s (%s rules).\n", s.pysol, r.Name)
	} else if c.Code != "" {
		if s.virtual, err = notation.ParseCode(r, c.Code); err != nil {
			return &exitError{2, fmt.Errorf("--code: %w", err)}
		}
		s.code = strings.TrimSpace(c.Code)
		fmt.Fprintf(env.Stdout, "Virtual deal, code %s (%s rules).\n", s.code, r.Name)
	} else if virtual {
		seed := randomSeed()
		if c.Seed.Set {
			seed = c.Seed.Value
		}
		s.seed = &seed
		s.virtual = canfield.ShuffledDeal(r, seed)
		fmt.Fprintf(env.Stdout, "Virtual deal, seed %d (%s rules).\n", seed, r.Name)
	} else {
		sayf(env.Stdout, "%s\nType each card as it shows, e.g. 7h, Td, Q♠; ? for help.", dealIntro(r))
	}
	return nil
}

// checkResume refuses flags that do not go together with --resume (the
// record gives the deal, the rules and the tags), or --game without it,
// instead of ignoring them.
func (c *PlayCmd) checkResume() error {
	if _, err := notation.TagLine(notation.TagPlayer, c.Player); err != nil {
		// Refused before any file is touched: saved, it would make the
		// record file unreadable.
		return &exitError{2, fmt.Errorf("--player: %w", err)}
	}
	if err := oneDeal(flagGiven{"--seed", c.Seed.Set}, flagGiven{"--code", c.Code != ""}, flagGiven{"--pysol", c.PySol.Set}); err != nil {
		return err
	}
	if c.Resume == "" {
		if c.Game != 0 {
			return &exitError{2, fmt.Errorf("--game chooses a game of the file given with --resume FILE")}
		}
		return nil
	}
	var given []string
	for _, f := range []struct {
		name string
		set  bool
	}{{"--virtual", c.Virtual}, {"--seed", c.Seed.Set}, {"--code", c.Code != ""}, {"--pysol", c.PySol.Set}, {"--rules", c.Rules != ""}, {"--player", c.Player != ""}} {
		if f.set {
			given = append(given, f.name)
		}
	}
	if len(given) > 0 {
		return &exitError{2, fmt.Errorf("%s cannot go with --resume: the game resumed keeps the deal, rules and player of its record", strings.Join(given, ", "))}
	}
	return nil
}

// interactive reports whether the player sits at a terminal.
func (c *PlayCmd) interactive(env *Env) bool { return terminal(env.Stdin) }

func (c *PlayCmd) prompter(env *Env) Prompter {
	if !c.Plain && c.interactive(env) {
		if terminal(env.Stdout) {
			return newTermPrompter(env.Ctx, env.Stdin, env.Stdout)
		}
	}
	lp := newLinePrompter(env.Ctx, env.Stdin, env.Stdout)
	lp.echo = !c.interactive(env)
	lp.script = !c.interactive(env)
	return lp
}
