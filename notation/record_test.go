package notation

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
)

var handFiles = []string{"hand-won.txt", "hand-in-progress.txt", "hand-several.txt"}

func readRecords(t *testing.T, path string) []*Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := ParseRecords(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return recs
}

func allWithoutPos(recs []*Record) []*Record {
	out := make([]*Record, len(recs))
	for i, r := range recs {
		out[i] = withoutPos(r)
	}
	return out
}

// TestHandWrittenGolden reads each hand-written file, writes it in the
// canonical form (compared with its .golden file), and reads that back to
// the same records: comments, marks, win annotations and unknown tags
// survive.
func TestHandWrittenGolden(t *testing.T) {
	for _, name := range handFiles {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("testdata", "records", name)
			recs := readRecords(t, path)
			text, err := FormatRecords(recs)
			if err != nil {
				t.Fatal(err)
			}
			golden(t, strings.TrimSuffix(path, ".txt")+".golden", text)
			back, err := ParseRecords(strings.NewReader(text))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(allWithoutPos(back), allWithoutPos(recs)) {
				t.Fatalf("hand-written -> canonical -> records differs")
			}
			again, _ := FormatRecords(back)
			if again != text {
				t.Fatal("writing the canonical form again changes it")
			}
		})
	}
}

// TestHandWrittenKeepsWhatPeopleWrote checks particular things of the
// hand-written files that the writer must keep.
func TestHandWrittenKeepsWhatPeopleWrote(t *testing.T) {
	won := readRecords(t, filepath.Join("testdata", "records", "hand-won.txt"))[0]
	checks := []struct {
		what      string
		got, want any
	}{
		{"unknown tag Event", tagOf(won, "Event"), "Sunday patience"},
		{"unknown tag Deck, last", won.Tags[len(won.Tags)-1], Tag{"Deck", "red backs, a little worn"}},
		{"escaped quotes", tagOf(won, TagPlace), `Kitchen table, "the big one"`},
		{"rules alias", won.Rules.Name, "classic"},
		{"game comment, inner spaces kept", won.Comment, "A seeded deal, played out to the end.   The base is a Seven."},
		{"comment on move 1", won.Moves[0].Comment, "Ten of clubs onto the Jack; the reserve fills the gap."},
		{"mark on move 1", won.Moves[0].Mark, "!"},
		{"win on move 18", won.Moves[17].Win, 0.58},
		{"mark on move 38", won.Moves[37].Mark, "?!"},
		{"two annotations on move 83", fmt.Sprintf("%s %v %v %s", won.Moves[82].Mark, won.Moves[82].HasWin, won.Moves[82].Win, won.Moves[82].Comment), "!! true 1 From here it plays itself."},
		{"moves", len(won.Moves), 127},
		{"10d read as Td", won.Setup[7], canfield.NewCard(canfield.Ten, canfield.Diamonds)},
		{"unicode base", won.Setup[canfield.DealBase], canfield.NewCard(7, canfield.Diamonds)},
		{"unnumbered moves keep Pos", won.Moves[83].Pos, Pos{Line: 28, Col: 1}},
	}
	for _, c := range checks {
		if !reflect.DeepEqual(c.got, c.want) {
			t.Errorf("%s: got %v, want %v", c.what, c.got, c.want)
		}
	}
	several := readRecords(t, filepath.Join("testdata", "records", "hand-several.txt"))
	if len(several) != 3 {
		t.Fatalf("hand-several.txt: %d records, want 3", len(several))
	}
	if v := tagOf(several[1], "Source"); v != "a friend's notebook" {
		t.Errorf("second game's Source tag: %q", v)
	}
	if c := several[0].Moves[3].Comment; c != "the Twos start the foundations, so the\nThree of spades went up at once" {
		t.Errorf("a comment over two lines: %q", c)
	}
	if r := several[2].Rules; r.Draw != 1 || r.Passes != 3 || r.Name != "" {
		t.Errorf("third game's rules: %+v", r)
	}
}

