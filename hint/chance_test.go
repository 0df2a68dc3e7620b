package hint

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"canfield/canfield"
)

// TestCalibrationChance: the map interpolates between knots, holds the
// ends' chances beyond them, and never falls as the figure rises.
func TestCalibrationChance(t *testing.T) {
	c := Band{Knots: []Knot{{0.1, 0.05}, {0.5, 0.25}, {0.9, 0.45}, {0.99, 0.9}}}
	for _, tc := range []struct{ win, want float64 }{
		{0, 0.05}, {0.1, 0.05}, {0.3, 0.15}, {0.5, 0.25}, {0.7, 0.35}, {0.945, 0.675}, {0.99, 0.9}, {1, 0.9},
	} {
		if got := c.Chance(tc.win); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Chance(%v) = %v, want %v", tc.win, got, tc.want)
		}
	}
	prev := -1.0
	for w := 0.0; w <= 1; w += 0.001 {
		if got := c.Chance(w); got < prev {
			t.Fatalf("Chance(%v) = %v falls below %v", w, got, prev)
		} else {
			prev = got
		}
	}
	if got := (Band{}).Chance(0.4); got != 0.4 {
		t.Errorf("no knots: Chance(0.4) = %v, want the figure itself", got)
	}
	two := Calibration{Bands: []Band{{MinUnseen: 1, Knots: []Knot{{0.5, 0.5}}}, {MinUnseen: 12, Knots: []Knot{{0.5, 0.3}}}}}
	for _, tc := range []struct {
		unseen int
		want   float64
	}{{1, 0.5}, {11, 0.5}, {12, 0.3}, {40, 0.3}} {
		if got := two.Chance(0.5, tc.unseen); got != tc.want {
			t.Errorf("%d unseen: Chance = %v, want %v (its band's)", tc.unseen, got, tc.want)
		}
	}
}

// TestFitCalibration: on points drawn with a known chance for each figure
// (half the figure), the fitted knots rise, lie near that chance, and a
// block of falling rates is pooled with its neighbour.
func TestFitCalibration(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var pts []Point
	for range 20000 {
		x := rng.Float64()
		pts = append(pts, Point{Shown: x, Won: rng.Float64() < x/2})
	}
	knots := FitCalibration(pts, 500)
	if len(knots) < 5 {
		t.Fatalf("%d knots from 20,000 points of a rising chance", len(knots))
	}
	for i, k := range knots {
		if i > 0 && (k.Shown <= knots[i-1].Shown || k.Chance < knots[i-1].Chance) {
			t.Fatalf("knot %d %+v after %+v: want both rising", i, k, knots[i-1])
		}
		if math.Abs(k.Chance-k.Shown/2) > 0.06 {
			t.Errorf("knot %+v: chance far from half the figure", k)
		}
	}
	// Rates 0.5 then 0.1 then 0.9: the first two pool to 0.3.
	var small []Point
	add := func(x float64, wins, n int) {
		for i := range n {
			small = append(small, Point{Shown: x, Won: i < wins})
		}
	}
	add(0.2, 5, 10)
	add(0.4, 1, 10)
	add(0.8, 9, 10)
	got := FitCalibration(small, 10)
	want := []Knot{{0.3, 0.3}, {0.8, 0.9}}
	if len(got) != len(want) {
		t.Fatalf("pooled fit %v, want %v", got, want)
	}
	for i := range want {
		if math.Abs(got[i].Shown-want[i].Shown) > 1e-9 || math.Abs(got[i].Chance-want[i].Chance) > 1e-9 {
			t.Errorf("pooled fit %v, want %v", got, want)
		}
	}
}

// TestCalibrationsRise: every preset's table names a preset and its knots
// rise in both figure and chance, within 0..1.
func TestCalibrationsRise(t *testing.T) {
	for _, c := range calibrations {
		if _, err := canfield.Preset(c.Rules); err != nil {
			t.Errorf("calibration for %q: %v", c.Rules, err)
		}
		if len(c.Bands) != len(UnseenBands) || c.Games == 0 {
			t.Errorf("%s: %d bands from %d games", c.Rules, len(c.Bands), c.Games)
			continue
		}
		for j, b := range c.Bands {
			if b.MinUnseen != UnseenBands[j] || len(b.Knots) == 0 {
				t.Errorf("%s band %d: starts at %d with %d knots", c.Rules, j, b.MinUnseen, len(b.Knots))
			}
			for i, k := range b.Knots {
				if k.Shown < 0 || k.Shown > 1 || k.Chance < 0 || k.Chance > 1 || i > 0 && (k.Shown <= b.Knots[i-1].Shown || k.Chance < b.Knots[i-1].Chance) {
					t.Errorf("%s band %d knot %d %+v: want rising within 0..1", c.Rules, j, i, k)
				}
			}
		}
	}
}

// TestAdviseCalibrates: over random classic positions, every valued
// suggestion's Chance is its Win mapped through classic's calibration for
// the cards unseen (Win itself when none is unseen and every sample was
// decided), and the map keeps the moves' order; under rules without a
// calibration (relaxed), Chance stays -1 while cards are unseen.
func TestAdviseCalibrates(t *testing.T) {
	cal, ok := CalibrationFor("classic")
	if !ok {
		t.Skip("no classic calibration in chance_tables.go")
	}
	rng := rand.New(rand.NewPCG(7, 8))
	valued := 0
	for _, preset := range []string{"classic", "relaxed"} {
		r, _ := canfield.Preset(preset)
		for valued < 20 || preset == "relaxed" {
			v := randomPosition(t, r, rng)
			if v == nil {
				continue
			}
			sugg, err := Advise(context.Background(), *v, testAdvise(3))
			if err != nil {
				t.Fatal(err)
			}
			unseen := len(v.Unseen())
			for i, s := range sugg {
				switch {
				case s.Win < 0:
					if s.Chance != -1 {
						t.Errorf("%s: unvalued %v has chance %v", preset, s.Move, s.Chance)
					}
				case unseen == 0 && s.Unknown == 0:
					if s.Chance != s.Win {
						t.Errorf("%s, every card seen: chance %v, win %v", preset, s.Chance, s.Win)
					}
				case preset == "classic":
					valued++
					if want := cal.Chance(s.Win, unseen); s.Chance != want {
						t.Errorf("classic, %d unseen: chance %v for win %v, want %v", unseen, s.Chance, s.Win, want)
					}
					if i > 0 && sugg[i-1].Win > s.Win && sugg[i-1].Chance < s.Chance {
						t.Errorf("classic: the map turned %v above %v around", sugg[i-1].Move, s.Move)
					}
				default:
					if s.Chance != -1 {
						t.Errorf("relaxed, %d unseen: chance %v with no calibration", unseen, s.Chance)
					}
				}
			}
			if preset == "relaxed" {
				break
			}
		}
	}
}
