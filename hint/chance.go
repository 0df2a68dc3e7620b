package hint

import (
	"cmp"
	"slices"
	"sort"

	"canfield/tracker"
)

// The chance of winning a hint shows.
//
// A suggestion's Win is the mean, over deals sampled to fit what the player
// has seen, of each deal's value with every card known. A player does not
// know the cards, so that mean is not the chance of winning: measured over
// whole games that follow the hints, a move valued 96 % in classic wins
// about half the time, one valued 70 % about a third (docs/measurements.md,
// "What the hint's figure is worth"). A Calibration maps the figure to the
// chance measured that way: for each preset the default hint played
// hundreds of seeded games, every searched decision noted its figure, and
// an isotonic (monotone) regression of the games' ends on those figures
// gives the knots below (chance_tables.go, written by
// hint/internal/chancefit). The map keeps the order of the moves, so it
// changes no ranking.

// Knot is one point of a calibration: a figure and the chance of winning
// measured at it.
type Knot struct{ Shown, Chance float64 }

// Calibration maps a preset's hint figures to measured chances of winning.
// The same figure is worth less the more cards are unseen (a third less
// with 24 or more unseen than with fewer than 12, in classic), so each
// band of unseen counts has its own knots.
type Calibration struct {
	// Rules is the preset's name; Games and Decisions say how much play
	// the knots were fitted on.
	Rules            string
	Games, Decisions int
	// Bands start at rising MinUnseen; the first starts at 1.
	Bands []Band
}

// UnseenBands are the first unseen counts of the bands a calibration is
// fitted in.
var UnseenBands = []int{1, 12, 24}

// Band is the calibration of the positions with at least MinUnseen cards
// unseen (and fewer than the next band's).
type Band struct {
	MinUnseen int
	// Knots rise in both Shown and Chance; between two knots the chance
	// is interpolated linearly, and beyond the ends it is the end's.
	Knots []Knot
}

// Chance returns the measured chance of winning for figure win (0..1) with
// unseen cards not seen yet.
func (c Calibration) Chance(win float64, unseen int) float64 {
	var b Band
	for _, x := range c.Bands {
		if x.MinUnseen <= unseen {
			b = x
		}
	}
	return b.Chance(win)
}

// Chance returns the band's measured chance of winning for figure win.
func (b Band) Chance(win float64) float64 {
	k := b.Knots
	if len(k) == 0 {
		return win
	}
	if win <= k[0].Shown {
		return k[0].Chance
	}
	if win >= k[len(k)-1].Shown {
		return k[len(k)-1].Chance
	}
	i := sort.Search(len(k), func(i int) bool { return k[i].Shown >= win })
	lo, hi := k[i-1], k[i]
	if hi.Shown == lo.Shown {
		return hi.Chance
	}
	return lo.Chance + (hi.Chance-lo.Chance)*(win-lo.Shown)/(hi.Shown-lo.Shown)
}

// CalibrationFor returns the calibration of the preset named rules, if it
// has one.
func CalibrationFor(rules string) (Calibration, bool) {
	i := slices.IndexFunc(calibrations, func(c Calibration) bool { return c.Rules == rules })
	if i < 0 {
		return Calibration{}, false
	}
	return calibrations[i], true
}

// calibrate sets the Chance of every valued suggestion (see Suggestion).
func calibrate(v tracker.View, sugg []Suggestion) {
	c, ok := CalibrationFor(v.Rules().Name)
	unseen := len(v.Unseen())
	seen := unseen == 0
	for i := range sugg {
		switch s := &sugg[i]; {
		case s.Win < 0:
		case seen && s.Unknown == 0:
			s.Chance, s.ChanceErr = s.Win, s.StdErr // every sample the real deal, decided
		case ok:
			s.Chance = c.Chance(s.Win, unseen)
			s.ChanceErr = (c.Chance(min(s.Win+s.StdErr, 1), unseen) - c.Chance(max(s.Win-s.StdErr, 0), unseen)) / 2
		}
	}
}

// Point is one decision of a measurement: the figure shown for the move
// played, the cards then unseen, and whether the game that followed was won.
type Point struct {
	Shown  float64
	Unseen int
	Won    bool
}

// FitCalibration fits knots to points: the points sorted by figure are cut
// into blocks of at least minBlock (so that one block's rate is not mere
// noise), and adjacent blocks whose rates fall are pooled until the rates
// rise (pool adjacent violators: the least-squares monotone fit). Each
// pooled block gives a knot at its mean figure and its rate of wins.
func FitCalibration(points []Point, minBlock int) []Knot {
	if len(points) == 0 {
		return nil
	}
	ps := slices.Clone(points)
	slices.SortFunc(ps, func(a, b Point) int { return cmp.Compare(a.Shown, b.Shown) })
	type block struct{ sumX, wins, n float64 }
	var blocks []block
	for i := 0; i < len(ps); {
		j := min(i+max(minBlock, 1), len(ps))
		for j < len(ps) && ps[j].Shown == ps[j-1].Shown {
			j++ // one figure never straddles two blocks
		}
		if len(ps)-j < minBlock/2 {
			j = len(ps) // a short tail joins the last block
		}
		var b block
		for _, p := range ps[i:j] {
			b.sumX += p.Shown
			b.n++
			if p.Won {
				b.wins++
			}
		}
		blocks = append(blocks, b)
		for len(blocks) > 1 {
			x, y := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if x.wins/x.n <= y.wins/y.n {
				break
			}
			blocks = blocks[:len(blocks)-2]
			blocks = append(blocks, block{x.sumX + y.sumX, x.wins + y.wins, x.n + y.n})
		}
		i = j
	}
	knots := make([]Knot, len(blocks))
	for i, b := range blocks {
		knots[i] = Knot{Shown: b.sumX / b.n, Chance: b.wins / b.n}
	}
	return knots
}
