package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// virtualRecord plays a virtual deal of seed 3 for a few scripted moves and
// returns the record file it saved. The record holds only the cards seen;
// its Seed tag gives the rest.
func virtualRecord(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Setenv("CANFIELD_HOME", filepath.Join(dir, "home"))
	t.Setenv("NO_COLOR", "1")
	file := filepath.Join(dir, "v3.cfr")
	code, _, errOut := runCanfield(t, "d\nd\nd\nq\n", "play", "--virtual", "--seed", "3", "--out", file)
	if code != 0 {
		t.Fatalf("play: exit %d: %s", code, errOut)
	}
	recs := readRecordFile(t, file)
	if len(recs) != 1 || len(recs[0].Moves) != 3 {
		t.Fatalf("play saved %d games, want 1 with 3 moves:\n%+v", len(recs), recs)
	}
	if _, full := recs[0].Deal(); full {
		t.Fatal("the virtual record holds the whole deal; the test needs one that relies on its Seed tag")
	}
	return file
}

func TestExportSeededVirtualGame(t *testing.T) {
	file := virtualRecord(t)
	_, want, _ := runCanfield(t, "", "deal", "--seed", "3")
	code, got, errOut := runCanfield(t, "", "export", file, "--format", "deal")
	if code != 0 || got != want {
		t.Errorf("export deal: exit %d, stderr %q\ngot  %q\nwant %q", code, errOut, got, want)
	}
	sol, err := notation.FormatSolvitaire(canfield.Classic, canfield.ShuffledDeal(canfield.Classic, 3))
	if err != nil {
		t.Fatal(err)
	}
	code, got, errOut = runCanfield(t, "", "export", file, "--format", "solvitaire")
	if code != 0 || got != string(sol) {
		t.Errorf("export solvitaire: exit %d, stderr %q\ngot\n%s\nwant\n%s", code, errOut, got, sol)
	}
	// The virtual game replays to the table the player left.
	code, out, errOut := runCanfield(t, "", "replay", file, "--ascii")
	if code != 0 || !strings.Contains(out, "End of the game after 3 moves (in progress).") {
		t.Errorf("replay: exit %d, stderr %q\n%s", code, errOut, out)
	}
}

func TestExportDealFromSetupAndReveals(t *testing.T) {
	// The finished game's setup is complete; the game in progress knows its
	// cards only through its Seed tag; game 2 of the several has a complete
	// setup under superior only once the hidden stock is taken from the seed.
	tests := []struct {
		file string
		game string
		rule string
		seed uint64
	}{
		{"testdata/replay-finished.cfr", "1", "classic", 2},
		{"testdata/replay-progress.cfr", "1", "classic", 2},
		{"testdata/replay-several.cfr", "1", "storehouse", 7},
		{"testdata/replay-several.cfr", "2", "superior", 4},
		{"testdata/replay-several.cfr", "3", "draw1", 11},
	}
	for _, tt := range tests {
		t.Run(tt.file+"#"+tt.game, func(t *testing.T) {
			r, err := canfield.Preset(tt.rule)
			if err != nil {
				t.Fatal(err)
			}
			deal := canfield.ShuffledDeal(r, tt.seed)
			code, got, errOut := runCanfield(t, "", "export", tt.file, "--game", tt.game, "--format", "deal")
			if want := notation.FormatDeal(deal) + "\n"; code != 0 || got != want {
				t.Errorf("exit %d, stderr %q\ngot  %q\nwant %q", code, errOut, got, want)
			}
		})
	}
}

