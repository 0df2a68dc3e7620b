package main

import (
	"fmt"

	"canfield/canfield"
	"canfield/notation"
	"canfield/tracker"
)

// describeMove says in words what move m does on table t, e.g.
// "rf   7♥ from the reserve to its foundation".
func (st *style) describeMove(t tracker.Table, m canfield.Move) string {
	tok := notation.FormatMove(m)
	what := ""
	switch {
	case m.IsDeal():
		n := t.Rules.Draw
		if len(t.Stock) == 0 {
			what = fmt.Sprintf("turn the waste over (pass %d) and deal", t.Pass+1)
		} else {
			if len(t.Stock) < n {
				n = len(t.Stock)
			}
			what = fmt.Sprintf("deal %d from the stock", n)
		}
	default:
		var c canfield.Card
		src := ""
		switch {
		case m.From == canfield.LocReserve:
			c, src = t.ReserveTop(), "the reserve"
		case m.From == canfield.LocWaste:
			c, src = t.WasteTop(), "the waste"
		case m.From == canfield.LocFoundation:
			c, src = t.FoundationTop[m.Suit], "its foundation"
		case m.From.IsColumn():
			col := t.Columns[m.From.ColumnIndex()]
			src = fmt.Sprintf("column %d", m.From.ColumnIndex()+1)
			switch {
			case m.To == canfield.LocFoundation:
				c = col[len(col)-1]
			case m.N == 0:
				c = col[0]
				if len(col) > 1 {
					src = fmt.Sprintf("column %d (whole, %d cards)", m.From.ColumnIndex()+1, len(col))
				}
			default:
				c = col[len(col)-int(m.N)]
				src = fmt.Sprintf("column %d (%d cards)", m.From.ColumnIndex()+1, m.N)
			}
		}
		dst := "its foundation"
		if m.To.IsColumn() {
			col := t.Columns[m.To.ColumnIndex()]
			if len(col) == 0 {
				dst = fmt.Sprintf("empty column %d", m.To.ColumnIndex()+1)
			} else {
				dst = fmt.Sprintf("%s in column %d", st.card(col[len(col)-1]), m.To.ColumnIndex()+1)
			}
		}
		what = fmt.Sprintf("%s from %s to %s", st.card(c), src, dst)
	}
	return fmt.Sprintf("%-5s %s", tok, what)
}
