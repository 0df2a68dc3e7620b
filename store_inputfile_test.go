package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestMissingFileOneMessage: every command given a file that is not there
// (or a directory) says so in one sentence naming the file as given, with
// the exit code of bad input, not an os error ("stat ...: no such file or
// directory") nor kong's usage error (exit 80).
func TestMissingFileOneMessage(t *testing.T) {
	t.Setenv("CANFIELD_HOME", t.TempDir())
	t.Chdir(t.TempDir())
	for _, args := range [][]string{
		{"play", "--resume", "nope.cfr"},
		{"hint", "nope.cfr"},
		{"replay", "nope.cfr"},
		{"analyze", "nope.cfr"},
		{"export", "--format", "deal", "nope.cfr"},
		{"import", "nope.cfr"},
		{"summary", "nope.cfr"},

		{"solve", "nope.cfr"},
	} {
		var out, errb bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
		if want := "canfield: nope.cfr: no such file\n"; code != 2 || errb.String() != want {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", args, code, errb.String(), want)
		}
	}
	for _, args := range [][]string{{"replay", "."}, {"hint", "."}, {"summary", "."}, {"import", "."}, {"solve", "."}} {
		var out, errb bytes.Buffer
		code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
		if want := "canfield: . is a directory, not a file\n"; code != 2 || errb.String() != want {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", args, code, errb.String(), want)
		}
	}
}
