package notation

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
)

// TestParseRulesPresets checks every preset and alias reads as itself.
func TestParseRulesPresets(t *testing.T) {
	for _, name := range canfield.PresetNames() {
		want, _ := canfield.Preset(name)
		for _, text := range append([]string{name, strings.ToUpper(name)}, canfield.PresetAliases(name)...) {
			got, err := ParseRules(text)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("ParseRules(%q) = %+v, %v; want %+v", text, got, err, want)
			}
		}
		if got := FormatRules(want); got != name {
			t.Errorf("FormatRules(%s) = %q", name, got)
		}
	}
}

// TestRulesRoundTripEveryCombination writes and reads every combination of
// option values (each field of canfield.Rules), and checks FormatRules
// lists no more changes than the nearest preset needs.
func TestRulesRoundTripEveryCombination(t *testing.T) {
	n := 0
	for _, draw := range []int{1, 2, 3} {
		for _, passes := range []int{0, 1, 2, 3, 7} {
			for build := range 3 {
				for order := range 2 {
					for groups := range 2 {
						for fill := range 3 {
							for flags := range 4 {
								for _, base := range []canfield.Rank{0, 1, 2, 10, 13} {
									r := canfield.Rules{Draw: draw, Passes: passes, Build: canfield.BuildRule(build),
										Order: canfield.TableauOrder(order), Groups: canfield.GroupMoves(groups), Fill: canfield.FillRule(fill),
										FoundationToTableau: flags&1 != 0, VisibleReserve: flags&2 != 0, BaseRank: base}
									text := FormatRules(r)
									back, err := ParseRules(text)
									if err != nil || !back.Same(r) {
										t.Fatalf("%+v -> %q -> %+v, %v", r, text, back, err)
									}
									changes := len(strings.Fields(text)) - 1
									for _, name := range canfield.PresetNames() {
										p, _ := canfield.Preset(name)
										if d := optionDiffs(p, r); d < changes {
											t.Fatalf("%q lists %d changes; %s needs only %d", text, changes, name, d)
										}
									}
									n++
								}
							}
						}
					}
				}
			}
		}
	}
	if n < 10000 {
		t.Errorf("only %d combinations", n)
	}
}

func optionDiffs(a, b canfield.Rules) int {
	d := 0
	for _, o := range rulesOptions {
		if o.get(a) != o.get(b) {
			d++
		}
	}
	return d
}

// TestParseRulesOptions checks option spellings, names of the result, and
// the preferred preset on a tie.
func TestParseRulesOptions(t *testing.T) {
	cases := []struct {
		text, format, name string
	}{
		{"classic draw=1 passes=3", "draw1 passes=3", ""},
		{"draw=1", "draw1", ""},
		{"classic draw=3", "classic", "classic"},
		{"wolter Fill=ANY passes=unlimited", "wolter fill=any", ""},
		{"classic passes=0 base=10", "classic base=10", ""},
		{"storehouse base=T", "storehouse base=10", ""},
		{"relaxed foundation-to-tableau=no groups=whole fill=reserve-waste", "classic", ""},
		{"superior visible-reserve=no", "classic fill=any", ""},
		{"rainbow order=base build=alternate", "draw1 passes=1 order=base", ""},
	}
	for _, c := range cases {
		r, err := ParseRules(c.text)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if r.Name != c.name || FormatRules(r) != c.format {
			t.Errorf("%q: name %q, formats as %q; want %q, %q", c.text, r.Name, FormatRules(r), c.name, c.format)
		}
	}
	// On a tie the record's own preset name wins.
	r, _ := ParseRules("strict draw=1")
	r.Name = "strict"
	if got := FormatRules(r); got != "strict draw=1" {
		t.Errorf("tie with Name strict: %q", got)
	}
}

// TestParseRulesErrors checks each mistake names the word.
func TestParseRulesErrors(t *testing.T) {
	cases := []struct{ text, msg string }{
		{"", "empty rules"},
		{"clasic", `unknown rules preset "clasic"`},
		{"classic drow=1", `unknown rules option "drow"`},
		{"classic draw=4", `bad value "4" for option draw`},
		{"classic draw=1 draw=2", "option draw given twice"},
		{"classic strict", `"strict" is not an option`},
		{"classic passes=-1", `bad value "-1" for option passes`},
		{"classic base=1", `bad value "1" for option base`},
		{"classic visible-reserve=maybe", `bad value "maybe"`},
	}
	for _, c := range cases {
		_, err := ParseRules(c.text)
		if err == nil || !strings.Contains(err.Error(), c.msg) || !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseRules(%q) = %v; want %q wrapping ErrSyntax", c.text, err, c.msg)
		}
	}
}
