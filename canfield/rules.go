package canfield

import (
	"fmt"
	"sort"
	"strings"
)

// BuildRule says which cards may build down on a tableau card.
type BuildRule uint8

// The build rules.
const (
	// AlternateColours: a card goes on one of the other colour (classic).
	AlternateColours BuildRule = iota
	// AnySuit: a card goes on any card one rank higher (rainbow).
	AnySuit
	// SameSuit: a card goes only on one of its own suit (storehouse).
	SameSuit
)

// TableauOrder says how tableau ranks follow one another.
type TableauOrder uint8

// The tableau orders.
const (
	// FullWrap: ranks are circular; a King goes on an Ace and the card below
	// the base rank goes on a base-rank card (classic).
	FullWrap TableauOrder = iota
	// FromBase: ranks count from the base rank, so nothing builds on a
	// base-rank card, and a King goes on an Ace only when the base is not an
	// Ace (Wolter; Solvitaire's canfield preset).
	FromBase
)

// GroupMoves says which groups of cards may move from one column to another.
type GroupMoves uint8

// The group-move rules.
const (
	// WholeColumn: only a whole column moves (classic).
	WholeColumn GroupMoves = iota
	// AnyPortion: any top portion of a column (its last n cards) may move.
	AnyPortion
)

// FillRule says how an empty column is filled.
type FillRule uint8

// The fill rules.
const (
	// FillReserveThenWaste: filled at once from the reserve while it has
	// cards; after that the player may fill it with the waste's top card
	// (classic).
	FillReserveThenWaste FillRule = iota
	// FillReserveThenAny: filled at once from the reserve while it has cards;
	// after that any playable card or column portion may fill it (wolter).
	FillReserveThenAny
	// FillAny: never filled automatically; any playable card (reserve, waste,
	// a column's exposed card or a movable portion) may fill it when the
	// player chooses (superior, relaxed).
	FillAny
)

// Rules holds every rule option. The zero value is not valid; start from a
// preset (Classic, or Preset(name)) and change options.
type Rules struct {
	// Name is the preset the options came from, or "" for a custom set.
	Name string
	// Draw is the number of stock cards dealt at a time (1 or 3).
	Draw int
	// Passes is the number of trips through the stock allowed; 0 means
	// unlimited.
	Passes int
	// Build is the tableau build rule.
	Build BuildRule
	// Order is the tableau rank order.
	Order TableauOrder
	// Groups says which groups move between columns.
	Groups GroupMoves
	// Fill says how empty columns fill.
	Fill FillRule
	// FoundationToTableau lets a foundation's top card build on a column.
	FoundationToTableau bool
	// VisibleReserve deals the whole reserve face up.
	VisibleReserve bool
	// BaseRank is 0 when the base card is dealt (the 14th card), otherwise
	// the fixed base rank whose four cards start the foundations before the
	// deal (storehouse: 2).
	BaseRank Rank
}

// Classic is classic Canfield: draw 3, unlimited passes, alternating colours
// with full wrap, whole columns move, empty columns filled from the reserve.
var Classic = Rules{Name: "classic", Draw: 3}

type presetInfo struct {
	rules   Rules
	summary string
}

var presets = map[string]presetInfo{
	"classic": {Classic, "classic Canfield (Demon): draw 3, unlimited passes, alternating colours with wrap, whole columns move, empty columns filled from the reserve"},
	"superior": {func() Rules { r := Classic; r.VisibleReserve = true; r.Fill = FillAny; return r }(),
		"classic with the whole reserve face up; empty columns are not filled automatically, any playable card may fill them"},
	"rainbow": {func() Rules { r := Classic; r.Build = AnySuit; r.Draw = 1; r.Passes = 1; return r }(),
		"classic, but the tableau builds down regardless of colour; stock dealt one at a time; one pass"},
	"storehouse": {func() Rules {
		r := Classic
		r.BaseRank = Two
		r.Build = SameSuit
		r.Draw = 1
		r.Passes = 3
		return r
	}(), "the four Twos start the foundations; the tableau builds down in suit; stock dealt one at a time; three passes"},
	"draw1":     {func() Rules { r := Classic; r.Draw = 1; return r }(), "classic with the stock dealt one card at a time"},
	"strict":    {func() Rules { r := Classic; r.Passes = 1; return r }(), "classic with one pass through the stock (the casino game)"},
	"threepass": {func() Rules { r := Classic; r.Passes = 3; return r }(), "classic with three passes through the stock"},
	"relaxed": {func() Rules {
		r := Classic
		r.Fill = FillAny
		r.Groups = AnyPortion
		r.FoundationToTableau = true
		return r
	}(), "any playable card may fill an empty column when the player chooses; any built portion may move; foundation cards may come back to the tableau"},
	"wolter": {func() Rules {
		r := Classic
		r.Groups = AnyPortion
		r.Fill = FillReserveThenAny
		r.Order = FromBase
		return r
	}(), "the rules of the published solvability studies and Solvitaire's canfield preset: any top portion may move; after the reserve is empty any card or portion fills an empty column; tableau ranks count from the base"},
}

