package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pysolVector is a deal of notation/pysol/testdata/deals.tsv: PySolFC's
// game id, the number as typed into PySolFC, and the deal line PySolFC's
// own code dealt for it.
type pysolVector struct{ game, typed, line string }

func pysolVectors(t *testing.T) []pysolVector {
	t.Helper()
	f, err := os.Open(filepath.Join("notation", "pysol", "testdata", "deals.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var vs []pysolVector
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		var typed string
		if len(p) != 3 || json.Unmarshal([]byte(p[1]), &typed) != nil {
			t.Fatalf("deals.tsv: bad line %q", sc.Text())
		}
		vs = append(vs, pysolVector{p[0], typed, p[2]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

// pysolPreset is our preset of PySolFC's game id.
var pysolPreset = map[string]string{"105": "classic", "101": "superior", "108": "rainbow", "100": "storehouse"}

// TestDealPySolVectors: 'deal --pysol N --rules P' prints, for every
// vector, the deal PySolFC dealt for N, the number given as it was typed
// into PySolFC.
func TestDealPySolVectors(t *testing.T) {
	home := t.TempDir()
	vs := pysolVectors(t)
	for _, v := range vs {
		out, rc := runBin(t, home, "", "deal", "--pysol", v.typed, "--rules", pysolPreset[v.game])
		if rc != 0 || strings.TrimSpace(out) != v.line {
			t.Errorf("deal --pysol %q --rules %s: exit %d\n got %s\nwant %s", v.typed, pysolPreset[v.game], rc, out, v.line)
		}
	}
	if len(vs) < 55 {
		t.Errorf("%d vectors", len(vs))
	}
}

// TestPySolGameRoundTrip: PySolFC's game played (play --pysol) or
// imported (import --pysol) keeps its number in the record, which export
// gives back with the deal; the game resumes, is analyzed and hinted from
// the number, and solve names it.
func TestPySolGameRoundTrip(t *testing.T) {
	home := t.TempDir()
	deal, _ := runBin(t, home, "", "deal", "--pysol", "#00000000000000032000")
	deal = strings.TrimSpace(deal)
	rec := filepath.Join(home, "p.cfr")
	out, rc := runBin(t, home, "d\nq\n", "play", "--pysol", "#00000000000000032000", "-o", rec)
	if rc != 0 || !strings.Contains(out, "Virtual deal, PySolFC's game 32000 (classic rules).") {
		t.Fatalf("play --pysol: exit %d\n%s", rc, out)
	}
	text, err := os.ReadFile(rec)
	if err != nil || !strings.Contains(string(text), "[PySolFC \"32000\"]") || strings.Contains(string(text), deal[:20]) {
		t.Fatalf("the record keeps the number and only the cards seen: %v\n%s", err, text)
	}
	for format, want := range map[string]string{"pysol": "32000", "deal": deal} {
		if got, rc := runBin(t, home, "", "export", rec, "--format", format); rc != 0 || strings.TrimSpace(got) != want {
			t.Errorf("export --format %s: exit %d, %q, want %q", format, rc, got, want)
		}
	}
	if out, rc := runBin(t, home, "d\nq\n", "play", "--resume", rec); rc != 0 || !strings.Contains(out, "Resumed") {
		t.Errorf("play --resume: exit %d\n%s", rc, out)
	}
	if got, _ := runBin(t, home, "", "export", rec, "--format", "deal"); strings.TrimSpace(got) != deal {
		t.Errorf("after resuming, export --format deal: %q", got)
	}

	imported := filepath.Join(home, "i.cfr")
	if out, rc := runBin(t, home, "", "import", "--pysol", "ms7", "--rules", "rainbow", "-o", imported); rc != 0 {
		t.Fatalf("import --pysol: exit %d\n%s", rc, out)
	}
	want, _ := runBin(t, home, "", "deal", "--pysol", "ms7", "--rules", "rainbow")
	for format, want := range map[string]string{"pysol": "ms7", "deal": strings.TrimSpace(want)} {
		if got, rc := runBin(t, home, "", "export", imported, "--format", format); rc != 0 || strings.TrimSpace(got) != want {
			t.Errorf("import then export --format %s: exit %d, %q, want %q", format, rc, got, want)
		}
	}
	if got, rc := runBin(t, home, "", "export", imported, "--format", "json"); rc != 0 || !strings.Contains(got, `"name": "PySolFC",`) || !strings.Contains(got, `"value": "ms7"`) {
		t.Errorf("export --format json keeps the tag: exit %d\n%s", rc, got)
	}

	// A game typed at the table, analyzed with --pysol giving the rest.
	table := filepath.Join(home, "t.cfr")
	cards := strings.Fields(deal)
	typed := strings.Join(append(append([]string{}, cards[12:18]...), "d", cards[20], "resign"), "\n") + "\n"
	if out, rc := runBin(t, home, typed, "play", "--plain", "-o", table); rc != 0 {
		t.Fatalf("play at the table: exit %d\n%s", rc, out)
	}
	if out, rc := runBin(t, home, "", "analyze", table, "--no-ask", "--pysol", "32000", "--samples", "2"); rc != 0 || !strings.Contains(out, "Deal code:") {
		t.Errorf("analyze --pysol: exit %d\n%s", rc, out)
	}
	if out, rc := runBin(t, home, "", "analyze", table, "--no-ask", "--pysol", "32001"); rc != 1 || !strings.Contains(out, "PySolFC's game 32001 does not agree with the record") {
		t.Errorf("analyze --pysol of another game: exit %d\n%s", rc, out)
	}

	if out, rc := runBin(t, home, "", "hint", "--pysol", "32000", "--moves", "d", "--top", "1", "--json"); rc != 0 || !strings.HasPrefix(out, `[{"move":`) {
		t.Errorf("hint --pysol: exit %d\n%s", rc, out)
	}
	out, rc = runBin(t, home, "", "solve", "--pysol", "31999", "--count", "2", "--nodes", "20000", "--json")
	if rc != 0 || !strings.Contains(out, `"pysolfc":"31999"`) || !strings.Contains(out, `"pysolfc":"32000"`) || !strings.Contains(out, `"cards":"`+deal+`"`) {
		t.Errorf("solve --pysol 31999 --count 2: exit %d\n%s", rc, out)
	}
}

// TestPySolRefusals: a number PySolFC refuses, or rules that are none of
// PySolFC's games, are refused by every command, saying why, exit 2.
func TestPySolRefusals(t *testing.T) {
	home := t.TempDir()
	rec := filepath.Join(home, "r.cfr")
	if out, rc := runBin(t, home, "", "import", "--pysol", "5", "-o", rec); rc != 0 {
		t.Fatalf("import: exit %d\n%s", rc, out)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"deal", "--pysol", "0"}, `--pysol "0": PySolFC's game numbers start at 1`},
		{[]string{"deal", "--pysol", ""}, `--pysol "": no number in it`},
		{[]string{"play", "--pysol", "#ms5", "-o", filepath.Join(home, "x.cfr")}, "PySolFC reads an ms number only as ms and the digits"},
		{[]string{"solve", "--pysol", "Custom"}, "PySolFC's Custom game is a layout set up by hand"},
		{[]string{"solve", "--pysol", "ms8589934590", "--count", "3"}, `"ms8589934592": ms numbers run from ms1 to ms8589934591`},
		{[]string{"hint", "--pysol", "1e5"}, `--pysol "1e5": a game number is a whole number from 1`},
		{[]string{"import", "--pysol", "ms8589934592"}, "ms numbers run from ms1 to ms8589934591"},
		{[]string{"analyze", rec, "--pysol", "0"}, `--pysol "0"`},
		{[]string{"deal", "--pysol", "5", "--rules", "draw1"}, "--pysol 5: PySolFC's numbered deals are dealt under classic (its Canfield, game 105), superior (its Superior Canfield, game 101), rainbow (its Rainbow, game 108) and storehouse (its Storehouse, game 100) only, not under draw1"},
		{[]string{"import", "--pysol", "5", "--rules", "classic passes=3"}, "only, not under these rules"},
		{[]string{"solve", "--pysol", "5", "--order", "base"}, "only, not under these rules"},
		{[]string{"deal", "--pysol", "5", "--seed", "5"}, "--seed and --pysol: give one of --seed, --code or --pysol"},
		{[]string{"export", rec, "--format", "code"}, ""},
	} {
		out, rc := runBin(t, home, "", tc.args...)
		if tc.want == "" {
			if rc != 0 {
				t.Errorf("%v: exit %d\n%s", tc.args, rc, out)
			}
			continue
		}
		if rc != 2 || !strings.Contains(out, tc.want) {
			t.Errorf("%v: exit %d\n%s\nwant exit 2 and %q", tc.args, rc, out, tc.want)
		}
	}
	seeded := filepath.Join(home, "s.cfr")
	if out, rc := runBin(t, home, "d\nq\n", "play", "--seed", "3", "-o", seeded); rc != 0 {
		t.Fatalf("play --seed: exit %d\n%s", rc, out)
	}
	if out, rc := runBin(t, home, "", "export", seeded, "--format", "pysol"); rc != 2 || !strings.Contains(out, "has no PySolFC tag") {
		t.Errorf("export --format pysol of a seeded game: exit %d\n%s", rc, out)
	}
}
