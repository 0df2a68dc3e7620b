package notation

import (
	"errors"
	"fmt"

	"canfield/canfield"
)

// atPos writes pos between before and after, or nothing for the zero Pos
// (a record that did not come from a text).
func atPos(before string, pos Pos, after string) string {
	if pos == (Pos{}) {
		return ""
	}
	return before + pos.String() + after
}

// checkMoves runs the reader's checks of moves and reveals on a record
// built elsewhere (from JSON): the same checks as reading its text.
func checkMoves(rec *Record) error {
	p := &recordParser{rec: &Record{Rules: rec.Rules, Setup: rec.Setup}, revealed: map[canfield.Card]int{},
		setupPos: make([]Pos, len(rec.Setup)), places: newPlaces(rec.Rules)}
	for i, e := range rec.Moves {
		shown, tracking := p.places.apply(e.Move)
		if e.Reveal != canfield.NoCard {
			if err := p.checkReveal(e.Move, e.Reveal, Pos{}, shown, tracking); err != nil {
				var re *RecordError
				if errors.As(err, &re) {
					return fmt.Errorf("move %d: %s; expected %s: %w", i+1, re.Msg, re.Expected, ErrSyntax)
				}
				return fmt.Errorf("move %d: %w", i+1, err)
			}
			p.revealed[e.Reveal] = i
		}
		p.rec.Moves = append(p.rec.Moves, e)
	}
	return nil
}

// revealKind says what a move can reveal: the next reserve card, a stock
// card turning up on the waste, or nothing.
type revealKind int

const (
	revealNone revealKind = iota
	revealReserve
	revealStock
)

func kindOfReveal(r canfield.Rules, m canfield.Move) (revealKind, string) {
	switch {
	case m.IsDeal() || m.From == canfield.LocWaste:
		return revealStock, ""
	case m.From == canfield.LocReserve:
		if r.VisibleReserve {
			return revealNone, "the whole reserve is face up under these rules"
		}
		return revealReserve, ""
	case m.From.IsColumn():
		if !r.AutoFill() {
			return revealNone, "empty columns are not filled from the reserve under these rules"
		}
		if r.VisibleReserve {
			return revealNone, "the whole reserve is face up under these rules"
		}
		return revealReserve, ""
	}
	return revealNone, "a card coming back from a foundation uncovers nothing unseen"
}

// checkReveal checks a revealed card against what the record already says.
// shown is the deal position the move shows for the first time (-1 for
// none) when tracking says the positions are still followed.
func (p *recordParser) checkReveal(m canfield.Move, c canfield.Card, pos Pos, shown int, tracking bool) error {
	r := p.rec.Rules
	mt := FormatMove(m)
	kind, why := kindOfReveal(r, m)
	if kind == revealNone {
		return p.fail(pos, "no =card after "+mt, "%s cannot reveal a card: %s", mt, why)
	}
	if err := p.checkCardRank(c, pos); err != nil {
		return err
	}
	if k, ok := p.revealed[c]; ok {
		return p.fail(pos, "a card not seen before", "%s seen twice: move %d%s already revealed it", c, k+1, atPos(" (", p.rec.Moves[k].Pos, ")"))
	}
	if tracking {
		if shown < 0 {
			return p.fail(pos, "no =card after "+mt, "%s shows no card not seen before here, so it reveals nothing", mt)
		}
		if d := p.rec.Setup[shown]; d != canfield.NoCard && d != c {
			name, at := dealPlace(r, shown)
			return p.fail(pos, fmt.Sprintf("=%s, the card the setup has there", d),
				"%s contradicts the setup: %s shows %s %d, which the setup has as %s%s", c, mt, name, at, d, atPos(" (at ", p.setupPos[shown], ")"))
		}
	}
	for j, d := range p.rec.Setup {
		if d != c || (tracking && j == shown) {
			continue
		}
		name, at := dealPlace(r, j)
		where := fmt.Sprintf("%s %d%s", name, at, atPos(" at ", p.setupPos[j], ""))
		switch {
		case shownAtDeal(r, j):
			return p.fail(pos, "a card not seen before", "%s seen twice: it is face up from the deal (setup %s)", c, where)
		case kind == revealReserve && name != "reserve":
			return p.fail(pos, "the next reserve card", "%s reveals the next reserve card, but the setup has %s in the %s (%s)", mt, c, name, where)
		case kind == revealStock && name != "stock":
			return p.fail(pos, "a card from the stock", "%s reveals a card from the stock, but the setup has %s in the %s (%s)", mt, c, name, where)
		case tracking:
			sn, sat := dealPlace(r, shown)
			return p.fail(pos, "a card not seen before", "%s seen twice: %s shows %s %d, but the setup has %s as %s", c, mt, sn, sat, c, where)
		}
	}
	return nil
}
