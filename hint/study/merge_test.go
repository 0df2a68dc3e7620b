package study

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"canfield/canfield"
)

// solveLine is the JSON line of a solve record of the deal cards under a
// time budget of timeoutMs milliseconds and a node budget of nodes.
func solveLine(t *testing.T, cards, result string, timeoutMs, nodes int64) string {
	t.Helper()
	b, err := json.Marshal(SolveRecord{Rules: "classic", Deal: 1, Result: result, TimeoutMs: timeoutMs, MaxNodes: nodes, Cards: cards, Nodes: 10})
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

// mergeOf reads the texts of files in order into one Merge and writes
// its summary; it returns the summary, the notes and the error.
func mergeOf(t *testing.T, files ...string) (string, string, error) {
	t.Helper()
	var m Merge
	for i, text := range files {
		if err := m.Read("f"+fmt.Sprint(i+1), strings.NewReader(text)); err != nil {
			return "", "", err
		}
	}
	var out, notes strings.Builder
	err := m.Write(&out, &notes)
	return out.String(), notes.String(), err
}

// A deal solved again keeps the verdict of the larger budget, or under
// budgets neither of which is larger the verdict that decided it, in
// whichever order the files come; two verdicts, or one record twice under
// one budget, are errors.
func TestMergeSolveRecords(t *testing.T) {
	small := solveLine(t, "A", "unknown", 0, 1000) + solveLine(t, "B", "won", 0, 1000)
	large := solveLine(t, "A", "lost", 0, 5000)
	timed := solveLine(t, "A", "won", 1000, 0)
	for _, files := range [][]string{{small, large}, {large, small}} {
		out, notes, err := mergeOf(t, files...)
		if err != nil || !strings.HasPrefix(out, "rules classic, 2 deals: 1 won, 1 lost, 0 unknown\n") || !strings.Contains(notes, "1 classic deal solved again with a larger budget") {
			t.Errorf("a re-run with a larger budget: %v\n%s%s", err, out, notes)
		}
	}
	for _, files := range [][]string{{small, timed}, {timed, small}} {
		out, notes, err := mergeOf(t, files...)
		if err != nil || !strings.HasPrefix(out, "rules classic, 2 deals: 2 won, 0 lost, 0 unknown\n") || !strings.Contains(notes, "neither larger nor smaller") {
			t.Errorf("a re-run under another budget: %v\n%s%s", err, out, notes)
		}
	}
	if _, _, err := mergeOf(t, large, timed); err == nil || !strings.Contains(err.Error(), "1 deal with two verdicts") {
		t.Errorf("lost at 5,000 nodes and won in 1 s: %v, want two verdicts", err)
	}
	if _, _, err := mergeOf(t, small, small); err == nil || !strings.Contains(err.Error(), "2 duplicates with the same budget") {
		t.Errorf("one file twice: %v, want duplicates", err)
	}
}

// A game played twice is a duplicate; a sim summary line is skipped; a
// last line cut short is an error, a whole one without its newline is not.
func TestMergeLines(t *testing.T) {
	game := `{"player":"greedy","rules":"classic","game":1,"seed":7,"end":"stuck","foundation":9,"score":-7,"moves":1,"latency_us":[3]}` + "\n"
	summary := `{"player":"greedy","rules":"classic","games":1,"win_rate":0}` + "\n"
	out, _, err := mergeOf(t, game+summary)
	if err != nil || !strings.HasPrefix(out, "player greedy, rules classic, 1 game from seed 7\n") {
		t.Errorf("a game and its run's summary: %v\n%s", err, out)
	}
	if _, _, err := mergeOf(t, game, game); err == nil || !strings.Contains(err.Error(), "1 duplicate") {
		t.Errorf("a game twice: %v", err)
	}
	if _, _, err := mergeOf(t, game+`{"player":"gre`); err == nil || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("a last line cut short: %v", err)
	}
	if _, _, err := mergeOf(t, strings.TrimSuffix(game, "\n")); err != nil {
		t.Errorf("a whole last line without its newline: %v", err)
	}
	if _, _, err := mergeOf(t, "[Rules \"classic\"]\n"); err == nil || !strings.Contains(err.Error(), "is a game record") {
		t.Errorf("a game record: %v", err)
	}
}

// A game whose searched latencies are more than its moves, or not among
// its latencies in order, is refused by summary and by sim --resume, with
// the file and line named.
func TestMergeAndResumeRefuseBadSearchedLatency(t *testing.T) {
	good := `{"player":"greedy","rules":"classic","game":1,"seed":7,"end":"stuck","foundation":9,"score":-7,"moves":2,"latency_us":[3,5],"searched_latency_us":[5]}` + "\n"
	if _, _, err := mergeOf(t, good); err != nil {
		t.Fatalf("a game with one searched move: %v", err)
	}
	for bad, want := range map[string]string{
		`[3,5,5]`: "f1:2: not a game of canfield sim: 3 searched latencies for 2 moves",
		`[5,3]`:   "f1:2: not a game of canfield sim: searched latencies that are not among the latencies, in order",
		`[4]`:     "f1:2: not a game of canfield sim: searched latencies that are not among the latencies, in order",
	} {
		line := strings.Replace(good, `"seed":7`, `"seed":8`, 1)
		line = strings.Replace(line, `"searched_latency_us":[5]`, `"searched_latency_us":`+bad, 1)
		if _, _, err := mergeOf(t, good+line); err == nil || err.Error() != want {
			t.Errorf("summary of searched latencies %s: %v, want %q", bad, err, want)
		}
		file := filepath.Join(t.TempDir(), "run.jsonl")
		if err := os.WriteFile(file, []byte(good+line), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg := SimConfig{Rules: canfield.Classic, Games: 3, Seed: 7, Player: "greedy", Workers: 1}
		_, _, err := RunSim(t.Context(), cfg, file, true, io.Discard)
		if want := file + strings.TrimPrefix(want, "f1"); err == nil || err.Error() != want {
			t.Errorf("sim --resume over searched latencies %s: %v, want %q", bad, err, want)
		}
	}
}
