package canfield

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// One group per preset of ../shared/rules.md "Variants": each change to
// classic is checked on positions, and each preset differs from classic in
// exactly its listed options.

func mustPreset(t testing.TB, name string) Rules {
	t.Helper()
	r, err := Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// diffFields names the Rules fields (Name aside) where a and b differ.
func diffFields(a, b Rules) []string {
	var out []string
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		f := va.Type().Field(i).Name
		if f != "Name" && va.Field(i).Interface() != vb.Field(i).Interface() {
			out = append(out, f)
		}
	}
	return out
}

func TestPresetOptions(t *testing.T) {
	cases := []struct {
		rule    string
		name    string
		changes []string
		check   func(r Rules) bool
	}{
		{"rules.md classic 1-9", "classic", nil, func(r Rules) bool {
			return r.Draw == 3 && r.Passes == 0 && r.Build == AlternateColours && r.Order == FullWrap &&
				r.Groups == WholeColumn && r.Fill == FillReserveThenWaste && !r.FoundationToTableau && !r.VisibleReserve && r.BaseRank == 0
		}},
		{"rules.md superior", "superior", []string{"Fill", "VisibleReserve"}, func(r Rules) bool { return r.Fill == FillAny && r.VisibleReserve }},
		{"rules.md rainbow", "rainbow", []string{"Draw", "Passes", "Build"}, func(r Rules) bool { return r.Build == AnySuit && r.Draw == 1 && r.Passes == 1 }},
		{"rules.md storehouse", "storehouse", []string{"Draw", "Passes", "Build", "BaseRank"}, func(r Rules) bool {
			return r.BaseRank == Two && r.Build == SameSuit && r.Draw == 1 && r.Passes == 3
		}},
		{"rules.md draw1", "draw1", []string{"Draw"}, func(r Rules) bool { return r.Draw == 1 }},
		{"rules.md strict", "strict", []string{"Passes"}, func(r Rules) bool { return r.Passes == 1 }},
		{"rules.md threepass", "threepass", []string{"Passes"}, func(r Rules) bool { return r.Passes == 3 }},
		{"rules.md relaxed", "relaxed", []string{"Groups", "Fill", "FoundationToTableau"}, func(r Rules) bool {
			return r.Fill == FillAny && r.Groups == AnyPortion && r.FoundationToTableau
		}},
		{"docs/rules.md wolter (Solvitaire's canfield)", "wolter", []string{"Order", "Groups", "Fill"}, func(r Rules) bool {
			return r.Order == FromBase && r.Groups == AnyPortion && r.Fill == FillReserveThenAny
		}},
	}
	var names []string
	for _, c := range cases {
		r := mustPreset(t, c.name)
		names = append(names, c.name)
		if r.Name != c.name {
			t.Errorf("%s: Preset(%q).Name = %q", c.rule, c.name, r.Name)
		}
		if got := diffFields(Classic, r); !slices.Equal(got, c.changes) {
			t.Errorf("%s: %s changes %v from classic, want %v", c.rule, c.name, got, c.changes)
		}
		if !c.check(r) {
			t.Errorf("%s: %s has options %+v", c.rule, c.name, r)
		}
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", c.rule, err)
		}
		if len(r.Describe()) < 8 || PresetSummary(c.name) == "" {
			t.Errorf("%s: %s is not described", c.rule, c.name)
		}
	}
	for _, n := range SmallPresets() {
		names = append(names, n, n+"-3pass") // TestSmallPresetOptions
	}
	got := PresetNames()
	slices.Sort(names)
	sorted := slices.Clone(got)
	slices.Sort(sorted)
	if !slices.Equal(sorted, names) || got[0] != "classic" {
		t.Errorf("PresetNames() = %v, want classic first and the %d presets", got, len(names))
	}
}

