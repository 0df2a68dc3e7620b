package main

import (
	"fmt"

	"canfield/hint/study"
)

// SummaryCmd merges the JSON lines of solve and sim runs (shards of one
// study, run anywhere) into the summary one run over all of them prints.
type SummaryCmd struct {
	Files []string `arg:"" help:"JSON-lines outputs of 'solve --json' or 'solve --out', and 'sim --out' or 'sim --json --per-game' (- for stdin)."`
}

// Run reads every file, checks that no deal or game appears twice, and
// prints one summary per rule set (per player and rule set for sim).
func (c *SummaryCmd) Run(env *Env) error {
	for i, a := range c.Files {
		for _, b := range c.Files[:i] {
			// A glob and a name for one file would count every deal twice,
			// as overlapping shards do.
			if a == b && a != "-" {
				return &exitError{2, fmt.Errorf("%s is given twice: give each file once", a)}
			}
			if a != b && sameFile(a, b) {
				return &exitError{2, fmt.Errorf("%s and %s are the same file: give it once", b, a)}
			}
		}
	}
	var m study.Merge
	for _, name := range c.Files {
		if err := readMerged(env, &m, name); err != nil {
			return err
		}
	}
	if m.Empty() {
		return fmt.Errorf("no deal or game records in %s", study.JoinAnd(c.Files))
	}
	return m.Write(env.Stdout, env.Stderr)
}

// readMerged reads one file ("-": stdin) into the merge.
func readMerged(env *Env, m *study.Merge, name string) error {
	if name == "-" {
		return m.Read("stdin", env.Stdin)
	}
	f, err := openInput(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return m.Read(name, f)
}