func TestExportDealErrors(t *testing.T) {
	progress, err := os.ReadFile("testdata/replay-progress.cfr")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := notation.ParseRecord(string(progress))
	if err != nil {
		t.Fatal(err)
	}
	known, _ := rec.Known()
	unknown := 0
	for _, c := range known {
		if c == canfield.NoCard {
			unknown++
		}
	}
	if unknown < 2 {
		t.Fatalf("the game in progress knows all but %d cards", unknown)
	}
	noSeed := strings.Replace(string(progress), "[Seed \"2\"]\n", "", 1)
	wrongSeed := strings.Replace(string(progress), "[Seed \"2\"]", "[Seed \"3\"]", 1)
	tests := []struct {
		name, text, format, stderr string
	}{
		{"unknown cards", noSeed, "deal",
			"canfield: FILE: game 1: " + strconv.Itoa(unknown) + " of the deal's 52 cards are unknown and the record has no Seed, Code or PySolFC tag to give them; the deal is exported only when every card is known; 'PROG analyze FILE --ask' asks for them and saves them into the record\n"},
		{"unknown cards, solvitaire", noSeed, "solvitaire",
			"canfield: FILE: game 1: " + strconv.Itoa(unknown) + " of the deal's 52 cards are unknown and the record has no Seed, Code or PySolFC tag to give them; the deal is exported only when every card is known; 'PROG analyze FILE --ask' asks for them and saves them into the record\n"},
		{"seed disagrees", wrongSeed, "deal",
			"canfield: FILE: game 1: the record has 6c as reserve card 10 from the bottom at the deal, but the deal of seed 3 has Jc there\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeTemp(t, "game.cfr", tt.text)
			code, out, errOut := runCanfield(t, "", "export", path, "--format", tt.format)
			// The program's name, however the test runs it.
			got := strings.ReplaceAll(strings.ReplaceAll(errOut, path, "FILE"), "'"+invocation()+" analyze", "'PROG analyze")
			if code != 1 || out != "" || got != tt.stderr {
				t.Errorf("exit %d, stdout %q, stderr:\n%s\nwant:\n%s", code, out, errOut, tt.stderr)
			}
		})
	}
}

// TestExportJSON: the JSON export reads back to the record of the file.
func TestExportJSON(t *testing.T) {
	for k, want := range readRecordFile(t, "testdata/replay-several.cfr") {
		game := strconv.Itoa(k + 1)
		code, out, errOut := runCanfield(t, "", "export", "testdata/replay-several.cfr", "--game", game, "--format", "json")
		if code != 0 {
			t.Fatalf("game %s: exit %d: %s", game, code, errOut)
		}
		if errOut != "" {
			// --game named the game: no word of which one.
			t.Errorf("stderr %q, want none", errOut)
		}
		var got notation.Record
		if err := got.UnmarshalJSON([]byte(out)); err != nil {
			t.Fatalf("game %s: %v\n%s", game, err, out)
		}
		for i := range want.Moves {
			want.Moves[i].Pos = notation.Pos{}
		}
		if !reflect.DeepEqual(&got, want) {
			t.Errorf("game %s: JSON reads back as\n%+v\nwant\n%+v", game, got, *want)
		}
	}
}

// TestExportGameNote: without --game, export of a file of several games
// says which game it took (the last, as every command takes it) and that
// --game picks another; with --game it says nothing of the kind.
func TestExportGameNote(t *testing.T) {
	code, last, errOut := runCanfield(t, "", "export", "testdata/replay-several.cfr", "--format", "deal")
	if want := "canfield: testdata/replay-several.cfr holds 3 games; exporting game 3, the last (--game picks another)\n"; code != 0 || errOut != want {
		t.Errorf("no --game: exit %d, stderr %q, want %q", code, errOut, want)
	}
	code, named, errOut := runCanfield(t, "", "export", "testdata/replay-several.cfr", "--game", "3", "--format", "deal")
	if code != 0 || errOut != "" || named != last {
		t.Errorf("--game 3: exit %d, stderr %q, deal %q (without --game: %q)", code, errOut, named, last)
	}
	code, _, errOut = runCanfield(t, "", "export", "testdata/replay-several.cfr", "--game", "4", "--format", "deal")
	if code != 2 || !strings.Contains(errOut, "--game 4: testdata/replay-several.cfr holds 3 games; give 1 to 3") {
		t.Errorf("--game 4: exit %d, stderr %q", code, errOut)
	}
}

func TestExportBadFormat(t *testing.T) {
	code, _, errOut := runCanfield(t, "", "export", "testdata/replay-finished.cfr", "--format", "pgn")
	if code == 0 || !strings.Contains(errOut, "--format") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}
