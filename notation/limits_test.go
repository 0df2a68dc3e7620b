package notation

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
)

// limitRecord is a classic record with n moves of d (a draw, always
// writable) and the tags given.
func limitRecord(n int, tags ...Tag) *Record {
	r := &Record{Rules: canfield.Classic, Setup: make([]canfield.Card, canfield.Classic.DealSize()), Tags: tags}
	for range n {
		r.Moves = append(r.Moves, MoveEntry{Move: canfield.DealMove})
	}
	return r
}

// TestWriterKeepsReadersLimits writes a record at each limit, which must
// read back, and one past it, which the writer must refuse naming the
// limit: a record the writer makes is always one the readers take.
func TestWriterKeepsReadersLimits(t *testing.T) {
	longTag := strings.Repeat("n", MaxLineBytes-len(`[Player ""]`))
	manyTags := func(n int) []Tag {
		var ts []Tag
		for i := range n {
			ts = append(ts, Tag{Name: "T" + strings.Repeat("a", i+1), Value: "v"})
		}
		return ts
	}
	for _, tc := range []struct {
		name     string
		at, past *Record
		want     string
	}{
		{"tag line", limitRecord(1, Tag{TagPlayer, longTag}), limitRecord(1, Tag{TagPlayer, longTag + "n"}), "longer than the 65536 bytes a line may hold"},
		{"quoted tag line", limitRecord(1, Tag{TagPlayer, strings.Repeat(`"`, (MaxLineBytes-len(`[Player ""]`))/2)}),
			limitRecord(1, Tag{TagPlayer, strings.Repeat(`"`, (MaxLineBytes-len(`[Player ""]`))/2+1)}), "a line may hold"},
		{"moves", limitRecord(MaxMoves), limitRecord(MaxMoves + 1), "more than the 20000 a game may hold"},
		{"tags", limitRecord(1, manyTags(MaxTags)...), limitRecord(1, manyTags(MaxTags+1)...), "more than the 100 a record may hold"},
		{"game comment", withComment(limitRecord(1), strings.Repeat("c", MaxCommentBytes)), withComment(limitRecord(1), strings.Repeat("c", MaxCommentBytes+1)), "a comment may hold"},
		{"move comment", withMoveComment(limitRecord(1), strings.Repeat("c", MaxCommentBytes)), withMoveComment(limitRecord(1), strings.Repeat("c", MaxCommentBytes+1)), "move 1's comment"},
		{"tag with a line break", limitRecord(1, Tag{TagPlace, "a"}), limitRecord(1, Tag{TagPlace, "a\rb"}), "line break"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text, err := FormatRecord(tc.at)
			if err != nil {
				t.Fatalf("at the limit: %v", err)
			}
			back, err := ParseRecord(text)
			if err != nil {
				t.Fatalf("written at the limit, read back: %v", err)
			}
			if len(back.Moves) != len(tc.at.Moves) || len(back.Tags) != len(tc.at.Tags) || back.Comment != tc.at.Comment {
				t.Fatalf("read back %d moves, %d tags, want %d, %d", len(back.Moves), len(back.Tags), len(tc.at.Moves), len(tc.at.Tags))
			}
			_, err = FormatRecord(tc.past)
			if !errors.Is(err, ErrUnwritable) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("past the limit: error %v, want ErrUnwritable naming %q", err, tc.want)
			}
		})
	}
}

func withComment(r *Record, c string) *Record { r.Comment = c; return r }

func withMoveComment(r *Record, c string) *Record { r.Moves[0].Comment = c; return r }

// TestReaderRefusesPastLimits reads texts past the limits a writer keeps.
func TestReaderRefusesPastLimits(t *testing.T) {
	var tags strings.Builder
	for i := range MaxTags + 1 {
		tags.WriteString("[T" + strings.Repeat("a", i+1) + " \"v\"]\n")
	}
	for _, tc := range []struct{ name, text, want string }{
		{"tags", tags.String() + "d\n", "line 101, column 2: tag 101: too many tags"},
		{"comment", "[Result \"*\"]\nd {" + strings.Repeat("c\n", MaxCommentBytes/2+1) + "}\n", "line 2, column 3: comment too long"},
		{"comments of a move", "[Result \"*\"]\nd {" + strings.Repeat("c", MaxCommentBytes/2) + "} {" + strings.Repeat("c", MaxCommentBytes/2) + "}\n", "comment too long"},
		{"game comments", "[Result \"*\"]\n{" + strings.Repeat("c", MaxCommentBytes/2) + "}\n{" + strings.Repeat("c", MaxCommentBytes/2) + "}\nd\n", "line 3, column 1: comment too long"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseRecord(tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want it to hold %q", err, tc.want)
			}
		})
	}
}

