package main

// End-to-end tests of the smaller points of the table issue (item 9),
// through the built binary.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// runBin runs the binary with stdin and returns its output (stdout and
// stderr) and exit code.
func runBin(t *testing.T, home, stdin string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), 0
}

// TestHintOnALostGame: hint on a game that no move can change says it is
// lost instead of suggesting a move. Seed 100's deal has no move but
// dealing; after 12 deals every stock card has been seen, and none plays.
func TestHintOnALostGame(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 100))
	moves := strings.TrimSpace(strings.Repeat("d ", 12))
	out, code := runBin(t, t.TempDir(), "", "hint", "--deal", line, "--moves", moves)
	if code != 0 || !strings.Contains(out, "The game is lost") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestHintWithoutAGame: hint with neither a record nor --deal says what to
// give, not "not both".
func TestHintWithoutAGame(t *testing.T) {
	out, code := runBin(t, t.TempDir(), "", "hint")
	if code != 2 || strings.Contains(out, "not both") || !strings.Contains(out, "give the game") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// TestListAsksAgainAndResignAsks: a bad choice in the list of legal moves
// asks again (it used to drop back to the move prompt); resign asks first,
// and "n" answers No. At a terminal (--plain: the line prompts): a script
// would stop at the bad choice instead (TestScriptRefusedChoiceStops).
func TestListAsksAgainAndResignAsks(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	out := runPty(t, home, []step{
		{"redo", []string{"Nothing to redo: no move was taken back."}},
		{"", []string{"Legal moves"}},
		{"zz", []string{`"zz" is not a number`, "Legal moves", "Number or move"}},
		{"d", []string{"Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"n", []string{"The game goes on.", "Move (? for help)"}},
		{"resign", []string{"Give the game up?"}},
		{"yes", []string{"Game abandoned", "Review the game now?"}},
		{"1", nil}, // no review (asked at a terminal only)
	}, "play", "--plain", "--virtual", "--seed", "5", "--out", filepath.Join(home, "g.cfr"))
	if strings.Contains(out, "nothing to do") {
		t.Errorf("odd wording left:\n%s", out)
	}
}

// TestPtyNoChoosesNo: on a terminal, "n" and Enter in the first yes/no
// menu chooses No (a virtual game).
func TestPtyNoChoosesNo(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end on a terminal")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--out", filepath.Join(home, "g.cfr"))
	g.chooseVirtual()
	g.quit("")
}

// TestImportedDealNotAsked: a record made by import holds the whole deal;
// playing it shows each card as it turns up instead of asking for it (and
// so never gives a card away by refusing a guess).
func TestImportedDealNotAsked(t *testing.T) {
	home := t.TempDir()
	file := filepath.Join(home, "imported.cfr")
	line := notation.FormatDeal(seed5)
	if out, code := runBin(t, home, line+"\n", "import", "-o", file, "-"); code != 0 {
		t.Fatalf("import: exit %d\n%s", code, out)
	}
	out := runLines(t, home, []step{
		{"d", []string{"The waste's top card: " + cardText(seed5[20]) + " (known already)", "Move (? for help)"}},
		{"q", []string{"Game saved to"}},
	}, "play", "--resume", file)
	if strings.Contains(out, "Card for") {
		t.Errorf("a card of the imported deal was asked for:\n%s", out)
	}
}

// TestHintLinesWrapIndented: hint lines longer than 80 columns wrap, each
// continuation indented under the reason, never back at column 0.
func TestHintLinesWrapIndented(t *testing.T) {
	line := notation.FormatDeal(canfield.ShuffledDeal(canfield.Classic, 3))
	out, code := runBin(t, t.TempDir(), "", "hint", "--deal", line)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	wrapped := false
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if w := visibleWidth(l); w > 80 {
			t.Errorf("line of %d columns: %q", w, l)
		}
		if f := strings.Fields(l); len(f) > 0 && !strings.HasSuffix(f[0], ".") {
			wrapped = true
			if !strings.HasPrefix(l, strings.Repeat(" ", 20)) {
				t.Errorf("continuation line not indented: %q", l)
			}
		}
	}
	if !wrapped {
		t.Errorf("no line needed wrapping; the test needs a long reason:\n%s", out)
	}
}

func TestHang(t *testing.T) {
	for _, tc := range []struct {
		head, text string
		width      int
		want       string
	}{
		{"ab ", "one two three", 80, "ab one two three"},
		{"ab ", "one two three", 10, "ab one two\n   three"},
		{"x ", "♣♣♣ ♦♦♦ ♥♥♥", 9, "x ♣♣♣ ♦♦♦\n  ♥♥♥"},
		{"ab ", "", 10, "ab "},
	} {
		if got := hang(tc.head, tc.text, tc.width); got != tc.want {
			t.Errorf("hang(%q, %q, %d) = %q, want %q", tc.head, tc.text, tc.width, got, tc.want)
		}
	}
}

// TestWrapKeepsQuotedCommands: a message wraps between words, but a
// command quoted in it stays on one line; an apostrophe inside a word
// opens no quote.
func TestWrapKeepsQuotedCommands(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  string
	}{
		{"Type 'fix 9s jd!' to swap", 12, "Type\n'fix 9s jd!'\nto swap"},
		{"column 4's first card and 'u' here", 16, "column 4's first\ncard and 'u'\nhere"},
		{"a 'b c' d", 80, "a 'b c' d"},
		{"a verylongword b", 4, "a\nverylongword\nb"},
		{"'never closed words", 8, "'never closed words"},
	} {
		if got := wrapWords(quotedWords(tc.text), tc.width); got != tc.want {
			t.Errorf("wrap %q at %d = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
}

// TestFitWidth: a menu line is cut to the width with "…", colour codes
// taking no column and closed by a reset.
func TestFitWidth(t *testing.T) {
	red := "\x1b[31m7♥\x1b[0m"
	for _, tc := range []struct {
		s     string
		width int
		want  string
	}{
		{"w3    short", 20, "w3    short"},
		{"abcdef", 4, "abc…"},
		{"to " + red + " in column 3", 6, "to " + red + "…\x1b[0m"},
		{"♣♦♥♠♣", 3, "♣♦…"},
	} {
		got := fitWidth(tc.s, tc.width)
		if got != tc.want || visibleWidth(got) > tc.width {
			t.Errorf("fitWidth(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}
