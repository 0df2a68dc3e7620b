package main

import (
	"fmt"
	"strings"

	"canfield/canfield"
)

// RulesCmd lists or describes the rule presets.
type RulesCmd struct {
	Preset string `arg:"" optional:"" help:"A preset to describe; without it, all are listed."`
}

// Run lists the presets or describes one.
func (c *RulesCmd) Run(env *Env) error {
	// The summaries run to 230 columns: wrapped at the terminal's width.
	width := textWidth(env.Stdout)
	if c.Preset == "" {
		for _, name := range canfield.PresetNames() {
			label := name
			if a := canfield.PresetAliases(name); len(a) > 0 {
				label += " (" + strings.Join(a, ", ") + ")"
			}
			fmt.Fprintln(env.Stdout, hang(fmt.Sprintf("%-28s ", label), canfield.PresetSummary(name), width))
		}
		fmt.Fprintln(env.Stdout, "\n'canfield rules PRESET' describes one preset in full.")
		return nil
	}
	r, err := canfield.Preset(c.Preset)
	if err != nil {
		return &exitError{2, err}
	}
	fmt.Fprintf(env.Stdout, "%s\n\n", hang("", r.Name+": "+canfield.PresetSummary(r.Name), width))
	for _, line := range r.Describe() {
		fmt.Fprintln(env.Stdout, hang("  ", line, width))
	}
	return nil
}
