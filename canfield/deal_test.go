package canfield

import (
	"strings"
	"testing"
)

// rules.md "The deal": 13 cards to the reserve (first dealt at the bottom,
// the 13th face up), the 14th to the first foundation (its rank is the base
// rank), the next 4 to tableau 1-4, the remaining 34 the stock, top first.
func TestDealLayout(t *testing.T) {
	const rule = "rules.md the deal"
	placed := map[int]string{
		0: "2c", dlReserveTop: "3d", dlBase: "5s",
		dlCol1: "Jd", dlCol1 + 1: "6d", dlCol1 + 2: "9s", dlCol1 + 3: "Kc",
		dlStock: "Ah", dlStock + 1: "2h", dlStock + 2: "3h", dlStock + 3: "4h", DeckSize - 1: "7s",
	}
	line := dealLine(t, Classic, placed)
	s, err := NewState(Classic, line)
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		what string
		got  any
		want any
	}{
		{"reserve size", len(s.Reserve()), ReserveSize},
		{"reserve bottom is the first card dealt", s.Reserve()[0], cd("2c")},
		{"reserve top is the 13th card", s.ReserveTop(), cd("3d")},
		{"base rank is the 14th card's", s.Base(), Rank(5)},
		{"the 14th card starts its suit's foundation", s.FoundationTop(Spades), cd("5s")},
		{"base foundation count", s.FoundationCount(Spades), 1},
		{"other foundations empty", s.FoundationCount(Hearts) + s.FoundationCount(Clubs) + s.FoundationCount(Diamonds), 0},
		{"tableau 1", colString(s.Column(0)), "Jd"},
		{"tableau 2", colString(s.Column(1)), "6d"},
		{"tableau 3", colString(s.Column(2)), "9s"},
		{"tableau 4", colString(s.Column(3)), "Kc"},
		{"stock size", len(s.Stock()), 34},
		{"stock top is the 19th card", s.Stock()[0], cd("Ah")},
		{"stock bottom is the 52nd card", s.Stock()[33], cd("7s")},
		{"waste empty", len(s.Waste()), 0},
		{"pass", s.Pass(), 1},
		{"cards on foundations", s.FoundationCards(), 1},
		{"stock size rule", Classic.StockSize(), 34},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %s: got %v, want %v", rule, c.what, c.got, c.want)
		}
	}
	if err := s.Check(); err != nil {
		t.Errorf("%s: %v", rule, err)
	}
	// The stock's top is the next card dealt.
	s.Apply(DealMove)
	if got := colString(s.Waste()); got != "Ah 2h 3h" {
		t.Errorf("%s: first deal puts %q on the waste, want the stock's top three Ah 2h 3h", rule, got)
	}
}

// rules.md "The deal", storehouse: the Twos start the foundations before the
// deal; the deal line holds the other 48: reserve (13), tableau (4), stock (31).
func TestDealLayoutStorehouse(t *testing.T) {
	const rule = "rules.md the deal (storehouse: 48 cards, no base card)"
	r, _ := Preset("storehouse")
	placed := map[int]string{dlReserveTop: "Kd", ReserveSize: "7c", ReserveSize + 3: "9h", ReserveSize + 4: "Ah", 47: "Qs"}
	s, err := NewState(r, dealLine(t, r, placed))
	if err != nil {
		t.Fatal(err)
	}
	if r.DealSize() != 48 || r.StockSize() != 31 {
		t.Errorf("%s: DealSize %d StockSize %d, want 48 and 31", rule, r.DealSize(), r.StockSize())
	}
	if s.Base() != Two || s.ReserveTop() != cd("Kd") || s.Exposed(0) != cd("7c") || s.Exposed(3) != cd("9h") {
		t.Errorf("%s: base %v reserve top %v columns %v..%v", rule, s.Base(), s.ReserveTop(), s.Exposed(0), s.Exposed(3))
	}
	if len(s.Stock()) != 31 || s.Stock()[0] != cd("Ah") || s.Stock()[30] != cd("Qs") {
		t.Errorf("%s: stock %v", rule, s.Stock())
	}
	for su := range Suit(NumSuits) {
		if s.FoundationTop(su) != NewCard(Two, su) {
			t.Errorf("%s: foundation %d starts with %v, want its Two", rule, su, s.FoundationTop(su))
		}
	}
	if s.FoundationCards() != 4 {
		t.Errorf("%s: %d cards on the foundations, want the four Twos", rule, s.FoundationCards())
	}
	if err := s.Check(); err != nil {
		t.Errorf("%s: %v", rule, err)
	}
}

// rules.md "The deal": a deal line is exactly the cards of a deal, each once.
func TestCheckDealRejects(t *testing.T) {
	store, _ := Preset("storehouse")
	good := dealLine(t, Classic, nil)
	dup := append([]Card(nil), good...)
	dup[51] = dup[0]
	bad := append([]Card(nil), good...)
	bad[7] = NoCard
	withTwo := dealLine(t, Classic, map[int]string{0: "2h"})[:48]
	cases := []struct {
		rule string
		r    Rules
		deal []Card
		want string // part of the message
	}{
		{"rules.md the deal: 52 cards", Classic, good[:51], "has 51"},
		{"rules.md the deal: 52 cards", Classic, append(append([]Card(nil), good...), good[0]), "has 53"},
		{"rules.md the deal: each card once", Classic, dup, "card 52 is a second"},
		{"rules.md the deal: real cards", Classic, bad, "card 8 is not a card"},
		{"rules.md the deal: storehouse has 48", store, good, "has 52"},
		{"rules.md the deal: storehouse's Twos are not dealt", store, withTwo, "card 1 (2h) is of the fixed base rank"},
	}
	for _, c := range cases {
		err := CheckDeal(c.r, c.deal)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: CheckDeal = %v, want an error containing %q", c.rule, err, c.want)
		}
		if _, err := NewState(c.r, c.deal); err == nil {
			t.Errorf("%s: NewState accepted the deal", c.rule)
		}
	}
	if err := CheckDeal(store, dealLine(t, store, nil)); err != nil {
		t.Errorf("a storehouse deal of 48: %v", err)
	}
}

