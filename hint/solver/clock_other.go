//go:build !linux

package solver

import "time"

const cpuClockSupported = false

// threadCPU is not available here: CPUClockSupported reports false and
// Solve refuses Options.CPUClock.
func threadCPU() time.Duration { return 0 }
