package main

// Flags shared by several commands (embedded in their structs or used as
// field types): --rules, --seed and --pysol.

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/alecthomas/kong"

	"canfield/canfield"
	"canfield/notation"
	"canfield/notation/pysol"
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

// PySolFlag is the type of every --pysol flag (deal, play, solve, hint,
// analyze, import): PySolFC's game number, as PySolFC shows or takes it.
// It is read by pysol.ParseNumber when the command runs (Number), so a
// number PySolFC refuses is refused in the same words by every command,
// as bad input (exit 2).
type PySolFlag struct {
	Text string
	Set  bool // the flag was given
}

// Decode keeps the text; Number reads it.
func (f *PySolFlag) Decode(ctx *kong.DecodeContext) error {
	t, err := ctx.Scan.PopValue("pysol")
	if err != nil {
		return err
	}
	f.Text, f.Set = fmt.Sprint(t.Value), true
	return nil
}

// Number reads the flag's number as PySolFC reads it.
func (f PySolFlag) Number() (pysol.Number, error) {
	n, err := pysol.ParseNumber(f.Text)
	if err != nil {
		return n, &exitError{2, fmt.Errorf("--pysol %w", err)}
	}
	return n, nil
}

// Deal returns the flag's number and the deal PySolFC deals for it under
// r, refusing rules that are none of PySolFC's games (naming those that
// are).
func (f PySolFlag) Deal(r canfield.Rules) (pysol.Number, []canfield.Card, error) {
	n, err := f.Number()
	if err != nil {
		return n, nil, err
	}
	deal, err := pysol.Deal(r, n)
	if err != nil {
		return n, nil, &exitError{2, fmt.Errorf("--pysol %s: %w", n, err)}
	}
	return n, deal, nil
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

// gameMapper reads every --game flag (type:"game"): a game of a record
// file, numbered from 1, the same rule in every command. Not given, the
// field keeps 0 and the command takes its own default game.
func gameMapper() kong.MapperFunc {
	return func(ctx *kong.DecodeContext, target reflect.Value) error {
		t, err := ctx.Scan.PopValue("game")
		if err != nil {
			return err
		}
		text := fmt.Sprint(t.Value)
		k, err := strconv.Atoi(text)
		if err != nil || k < 1 {
			return fmt.Errorf("%q is not a game number: the games of a file are numbered from 1", text)
		}
		target.SetInt(int64(k))
		return nil
	}
}

// flagCheck is one rule a flag's value must keep: ok, or the message
// says what the flag takes.
type flagCheck struct {
	ok   bool
	name string // the flag, as --name VALUE
	want string // what it takes
}

// checkFlags returns the first rule broken as a usage error (exit 2):
// every command checks its values through it, so that a value out of range
// is refused in the same words everywhere, never taken silently.
func checkFlags(checks ...flagCheck) error {
	for _, c := range checks {
		if !c.ok {
			return &exitError{2, fmt.Errorf("%s: %s", c.name, c.want)}
		}
	}
	return nil
}

// atLeast is the rule value >= min for the flag name.
func atLeast[T int | int64](name string, value, min T) flagCheck {
	return flagCheck{value >= min, fmt.Sprintf("--%s %d", name, value), fmt.Sprintf("at least %d", min)}
}

// within is the rule lo <= value <= hi for the flag name.
func within[T int | int64](name string, value, lo, hi T) flagCheck {
	return flagCheck{value >= lo && value <= hi, fmt.Sprintf("--%s %d", name, value), fmt.Sprintf("from %d to %d", lo, hi)}
}

// notBoth is the rule that two flags are not given together.
func notBoth(a string, aSet bool, b string, bSet bool) flagCheck {
	return flagCheck{!(aSet && bSet), a + " and " + b, "give one or the other, not both"}
}

// seedRun is the rule that a run of n seeds from first does not go past
// the last seed, 2^64-1, and wrap round to 0.
func seedRun(name string, first uint64, n int) flagCheck {
	ok := n < 1 || uint64(n-1) <= math.MaxUint64-first
	return flagCheck{ok, fmt.Sprintf("--seed %d --%s %d", first, name, n), fmt.Sprintf("the seeds would go past %d (the last seed)", uint64(math.MaxUint64))}
}

// flagGiven is a flag's name and whether it was given.
type flagGiven struct {
	name string
	set  bool
}

// oneDeal refuses more than one of the flags that each name a whole deal
// (--seed, --code, --pysol, a deal given otherwise), as bad input.
func oneDeal(flags ...flagGiven) error {
	var names, given []string
	for _, f := range flags {
		names = append(names, f.name)
		if f.set {
			given = append(given, f.name)
		}
	}
	if len(given) < 2 {
		return nil
	}
	return &exitError{2, fmt.Errorf("%s: give one of %s, not several: each names the deal", strings.Join(given, " and "), joinOr(names))}
}

// joinOr joins names as "a, b or c".
func joinOr(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// maxWorkers is the most workers a batch command (solve, sim) accepts:
// each holds its own tables, and more would end the program out of memory
// instead of with a message.
const maxWorkers = 256

// maxSamples is the most deals one decision of the hint engine may sample
// (sim's and analyze's --samples): 32 times the --think budget's 128. The table of
// the samples' verdicts is allocated whole, so a larger count would end
// the program out of memory, or in a panic, instead of with a message.
const maxSamples = 4096