// The seeded shuffle is fixed forever (docs/notation.md): SplitMix64 gives
// the published reference outputs, and seed 1 gives this deal.
func TestShuffleStable(t *testing.T) {
	g := NewSplitMix64(1234567)
	for i, want := range []uint64{6457827717110365317, 3203168211198807973, 9817491932198370423, 4593380528125082431, 16408922859458223821} {
		if got := g.Next(); got != want {
			t.Fatalf("SplitMix64(1234567) output %d = %d, want %d", i+1, got, want)
		}
	}
	// The worked start in docs/notation.md.
	g = NewSplitMix64(1)
	if x := g.Next(); x != 10451216379200822465 {
		t.Errorf("SplitMix64(1) first output = %d", x)
	}
	g = NewSplitMix64(1)
	if a, b, c := g.Below(52), g.Below(51), g.Below(50); a != 45 || b != 34 || c != 40 {
		t.Errorf("SplitMix64(1): Below(52), Below(51), Below(50) = %d %d %d, want 45 34 40", a, b, c)
	}
	const seed1 = "7d 9c 4d 8h 8d 5s Jd 6d 9s Jc 5d Kd 3c 2d Jh 5h 7h 4h 2c Ad 6s Kc Kh Th Ts Js Td 8s Qc 4s 6c 7c As 5c Ah Ks 6h Qs Qh Qd 9d 3d 3s Ac 4c 2h 8c Tc 3h 2s 9h 7s"
	if got := colString(ShuffledDeal(Classic, 1)); got != seed1 {
		t.Errorf("ShuffledDeal(classic, 1) = %s, want %s", got, seed1)
	}
	store, _ := Preset("storehouse")
	for seed := range uint64(200) {
		for _, r := range []Rules{Classic, store} {
			d := ShuffledDeal(r, seed)
			if err := CheckDeal(r, d); err != nil {
				t.Fatalf("%s seed %d: %v", r.Name, seed, err)
			}
		}
	}
	if colString(ShuffledDeal(Classic, 2)) == seed1 {
		t.Error("seeds 1 and 2 give the same deal")
	}
}

// Below is uniform on [0, n): every value turns up, none outside.
func TestBelowRange(t *testing.T) {
	g := NewSplitMix64(7)
	for _, n := range []uint64{1, 2, 3, 52} {
		seen := make(map[uint64]bool)
		for range 2000 {
			x := g.Below(n)
			if x >= n {
				t.Fatalf("Below(%d) = %d", n, x)
			}
			seen[x] = true
		}
		if uint64(len(seen)) != n {
			t.Errorf("Below(%d) gave only %d distinct values in 2000 draws", n, len(seen))
		}
	}
}

// OrderedDeck is clubs, diamonds, hearts, spades, each Ace to King.
func TestOrderedDeck(t *testing.T) {
	d := OrderedDeck(Classic)
	if len(d) != 52 || d[0] != cd("Ac") || d[12] != cd("Kc") || d[13] != cd("Ad") || d[51] != cd("Ks") {
		t.Errorf("OrderedDeck(classic) = %v", d)
	}
	store, _ := Preset("storehouse")
	d = OrderedDeck(store)
	if len(d) != 48 || d[0] != cd("Ac") || d[1] != cd("3c") {
		t.Errorf("OrderedDeck(storehouse) = %v", d)
	}
}

func TestFillLastCard(t *testing.T) {
	for _, name := range []string{"classic", "storehouse"} {
		r, _ := Preset(name)
		deal := ShuffledDeal(r, 4)
		for _, at := range []int{0, 20, len(deal) - 1} {
			d := append([]Card(nil), deal...)
			d[at] = NoCard
			if !FillLastCard(r, d) || d[at] != deal[at] {
				t.Errorf("%s: one card missing at %d: filled %v, want %v", name, at, d[at], deal[at])
			}
		}
		d := append([]Card(nil), deal...)
		d[3], d[9] = NoCard, NoCard
		if FillLastCard(r, d) || d[3] != NoCard || d[9] != NoCard {
			t.Errorf("%s: two cards missing: FillLastCard guessed", name)
		}
	}
}

// TestPositionNamesAtTheDeal: every card of the reserve and the tableau is
// named where it lay at the deal, in the same words whatever the pile and
// however the reserve is dealt (they read "the reserve's top card at the
// deal" but "column 1's first card" before).
func TestPositionNamesAtTheDeal(t *testing.T) {
	for _, name := range []string{"classic", "superior"} {
		r, err := Preset(name)
		if err != nil {
			t.Fatal(err)
		}
		l := DealLayout(r)
		for pos := range l.Stock {
			got := PositionName(r, pos)
			if pos == l.Base {
				if got != "the base card" {
					t.Errorf("%s: base: %q", name, got)
				}
				continue
			}
			if !strings.HasSuffix(got, " at the deal") {
				t.Errorf("%s: position %d is %q, not named at the deal", name, pos, got)
			}
		}
		if got, want := PositionName(r, l.Tableau), "column 1's card at the deal"; got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