// TestFileLimits checks the limits of a file of several games, on the
// writer's side (FormatRecords, CheckFile) and the reader's (a text past
// MaxFileBytes stops with "file too large" at the line reached).
func TestFileLimits(t *testing.T) {
	recs := make([]*Record, MaxGames+1)
	for i := range recs {
		recs[i] = limitRecord(0, Tag{TagResult, ResultInProgress})
	}
	if _, err := FormatRecords(recs); !errors.Is(err, ErrUnwritable) || !strings.Contains(err.Error(), "10000 a record file may hold") {
		t.Errorf("FormatRecords of %d games: %v", len(recs), err)
	}
	if err := CheckFile(2, MaxFileMoves+1, 10); err == nil || !strings.Contains(err.Error(), "1000000 a record file may hold") {
		t.Errorf("CheckFile past MaxFileMoves: %v", err)
	}
	if err := CheckFile(MaxGames, MaxFileMoves, MaxFileBytes); err != nil {
		t.Errorf("CheckFile at every limit: %v", err)
	}
	// Lines of one blank each: MaxFileBytes of them is legal (no record),
	// one more byte is too large.
	line := strings.Repeat(" ", 1023) + "\n"
	n := MaxFileBytes / len(line)
	if _, err := ParseRecords(strings.NewReader(strings.Repeat(line, n))); err != nil {
		t.Fatalf("%d bytes of blank lines: %v", n*len(line), err)
	}
	_, err := ParseRecords(strings.NewReader(strings.Repeat(line, n) + "\n"))
	if err == nil || !strings.Contains(err.Error(), "file too large") || !strings.Contains(err.Error(), "line 65537,") {
		t.Fatalf("one byte past MaxFileBytes: %v", err)
	}
}

// TestWholeDealChecksTheSeedOfAFullSetup: a setup that gives every card
// must still agree with its Seed tag.
func TestWholeDealChecksTheSeedOfAFullSetup(t *testing.T) {
	r := NewRecord(canfield.Classic)
	copy(r.Setup, canfield.ShuffledDeal(canfield.Classic, 1))
	r.Set(TagSeed, "1")
	if _, complete, err := r.WholeDeal(); err != nil || !complete {
		t.Fatalf("seed 1's own deal: complete %v, %v", complete, err)
	}
	r.Set(TagSeed, "2")
	if _, _, err := r.WholeDeal(); err == nil || !strings.Contains(err.Error(), "but the deal of seed 2 has") {
		t.Fatalf("seed 1's deal under a Seed tag of 2: %v", err)
	}
}

// TestTagLineRefusesBadNames: a tag the reader would refuse is refused by
// the writer, the empty name among them (written as `[ "0"]`, it made the
// file unreadable).
func TestTagLineRefusesBadNames(t *testing.T) {
	for _, name := range []string{"", " ", "1abc", "a b", "é", "Tag]"} {
		if line, err := TagLine(name, "v"); err == nil || !errors.Is(err, ErrUnwritable) {
			t.Errorf("TagLine(%q) = %q, %v; want refused as unwritable", name, line, err)
		}
	}
	for _, name := range []string{"Player", "X_1", "a9"} {
		if _, err := TagLine(name, "v"); err != nil {
			t.Errorf("TagLine(%q): %v", name, err)
		}
		rec := NewRecord(canfield.Classic)
		rec.Set(name, "v")
		text, err := FormatRecords([]*Record{rec})
		if err != nil {
			t.Errorf("tag %q: %v", name, err)
			continue
		}
		recs, err := ParseRecords(strings.NewReader(text))
		if err != nil || len(recs) != 1 {
			t.Errorf("tag %q written as\n%s\ndoes not read back: %v", name, text, err)
			continue
		}
		if v, ok := recs[0].Get(name); !ok || v != "v" {
			t.Errorf("tag %q reads back as %q, %v", name, v, ok)
		}
	}
}
