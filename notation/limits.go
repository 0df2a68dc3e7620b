package notation

import (
	"fmt"
	"strings"
)

// The limits of the record text form, the same for the writer and the
// readers: FormatRecord and FormatRecords refuse a record that breaks one
// (an error wrapping ErrUnwritable and naming the limit), and
// RecordScanner stops at one, so that whatever is written reads back, and
// no input, however long, is held whole in memory.
const (
	// MaxFileBytes is the largest record file: a text of several games,
	// read or written, holds at most this many bytes. It is also the
	// largest legal record.
	MaxFileBytes = 64 << 20
	// MaxLineBytes is the longest line a record may hold, its line end
	// aside (the writer wraps moves at 79 columns; a tag line holds its
	// name and quoted value).
	MaxLineBytes = 64 << 10
	// MaxTags is the most tags one record may hold.
	MaxTags = 100
	// MaxCommentBytes is the longest comment: the game's comment, or the
	// comments of one move together.
	MaxCommentBytes = 32 << 10
	// MaxMoves is the most moves one game may hold.
	MaxMoves = 20000
	// MaxGames is the most games one text may hold.
	MaxGames = 10000
	// MaxFileMoves is the most moves all the games of one text may hold.
	MaxFileMoves = 1000000
)

// TagLine returns the line that writes tag name with value, as
// FormatRecord writes it, or an error wrapping ErrUnwritable naming what
// in it the text form cannot hold (a line break, a line longer than
// MaxLineBytes, a bad name). A program can check a tag given on its
// command line with it before any file is touched.
func TagLine(name, value string) (string, error) {
	if name == "" || tagNameRE.FindString(name) != name {
		return "", unwritable("tag name %q is not a letter followed by letters, digits or _", clip(name))
	}
	if strings.ContainsAny(value, "\r\n") {
		return "", unwritable("tag %s: a value cannot hold a line break", name)
	}
	line := "[" + name + " " + quoteTag(value) + "]"
	if len(line) > MaxLineBytes {
		return "", unwritable("tag %s: its line would be %d bytes, longer than the %d bytes a line may hold", name, len(line), MaxLineBytes)
	}
	return line, nil
}

// CheckFile reports whether a record file of games games holding moves
// moves in all and size bytes keeps the limits every reader keeps
// (MaxGames, MaxFileMoves, MaxFileBytes): a program adding a game to a
// file checks the file it would write before writing it. The error wraps
// ErrUnwritable and names the limit.
func CheckFile(games, moves int, size int64) error {
	switch {
	case games > MaxGames:
		return unwritable("%d games in one file, more than the %d a record file may hold (split the file)", games, MaxGames)
	case moves > MaxFileMoves:
		return unwritable("%d moves in the games of one file, more than the %d a record file may hold (split the file)", moves, MaxFileMoves)
	case size > MaxFileBytes:
		return unwritable("%d bytes, more than the %d MiB a record file may hold (split the file)", size, MaxFileBytes>>20)
	}
	return nil
}

// checkLimits reports which of the limits r breaks as one record.
func checkLimits(r *Record) error {
	if len(r.Tags) > MaxTags {
		return unwritable("%d tags, more than the %d a record may hold", len(r.Tags), MaxTags)
	}
	if len(r.Moves) > MaxMoves {
		return unwritable("%d moves, more than the %d a game may hold", len(r.Moves), MaxMoves)
	}
	if len(r.Comment) > MaxCommentBytes {
		return unwritable("the game comment is %d bytes, longer than the %d bytes a comment may hold", len(r.Comment), MaxCommentBytes)
	}
	for i, e := range r.Moves {
		if len(e.Comment) > MaxCommentBytes {
			return unwritable("move %d's comment is %d bytes, longer than the %d bytes a comment may hold", i+1, len(e.Comment), MaxCommentBytes)
		}
	}
	return nil
}

// tooLarge is the error of a text longer than MaxFileBytes.
func tooLarge(line int) error {
	return &RecordError{Pos: Pos{Line: line, Col: 1}, Msg: fmt.Sprintf("file too large: more than %d MiB", MaxFileBytes>>20),
		Expected: "a record file of at most " + fmt.Sprint(MaxFileBytes>>20) + " MiB (split it)"}
}
