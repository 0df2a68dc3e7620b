package main

import (
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// DealCmd prints a deal line.
type DealCmd struct {
	RulesFlag
	Seed SeedFlag `help:"Seed of the shuffle, a whole number from 0 to 18446744073709551615: the same seed gives the same deal in every version. Without it, a random deal (its seed is printed on stderr)." placeholder:"N"`
}

// Run prints the deal.
func (c *DealCmd) Run(env *Env) error {
	r, err := c.Resolve()
	if err != nil {
		return err
	}
	seed := c.Seed.Value
	if !c.Seed.Set {
		seed = randomSeed()
		fmt.Fprintf(env.Stderr, "seed %d\n", seed)
	}
	fmt.Fprintln(env.Stdout, notation.FormatDeal(canfield.ShuffledDeal(r, seed)))
	return nil
}
