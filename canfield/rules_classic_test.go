package canfield

import (
	"errors"
	"strings"
	"testing"
)

// One group per rule of ../shared/rules.md "Classic Canfield"; each case
// names the rule it checks.

// posCase is a hand-made position, a move, and whether it is legal.
type posCase struct {
	rule  string
	p     pos
	move  string
	legal bool
}

func runPosCases(t *testing.T, r Rules, cases []posCase) {
	t.Helper()
	for _, c := range cases {
		s := c.p.build(t, r)
		checkLegal(t, s, []legalCase{{c.rule, c.move, c.legal}})
		if c.legal {
			before := s
			u := s.Apply(mv(c.move))
			if err := s.Check(); err != nil {
				t.Errorf("%s: %s: %v", c.rule, c.move, err)
			}
			s.Undo(mv(c.move), u)
			if s != before {
				t.Errorf("%s: %s: undo did not restore the position", c.rule, c.move)
			}
		}
	}
}

func TestClassic1Foundations(t *testing.T) {
	const (
		up    = "rules.md classic 1: foundations build up in suit from the base rank"
		start = "rules.md classic 1: a card of the base rank starts any empty foundation"
		wrap  = "rules.md classic 1: foundations wrap King to Ace"
	)
	base5 := func(waste, reserve string, cols [4]string) pos {
		return pos{base: 5, found: [4]int{0, 0, 0, 1}, waste: waste, reserve: reserve, cols: cols, restToReserve: false}
	}
	cols := [4]string{"Jd", "6d", "9s", "Kc"}
	runPosCases(t, Classic, []posCase{
		{up, base5("6s", "", cols), "wf", true},
		{up, base5("7s", "", cols), "wf", false},
		{up + " (own suit only)", base5("6h", "", cols), "wf", false},
		{up + " (from the reserve)", base5("", "6s", cols), "rf", true},
		{up + " (from a column)", base5("", "", [4]string{"Jd", "6s", "9s", "Kc"}), "2f", true},
		{up + " (not a covered card)", base5("", "", [4]string{"Jd", "6s", "9s", "Kc"}), "1f", false},
		{start, base5("5h", "", cols), "wf", true},
		{start, base5("", "5c", cols), "rf", true},
		{start + " (nothing else does)", base5("6h", "", cols), "wf", false},
		{start + " (not even an Ace)", base5("Ah", "", cols), "wf", false},
		{wrap, pos{base: Queen, found: [4]int{2}, waste: "Ac", cols: [4]string{"Jd", "6d", "9s", "Kh"}}, "wf", true},
		{wrap, pos{base: Queen, found: [4]int{2}, waste: "2c", cols: [4]string{"Jd", "6d", "9s", "Kh"}}, "wf", false},
		{wrap + " (ends one below the base)", pos{base: Queen, found: [4]int{12}, cols: [4]string{"Jc", "6d", "9s", "Kh"}}, "1f", true},
	})

	// Complete at 13 cards: the foundation wants nothing more and its top is
	// the rank below the base.
	s := pos{base: 5, found: [4]int{13, 1, 0, 0}, cols: [4]string{"Jd", "6d", "9s", "Kh"}}.build(t, Classic)
	if _, ok := s.NextFoundationRank(Clubs); ok {
		t.Errorf("rules.md classic 1: a foundation of 13 cards still wants a card")
	}
	if s.FoundationTop(Clubs) != cd("4c") {
		t.Errorf("rules.md classic 1: complete clubs foundation top = %v, want 4c", s.FoundationTop(Clubs))
	}
	if r, ok := s.NextFoundationRank(Diamonds); !ok || r != 6 {
		t.Errorf("rules.md classic 1: diamonds foundation with 5d wants %v %v, want 6", r, ok)
	}
	if r, ok := s.NextFoundationRank(Hearts); !ok || r != 5 {
		t.Errorf("rules.md classic 1: empty foundation wants %v %v, want the base rank 5", r, ok)
	}
}