func TestPresetAliases(t *testing.T) {
	const rule = "rules.md classic (alias: demon); docs/rules.md: aliases canfield, demon"
	for _, name := range []string{"demon", "canfield", "Demon", " CLASSIC "} {
		r, err := Preset(name)
		if err != nil || !r.Same(Classic) || r.Name != "classic" {
			t.Errorf("%s: Preset(%q) = %+v, %v", rule, name, r, err)
		}
	}
	if a := PresetAliases("classic"); !slices.Equal(a, []string{"canfield", "demon"}) {
		t.Errorf("%s: PresetAliases(classic) = %v", rule, a)
	}
	_, err := Preset("nosuch")
	if !errors.Is(err, ErrUnknownPreset) || !strings.Contains(err.Error(), `"nosuch"`) || !strings.Contains(err.Error(), "wolter") {
		t.Errorf("Preset(nosuch) = %v, want ErrUnknownPreset naming it and the known presets", err)
	}
}

func TestRulesValidate(t *testing.T) {
	bad := []func(*Rules){
		func(r *Rules) { r.Draw = 0 },
		func(r *Rules) { r.Draw = 4 },
		func(r *Rules) { r.Passes = -1 },
		func(r *Rules) { r.Build = 3 },
		func(r *Rules) { r.Order = 2 },
		func(r *Rules) { r.Groups = 2 },
		func(r *Rules) { r.Fill = 3 },
		func(r *Rules) { r.BaseRank = 14 },
	}
	for i, f := range bad {
		r := Classic
		f(&r)
		if r.Validate() == nil {
			t.Errorf("case %d: %+v validated", i, r)
		}
		if _, err := NewState(r, ShuffledDeal(Classic, 1)); err == nil {
			t.Errorf("case %d: NewState accepted %+v", i, r)
		}
	}
	// Options combine: draw 2 with three passes, same suit, portions.
	r := Classic
	r.Draw, r.Passes, r.Build, r.Groups, r.Name = 2, 3, SameSuit, AnyPortion, ""
	if err := r.Validate(); err != nil {
		t.Errorf("a custom combination: %v", err)
	}
	s := dealState(t, r, nil)
	play(t, &s, "d")
	if len(s.Waste()) != 2 {
		t.Errorf("draw 2: waste has %d cards", len(s.Waste()))
	}
}

func TestSuperior(t *testing.T) {
	const (
		noAuto = "rules.md superior: empty columns are not filled automatically"
		anyOne = "rules.md superior: any playable card may fill them, when the player chooses"
	)
	r := mustPreset(t, "superior")
	s := dealState(t, r, map[int]string{dlReserveTop: "Qd", dlBase: "Ah", dlCol1: "Ac", dlCol1 + 1: "Kc", dlCol1 + 2: "Qh", dlCol1 + 3: "9s", dlStock + 2: "Js"})
	u := play(t, &s, "1f")
	if _, ok := u.AutoFilled(); ok || len(s.Column(0)) != 0 || len(s.Reserve()) != 13 {
		t.Errorf("%s: after 1f column 1 = %v, reserve %d cards", noAuto, s.Column(0), len(s.Reserve()))
	}
	play(t, &s, "32 d") // Qh onto Kc leaves column 3 empty too; Js on the waste
	checkLegal(t, s, []legalCase{
		{anyOne + " (reserve top)", "r1", true},
		{anyOne + " (waste top)", "w3", true},
		{anyOne + " (a column's exposed card)", "21/1", true},
		{anyOne + " (not a whole column into an empty one: that changes nothing)", "41", false},
		{anyOne + " (not a portion: columns still move whole)", "21/2", false},
		{anyOne + " (the player may leave them empty)", "d", true},
	})
	play(t, &s, "21/1")
	if colString(s.Column(0)) != "Qh" || colString(s.Column(1)) != "Kc" {
		t.Errorf("%s: 21/1 gave columns %v and %v", anyOne, s.Column(0), s.Column(1))
	}
	// Between non-empty columns only whole columns still move.
	p := pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"9h 8s 7d", "Tc", "9d", "Kc"}}
	runPosCases(t, r, []posCase{
		{"rules.md superior (classic 4 unchanged)", p, "12", true},
		{"rules.md superior (classic 4 unchanged)", p, "13/2", false},
	})
}

