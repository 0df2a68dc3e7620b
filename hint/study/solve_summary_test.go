package study

import (
	"strings"
	"testing"
)

// TestSummaryDecidedWithin: the summary's last line counts, out of every
// deal, those decided (won or lost) within 1 ms, 10 ms, 100 ms, 1 s and
// 10 s; an unknown deal never counts, whatever its time, and a deal
// decided in exactly the limit counts.
func TestSummaryDecidedWithin(t *testing.T) {
	var recs []SolveRecord
	for _, r := range []struct {
		result string
		ms     float64
	}{
		{"won", 0.5}, {"lost", 1}, {"won", 7}, {"unknown", 0.2}, {"lost", 99},
		{"won", 100.5}, {"unknown", 1000}, {"lost", 1000}, {"won", 9999}, {"won", 25000},
	} {
		recs = append(recs, SolveRecord{Rules: "classic", Result: r.result, Ms: r.ms})
	}
	var b strings.Builder
	summarizeSolve("classic", recs).Write(&b)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	want := "decided within 1 ms 20.00 %, 10 ms 30.00 %, 100 ms 40.00 %, 1 s 60.00 %, 10 s 70.00 % of the deals"
	if lines[len(lines)-1] != want {
		t.Errorf("got %q\nwant %q", lines[len(lines)-1], want)
	}
}
