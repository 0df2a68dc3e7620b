package canfield

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// model is a second, plain implementation of the rules, written from
// ../shared/rules.md with slices and none of the engine's helpers (no
// Builds, Goes, rankAt, talon). The engine must agree with it move for
// move: the same legal moves, and the same position after each.
type model struct {
	r       Rules
	base    Rank
	found   [NumSuits]int
	reserve []Card // bottom..top
	waste   []Card // bottom..top
	stock   []Card // top..bottom
	cols    [NumColumns][]Card
	pass    int
}

func modelOf(s *State) model {
	m := model{r: s.Rules(), base: s.Base(), pass: s.Pass()}
	for su := range Suit(NumSuits) {
		m.found[su] = s.FoundationCount(su)
	}
	m.reserve = slices.Clone(s.Reserve())
	m.waste = slices.Clone(s.Waste())
	m.stock = slices.Clone(s.Stock())
	for i := range NumColumns {
		m.cols[i] = slices.Clone(s.Column(i))
	}
	return m
}

func (m *model) equal(o *model) bool {
	if m.base != o.base || m.found != o.found || m.pass != o.pass ||
		!slices.Equal(m.reserve, o.reserve) || !slices.Equal(m.waste, o.waste) || !slices.Equal(m.stock, o.stock) {
		return false
	}
	for i := range NumColumns {
		if !slices.Equal(m.cols[i], o.cols[i]) {
			return false
		}
	}
	return true
}

func top(cs []Card) Card {
	if len(cs) == 0 {
		return NoCard
	}
	return cs[len(cs)-1]
}

// rule 1: the next card of a foundation is base + count, wrapping.
func (m *model) goes(c Card) bool {
	n, ranks := m.found[c.Suit()], m.r.RankCount()
	return n < ranks && int(c.Rank()) == (int(m.base)-1+n)%ranks+1
}

// rule 2 and the variants: c builds down on t.
func (m *model) builds(c, t Card) bool {
	red := func(x Card) bool { return x.Suit() == Diamonds || x.Suit() == Hearts }
	switch m.r.Build {
	case AlternateColours:
		if red(c) == red(t) {
			return false
		}
	case SameSuit:
		if c.Suit() != t.Suit() {
			return false
		}
	}
	ranks := m.r.RankCount()
	if m.r.Order == FromBase {
		rel := func(x Card) int { return (int(x.Rank()) - int(m.base) + ranks) % ranks }
		return rel(t) == rel(c)+1
	}
	return int(t.Rank()) == int(c.Rank())%ranks+1
}

// moves lists the legal moves in the engine's Move form.
func (m *model) moves() map[Move]bool {
	out := map[Move]bool{}
	total := m.found[0] + m.found[1] + m.found[2] + m.found[3]
	if total == m.r.DeckCards() {
		return out
	}
	colFill := m.r.Fill == FillAny || (m.r.Fill == FillReserveThenAny && len(m.reserve) == 0)
	for _, src := range []struct {
		loc   Loc
		c     Card
		empty bool // may fill an empty column
	}{
		{LocReserve, top(m.reserve), m.r.Fill == FillAny},
		{LocWaste, top(m.waste), m.r.Fill == FillAny || len(m.reserve) == 0},
	} {
		if src.c == NoCard {
			continue
		}
		if m.goes(src.c) {
			out[Move{From: src.loc, To: LocFoundation}] = true
		}
		for j := range m.r.ColumnCount() {
			if t := top(m.cols[j]); (t == NoCard && src.empty) || (t != NoCard && m.builds(src.c, t)) {
				out[Move{From: src.loc, To: Column(j)}] = true
			}
		}
	}
	for i := range NumColumns {
		col := m.cols[i]
		if len(col) == 0 {
			continue
		}
		if m.goes(top(col)) {
			out[Move{From: Column(i), To: LocFoundation}] = true
		}
		for j := range m.r.ColumnCount() {
			if j == i {
				continue
			}
			for n := 1; n <= len(col); n++ {
				first := col[len(col)-n]
				whole := n == len(col)
				var ok bool
				if t := top(m.cols[j]); t != NoCard {
					ok = (whole || m.r.Groups == AnyPortion) && m.builds(first, t)
				} else {
					ok = colFill && !whole && (m.r.Groups == AnyPortion || n == 1)
				}
				if ok {
					mv := Move{From: Column(i), To: Column(j), N: uint8(n)}
					if whole {
						mv.N = 0
					}
					out[mv] = true
				}
			}
		}
	}
	if m.r.FoundationToTableau {
		for su := range Suit(NumSuits) {
			n := m.found[su]
			if n == 0 {
				continue
			}
			c := NewCard(Rank((int(m.base)-1+n-1)%m.r.RankCount()+1), su)
			for j := range NumColumns {
				if t := top(m.cols[j]); t != NoCard && m.builds(c, t) {
					out[Move{From: LocFoundation, To: Column(j), Suit: su}] = true
				}
			}
		}
	}
	if len(m.stock) > 0 || (len(m.waste) > 0 && (m.r.Passes == 0 || m.pass < m.r.Passes)) {
		out[DealMove] = true
	}
	return out
}

