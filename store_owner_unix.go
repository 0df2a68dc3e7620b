//go:build unix

package main

import (
	"os"
	"syscall"
)

// keepOwner gives f the owner and group of the file at path, when there
// is one and they differ: a record rewritten by another user (root
// resuming a player's game, say) stays the player's. Where the system
// refuses (only root may give a file away), f stays the writer's.
func keepOwner(f *os.File, path string) {
	fi, err := os.Stat(path)
	if err != nil {
		return
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok || (int(st.Uid) == os.Geteuid() && int(st.Gid) == os.Getegid()) {
		return
	}
	_ = f.Chown(int(st.Uid), int(st.Gid))
}
