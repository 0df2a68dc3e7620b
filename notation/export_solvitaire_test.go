package notation

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
)

// TestFormatSolvitaireGolden writes known deals in Solvitaire's JSON and
// compares them with golden files checked by hand against Solvitaire's
// deal parser (src/main/input-output/input/json-parsing/deal_parser.cpp)
// and its canfield test deals (src/test/resources/canfield/*.json).
func TestFormatSolvitaireGolden(t *testing.T) {
	cases := []struct {
		file  string
		rules string
		seed  uint64
	}{
		{"seed-2-classic.json", "classic", 2},
		{"seed-7-storehouse.json", "storehouse", 7},
	}
	for _, c := range cases {
		r, err := ParseRules(c.rules)
		if err != nil {
			t.Fatal(err)
		}
		deal := canfield.ShuffledDeal(r, c.seed)
		out, err := FormatSolvitaire(r, deal)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, filepath.Join("testdata", "solvitaire", c.file), string(out))
	}
}

// TestFormatSolvitaireShape checks the rules of the format on the seed 2
// deal: the four keys, each pile bottom first and top last, 10 not T,
// upper-case suits.
func TestFormatSolvitaireShape(t *testing.T) {
	deal := canfield.ShuffledDeal(canfield.Classic, 2)
	out, err := FormatSolvitaire(canfield.Classic, deal)
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(out, &j); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	keys := []string{}
	for k := range j {
		keys = append(keys, k)
	}
	if len(keys) != 4 || j["foundations"] == nil || j["tableau piles"] == nil || j["reserve"] == nil || j["stock"] == nil {
		t.Fatalf("keys %v", keys)
	}
	res := j["reserve"].([]any)
	if res[0] != SolvitaireCard(deal[0]) || res[12] != SolvitaireCard(deal[12]) {
		t.Errorf("reserve must run bottom (%s) to top (%s): %v", deal[0], deal[12], res)
	}
	stock := j["stock"].([]any)
	if len(stock) != 34 || stock[33] != SolvitaireCard(deal[18]) || stock[0] != SolvitaireCard(deal[51]) {
		t.Errorf("stock must run bottom to top, the next card dealt (%s) last: %v", deal[18], stock)
	}
	if f := j["foundations"].([]any); len(f) != 1 || f[0] != "7D" {
		t.Errorf("foundations %v, want the base card [7D]", f)
	}
	for _, tok := range strings.FieldsFunc(string(out), func(r rune) bool { return strings.ContainsRune("{}[],: \n\"", r) }) {
		if tok == "foundations" || tok == "tableau" || tok == "piles" || tok == "reserve" || tok == "stock" {
			continue
		}
		if strings.Contains(tok, "T") || strings.ToUpper(tok) != tok {
			t.Errorf("card %q: want 10 for ten and an upper-case suit", tok)
		}
	}
	if !strings.Contains(string(out), `"10D"`) {
		t.Error("the Ten of diamonds is not written 10D")
	}
}

// TestSolvitaireRoundTrip reads back what FormatSolvitaire writes for every
// preset and many seeds.
func TestSolvitaireRoundTrip(t *testing.T) {
	for _, name := range canfield.PresetNames() {
		r, _ := canfield.Preset(name)
		if r.SmallDeck() {
			// A cut deck has no Solvitaire form: refused, not mangled.
			if _, err := FormatSolvitaire(r, canfield.ShuffledDeal(r, 1)); err == nil || !strings.Contains(err.Error(), "cut deck") {
				t.Errorf("%s: FormatSolvitaire = %v, want a refusal naming the cut deck", name, err)
			}
			continue
		}
		for seed := range uint64(20) {
			deal := canfield.ShuffledDeal(r, seed)
			out, err := FormatSolvitaire(r, deal)
			if err != nil {
				t.Fatal(err)
			}
			rules, back, err := ParseSolvitaire(out)
			if err != nil {
				t.Fatalf("%s seed %d: %v\n%s", name, seed, err, out)
			}
			if !reflect.DeepEqual(back, deal) {
				t.Fatalf("%s seed %d: deal differs", name, seed)
			}
			want := "wolter"
			if r.BaseRank != 0 {
				want = "storehouse"
			}
			if rules.Name != want {
				t.Fatalf("%s: rules %q, want %s", name, rules.Name, want)
			}
		}
	}
}

// TestParseSolvitaireForms checks the card forms Solvitaire accepts and the
// deals that cannot be imported.
func TestParseSolvitaireForms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want canfield.Card
	}{{"10H", canfield.NewCard(10, canfield.Hearts)}, {"1s", canfield.NewCard(1, canfield.Spades)}, {"ad", canfield.NewCard(1, canfield.Diamonds)}, {"13C", canfield.NewCard(13, canfield.Clubs)}, {"QH", canfield.NewCard(12, canfield.Hearts)}} {
		got, err := parseSolvitaireCard(c.in)
		if err != nil || got != c.want {
			t.Errorf("%s: %v, %v", c.in, got, err)
		}
	}
	for _, bad := range []string{"TH", "0H", "14S", "10", "H", "010H", "10X"} {
		if _, err := parseSolvitaireCard(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	good, _ := FormatSolvitaire(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 5))
	spoil := map[string]func(string) string{
		"unknown key":      func(s string) string { return strings.Replace(s, `"stock"`, `"hand"`, 1) },
		"waste with cards": func(s string) string { return strings.Replace(s, `"stock":`, `"waste": ["AS"], "stock":`, 1) },
		"two tableau cards": func(s string) string {
			return strings.Replace(s, `"tableau piles": [`+"\n    [", `"tableau piles": [`+"\n    [\"AS\",", 1)
		},
		"not JSON":        func(s string) string { return s[:20] },
		"two foundations": func(s string) string { return strings.Replace(s, `"foundations": [`, `"foundations": ["AS",`, 1) },
	}
	for name, f := range spoil {
		if _, _, err := ParseSolvitaire([]byte(f(string(good)))); !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
