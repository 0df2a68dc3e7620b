package main

// The page's words for the session's messages that a terminal words with
// commands and paths: the page names its own buttons, and a record file
// by its name alone.

import (
	"fmt"
	"io"
	"path/filepath"
)

// pageFace is the face of a game played from the page.
type pageFace struct{}

func (pageFace) fileName(path string) string { return filepath.Base(path) }

func (pageFace) fixSlip(string) string {
	return "if it was entered wrong there, tap that card and the card it really is (More, Fix a card)"
}

func (pageFace) fixAtDeal() string {
	return "A card entered at the deal is corrected by tapping it (More, Fix a card)."
}

func (pageFace) fixForced(_, _ string, swap bool) string {
	if swap {
		return "To swap the two cards (cutting the game back where the change breaks a move), fix it again with “Cut the game back” ticked."
	}
	return "Nothing changed; to cut the game back to before that move, fix it again with “Cut the game back” ticked."
}

func (pageFace) recordEnded(path, res, _ string) string {
	return fmt.Sprintf("%s: the game has ended (%s): there is nothing to go on with", filepath.Base(path), res)
}

func (pageFace) saveTakesNoName() string {
	return "The game is saved there after every move, under that name alone."
}

func (pageFace) resignHow() string {
	return "Resign (under More) ends the game (it goes into your history as abandoned)"
}

// stopped says nothing: the page shows the end of a game itself, from
// the state it is sent (the result, the deal code, the review).
func (pageFace) stopped(*session, io.Writer, bool) {}

// WholeLines tells the session's text helpers not to wrap what the page
// is sent: the page wraps it at its own width.
func (b *syncBuffer) WholeLines() {}