func TestClassic2TableauBuilds(t *testing.T) {
	const (
		alt  = "rules.md classic 2: the tableau builds down in alternating colour"
		wrap = "rules.md classic 2: King on Ace of the other colour"
		base = "rules.md classic 2: a card one below the base may go on a base-rank card"
	)
	p := func(reserve, waste string) pos {
		return pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: reserve, waste: waste, cols: [4]string{"As", "9h", "5c", "Td"}}
	}
	runPosCases(t, Classic, []posCase{
		{alt, p("8s", ""), "r2", true},
		{alt, p("", "8c"), "w2", true},
		{alt + " (not the same colour)", p("8d", ""), "r2", false},
		{alt + " (not the same colour)", p("", "8h"), "w2", false},
		{alt + " (one rank down only)", p("7s", ""), "r2", false},
		{alt + " (not up)", p("", "Ts"), "w2", false},
		{alt + " (not equal)", p("", "9s"), "w2", false},
		{wrap, p("Kh", ""), "r1", true},
		{wrap, p("", "Kd"), "w1", true},
		{wrap + " (not the same colour)", p("Kc", ""), "r1", false},
		{wrap + " (only a King goes on an Ace)", p("", "Qh"), "w1", false},
		{base, p("4h", ""), "r3", true},
		{base, p("", "4d"), "w3", true},
	})
	// Builds wraps the whole way round: every rank goes on the next higher,
	// and a Two takes an Ace.
	s := p("", "").build(t, Classic)
	for r := Ace; r <= King; r++ {
		c, on := NewCard(r, Hearts), NewCard(r.Next(), Clubs)
		if !s.Builds(c, on) {
			t.Errorf("%s: %v does not build on %v", alt, c, on)
		}
		if s.Builds(c, NewCard(r.Next(), Diamonds)) {
			t.Errorf("%s: %v builds on a red card", alt, c)
		}
	}
}

func TestClassic3Playable(t *testing.T) {
	const (
		play  = "rules.md classic 3: reserve top, waste top and exposed cards play"
		build = "rules.md classic 3: reserve and waste tops may build on a column"
		only  = "rules.md classic 3: only those cards play"
	)
	cols := [4]string{"Jd", "7s 6d", "9s", "Kc"}
	runPosCases(t, Classic, []posCase{
		{play + " (reserve top to foundation)", pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "Qh 6s", cols: cols}, "rf", true},
		{only + " (not under the reserve top)", pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "6s Qh", cols: cols}, "rf", false},
		{play + " (waste top to foundation)", pos{base: 5, found: [4]int{0, 0, 0, 1}, waste: "Qh 6s", cols: cols}, "wf", true},
		{only + " (not under the waste top)", pos{base: 5, found: [4]int{0, 0, 0, 1}, waste: "6s Qh", cols: cols}, "wf", false},
		{play + " (exposed card to foundation)", pos{base: 5, found: [4]int{0, 0, 0, 2}, cols: [4]string{"Jd", "8d 7s", "9s", "Kc"}}, "2f", true},
		{only + " (not a covered column card)", pos{base: 5, found: [4]int{0, 0, 0, 2}, cols: [4]string{"Jd", "7s 6d", "9s", "Kc"}}, "2f", false},
		{build + " (reserve)", pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "Th", cols: [4]string{"Jc", "6d", "9s", "Kc"}}, "r1", true},
		{build + " (waste)", pos{base: 5, found: [4]int{0, 0, 0, 1}, waste: "Th", cols: [4]string{"Jc", "6d", "9s", "Kc"}}, "w1", true},
		{only + " (an exposed card alone does not build on a column)", pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"Jc", "Qd Js Th", "9s", "Kc"}}, "21/1", false},
		{only + " (nothing builds on the reserve)", pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "9h", cols: [4]string{"Jc", "6d", "8s", "Kc"}}, "3r", false},
		{only + " (nothing plays from an empty waste)", pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"Jc", "6d", "8s", "Kc"}}, "wf", false},
	})
}

