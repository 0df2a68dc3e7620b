package notation

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"canfield/canfield"
)

// FuzzWriteRecords writes random records, one to three random legal games
// of random presets with random tag names and values and comments, and
// reads them back: whatever the writer accepts, the reader reads to the
// same records; whatever it refuses, it refuses as ErrUnwritable, with a
// reason.
func FuzzWriteRecords(f *testing.F) {
	f.Add(uint64(1), uint8(2), uint16(40), "Note", "a value", "a comment")
	f.Add(uint64(7), uint8(0), uint16(0), "X_1", `quote " and \ backslash`, "")
	f.Add(uint64(9), uint8(3), uint16(300), "Bad name", "line\nbreak", "brace } in it")
	f.Add(uint64(3), uint8(1), uint16(5), "Event", "\x1b[2J\u202e", "  spaces  ")
	f.Fuzz(func(t *testing.T, seed uint64, games uint8, moves uint16, tagName, tagValue, comment string) {
		rng := rand.New(rand.NewPCG(seed, 99))
		names := canfield.PresetNames()
		var recs []*Record
		for g := range int(games)%3 + 1 {
			r, _ := canfield.Preset(names[rng.IntN(len(names))])
			p := play(t, r, seed+uint64(g), rng, int(moves)%400)
			rec := NewRecord(r)
			rec.Set(TagResult, ResultInProgress)
			rec.Set(TagSeed, "1")
			rec.Set(tagName, tagValue)
			rec.Set("Note", tagValue+comment)
			for k, c := range p.deal {
				if g%2 == 0 || p.seen.Has(c) {
					rec.Setup[k] = c
				}
			}
			rec.Comment = comment
			for i, e := range p.moves {
				switch rng.IntN(8) {
				case 0:
					e.Comment = comment
				case 1:
					e.Mark = Marks[rng.IntN(len(Marks))]
				case 2:
					e.Win, e.HasWin = rng.Float64(), true
				}
				if i == 0 && rng.IntN(2) == 0 {
					e.Comment = tagValue
				}
				rec.Moves = append(rec.Moves, e)
			}
			recs = append(recs, rec)
		}
		text, err := FormatRecords(recs)
		if err != nil {
			if !errors.Is(err, ErrUnwritable) || len(strings.TrimSpace(err.Error())) < len("record cannot be written: x") {
				t.Fatalf("refused without a reason: %v", err)
			}
			return
		}
		back, err := ParseRecords(strings.NewReader(text))
		if err != nil {
			t.Fatalf("written, then not read: %v\n%s", err, text)
		}
		if len(back) != len(recs) {
			t.Fatalf("%d records written, %d read", len(recs), len(back))
		}
		for i := range recs {
			if !reflect.DeepEqual(withoutPos(back[i]), withoutPos(recs[i])) {
				t.Fatalf("record %d reads back differently:\nwrote %+v\nread  %+v\n%s", i+1, recs[i], back[i], text)
			}
		}
	})
}
