package notation

import (
	"strconv"
	"strings"

	"canfield/canfield"
)

const moveExpected = "a move (d; a source r, w or 1-4 then a destination f or 1-4, e.g. wf, r2, 13; 13/2 for the last 2 cards of column 1; fh2 for the hearts foundation's top card to column 2)"

// MoveExpected says in words what a move is under r, for a message about
// a token that is not one: moveExpected without the forms r never allows
// (13/2 where only whole columns move, fh2 where foundation cards never
// come back).
func MoveExpected(r canfield.Rules) string {
	s := "a move (d; a source r, w or 1-4 then a destination f or 1-4, e.g. wf, r2, 13"
	if r.Groups == canfield.AnyPortion {
		s += "; 13/2 for the last 2 cards of column 1"
	}
	if r.FoundationToTableau {
		s += "; fh2 for the hearts foundation's top card to column 2"
	}
	return s + ")"
}

// ParseMove reads one move token (case-insensitive):
//
//	d          deal from the stock (turning the waste over first when needed)
//	<s><d>     s is r, w or 1-4; d is f or 1-4 (wf, r3, 2f, 14)
//	<c><c>/<n> the last n cards of a column to another column (12/3)
//	f<x><c>    the top card of suit x's foundation to column c (fh2)
//
// It checks form only; whether the move is legal is the rules engine's call.
func ParseMove(tok string) (canfield.Move, error) {
	s := strings.ToLower(strings.TrimSpace(tok))
	bad := func() (canfield.Move, error) { return canfield.Move{}, &TokenError{tok, moveExpected} }
	if s == "d" {
		return canfield.DealMove, nil
	}
	if len(s) < 2 {
		return bad()
	}
	if s[0] == 'f' {
		su, ok := parseSuit(s[1:2])
		if !ok || len(s) != 3 {
			return bad()
		}
		col, ok := column(s[2])
		if !ok {
			return bad()
		}
		return canfield.Move{From: canfield.LocFoundation, To: col, Suit: su}, nil
	}
	var m canfield.Move
	switch s[0] {
	case 'r':
		m.From = canfield.LocReserve
	case 'w':
		m.From = canfield.LocWaste
	default:
		col, ok := column(s[0])
		if !ok {
			return bad()
		}
		m.From = col
	}
	if s[1] == 'f' {
		m.To = canfield.LocFoundation
	} else {
		col, ok := column(s[1])
		if !ok {
			return bad()
		}
		m.To = col
	}
	rest := s[2:]
	if rest == "" {
		return m, nil
	}
	if rest[0] != '/' || !m.From.IsColumn() || !m.To.IsColumn() {
		return bad()
	}
	n, err := strconv.Atoi(rest[1:])
	if err != nil || n < 1 || n > canfield.ColumnCap || rest[1] == '+' || rest[1] == '0' {
		return bad()
	}
	m.N = uint8(n)
	return m, nil
}

func column(b byte) (canfield.Loc, bool) {
	if b < '1' || b > '4' {
		return 0, false
	}
	return canfield.Column(int(b - '1')), true
}

// FormatMove writes a move in the move notation. A column move with N > 0
// is written with /N; callers write whole-column moves with N == 0
// (canfield.State.Canonical does that).
func FormatMove(m canfield.Move) string {
	loc := func(l canfield.Loc) string {
		switch {
		case l == canfield.LocReserve:
			return "r"
		case l == canfield.LocWaste:
			return "w"
		case l == canfield.LocFoundation:
			return "f"
		case l.IsColumn():
			return strconv.Itoa(l.ColumnIndex() + 1)
		}
		return "?"
	}
	switch {
	case m.IsDeal():
		return "d"
	case m.From == canfield.LocFoundation:
		return "f" + SuitLetter(m.Suit) + loc(m.To)
	case m.N > 0 && m.From.IsColumn() && m.To.IsColumn():
		return loc(m.From) + loc(m.To) + "/" + strconv.Itoa(int(m.N))
	}
	return loc(m.From) + loc(m.To)
}

// ParseMoves reads moves separated by white space; an error names the
// 1-based position of the bad token.
func ParseMoves(text string) ([]canfield.Move, error) {
	var out []canfield.Move
	for i, f := range strings.Fields(text) {
		m, err := ParseMove(f)
		if err != nil {
			return nil, &PositionError{Index: i + 1, Err: err}
		}
		out = append(out, m)
	}
	return out, nil
}

// FormatMoves writes moves separated by single spaces.
func FormatMoves(ms []canfield.Move) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = FormatMove(m)
	}
	return strings.Join(parts, " ")
}

// PositionError is an error at the n-th token of a list.
type PositionError struct {
	Index int
	Err   error
}

func (e *PositionError) Error() string { return "move " + strconv.Itoa(e.Index) + ": " + e.Err.Error() }

// Unwrap returns the error at the position.
func (e *PositionError) Unwrap() error { return e.Err }
