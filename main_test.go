package main

import (
	"strings"
	"testing"
)

func TestBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want []string // parts of the message on stderr
	}{
		{[]string{"deal", "--seed", "x"}, []string{"--seed", "whole number", `"x"`}},
		{[]string{"deal", "--seed=-1"}, []string{"--seed", "whole number", `"-1"`}},
		{[]string{"deal", "--seed", "18446744073709551616"}, []string{"--seed", "18446744073709551615"}},
		{[]string{"rules", "nosuch"}, []string{`unknown rules preset "nosuch"`, "known: classic", "wolter"}},
		{[]string{"deal", "--rules", "nosuch"}, []string{"--rules", `unknown rules preset "nosuch"`, "wolter"}},
		{[]string{"nosuch"}, []string{"nosuch"}},
	}
	for _, c := range cases {
		code, out, errOut := runMain(t, c.args...)
		if code == 0 {
			t.Errorf("%v: exit 0", c.args)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout", c.args, out)
		}
		if !strings.HasPrefix(errOut, "canfield: ") || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line starting canfield:", c.args, errOut)
		}
		for _, w := range c.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("%v: stderr %q does not contain %q", c.args, errOut, w)
			}
		}
	}
}

// TestNoCommandShowsTheCommands: canfield with no command lists the
// commands and says how to start a game (it said only `expected one of
// "play", "hint", ...`), on standard error with exit status 2.
func TestNoCommandShowsTheCommands(t *testing.T) {
	code, out, errOut := runCanfield(t, "")
	if code != 2 || out != "" || !strings.Contains(errOut, " play' starts a game.\nUsage: canfield <command>") ||
		!strings.Contains(errOut, "\n  play       Play a game") || strings.Contains(errOut, "expected one of") {
		t.Errorf("exit %d, stdout %q, stderr:\n%s", code, out, errOut)
	}
}