func TestClassic4WholeColumns(t *testing.T) {
	const whole = "rules.md classic 4: columns move only whole"
	cols := [4]string{"9h 8s 7d", "Tc", "9d", "Kc"}
	p := pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: cols}
	runPosCases(t, Classic, []posCase{
		{whole, p, "12", true},
		{whole + " (onto a column that accepts its first card only)", p, "13", false},
		{whole + " (partial builds may not move)", p, "13/2", false},
		{whole + " (partial builds may not move)", p, "14/1", false},
		{whole + " (last card alone)", pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"9h 8s 7d", "Tc", "8c", "Kc"}}, "13/1", false},
		{whole + " (N equal to the column is the whole column)", p, "12/3", true},
		{whole + " (not onto itself)", p, "11", false},
	})
	s := p.build(t, Classic)
	play(t, &s, "12")
	if got := colString(s.Column(1)); got != "Tc 9h 8s 7d" {
		t.Errorf("%s: column 2 after 12 = %s", whole, got)
	}
}

func TestClassic5Fill(t *testing.T) {
	const (
		auto  = "rules.md classic 5: an empty column is filled at once from the reserve"
		after = "rules.md classic 5: once the reserve is empty, the waste's top may fill a column when the player chooses"
	)
	// From a deal: column 1's Ac goes to the foundation (Aces are the base),
	// and the reserve's top fills the column as part of the same move.
	s := dealState(t, Classic, map[int]string{dlReserveTop: "Qd", dlReserveTop - 1: "3s", dlBase: "Ah", dlCol1: "Ac", dlCol1 + 1: "Kc", dlCol1 + 2: "Qh"})
	before := s
	u := play(t, &s, "1f")
	if col, ok := u.AutoFilled(); !ok || col != 0 {
		t.Errorf("%s: AutoFilled = %d %v, want column 1", auto, col, ok)
	}
	if s.Exposed(0) != cd("Qd") || s.ReserveTop() != cd("3s") || len(s.Reserve()) != 12 {
		t.Errorf("%s: column 1 %v, reserve top %v (%d cards)", auto, s.Column(0), s.ReserveTop(), len(s.Reserve()))
	}
	s.Undo(mv("1f"), u)
	if s != before {
		t.Errorf("%s: undo of the move did not undo the fill", auto)
	}
	// A whole column moved away is filled too: Qh onto Kc empties column 3.
	u = play(t, &s, "32")
	if col, ok := u.AutoFilled(); !ok || col != 2 || s.Exposed(2) != cd("Qd") {
		t.Errorf("%s: after 32, AutoFilled %d %v, column 3 %v", auto, col, ok, s.Column(2))
	}
	// A move that empties nothing fills nothing.
	s = before
	if u := play(t, &s, "d"); func() bool { _, ok := u.AutoFilled(); return ok }() {
		t.Errorf("%s: a deal reported an automatic fill", auto)
	}

	// The last reserve card fills, and then the reserve is empty.
	last := pos{base: 5, found: [4]int{4, 4, 4, 1}, reserve: "Qd", cols: [4]string{"9h", "8s", "9c", "6s"}, waste: "3c 4c"}
	s = last.build(t, Classic)
	u = play(t, &s, "4f")
	if col, ok := u.AutoFilled(); !ok || col != 3 || s.Exposed(3) != cd("Qd") || len(s.Reserve()) != 0 {
		t.Errorf("%s: last reserve card: AutoFilled %d %v, column 4 %v, reserve %v", auto, col, ok, s.Column(3), s.Reserve())
	}

	// Reserve empty: emptying a column leaves it empty.
	empty := pos{base: 5, found: [4]int{4, 4, 4, 1}, cols: [4]string{"9h", "8s", "Qc Jh", "6s"}, waste: "3d 4c"}
	s = empty.build(t, Classic)
	u = play(t, &s, "4f")
	if _, ok := u.AutoFilled(); ok || len(s.Column(3)) != 0 {
		t.Errorf("%s: reserve empty, yet column 4 was filled: %v", after, s.Column(3))
	}
	checkLegal(t, s, []legalCase{
		{after, "w4", true},
		{after + " (the player may leave it empty)", "d", true},
		{after + " (the player may leave it empty)", "wf", false},
		{after + " (not the reserve: it is empty)", "r4", false},
		{after + " (not a column's exposed card)", "34/1", false},
		{after + " (not a whole column)", "14", false},
		{after + " (not a whole column)", "34", false},
	})
	play(t, &s, "w4")
	if s.Exposed(3) != cd("4c") || s.WasteTop() != cd("3d") {
		t.Errorf("%s: w4 put %v in column 4, waste top %v", after, s.Exposed(3), s.WasteTop())
	}
}

