package main

import (
	"strings"
	"testing"
	"text/template"

	"github.com/fatih/color"
)

// TestMenuLabelKeepsAQuestionsMark: a menu's question ends in its own
// mark, a label without one in a colon ("Cards at hand?" was drawn
// "Cards at hand?:").
func TestMenuLabelKeepsAQuestionsMark(t *testing.T) {
	defer func(was bool) { color.NoColor = was }(color.NoColor)
	color.NoColor = true
	tm := menuTemplates()
	tpl, err := template.New("label").Funcs(tm.FuncMap).Parse(tm.Label)
	if err != nil {
		t.Fatal(err)
	}
	for label, want := range map[string]string{
		"Give the game up?":  "? Give the game up? ",
		"Choose a move":      "? Choose a move: ",
		"Card for column 1:": "? Card for column 1: ",
	} {
		var b strings.Builder
		if err := tpl.Execute(&b, label); err != nil || b.String() != want {
			t.Errorf("label %q drawn %q (%v), want %q", label, b.String(), err, want)
		}
	}
}