func TestRainbow(t *testing.T) {
	const (
		colour = "rules.md rainbow: the tableau builds down regardless of colour"
		one    = "rules.md rainbow: stock dealt one card at a time"
		pass   = "rules.md rainbow: one pass"
	)
	r := mustPreset(t, "rainbow")
	p := func(w string) pos {
		return pos{base: 5, found: [4]int{0, 0, 0, 1}, waste: w, cols: [4]string{"As", "9h", "5c", "Td"}}
	}
	runPosCases(t, r, []posCase{
		{colour, p("8h"), "w2", true},
		{colour, p("8d"), "w2", true},
		{colour, p("8s"), "w2", true},
		{colour + " (still one rank down)", p("7h"), "w2", false},
		{colour + " (King on an Ace of any colour)", p("Kc"), "w1", true},
		{colour + " (King on an Ace of any colour)", p("Ks"), "w1", true},
	})
	s := dealState(t, r, nil)
	for i := 1; i <= 34; i++ {
		play(t, &s, "d")
		if len(s.Waste()) != i {
			t.Fatalf("%s: after %d deals the waste has %d", one, i, len(s.Waste()))
		}
	}
	err := s.Legal(DealMove)
	if err == nil || s.CanDeal() || !strings.Contains(err.Error(), "pass") {
		t.Errorf("%s: stock done, Legal(d) = %v, CanDeal %v", pass, err, s.CanDeal())
	}
}

func TestStorehouse(t *testing.T) {
	const (
		twos  = "rules.md storehouse: the four Twos start the foundations (base rank 2)"
		suit  = "rules.md storehouse: the tableau builds down in suit"
		one   = "rules.md storehouse: stock dealt one at a time"
		three = "rules.md storehouse: three passes"
	)
	r := mustPreset(t, "storehouse")
	p := func(w string) pos {
		return pos{base: Two, found: [4]int{1, 1, 1, 1}, waste: w, cols: [4]string{"As", "9h", "5c", "Td"}}
	}
	runPosCases(t, r, []posCase{
		{twos, p("3h"), "wf", true},
		{twos + " (Aces come last)", p("Ah"), "wf", false},
		{twos + " (Aces come last)", pos{base: Two, found: [4]int{1, 1, 12}, waste: "Ah", cols: [4]string{"As", "9d", "5c", "Td"}}, "wf", true},
		{suit, p("8h"), "w2", true},
		{suit + " (not another suit of the same colour)", p("8d"), "w2", false},
		{suit + " (not another colour)", p("8s"), "w2", false},
		{suit + " (King on the Ace of its suit)", p("Ks"), "w1", true},
		{suit + " (King on the Ace of its suit)", p("Kc"), "w1", false},
	})
	s := dealState(t, r, nil)
	for p := 1; p <= 3; p++ {
		for i := 1; i <= 31; i++ {
			play(t, &s, "d")
			if len(s.Waste()) != i || s.Pass() != p {
				t.Fatalf("%s, %s: pass %d deal %d: waste %d, Pass() %d", one, three, p, i, len(s.Waste()), s.Pass())
			}
		}
	}
	if s.CanDeal() || s.Legal(DealMove) == nil {
		t.Errorf("%s: a fourth pass is allowed", three)
	}
}

// dealAll deals until the stock is empty, returning the number of deals.
func dealAll(t *testing.T, s *State) int {
	t.Helper()
	n := 0
	for {
		play(t, s, "d")
		n++
		if len(s.Stock()) == 0 {
			return n
		}
	}
}