func TestClassic6Stock(t *testing.T) {
	const (
		three = "rules.md classic 6: the stock is dealt three at a time"
		fewer = "rules.md classic 6: fewer when fewer remain"
		top   = "rules.md classic 6: only the waste's top is playable"
		turn  = "rules.md classic 6: the waste is turned over, not shuffled"
		unlim = "rules.md classic 6: passes are unlimited"
	)
	s := dealState(t, Classic, nil)
	stock := colString(s.Stock())
	orig := append([]Card(nil), s.Stock()...)
	for i := 0; i < 11; i++ {
		play(t, &s, "d")
		if len(s.Waste()) != 3*(i+1) || s.WasteTop() != orig[3*i+2] {
			t.Fatalf("%s: after deal %d the waste has %d cards, top %v", three, i+1, len(s.Waste()), s.WasteTop())
		}
	}
	play(t, &s, "d")
	if len(s.Waste()) != 34 || len(s.Stock()) != 0 || s.WasteTop() != orig[33] {
		t.Errorf("%s: 34 = 11x3 + 1: last deal left waste %d stock %d top %v", fewer, len(s.Waste()), len(s.Stock()), s.WasteTop())
	}
	if colString(s.Waste()) != stock {
		t.Errorf("%s: the waste from bottom to top is not the stock in order", three)
	}
	// Turning over: d turns the waste and deals the first three again.
	if err := s.Legal(DealMove); err != nil {
		t.Fatalf("%s: %v", unlim, err)
	}
	u := s.Apply(DealMove)
	if s.Pass() != 2 || colString(s.Waste()) != colString(orig[:3]) || colString(s.Stock()) != colString(orig[3:]) {
		t.Errorf("%s: after turning: pass %d waste %v stock %v", turn, s.Pass(), s.Waste(), s.Stock())
	}
	s.Undo(DealMove, u)
	if s.Pass() != 1 || len(s.Stock()) != 0 || len(s.Waste()) != 34 {
		t.Errorf("%s: undo of the turning deal: pass %d", turn, s.Pass())
	}
	// Unlimited: many passes later the deal is still legal and the talon
	// still in the same order.
	for range 50 * 12 {
		play(t, &s, "d")
	}
	if s.Pass() != 51 || !s.CanDeal() || colString(s.Waste()) != stock {
		t.Errorf("%s: after 50 more passes: pass %d, can deal %v", unlim, s.Pass(), s.CanDeal())
	}

	// Fewer than three with a short talon; only the waste's top plays.
	// Base 5 with 5..Q home leaves K A 2 3 4 of each suit; the 12 not named
	// lie in the reserve so the talon is exactly the four named cards.
	p := pos{base: 5, found: [4]int{8, 8, 8, 8}, stock: "Ah Kh 3s 2s", cols: [4]string{"2c", "2d", "4c", "4d"}, restToReserve: true}
	s = p.build(t, Classic)
	play(t, &s, "d")
	if colString(s.Waste()) != "Ah Kh 3s" || colString(s.Stock()) != "2s" {
		t.Errorf("%s: waste %v stock %v", three, s.Waste(), s.Stock())
	}
	checkLegal(t, s, []legalCase{
		{top, "w4", true},
		{top + " (not the cards beneath: Ah would go on 2c)", "w1", false},
	})
	play(t, &s, "w4")
	if s.WasteTop() != cd("Kh") {
		t.Errorf("%s: after playing the top, the card beneath (Kh) is the top, got %v", top, s.WasteTop())
	}
	play(t, &s, "d")
	if colString(s.Waste()) != "Ah Kh 2s" || len(s.Stock()) != 0 {
		t.Errorf("%s: a deal of one card: waste %v", fewer, s.Waste())
	}
	play(t, &s, "d")
	if colString(s.Waste()) != "Ah Kh 2s" || s.Pass() != 2 {
		t.Errorf("%s: turning a waste of three and dealing three: waste %v pass %d", turn, s.Waste(), s.Pass())
	}
}

