//go:build !linux

package exact

// adviseHuge does nothing outside Linux.
func adviseHuge([]bucket) {}