var aliases = map[string]string{"canfield": "classic", "demon": "classic"}

func init() {
	for name, p := range presets {
		p.rules.Name = name
		presets[name] = p
	}
}

// PresetNames returns the preset names in a fixed order, classic first.
func PresetNames() []string {
	names := make([]string, 0, len(presets))
	for n := range presets {
		if n != "classic" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return append([]string{"classic"}, names...)
}

// PresetAliases returns the aliases of preset name.
func PresetAliases(name string) []string {
	var out []string
	for a, n := range aliases {
		if n == name {
			out = append(out, a)
		}
	}
	sort.Strings(out)
	return out
}

// PresetSummary returns a one-line description of preset name.
func PresetSummary(name string) string { return presets[canonicalPreset(name)].summary }

func canonicalPreset(name string) string {
	name = strings.ToLower(strings.TrimSpace(name))
	if a, ok := aliases[name]; ok {
		return a
	}
	return name
}

// ErrUnknownPreset is returned (wrapped) for a preset name that does not exist.
var ErrUnknownPreset = fmt.Errorf("unknown rules preset")

// Preset returns the rules of the named preset (case-insensitive; aliases
// canfield and demon name classic).
func Preset(name string) (Rules, error) {
	p, ok := presets[canonicalPreset(name)]
	if !ok {
		return Rules{}, fmt.Errorf("%w %q (known: %s)", ErrUnknownPreset, name, strings.Join(PresetNames(), ", "))
	}
	return p.rules, nil
}

// Validate reports whether the options make a playable game.
func (r Rules) Validate() error {
	switch {
	case r.Draw < 1 || r.Draw > 3:
		return fmt.Errorf("draw must be 1, 2 or 3, not %d", r.Draw)
	case r.Passes < 0 || r.Passes > MaxPassCount:
		return fmt.Errorf("passes must be 0 (unlimited) or 1 to %d, not %d", MaxPassCount, r.Passes)
	case r.Build > SameSuit:
		return fmt.Errorf("unknown build rule %d", r.Build)
	case r.Order > FromBase:
		return fmt.Errorf("unknown tableau order %d", r.Order)
	case r.Groups > AnyPortion:
		return fmt.Errorf("unknown group-move rule %d", r.Groups)
	case r.Fill > FillAny:
		return fmt.Errorf("unknown fill rule %d", r.Fill)
	case r.BaseRank > King:
		return fmt.Errorf("base rank %d out of range", r.BaseRank)
	}
	return nil
}

// DealSize is the number of cards in a deal line under these rules: 52, or
// 48 when a fixed base rank takes its four cards out before the deal.
func (r Rules) DealSize() int {
	if r.BaseRank != 0 {
		return DeckSize - NumSuits
	}
	return DeckSize
}

// StockSize is the number of cards in the stock after the deal.
func (r Rules) StockSize() int { return r.DealSize() - ReserveSize - NumColumns - r.baseCards() }

func (r Rules) baseCards() int {
	if r.BaseRank != 0 {
		return 0
	}
	return 1
}

// AutoFill reports whether an empty column is filled at once from a
// non-empty reserve.
func (r Rules) AutoFill() bool { return r.Fill != FillAny }

// Same reports whether two rule sets play the same game (names aside).
func (r Rules) Same(o Rules) bool { r.Name, o.Name = "", ""; return r == o }
