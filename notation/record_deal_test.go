package notation

import (
	"strings"
	"testing"

	"canfield/canfield"
	"canfield/notation/pysol"
)

// pysolOne is PySolFC's Canfield game 1 as PySolFC's own code dealt it
// (notation/pysol/testdata/deals.tsv).
const pysolOne = "2d 9h Jc 5d 7h 7c 5h Kd Kc 9s 5s Ad Qc Jd Ks 2s 3h Kh 9d Qd Js As Ah 3c 4c 5c Ts Qh 4h Ac 4d 7s 3s Td 4s Th 8h 2c Jh 7d 6d 8s 8d Qs 6c 3d 8c Tc 6s 9c 2h 6h"

// TestWholeDealOfAPySolFCTag: a record whose PySolFC tag names the deal
// is complete from the tag, under classic and under storehouse; the tag is
// read as PySolFC reads a number.
func TestWholeDealOfAPySolFCTag(t *testing.T) {
	rec, err := ParseRecord("[Rules \"classic\"]\n[PySolFC \"#0001\"]\n[Result \"*\"]\n\nReserve: ... Qc\nBase: Jd\nTableau: Ks 2s 3h Kh\nStock: ...\n")
	if err != nil {
		t.Fatal(err)
	}
	deal, complete, err := rec.WholeDeal()
	if err != nil || !complete || FormatDeal(deal) != pysolOne {
		t.Fatalf("PySolFC 1: %s, complete %v, %v; want %s", FormatDeal(deal), complete, err, pysolOne)
	}
	if n, ok, err := rec.PySolFC(); err != nil || !ok || n.String() != "1" {
		t.Errorf("PySolFC() = %v, %v, %v; want 1", n, ok, err)
	}

	store := NewRecord(mustPreset(t, "storehouse"))
	store.Set(TagPySolFC, "ms5")
	n, _ := pysol.ParseNumber("ms5")
	want, err := pysol.Deal(store.Rules, n)
	if err != nil {
		t.Fatal(err)
	}
	deal, complete, err = store.WholeDeal()
	if err != nil || !complete || FormatDeal(deal) != FormatDeal(want) || len(deal) != 48 {
		t.Errorf("storehouse ms5: %s, complete %v, %v; want %s", FormatDeal(deal), complete, err, FormatDeal(want))
	}
}

// TestPySolFCTagRefused: a tag PySolFC would not take is refused where it
// stands, saying why; a tag under rules no PySolFC game has, or one the
// setup disagrees with, is refused when the deal is completed.
func TestPySolFCTagRefused(t *testing.T) {
	_, err := ParseRecord("[Rules \"classic\"]\n[PySolFC \"0\"]\n")
	if err == nil || !strings.Contains(err.Error(), "line 2, column 11: bad PySolFC \"0\": PySolFC's game numbers start at 1") {
		t.Errorf("PySolFC 0: %v", err)
	}
	_, err = ParseRecord("[PySolFC \"#ms5\"]\n")
	if err == nil || !strings.Contains(err.Error(), "ms and the digits") {
		t.Errorf("PySolFC #ms5: %v", err)
	}
	rec, err := ParseRecord("[Rules \"draw1\"]\n[PySolFC \"5\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := rec.WholeDeal(); err == nil || !strings.Contains(err.Error(), "PySolFC tag 5: PySolFC's numbered deals are dealt under classic") || !strings.Contains(err.Error(), "not under draw1") {
		t.Errorf("PySolFC 5 under draw1: %v", err)
	}
	rec = NewRecord(canfield.Classic)
	copy(rec.Setup, canfield.ShuffledDeal(canfield.Classic, 1))
	rec.Set(TagPySolFC, "1")
	if _, _, err := rec.WholeDeal(); err == nil || !strings.Contains(err.Error(), "but PySolFC's game 1 has") {
		t.Errorf("seed 1's deal under PySolFC 1: %v", err)
	}
}

func mustPreset(t *testing.T, name string) canfield.Rules {
	t.Helper()
	r, err := canfield.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