func TestDrawAndPassPresets(t *testing.T) {
	cases := []struct {
		rule    string
		name    string
		draw    int
		passes  int // 0: unlimited (checked to 20)
		perPass int // deals to empty a 34-card stock
	}{
		{"rules.md draw1: stock dealt one card at a time", "draw1", 1, 0, 34},
		{"rules.md strict: one pass through the stock", "strict", 3, 1, 12},
		{"rules.md threepass: three passes", "threepass", 3, 3, 12},
		{"rules.md classic 6: three at a time, unlimited passes", "classic", 3, 0, 12},
	}
	for _, c := range cases {
		r := mustPreset(t, c.name)
		s := dealState(t, r, nil)
		stock := colString(s.Stock())
		passes := c.passes
		if passes == 0 {
			passes = 20
		}
		for p := 1; p <= passes; p++ {
			before := len(s.Waste())
			if p > 1 {
				before = 0
			}
			play(t, &s, "d")
			if got := len(s.Waste()) - before; got != c.draw {
				t.Errorf("%s: pass %d first deal gave %d cards", c.rule, p, got)
			}
			if n := 1 + dealAll(t, &s); n != c.perPass {
				t.Errorf("%s: pass %d took %d deals, want %d", c.rule, p, n, c.perPass)
			}
			if s.Pass() != p || colString(s.Waste()) != stock {
				t.Errorf("%s: pass %d: Pass() %d, waste in stock order %v", c.rule, p, s.Pass(), colString(s.Waste()) == stock)
			}
		}
		if c.passes != 0 && (s.CanDeal() || s.Legal(DealMove) == nil) {
			t.Errorf("%s: a deal is legal after %d passes", c.rule, c.passes)
		}
		if c.passes == 0 && !s.CanDeal() {
			t.Errorf("%s: no deal after %d passes", c.rule, passes)
		}
		if !s.PassesLeft() != (c.passes != 0) {
			t.Errorf("%s: PassesLeft %v at the end", c.rule, s.PassesLeft())
		}
	}
}

func TestRelaxed(t *testing.T) {
	const (
		fill    = "rules.md relaxed: any playable card (reserve, waste, exposed card or whole column) may fill an empty column, when the player chooses"
		portion = "rules.md relaxed: any built sequence from a column's exposed end may move"
		back    = "rules.md relaxed: a foundation's top card may come back to build on a column"
	)
	r := mustPreset(t, "relaxed")
	s := dealState(t, r, map[int]string{dlReserveTop: "Qd", dlBase: "Ah", dlCol1: "Ac", dlCol1 + 1: "Kc", dlCol1 + 2: "Qh", dlCol1 + 3: "Js"})
	u := play(t, &s, "1f")
	if _, ok := u.AutoFilled(); ok || len(s.Column(0)) != 0 {
		t.Errorf("%s: column 1 was filled automatically: %v", fill, s.Column(0))
	}
	play(t, &s, "32 42 d")
	// Column 2: Kc Qh Js; columns 1, 3 and 4 empty.
	checkLegal(t, s, []legalCase{
		{fill + " (reserve)", "r1", true},
		{fill + " (waste)", "w1", true},
		{fill + " (exposed card)", "21/1", true},
		{fill + " (a portion)", "21/2", true},
		{fill + " (not a whole column: that changes nothing)", "21", false},
		{fill + " (not a whole column: that changes nothing)", "21/3", false},
		{fill + " (not a foundation card)", "fc1", false},
		{fill + " (the player may leave them empty)", "d", true},
	})
	p := pos{base: 5, found: [4]int{0, 3, 0, 1}, cols: [4]string{"9d 8s 7h", "Tc", "9c", "8c"}}
	runPosCases(t, r, []posCase{
		{portion, p, "13/2", false},                         // 8s on 9c: same colour
		{portion, p, "14/1", true},                          // 7d on 8c
		{portion, p, "12", true},                            // 9h on Tc: whole column
		{portion, p, "12/3", true},                          // the same, written with its length
		{portion + " (a built sequence)", p, "12/2", false}, // 8s on Tc: not one below
		{back, p, "fd4", true},                              // 7d from the foundation on 8c
		{back + " (must build)", p, "fd3", false},           // 7d on 9c
		{back + " (an empty foundation gives nothing)", p, "fh4", false},
		{back + " (the base card may come back)", p, "fs1", false}, // 5s on 7h: no
	})
	s = p.build(t, r)
	before := s
	u = play(t, &s, "fd4")
	if s.FoundationCount(Diamonds) != 2 || s.Exposed(3) != cd("7d") || s.FoundationTop(Diamonds) != cd("6d") {
		t.Errorf("%s: after fd4 diamonds %d, column 4 %v", back, s.FoundationCount(Diamonds), s.Column(3))
	}
	s.Undo(mv("fd4"), u)
	if s != before {
		t.Errorf("%s: undo of fd4 did not restore the position", back)
	}
	play(t, &s, "14/1")
	if colString(s.Column(0)) != "9d 8s" || colString(s.Column(3)) != "8c 7h" {
		t.Errorf("%s: 14/1 gave %v and %v", portion, s.Column(0), s.Column(3))
	}
}