// apply plays a legal move.
func (m *model) apply(mv Move) {
	pop := func(p *[]Card) Card { c := (*p)[len(*p)-1]; *p = (*p)[:len(*p)-1]; return c }
	var moving []Card
	switch {
	case mv.IsDeal():
		if len(m.stock) == 0 {
			m.stock, m.waste = m.waste, nil // turned over: the first dealt comes first
			m.pass = min(m.pass+1, MaxPassCount)
		}
		k := min(m.r.Draw, len(m.stock))
		m.waste = append(m.waste, m.stock[:k]...)
		m.stock = slices.Clone(m.stock[k:])
		return
	case mv.From == LocReserve:
		moving = []Card{pop(&m.reserve)}
	case mv.From == LocWaste:
		moving = []Card{pop(&m.waste)}
	case mv.From == LocFoundation:
		n := m.found[mv.Suit]
		moving = []Card{NewCard(Rank((int(m.base)-1+n-1)%m.r.RankCount()+1), mv.Suit)}
		m.found[mv.Suit]--
	default:
		i := mv.From.ColumnIndex()
		n := int(mv.N)
		if n == 0 || mv.To == LocFoundation {
			n = len(m.cols[i])
			if mv.To == LocFoundation {
				n = 1
			}
		}
		moving = slices.Clone(m.cols[i][len(m.cols[i])-n:])
		m.cols[i] = m.cols[i][:len(m.cols[i])-n]
		if len(m.cols[i]) == 0 && len(m.reserve) > 0 && m.r.Fill != FillAny {
			m.cols[i] = []Card{pop(&m.reserve)} // rule 5: filled at once
		}
	}
	if mv.To == LocFoundation {
		m.found[moving[0].Suit()]++
		return
	}
	j := mv.To.ColumnIndex()
	m.cols[j] = append(m.cols[j], moving...)
}

// stuck reports whether no move but the deal exists now, nor after any
// number of deals: dealing is deterministic, so it deals through three
// whole trips of the talon (more than enough to come round again).
func (m *model) stuck() bool {
	t := *m
	t.stock, t.waste = slices.Clone(m.stock), slices.Clone(m.waste)
	for range 3*(TalonCap+1) + 3 {
		ms := t.moves()
		if len(ms) == 0 {
			return t.found[0]+t.found[1]+t.found[2]+t.found[3] != t.r.DeckCards()
		}
		if len(ms) > 1 || !ms[DealMove] {
			return false
		}
		t.apply(DealMove)
	}
	return true
}

// TestEngineMatchesModel plays random games under every preset and checks
// that the engine and the plain model agree on the legal moves of every
// position, on the position after every move, and on whether the game is
// stuck (rules.md classic 8).
func TestEngineMatchesModel(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for _, name := range PresetNames() {
		r, _ := Preset(name)
		t.Run(name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(99, uint64(len(name))))
			for g := range games {
				s, err := NewState(r, ShuffledDeal(r, uint64(9000+g)))
				if err != nil {
					t.Fatal(err)
				}
				md := modelOf(&s)
				var l MoveList
				onlyDeals := 0
				for step := range 400 {
					s.GenMoves(&l)
					want := md.moves()
					got := make(map[Move]bool, l.N)
					for _, m := range l.Slice() {
						got[m] = true
					}
					for m := range want {
						if !got[m] {
							t.Fatalf("game %d step %d: the model allows %+v, the engine does not\n%s", g, step, m, dump(&s))
						}
					}
					for m := range got {
						if !want[m] {
							t.Fatalf("game %d step %d: the engine allows %+v, the model does not\n%s", g, step, m, dump(&s))
						}
					}
					if step%16 == 0 && s.Stuck() != md.stuck() {
						t.Fatalf("game %d step %d: engine Stuck %v, model %v\n%s", g, step, s.Stuck(), md.stuck(), dump(&s))
					}
					if l.N == 0 {
						break
					}
					if l.N == 1 && l.Moves[0].IsDeal() {
						if onlyDeals++; onlyDeals > 2*TalonCap+2 {
							break
						}
					} else {
						onlyDeals = 0
					}
					m := playoutPicker(rng, &l)
					s.Apply(m)
					md.apply(m)
					if got := modelOf(&s); !got.equal(&md) {
						t.Fatalf("game %d step %d: after %+v the engine has\n%sthe model has\n%+v", g, step, m, dump(&s), md)
					}
				}
			}
		})
	}
}
