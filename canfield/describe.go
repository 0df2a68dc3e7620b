package canfield

import "fmt"

// Describe returns the rules in words, one option a line, for people.
func (r Rules) Describe() []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	top := rankWord(Rank(r.RankCount()))
	if r.SmallDeck() {
		suits := []string{"clubs", "clubs and diamonds", "clubs, diamonds and hearts", "all four suits"}[r.SuitCount()-1]
		add("Deck: %d cards, %s, Ace to %s.", r.DeckCards(), suits, top)
	}
	if r.BaseRank == 0 {
		add("Base: the %s card dealt starts the first foundation; its rank is the base rank.", ordinal(r.ReserveCount()+1))
	} else {
		add("Base: the %ss are taken out before the deal and start the foundations (no base card dealt).", rankWord(r.BaseRank))
	}
	add("Foundations: build up in suit from the base rank, wrapping %s to Ace; %d cards each.", top, r.RankCount())
	switch r.Build {
	case AlternateColours:
		add("Tableau: builds down in alternating colours.")
	case AnySuit:
		add("Tableau: builds down regardless of suit and colour.")
	case SameSuit:
		add("Tableau: builds down in suit.")
	}
	if r.Order == FullWrap {
		add("Tableau order: full wrap; a %s goes on an Ace, and the card below the base rank on a base-rank card.", top)
	} else {
		add("Tableau order: counted from the base; nothing builds on a base-rank card, and a %s goes on an Ace only when the base is not an Ace.", top)
	}
	if r.Groups == WholeColumn {
		add("Column moves: only whole columns move.")
	} else {
		add("Column moves: any top portion of a column (its last cards) may move.")
	}
	// What may fill a gap where the player chooses: where only whole
	// columns move, no portion does, but a column's last card alone may
	// (a whole column into an empty one changes nothing; legal.go).
	fillers := "any playable card or column portion"
	if r.Groups == WholeColumn {
		fillers = "any playable card (a column's last card among them)"
	}
	switch r.Fill {
	case FillReserveThenWaste:
		add("Empty columns: filled at once from the reserve; once it is empty, with the waste's top card when the player chooses.")
	case FillReserveThenAny:
		add("Empty columns: filled at once from the reserve; once it is empty, with %s.", fillers)
	case FillAny:
		add("Empty columns: never filled automatically; %s may fill them when the player chooses.", fillers)
	}
	if r.FoundationToTableau {
		add("Foundation cards: a foundation's top card may come back to build on a column.")
	} else {
		add("Foundation cards: never leave the foundations.")
	}
	if r.ColumnCount() != NumColumns {
		add("Columns: %d.", r.ColumnCount())
	}
	if r.VisibleReserve {
		add("Reserve: all %d cards face up from the start.", r.ReserveCount())
	} else {
		add("Reserve: %d cards, only the top one face up.", r.ReserveCount())
	}
	switch r.Draw {
	case 1:
		add("Stock: dealt one card at a time onto the waste.")
	default:
		add("Stock: dealt %d cards at a time (fewer when fewer remain); only the waste's top card plays.", r.Draw)
	}
	switch r.Passes {
	case 0:
		add("Passes: unlimited; the waste is turned over, not shuffled, to form the stock again.")
	case 1:
		add("Passes: one; the waste is never turned over.")
	default:
		add("Passes: %d; the waste is turned over, not shuffled, between them.", r.Passes)
	}
	return out
}

// ordinal writes n (1 to 20) as an ordinal: 1st, 2nd, 14th.
func ordinal(n int) string {
	switch {
	case n%10 == 1 && n != 11:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2 && n != 12:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3 && n != 13:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

func rankWord(r Rank) string {
	return []string{"", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"}[r]
}
