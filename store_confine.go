package main

// The records folder, for a request from the page: a file is named by its
// name alone, found inside the folder after its links are followed, and
// an error about a record never quotes a byte of it.

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"canfield/notation"
)

// recordsDir is the folder the games of the data directory are saved in,
// a dated file each.
func recordsDir() string { return filepath.Join(dataDir(), "games") }

// errNotARecordName refuses a name that is a path, hidden, or not
// printable: a request names a record of the folder, nothing else.
var errNotARecordName = errors.New("not the name of a record file of the records folder")

// recordName checks that name is a plain file name: no folder in it
// (neither / nor \), not . or .., not hidden (the folder's lock and
// temporary files start with a dot), not ~, printable, at most 255 bytes.
func recordName(name string) error {
	switch {
	case name == "" || len(name) > 255:
		return errNotARecordName
	case strings.ContainsAny(name, `/\`) || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "~"):
		return errNotARecordName
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return errNotARecordName
		}
	}
	return nil
}

// confinedRecord returns the file name names inside dir, its links
// followed, refusing a name that is not plain (recordName) and a link that
// leads out of dir or nowhere. The file need not exist (a file to save to);
// dir is taken with its own links followed, as the player set it up.
// Errors quote name, never the content of any file.
func confinedRecord(dir, name string) (string, error) {
	if err := recordName(name); err != nil {
		return "", fmt.Errorf("%q is %w", clipAnswer(name), err)
	}
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("the records folder %s: %w", dir, unwrapPath(err))
		}
		real = filepath.Clean(dir) // not made yet: no link in it
	}
	p := filepath.Join(real, name)
	fi, err := os.Lstat(p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return p, nil
	case err != nil:
		return "", fmt.Errorf("%q in the records folder: %w", clipAnswer(name), unwrapPath(err))
	case fi.Mode()&fs.ModeSymlink == 0:
		return p, nil
	}
	to, err := filepath.EvalSymlinks(p)
	if err != nil || filepath.Dir(to) != real {
		return "", fmt.Errorf("%q is a link to a file outside the records folder (or to none); only the folder's own records are taken", clipAnswer(name))
	}
	return to, nil
}

// withoutRecordText words err, met reading the record file name, so that
// it quotes none of the file's text: a record that does not read (whose
// error quotes the offending word) is said to be one, with the place of
// the fault; other errors are returned as they are.
func withoutRecordText(name string, err error) error {
	if err == nil {
		return nil
	}
	var re *notation.RecordError
	if errors.As(err, &re) {
		return fmt.Errorf("%s does not read as a game record (at %s); 'canfield replay %s' at the terminal says what is wrong", name, re.Pos, shellQuote(name))
	}
	if errors.Is(err, notation.ErrSyntax) {
		return fmt.Errorf("%s does not read as a game record; 'canfield replay %s' at the terminal says what is wrong", name, shellQuote(name))
	}
	return err
}
