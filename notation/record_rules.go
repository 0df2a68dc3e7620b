package notation

import (
	"fmt"
	"strconv"
	"strings"

	"canfield/canfield"
)

// A rules string names a preset and the options changed from it, separated
// by spaces: "classic", "classic draw=1 passes=3", "wolter fill=any". When
// the first word is an option, the preset is classic. The options, each
// covering one field of canfield.Rules:
//
//	draw=1|2|3                          cards dealt from the stock at a time
//	passes=unlimited|N                  trips through the stock (0 = unlimited)
//	build=alternate|any|suit            tableau build rule
//	order=wrap|base                     tableau rank order (full wrap, or from the base)
//	groups=whole|portion                what moves between columns
//	fill=reserve-waste|reserve-any|any  how empty columns fill
//	foundation-to-tableau=yes|no        foundation cards may come back
//	visible-reserve=yes|no              the whole reserve face up
//	base=dealt|A|2..10|J|Q|K            the base rank: dealt, or fixed
//	suits=1..4                          suits in the deck (a cut deck: the first of c d h s)
//	ranks=3..13                         ranks of each suit (Ace up to that rank, which wraps to the Ace)
//	reserve=1..13                       cards dealt to the reserve
//	columns=1..4                        tableau columns

// rulesOption is one option of a rules string.
type rulesOption struct {
	name   string
	values []string // the accepted values in canonical spelling, or nil for free-form
	get    func(canfield.Rules) string
	set    func(*canfield.Rules, string) bool
}

var yesNo = []string{"yes", "no"}

