package notation

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"canfield/canfield"
)

// ErrUnwritable is wrapped by the errors of FormatRecord and WriteTo for a
// record that the text form cannot hold as it is (a comment with a }, a
// tag value with a line break, a setup of the wrong size, ...).
var ErrUnwritable = errors.New("record cannot be written")

// lineWidth is the width the writer wraps moves at.
const lineWidth = 79

// FormatRecord writes a record in the text form (docs/notation.md, "Game
// records"): its tags, a blank line, the setup, a blank line, the comment
// before the first move and the numbered moves, wrapped at 79 columns.
// ParseRecord reads the text back to an identical record (Pos aside).
func FormatRecord(r *Record) (string, error) {
	if err := checkWritable(r); err != nil {
		return "", err
	}
	var b strings.Builder
	for _, t := range r.Tags {
		line, err := TagLine(t.Name, t.Value)
		if err != nil {
			return "", err
		}
		b.WriteString(line + "\n")
	}
	if len(r.Tags) > 0 {
		b.WriteByte('\n')
	}
	writeSetup(&b, r.Rules, r.Setup)
	if r.Comment == "" && len(r.Moves) == 0 {
		return b.String(), nil
	}
	b.WriteByte('\n')
	if r.Comment != "" {
		b.WriteString("{" + r.Comment + "}\n")
	}
	var units []string
	for i, e := range r.Moves {
		units = append(units, strconv.Itoa(i+1)+". "+entryToken(e))
		if e.HasWin {
			units = append(units, "{win "+percent(e.Win)+"%}")
		}
		if e.Comment != "" {
			units = append(units, "{"+e.Comment+"}")
		}
	}
	col := 0
	for _, u := range units {
		w := len([]rune(u))
		if nl := strings.LastIndexByte(u, '\n'); nl >= 0 {
			w = len([]rune(u[nl+1:]))
		}
		switch {
		case col == 0:
		case col+1+len([]rune(firstLine(u))) > lineWidth:
			b.WriteByte('\n')
			col = 0
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(u)
		if strings.Contains(u, "\n") {
			col = w
		} else {
			col += w
		}
	}
	if len(units) > 0 {
		b.WriteByte('\n')
	}
	if b.Len() > MaxFileBytes {
		return "", unwritable("the record is %d bytes, more than the %d MiB a record file may hold", b.Len(), MaxFileBytes>>20)
	}
	return b.String(), nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// FormatRecords writes records one after another, a blank line between.
// Every record after the first must have a tag, which is where reading
// starts it.
func FormatRecords(recs []*Record) (string, error) {
	var b strings.Builder
	moves := 0
	for _, r := range recs {
		moves += len(r.Moves)
	}
	if err := CheckFile(len(recs), moves, 0); err != nil {
		return "", err
	}
	for i, r := range recs {
		if i > 0 && len(r.Tags) == 0 {
			return "", fmt.Errorf("record %d: %w: a record after the first needs a tag to start it", i+1, ErrUnwritable)
		}
		s, err := FormatRecord(r)
		if err != nil {
			return "", fmt.Errorf("record %d: %w", i+1, err)
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(s)
		if err := CheckFile(0, 0, int64(b.Len())); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// WriteTo writes the record in the text form to w (see FormatRecord).
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	s, err := FormatRecord(r)
	if err != nil {
		return 0, err
	}
	n, err := io.WriteString(w, s)
	return int64(n), err
}

// entryToken writes a move with its revealed card and mark, e.g. "d=Qh!?".
func entryToken(e MoveEntry) string {
	s := FormatMove(e.Move)
	if e.Reveal != canfield.NoCard {
		s += "=" + e.Reveal.String()
	}
	return s + e.Mark
}

// quoteTag writes a tag value in double quotes, escaping " and \.
func quoteTag(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"`
}

// writeSetup writes the labelled setup lines.
func writeSetup(b *strings.Builder, r canfield.Rules, setup []canfield.Card) {
	line := func(label string, cards []canfield.Card) {
		b.WriteString(label)
		b.WriteString(strings.Repeat(" ", len("Tableau: ")-len(label)))
		b.WriteString(setupCards(cards))
		b.WriteByte('\n')
	}
	l := canfield.DealLayout(r)
	line("Reserve:", setup[:l.Reserve])
	if l.Base >= 0 {
		line("Base:", setup[l.Base:l.Base+1])
	}
	line("Tableau:", setup[l.Tableau:l.Stock])
	line("Stock:", setup[l.Stock:])
}

// setupCards writes the cards of one setup line, ?? for unknown cards and
// ... for the longest run of three or more unknown cards.
func setupCards(cards []canfield.Card) string {
	bestAt, bestLen := -1, 2
	for i := 0; i < len(cards); {
		if cards[i] != canfield.NoCard {
			i++
			continue
		}
		j := i
		for j < len(cards) && cards[j] == canfield.NoCard {
			j++
		}
		if j-i > bestLen {
			bestAt, bestLen = i, j-i
		}
		i = j
	}
	var parts []string
	for i := 0; i < len(cards); i++ {
		switch {
		case i == bestAt:
			parts = append(parts, "...")
			i += bestLen - 1
		case cards[i] == canfield.NoCard:
			parts = append(parts, "??")
		default:
			parts = append(parts, cards[i].String())
		}
	}
	return strings.Join(parts, " ")
}

// percent writes a probability 0..1 as a percentage with no rounding: the
// shortest decimal that reads back as w, its point moved two places.
func percent(w float64) string {
	s := strconv.FormatFloat(w, 'f', -1, 64)
	ip, fp, _ := strings.Cut(s, ".")
	fp += "00"
	ip += fp[:2]
	fp = strings.TrimRight(fp[2:], "0")
	ip = strings.TrimLeft(ip, "0")
	if ip == "" {
		ip = "0"
	}
	if fp == "" {
		return ip
	}
	return ip + "." + fp
}

func unwritable(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrUnwritable}, args...)...)
}

// checkWritable reports what in r the text form cannot hold.
func checkWritable(r *Record) error {
	if err := checkLimits(r); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, t := range r.Tags {
		if tagNameRE.FindString(t.Name) != t.Name {
			return unwritable("tag name %q is not a letter followed by letters, digits or _", t.Name)
		}
		if seen[t.Name] {
			return unwritable("tag %s given twice", t.Name)
		}
		seen[t.Name] = true
		if strings.Contains(t.Value, "\n") {
			return unwritable("tag %s: a value cannot hold a line break", t.Name)
		}
	}
	if v, ok := r.Get(TagRules); ok {
		tr, err := ParseRules(v)
		if err != nil {
			return unwritable("Rules tag: %v", err)
		}
		if !tr.Same(r.Rules) {
			return unwritable("the Rules tag says %q but the record's rules are %q (use SetRules)", v, FormatRules(r.Rules))
		}
	} else if !r.Rules.Same(canfield.Classic) {
		return unwritable("the record has no Rules tag but its rules are %q, not classic (use SetRules)", FormatRules(r.Rules))
	}
	if len(r.Setup) != r.Rules.DealSize() {
		return unwritable("the setup has %d cards, the rules deal %d", len(r.Setup), r.Rules.DealSize())
	}
	for i, c := range r.Setup {
		if c != canfield.NoCard && !c.Valid() {
			return unwritable("setup card %d is not a card", i+1)
		}
	}
	if err := checkComment(r.Comment, "the game comment"); err != nil {
		return err
	}
	for i, e := range r.Moves {
		what := fmt.Sprintf("move %d", i+1)
		if back, err := ParseMove(FormatMove(e.Move)); err != nil || back != e.Move {
			return unwritable("%s is not a move the notation can write (%+v)", what, e.Move)
		}
		if e.Reveal != canfield.NoCard && !e.Reveal.Valid() {
			return unwritable("%s: revealed card is not a card", what)
		}
		if e.Mark != "" && !isMark(e.Mark) {
			return unwritable("%s: %q is not a mark (! ? !! ?? !? ?!)", what, e.Mark)
		}
		if e.HasWin && (math.IsNaN(e.Win) || e.Win < 0 || e.Win > 1) {
			return unwritable("%s: win probability %v is not between 0 and 1", what, e.Win)
		}
		if err := checkComment(e.Comment, what+"'s comment"); err != nil {
			return err
		}
		if winRE.MatchString(e.Comment) {
			return unwritable("%s's comment %q would read back as a win annotation", what, e.Comment)
		}
	}
	return nil
}

func checkComment(c, what string) error {
	if strings.Contains(c, "}") {
		return unwritable("%s holds a }, which would end it", what)
	}
	if strings.Contains(c, "\r\n") {
		return unwritable("%s holds a line ending in a carriage return, which reading drops", what)
	}
	if strings.TrimSpace(c) != c {
		return unwritable("%s starts or ends with white space, which reading drops", what)
	}
	return nil
}
