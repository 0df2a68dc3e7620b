package pysol

import (
	"bufio"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
)

// vector is one deal of testdata/deals.tsv: PySolFC's game id, the number
// as typed into PySolFC, and the deal line PySolFC's own code dealt.
type vector struct {
	Game  int
	Typed string
	Line  string
}

// readVectors reads testdata/deals.tsv (its note: testdata/README.md).
func readVectors(t *testing.T) []vector {
	t.Helper()
	f, err := os.Open("testdata/deals.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []vector
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		parts := strings.Split(sc.Text(), "\t")
		if len(parts) != 3 {
			t.Fatalf("deals.tsv line %d: %d fields, want 3", line, len(parts))
		}
		id, err := strconv.Atoi(parts[0])
		if err != nil {
			t.Fatalf("deals.tsv line %d: %v", line, err)
		}
		var typed string
		if err := json.Unmarshal([]byte(parts[1]), &typed); err != nil {
			t.Fatalf("deals.tsv line %d: %v", line, err)
		}
		out = append(out, vector{id, typed, parts[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// presetOf is the preset of PySolFC game id.
func presetOf(t *testing.T, id int) canfield.Rules {
	t.Helper()
	for _, g := range Games {
		if g.ID == id {
			r, err := canfield.Preset(g.Preset)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
	}
	t.Fatalf("no preset for PySolFC game %d", id)
	return canfield.Rules{}
}

func formatLine(deal []canfield.Card) string {
	s := make([]string, len(deal))
	for i, c := range deal {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// TestDealsAsPySolFCDealtThem deals every vector: the number as typed,
// read by ParseNumber, dealt by Deal under the game's preset, must give
// the deal line PySolFC's own code gave.
func TestDealsAsPySolFCDealtThem(t *testing.T) {
	vs := readVectors(t)
	count := map[int]int{}
	for _, v := range vs {
		n, err := ParseNumber(v.Typed)
		if err != nil {
			t.Errorf("game %d, %q: %v", v.Game, v.Typed, err)
			continue
		}
		r := presetOf(t, v.Game)
		deal, err := Deal(r, n)
		if err != nil {
			t.Errorf("game %d, %q: %v", v.Game, v.Typed, err)
			continue
		}
		if err := canfield.CheckDeal(r, deal); err != nil {
			t.Errorf("game %d, %q: %v", v.Game, v.Typed, err)
		}
		if got := formatLine(deal); got != v.Line {
			t.Errorf("game %d, %q (%s):\n got %s\nwant %s", v.Game, v.Typed, n, got, v.Line)
		}
		count[v.Game]++
	}
	if count[105] < 40 || count[101] < 3 || count[108] < 3 || count[100] < 3 {
		t.Errorf("vectors per game %v: want at least 40 for 105 and 3 for 101, 108, 100", count)
	}
}

// TestSameCardsInCanfieldSuperiorRainbow: PySolFC's Canfield, Superior
// Canfield and Rainbow deal the same cards for a number (no shuffle hook,
// the same startGame), so their vectors agree where the numbers do.
func TestSameCardsInCanfieldSuperiorRainbow(t *testing.T) {
	by := map[string]map[int]string{}
	for _, v := range readVectors(t) {
		if by[v.Typed] == nil {
			by[v.Typed] = map[int]string{}
		}
		by[v.Typed][v.Game] = v.Line
	}
	compared := 0
	for typed, lines := range by {
		for _, id := range []int{101, 108} {
			if l, ok := lines[id]; ok && lines[105] != "" {
				compared++
				if l != lines[105] {
					t.Errorf("%q: game %d deals %s, Canfield %s", typed, id, l, lines[105])
				}
			}
		}
	}
	if compared < 6 {
		t.Errorf("only %d numbers dealt in both Canfield and Superior Canfield or Rainbow", compared)
	}
}

// TestGameOf: the four presets map to their PySolFC games; any other
// preset, or a preset with an option changed, is refused with the list of
// those that take PySolFC's numbers.
func TestGameOf(t *testing.T) {
	for _, tc := range []struct {
		preset string
		id     int
	}{{"classic", 105}, {"demon", 105}, {"canfield", 105}, {"superior", 101}, {"rainbow", 108}, {"storehouse", 100}} {
		r, _ := canfield.Preset(tc.preset)
		g, err := GameOf(r)
		if err != nil || g.ID != tc.id {
			t.Errorf("GameOf(%s) = %d, %v; want %d", tc.preset, g.ID, err, tc.id)
		}
	}
	drawOne := canfield.Classic
	drawOne.Draw, drawOne.Name = 1, ""
	for _, name := range []string{"draw1", "strict", "threepass", "relaxed", "wolter"} {
		r, _ := canfield.Preset(name)
		_, err := GameOf(r)
		if err == nil || !strings.Contains(err.Error(), "not under "+name) || !strings.Contains(err.Error(), "classic (its Canfield, game 105)") || !strings.Contains(err.Error(), "storehouse (its Storehouse, game 100)") {
			t.Errorf("GameOf(%s): %v; want a refusal naming %s and the four presets", name, err, name)
		}
	}
	if _, err := GameOf(drawOne); err == nil || !strings.Contains(err.Error(), "not under these rules") {
		t.Errorf("GameOf(classic draw=1): %v; want a refusal", err)
	}
	if _, err := Deal(drawOne, Number{digits: "5"}); err == nil {
		t.Error("Deal under classic draw=1 dealt; want GameOf's refusal")
	}
}
