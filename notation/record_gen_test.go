package notation

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// playout is a random legal game played through canfield.State, with what a
// player at the table saw of it.
type playout struct {
	rules canfield.Rules
	deal  []canfield.Card
	moves []MoveEntry
	seen  canfield.CardSet // cards shown by the end (the deal's face-up cards and every reveal)
	state canfield.State
}

// shownSet returns the cards face up from the deal.
func shownSet(r canfield.Rules, deal []canfield.Card) canfield.CardSet {
	var s canfield.CardSet
	for i, c := range deal {
		if shownAtDeal(r, i) {
			s = s.With(c)
		}
	}
	return s
}

// play plays up to maxMoves random legal moves of seed's deal under r. Each
// move's Reveal is read off the engine: the new reserve top, or a new waste
// top, when that card was never shown before.
func play(t testing.TB, r canfield.Rules, seed uint64, rng *rand.Rand, maxMoves int) playout {
	t.Helper()
	p := playout{rules: r, deal: canfield.ShuffledDeal(r, seed)}
	st, err := canfield.NewState(r, p.deal)
	if err != nil {
		t.Fatal(err)
	}
	p.seen = shownSet(r, p.deal)
	var list canfield.MoveList
	for len(p.moves) < maxMoves {
		st.GenMoves(&list)
		if list.N == 0 {
			break
		}
		m := list.Moves[rng.IntN(list.N)]
		// Prefer moves that are not deals now and then, so games progress.
		if m.IsDeal() && list.N > 1 && rng.IntN(3) > 0 {
			m = list.Moves[rng.IntN(list.N-1)]
		}
		m = st.Canonical(m)
		st.Apply(m)
		e := MoveEntry{Move: m}
		for _, c := range []canfield.Card{st.ReserveTop(), st.WasteTop()} {
			if c != canfield.NoCard && !p.seen.Has(c) {
				if e.Reveal != canfield.NoCard {
					t.Fatalf("seed %d move %d (%s) revealed two cards", seed, len(p.moves)+1, FormatMove(m))
				}
				e.Reveal = c
				p.seen = p.seen.With(c)
			}
		}
		p.moves = append(p.moves, e)
	}
	p.state = st
	return p
}

var genComments = []string{
	"the only move that uncovers anything",
	"should have waited\nfor the next deal",
	"an open brace { is fine inside a comment",
	"win 50% if we are lucky", // not an annotation: more than "win P%"
	"10♥ is still in the stock",
}

// genRecord builds record number i of the generated corpus: a playout under
// one of the presets, fully known (even i) or with every position not yet
// shown left unknown (odd i), with random marks, win annotations and
// comments.
//
// Games 0 to genCount-1 (the golden files) cycle through the presets of a
// whole deck; games from genCount on cycle through the small presets (a
// cut deck), read and written in memory only (TestSmallRecordsRoundTrip).
func genRecord(t testing.TB, i int) *Record {
	t.Helper()
	names := wholeDeckPresets()
	if i >= genCount {
		names = smallPresetNames()
	}
	r, _ := canfield.Preset(names[i%len(names)])
	rng := rand.New(rand.NewPCG(uint64(i), 77))
	seed := uint64(1000 + i)
	p := play(t, r, seed, rng, rng.IntN(260))
	rec := NewRecord(r)
	rec.Set(TagDate, "2026.11.22")
	rec.Set(TagPlayer, "generator")
	rec.Set(TagSeed, fmt.Sprint(seed))
	result := ResultInProgress
	switch {
	case p.state.Won():
		result = ResultWon
	case p.state.Stuck():
		result = ResultLost
	}
	rec.Set(TagResult, result)
	rec.Set(TagFoundations, fmt.Sprint(p.state.FoundationCards()))
	rec.Set("Generator", fmt.Sprintf("record_gen_test %d", i))
	full := i%2 == 0
	for k, c := range p.deal {
		if full || p.seen.Has(c) {
			rec.Setup[k] = c
		}
	}
	if rng.IntN(3) == 0 {
		rec.Comment = "generated game " + fmt.Sprint(i)
	}
	for _, e := range p.moves {
		if rng.IntN(10) == 0 {
			e.Mark = Marks[rng.IntN(len(Marks))]
		}
		switch rng.IntN(12) {
		case 0:
			e.Win, e.HasWin = rng.Float64(), true
		case 1:
			e.Win, e.HasWin = float64(rng.IntN(101))/100, true
		}
		if rng.IntN(25) == 0 {
			e.Comment = genComments[rng.IntN(len(genComments))]
		}
		rec.Moves = append(rec.Moves, e)
	}
	return rec
}

