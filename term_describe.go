package main

// The one move describer: every screen that says what a move does (the
// legal-move list, hints, replay, analyze) writes it here, from the facts
// the engine gives (hint.Facts), in the screen's card style.

import (
	"fmt"
	"strings"

	"canfield/canfield"
	"canfield/hint"
	"canfield/notation"
)

// moveWords says in words what a move does, e.g. "7♥ from the reserve to
// its foundation"; with detail it adds what the move changes (", uncovering
// a reserve card", ", emptying column 3 for the reserve", the card a deal
// brings up), as hints do.
func (st *style) moveWords(f hint.Facts, detail bool) string {
	var b strings.Builder
	if f.Deal {
		if f.Turn {
			fmt.Fprintf(&b, "turn the waste over (pass %d) and deal", f.Pass)
		} else {
			fmt.Fprintf(&b, "deal %d from the stock", f.Dealt)
		}
		if detail && f.Up != canfield.NoCard {
			fmt.Fprintf(&b, ", bringing up %s", st.card(f.Up))
		}
		if detail && f.Shows {
			b.WriteString(", showing a card not seen yet")
		}
		switch {
		case detail && f.Scouts:
			b.WriteString("; going round the stock comes back to this position knowing more, with every move still open")
		case detail && f.Plan != nil:
			fmt.Fprintf(&b, "; after %s, %s", plural(f.Plan.Deals, "deal"), st.moveWords(f.Plan.Facts, false))
		}
		return b.String()
	}
	src := ""
	switch {
	case f.From == canfield.LocReserve:
		src = "the reserve"
	case f.From == canfield.LocWaste:
		src = "the waste"
	case f.From == canfield.LocFoundation:
		src = "its foundation"
	case f.From.IsColumn():
		i := f.From.ColumnIndex() + 1
		switch {
		case f.Whole > 1:
			src = fmt.Sprintf("column %d (whole, %d cards)", i, f.Whole)
		case f.Part > 0:
			src = fmt.Sprintf("column %d (%s)", i, plural(f.Part, "card"))
		default:
			src = fmt.Sprintf("column %d", i)
		}
	}
	dst := "its foundation"
	if f.To.IsColumn() {
		j := f.To.ColumnIndex() + 1
		if f.Onto == canfield.NoCard {
			dst = fmt.Sprintf("empty column %d", j)
		} else {
			dst = fmt.Sprintf("%s in column %d", st.card(f.Onto), j)
		}
	}
	fmt.Fprintf(&b, "%s from %s to %s", st.card(f.Card), src, dst)
	if !detail {
		return b.String()
	}
	if f.Exposes != canfield.NoCard {
		fmt.Fprintf(&b, ", exposing %s", st.card(f.Exposes))
	}
	if f.Empties {
		fmt.Fprintf(&b, ", emptying column %d", f.From.ColumnIndex()+1)
		if f.ForReserve {
			b.WriteString(" for the reserve")
		}
	}
	if f.Uncovers {
		b.WriteString(", uncovering a reserve card")
	}
	return b.String()
}

// moveLine writes a move as its token and its words, e.g.
// "rf    7♥ from the reserve to its foundation" (the legal-move list).
func (st *style) moveLine(m canfield.Move, f hint.Facts) string {
	return fmt.Sprintf("%-5s %s", notation.FormatMove(m), st.moveWords(f, false))
}

// hintReason says what a suggested move does and, for a move chosen
// without search, why. A row whose column already names the basis
// (column) does not name it again: "scout  deal 3 ...", not "scout
// scout: deal 3 ...".
func (st *style) hintReason(s hint.Suggestion, column bool) string {
	words := st.moveWords(s.Facts, true)
	label := ""
	if !column {
		label = s.Basis.String() + ": "
	}
	switch s.Basis {
	case hint.Forced:
		return "the only legal move: " + words
	case hint.Scout:
		return label + words
	case hint.Safe:
		return label + words + " (no card still in play can build on it)"
	}
	if s.Line {
		return words + " (every card is known: it starts a winning line)"
	}
	return words + backTo(s.Repeats)
}

// whyAbove says why a move is listed above a later one with a higher
// figure (hint.WhyAbove), "" when no later figure is higher.
func whyAbove(w hint.Why) string {
	switch w {
	case hint.WhyNone, hint.WhyLine, hint.WhyUnsearched:
		return "" // the row says so already, or has no figure
	case hint.WhyNew:
		return " (listed above a higher figure, the two closer than their ±: it goes to a new position)"
	case hint.WhyReach:
		return " (listed above a higher figure, the two closer than their ±: its searches got more cards up)"
	case hint.WhyReveal:
		return " (listed above a higher figure, the two closer than their ±: it shows an unseen card first)"
	}
	return " (listed above a higher figure, the two closer than their ±: the difference is sampling noise)"
}

// backTo names a move's return to a position the game has been in (n
// times before), so that a player sees the hints going round: ""
// for a move to a new position.
func backTo(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return " (back to a position the game has been in)"
	case n == 2:
		return " (back to a position the game has been in twice)"
	}
	return fmt.Sprintf(" (back to a position the game has been in %d times)", n)
}
