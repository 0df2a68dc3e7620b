package study

// Reading the JSON lines of solve and sim runs back: for canfield summary
// (any number of files merged) and for sim --resume.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"canfield/notation"
)

// Merge gathers the records of several files. A deal solved twice counts
// once, with the record of the larger budget (a re-run of the undecided
// deals); under budgets neither of which is larger (a time budget, then a
// node budget), with the record that decided it (undecided both times,
// the one that searched more nodes). Twice with the same budget, two
// verdicts that differ, or a game played twice, is an error.
type Merge struct {
	solves    map[string][]SolveRecord // by rules
	games     map[string][]GameResult  // by player and rules
	seen      map[string]seen          // record key -> where it is
	resolved  map[string]int           // by rules: deals replaced by a larger budget's record
	other     map[string]int           // by rules: deals solved again under a budget neither larger nor smaller
	dups      []string
	conflicts []string
}

// seen is where a record was read, and its place in its group.
type seen struct {
	where string
	i     int
}

// Read reads one file of JSON lines, name saying which in messages. Blank
// lines and the summary objects of 'sim --json' are skipped; anything else
// that is not a solve or sim record, or a last line cut short, is an
// error.
func (m *Merge) Read(name string, r io.Reader) error {
	if m.solves == nil {
		m.solves, m.games, m.seen, m.resolved, m.other = map[string][]SolveRecord{}, map[string][]GameResult{}, map[string]seen{}, map[string]int{}, map[string]int{}
	}
	// Lines are taken as they are read: only the records are kept.
	last := 0
	var lineErr error
	_, tail, err := eachLine(r, func(l outLine) error {
		last = l.Num
		lineErr = m.line(name, l)
		return lineErr
	})
	if lineErr != nil {
		return lineErr // it names the file and line
	}
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if t := bytes.TrimSpace(tail); json.Valid(t) {
		return m.line(name, outLine{Num: last + 1, Text: t}) // whole, only its newline missing
	} else if len(t) > 0 {
		return fmt.Errorf("%s: the last line is cut short (a run killed while writing it: resume that run with --resume, or delete the line)", name)
	}
	return nil
}

// line takes one line of the file name.
func (m *Merge) line(name string, l outLine) error {
	where := fmt.Sprintf("%s:%d", name, l.Num)
	var kind struct {
		Result  *string  `json:"result"`
		End     *string  `json:"end"`
		WinRate *float64 `json:"win_rate"`
	}
	if err := json.Unmarshal(l.Text, &kind); err != nil {
		if l.Num == 1 && gameRecordText(l.Text) {
			return fmt.Errorf("%s is a game record (what play saves), not the JSON lines of solve --out or sim --out", name)
		}
		return fmt.Errorf("%s: not a JSON object: %v", where, err)
	}
	switch {
	case kind.Result != nil:
		rec, err := ParseSolveRecord(l.Text)
		if err != nil {
			return fmt.Errorf("%s: not a line of canfield solve: %v", where, err)
		}
		m.addSolve(rec, where)
	case kind.End != nil:
		g, err := ParseGameRecord(l.Text)
		if err != nil {
			return fmt.Errorf("%s: not a game of canfield sim: %v", where, err)
		}
		k := g.Player + " " + g.Rules
		key := fmt.Sprintf("%s seed %d", k, g.Seed)
		if s, ok := m.seen[key]; ok {
			m.dups = append(m.dups, fmt.Sprintf("game of %s at %s and %s", key, s.where, where))
			return nil
		}
		m.seen[key] = seen{where, len(m.games[k])}
		m.games[k] = append(m.games[k], g)
	case kind.WinRate != nil:
		// a sim summary: the games it sums up are the records
	default:
		return fmt.Errorf("%s: neither a deal of canfield solve nor a game of canfield sim", where)
	}
	return nil
}

