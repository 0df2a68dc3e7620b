package notation

import (
	"strings"
	"testing"

	"canfield/canfield"
)

// TestPlanTag: each kind of plan writes as the Plan tag's words and reads
// back as itself, in a record too; a value that is no plan is refused on
// reading, naming the tag, and SetPlan(nil) removes the tag.
func TestPlanTag(t *testing.T) {
	w3, _ := ParseMove("w3")
	for _, tc := range []struct {
		p    Plan
		text string
	}{
		{Plan{Kind: PlanThen, Done: 4, Deals: 8, Then: w3}, "deal 4 of 8, then w3"},
		{Plan{Kind: PlanScout, Done: 1, Deals: 12}, "deal 1 of 12, round the stock"},
		{Plan{Kind: PlanForced, Done: 5, Deals: 5}, "deal 5 of 5, while forced"},
	} {
		if got := FormatPlan(tc.p); got != tc.text {
			t.Errorf("FormatPlan(%+v) = %q, want %q", tc.p, got, tc.text)
		}
		rec := NewRecord(canfield.Classic)
		rec.SetPlan(&tc.p)
		text, err := FormatRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		if p, ok, err := back.Plan(); err != nil || !ok || p != tc.p {
			t.Errorf("%q read back as %+v, %v, %v", tc.text, p, ok, err)
		}
		back.SetPlan(nil)
		if _, ok := back.Get(TagPlan); ok {
			t.Error("SetPlan(nil) kept the tag")
		}
	}
	for _, bad := range []string{"", "deal 4 of 8", "deal 9 of 8, then w3", "deal 0 of 8, then w3", "deal 4 of 8, then d",
		"deal 4 of 8, then x9", "deal 04 of 8, while forced", "deal 4 of 8, sometimes", "deal 4 of 20001, while forced"} {
		if _, err := ParseRecord("[Plan \"" + bad + "\"]\n"); err == nil || !strings.Contains(err.Error(), "bad Plan") {
			t.Errorf("Plan %q: %v", bad, err)
		}
	}
}
