package exact

import (
	"syscall"
	"unsafe"
)

// adviseHuge asks the kernel to back the memo's table with huge pages:
// its lookups land anywhere in it, and with small pages nearly every one
// misses the address translation cache too. Nothing depends on it
// succeeding.
func adviseHuge(bs []bucket) {
	if len(bs) == 0 {
		return
	}
	mem := unsafe.Slice((*byte)(unsafe.Pointer(&bs[0])), len(bs)*int(unsafe.Sizeof(bs[0])))
	_ = syscall.Madvise(mem, 14) // MADV_HUGEPAGE
}
