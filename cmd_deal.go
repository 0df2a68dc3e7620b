package main

import (
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// DealCmd prints a deal line, or the deal's code.
type DealCmd struct {
	RulesFlag
	Seed   SeedFlag  `help:"Seed of the shuffle, a whole number from 0 to 18446744073709551615: the same seed gives the same deal in every version. Without it (or --code), a random deal (its seed is printed on stderr)." placeholder:"N"`
	Code   string    `placeholder:"CODE" help:"The deal of this deal code instead of a seed's (see docs/notation.md)."`
	PySol  PySolFlag `name:"pysol" placeholder:"N" help:"The deal of PySolFC's game N (12345, #12345, ms123, #00000000000000032000), as PySolFC deals it, under classic (its Canfield), superior, rainbow or storehouse (see docs/notation.md)."`
	Format string    `enum:"line,code" default:"line" placeholder:"line|code" help:"line: the deal line, its 52 cards (48 under a fixed-base preset) in the order they are dealt: the 13 of the reserve (its top last), the base card, the four columns' cards, then the stock from its top; code: the deal code, letters and digits with a check character, that 'play --code' deals again."`
}

// Run prints the deal.
func (c *DealCmd) Run(env *Env) error {
	r, err := c.Resolve()
	if err != nil {
		return err
	}
	var deal []canfield.Card
	if err := oneDeal(flagGiven{"--seed", c.Seed.Set}, flagGiven{"--code", c.Code != ""}, flagGiven{"--pysol", c.PySol.Set}); err != nil {
		return err
	}
	switch {
	case c.PySol.Set:
		if _, deal, err = c.PySol.Deal(r); err != nil {
			return err
		}
	case c.Code != "":
		if deal, err = notation.ParseCode(r, c.Code); err != nil {
			return &exitError{2, fmt.Errorf("--code: %w", err)}
		}
	default:
		seed := c.Seed.Value
		if !c.Seed.Set {
			seed = randomSeed()
			fmt.Fprintf(env.Stderr, "seed %d\n", seed)
		}
		deal = canfield.ShuffledDeal(r, seed)
	}
	if c.Format == "code" {
		code, err := notation.FormatCode(r, deal)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(env.Stdout, code)
		return err
	}
	_, err = fmt.Fprintln(env.Stdout, notation.FormatDeal(deal))
	return err
}
