package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
	"canfield/tracker"
)

// HintCmd suggests the next move of a game in progress.
type HintCmd struct {
	RulesFlag
	File  string    `arg:"" optional:"" help:"A game record (a game in progress); its last game is used unless --game picks another. Only the cards a player at the table has seen are read from it."`
	Game  int       `type:"game" placeholder:"K" help:"Which game of the file (1: the first). Default: the last, as every command takes a file of several games."`
	Deal  string    `help:"Instead of a record: what is known of the deal, a deal line with ?? for every card not seen yet." placeholder:"LINE"`
	PySol PySolFlag `name:"pysol" placeholder:"N" help:"Instead of a record: the game is PySolFC's game N (12345, ms123), under --rules; only the cards its moves show are seen."`
	Moves string    `help:"With --deal or --pysol: the moves made so far, in the move notation, separated by spaces." placeholder:"MOVES"`
	JSON  bool      `name:"json" help:"Print the suggestions as a JSON array."`
	Think bool      `help:"Think longer: more samples and a larger solver budget."`
	Seed  SeedFlag  `default:"1" placeholder:"N" help:"Seed of the sampling: the same game and seed give the same hints."`
	Top   int       `default:"0" help:"Print only the best N moves (0: all)."`
	ASCII bool      `help:"Write cards in plain ASCII (7h)."`
}

// Run prints the ranked moves.
func (c *HintCmd) Run(env *Env) error {
	if err := checkFlags(atLeast("top", c.Top, 0)); err != nil {
		return err
	}
	v, err := c.view(env)
	if err != nil {
		return err
	}
	if st, err := v.StateOf(v.Public()); err == nil && st.Won() && !c.JSON {
		fmt.Fprintln(env.Stdout, "The game is won: every card is on the foundations.")
		return nil
	}
	if v.Lost() && !c.JSON {
		fmt.Fprintln(env.Stdout, "The game is lost: no move can change it any more (every card a deal can still show is known, and none plays).")
		return nil
	}
	opts := hint.DefaultAdvise()
	if c.Think {
		opts = hint.ThinkAdvise()
	}
	opts.Seed = c.Seed.Value
	sugg, err := hint.Advise(env.Ctx, v, opts)
	if err != nil && env.Ctx.Err() != nil {
		return &exitError{130, errors.New("interrupted")} // not "context canceled", exit 1
	}
	if err != nil {
		return err
	}
	if c.Top > 0 && len(sugg) > c.Top {
		sugg = sugg[:c.Top]
	}
	if c.JSON {
		return writeHintJSON(env.Stdout, sugg)
	}
	if len(sugg) == 0 {
		fmt.Fprintln(env.Stdout, "no legal move: the game is over")
		return nil
	}
	if nothingWins(sugg) {
		end := "Resigning ends the game ('resign' at its move prompt)"
		sayf(env.Stdout, "%s", nothingWinsNote(sugg, len(v.Unseen()), end))
	}
	st := newStyle(c.ASCII || os.Getenv("TERM") == "dumb")
	for i, s := range sugg {
		head := fmt.Sprintf("%2d. %-6s %s  ", i+1, notation.FormatMove(s.Move), hintEstimate(s))
		fmt.Fprintln(env.Stdout, hang(head, st.hintReason(s, true)+whyAbove(hint.WhyAbove(sugg, i)), textWidth(env.Stdout)))
	}
	if anyRough(sugg) {
		sayf(env.Stdout, "%s", roughNote)
	}
	return nil
}