func boolWord(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func enumOption(name string, values []string, get func(canfield.Rules) int, set func(*canfield.Rules, int)) rulesOption {
	return rulesOption{
		name:   name,
		values: values,
		get:    func(r canfield.Rules) string { i := get(r); return values[min(i, len(values)-1)] },
		set: func(r *canfield.Rules, v string) bool {
			for i, w := range values {
				if v == w {
					set(r, i)
					return true
				}
			}
			return false
		},
	}
}

var rulesOptions = []rulesOption{
	{
		name:   "draw",
		values: []string{"1", "2", "3"},
		get:    func(r canfield.Rules) string { return strconv.Itoa(r.Draw) },
		set: func(r *canfield.Rules, v string) bool {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 3 || v != strconv.Itoa(n) {
				return false
			}
			r.Draw = n
			return true
		},
	},
	{
		name: "passes",
		get: func(r canfield.Rules) string {
			if r.Passes == 0 {
				return "unlimited"
			}
			return strconv.Itoa(r.Passes)
		},
		set: func(r *canfield.Rules, v string) bool {
			if v == "unlimited" {
				r.Passes = 0
				return true
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 1000 || v != strconv.Itoa(n) {
				return false
			}
			r.Passes = n
			return true
		},
	},
	enumOption("build", []string{"alternate", "any", "suit"},
		func(r canfield.Rules) int { return int(r.Build) }, func(r *canfield.Rules, i int) { r.Build = canfield.BuildRule(i) }),
	enumOption("order", []string{"wrap", "base"},
		func(r canfield.Rules) int { return int(r.Order) }, func(r *canfield.Rules, i int) { r.Order = canfield.TableauOrder(i) }),
	enumOption("groups", []string{"whole", "portion"},
		func(r canfield.Rules) int { return int(r.Groups) }, func(r *canfield.Rules, i int) { r.Groups = canfield.GroupMoves(i) }),
	enumOption("fill", []string{"reserve-waste", "reserve-any", "any"},
		func(r canfield.Rules) int { return int(r.Fill) }, func(r *canfield.Rules, i int) { r.Fill = canfield.FillRule(i) }),
	{
		name:   "foundation-to-tableau",
		values: yesNo,
		get:    func(r canfield.Rules) string { return boolWord(r.FoundationToTableau) },
		set: func(r *canfield.Rules, v string) bool {
			r.FoundationToTableau = v == "yes"
			return v == "yes" || v == "no"
		},
	},
	{
		name:   "visible-reserve",
		values: yesNo,
		get:    func(r canfield.Rules) string { return boolWord(r.VisibleReserve) },
		set:    func(r *canfield.Rules, v string) bool { r.VisibleReserve = v == "yes"; return v == "yes" || v == "no" },
	},
	{
		name: "base",
		get: func(r canfield.Rules) string {
			if r.BaseRank == 0 {
				return "dealt"
			}
			return rankToken(r.BaseRank)
		},
		set: func(r *canfield.Rules, v string) bool {
			if v == "dealt" {
				r.BaseRank = 0
				return true
			}
			rk, ok := parseRank(v)
			if ok {
				r.BaseRank = rk
			}
			return ok
		},
	},
	sizeOption("suits", 1, canfield.NumSuits, canfield.Rules.SuitCount, func(r *canfield.Rules, n int) { r.Suits = n }),
	sizeOption("ranks", 3, canfield.NumRanks, canfield.Rules.RankCount, func(r *canfield.Rules, n int) { r.Ranks = n }),
	sizeOption("reserve", 1, canfield.ReserveSize, canfield.Rules.ReserveCount, func(r *canfield.Rules, n int) { r.Reserve = n }),
	sizeOption("columns", 1, canfield.NumColumns, canfield.Rules.ColumnCount, func(r *canfield.Rules, n int) { r.Columns = n }),
}

// sizeOption is an option of the deck's or the layout's size, a whole
// number from lo to hi; classic's size (hi) is stored as 0, as the presets
// store it.
func sizeOption(name string, lo, hi int, get func(canfield.Rules) int, set func(*canfield.Rules, int)) rulesOption {
	var values []string
	for n := lo; n <= hi; n++ {
		values = append(values, strconv.Itoa(n))
	}
	return rulesOption{
		name:   name,
		values: values,
		get:    func(r canfield.Rules) string { return strconv.Itoa(get(r)) },
		set: func(r *canfield.Rules, v string) bool {
			n, err := strconv.Atoi(v)
			if err != nil || n < lo || n > hi || v != strconv.Itoa(n) {
				return false
			}
			if n == hi {
				n = 0
			}
			set(r, n)
			return true
		},
	}
}

func rankToken(r canfield.Rank) string {
	if r == canfield.Ten {
		return "10"
	}
	return string("A23456789TJQK"[r-1])
}

func parseRank(v string) (canfield.Rank, bool) {
	if v == "10" {
		return canfield.Ten, true
	}
	if len(v) != 1 {
		return 0, false
	}
	i := strings.IndexByte("A23456789TJQK", upper(v[0]))
	if i < 0 {
		return 0, false
	}
	return canfield.Rank(i + 1), true
}

func optionNames() string {
	names := make([]string, len(rulesOptions))
	for i, o := range rulesOptions {
		names[i] = o.name
	}
	return strings.Join(names, ", ")
}

func optionExpected(o rulesOption) string {
	switch o.name {
	case "passes":
		return "passes=unlimited or a number of passes (1, 2, 3, ...)"
	case "base":
		return "base=dealt or a rank (A, 2-10, J, Q, K)"
	}
	return o.name + "=" + strings.Join(o.values, "|")
}

// rulesError is a mistake in a rules string at byte offset Off.
type rulesError struct {
	Off      int
	Msg      string
	Expected string
	Err      error
}

func (e *rulesError) Error() string {
	if e.Expected == "" {
		return e.Msg
	}
	return e.Msg + "; expected " + e.Expected
}

func (e *rulesError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrSyntax, e.Err}
	}
	return []error{ErrSyntax}
}

