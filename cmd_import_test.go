package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/notation"
)

// TestImportExportRoundTrip: a deal line imported into a record file and
// exported again is the same line, under several rules; the record's
// setup is the whole deal and it has the Date tag of today.
func TestImportExportRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		rules string // --rules, "" for the default
		name  string // the preset the deal is dealt under
	}{{"", "classic"}, {"storehouse", "storehouse"}, {"draw1 passes=3", "draw1"}, {"wolter", "wolter"}} {
		t.Run(tt.name, func(t *testing.T) {
			r := canfield.Classic
			if tt.rules != "" {
				var err error
				if r, err = notation.ParseRules(tt.rules); err != nil {
					t.Fatal(err)
				}
			}
			deal := canfield.ShuffledDeal(r, 41)
			line := notation.FormatDeal(deal)
			in := writeTemp(t, "deal.txt", "# seed 41\n\n"+line+"  # the only deal\n")
			out := filepath.Join(t.TempDir(), "sub", "game.cfr")
			args := []string{"import", in, "-o", out}
			if tt.rules != "" {
				args = append(args, "--rules", tt.rules)
			}
			code, stdout, errOut := runCanfield(t, "", args...)
			if code != 0 {
				t.Fatalf("import: exit %d: %s", code, errOut)
			}
			if want := "Wrote 1 game to " + out + " (" + rulesLabel(r) + " rules).\n"; stdout != want {
				t.Errorf("stdout %q, want %q", stdout, want)
			}
			recs := readRecordFile(t, out)
			if len(recs) != 1 || recs[0].Rules != r {
				t.Fatalf("import wrote %d games, rules %+v", len(recs), recs[0].Rules)
			}
			if got, full := recs[0].Deal(); !full || notation.FormatDeal(got) != line {
				t.Errorf("setup %v", recs[0].Setup)
			}
			if d, _ := recs[0].Get(notation.TagDate); d != time.Now().Format("2006.01.02") {
				t.Errorf("Date tag %q", d)
			}
			code, got, errOut := runCanfield(t, "", "export", out, "--format", "deal")
			if code != 0 || got != line+"\n" {
				t.Errorf("export: exit %d, stderr %q\ngot  %q\nwant %q", code, errOut, got, line+"\n")
			}
			if ents, _ := os.ReadDir(filepath.Dir(out)); len(ents) != 1 {
				t.Errorf("the output directory holds %d files, not just the record", len(ents))
			}
		})
	}
}

// TestImportSolvitaireRoundTrip: Solvitaire's JSON deal read from stdin
// comes back from export --format solvitaire byte for byte, under the rules
// it implies (wolter with the base card, storehouse with four Twos).
func TestImportSolvitaireRoundTrip(t *testing.T) {
	for _, preset := range []string{"wolter", "storehouse"} {
		t.Run(preset, func(t *testing.T) {
			r, err := canfield.Preset(preset)
			if err != nil {
				t.Fatal(err)
			}
			sol, err := notation.FormatSolvitaire(r, canfield.ShuffledDeal(r, 8))
			if err != nil {
				t.Fatal(err)
			}
			code, rec, errOut := runCanfield(t, "\n  "+string(sol), "import", "-")
			if code != 0 {
				t.Fatalf("import: exit %d: %s", code, errOut)
			}
			if !strings.HasPrefix(rec, "[Rules \""+preset+"\"]\n[Date \"") {
				t.Errorf("record:\n%s", rec)
			}
			// The JSON has no rules: the import says which it took.
			if want := "canfield: stdin is a Solvitaire deal, which holds no rules; imported under " + preset + " rules"; !strings.HasPrefix(errOut, want) || !strings.Contains(errOut, "--rules picks others") {
				t.Errorf("stderr %q, want it to start %q and name --rules", errOut, want)
			}
			if code, _, errOut := runCanfield(t, "\n  "+string(sol), "import", "-", "--rules", preset); code != 0 || errOut != "" {
				t.Errorf("import --rules %s: exit %d, stderr %q, want none", preset, code, errOut)
			}
			file := writeTemp(t, "game.cfr", rec)
			code, got, errOut := runCanfield(t, "", "export", file, "--format", "solvitaire")
			if code != 0 || got != string(sol) {
				t.Errorf("export: exit %d, stderr %q\ngot\n%s\nwant\n%s", code, errOut, got, sol)
			}
		})
	}
}

