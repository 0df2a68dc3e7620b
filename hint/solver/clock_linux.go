//go:build linux

package solver

import (
	"syscall"
	"time"
	"unsafe"
)

const cpuClockSupported = true

// clockThreadCPUTime is Linux's CLOCK_THREAD_CPUTIME_ID: the calling
// thread's CPU time, to the nanosecond (getrusage's thread times come in
// scheduler ticks).
const clockThreadCPUTime = 3

// threadCPU returns the CPU time (user and system) of the calling thread.
func threadCPU() time.Duration {
	var ts syscall.Timespec
	syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
