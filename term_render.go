package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/fatih/color"

	"canfield/canfield"
	"canfield/tracker"
)

// style draws cards: suit symbols, red suits in red (fatih/color honours
// NO_COLOR, TERM=dumb and non-terminals), hidden cards as backs.
type style struct {
	red   *color.Color
	dim   *color.Color
	ascii bool
	// noTable draws no table: the page served draws its own.
	noTable bool
}

func newStyle(ascii bool) *style {
	return &style{red: color.New(color.FgRed, color.Bold), dim: color.New(color.Faint), ascii: ascii}
}

// card draws a face-up card, e.g. "7♥"; NoCard is a back.
func (st *style) card(c canfield.Card) string {
	if c == canfield.NoCard {
		if st.ascii {
			return "##"
		}
		return st.dim.Sprint("▒▒")
	}
	if st.ascii {
		return c.String()
	}
	s := c.String()[:1] + []string{"♣", "♦", "♥", "♠"}[c.Suit()]
	if c.Red() {
		return st.red.Sprint(s)
	}
	return s
}

// cards draws a row of cards separated by spaces.
func (st *style) cards(cs []canfield.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = st.card(c)
	}
	return strings.Join(parts, " ")
}

// renderTable draws the table as the player sees it.
func (st *style) renderTable(w io.Writer, t tracker.Table) {
	if st.noTable {
		return
	}
	name := rulesLabel(t.Rules) // a changed preset as its options, e.g. "draw1 passes=3"
	passes := "(unlimited)"
	if t.Rules.Passes > 0 {
		passes = fmt.Sprintf("of %d", t.Rules.Passes)
	}
	fmt.Fprintf(w, "\n%s  ·  move %d  ·  pass %d %s\n", name, t.Moves, t.Pass, passes)
	var found []string
	for su := range canfield.Suit(t.Rules.SuitCount()) {
		name := []string{"♣", "♦", "♥", "♠"}[su]
		if st.ascii {
			name = []string{"c", "d", "h", "s"}[su]
		}
		cell := name + " --  "
		if n := t.FoundationCount[su]; n > 0 {
			cell = fmt.Sprintf("%s %s %-2d", name, st.card(t.FoundationTop[su]), n)
		}
		found = append(found, cell)
	}
	base := "?"
	if t.Base != 0 {
		base = canfield.NewCard(t.Base, 0).String()[:1]
	}
	fmt.Fprintf(w, "Foundations  %s   base %s\n", strings.Join(found, "  "), base)
	res := "empty"
	if n := len(t.Reserve); n > 0 {
		if t.Rules.VisibleReserve {
			res = fmt.Sprintf("%s  (top last)", st.cards(t.Reserve))
			if len("Reserve      ")+visibleWidth(res) > textWidth(w) {
				// A narrow terminal: the note goes below the cards
				// rather than wrapping in the middle of a word.
				res = fmt.Sprintf("%s\n             (top last)", st.cards(t.Reserve))
			}
		} else {
			res = fmt.Sprintf("%s  (%d below)", st.card(t.ReserveTop()), n-1)
		}
	}
	fmt.Fprintf(w, "Reserve      %s\n", res)
	waste := "empty"
	if n := len(t.Waste); n > 0 {
		waste = fmt.Sprintf("%s  (%s)", st.card(t.WasteTop()), plural(n, "card"))
	}
	stock := plural(len(t.Stock), "card")
	if len(t.Stock) == 0 && t.Rules.Passes > 0 && t.Pass >= t.Rules.Passes {
		// The last pass is over: d no longer turns the waste over.
		stock += " (no pass left)"
	}
	// Padded to "NN cards", so that Waste stands in one column.
	fmt.Fprintf(w, "Stock        %-8s     Waste  %s\n", stock, waste)
	for i, col := range t.Columns[:t.Rules.ColumnCount()] {
		row := st.cards(col)
		if len(col) == 0 {
			row = "(empty)"
		}
		fmt.Fprintf(w, "  %d  %s\n", i+1, row)
	}
}

// errText writes err's message with the cards it names drawn in this
// style, as the table draws them: the engine's refusals name cards in the
// notation ("8s does not build on 6c"), a CardError lets the screen redraw
// them ("8♠ does not build on 6♣"). Any wrapping text stays as it is.
func (st *style) errText(err error) string {
	msg := err.Error()
	var ce *canfield.CardError
	if !errors.As(err, &ce) {
		return msg
	}
	return strings.Replace(msg, ce.Error(), ce.Words(st.card), 1)
}

// whereOnTable says where card c lies on the table now, as the player
// sees it ("the reserve's top card", "in column 2"), or "" when it is not
// in sight.
func whereOnTable(t tracker.Table, c canfield.Card) string {
	if n := len(t.Reserve); n > 0 && t.Reserve[n-1] == c {
		return "the reserve's top card"
	}
	if n := len(t.Waste); n > 0 && t.Waste[n-1] == c {
		return "the waste's top card"
	}
	for i, col := range t.Columns {
		for _, x := range col {
			if x == c {
				return fmt.Sprintf("in column %d", i+1)
			}
		}
	}
	if t.FoundationTop[c.Suit()] == c && t.FoundationCount[c.Suit()] > 0 {
		return "on its foundation"
	}
	return ""
}