func TestClassic7FoundationsKeep(t *testing.T) {
	const keep = "rules.md classic 7: cards never leave the foundations"
	p := pos{base: 5, found: [4]int{0, 3, 0, 1}, cols: [4]string{"8c", "9d", "9s", "Kc"}}
	runPosCases(t, Classic, []posCase{
		{keep, p, "fd1", false}, // 7d would build on 8c
		{keep, p, "fs2", false},
	})
	s := p.build(t, Classic)
	err := s.Legal(mv("fd1"))
	if err == nil || !strings.Contains(err.Error(), "foundation cards") {
		t.Errorf("%s: Legal(fd1) = %v, want a reason about foundation cards", keep, err)
	}
	for m := range genSet(&s) {
		if m.From == LocFoundation {
			t.Errorf("%s: generated %+v", keep, m)
		}
	}
}

func TestClassic8WonAndStuck(t *testing.T) {
	const (
		won   = "rules.md classic 8: won with all 52 cards on the foundations"
		stuck = "rules.md classic 8: lost when no move can change the position"
	)
	// One card short of won: the waste's 4h is the last card.
	p := pos{base: 5, found: [4]int{13, 13, 12, 13}, waste: "4h"}
	s := p.build(t, Classic)
	if s.Won() || s.Stuck() {
		t.Errorf("%s: 51 cards home: Won %v Stuck %v", won, s.Won(), s.Stuck())
	}
	play(t, &s, "wf")
	if !s.Won() || s.Stuck() || s.FoundationCards() != 52 {
		t.Errorf("%s: all home: Won %v Stuck %v", won, s.Won(), s.Stuck())
	}
	if n := len(genSet(&s)); n != 0 {
		t.Errorf("%s: %d moves generated in a won game", won, n)
	}
	if err := s.Legal(DealMove); err == nil {
		t.Errorf("%s: a move is legal in a won game", won)
	}

	// Stuck: Aces home, the Twos wanted; Threes exposed on Fours, so only
	// a Two could move anywhere. The talon has 27 cards, so every draw-3
	// pass shows the same cards (indexes 2, 5, ..., 26), and the Twos lie
	// at 0, 1, 3 and 4. The reserve's Ts has no place.
	dead := pos{
		base: Ace, found: [4]int{1, 1, 1, 1},
		reserve: "Kc Ks Kh Kd Qc Qs Qh Qd Jc Js Jh Jd Ts",
		cols:    [4]string{"4c 3h", "4s 3d", "4h 3c", "4d 3s"},
		stock:   "2c 2s 5c 2h 2d 5s 5h 5d 6c 6s 6h 6d 7c 7s 7h 7d 8c 8s 8h 8d 9c 9s 9h 9d Tc Th Td",
	}
	s = dead.build(t, Classic)
	if !s.Stuck() {
		t.Errorf("%s: no talon card ever plays and nothing else moves, yet not Stuck", stuck)
	}
	if n := len(genSet(&s)); n != 1 {
		t.Errorf("%s: a stuck position may still deal (%d moves, want only d)", stuck, n)
	}
	// The same talon dealt one at a time shows the Twos: not stuck.
	d1, _ := Preset("draw1")
	s = dead.build(t, d1)
	if s.Stuck() {
		t.Errorf("%s: dealt one at a time the Twos turn up, yet Stuck", stuck)
	}
	// A Two shown by the last deal of the pass: not stuck.
	live := dead
	live.stock = "5c 2s 6c 2h 2d 5s 5h 5d 7h 6s 6h 6d 7c 7s 9d 7d 8c 8s 8h 8d 9c 9s 9h Td Tc Th 2c"
	s = live.build(t, Classic)
	if s.Stuck() {
		t.Errorf("%s: 2c turns up on the ninth deal, yet Stuck", stuck)
	}
	// Mid-pass with the Two already passed: classic turns the waste and
	// finds it again; strict (one pass) cannot.
	live.waste, live.stock = "5c 2s 2c 2h 2d 5s", "5h 5d 7h 6s 6h 6d 7c 7s 9d 7d 8c 8s 8h 8d 9c 9s 9h Td Tc Th 6c"
	s = live.build(t, Classic)
	if s.Stuck() {
		t.Errorf("%s: the next pass shows 2c, yet Stuck", stuck)
	}
	strict, _ := Preset("strict")
	s = live.build(t, strict)
	if !s.Stuck() {
		t.Errorf("%s: strict, one pass: 2c is passed and buried, yet not Stuck", stuck)
	}
}

