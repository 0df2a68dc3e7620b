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
	// Suits is the number of suits in the deck, 1 to 4 (0: all four):
	// the first Suits of clubs, diamonds, hearts and spades.
	Suits int
	// Ranks is the number of ranks of each suit, 3 to 13 (0: all
	// thirteen): Ace up to rank Ranks, which wraps round to the Ace.
	Ranks int
	// Reserve is the number of cards dealt to the reserve, 1 to 13 (0:
	// thirteen).
	Reserve int
	// Columns is the number of tableau columns, 1 to 4 (0: four).
	Columns int
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
		return Rules{}, fmt.Errorf("%w %q (known: %s)", ErrUnknownPreset, name, PresetList())
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
	return r.validateDeck()
}

// validateDeck checks the deck's and the layout's sizes.
func (r Rules) validateDeck() error {
	switch {
	case r.Suits < 0 || r.Suits > NumSuits:
		return fmt.Errorf("suits must be 1 to %d, not %d", NumSuits, r.Suits)
	case r.Ranks != 0 && (r.Ranks < 3 || r.Ranks > NumRanks):
		return fmt.Errorf("ranks must be 3 to %d, not %d", NumRanks, r.Ranks)
	case r.Reserve < 0 || r.Reserve > ReserveSize:
		return fmt.Errorf("the reserve must hold 1 to %d cards, not %d", ReserveSize, r.Reserve)
	case r.Columns < 0 || r.Columns > NumColumns:
		return fmt.Errorf("columns must be 1 to %d, not %d", NumColumns, r.Columns)
	case r.SuitCount() == 1 && r.Build == AlternateColours:
		return fmt.Errorf("one suit cannot build in alternating colours")
	case int(r.BaseRank) > r.RankCount():
		return fmt.Errorf("base rank %d is not in a deck of %d ranks", r.BaseRank, r.RankCount())
	case r.StockSize() < 0:
		return fmt.Errorf("a deck of %d cards cannot fill a reserve of %d and %d columns", r.DeckCards(), r.ReserveCount(), r.ColumnCount())
	case r.StockSize() > TalonCap:
		return fmt.Errorf("a stock of %d cards is more than the %d a game holds", r.StockSize(), TalonCap)
	}
	return nil
}

// SuitCount returns the number of suits in the deck (4 in classic).
func (r Rules) SuitCount() int { return orDefault(r.Suits, NumSuits) }

// RankCount returns the number of ranks in each suit (13 in classic).
func (r Rules) RankCount() int { return orDefault(r.Ranks, NumRanks) }

// ReserveCount returns the number of cards dealt to the reserve (13 in
// classic).
func (r Rules) ReserveCount() int { return orDefault(r.Reserve, ReserveSize) }

// ColumnCount returns the number of tableau columns (4 in classic).
func (r Rules) ColumnCount() int { return orDefault(r.Columns, NumColumns) }

// DeckCards returns the number of cards in the deck (52 in classic).
func (r Rules) DeckCards() int { return r.SuitCount() * r.RankCount() }

// SmallDeck reports whether the deck is cut (fewer suits or ranks) or the
// layout differs from classic's (reserve or columns).
func (r Rules) SmallDeck() bool {
	n := r.normal()
	return n.Suits != 0 || n.Ranks != 0 || n.Reserve != 0 || n.Columns != 0
}

// Deck returns the set of the deck's cards.
func (r Rules) Deck() CardSet {
	if !r.SmallDeck() {
		return FullDeck
	}
	var set CardSet
	for su := range Suit(r.SuitCount()) {
		for k := Ace; int(k) <= r.RankCount(); k++ {
			set = set.With(NewCard(k, su))
		}
	}
	return set
}

// InDeck reports whether c is a card of the deck.
func (r Rules) InDeck(c Card) bool {
	return c.Valid() && int(c.Suit()) < r.SuitCount() && int(c.Rank()) <= r.RankCount()
}

func orDefault(v, d int) int {
	if v == 0 {
		return d
	}
	return v
}

// DealSize is the number of cards in a deal line under these rules: the
// deck's (52), less one card a suit when a fixed base rank takes its cards
// out before the deal (48).
func (r Rules) DealSize() int {
	if r.BaseRank != 0 {
		return r.DeckCards() - r.SuitCount()
	}
	return r.DeckCards()
}

// StockSize is the number of cards in the stock after the deal.
func (r Rules) StockSize() int {
	return r.DealSize() - r.ReserveCount() - r.ColumnCount() - r.baseCards()
}

func (r Rules) baseCards() int {
	if r.BaseRank != 0 {
		return 0
	}
	return 1
}

// AutoFill reports whether an empty column is filled at once from a
// non-empty reserve.
func (r Rules) AutoFill() bool { return r.Fill != FillAny }

// Same reports whether two rule sets play the same game (names aside, and
// a size given as 0 the same as its classic value).
func (r Rules) Same(o Rules) bool { return r.normal() == o.normal() }

// normal returns r without its name, each size written as 0 where it is
// classic's.
func (r Rules) normal() Rules {
	r.Name = ""
	r.Suits = zeroIf(r.Suits, NumSuits)
	r.Ranks = zeroIf(r.Ranks, NumRanks)
	r.Reserve = zeroIf(r.Reserve, ReserveSize)
	r.Columns = zeroIf(r.Columns, NumColumns)
	return r
}

func zeroIf(v, d int) int {
	if v == d {
		return 0
	}
	return v
}
