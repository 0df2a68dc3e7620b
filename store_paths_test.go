package main

import (
	"path/filepath"
	"testing"
)

// TestDataDirWithoutHome checks that an empty HOME never puts games in
// the current folder: the home comes from the user database.
func TestDataDirWithoutHome(t *testing.T) {
	t.Setenv("CANFIELD_HOME", "")
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", "")
	d := dataDir()
	if !filepath.IsAbs(d) {
		t.Fatalf("data directory %q with HOME empty, want an absolute path", d)
	}
	t.Setenv("XDG_DATA_HOME", "relative/dir") // not absolute: ignored, as the XDG rules say
	if d := dataDir(); !filepath.IsAbs(d) {
		t.Fatalf("data directory %q with XDG_DATA_HOME relative", d)
	}
}
