package canfield

import (
	"strings"
	"testing"
)

// Test helpers: a tiny card and move reader (package notation imports this
// package, so its tests cannot use it), a deal-line builder that puts chosen
// cards in chosen places and fills the rest, and a position builder for
// late-game positions that a deal line cannot show directly.

// cd reads a canonical card token such as "7h" or "Td".
func cd(tok string) Card {
	if len(tok) != 2 {
		panic("bad test card " + tok)
	}
	r := strings.IndexByte("A23456789TJQK", tok[0])
	s := strings.IndexByte("cdhs", tok[1])
	if r < 0 || s < 0 {
		panic("bad test card " + tok)
	}
	return NewCard(Rank(r+1), Suit(s))
}

// cds reads space-separated card tokens.
func cds(line string) []Card {
	var out []Card
	for _, f := range strings.Fields(line) {
		out = append(out, cd(f))
	}
	return out
}

// mv reads a move in the project's move notation (d, wf, r2, 13, 12/3, fh2).
func mv(tok string) Move {
	loc := func(b byte) Loc {
		switch b {
		case 'r':
			return LocReserve
		case 'w':
			return LocWaste
		case 'f':
			return LocFoundation
		case '1', '2', '3', '4':
			return Column(int(b - '1'))
		}
		panic("bad test move " + tok)
	}
	switch {
	case tok == "d":
		return DealMove
	case tok[0] == 'f' && len(tok) == 3:
		return Move{From: LocFoundation, To: loc(tok[2]), Suit: Suit(strings.IndexByte("cdhs", tok[1]))}
	case len(tok) > 3 && tok[2] == '/':
		n := 0
		for _, b := range tok[3:] {
			n = n*10 + int(b-'0')
		}
		return Move{From: loc(tok[0]), To: loc(tok[1]), N: uint8(n)}
	}
	return Move{From: loc(tok[0]), To: loc(tok[1])}
}

// Deal-line places (rules.md "The deal"): reserve bottom..top, base,
// tableau 1..4, stock top..bottom.
const (
	dlReserveTop = ReserveSize - 1 // the 13th card: the reserve's top
	dlBase       = ReserveSize     // 14th: the base card
	dlCol1       = ReserveSize + 1 // 15th..18th: tableau 1..4
	dlStock      = ReserveSize + 5 // 19th: the stock's top
)

// dealLine builds a deal line under r with the chosen cards at the chosen
// deal-line indexes; every other place gets the unused cards in index order
// (clubs Ace first). Under a fixed base rank the line has 48 cards and the
// places after the reserve shift down by one (no base card).
func dealLine(t testing.TB, r Rules, placed map[int]string) []Card {
	t.Helper()
	n := r.DealSize()
	line := make([]Card, n)
	var used CardSet
	for i, tok := range placed {
		c := cd(tok)
		if i < 0 || i >= n || used.Has(c) || (r.BaseRank != 0 && c.Rank() == r.BaseRank) {
			t.Fatalf("dealLine: cannot put %s at %d", tok, i)
		}
		line[i] = c
		used = used.With(c)
	}
	k := 0
	for i := range line {
		if line[i] != NoCard {
			continue
		}
		for ; ; k++ {
			c := CardAt(k)
			if !used.Has(c) && (r.BaseRank == 0 || c.Rank() != r.BaseRank) {
				line[i] = c
				used = used.With(c)
				break
			}
		}
	}
	if err := CheckDeal(r, line); err != nil {
		t.Fatalf("dealLine: %v", err)
	}
	return line
}

// dealState deals a game from dealLine(r, placed).
func dealState(t testing.TB, r Rules, placed map[int]string) State {
	t.Helper()
	s, err := NewState(r, dealLine(t, r, placed))
	if err != nil {
		t.Fatalf("NewState: %v", err)
	}
	return s
}