func TestWolter(t *testing.T) {
	const (
		portion = "docs/rules.md (wolter): any top portion of a column may move"
		fill    = "docs/rules.md (wolter): once the reserve is empty, any playable card or column portion may fill an empty column"
		base    = "docs/rules.md (wolter): tableau ranks count from the base; nothing builds on a base-rank card"
		king    = "docs/rules.md (wolter): a King goes on an Ace only when the base is not an Ace"
	)
	r := mustPreset(t, "wolter")
	p := func(b Rank, reserve string, cols [4]string) pos {
		return pos{base: b, found: [4]int{0, 0, 0, 1}, reserve: reserve, cols: cols}
	}
	cols := [4]string{"As", "9h 8s 7d", "5c", "9c"}
	runPosCases(t, r, []posCase{
		{base, p(5, "4h", cols), "r3", false},
		{base + " (the card above the base goes on the next)", pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "6h", cols: [4]string{"As", "7s", "5c", "9c"}}, "r2", true},
		{king, p(5, "Kh", cols), "r1", true},
		{king, pos{base: Ace, found: [4]int{0, 0, 0, 1}, reserve: "Kh", cols: [4]string{"Ac", "9h", "5c", "9c"}}, "r1", false},
		{base + " (base King: nothing builds on a King)", pos{base: King, found: [4]int{0, 0, 0, 1}, reserve: "Qh", cols: [4]string{"Ac", "9h", "Kc", "9d"}}, "r3", false},
		{portion, p(5, "", cols), "24/1", false}, // 7d on 9c: no
		{portion, pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"As", "9h 8s 7d", "5c", "8c"}}, "24/1", true},
		{portion, pos{base: 5, found: [4]int{0, 0, 0, 1}, cols: [4]string{"As", "9h 8s 7d", "5c", "9d"}}, "24/2", true},
	})
	runPosCases(t, Classic, []posCase{
		{"rules.md classic 2 (where wolter differs)", p(5, "4h", cols), "r3", true},
		{"rules.md classic 2 (where wolter differs)", pos{base: Ace, found: [4]int{0, 0, 0, 1}, reserve: "Kh", cols: [4]string{"Ac", "9h", "5c", "9c"}}, "r1", true},
	})
	// The rank below the base is the highest: a Three goes on a Four.
	s := pos{base: 5, found: [4]int{0, 0, 0, 1}, reserve: "3c", cols: [4]string{"4h", "9h", "6c", "9c"}}.build(t, r)
	checkLegal(t, s, []legalCase{{base + " (the rank below the base is the highest: 3c on 4h)", "r1", true}})

	// Automatic fill while the reserve has cards, as in classic.
	s = dealState(t, r, map[int]string{dlReserveTop: "Qd", dlBase: "Ah", dlCol1: "Ac", dlCol1 + 1: "Kc"})
	u := play(t, &s, "1f")
	if col, ok := u.AutoFilled(); !ok || col != 0 || s.Exposed(0) != cd("Qd") {
		t.Errorf("%s: the reserve still fills: AutoFilled %d %v", fill, col, ok)
	}
	// Reserve empty: a column portion, exposed card or waste top fills.
	e := pos{base: 5, found: [4]int{4, 4, 4, 1}, waste: "3d 4c", cols: [4]string{"Kc Qh Js", "8s", "Jh", "6s"}}
	s = e.build(t, r)
	play(t, &s, "4f")
	checkLegal(t, s, []legalCase{
		{fill + " (waste)", "w4", true},
		{fill + " (exposed card)", "14/1", true},
		{fill + " (a portion)", "14/2", true},
		{fill + " (a single-card column into an empty one changes nothing)", "24", false},
		{fill + " (a whole column changes nothing)", "14", false},
		{fill + " (the player may leave it empty)", "d", true},
	})
}