func TestClassic9Score(t *testing.T) {
	const score = "rules.md classic 9: casino score = 5 x cards - 52"
	cases := []struct {
		found [4]int
		cards int
		money int
	}{
		{[4]int{0, 0, 0, 1}, 1, -47},
		{[4]int{3, 2, 0, 1}, 6, -22},
		{[4]int{3, 3, 2, 3}, 11, 3},
		{[4]int{13, 13, 13, 13}, 52, 208},
	}
	for _, c := range cases {
		s := buildScorePos(t, c.found)
		if s.FoundationCards() != c.cards || s.CasinoScore() != c.money {
			t.Errorf("%s: %v: %d cards, $%d; want %d, $%d", score, c.found, s.FoundationCards(), s.CasinoScore(), c.cards, c.money)
		}
	}
}

// buildScorePos builds a base-5 position with the given foundation counts,
// the other cards spread over the reserve, the talon and the columns.
func buildScorePos(t *testing.T, found [4]int) State {
	t.Helper()
	var s State
	s.setRules(Classic)
	s.base, s.pass = 5, 1
	var rest []Card
	for su := range Suit(NumSuits) {
		s.found[su] = uint8(found[su])
		for k := found[su]; k < NumRanks; k++ {
			rest = append(rest, NewCard(s.rankAt(uint8(k)), su))
		}
	}
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		switch {
		case s.nReserve < ReserveSize:
			s.reserve[s.nReserve] = c
			s.nReserve++
		case int(s.nTalon) < TalonCap:
			s.talon[s.nTalon] = c
			s.nTalon++
		default:
			j := (i) % NumColumns
			if s.colLen[j] > 0 {
				// one card per column is all that is needed
				t.Fatalf("too many cards")
			}
			s.cols[j][0] = c
			s.colLen[j] = 1
		}
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

// Legal's reasons wrap ErrIllegal.
func TestLegalErrorsWrap(t *testing.T) {
	s := dealState(t, Classic, nil)
	for _, tok := range []string{"rf", "wf", "w1", "11", "fh1", "12/1"} {
		if err := s.Legal(mv(tok)); err != nil && !errors.Is(err, ErrIllegal) {
			t.Errorf("Legal(%s) = %v does not wrap ErrIllegal", tok, err)
		}
	}
}

// Passes are counted exactly, however many there are: a limited count is
// never exceeded, and an unlimited count stops at MaxPassCount rather than
// wrapping round to 0.
func TestClassic6PassCount(t *testing.T) {
	const count = "rules.md classic 6: a pass is one trip through the stock; passes are unlimited"
	one := pos{base: 5, found: [4]int{12, 13, 13, 13}, stock: "4c"} // a one-card talon: every deal after the first turns the waste
	s := one.build(t, Classic)
	for i := 1; i <= 300; i++ {
		u := s.Apply(DealMove)
		want := min(i, MaxPassCount)
		if s.Pass() != want || !s.CanDeal() {
			t.Fatalf("%s: after %d deals Pass() = %d (want %d), CanDeal %v", count, i, s.Pass(), want, s.CanDeal())
		}
		before := s
		s.Undo(DealMove, u)
		s.Apply(DealMove)
		if s != before {
			t.Fatalf("%s: undo and redo of deal %d changed the position", count, i)
		}
	}
	r := Classic
	r.Passes = MaxPassCount
	s = one.build(t, r)
	for range MaxPassCount {
		play(t, &s, "d")
	}
	if s.Pass() != MaxPassCount || s.CanDeal() {
		t.Errorf("%s: %d passes allowed: after them Pass() = %d, CanDeal %v", count, MaxPassCount, s.Pass(), s.CanDeal())
	}
	r.Passes = MaxPassCount + 1
	if r.Validate() == nil {
		t.Errorf("%s: a limit of %d passes, more than can be counted, validated", count, r.Passes)
	}
}