// pos describes a position card by card. Cards not named anywhere (and not
// on the foundations) go to the bottom of the stock while the talon has
// room, then to the bottom of the reserve; with restToReserve, to the
// reserve first.
type pos struct {
	base          Rank          // base rank
	found         [NumSuits]int // cards on each foundation
	reserve       string        // bottom..top
	waste         string        // bottom..top
	stock         string        // top..bottom
	cols          [NumColumns]string
	pass          int // 0 means 1
	restToReserve bool
}

// build makes the position under r and checks its invariants.
func (p pos) build(t testing.TB, r Rules) State {
	t.Helper()
	var s State
	s.setRules(r)
	s.base = p.base
	s.pass = 1
	if p.pass > 0 {
		s.pass = uint8(p.pass)
	}
	var used CardSet
	for su := range Suit(NumSuits) {
		s.found[su] = uint8(p.found[su])
		for k := range s.found[su] {
			used = used.With(NewCard(s.rankAt(k), su))
		}
	}
	take := func(line string) []Card {
		cs := cds(line)
		for _, c := range cs {
			if used.Has(c) {
				t.Fatalf("pos: %v placed twice", c)
			}
			used = used.With(c)
		}
		return cs
	}
	reserve := take(p.reserve)
	waste := take(p.waste)
	stock := take(p.stock)
	for i := range NumColumns {
		col := take(p.cols[i])
		copy(s.cols[i][:], col)
		s.colLen[i] = uint8(len(col))
	}
	var rest []Card
	for i := range DeckSize {
		if c := CardAt(i); !used.Has(c) {
			rest = append(rest, c)
		}
	}
	if p.restToReserve {
		k := min(len(rest), ReserveSize-len(reserve))
		reserve = append(rest[:k:k], reserve...)
		rest = rest[k:]
	}
	k := min(len(rest), TalonCap-len(waste)-len(stock))
	stock = append(stock, rest[:k]...)
	rest = rest[k:]
	reserve = append(rest, reserve...)
	if len(reserve) > ReserveSize || len(waste)+len(stock) > TalonCap {
		t.Fatalf("pos: %d reserve cards and %d talon cards do not fit", len(reserve), len(waste)+len(stock))
	}
	copy(s.reserve[:], reserve)
	s.nReserve = uint8(len(reserve))
	copy(s.talon[:], waste)
	copy(s.talon[len(waste):], stock)
	s.nWaste = uint8(len(waste))
	s.nTalon = uint8(len(waste) + len(stock))
	if err := s.Check(); err != nil {
		t.Fatalf("pos: %v", err)
	}
	return s
}

// genSet returns the generated moves as a set.
func genSet(s *State) map[Move]bool {
	var l MoveList
	s.GenMoves(&l)
	out := make(map[Move]bool, l.N)
	for _, m := range l.Slice() {
		out[m] = true
	}
	return out
}

// legalCase is one table row: a move in notation and whether it is legal.
type legalCase struct {
	rule  string // the rule of rules.md it checks, e.g. "classic 2: ..."
	move  string
	legal bool
}

// checkLegal checks each case with Legal and against GenMoves.
func checkLegal(t *testing.T, s State, cases []legalCase) {
	t.Helper()
	gen := genSet(&s)
	for _, c := range cases {
		m := mv(c.move)
		err := s.Legal(m)
		if (err == nil) != c.legal {
			t.Errorf("%s: %s: Legal = %v, want legal %v", c.rule, c.move, err, c.legal)
		}
		if gen[s.Canonical(m)] != c.legal {
			t.Errorf("%s: %s: generated = %v, want %v", c.rule, c.move, gen[s.Canonical(m)], c.legal)
		}
	}
}

// play applies moves in notation, failing on any illegal one; it returns
// the Undo of the last.
func play(t testing.TB, s *State, moves string) Undo {
	t.Helper()
	var u Undo
	for _, tok := range strings.Fields(moves) {
		m := mv(tok)
		if err := s.Legal(m); err != nil {
			t.Fatalf("play %s: %v", tok, err)
		}
		u = s.Apply(m)
		if err := s.Check(); err != nil {
			t.Fatalf("after %s: %v", tok, err)
		}
	}
	return u
}

// colString writes a column as space-separated tokens.
func colString(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}
