package tracker

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// TestNotationAgreesWithTheTracker plays random games through the tracker
// under every preset and writes each as a record without the cards never
// seen. notation's reader, which follows deal positions by counting alone
// (see notation's package comment), must read the record back, checking
// every reveal, and Record.Known must put each revealed card where the
// tracker saw it; the whole deal given back (the seed's) must be what
// Record.WholeDeal returns.
func TestNotationAgreesWithTheTracker(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	names := canfield.PresetNames()
	rng := rand.New(rand.NewPCG(12, 5))
	for gi := range games {
		r, _ := canfield.Preset(names[gi%len(names)])
		seed := uint64(900 + gi)
		deal := canfield.ShuffledDeal(r, seed)
		g, err := New(r)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 300; step++ {
			for {
				req, ok := g.Need()
				if !ok {
					break
				}
				if err := g.Enter(deal[req.Pos]); err != nil {
					t.Fatalf("%s seed %d: %v", r.Name, seed, err)
				}
			}
			moves := g.LegalMoves()
			if len(moves) == 0 || g.Won() {
				break
			}
			if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		rec := g.Record(false)
		text, err := notation.FormatRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		back, err := notation.ParseRecord(text)
		if err != nil {
			t.Fatalf("%s seed %d: notation refuses the tracker's record: %v\n%s", r.Name, seed, err, text)
		}
		// Every revealed card back in the setup, at the tracker's position.
		for i := range back.Setup {
			if !canfield.DealLayout(r).FaceUp(r, i) {
				back.Setup[i] = canfield.NoCard
			}
		}
		known, ok := back.Known()
		if want := g.KnownDeal(); !ok || !slices.Equal(known, want) {
			t.Fatalf("%s seed %d: notation knows\n%v (%v), the tracker\n%v", r.Name, seed, notation.FormatDeal(known), ok, notation.FormatDeal(want))
		}
		back.Set(notation.TagSeed, strconv.FormatUint(seed, 10))
		whole, complete, err := back.WholeDeal()
		if err != nil || !complete || !slices.Equal(whole, deal) {
			t.Fatalf("%s seed %d: WholeDeal = %v, %v, %v; want the seed's deal", r.Name, seed, notation.FormatDeal(whole), complete, err)
		}
	}
}
