package main

// Deal codes as the end of a game and the review print them.

import (
	"fmt"

	"canfield/canfield"
	"canfield/notation"
)

// dealCodeText is the deal code of a whole deal, or "" when it is not known.
func dealCodeText(r canfield.Rules, deal []canfield.Card) string {
	if deal == nil {
		return ""
	}
	code, err := notation.FormatCode(r, deal)
	if err != nil {
		return ""
	}
	return code
}

// codeLine says a deal's code and the command that deals it again.
func codeLine(code string, r canfield.Rules) string {
	return fmt.Sprintf("Deal code: %s ('%s play --code %s%s' deals these cards again)", code, invocation(), code, rulesFlagFor(r))
}

// rulesFlagFor is the --rules flag that deals a game under r again
// (" --rules storehouse"), or "" for classic.
func rulesFlagFor(r canfield.Rules) string {
	if r.Name == "classic" {
		return ""
	}
	if r.Name != "" {
		return " --rules " + shellQuote(r.Name)
	}
	return " --rules " + shellQuote(notation.FormatRules(r))
}
