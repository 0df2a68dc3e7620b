package main

// The whole deal a review solves with: from the record, the command line,
// or the cards never seen asked at the end, saved into the record as they
// are typed.

import (
	"errors"
	"fmt"
	"strings"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// dealText is the deal line of deal, "" when it is not known.
func dealText(deal []canfield.Card) string {
	if deal == nil {
		return ""
	}
	return notation.FormatDeal(deal)
}

// wholeDeal finds the whole deal: from the record, its Seed, Code or
// PySolFC tag, --deal, --pysol, or by asking; nil when it stays unknown.
// The cards typed when asked are saved into the record file (recs, all its
// games), one by one, so that they need not be typed again and the file
// gives the whole deal.
func (c *reviewOptions) wholeDeal(env *Env, p Prompter, recs []*notation.Record, rec *notation.Record, g *tracker.Game) ([]canfield.Card, error) {
	if d, _, err := rec.WholeDeal(); err != nil {
		return nil, fmt.Errorf("%s: %w", c.File, err)
	} else if err := g.SetDeal(d); err != nil {
		return nil, fmt.Errorf("%s: the record's deal does not agree with its moves: %w", c.File, err)
	}
	if c.Deal != "" {
		d, err := notation.ParseDeal(g.Rules(), c.Deal)
		if err != nil {
			return nil, fmt.Errorf("--deal: %w", err)
		}
		if err := g.SetDeal(d); err != nil {
			return nil, fmt.Errorf("--deal does not agree with the record: %w", err)
		}
	}
	if c.PySol.Set {
		n, d, err := c.PySol.Deal(g.Rules())
		if err != nil {
			return nil, err
		}
		if err := g.SetDeal(d); err != nil {
			return nil, &exitError{2, fmt.Errorf("--pysol %s: PySolFC's game %s does not agree with the record: %w", n, n, err)}
		}
	}
	if d, ok := g.Deal(); ok {
		return d, nil
	}
	ask := c.Ask
	if terminal(env.Stdin) && !c.JSON && !c.NoAsk {
		ask = true
	}
	if !ask {
		return nil, nil
	}
	saved, savedIn := false, c.File
	keep := func([]canfield.Card) error { return nil }
	if c.File != "-" {
		// The file is locked while cards are typed, as play locks it, and
		// only this game is rewritten: the others stay byte for byte.
		rf, err := c.lockGame(recs, rec)
		if err != nil {
			return nil, err
		}
		defer func() { rf.close() }()
		keep = func(deal []canfield.Card) error {
			copy(rec.Setup, deal)
			text, err := notation.FormatRecord(rec)
			if err != nil {
				return err
			}
			if rf.changedOnDisk() {
				// Changed by hand (an editor) while the cards were typed:
				// it is left as it is, as play leaves it.
				nf, err := rf.beside()
				if err != nil {
					return fmt.Errorf("%s was changed on disk while the cards were typed, and no file beside it could be made (%w)", savedIn, err)
				}
				sayf(env.Stdout, "%s was changed on disk while the cards were typed; it is left as it is, and the cards typed are saved to %s from now on.", escapeTerm(savedIn), escapeTerm(nf.name))
				rf.close()
				rf, savedIn = nf, nf.name
			}
			saved = true
			return rf.write(text)
		}
	}
	if p == nil {
		p = newLinePrompter(env.Ctx, env.Stdin, env.Stdout)
	}
	deal, err := askRestOfDeal(env, p, g, keep)
	if saved {
		fmt.Fprintf(env.Stdout, "The cards typed are saved in %s.\n", escapeTerm(savedIn))
	}
	return deal, err
}

// lockGame locks the record file for saving the cards typed into game
// c.Game (rec), as play locks it: a game resumed elsewhere in the same
// file would otherwise overwrite them, or be overwritten. The file must
// still hold the games read (recs).
func (c *reviewOptions) lockGame(recs []*notation.Record, rec *notation.Record) (*recordFile, error) {
	rf, err := openRecordFile(c.File, forResume)
	var le *lockedError
	if errors.As(err, &le) {
		return nil, fmt.Errorf("%s is being saved to by another canfield, so the cards typed here could not be saved; finish that game first, or pass --no-ask (or the whole deal with --deal)", c.File)
	}
	if err != nil {
		return nil, fmt.Errorf("the cards typed could not be saved: %w", err)
	}
	same := len(rf.games) == len(recs)
	for i := 0; same && i < len(recs); i++ {
		a, err1 := notation.FormatRecord(rf.games[i])
		b, err2 := notation.FormatRecord(recs[i])
		same = err1 == nil && err2 == nil && a == b
	}
	if !same {
		rf.close()
		return nil, fmt.Errorf("%s changed while it was read; run analyze again", c.File)
	}
	rf.pick(c.Game)
	return rf, nil
}

// askRestOfDeal asks for every card of the deal not known yet, calling
// keep with the deal after each card typed (or taken back with u). As at
// play's card prompts, several cards on one line answer this place and
// the places after it.
func askRestOfDeal(env *Env, p Prompter, g *tracker.Game, keep func([]canfield.Card) error) ([]canfield.Card, error) {
	deal, _ := g.Deal()
	missing := 0
	for _, c := range deal {
		if c == canfield.NoCard {
			missing++
		}
	}
	verb := "were"
	if missing == 1 {
		verb = "was"
	}
	sayf(env.Stdout, "%s of the deal %s never seen. Turn the piles over and type them to learn whether the deal was winnable (several on a line go to the places in turn; u takes back the last card typed, ? says more, an empty line skips).", plural(missing, "card"), verb)
	var typed []int    // the positions typed here, in order, for u
	var ahead []string // cards typed on one line for the places after this one
	drop := func(why string) {
		if len(ahead) > 0 {
			sayf(env.Stdout, "Not entered: %s: %s", why, strings.Join(ahead, " "))
			ahead = nil
		}
	}
	for pos := 0; pos < len(deal); pos++ {
		for deal[pos] == canfield.NoCard {
			prompt := fmt.Sprintf("Card for %s:", canfield.PositionName(g.Rules(), pos))
			var ans string
			if len(ahead) > 0 {
				ans, ahead = ahead[0], ahead[1:]
				fmt.Fprintf(env.Stdout, "%s %s\n", prompt, ans)
			} else {
				line, err := p.Line(prompt)
				if err != nil || line == "" {
					return nil, err
				}
				ans = line
				if toks, bad := cardTokens(line); len(toks) > 1 && bad == "" {
					ans, ahead = toks[0], toks[1:]
				} else if len(toks) > 0 && bad != "" {
					_, perr := notation.ParseCard(bad)
					sayf(env.Stdout, "%v, so none of the line's cards was entered. Type the line again.", perr)
					continue
				}
			}
			switch strings.ToLower(ans) {
			case "?", "help":
				say(env.Stdout, "Type the card at this place as the pile shows it (7h, Td, Q♠), or several on one line for this place and the next ones (7h td 3c); the places go in dealing order. u takes back the last card typed here; an empty line stops, keeping the cards typed so far in the record.")
				continue
			case "u":
				if len(typed) == 0 {
					say(env.Stdout, "Nothing to take back: no card typed here yet.")
					continue
				}
				back := typed[len(typed)-1]
				typed = typed[:len(typed)-1]
				sayf(env.Stdout, "Took back %s, typed for %s.", notation.FormatCard(deal[back]), canfield.PositionName(g.Rules(), back))
				deal[back] = canfield.NoCard
				if err := g.SetDeal(deal); err != nil {
					return nil, err
				}
				if err := keep(deal); err != nil {
					return nil, fmt.Errorf("saving the cards typed: %w", err)
				}
				pos = back
				continue
			}
			card, err := typedCard(ans)
			if err != nil {
				sayf(env.Stdout, "%v.", err)
				drop("a card before them was refused")
				continue
			}
			deal[pos] = card
			if err := g.SetDeal(deal); err != nil {
				sayf(env.Stdout, "%v.", err)
				deal[pos] = canfield.NoCard
				drop("a card before them was refused")
				continue
			}
			typed = append(typed, pos)
			full, _ := g.Deal() // with the last card, once it follows
			if err := keep(full); err != nil {
				return nil, fmt.Errorf("saving the cards typed: %w", err)
			}
		}
		if d, ok := g.Deal(); ok {
			drop("every card of the deal is known")
			return d, nil
		}
	}
	return nil, nil
}
