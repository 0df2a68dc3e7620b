package main

// Flags shared by several commands (embedded in their structs or used as
// field types): --rules and --seed.

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"

	"github.com/alecthomas/kong"

	"canfield/canfield"
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

// SeedFlag is the value of a --seed flag: a whole number from 0 to 2^64-1.
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
	text := fmt.Sprint(t.Value)
	v, err := strconv.ParseUint(text, 10, 64)
	if err != nil {
		return fmt.Errorf("a seed is a whole number from 0 to %d, not %q", uint64(math.MaxUint64), text)
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
