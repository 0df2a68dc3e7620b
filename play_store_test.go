package main

import "testing"

// TestNotFileName tells a card or moves typed ahead from a path.
func TestNotFileName(t *testing.T) {
	for ans, want := range map[string]bool{"7h": true, "Q♠": true, "d": true, "wf 13": true, "game.cfr": false, "saves/g": false, "": false, "mygame": false} {
		if got := notFileName(ans); got != want {
			t.Errorf("notFileName(%q) = %v, want %v", ans, got, want)
		}
	}
}
