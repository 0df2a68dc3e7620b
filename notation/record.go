package notation

import (
	"fmt"
	"strings"

	"canfield/canfield"
)

// Record is one game as written in a game record (see docs/notation.md,
// "Game records"): its tags, its rules, the deal as far as it is known, and
// its moves with the cards they revealed. Reading a record checks its form
// and what it says about the cards; whether the moves are legal is for the
// rules engine (the tracker replays them).
type Record struct {
	// Tags holds every tag in order, known and unknown.
	Tags []Tag
	// Rules are the rules of the Rules tag (classic when it is absent).
	Rules canfield.Rules
	// Setup holds Rules.DealSize() cards in deal order (reserve bottom to
	// top, base card unless the rules fix the base rank, tableau 1 to 4,
	// stock top to bottom); canfield.NoCard where the card is unknown.
	Setup []canfield.Card
	// Moves are the moves in the order played.
	Moves []MoveEntry
	// Comment is the comment before the first move ("" if none).
	Comment string
}

// Tag is one tag pair of a record's header, e.g. [Player "Ann"].
type Tag struct{ Name, Value string }

// MoveEntry is one move of a record with what the record says about it.
type MoveEntry struct {
	// Move is the move as written. Programs write moves in canonical form
	// (canfield.State.Canonical: whole-column moves have N 0).
	Move canfield.Move
	// Reveal is the card the move showed (the new reserve top, or a waste
	// top never seen before), or NoCard.
	Reveal canfield.Card
	// Mark is the move's mark: "", "!", "?", "!!", "??", "!?" or "?!".
	Mark string
	// Win is the hint's probability of winning, 0..1, when HasWin.
	Win float64
	// HasWin says whether the move carries a win annotation.
	HasWin bool
	// Comment is the comment after the move ("" if none).
	Comment string
	// Pos is where the move token starts in the text it was read from; the
	// zero Pos for entries built in memory.
	Pos Pos
}

// Pos is a place in a text: 1-based line and column (columns count
// characters, not bytes).
type Pos struct{ Line, Col int }

func (p Pos) String() string { return fmt.Sprintf("line %d, column %d", p.Line, p.Col) }

// The tags a record knows about. Any other tag is kept as it is.
const (
	TagRules       = "Rules"       // rules: a preset and changed options (ParseRules)
	TagDate        = "Date"        // date played, YYYY.MM.DD (?? for unknown parts)
	TagPlayer      = "Player"      // who played
	TagPlace       = "Place"       // where
	TagSeed        = "Seed"        // the seed of a virtual deal (canfield.ShuffledDeal)
	TagCode        = "Code"        // the deal code of a virtual deal dealt from one (ParseCode)
	TagPySolFC     = "PySolFC"     // PySolFC's game number of a virtual deal dealt from one (pysol.ParseNumber)
	TagResult      = "Result"      // won, lost, abandoned, or * (in progress)
	TagFoundations = "Foundations" // cards on the foundations when written
	TagSeen        = "Seen"        // setup cards the player saw on moves taken back, and from which move (SeenCards)
	TagPlan        = "Plan"        // the plan through the stock p was playing when the game was saved (Record.Plan)
)

// The values of the Result tag.
const (
	ResultWon        = "won"
	ResultLost       = "lost"
	ResultAbandoned  = "abandoned"
	ResultInProgress = "*"
)

// Marks lists the move marks a record accepts.
var Marks = []string{"!", "?", "!!", "??", "!?", "?!"}

// NewRecord returns an empty record under rules r: a Rules tag, a Result
// tag of "*", and a setup of unknown cards.
func NewRecord(r canfield.Rules) *Record {
	rec := &Record{Rules: r, Setup: make([]canfield.Card, r.DealSize())}
	rec.Set(TagRules, FormatRules(r))
	rec.Set(TagResult, ResultInProgress)
	return rec
}

// Get returns the value of the named tag and whether it is present.
func (r *Record) Get(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Set sets the named tag, keeping its place when it is present and adding
// it at the end otherwise. Setting the Rules tag does not change r.Rules;
// use SetRules for that.
func (r *Record) Set(name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// Delete removes the named tag, if present.
func (r *Record) Delete(name string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags = append(r.Tags[:i:i], r.Tags[i+1:]...)
			return
		}
	}
}

// SetRules sets the rules and the Rules tag together, and resizes the setup
// to the new deal size (keeping it when the size is unchanged).
func (r *Record) SetRules(rules canfield.Rules) {
	r.Rules = rules
	r.Set(TagRules, FormatRules(rules))
	if len(r.Setup) != rules.DealSize() {
		r.Setup = make([]canfield.Card, rules.DealSize())
	}
}

// Deal returns the setup as a complete deal line, and false when some card
// is unknown.
func (r *Record) Deal() ([]canfield.Card, bool) {
	for _, c := range r.Setup {
		if c == canfield.NoCard {
			return nil, false
		}
	}
	return append([]canfield.Card(nil), r.Setup...), true
}

// RecordError is an error in a record's text: where, what is wrong, and
// what was expected there.
type RecordError struct {
	Pos      Pos    // where the offending text starts
	Msg      string // what is wrong
	Expected string // what was expected there, in words ("" if nothing useful)
	Err      error  // an underlying cause, or nil
}

func (e *RecordError) Error() string {
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.Expected != "" {
		b.WriteString("; expected ")
		b.WriteString(e.Expected)
	}
	return b.String()
}

// Unwrap lets errors.Is find ErrSyntax and the underlying cause.
func (e *RecordError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrSyntax, e.Err}
	}
	return []error{ErrSyntax}
}

// Deal positions: the label and the 1-based place in its pile of deal
// position i under r, e.g. ("stock", 5).
func dealPlace(r canfield.Rules, i int) (string, int) {
	l := canfield.DealLayout(r)
	switch {
	case i < l.Reserve:
		return "reserve", i + 1
	case i == l.Base:
		return "base", 1
	case i < l.Stock:
		return "tableau", i - l.Tableau + 1
	}
	return "stock", i - l.Stock + 1
}

// shownAtDeal reports whether deal position i is face up from the deal.
func shownAtDeal(r canfield.Rules, i int) bool { return canfield.DealLayout(r).FaceUp(r, i) }
