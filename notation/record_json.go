package notation

import (
	"encoding/json"
	"fmt"
	"math"

	"canfield/canfield"
)

// The JSON form of a record (canfield export --format json), for programs:
//
//	{
//	  "tags": [{"name": "Rules", "value": "classic"}, ...],
//	  "rules": {"preset": "classic", "draw": 3, "passes": "unlimited", "build": "alternate",
//	            "order": "wrap", "groups": "whole", "fill": "reserve-waste",
//	            "foundation-to-tableau": "no", "visible-reserve": "no", "base": "dealt"},
//	  "setup": {"reserve": [null, ..., "7h"], "base": "Qs", "tableau": [...], "stock": [...]},
//	  "comment": "...",
//	  "moves": [{"move": "d", "reveal": "9d", "mark": "!?", "win": 0.62, "comment": "..."}, ...]
//	}
//
// Cards are written as in the text form ("7h", "Td"), unknown cards as
// null; "base" is left out when the rules deal no base card. The rules
// object spells out every option (the words of ParseRules); "preset" is the
// rules' name, "" for a custom set. Positions in a text (MoveEntry.Pos) are
// not kept.

type recordJSON struct {
	Tags    []tagJSON         `json:"tags"`
	Rules   map[string]string `json:"rules"`
	Setup   setupJSON         `json:"setup"`
	Comment string            `json:"comment,omitempty"`
	Moves   []moveJSON        `json:"moves"`
}

type tagJSON struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type setupJSON struct {
	Reserve []*string `json:"reserve"`
	Base    *string   `json:"base,omitempty"`
	Tableau []*string `json:"tableau"`
	Stock   []*string `json:"stock"`
}

type moveJSON struct {
	Move    string   `json:"move"`
	Reveal  string   `json:"reveal,omitempty"`
	Mark    string   `json:"mark,omitempty"`
	Win     *float64 `json:"win,omitempty"`
	Comment string   `json:"comment,omitempty"`
}

func cardPtrs(cards []canfield.Card) []*string {
	out := make([]*string, len(cards))
	for i, c := range cards {
		if c != canfield.NoCard {
			s := c.String()
			out[i] = &s
		}
	}
	return out
}

// MarshalJSON writes the JSON form of the record.
func (r *Record) MarshalJSON() ([]byte, error) {
	if len(r.Setup) != r.Rules.DealSize() {
		return nil, unwritable("the setup has %d cards, the rules deal %d", len(r.Setup), r.Rules.DealSize())
	}
	j := recordJSON{Tags: []tagJSON{}, Rules: map[string]string{"preset": r.Rules.Name}, Comment: r.Comment, Moves: []moveJSON{}}
	for _, t := range r.Tags {
		j.Tags = append(j.Tags, tagJSON(t))
	}
	for _, o := range rulesOptions {
		j.Rules[o.name] = o.get(r.Rules)
	}
	l := canfield.DealLayout(r.Rules)
	j.Setup.Reserve = cardPtrs(r.Setup[:l.Reserve])
	if l.Base >= 0 {
		j.Setup.Base = cardPtrs(r.Setup[l.Base : l.Base+1])[0]
	}
	j.Setup.Tableau = cardPtrs(r.Setup[l.Tableau:l.Stock])
	j.Setup.Stock = cardPtrs(r.Setup[l.Stock:])
	for _, e := range r.Moves {
		m := moveJSON{Move: FormatMove(e.Move), Mark: e.Mark, Comment: e.Comment}
		if e.Reveal != canfield.NoCard {
			m.Reveal = e.Reveal.String()
		}
		if e.HasWin {
			if math.IsNaN(e.Win) || math.IsInf(e.Win, 0) {
				return nil, unwritable("win probability %v", e.Win)
			}
			w := e.Win
			m.Win = &w
		}
		j.Moves = append(j.Moves, m)
	}
	return json.MarshalIndent(j, "", "  ")
}

