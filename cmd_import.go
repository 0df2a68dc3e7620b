package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// ImportCmd makes a game record from a deal.
type ImportCmd struct {
	File  string    `arg:"" optional:"" placeholder:"FILE|-" help:"Deal lines (one game per line; blank lines and # comments are skipped), a Solvitaire JSON deal, or a game record's JSON (export --format json: read back whole); '-' reads standard input."`
	PySol PySolFlag `name:"pysol" placeholder:"N" help:"Instead of FILE: PySolFC's game N (12345, ms123), dealt as PySolFC deals it under --rules (classic, superior, rainbow or storehouse); the record keeps N in its PySolFC tag."`
	Rules string    `short:"r" placeholder:"P" help:"Rules of the game, a preset and changed options as in a record's Rules tag (e.g. 'classic', 'draw1 passes=3'). Default: classic for deal lines; for a Solvitaire deal, wolter (one foundation card) or storehouse (four)."`
	Out   string    `short:"o" placeholder:"OUT" help:"Write the records to this file, after the games it holds (atomically: a crash never leaves half a file), instead of standard output."`
}

// Run reads the deal and writes the record.
func (c *ImportCmd) Run(env *Env) error {
	var given *canfield.Rules
	if c.Rules != "" {
		r, err := notation.ParseRules(c.Rules)
		if err != nil {
			return &exitError{2, fmt.Errorf("--rules: %w", err)}
		}
		given = &r
	}
	if c.PySol.Set || c.File == "" {
		return c.pysolGame(env, given)
	}
	data, src, name, done, err := c.read(env)
	if err != nil {
		return err
	}
	defer done()
	var recs []*notation.Record
	if isRecordJSON(data) {
		// A record exported with --format json comes back whole, with
		// its moves and tags.
		if given != nil {
			return &exitError{2, fmt.Errorf("%s is a game record in JSON, which keeps its own rules; --rules is for deals", name)}
		}
		var rec notation.Record
		if err := rec.UnmarshalJSON(data); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		return c.write(env, []*notation.Record{&rec})
	}
	recs, err = c.deals(env, data, src, name, given)
	if err != nil {
		return err
	}
	if len(recs) == 0 {
		return fmt.Errorf("%s holds no deal (a deal line, or a Solvitaire JSON deal)", name)
	}
	date := time.Now().Format("2006.01.02")
	for _, rec := range recs {
		rec.Tags = []notation.Tag{
			{Name: notation.TagRules, Value: notation.FormatRules(rec.Rules)},
			{Name: notation.TagDate, Value: date},
			{Name: notation.TagResult, Value: notation.ResultInProgress},
		}
	}
	return c.write(env, recs)
}

// deals reads the deals of the input: one Solvitaire JSON deal (data), or
// deal lines and deal codes (src), under the rules given or classic.
func (c *ImportCmd) deals(env *Env, data []byte, src io.Reader, name string, given *canfield.Rules) ([]*notation.Record, error) {
	if data != nil {
		rec, err := importSolvitaire(data, given)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if given == nil {
			// The JSON holds the cards only: say which rules were taken.
			eg := ""
			if rec.Rules.BaseRank == 0 {
				eg = ", e.g. --rules classic"
			}
			sayf(env.Stderr, "canfield: %s is a Solvitaire deal, which holds no rules; imported under %s rules (%s); --rules picks others%s.",
				escapeTerm(name), rulesLabel(rec.Rules), solvitaireRulesWhy(rec.Rules), eg)
		}
		return []*notation.Record{rec}, nil
	}
	r := canfield.Classic
	if given != nil {
		r = *given
	}
	recs, err := importDealLines(src, r)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return recs, nil
}

// isRecordJSON says whether data is a JSON object holding a field only a
// record has (export --format json: "setup", "tags", "moves"), not a
// Solvitaire deal; a record without its setup is then named as such.
func isRecordJSON(data []byte) bool {
	var keys map[string]json.RawMessage
	if json.Unmarshal(data, &keys) != nil {
		return false
	}
	for _, k := range []string{"setup", "tags", "moves"} {
		if _, ok := keys[k]; ok {
			return true
		}
	}
	return false
}

// write writes the records to --out, or to standard output.
func (c *ImportCmd) write(env *Env, recs []*notation.Record) error {
	text, err := notation.FormatRecords(recs)
	if err != nil {
		return err
	}
	if c.Out == "" {
		if terminal(env.Stdout) {
			// Shown, not saved: a tag's terminal codes are shown escaped.
			text = escapeLines(text)
		}
		_, err := io.WriteString(env.Stdout, text)
		return err
	}
	// A file that holds games keeps them: the games imported go after.
	rf, err := openRecordFile(c.Out, forAdd)
	if err != nil {
		return err
	}
	defer rf.close()
	if err := rf.write(text); err != nil {
		return err
	}
	after := ""
	if n := len(rf.games); n > 0 {
		after = fmt.Sprintf(", after the %s it held", plural(n, "game"))
	}
	fmt.Fprintf(env.Stdout, "Wrote %s to %s (%s rules)%s.\n", plural(len(recs), "game"), escapeTerm(c.Out), rulesLabel(recs[0].Rules), after)
	return nil
}

