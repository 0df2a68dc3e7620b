package main

// Flags shared by several commands (embedded in their structs or used as
// field types): --rules and --seed.

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"

	"github.com/alecthomas/kong"

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

// SeedFlag is the type of every --seed flag (deal, play, solve, hint,
// sim): a whole number from 0 to 2^64-1, read by notation.ParseSeed, so a
// bad seed gets the same message from every command. A default (default:"1")
// is read the same way.
type SeedFlag struct {
	Value uint64
	Set   bool // the flag was given
}

// Decode reads the seed, saying in words what a seed must be when it is not.
func (s *SeedFlag) Decode(ctx *kong.DecodeContext) error {
	t, err := ctx.Scan.PopValue("seed")
	if err != nil {
		return err
	}
	v, err := notation.ParseSeed(fmt.Sprint(t.Value))
	if err != nil {
		return err
	}
	s.Value, s.Set = v, true
	return nil
}

// randomSeed returns a seed from the system's random source.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 1 // keep it within int64 for JSON and flags
}