// TestImportRecordText: the record written for a deal line, the date aside.
func TestImportRecordText(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 2))
	code, out, errOut := runCanfield(t, line+"\n", "import", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	out = regexp.MustCompile(`\[Date "\d{4}\.\d\d\.\d\d"\]`).ReplaceAllString(out, `[Date "DATE"]`)
	want := `[Rules "classic"]
[Date "DATE"]
[Result "*"]

Reserve: Qh 3s 4c 5h 7h 2d Kh Td Ac 6c 7s 3c Qc
Base:    7d
Tableau: 6h Jh Tc 9s
Stock:   Jd 8c 4d 5s 2s 4h Ad Qd 6s 8h 3h 9d 6d Js As 5c Jc Ah Kc 2h 7c 4s 9c Th 5d Ts Qs Ks 8s Kd 3d 2c 8d 9h
`
	if out != want {
		t.Errorf("record:\n%s\nwant:\n%s", out, want)
	}
}

// TestImportSeveralDeals: one game per deal line; replay and export find
// each.
func TestImportSeveralDeals(t *testing.T) {
	lines := seededLines(t, "classic", 3)
	out := filepath.Join(t.TempDir(), "games.cfr")
	code, _, errOut := runCanfield(t, strings.Join(lines, "\n\n"), "import", "-", "-o", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, got, errOut := runCanfield(t, "", "export", out, "--game", "3", "--format", "deal")
	if code != 0 || got != lines[2]+"\n" {
		t.Errorf("export game 3: exit %d, stderr %q, got %q", code, errOut, got)
	}
	code, got, _ = runCanfield(t, "", "replay", out, "--game", "2")
	if code != 0 || !strings.HasPrefix(got, out+": game 2 of 3, 0 moves\n") {
		t.Errorf("replay game 2: exit %d:\n%s", code, got)
	}
}

func TestImportErrors(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 2))
	// Qh 3s 4c 5h 7h 2d Kh Td Ac 6c ...: the fifth card starts at column
	// 13, the ninth at 25. In the Solvitaire JSON, line 9 is
	//   "reserve": ["QH","3S",...
	// with the comma after "QH" at column 19 and "3S" at column 20.
	bad := strings.Replace(line, "7h", "7x", 1)
	twice := strings.Replace(line, "Ac", "Qh", 1)
	short := line[:strings.LastIndexByte(line, ' ')]
	st, err := canfield.Preset("storehouse")
	if err != nil {
		t.Fatal(err)
	}
	storehouse := notation.FormatDeal(canfield.ShuffledDeal(st, 1))
	sol, err := notation.FormatSolvitaire(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 2))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, in, rules, stderr string
		code                    int
	}{
		{"bad card", "# deals\n" + line + "\n\n" + bad + "\n", "",
			`canfield: stdin: line 4, column 13: deal card 5: "7x" is not a card (rank A 2-9 T or 10 J Q K, then suit c d h s or ♣ ♦ ♥ ♠, e.g. 7h, Td, 10♠)` + "\n", 1},
		{"card twice", twice + "\n", "",
			"canfield: stdin: line 1, column 25: deal card 9: Qh is already in the deal at column 1; every card is dealt once\n", 1},
		{"too few cards", "\n" + short + "\n", "",
			"canfield: stdin: line 2: 51 cards; a deal line under classic rules has 52 (the reserve's 13 cards bottom to top, the base card, the 4 tableau cards, the stock's 34 top to bottom)\n", 1},
		{"a Two under storehouse", line + "\n", "storehouse",
			"canfield: stdin: line 1: 52 cards; a deal line under storehouse rules has 48 (the reserve's 13 cards bottom to top, the 4 tableau cards, the stock's 31 top to bottom)\n", 1},
		{"a Two in a storehouse deal", strings.Replace(storehouse, "Kh", "2c", 1) + "\n", "storehouse",
			"canfield: stdin: line 1, column 10: deal card 4: 2c is never dealt: under storehouse rules the four 2s start the foundations\n", 1},
		{"no deal", "# nothing here\n\n", "",
			"canfield: stdin holds no deal (a deal line, or a Solvitaire JSON deal)\n", 1},
		{"bad rules", line, "clasic",
			"canfield: --rules: unknown rules preset \"clasic\"; expected one of classic, draw1, rainbow, relaxed, storehouse, strict, superior, threepass, wolter; the small decks small-2x4 to small-4x7, each also -3pass\n", 2},
		{"solvitaire syntax", strings.Replace(string(sol), `"QH",`, `"QH"`, 1), "",
			"canfield: stdin: line 9, column 19: invalid character '\"' after array element\n", 1},
		{"solvitaire card", strings.Replace(string(sol), `"3S"`, `"3Z"`, 1), "",
			`canfield: stdin: line 9, column 20: solvitaire deal: reserve card 2: "3Z" is not a Solvitaire card (rank A, 2-10, J, Q, K or 1-13, then suit C, D, H or S, e.g. 10H, AS)` + "\n", 1},
		{"solvitaire under other base", string(sol), "storehouse",
			"canfield: stdin: --rules storehouse has a fixed base rank 2, but the Solvitaire deal has a dealt base card\n", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{"import", "-"}
			if tt.rules != "" {
				args = append(args, "--rules", tt.rules)
			}
			code, out, errOut := runCanfield(t, tt.in, args...)
			if code != tt.code || out != "" || errOut != tt.stderr {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant exit %d, stderr:\n%s", code, out, errOut, tt.code, tt.stderr)
			}
		})
	}
}