// genCount is the number of generated games in testdata/records.
const genCount = 54

// smallGenCount is the number of generated games under the small presets.
const smallGenCount = 64

// wholeDeckPresets returns the presets of a whole deck, in
// canfield.PresetNames order.
func wholeDeckPresets() []string {
	var out []string
	for _, n := range canfield.PresetNames() {
		if r, _ := canfield.Preset(n); !r.SmallDeck() {
			out = append(out, n)
		}
	}
	return out
}

// smallPresetNames returns the presets of a cut deck, in
// canfield.PresetNames order.
func smallPresetNames() []string {
	var out []string
	for _, n := range canfield.PresetNames() {
		if r, _ := canfield.Preset(n); r.SmallDeck() {
			out = append(out, n)
		}
	}
	return out
}

// TestSmallRecordsRoundTrip writes the generated games of the small
// presets and checks that each reads back identical, as text and as JSON,
// that together they cover every small preset with reveals of both kinds,
// and that a partly known game's setup holds the cards shown.
func TestSmallRecordsRoundTrip(t *testing.T) {
	presets := map[string]bool{}
	var reveals [2]int
	for i := genCount; i < genCount+smallGenCount; i++ {
		rec := genRecord(t, i)
		presets[rec.Rules.Name] = true
		text, err := FormatRecord(rec)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i, err, text)
		}
		if !reflect.DeepEqual(withoutPos(back), rec) {
			t.Fatalf("game %d: record -> text -> record differs\n%s", i, text)
		}
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		var j Record
		if err := json.Unmarshal(data, &j); err != nil || !reflect.DeepEqual(&j, rec) {
			t.Fatalf("game %d: JSON round trip differs (%v)\n%s", i, err, data)
		}
		for _, e := range rec.Moves {
			if e.Reveal != canfield.NoCard {
				if k, _ := kindOfReveal(rec.Rules, e.Move); k == revealReserve {
					reveals[0]++
				} else {
					reveals[1]++
				}
			}
		}
	}
	if len(presets) != len(smallPresetNames()) || reveals[0] == 0 || reveals[1] == 0 {
		t.Errorf("small corpus: presets %v, %d reserve and %d stock reveals", presets, reveals[0], reveals[1])
	}
}

// withoutPos returns a copy of r with every move's Pos zeroed.
func withoutPos(r *Record) *Record {
	c := *r
	c.Moves = append([]MoveEntry(nil), r.Moves...)
	for i := range c.Moves {
		c.Moves[i].Pos = Pos{}
	}
	return &c
}

// golden compares got with the golden file, or rewrites it under -update.
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./notation -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the output:\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// TestGeneratedRecordsRoundTrip writes the generated corpus and checks that
// every game reads back identical, that writing it again gives the same
// text, and that each move's Pos points at its token.
func TestGeneratedRecordsRoundTrip(t *testing.T) {
	for i := range genCount {
		rec := genRecord(t, i)
		text, err := FormatRecord(rec)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		path := filepath.Join("testdata", "records", fmt.Sprintf("gen-%02d-%s.txt", i, rec.Rules.Name))
		golden(t, path, text)
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("game %d: %v\n%s", i, err, text)
		}
		if !reflect.DeepEqual(withoutPos(back), rec) {
			t.Fatalf("game %d: record -> text -> record differs\n%s", i, text)
		}
		again, err := FormatRecord(back)
		if err != nil || again != text {
			t.Fatalf("game %d: writing the record read back gives other text (%v)", i, err)
		}
		lines := strings.Split(text, "\n")
		for k, e := range back.Moves {
			l := []rune(lines[e.Pos.Line-1])
			tok := string(l[e.Pos.Col-1:])
			if !strings.HasPrefix(tok, FormatMove(e.Move)) {
				t.Fatalf("game %d move %d: Pos %v points at %q", i, k+1, e.Pos, tok)
			}
		}
	}
}

// TestGeneratedCorpusCovers checks the corpus holds what the record tests need:
// at least 50 games, fully and partly known, under every preset, with
// reveals of both kinds.
func TestGeneratedCorpusCovers(t *testing.T) {
	var full, partial, reserveReveals, stockReveals int
	presets := map[string]bool{}
	for i := range genCount {
		rec := genRecord(t, i)
		presets[rec.Rules.Name] = true
		if _, ok := rec.Deal(); ok {
			full++
		} else {
			partial++
		}
		for _, e := range rec.Moves {
			if e.Reveal == canfield.NoCard {
				continue
			}
			if k, _ := kindOfReveal(rec.Rules, e.Move); k == revealReserve {
				reserveReveals++
			} else {
				stockReveals++
			}
		}
	}
	if full < 20 || partial < 20 || len(presets) != len(wholeDeckPresets()) || reserveReveals == 0 || stockReveals == 0 {
		t.Errorf("corpus: %d full, %d partial, presets %v, %d reserve and %d stock reveals", full, partial, presets, reserveReveals, stockReveals)
	}
}

