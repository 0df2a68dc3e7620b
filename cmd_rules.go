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
	if c.Preset == "" {
		for _, name := range canfield.PresetNames() {
			label := name
			if a := canfield.PresetAliases(name); len(a) > 0 {
				label += " (" + strings.Join(a, ", ") + ")"
			}
			fmt.Fprintf(env.Stdout, "%-28s %s\n", label, canfield.PresetSummary(name))
		}
		fmt.Fprintln(env.Stdout, "\n'canfield rules PRESET' describes one preset in full.")
		return nil
	}
	r, err := canfield.Preset(c.Preset)
	if err != nil {
		return &exitError{2, err}
	}
	fmt.Fprintf(env.Stdout, "%s: %s\n\n", r.Name, canfield.PresetSummary(r.Name))
	for _, line := range r.Describe() {
		fmt.Fprintln(env.Stdout, "  "+line)
	}
	return nil
}