// TestImportKeepsOldFileOnError: a failed import leaves the output file as
// it was.
func TestImportKeepsOldFileOnError(t *testing.T) {
	out := writeTemp(t, "game.cfr", "old\n")
	code, _, _ := runCanfield(t, "Qh 3s\n", "import", "-", "-o", out)
	if code == 0 {
		t.Fatal("a bad deal was imported")
	}
	if b, _ := os.ReadFile(out); string(b) != "old\n" {
		t.Errorf("the output file now holds %q", b)
	}
}

// TestImportHelpReadsAsAList: import's help lists the three kinds of file
// it reads, separated by commas ("skipped) a Solvitaire" ran two together).
func TestImportHelpReadsAsAList(t *testing.T) {
	_, out, _ := runCanfield(t, "", "import", "--help")
	if text := strings.Join(strings.Fields(out), " "); !strings.Contains(text, "are skipped), a Solvitaire JSON deal, or a game record's JSON") {
		t.Errorf("import --help:\n%s", out)
	}
}

// TestImportRecordJSON: what 'export --format json' prints, 'import'
// reads back to the same record (moves, reveals and tags kept), instead of
// refusing it as a bad Solvitaire deal.
func TestImportRecordJSON(t *testing.T) {
	const file = "testdata/replay-finished.cfr"
	code, js, errOut := runCanfield(t, "", "export", file, "--format", "json")
	if code != 0 {
		t.Fatalf("export: exit %d: %s", code, errOut)
	}
	code, out, errOut := runCanfield(t, js, "import", "-")
	if code != 0 {
		t.Fatalf("import of the JSON record: exit %d: %s", code, errOut)
	}
	want, err := notation.FormatRecords(readRecordFile(t, file))
	if err != nil {
		t.Fatal(err)
	}
	if out != want {
		t.Errorf("import gives\n%s\nwant\n%s", out, want)
	}
	if code, _, errOut := runCanfield(t, js, "import", "-", "--rules", "draw1"); code != 2 || !strings.Contains(errOut, "--rules") {
		t.Errorf("import of a JSON record with --rules: exit %d, stderr %q; want 2 and a word on --rules", code, errOut)
	}
}

// TestImportKeepsTheGamesOfItsOut imports deals twice into one file: the
// second import adds its games after those of the first.
func TestImportKeepsTheGamesOfItsOut(t *testing.T) {
	home := t.TempDir()
	out := filepath.Join(home, "deals.cfr")
	line, code := runBin(t, home, "", "deal", "--seed", "1")
	if code != 0 {
		t.Fatalf("deal: exit %d\n%s", code, line)
	}
	deal := strings.TrimSpace(line[strings.LastIndex(strings.TrimSpace(line), "\n")+1:])
	for i, want := range []string{"Wrote 1 game to " + out, "Wrote 1 game to " + out + " (classic rules), after the 1 game it held."} {
		msg, code := runBin(t, home, deal+"\n", "import", "-", "-o", out)
		if code != 0 || !strings.Contains(msg, want) {
			t.Fatalf("import %d: exit %d, want %q\n%s", i+1, code, want, msg)
		}
	}
	if g := readRecordFile(t, out); len(g) != 2 {
		t.Fatalf("%s holds %d games, want 2", out, len(g))
	}
}
