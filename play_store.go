package main

// Where a game is saved, and what happens when it cannot be.

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"canfield/notation"
)

// openOut opens the session's record file: the one given with --out (the
// game is added after the games it holds), or a new file named for the
// time in the data directory.
func (s *session) openOut() (err error) {
	if s.out != "" {
		s.file, err = openRecordFile(s.out, forAdd)
		if err == nil && s.resumed != "" {
			// --resume F --out G: G takes the game, F stays.
			sayf(s.env.Stdout, "The game goes on in %s, saved after every move; %s keeps it as it was.", s.words().fileName(s.out), s.words().fileName(s.resumed))
		}
		if err == nil && len(s.file.games) > 0 {
			sayf(s.env.Stdout, "%s holds %s; this game is added as game %d.", s.words().fileName(s.out), plural(len(s.file.games), "game"), len(s.file.games)+1)
		}
		return err
	}
	s.file, err = newRecordFile(filepath.Join(dataDir(), "games"), time.Now())
	if err != nil {
		return err
	}
	s.out = s.file.name
	sayf(s.env.Stdout, "The game is saved to %s after every move.", s.words().fileName(s.out))
	return nil
}

// saveFailedError is a save that failed with no other file to go to: the
// game lives only in memory, and text is its record.
type saveFailedError struct {
	err  error
	text string
}

func (e *saveFailedError) Error() string { return e.err.Error() }
func (e *saveFailedError) Unwrap() error { return e.err }

// write saves the game's record text. When the file cannot be written (a
// full disk, a folder made read-only), the game stays in memory and the
// player, at a terminal, is asked for another file; a script stops there.
func (s *session) write(text string) error {
	var err error
	if s.file.changedOnDisk() {
		// Saving would overwrite what was written there (by hand, in an
		// editor): the game goes to a new file beside it instead.
		nf, berr := s.file.beside()
		if berr == nil {
			sayf(s.env.Stdout, "%s was changed on disk since this game last saved it; it is left as it is, and the game is saved to %s from now on, so that neither is lost.", s.words().fileName(s.out), s.words().fileName(nf.name))
			s.file.close()
			s.file, s.out = nf, nf.name
		} else {
			err = fmt.Errorf("%s was changed on disk since this game last saved it, and no file beside it could be made (%w)", s.out, berr)
		}
	}
	if err == nil {
		err = s.file.write(text)
	}
	if err == nil {
		return nil
	}
	sayf(s.env.Stdout, "Could not save the game: %s.\nThe game is kept in memory: nothing you entered is lost.", escapeTerm(err.Error()))
	if s.script {
		return &saveFailedError{err, text}
	}
	label := "Save to another file (a path; Enter to try the same file again):"
	if s.saveDir != "" {
		label = "Save to another file (a name in the records folder; Enter to try the same file again):"
	}
	for {
		ans, perr := s.p.Line(label)
		if perr != nil {
			return &saveFailedError{err, text}
		}
		if notFileName(ans) {
			// Typed ahead, a card or move meant for the table would
			// otherwise become the name of a file.
			fmt.Fprintf(s.env.Stdout, "%q is a card or a move, not a file name: the game is not saved yet. Type a path (e.g. game.cfr), or Enter to try the same file again.\n", escapeTerm(ans))
			continue
		}
		if ans != "" {
			rf, name, oerr := s.openSaveAs(ans)
			if oerr != nil {
				fmt.Fprintf(s.env.Stdout, "%s.\n", escapeLines(oerr.Error()))
				continue
			}
			s.file.close()
			s.file, s.out = rf, name
		}
		if err = s.file.write(text); err == nil {
			fmt.Fprintf(s.env.Stdout, "Saved to %s; the game is saved there from now on.\n", s.words().fileName(s.out))
			return nil
		}
		sayf(s.env.Stdout, "Could not save the game: %s.", escapeTerm(err.Error()))
	}
}

// openSaveAs opens the file an answer to "Save to another file" names,
// and returns it with the name to call it by: at the terminal the path
// typed; on the page a name in saveDir alone, its links kept inside the
// folder, where an error opening it quotes none of its text. A name
// without an extension there is given .cfr, the records' own, by which
// the games list and "latest" find it.
func (s *session) openSaveAs(ans string) (*recordFile, string, error) {
	if s.saveDir == "" {
		rf, err := openRecordFile(expandHome(ans), forAdd)
		return rf, ans, err
	}
	if filepath.Ext(ans) == "" {
		ans += ".cfr"
	}
	path, err := confinedRecord(s.saveDir, ans)
	if err != nil {
		return nil, "", fmt.Errorf("%w; type a name such as game.cfr, saved in the records folder", err)
	}
	rf, err := openRecordFile(path, forAdd)
	if err != nil {
		return nil, "", withoutRecordText(ans, err)
	}
	return rf, path, nil
}

// notFileName reports whether an answer to "Save to another file" is a
// card or a line of moves rather than a path.
func notFileName(ans string) bool {
	if ans == "" || strings.ContainsAny(ans, "/.\\") {
		return false
	}
	if _, err := notation.ParseCard(ans); err == nil {
		return true
	}
	_, err := notation.ParseMoves(ans)
	return err == nil
}

// unsaved ends a session whose game could not be saved: the record goes
// to standard error, so that it is not lost, and the exit is non-zero.
func (s *session) unsaved(sf *saveFailedError) error {
	fmt.Fprintf(s.env.Stderr, "canfield: %v\nThe game was not saved; here is its record (save it to a file to resume it):\n\n%s\n", sf.err, sf.text)
	return &exitError{1, &unsavedError{sf}}
}

// unsavedError ends a session whose game could not be saved; it carries
// the save that failed, with the record's text, for a caller that runs
// sessions of its own (the page's server) to print at its stop.
type unsavedError struct{ sf *saveFailedError }

func (e *unsavedError) Error() string { return "the game could not be saved" }
func (e *unsavedError) Unwrap() error { return e.sf }

// refused tells the player why an answer is refused: at a terminal with
// long, and the game goes on; in a script with short, and the script stops
// there (a refusedError naming the line), the game saved as it stands.
func (s *session) refused(short, long string) error {
	return s.refusedAt(s.inputLine(), short, long)
}

// refusedAt is refused for an answer read at line (see inputLine).
func (s *session) refusedAt(line int, short, long string) error {
	if lp, ok := s.p.(*linePrompter); ok && lp.script {
		return lp.refuseAt(line, short)
	}
	// The move syntax's reminder runs to some 190 columns: it is wrapped
	// at the terminal's width, not broken in the middle of a word.
	fmt.Fprintln(s.env.Stdout, hang("", long, textWidth(s.env.Stdout)))
	return nil
}

// inputLine is the number of the line of input last read (0 at a
// terminal).
func (s *session) inputLine() int {
	if lp, ok := s.p.(*linePrompter); ok {
		return lp.line
	}
	return 0
}