// UnmarshalJSON reads the JSON form of a record. It checks what reading the
// text form checks: the rules (and that the Rules tag agrees with them), the
// setup's size, every card and move token, marks, win probabilities, no
// card in the setup twice, and every reveal against what is known.
func (r *Record) UnmarshalJSON(data []byte) error {
	var j recordJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("record JSON: %w", err)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("record JSON: "+format+": %w", append(args, ErrSyntax)...)
	}
	var out Record
	rules := canfield.Classic
	if name := j.Rules["preset"]; name != "" {
		p, err := canfield.Preset(name)
		if err != nil {
			return bad("rules: unknown preset %q", name)
		}
		rules = p
	}
	for k, v := range j.Rules {
		if k == "preset" {
			continue
		}
		found := false
		for _, o := range rulesOptions {
			if o.name == k {
				found = true
				if !o.set(&rules, v) {
					return bad("rules: bad value %q for %s; expected %s", v, k, optionExpected(o))
				}
			}
		}
		if !found {
			return bad("rules: unknown option %q", k)
		}
	}
	if err := rules.Validate(); err != nil {
		return bad("rules: %v", err)
	}
	rules.Name = j.Rules["preset"]
	out.Rules = rules
	for _, t := range j.Tags {
		out.Tags = append(out.Tags, Tag(t))
	}
	n := rules.DealSize()
	l := canfield.DealLayout(rules)
	s := l.Stock
	var setup []*string
	setup = append(setup, j.Setup.Reserve...)
	if len(j.Setup.Reserve) != l.Reserve {
		return bad("setup: the reserve has %d cards, not %d", len(j.Setup.Reserve), l.Reserve)
	}
	if rules.BaseRank == 0 {
		setup = append(setup, j.Setup.Base)
	} else if j.Setup.Base != nil {
		return bad("setup: no base card is dealt under these rules")
	}
	if len(j.Setup.Tableau) != l.Columns {
		return bad("setup: the tableau has %d cards, not %d", len(j.Setup.Tableau), l.Columns)
	}
	setup = append(setup, j.Setup.Tableau...)
	if len(j.Setup.Stock) != n-s {
		return bad("setup: the stock has %d cards, not %d", len(j.Setup.Stock), n-s)
	}
	setup = append(setup, j.Setup.Stock...)
	out.Setup = make([]canfield.Card, n)
	var seen canfield.CardSet
	use := func(c canfield.Card, what string) error {
		if seen.Has(c) {
			return bad("%s: %s seen twice", what, c)
		}
		if !rules.InDeck(c) {
			return bad("%s: %s is not in the deck of these rules", what, c)
		}
		if rules.BaseRank != 0 && c.Rank() == rules.BaseRank {
			return bad("%s: %s is of the fixed base rank and is not dealt", what, c)
		}
		seen = seen.With(c)
		return nil
	}
	for i, p := range setup {
		if p == nil {
			continue
		}
		c, err := ParseCard(*p)
		if err != nil {
			return fmt.Errorf("record JSON: setup card %d: %w", i+1, err)
		}
		if err := use(c, fmt.Sprintf("setup card %d", i+1)); err != nil {
			return err
		}
		out.Setup[i] = c
	}
	out.Comment = j.Comment
	for i, m := range j.Moves {
		mv, err := ParseMove(m.Move)
		if err != nil {
			return fmt.Errorf("record JSON: move %d: %w", i+1, err)
		}
		e := MoveEntry{Move: mv, Mark: m.Mark, Comment: m.Comment}
		if m.Mark != "" && !isMark(m.Mark) {
			return bad("move %d: %q is not a mark", i+1, m.Mark)
		}
		if m.Reveal != "" {
			c, err := ParseCard(m.Reveal)
			if err != nil {
				return fmt.Errorf("record JSON: move %d: %w", i+1, err)
			}
			e.Reveal = c
		}
		if m.Win != nil {
			if *m.Win < 0 || *m.Win > 1 {
				return bad("move %d: win probability %v is not between 0 and 1", i+1, *m.Win)
			}
			e.Win, e.HasWin = *m.Win, true
		}
		out.Moves = append(out.Moves, e)
	}
	if err := checkMoves(&out); err != nil {
		return fmt.Errorf("record JSON: %w", err)
	}
	if v, ok := out.Get(TagRules); ok {
		if tr, err := ParseRules(v); err != nil || !tr.Same(out.Rules) {
			return bad("the Rules tag %q disagrees with the rules object", v)
		}
	}
	*r = out
	return nil
}