func tagOf(r *Record, name string) string { v, _ := r.Get(name); return v }

// TestRecordsAgreeWithTheEngine replays every hand-written and generated
// record that names a seed: each setup card is the seed's card at that
// position, each move is legal, each reveal is the card the engine shows
// (and a move the engine shows a new card for has one, when the record is
// fully known), and the Foundations and Result tags are right.
func TestRecordsAgreeWithTheEngine(t *testing.T) {
	var recs []*Record
	for _, name := range handFiles {
		recs = append(recs, readRecords(t, filepath.Join("testdata", "records", name))...)
	}
	for i := range genCount {
		recs = append(recs, genRecord(t, i))
	}
	for k, rec := range recs {
		checkAgainstEngine(t, fmt.Sprintf("record %d", k), rec)
	}
}

// checkAgainstEngine replays a record that names a seed and checks its
// setup, reveals, Foundations and Result against the engine.
func checkAgainstEngine(t *testing.T, what string, rec *Record) {
	t.Helper()
	seedText, ok := rec.Get(TagSeed)
	if !ok {
		return
	}
	seed, _ := strconv.ParseUint(seedText, 10, 64)
	deal := canfield.ShuffledDeal(rec.Rules, seed)
	for i, c := range rec.Setup {
		if c != canfield.NoCard && c != deal[i] {
			t.Fatalf("%s: setup card %d is %s, the deal has %s", what, i+1, c, deal[i])
		}
	}
	moves := make([]canfield.Move, len(rec.Moves))
	for i, e := range rec.Moves {
		moves[i] = e.Move
	}
	want, _, st := replay(t, rec.Rules, deal, moves)
	for i, e := range rec.Moves {
		if e.Reveal != want[i].Reveal {
			t.Fatalf("%s move %d (%s): reveal %s, the engine shows %s", what, i+1, FormatMove(e.Move), e.Reveal, want[i].Reveal)
		}
	}
	if f := tagOf(rec, TagFoundations); f != "" && f != strconv.Itoa(st.FoundationCards()) {
		t.Errorf("%s: Foundations %s, the game has %d", what, f, st.FoundationCards())
	}
	if res := tagOf(rec, TagResult); (res == ResultWon) != st.Won() {
		t.Errorf("%s: Result %s, won %v", what, res, st.Won())
	}
}