// pysolGame writes the record of PySolFC's game --pysol N under the rules
// given (classic by default), its number in the PySolFC tag.
func (c *ImportCmd) pysolGame(env *Env, given *canfield.Rules) error {
	if err := oneDeal(flagGiven{"FILE", c.File != ""}, flagGiven{"--pysol", c.PySol.Set}); err != nil {
		return err
	}
	if !c.PySol.Set {
		return &exitError{2, errors.New("give a FILE of deals ('-' reads standard input), or --pysol N")}
	}
	r := canfield.Classic
	if given != nil {
		r = *given
	}
	n, deal, err := c.PySol.Deal(r)
	if err != nil {
		return err
	}
	rec := notation.NewRecord(r)
	copy(rec.Setup, deal)
	rec.Tags = []notation.Tag{
		{Name: notation.TagRules, Value: notation.FormatRules(r)},
		{Name: notation.TagDate, Value: time.Now().Format("2006.01.02")},
		{Name: notation.TagPySolFC, Value: n.String()},
		{Name: notation.TagResult, Value: notation.ResultInProgress},
	}
	return c.write(env, []*notation.Record{rec})
}

// read opens the input file ('-': standard input). JSON (a text that
// starts with {) is read whole, up to notation.MaxFileBytes, and returned
// as data; deal lines are left to stream from src (data is nil). done
// closes the file.
func (c *ImportCmd) read(env *Env) (data []byte, src io.Reader, name string, done func(), err error) {
	in, name, done := env.Stdin, "stdin", func() {}
	if c.File != "-" {
		f, err := openInput(c.File)
		if err != nil {
			return nil, nil, c.File, done, err
		}
		in, name, done = f, c.File, func() { f.Close() }
	}
	br := bufio.NewReaderSize(in, 64<<10)
	if !startsWithBrace(br) {
		return nil, br, name, done, nil
	}
	data, err = readLimited(br, name)
	return data, nil, name, done, err
}

// importDealLines reads one deal line a game under rules r
// (notation.DealScanner: blank lines and # comments are skipped). An error
// names the line, and the column of a bad card.
// At most notation.MaxGames deals are read: a record file holds no more.
func importDealLines(in io.Reader, r canfield.Rules) ([]*notation.Record, error) {
	var recs []*notation.Record
	sc := notation.NewDealScanner(in, r)
	for sc.Scan() {
		deal, err := sc.Deal()
		if err != nil {
			return nil, err
		}
		if len(recs) == notation.MaxGames {
			return nil, fmt.Errorf("line %d: more than %d deals, the most games a record file holds (split the input)", sc.Line(), notation.MaxGames)
		}
		rec := notation.NewRecord(r)
		copy(rec.Setup, deal)
		recs = append(recs, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return recs, nil
}

// solvitaireRulesWhy says why a Solvitaire deal's rules were taken to be
// r (notation.ParseSolvitaire).
func solvitaireRulesWhy(r canfield.Rules) string {
	if r.BaseRank == 0 {
		return "one foundation card, as Solvitaire's canfield"
	}
	return "four foundation cards of one rank"
}

// importSolvitaire reads a Solvitaire JSON deal. Its rules are the ones it
// implies unless given says otherwise; given rules must deal the same
// number of cards and fix the same base rank.
func importSolvitaire(data []byte, given *canfield.Rules) (*notation.Record, error) {
	r, deal, err := notation.ParseSolvitaire(data)
	if err != nil {
		return nil, err
	}
	if given != nil {
		if given.BaseRank != r.BaseRank {
			what := func(r canfield.Rules) string {
				if r.BaseRank == 0 {
					return "a dealt base card"
				}
				return fmt.Sprintf("a fixed base rank %v", canfield.NewCard(r.BaseRank, 0).String()[:1])
			}
			return nil, &exitError{2, fmt.Errorf("--rules %s has %s, but the Solvitaire deal has %s", rulesLabel(*given), what(*given), what(r))}
		}
		if err := canfield.CheckDeal(*given, deal); err != nil {
			return nil, fmt.Errorf("the Solvitaire deal under --rules %s: %w", rulesLabel(*given), err)
		}
		r = *given
	}
	rec := notation.NewRecord(r)
	copy(rec.Setup, deal)
	return rec, nil
}
