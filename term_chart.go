package main

import (
	"fmt"
	"math"
	"strings"
)

// chartOptions says how to draw a chart.
type chartOptions struct {
	Height int  // rows for the plot area (at least 2)
	Width  int  // most columns; longer series are averaged into buckets
	ASCII  bool // plain ASCII for NO_COLOR-free dumb terminals and files
	// Forced marks the decisions that were no choice (one legal move or
	// a safe play); when set, ps holds for them the chance carried over
	// from the move before. They are drawn as a dot at that height, not
	// as a bar, so a drop after a losing move stays visible.
	Forced []bool
}

// winChart draws win probabilities (0..1, one per decision; NaN where not
// known) as a bar chart with a percentage axis, Unicode eighth blocks or
// ASCII. The first bar is decision 1.
func winChart(ps []float64, o chartOptions) string {
	if o.Height < 2 {
		o.Height = 8
	}
	if o.Width < 10 {
		o.Width = 60
	}
	cols, per := bucket(ps, o.Width)
	marked := forcedColumns(o.Forced, len(cols), per)
	dot := "·"
	if o.ASCII {
		dot = "."
	}
	blocks := []string{" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"}
	var b strings.Builder
	for r := 0; r < o.Height; r++ {
		level := o.Height - 1 - r // this row covers eighths level*8 .. level*8+8
		label := "    "
		switch r {
		case 0:
			label = "100%"
		case o.Height / 2:
			label = fmt.Sprintf("%3d%%", int(math.Round(100*float64(level+1)/float64(o.Height))))
		}
		b.WriteString(label)
		b.WriteString(" |")
		for x, p := range cols {
			switch {
			case math.IsNaN(p): // not known: a dot on the axis
				if level == 0 {
					b.WriteString(dot)
				} else {
					b.WriteString(" ")
				}
				continue
			case marked[x]: // forced: a dot at the height carried over
				top := max(0, min(o.Height-1, int(math.Ceil(p*float64(o.Height)))-1))
				if level == top {
					b.WriteString(dot)
				} else {
					b.WriteString(" ")
				}
				continue
			}
			fill := int(math.Round(p*float64(o.Height*8))) - level*8
			fill = max(0, min(8, fill))
			if o.ASCII {
				switch {
				case fill >= 6:
					b.WriteString("#")
				case fill >= 3:
					b.WriteString("+")
				default:
					b.WriteString(" ")
				}
				continue
			}
			b.WriteString(blocks[fill])
		}
		b.WriteString("\n")
	}
	b.WriteString("  0% +") // the axis is 0 %: a row's label is its top, so the bottom row's (13 % of 8 rows) read as a floor
	b.WriteString(strings.Repeat("-", len(cols)))
	b.WriteString("\n")
	// Move numbers under every tenth column.
	axis := []byte(strings.Repeat(" ", len(cols)+8))
	for x := 0; x < len(cols); x += 10 {
		s := fmt.Sprint(x*per + 1)
		copy(axis[6+x:], s)
	}
	b.WriteString(strings.TrimRight(string(axis), " "))
	b.WriteString("\n")
	if per > 1 {
		fmt.Fprintf(&b, "      (decision number; each column averages %d decisions)\n", per)
	} else {
		b.WriteString("      (decision number)\n")
	}
	return b.String()
}

// forcedColumns says which of n columns of per decisions hold only forced
// decisions.
func forcedColumns(forced []bool, n, per int) []bool {
	out := make([]bool, n)
	if len(forced) == 0 {
		return out
	}
	for x := range out {
		out[x] = true
		for _, f := range forced[x*per : min((x+1)*per, len(forced))] {
			out[x] = out[x] && f
		}
	}
	return out
}

// bucket averages ps into at most width columns; per is the decisions a
// column covers.
func bucket(ps []float64, width int) (cols []float64, per int) {
	per = 1
	if len(ps) > width {
		per = (len(ps) + width - 1) / width
	}
	for i := 0; i < len(ps); i += per {
		sum, n := 0.0, 0
		for _, p := range ps[i:min(i+per, len(ps))] {
			if !math.IsNaN(p) {
				sum += p
				n++
			}
		}
		if n == 0 {
			cols = append(cols, math.NaN())
		} else {
			cols = append(cols, sum/float64(n))
		}
	}
	return cols, per
}