// TestRecordErrors checks that every kind of error names the line and the
// column and what was expected.
func TestRecordErrors(t *testing.T) {
	const setup = "Reserve: ... Qc\nBase:    7d\nTableau: 6h Jh Tc 9s\nStock:   ...\n"
	cases := []struct {
		name, text string
		pos        Pos
		msg        string // part of the message
	}{
		{"unterminated tag value", `[Rules "classic]` + "\n", Pos{1, 8}, `unterminated tag Rules; expected " to close`},
		{"unterminated tag bracket", `[Rules "classic"` + "\n", Pos{1, 17}, "unterminated tag Rules; expected ] to close"},
		{"tag with no value", "[Rules classic]\n", Pos{1, 8}, "tag Rules has no value"},
		{"tag twice", "[Player \"a\"]\n[Player \"b\"]\n", Pos{2, 2}, "tag Player given twice"},
		{"unterminated comment", "[Rules \"classic\"]\n\n{A comment\nthat never ends\n", Pos{3, 1}, "unterminated comment"},
		{"unterminated setup", "Reserve: ... Qc\nBase: 7d\n", Pos{2, 9}, "unterminated setup; expected a Tableau: line"},
		{"setup cut by moves", "Reserve: ... Qc\nBase: 7d\nd\n", Pos{3, 1}, "unterminated setup; expected a Tableau: line"},
		{"setup too short", "Reserve: Qc 3c\n", Pos{1, 15}, "Reserve: line has 2 cards; expected 13 cards"},
		{"setup too long", "Reserve: ... Qc\nBase: 7d 8d\n", Pos{2, 10}, "Base: line has 2 cards; expected 1 cards"},
		{"setup out of order", "Reserve: ... Qc\nTableau: 6h Jh Tc 9s\n", Pos{2, 1}, "out of order; expected a Base: line"},
		{"base under storehouse", "[Rules \"storehouse\"]\nReserve: ... Qc\nBase: 7d\n", Pos{3, 1}, "no base card is dealt"},
		{"bad setup card", "Reserve: ... Qx\n", Pos{1, 14}, `bad card "Qx"; expected a card`},
		{"setup card twice", "Reserve: ... 6h Qc\nBase: 7d\nTableau: 6h Jh Tc 9s\n", Pos{3, 10}, "6h is in the setup twice (first as reserve 12 at line 1, column 14)"},
		{"fixed-base card", "[Rules \"storehouse\"]\nReserve: ... 2c\n", Pos{2, 14}, "2c starts a foundation"},
		{"bad move", setup + "\nd wf xq\n", Pos{6, 6}, `bad move "xq"; expected a move`},
		{"bad revealed card", setup + "\nd=Zz\n", Pos{6, 3}, `bad revealed card "Zz"`},
		{"bad mark", setup + "\nd=4d!!!\n", Pos{6, 5}, `bad mark "!!!"`},
		{"move number out of order", setup + "\n1. d 3. d\n", Pos{6, 6}, "move number 3. out of order; expected 2."},
		{"reveal seen twice", setup + "\nd=4d wf d=4d\n", Pos{6, 11}, "4d seen twice: move 1 (line 6, column 1) already revealed it"},
		{"reveal of a deal card", setup + "\nd=Jh\n", Pos{6, 3}, "Jh seen twice: it is face up from the deal (setup tableau 2 at line 3, column 13)"},
		{"reveal of the reserve top", setup + "\nd=Qc\n", Pos{6, 3}, "Qc seen twice: it is face up from the deal"},
		{"reveal against the setup's place", "Reserve: ... 3c Qc\nBase: 7d\nTableau: 6h Jh Tc 9s\nStock: ...\n\nd=3c\n", Pos{6, 3}, "d reveals a card from the stock, but the setup has 3c in the reserve (reserve 12"},
		{"reveal contradicts the setup", "Reserve: ... Qc\nBase: 7d\nTableau: 6h Jh Tc 9s\nStock: ?? ?? 4d ...\n\nd=5d\n", Pos{6, 3}, "5d contradicts the setup: d shows stock 3, which the setup has as 4d (at line 4, column 14)"},
		{"reveal where nothing new shows", "[Rules \"draw1\"]\n\nd=4d wf=5d\n", Pos{3, 9}, "wf shows no card not seen before here"},
		{"reveal of a card the setup places elsewhere", "Reserve: ... Qc\nBase: 7d\nTableau: 6h Jh Tc 9s\nStock: ... 9h\n\nd=9h\n", Pos{6, 3}, "9h seen twice: d shows stock 3, but the setup has 9h as stock 34"},
		{"reveal by a move that cannot", setup + "\nfh2=4d\n", Pos{6, 5}, "fh2 cannot reveal a card"},
		{"reveal under a visible reserve", "[Rules \"superior\"]\n\nr1=4d\n", Pos{3, 4}, "r1 cannot reveal a card: the whole reserve is face up"},
		{"unknown preset", `[Rules "clasic draw=1"]` + "\n", Pos{1, 9}, `unknown rules preset "clasic"; expected one of classic`},
		{"unknown option", `[Rules "classic drw=1"]` + "\n", Pos{1, 17}, `unknown rules option "drw"`},
		{"bad option value", `[Rules "classic draw=4"]` + "\n", Pos{1, 17}, `bad value "4" for option draw; expected draw=1|2|3`},
		{"bad Result", `[Result "draw"]` + "\n", Pos{1, 10}, `bad Result "draw"; expected won, lost, abandoned or *`},
		{"bad Seed", `[Seed "-3"]` + "\n", Pos{1, 8}, `bad Seed "-3"`},
		{"setup after moves", "d\nReserve: ... Qc\n", Pos{2, 1}, "after the moves"},
		{"stray close brace", "d }\n", Pos{1, 3}, "} with no comment open"},
		{"second win annotation", "d=4d {win 5%} {win 6%}\n", Pos{1, 15}, "a second win annotation"},
		{"win over 100", "d=4d {win 150%}\n", Pos{1, 6}, "bad win annotation"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseRecord(c.text)
			var re *RecordError
			if !errors.As(err, &re) {
				t.Fatalf("got %v, want a *RecordError", err)
			}
			if !errors.Is(err, ErrSyntax) {
				t.Errorf("%v does not wrap ErrSyntax", err)
			}
			if re.Pos != c.pos {
				t.Errorf("at %v, want %v (%v)", re.Pos, c.pos, err)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("message %q lacks %q", err.Error(), c.msg)
			}
			if !strings.HasPrefix(err.Error(), c.pos.String()+": ") {
				t.Errorf("message %q does not start with the line and column", err.Error())
			}
			if re.Expected == "" {
				t.Errorf("%v says nothing of what was expected", err)
			}
		})
	}
}

