package study

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// Deals are numbered across inputs, a bad line keeps its number and is
// reported with its input and line, and a game record is refused as bad
// input with the command that solves its deal.
func TestDealReader(t *testing.T) {
	r := canfield.Classic
	line := func(seed uint64) string { return notation.FormatDeal(canfield.ShuffledDeal(r, seed)) + "\n" }
	var warn strings.Builder
	d := DealReader{Rules: r, Warn: &warn}
	if err := d.Read("a", "a", strings.NewReader("# two deals\n"+line(1)+"\n"+line(2))); err != nil {
		t.Fatal(err)
	}
	if err := d.Read("b", "b", strings.NewReader("7d 9c\n"+line(3))); err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, j := range d.Jobs {
		got = append(got, j.Index)
	}
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 4 || d.Skipped != 1 {
		t.Errorf("deals %v, %d skipped; want 1, 2, 4 and one skipped", got, d.Skipped)
	}
	if notation.FormatDeal(d.Jobs[2].Deal) != strings.TrimSpace(line(3)) {
		t.Errorf("deal 4 is not the deal of its line")
	}
	if !strings.HasPrefix(warn.String(), "canfield: b:1: skipped: ") {
		t.Errorf("warning %q, want one naming b:1", warn.String())
	}
	err := d.Read("my game.cfr", "'my game.cfr'", strings.NewReader("[Rules \"classic\"]\n"))
	var bad *InputError
	if !errors.As(err, &bad) || !strings.Contains(err.Error(), "canfield export 'my game.cfr' --format deal | canfield solve") {
		t.Errorf("a game record: %v", err)
	}
}