// TestPartialSetupHoldsExactlyTheShownCards checks the knowledge model on
// the partly known games: every card shown (face up at the deal or revealed
// by a move) is in the setup at its deal position, and nothing else is.
func TestPartialSetupHoldsExactlyTheShownCards(t *testing.T) {
	for i := 1; i < genCount; i += 2 {
		rec := genRecord(t, i)
		shown := shownSet(rec.Rules, canfield.ShuffledDeal(rec.Rules, uint64(1000+i)))
		for _, e := range rec.Moves {
			if e.Reveal != canfield.NoCard {
				if shown.Has(e.Reveal) {
					t.Fatalf("game %d: %s revealed twice", i, e.Reveal)
				}
				shown = shown.With(e.Reveal)
			}
		}
		var inSetup canfield.CardSet
		for _, c := range rec.Setup {
			if c != canfield.NoCard {
				inSetup = inSetup.With(c)
			}
		}
		if inSetup != shown {
			t.Fatalf("game %d: setup holds %d cards, %d were shown", i, inSetup.Len(), shown.Len())
		}
	}
}

// replay plays moves on deal under r and returns the entries with the card
// each revealed, and the cards shown by the end.
func replay(t testing.TB, r canfield.Rules, deal []canfield.Card, moves []canfield.Move) ([]MoveEntry, canfield.CardSet, canfield.State) {
	t.Helper()
	st, err := canfield.NewState(r, deal)
	if err != nil {
		t.Fatal(err)
	}
	seen := shownSet(r, deal)
	var out []MoveEntry
	for i, m := range moves {
		if err := st.Legal(m); err != nil {
			t.Fatalf("move %d (%s): %v", i+1, FormatMove(m), err)
		}
		st.Apply(m)
		e := MoveEntry{Move: m}
		for _, c := range []canfield.Card{st.ReserveTop(), st.WasteTop()} {
			if c != canfield.NoCard && !seen.Has(c) {
				e.Reveal = c
				seen = seen.With(c)
			}
		}
		out = append(out, e)
	}
	return out, seen, st
}

// TestPlacesFollowTheEngine plays random games under every preset and
// checks that places, which follows deal positions by counting alone,
// names the deal position of every card the engine shows for the first
// time, and shows nothing when the engine shows nothing new.
func TestPlacesFollowTheEngine(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 60
	}
	for g := range games {
		names := canfield.PresetNames()
		r, _ := canfield.Preset(names[g%len(names)])
		seed := uint64(5000 + g)
		p := play(t, r, seed, rand.New(rand.NewPCG(seed, 3)), 400)
		where := map[canfield.Card]int{}
		for i, c := range p.deal {
			where[c] = i
		}
		pl := newPlaces(r)
		for k, e := range p.moves {
			shown, ok := pl.apply(e.Move)
			if !ok {
				t.Fatalf("%s seed %d move %d (%s): lost track of a legal game", r.Name, seed, k+1, FormatMove(e.Move))
			}
			want := -1
			if e.Reveal != canfield.NoCard {
				want = where[e.Reveal]
			}
			if shown != want {
				t.Fatalf("%s seed %d move %d (%s): places shows position %d, the engine %d", r.Name, seed, k+1, FormatMove(e.Move), shown, want)
			}
		}
	}
}

// TestKnownRestoresRevealedCards blanks every setup position that a move
// revealed in the partly known games, and checks Known puts each card back.
func TestKnownRestoresRevealedCards(t *testing.T) {
	for i := 1; i < genCount; i += 2 {
		rec := genRecord(t, i)
		want := append([]canfield.Card(nil), rec.Setup...)
		for k := range rec.Setup {
			if !shownAtDeal(rec.Rules, k) {
				rec.Setup[k] = canfield.NoCard
			}
		}
		text, err := FormatRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("game %d with reveals only in the moves: %v", i, err)
		}
		got, ok := back.Known()
		if !ok || !reflect.DeepEqual(got, want) {
			t.Fatalf("game %d: Known gives %v (%v), want %v", i, FormatDeal(got), ok, FormatDeal(want))
		}
	}
}