// TestUnknownPresetWrapsEngineError checks errors.Is reaches the cause.
func TestUnknownPresetWrapsEngineError(t *testing.T) {
	_, err := ParseRecord(`[Rules "nosuch"]`)
	if !errors.Is(err, canfield.ErrUnknownPreset) {
		t.Errorf("%v does not wrap canfield.ErrUnknownPreset", err)
	}
}

// TestScannerReadsSeveralGames checks the scanner's stream: records in
// order, the blank line between them optional, and an error stopping it.
func TestScannerReadsSeveralGames(t *testing.T) {
	text := "[Player \"a\"]\nd\n[Player \"b\"]\n[Seed \"3\"]\n\nd wf\n[Player \"c\"]\n[Player \"c\"]\n"
	sc := NewRecordScanner(strings.NewReader(text))
	var players []string
	for sc.Scan() {
		players = append(players, tagOf(sc.Record(), TagPlayer)+strconv.Itoa(len(sc.Record().Moves)))
	}
	if got := strings.Join(players, " "); got != "a1 b2" {
		t.Errorf("records %q, want a1 b2", got)
	}
	var re *RecordError
	if !errors.As(sc.Err(), &re) || re.Pos != (Pos{8, 2}) {
		t.Errorf("error %v, want the duplicate tag at line 8, column 2", sc.Err())
	}
	if sc.Scan() {
		t.Error("Scan after an error returned true")
	}
	sc = NewRecordScanner(strings.NewReader("\n\n  \n"))
	if sc.Scan() || sc.Err() != nil {
		t.Errorf("blank input: Scan true or error %v", sc.Err())
	}
	if _, err := ParseRecord("[Player \"a\"]\nd\n[Player \"b\"]\n"); err == nil || !strings.Contains(err.Error(), "a second record") {
		t.Errorf("ParseRecord of two records: %v", err)
	}
}

