package main

// Reading the cards typed on one line at a card prompt.

import (
	"strings"

	"canfield/canfield"
	"canfield/notation"
)

// cardTokens splits a line typed at a card prompt into the cards on it,
// a rank and a suit apart ("K ♣") counting as one card. bad is the first
// word that is no card, if any: the cards before it are in toks.
func cardTokens(ans string) (toks []string, bad string) {
	f := strings.Fields(ans)
	for i := 0; i < len(f); i++ {
		if _, err := notation.ParseCard(f[i]); err == nil {
			toks = append(toks, f[i])
			continue
		}
		if i+1 < len(f) {
			if _, err := notation.ParseCard(f[i] + f[i+1]); err == nil {
				toks = append(toks, f[i]+f[i+1])
				i++
				continue
			}
		}
		return toks, f[i]
	}
	return toks, ""
}

// typedCard reads the card typed at a card prompt. A space between rank
// and suit ("7 h", "10 ♥") is how many players type a card they read off
// the table, and nothing else reads that way, so it counts as the card.
func typedCard(ans string) (canfield.Card, error) {
	if toks, bad := cardTokens(ans); len(toks) == 1 && bad == "" {
		return notation.ParseCard(toks[0])
	}
	return notation.ParseCard(ans)
}
