package main

import (
	"os"
	"os/user"
	"path/filepath"
)

// dataDir returns the user's data directory for canfield: $CANFIELD_HOME,
// or $XDG_DATA_HOME/canfield, or ~/.local/share/canfield, the home
// directory taken from the system's user database when $HOME is empty or
// unset (never the current directory).
func dataDir() string {
	if d := os.Getenv("CANFIELD_HOME"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(d) {
		return filepath.Join(d, "canfield")
	}
	if h, err := os.UserHomeDir(); err == nil && h != "" {
		return filepath.Join(h, ".local", "share", "canfield")
	}
	if u, err := user.Current(); err == nil && filepath.IsAbs(u.HomeDir) {
		return filepath.Join(u.HomeDir, ".local", "share", "canfield")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "canfield")
	}
	return filepath.Join(os.TempDir(), "canfield")
}

// expandHome expands a leading ~/ in a path the player typed.
func expandHome(p string) string {
	if len(p) > 1 && p[0] == '~' && (p[1] == '/' || p[1] == filepath.Separator) {
		if h, err := os.UserHomeDir(); err == nil {
			return filepath.Join(h, p[2:])
		}
	}
	return p
}

// sameFile reports whether a and b name the same existing file.
func sameFile(a, b string) bool {
	fa, err1 := os.Stat(a)
	fb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(fa, fb)
}
