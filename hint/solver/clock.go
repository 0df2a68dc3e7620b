package solver

import (
	"runtime"
	"time"
)

// The solve's clock. A time budget counts wall time by default; with
// Options.CPUClock it counts the CPU time of the thread the solve runs on,
// so a busy machine (a shared host, a study's shards side by side) slows a
// solve down without cutting its budget short: the same deal gets the same
// search, however loaded the machine. The solve locks its goroutine to its
// thread for the purpose (runtime.LockOSThread); the thread's time then is
// the solve's, give or take the runtime's own work done on it.

// clock measures a solve's time since its start.
type clock struct {
	cpu      bool
	wall     time.Time     // the start, wall clock
	cpuStart time.Duration // the start, the thread's CPU time
}

// startClock starts a solve's clock; cpu asks for the thread's CPU time. The
// caller holds the goroutine on its thread while the clock runs.
func startClock(cpu bool) clock {
	c := clock{cpu: cpu, wall: time.Now()}
	if cpu {
		c.cpuStart = threadCPU()
	}
	return c
}

// elapsed returns the time since the start on the clock's kind of time.
func (c clock) elapsed() time.Duration {
	if c.cpu {
		return threadCPU() - c.cpuStart
	}
	return time.Since(c.wall)
}

// CPUClockSupported reports whether Options.CPUClock can count thread CPU
// time on this system (Linux); elsewhere a solve asked for it fails.
func CPUClockSupported() bool { return cpuClockSupported }

// lockThread holds the calling goroutine on its thread for a CPU-time
// solve; the returned function lets it go.
func lockThread(cpu bool) func() {
	if !cpu {
		return func() {}
	}
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