// addSolve adds a solve record: a deal already there keeps the record of
// the larger budget.
func (m *Merge) addSolve(rec SolveRecord, where string) {
	key := "solve " + rec.key()
	s, ok := m.seen[key]
	if !ok {
		m.seen[key] = seen{where, len(m.solves[rec.Rules])}
		m.solves[rec.Rules] = append(m.solves[rec.Rules], rec)
		return
	}
	old := &m.solves[rec.Rules][s.i]
	oldDecided, newDecided := old.Result != "unknown", rec.Result != "unknown"
	if oldDecided && newDecided && old.Result != rec.Result {
		m.conflicts = append(m.conflicts, fmt.Sprintf("%s %s at %s and %s at %s", rec.name(), old.Result, s.where, rec.Result, where))
		return
	}
	c := compareBudgets(*old, rec)
	if c == 0 && (old.TimeoutMs != rec.TimeoutMs || old.MaxNodes != rec.MaxNodes || old.Clock != rec.Clock || old.Threads != rec.Threads) {
		// Neither budget is larger (or the same on two clocks or thread
		// counts): a verdict
		// holds whichever found it.
		switch {
		case newDecided && !oldDecided:
			*old = rec
			m.seen[key] = seen{where, s.i}
			m.other[rec.Rules]++
			return
		case oldDecided:
			m.other[rec.Rules]++
			return
		case !newDecided && (rec.Nodes > old.Nodes || rec.Nodes == old.Nodes && rec.Ms > old.Ms):
			*old = rec // undecided both times: the longer search counts
			m.seen[key] = seen{where, s.i}
			m.other[rec.Rules]++
			return
		case !newDecided:
			m.other[rec.Rules]++
			return
		}
	}
	switch c {
	case -1:
		*old = rec
		m.seen[key] = seen{where, s.i}
		m.resolved[rec.Rules]++
	case 1:
		m.resolved[rec.Rules]++
	default:
		m.dups = append(m.dups, fmt.Sprintf("%s at %s and %s", rec.name(), s.where, where))
	}
}

// ParseGameRecord decodes one game line of sim, strictly.
func ParseGameRecord(text []byte) (GameResult, error) {
	var g GameResult
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&g); err != nil {
		return g, err
	}
	switch {
	case g.Player == "" || g.Rules == "":
		return g, errors.New("no player or rules (a line of an older canfield sim?)")
	case g.End == "":
		return g, errors.New("no end")
	case len(g.Latency) != g.Moves:
		return g, fmt.Errorf("%d latencies for %d moves", len(g.Latency), g.Moves)
	case len(g.SearchedLatency) > g.Moves:
		return g, fmt.Errorf("%d searched latencies for %d moves", len(g.SearchedLatency), g.Moves)
	case g.Index < 1 || g.Moves < 0 || g.Foundation < 0 || g.Foundation > 52:
		return g, fmt.Errorf("game %d, moves %d or foundation %d out of range", g.Index, g.Moves, g.Foundation)
	}
	for _, d := range g.Latency {
		if d < 0 {
			return g, fmt.Errorf("a latency below 0 (%v)", d)
		}
	}
	if !subsequence(g.SearchedLatency, g.Latency) {
		return g, errors.New("searched latencies that are not among the latencies, in order")
	}
	if err := checkRulesName(g.Rules); err != nil {
		return g, err
	}
	return g, nil
}

// subsequence reports whether sub is xs with some values left out.
func subsequence[T comparable](sub, xs []T) bool {
	i := 0
	for _, x := range xs {
		if i < len(sub) && sub[i] == x {
			i++
		}
	}
	return i == len(sub)
}

// readGames decodes the lines of a sim --out file being resumed.
func readGames(file string, lines []outLine) ([]GameResult, error) {
	var games []GameResult
	for _, l := range lines {
		g, err := ParseGameRecord(l.Text)
		if err != nil {
			return nil, &InputError{fmt.Errorf("%s:%d: not a game of canfield sim: %v", file, l.Num, err)}
		}
		games = append(games, g)
	}
	return games, nil
}

// sortedKeys returns a map's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// clipText shortens text read from a file to its first 40 characters for
// a message.
func clipText(s string) string {
	if utf8.RuneCountInString(s) <= 40 {
		return s
	}
	return string([]rune(s)[:40]) + "..."
}

// checkRulesName refuses a record's rules that no run writes: a preset (or
// rules text), with solve --order's "+wrap" or "+base" after it.
func checkRulesName(name string) error {
	base := strings.TrimSuffix(strings.TrimSuffix(name, "+wrap"), "+base")
	if _, err := notation.ParseRules(base); err != nil {
		return fmt.Errorf("rules %q: %v", clipText(name), err)
	}
	return nil
}