// TestRecordWithoutSetupOrTags checks the smallest records: moves alone
// read under classic rules with an unknown setup.
func TestRecordWithoutSetupOrTags(t *testing.T) {
	rec, err := ParseRecord("d d=4d\n")
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.Setup) != 52 || rec.Setup[0] != canfield.NoCard || !rec.Rules.Same(canfield.Classic) || len(rec.Moves) != 2 {
		t.Errorf("got %+v", rec)
	}
	text, err := FormatRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	want := "Reserve: ...\nBase:    ??\nTableau: ...\nStock:   ...\n\n1. d 2. d=4d\n"
	if text != want {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

// TestWinPercentIsExact checks that win probabilities survive the percent
// form bit for bit.
func TestWinPercentIsExact(t *testing.T) {
	values := []float64{0, 1, 0.5, 0.62, 0.625, 1e-5, 0.1 + 0.2, 1.0 / 3, math.Nextafter(1, 0), 5e-324, 0.999999999999}
	for _, w := range values {
		p := percent(w)
		if !winRE.MatchString("win " + p + "%") {
			t.Errorf("%v -> %q does not read as a win annotation", w, p)
			continue
		}
		back, err := strconv.ParseFloat(p+"e-2", 64)
		if err != nil || back != w {
			t.Errorf("%v -> %q -> %v", w, p, back)
		}
	}
	if p := percent(0.62); p != "62" {
		t.Errorf("percent(0.62) = %q", p)
	}
}

// TestWriterRefuses checks that records the text cannot hold are refused
// with ErrUnwritable rather than written wrong.
func TestWriterRefuses(t *testing.T) {
	base := func() *Record {
		r := NewRecord(canfield.Classic)
		r.Moves = []MoveEntry{{Move: canfield.DealMove}}
		return r
	}
	cases := map[string]func(r *Record){
		"brace in comment":        func(r *Record) { r.Moves[0].Comment = "a } b" },
		"comment reads as win":    func(r *Record) { r.Moves[0].Comment = "win 5%" },
		"untrimmed comment":       func(r *Record) { r.Comment = " x" },
		"newline in tag":          func(r *Record) { r.Set("Note", "a\nb") },
		"bad tag name":            func(r *Record) { r.Tags = append(r.Tags, Tag{"9x", "y"}) },
		"rules tag disagrees":     func(r *Record) { r.Rules.Draw = 1 },
		"setup of the wrong size": func(r *Record) { r.Setup = r.Setup[:10] },
		"bad mark":                func(r *Record) { r.Moves[0].Mark = "!!!" },
		"win above 1":             func(r *Record) { r.Moves[0].Win, r.Moves[0].HasWin = 1.5, true },
		"move it cannot write":    func(r *Record) { r.Moves[0].Move = canfield.Move{From: canfield.LocReserve, To: canfield.LocReserve} },
		"no rules tag, not classic": func(r *Record) {
			r.Delete(TagRules)
			r.Rules.Passes = 1
		},
	}
	for name, spoil := range cases {
		r := base()
		spoil(r)
		if _, err := FormatRecord(r); !errors.Is(err, ErrUnwritable) {
			t.Errorf("%s: got %v, want ErrUnwritable", name, err)
		}
	}
	if _, err := FormatRecord(base()); err != nil {
		t.Errorf("the unspoilt record: %v", err)
	}
	tagless := base()
	tagless.Tags = nil
	if _, err := FormatRecords([]*Record{base(), tagless}); !errors.Is(err, ErrUnwritable) {
		t.Errorf("a tagless second record: got %v, want ErrUnwritable", err)
	}
}

// TestTagAccessors checks Get, Set (keeping order), Delete and SetRules.
func TestTagAccessors(t *testing.T) {
	r := NewRecord(canfield.Classic)
	r.Set(TagPlayer, "Ann")
	r.Set(TagResult, ResultWon)
	r.Set("Zeta", "z")
	got := fmt.Sprint(r.Tags)
	if want := "[{Rules classic} {Result won} {Player Ann} {Zeta z}]"; got != want {
		t.Errorf("tags %s, want %s", got, want)
	}
	r.Delete(TagResult)
	if _, ok := r.Get(TagResult); ok || len(r.Tags) != 3 {
		t.Errorf("after Delete: %v", r.Tags)
	}
	sh, _ := canfield.Preset("storehouse")
	r.SetRules(sh)
	if v, _ := r.Get(TagRules); v != "storehouse" || len(r.Setup) != 48 || r.Tags[0].Name != TagRules {
		t.Errorf("after SetRules: %v, setup %d", r.Tags, len(r.Setup))
	}
}
