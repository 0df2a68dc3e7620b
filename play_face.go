package main

// The face a game is played at words a few of the session's messages its
// own way: a terminal names the commands to type and the record file's
// path; the page names its buttons and shows no path and no command.

import (
	"fmt"
	"io"
)

// face words the session's messages that differ between the faces a game
// is played at. The session states the fact; the face says it.
type face interface {
	// fileName names a record file in a message.
	fileName(path string) string
	// fixSlip says how to put card X at the place where card c was
	// entered, when c was typed there by mistake.
	fixSlip(c string) string
	// fixAtDeal says how a card typed at the deal is corrected.
	fixAtDeal() string
	// fixForced says how to make a correction the rules refused: cut the
	// game back to before the move it breaks, or (swap) swap the two
	// cards; old and nw are the cards of the correction.
	fixForced(old, nw string, swap bool) string
	// recordEnded refuses to go on with the game of record file path, which
	// has ended (res); terminal is the refusal in a terminal's words, with
	// the commands that show the game or add a new one.
	recordEnded(path, res, terminal string) string
	// saveTakesNoName answers save given a file name: the game has one
	// record, kept up to date after every move.
	saveTakesNoName() string
	// resignHow says how to end a game that no move wins.
	resignHow() string
	// stopped says, once the session has saved the game, where it is and
	// what comes next: how to resume it, or (ended) to review it.
	stopped(s *session, w io.Writer, ended bool)
}

// terminalFace is the face of 'canfield play': commands to type, paths.
type terminalFace struct{}

func (terminalFace) fileName(path string) string { return escapeTerm(path) }

func (terminalFace) fixSlip(c string) string {
	return fmt.Sprintf("if it was typed wrong there, 'fix %s X' puts the card X there instead", c)
}

func (terminalFace) fixAtDeal() string {
	return "A card typed at the deal is corrected with 'fix OLD NEW'."
}

func (terminalFace) fixForced(old, nw string, swap bool) string {
	if swap {
		return fmt.Sprintf("Type 'fix %s %s!' to swap the two cards (and cut the game back where the change breaks a move).", old, nw)
	}
	return fmt.Sprintf("Nothing changed; type 'fix %s %s!' to cut the game back to before that move.", old, nw)
}

func (terminalFace) recordEnded(_, _, terminal string) string { return terminal }

func (terminalFace) saveTakesNoName() string {
	return "save takes no file name: the game is saved there after every move; copy that file to keep it elsewhere, or give --out FILE when you start a game"
}

func (terminalFace) resignHow() string {
	return "'resign' ends the game (it goes into your history as abandoned)"
}

// stopped names the file and the command that goes on with the game (in
// a file of several games, naming the game when the command would take
// another one by itself), or reviews it, and the deal code of an ended
// virtual deal.
func (terminalFace) stopped(s *session, w io.Writer, ended bool) {
	if !ended {
		fmt.Fprintf(w, "Game saved to %s\nResume it with: %s play --resume %s%s\n", escapeTerm(s.out), invocation(), shellQuote(s.out), s.file.gameFlags(s.file.last()))
		return
	}
	fmt.Fprintf(w, "Game saved to %s\nReview it with: %s analyze %s%s\n", escapeTerm(s.out), invocation(), shellQuote(s.out), s.file.gameFlags(s.file.last()))
	if code := s.dealCode(); code != "" {
		sayf(w, "%s.", codeLine(code, s.g.Rules())) // wrapped as the other sentences, never inside the code
	}
}

// words is the session's face: the terminal's unless another was given.
func (s *session) words() face {
	if s.face == nil {
		return terminalFace{}
	}
	return s.face
}