// view reads the game from the record or from --deal and --moves.
func (c *HintCmd) view(env *Env) (tracker.View, error) {
	if err := oneDeal(flagGiven{"a record FILE", c.File != ""}, flagGiven{"--deal", c.Deal != ""}, flagGiven{"--pysol", c.PySol.Set}); err != nil {
		return tracker.View{}, err
	}
	switch {
	case c.File == "" && c.Deal == "" && !c.PySol.Set:
		return tracker.View{}, &exitError{2, fmt.Errorf("give the game: a record FILE, or --deal or --pysol (with --moves)")}
	case c.File == "" && c.Game != 0:
		return tracker.View{}, &exitError{2, fmt.Errorf("--game chooses a game of a record FILE")}
	}
	if c.File != "" {
		recs, name, err := readRecords(env, c.File)
		if err != nil {
			return tracker.View{}, &exitError{2, err}
		}
		k := c.Game
		if k == 0 {
			k = len(recs)
		}
		rec, err := pickGame(recs, name, k)
		if err != nil {
			return tracker.View{}, err
		}
		if len(recs) > 1 && c.Game == 0 {
			// Only when the game was not named: which one the hints are for.
			fmt.Fprintf(env.Stderr, "canfield: %s holds %d games; hints for game %d (--game picks another)\n", escapeTerm(name), len(recs), k)
		}
		if g, err := tracker.FromRecord(rec); err == nil {
			if req, ok := g.Need(); ok {
				// Quit while a card was asked for: a game in progress,
				// not a broken record.
				again := "play --resume " + shellQuote(name)
				if len(recs) > 1 {
					again += fmt.Sprintf(" --game %d", k)
				}
				return tracker.View{}, &exitError{2, fmt.Errorf("%s: the game waits for %s to be typed; '%s %s' asks for it, and the hints come once it is in", name, req.Place, invocation(), again)}
			}
		}
		v, err := recordView(rec)
		if err != nil {
			return tracker.View{}, &exitError{2, fmt.Errorf("%s: %w", name, err)}
		}
		if g, err := tracker.FromRecord(rec); err == nil {
			if m := resultMismatch(rec, g); m != "" {
				// As replay and analyze say: the hints are for where the
				// moves end, not for the end the tag claims.
				sayf(env.Stderr, "Note: %s: %s; the hints are for the game as its moves leave it.", escapeTerm(name), m)
			}
		}
		return v, nil
	}
	r, err := c.Resolve()
	if err != nil {
		return tracker.View{}, err
	}
	var known []canfield.Card
	if c.PySol.Set {
		// The whole deal, as a virtual game's record holds it: the hints
		// see only the cards the moves show.
		if _, known, err = c.PySol.Deal(r); err != nil {
			return tracker.View{}, err
		}
	} else if known, err = notation.ParseKnownDeal(r, c.Deal); err != nil {
		return tracker.View{}, &exitError{2, fmt.Errorf("--deal: %w", err)}
	}
	moves, err := notation.ParseMoves(c.Moves)
	if err != nil {
		return tracker.View{}, &exitError{2, fmt.Errorf("--moves: %w", err)}
	}
	rec := notation.NewRecord(r)
	copy(rec.Setup, known)
	for _, m := range moves {
		rec.Moves = append(rec.Moves, notation.MoveEntry{Move: m})
	}
	v, err := recordView(rec)
	if err != nil {
		return tracker.View{}, &exitError{2, err}
	}
	return v, nil
}

// hintJSON is the JSON form of a suggestion.
type hintJSON struct {
	Move    string   `json:"move"`
	Basis   string   `json:"basis"`
	Chance  *float64 `json:"chance,omitempty"`
	Win     *float64 `json:"win,omitempty"`
	StdErr  *float64 `json:"stderr,omitempty"`
	Lo      *float64 `json:"lo,omitempty"`
	Hi      *float64 `json:"hi,omitempty"`
	Samples int      `json:"samples,omitempty"`
	Wins    int      `json:"wins,omitempty"`
	Losses  int      `json:"losses,omitempty"`
	Unknown int      `json:"unknown,omitempty"`
	Reveals bool     `json:"reveals"`
	Repeats int      `json:"repeats,omitempty"`
	Line    bool     `json:"line,omitempty"`
	Reason  string   `json:"reason"`
}

func writeHintJSON(w io.Writer, sugg []hint.Suggestion) error {
	plain := newStyle(true)
	out := make([]hintJSON, len(sugg))
	for i, s := range sugg {
		h := hintJSON{Move: notation.FormatMove(s.Move), Basis: s.Basis.String(), Reveals: s.Reveals, Repeats: s.Repeats, Line: s.Line, Reason: plain.hintReason(s, false)}
		if s.Basis == hint.Searched {
			s := s
			h.Win, h.StdErr, h.Lo, h.Hi = &s.Win, &s.StdErr, &s.Lo, &s.Hi
			if s.Chance >= 0 {
				h.Chance = &s.Chance
			}
			h.Samples, h.Wins, h.Losses, h.Unknown = s.Samples, s.Wins, s.Losses, s.Unknown
		}
		out[i] = h
	}
	return json.NewEncoder(w).Encode(out)
}
