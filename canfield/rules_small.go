package canfield

import (
	"fmt"
	"strings"
)

// The small presets play classic Canfield on a cut deck: S suits of R
// ranks (Ace up to rank R, which wraps round to the Ace), a reserve with
// its top card up and the rest hidden, a base card, a few columns filled
// from the reserve, and a stock dealt three at a time. They keep what
// makes Canfield hard to play without peeking, on decks small enough for
// the exact value of the hidden-information game to be computed
// (docs/limit.md). Each size comes with unlimited passes (small-SxR) and
// with three passes (small-SxR-3pass), classic's and threepass's rules.

// smallSize is one size of the small presets.
type smallSize struct {
	suits, ranks, reserve, columns int
}

// smallSizes are the sizes of the small presets, smallest deck first.
var smallSizes = []smallSize{
	{2, 4, 2, 2},
	{2, 5, 3, 2},
	{2, 6, 3, 2},
	{2, 7, 4, 2},
	{4, 4, 5, 2},
	{4, 5, 6, 2},
	{4, 6, 8, 3},
	{4, 7, 9, 3},
}

// SmallPassLimit is the number of passes of the small presets' limited
// form (small-SxR-3pass), threepass's.
const SmallPassLimit = 3

func init() {
	for _, z := range smallSizes {
		r := Classic
		r.Suits, r.Ranks, r.Reserve, r.Columns = z.suits, z.ranks, z.reserve, z.columns
		name := fmt.Sprintf("small-%dx%d", z.suits, z.ranks)
		stock := r.StockSize()
		r = r.normal() // a size that is classic's is written 0
		r.Name = name
		presets[name] = presetInfo{r, fmt.Sprintf("classic on %d suits of %d ranks: a reserve of %d (one up), %d columns, a stock of %d dealt three at a time, unlimited passes",
			z.suits, z.ranks, z.reserve, z.columns, stock)}
		r.Passes, r.Name = SmallPassLimit, name+"-3pass"
		presets[name+"-3pass"] = presetInfo{r, fmt.Sprintf("small-%dx%d with three passes through the stock", z.suits, z.ranks)}
	}
}

// PresetList names the presets for a message: the whole-deck presets one
// by one, then the small ones as a range.
func PresetList() string {
	var whole []string
	for _, n := range PresetNames() {
		if !presets[n].rules.SmallDeck() {
			whole = append(whole, n)
		}
	}
	small := SmallPresets()
	return fmt.Sprintf("%s; the small decks %s to %s, each also -3pass", strings.Join(whole, ", "), small[0], small[len(small)-1])
}

// SmallPresets returns the names of the small presets with unlimited
// passes, smallest deck first.
func SmallPresets() []string {
	out := make([]string, len(smallSizes))
	for i, z := range smallSizes {
		out[i] = fmt.Sprintf("small-%dx%d", z.suits, z.ranks)
	}
	return out
}
