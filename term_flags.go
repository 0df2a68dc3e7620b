package main

// Flags shared by several commands (embedded in their structs or used as
// field types): --rules and --seed.

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"

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
	text := fmt.Sprint(t.Value)
	v, err := notation.ParseSeed(text)
	if err != nil && seedRange(text) {
		// "--seed 1-100": a run of seeds is its first and a count.
		return fmt.Errorf("%w; a run of seeds is given by its first and how many: 'solve --seed N --count K', 'sim --seed N --games K'", err)
	}
	if err != nil {
		return err
	}
	s.Value, s.Set = v, true
	return nil
}

// seedRange reports whether text is two seeds joined by "-", ".." or
// ":", as a range of seeds is often written.
func seedRange(text string) bool {
	for _, sep := range []string{"..", "-", ":"} {
		a, b, ok := strings.Cut(text, sep)
		if !ok {
			continue
		}
		if _, err := notation.ParseSeed(a); err != nil {
			continue
		}
		if _, err := notation.ParseSeed(b); err == nil {
			return true
		}
	}
	return false
}

// randomSeed returns a seed from the system's random source.
func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 1 // keep it within int64 for JSON and flags
}
