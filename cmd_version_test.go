package main

import (
	"strings"
	"testing"
)

func TestVersion(t *testing.T) {
	code, out, errOut := runMain(t, "version")
	if code != 0 || errOut != "" || !strings.HasPrefix(out, "canfield ") || strings.Count(out, "\n") != 1 {
		t.Errorf("version: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
