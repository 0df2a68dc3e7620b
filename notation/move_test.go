package notation

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
)

func TestParseMoveForms(t *testing.T) {
	col := canfield.Column
	cases := []struct {
		tok  string
		want canfield.Move
		form string // canonical form
	}{
		{"d", canfield.DealMove, "d"},
		{"D", canfield.DealMove, "d"},
		{" d ", canfield.DealMove, "d"},
		{"rf", canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}, "rf"},
		{"wf", canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, "wf"},
		{"WF", canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, "wf"},
		{"3f", canfield.Move{From: col(2), To: canfield.LocFoundation}, "3f"},
		{"r1", canfield.Move{From: canfield.LocReserve, To: col(0)}, "r1"},
		{"R4", canfield.Move{From: canfield.LocReserve, To: col(3)}, "r4"},
		{"w2", canfield.Move{From: canfield.LocWaste, To: col(1)}, "w2"},
		{"14", canfield.Move{From: col(0), To: col(3)}, "14"},
		{"41", canfield.Move{From: col(3), To: col(0)}, "41"},
		{"12/3", canfield.Move{From: col(0), To: col(1), N: 3}, "12/3"},
		{"43/1", canfield.Move{From: col(3), To: col(2), N: 1}, "43/1"},
		{"21/52", canfield.Move{From: col(1), To: col(0), N: 52}, "21/52"},
		{"fh2", canfield.Move{From: canfield.LocFoundation, To: col(1), Suit: canfield.Hearts}, "fh2"},
		{"fc1", canfield.Move{From: canfield.LocFoundation, To: col(0), Suit: canfield.Clubs}, "fc1"},
		{"FD4", canfield.Move{From: canfield.LocFoundation, To: col(3), Suit: canfield.Diamonds}, "fd4"},
		{"fs3", canfield.Move{From: canfield.LocFoundation, To: col(2), Suit: canfield.Spades}, "fs3"},
	}
	for _, c := range cases {
		got, err := ParseMove(c.tok)
		if err != nil || got != c.want {
			t.Errorf("ParseMove(%q) = %+v, %v; want %+v", c.tok, got, err, c.want)
		}
		if f := FormatMove(c.want); f != c.form {
			t.Errorf("FormatMove(%+v) = %q, want %q", c.want, f, c.form)
		}
	}
}

func TestParseMoveRejects(t *testing.T) {
	for _, tok := range []string{
		"", "x", "dd", "d1", "f", "r", "w", "1", "5f", "05", "r5", "15", "0f",
		"fr", "ff", "rr", "rw", "wr", "1w", "1r", "1s", "f1", "fx1", "fh", "fh5", "fh12", "fhf",
		"rf/1", "r1/1", "w2/1", "1f/1", "12/", "12/0", "12/03", "12/+3", "12/-1", "12/53", "12/x", "12/3x", "12x", "fh2/1", "1 2", "♥2",
	} {
		m, err := ParseMove(tok)
		if err == nil {
			t.Errorf("ParseMove(%q) = %+v, want an error", tok, m)
			continue
		}
		var te *TokenError
		if !errors.As(err, &te) || te.Token != tok || !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseMove(%q) error %v: want a *TokenError for the token wrapping ErrSyntax", tok, err)
		}
		if !strings.Contains(err.Error(), "is not a move") || !strings.Contains(err.Error(), "fh2") {
			t.Errorf("ParseMove(%q) error %q does not say what was expected", tok, err)
		}
	}
}

// allMoves returns every move the notation writes, in canonical form.
func allMoves() []canfield.Move {
	ms := []canfield.Move{canfield.DealMove}
	srcs := []canfield.Loc{canfield.LocReserve, canfield.LocWaste}
	dsts := []canfield.Loc{canfield.LocFoundation}
	for i := range canfield.NumColumns {
		srcs = append(srcs, canfield.Column(i))
		dsts = append(dsts, canfield.Column(i))
	}
	for _, f := range srcs {
		for _, to := range dsts {
			ms = append(ms, canfield.Move{From: f, To: to})
			if f.IsColumn() && to.IsColumn() {
				for n := 1; n <= canfield.ColumnCap; n++ {
					ms = append(ms, canfield.Move{From: f, To: to, N: uint8(n)})
				}
			}
		}
	}
	for su := range canfield.Suit(canfield.NumSuits) {
		for j := range canfield.NumColumns {
			ms = append(ms, canfield.Move{From: canfield.LocFoundation, To: canfield.Column(j), Suit: su})
		}
	}
	return ms
}

// Every move of the notation formats to a distinct token that reads back as
// the same move, and so does a list of them.
func TestMoveRoundTrip(t *testing.T) {
	ms := allMoves()
	seen := map[string]bool{}
	for _, m := range ms {
		s := FormatMove(m)
		if seen[s] {
			t.Errorf("FormatMove gives %q twice", s)
		}
		seen[s] = true
		back, err := ParseMove(s)
		if err != nil || back != m {
			t.Errorf("ParseMove(FormatMove(%+v)) = %+v, %v (token %q)", m, back, err, s)
		}
	}
	text := FormatMoves(ms)
	back, err := ParseMoves(text)
	if err != nil || len(back) != len(ms) {
		t.Fatalf("ParseMoves(FormatMoves) = %d moves, %v; want %d", len(back), err, len(ms))
	}
	for i := range ms {
		if back[i] != ms[i] {
			t.Errorf("move %d: %+v read back as %+v", i+1, ms[i], back[i])
		}
	}
}

func TestParseMovesPosition(t *testing.T) {
	ms, err := ParseMoves("d  wf\tr2\n12/3 fh4")
	if err != nil || FormatMoves(ms) != "d wf r2 12/3 fh4" {
		t.Errorf("ParseMoves = %v, %v", ms, err)
	}
	if ms, err := ParseMoves(""); err != nil || len(ms) != 0 {
		t.Errorf("ParseMoves(\"\") = %v, %v", ms, err)
	}
	_, err = ParseMoves("d wf r9 d")
	var pe *PositionError
	if !errors.As(err, &pe) || pe.Index != 3 || !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), `move 3: "r9"`) {
		t.Errorf("ParseMoves with a bad third token: %v", err)
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d", "wf", "r2", "14", "12/3", "fh2", "21/52", "12/", "f♥2", "1f/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		m, err := ParseMove(tok)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("ParseMove(%q) error %v does not wrap ErrSyntax", tok, err)
			}
			return
		}
		s := FormatMove(m)
		back, err := ParseMove(s)
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %+v, formatted %q, read back as %+v, %v", tok, m, s, back, err)
		}
	})
}
