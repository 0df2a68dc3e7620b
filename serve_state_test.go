package main

import (
	"path/filepath"
	"testing"
)

// TestServeSmallPresetTable starts a small-2x5 game on the page's API: the
// table it sends has the deck's two foundations and the two columns, not
// classic's four of each.
func TestServeSmallPresetTable(t *testing.T) {
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	seed := uint64(3)
	st := ts.start(newGameOptions{Seed: &seed, Rules: "small-2x5"})
	if len(st.Table.Foundations) != 2 || len(st.Table.Columns) != 2 {
		t.Fatalf("small-2x5 on the page: %d foundations, %d columns", len(st.Table.Foundations), len(st.Table.Columns))
	}
}
