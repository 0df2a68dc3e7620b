package main

// End-to-end tests of deal lines: every command that reads them reads
// them the same way.

import (
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// TestDealLineSameMessageEverywhere feeds the same bad deal line to solve,
// import, hint --deal and analyze --deal and checks that each says the
// same thing about it: one reader, one message.
func TestDealLineSameMessageEverywhere(t *testing.T) {
	good := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 2))
	st, err := canfield.Preset("storehouse")
	if err != nil {
		t.Fatal(err)
	}
	storehouse := notation.FormatDeal(canfield.ShuffledDeal(st, 1))
	game := writeTemp(t, "game.cfr", "")
	if code, _, stderr := runCanfield(t, good+"\n", "import", "-", "-o", game); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	tests := []struct {
		name, rules, line, detail string
	}{
		// Qh 3s 4c 5h 7h 2d ...: the fifth card starts at column 13.
		{"bad card", "classic", strings.Replace(good, "7h", "7x", 1),
			`column 13: deal card 5: "7x" is not a card (rank A 2-9 T or 10 J Q K, then suit c d h s or ♣ ♦ ♥ ♠, e.g. 7h, Td, 10♠)`},
		{"card twice", "classic", strings.Replace(good, "Ac", "Qh", 1),
			"column 25: deal card 9: Qh is already in the deal at column 1; every card is dealt once"},
		{"too few cards", "classic", good[:strings.LastIndexByte(good, ' ')],
			"51 cards; a deal line under classic rules has 52 (the reserve's 13 cards bottom to top, the base card, the 4 tableau cards, the stock's 34 top to bottom)"},
		{"a fixed-base card", "storehouse", strings.Replace(storehouse, "Kh", "2c", 1),
			"column 10: deal card 4: 2c is never dealt: under storehouse rules the four 2s start the foundations"},
		{"a comment does not hide a bad card", "classic", strings.Replace(good, "7h", "7x", 1) + " # the storehouse's deal",
			`column 13: deal card 5: "7x" is not a card`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check := func(cmd string, code int, stderr, want string) {
				t.Helper()
				if code == 0 || !strings.Contains(stderr, want) {
					t.Errorf("%s: exit %d, stderr %q\nwant it to say %q", cmd, code, stderr, want)
				}
			}
			code, _, stderr := runCanfield(t, tt.line+"\n", "solve", "--rules", tt.rules, "--nodes", "1")
			check("solve", code, stderr, "canfield: stdin:1: skipped: "+tt.detail)
			code, _, stderr = runCanfield(t, tt.line+"\n", "import", "--rules", tt.rules, "-")
			imported := "line 1, " + tt.detail
			if !strings.HasPrefix(tt.detail, "column") {
				imported = "line 1: " + tt.detail
			}
			check("import", code, stderr, "canfield: stdin: "+imported)
			code, _, stderr = runCanfield(t, "", "hint", "--rules", tt.rules, "--deal", tt.line)
			check("hint --deal", code, stderr, "canfield: --deal: "+tt.detail)
			if tt.rules == "classic" {
				code, _, stderr = runCanfield(t, "", "analyze", "--no-ask", "--deal", tt.line, game)
				check("analyze --deal", code, stderr, "canfield: --deal: "+tt.detail)
			}
		})
	}
}

// TestDealLineComments: a # comment is the same in every reader of deal
// lines: a whole line is skipped, the end of a line is cut off.
func TestDealLineComments(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 5))
	input := "\uFEFF# two deals\n\n" + line + "   # seed 5\n  # indented comment\n" + line + "\n"
	code, out, stderr := runCanfield(t, input, "solve", "--nodes", "1000", "--json")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(stderr, "2 deals:") {
		t.Errorf("solve: exit %d, stdout %q, stderr %q; want both deals read", code, out, stderr)
	}
	code, out, stderr = runCanfield(t, input, "import", "-")
	if code != 0 || strings.Count(out, "[Rules ") != 2 {
		t.Errorf("import: exit %d, stderr %q; want two games:\n%s", code, stderr, out)
	}
	unknown := strings.Replace(line, strings.Fields(line)[20], "??", 1)
	code, out, stderr = runCanfield(t, "", "hint", "--deal", unknown+" # what I know", "--top", "1")
	if code != 0 || !strings.HasPrefix(out, " 1. ") {
		t.Errorf("hint --deal with a comment: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestDealLineTooLong: a line longer than notation.MaxDealLine in a file of
// deal lines ends the reading, named by its number, in solve and import
// alike: past the limit the line is not read to its end, which an endless
// input (/dev/zero) never reaches.
func TestDealLineTooLong(t *testing.T) {
	good := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 2))
	input := "# deals\n" + strings.Repeat("7h ", notation.MaxDealLine/3+10) + "\n" + good + "\n"
	code, stdout, stderr := runCanfield(t, input, "solve", "--nodes", "1000", "--timeout", "0")
	if code != 2 || !strings.Contains(stderr, "canfield: stdin: line 2: line too long (longer than 1048576 bytes)") || stdout != "" {
		t.Errorf("solve: exit %d\nstdout %q\nstderr %q\nwant line 2 named, nothing solved", code, stdout, stderr)
	}
	code, _, stderr = runCanfield(t, input, "import", "-")
	if code == 0 || !strings.Contains(stderr, "canfield: stdin: line 2: line too long") {
		t.Errorf("import: exit %d, stderr %q: want line 2 named", code, stderr)
	}
}

// TestSolveTellsARecordFromOtherText gives solve files that start as a
// game record does (with a [ or a Reserve: line): a record is named as
// one, with how to solve its deal; text that is no record either is
// named as neither, with what is wrong with it and on which line, counted
// from the file's start (comments and blank lines before it included).
func TestSolveTellsARecordFromOtherText(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"[[[\n", "is neither deal lines nor a game record: line 1, column 2: bad tag"},
		{"# deals\n\n[[[\n", "is neither deal lines nor a game record: line 3, column 2: bad tag"},
		{"[Event x]\n", "is neither deal lines nor a game record: line 1, column 8: tag Event has no value"},
		{"Reserve: Qh\n", "is neither deal lines nor a game record: line 1, column 12: Reserve: line has 1 cards"},
		{"# a record\n[Rules \"classic\"]\n", "is a game record, not deal lines; solve its deal with: canfield export"},
	} {
		file := writeTemp(t, "in.txt", tc.text)
		code, _, stderr := runCanfield(t, "", "solve", file)
		if code != 2 || !strings.Contains(stderr, file+" "+tc.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("solve on %q: exit %d, want 2 and one line with %q:\n%s", tc.text, code, tc.want, stderr)
		}
	}
}
