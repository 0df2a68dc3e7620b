package main

// The review's two kinds of costly decision: one the player could see
// from the cards known then, one only the whole deal shows.

import (
	"fmt"

	"canfield/hint"
)

// costKind says whether a costly decision's cost could be seen from what
// the player knew, or only with every card known.
func costKind(d hint.Decision) string {
	if d.Visible() {
		return "could be seen"
	}
	return "only with every card known"
}

// costCounts says how many of the game's costly decisions could be seen
// from what the player knew, and how many only with every card known.
func costCounts(rev *hint.Review) string {
	all, seen := rev.Costliest(len(rev.Decisions)), 0
	for _, d := range all {
		if d.Visible() {
			seen++
		}
	}
	return fmt.Sprintf("Of the %s, %d could be seen from what you knew then, %d only with every card known.", plural(len(all), "costly decision"), seen, len(all)-seen)
}
