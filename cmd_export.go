package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// ExportCmd prints a recorded game in a form for other programs.
type ExportCmd struct {
	File   string `arg:"" placeholder:"FILE" help:"Game record file ('-': standard input)."`
	Format string `required:"" enum:"deal,code,json,solvitaire,pysol" placeholder:"deal|code|json|solvitaire|pysol" help:"deal: the deal line (every card must be known, from the record or its Seed, Code or PySolFC tag); code: the deal code, letters and digits that 'play --code' deals again; json: the record as JSON; solvitaire: the deal as Solvitaire's JSON; pysol: PySolFC's game number of a game dealt from one (play --pysol, import --pysol)."`
	Game   int    `type:"game" placeholder:"K" help:"Which game of the file to export (1: the first). Default: the last, as every command takes a file of several games."`
}

// Run prints the export.
func (c *ExportCmd) Run(env *Env) error {
	recs, name, err := readRecords(env, c.File)
	if err != nil {
		return err
	}
	if c.Game == 0 {
		// Not given: the last game, as every command takes it, and a
		// word that there are others.
		c.Game = len(recs)
		if len(recs) > 1 {
			fmt.Fprintf(env.Stderr, "canfield: %s holds %d games; exporting game %d, the last (--game picks another)\n", escapeTerm(name), len(recs), c.Game)
		}
	}
	rec, err := pickGame(recs, name, c.Game)
	if err != nil {
		return err
	}
	var out []byte
	switch c.Format {
	case "json":
		out, err = json.MarshalIndent(rec, "", "  ")
		out = append(out, '\n')
	default:
		var deal []canfield.Card
		deal, err = fullDeal(rec)
		var unknown *unknownCardsError
		if errors.As(err, &unknown) && c.File != "-" {
			// The review asks for the cards never seen and keeps them.
			game := ""
			if len(recs) > 1 {
				game = fmt.Sprintf(" --game %d", c.Game)
			}
			return fmt.Errorf("%s: game %d: %w; '%s analyze %s%s --ask' asks for them and saves them into the record", name, c.Game, err, invocation(), shellQuote(name), game)
		}
		if err != nil {
			return fmt.Errorf("%s: game %d: %w", name, c.Game, err)
		}
		switch c.Format {
		case "pysol":
			n, ok, _ := rec.PySolFC() // the tag was checked by WholeDeal
			if !ok {
				return &exitError{2, fmt.Errorf("%s: game %d has no PySolFC tag: it was not dealt from PySolFC's game numbers ('play --pysol N' and 'import --pysol N' deal them)", name, c.Game)}
			}
			out = []byte(n.String() + "\n")
		case "deal":
			out = []byte(notation.FormatDeal(deal) + "\n")
		case "code":
			var code string
			code, err = notation.FormatCode(rec.Rules, deal)
			out = []byte(code + "\n")
		default:
			out, err = notation.FormatSolvitaire(rec.Rules, deal)
		}
	}
	if err != nil {
		return fmt.Errorf("%s: game %d: %w", name, c.Game, err)
	}
	_, err = env.Stdout.Write(out)
	return err
}

// fullDeal returns the whole deal of a record (notation.Record.WholeDeal);
// it is an error, naming how many cards are unknown, when the deal cannot
// be completed.
func fullDeal(rec *notation.Record) ([]canfield.Card, error) {
	deal, complete, err := rec.WholeDeal()
	if err != nil || complete {
		return deal, err
	}
	missing := 0
	for _, c := range deal {
		if c == canfield.NoCard {
			missing++
		}
	}
	return nil, &unknownCardsError{missing, len(deal)}
}

// unknownCardsError is fullDeal's error for a deal with cards never seen.
type unknownCardsError struct{ missing, total int }

func (e *unknownCardsError) Error() string {
	return fmt.Sprintf("%d of the deal's %d cards are unknown and the record has no Seed, Code or PySolFC tag to give them; the deal is exported only when every card is known", e.missing, e.total)
}