// ParseRules reads a rules string: a preset name (case-insensitive; see
// canfield.PresetNames) followed by changed options name=value, e.g.
// "classic draw=1 passes=3". Without a preset name the options change
// classic. The result is named after the preset when no option changes it,
// and has no name otherwise. An unknown preset or option, a bad value, an
// option given twice, or options that make no playable game are errors
// naming the word; they wrap ErrSyntax (and canfield.ErrUnknownPreset for
// an unknown preset).
func ParseRules(s string) (canfield.Rules, error) {
	r, err := parseRules(s)
	if err != nil {
		return canfield.Rules{}, err
	}
	return r, nil
}

func parseRules(s string) (canfield.Rules, *rulesError) {
	words := fieldsWithOffsets(s)
	if len(words) == 0 {
		return canfield.Rules{}, &rulesError{Off: 0, Msg: "empty rules", Expected: "a preset name (" + canfield.PresetList() + ") and changed options"}
	}
	r := canfield.Classic
	if !strings.Contains(words[0].text, "=") {
		p, err := canfield.Preset(words[0].text)
		if err != nil {
			return canfield.Rules{}, &rulesError{Off: words[0].off, Msg: fmt.Sprintf("unknown rules preset %q", words[0].text),
				Expected: "one of " + canfield.PresetList(), Err: canfield.ErrUnknownPreset}
		}
		r = p
		words = words[1:]
	}
	preset := r
	seen := map[string]bool{}
	for _, w := range words {
		name, value, ok := strings.Cut(w.text, "=")
		if !ok {
			return canfield.Rules{}, &rulesError{Off: w.off, Msg: fmt.Sprintf("%q is not an option", w.text), Expected: "name=value (the preset comes first, once)"}
		}
		name = strings.ToLower(name)
		var opt *rulesOption
		for i := range rulesOptions {
			if rulesOptions[i].name == name {
				opt = &rulesOptions[i]
			}
		}
		if opt == nil {
			return canfield.Rules{}, &rulesError{Off: w.off, Msg: fmt.Sprintf("unknown rules option %q", name), Expected: "one of " + optionNames()}
		}
		if seen[name] {
			return canfield.Rules{}, &rulesError{Off: w.off, Msg: fmt.Sprintf("option %s given twice", name), Expected: "each option once"}
		}
		seen[name] = true
		v := value
		if name != "base" {
			v = strings.ToLower(v)
		}
		if !opt.set(&r, v) {
			return canfield.Rules{}, &rulesError{Off: w.off, Msg: fmt.Sprintf("bad value %q for option %s", value, name), Expected: optionExpected(*opt)}
		}
	}
	if err := r.Validate(); err != nil {
		return canfield.Rules{}, &rulesError{Off: 0, Msg: err.Error(), Expected: "options that make a playable game"}
	}
	if !r.Same(preset) {
		r.Name = ""
	}
	return r, nil
}

type word struct {
	text string
	off  int
}

func fieldsWithOffsets(s string) []word {
	var out []word
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'
		switch {
		case space && start >= 0:
			out = append(out, word{s[start:i], start})
			start = -1
		case !space && start < 0:
			start = i
		}
	}
	return out
}

// FormatRules writes rules as a rules string: the preset nearest to them
// (the fewest options changed; on a tie the preset named in r.Name, then
// the first in canfield.PresetNames order), then the changed options in a
// fixed order. ParseRules reads it back to the same options.
func FormatRules(r canfield.Rules) string {
	best, bestDiff := "", -1
	for _, name := range canfield.PresetNames() {
		p, _ := canfield.Preset(name)
		d := 0
		for _, o := range rulesOptions {
			if o.get(p) != o.get(r) {
				d++
			}
		}
		if bestDiff < 0 || d < bestDiff || (d == bestDiff && name == r.Name && best != r.Name) {
			best, bestDiff = name, d
		}
	}
	p, _ := canfield.Preset(best)
	parts := []string{best}
	for _, o := range rulesOptions {
		if v := o.get(r); v != o.get(p) {
			parts = append(parts, o.name+"="+v)
		}
	}
	return strings.Join(parts, " ")
}
