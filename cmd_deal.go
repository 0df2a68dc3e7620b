package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// RulesFlag is the shared --rules flag.
type RulesFlag struct {
	Rules string `short:"r" default:"classic" help:"Rules preset (see 'canfield rules')." placeholder:"PRESET"`
}

// Resolve returns the rules the flag names.
func (f RulesFlag) Resolve() (canfield.Rules, error) {
	r, err := canfield.Preset(f.Rules)
	if err != nil {
		return r, &exitError{2, fmt.Errorf("--rules: %w", err)}
	}
	return r, nil
}

// DealCmd prints a deal line.
type DealCmd struct {
	RulesFlag
	Seed *uint64 `help:"Seed of the shuffle: the same seed gives the same deal in every version. Without it, a random deal (its seed is printed on stderr)."`
}

// Run prints the deal.
func (c *DealCmd) Run(env *Env) error {
	r, err := c.Resolve()
	if err != nil {
		return err
	}
	seed := uint64(0)
	if c.Seed != nil {
		seed = *c.Seed
	} else {
		seed = randomSeed()
		fmt.Fprintf(env.Stderr, "seed %d\n", seed)
	}
	fmt.Fprintln(env.Stdout, notation.FormatDeal(canfield.ShuffledDeal(r, seed)))
	return nil
}

// randomSeed returns a seed from the system's random source.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 1 // keep it within int64 for JSON and flags
}
