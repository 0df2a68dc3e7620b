package solver

import (
	"sync"
	"sync/atomic"
)

// The transposition table is the search's visited set: a position is
// expanded at most once per solve while its entry survives.
//
// Layout: buckets of four 16-byte entries (one 64-byte cache line), a power
// of two of them, as many as fit in Options.TTBytes. An entry holds the full
// 64-bit key (the bucket comes from its low bits) and a meta word: the solve
// generation (high 32 bits), an in-progress flag, and the size of the
// subtree the entry's expansion took (the replacement priority).
//
// Replacement policy: a new position takes, in its bucket, the first entry
// of an older generation (stale or empty); failing that, the finished entry
// with the smallest subtree. In-progress entries (positions on the current
// search path) are never replaced, so cycles are always seen; when all four
// entries of a bucket are in progress the position is not stored and the
// search falls back to scanning its path for it (see Solver.onPath).
//
// Why a finished entry may say "no win here" only within one solve: a
// position finished while one of its successors was on the path (a cycle)
// skipped that successor, which may still win. That is sound for the
// root's verdict (the search visits every position reachable from the root
// once), but not as a fact about the position, so entries never outlive
// their solve: each solve uses a new generation and ignores older entries.
// An evicted entry only costs a second expansion, never a wrong verdict, and
// a solve cut off by a budget reports Unknown whatever its table holds.

const (
	ttWays       = 4
	metaProgress = 1 << 31
	metaOwner    = 1 << 30 // on an entry in progress: the second thread's (shared.go)
	metaWorkMask = metaOwner - 1
)

type ttEntry struct {
	key  uint64
	meta uint64 // gen<<32 | inProgress<<31 | owner<<30 | work
}

type table struct {
	entries []ttEntry
	mask    uint64 // bucket index mask
	gen     uint64

	// Set while two threads search one table (shared.go); each thread
	// holds its own copy of this struct over the same entries.
	locks  *ttLocks      // nil: one thread, no locking
	owner  uint64        // the owner bit this thread's entries in progress carry
	claims *atomic.Int64 // this thread's entries in progress
	help   bool          // enter the other thread's positions in progress
}

// ttStripes is the number of locks a shared table's buckets are spread
// over.
const ttStripes = 1 << 12

// ttLocks guards a shared table: bucket b under lock b mod ttStripes.
type ttLocks [ttStripes]sync.Mutex

// lock takes the lock of bucket b when the table is shared and returns
// it (nil when the table is not shared).
func (t *table) lock(b uint64) *sync.Mutex {
	if t.locks == nil {
		return nil
	}
	m := &t.locks[b&(ttStripes-1)]
	m.Lock()
	return m
}

func (t *table) init(bytes int64) {
	const entry = 16
	buckets := int64(1)
	for buckets*2*ttWays*entry <= bytes {
		buckets *= 2
	}
	if buckets < 1024 {
		buckets = 1024
	}
	t.entries = make([]ttEntry, buckets*ttWays)
	t.mask = uint64(buckets - 1)
}

// bytes returns the table's size in bytes.
func (t *table) bytes() int64 { return int64(len(t.entries)) * 16 }

// newGeneration forgets every entry in O(1) (O(size) once in 2^32 solves).
func (t *table) newGeneration() {
	t.gen++
	if t.gen >= 1<<32 {
		clear(t.entries)
		t.gen = 1
	}
}

// probe looks key up. It returns seen when the position has an entry of this
// solve (finished or in progress). Otherwise it claims an entry for the
// position, marked in progress, and returns its index, or -1 when the bucket
// has no replaceable entry.
//
// On a shared table (shared.go) a thread that helps the other does not
// see the other's entries in progress: it enters the position without an
// entry of its own (slot -1) and works below it.
func (t *table) probe(key uint64) (seen bool, slot int) {
	if m := t.lock(key & t.mask); m != nil {
		seen, slot = t.probeLocked(key)
		m.Unlock()
		return seen, slot
	}
	return t.probeLocked(key)
}

func (t *table) probeLocked(key uint64) (seen bool, slot int) {
	b := int(key&t.mask) * ttWays
	bucket := t.entries[b : b+ttWays : b+ttWays]
	cur := t.gen << 32
	victim := -1
	best := uint64(1<<64 - 1)
	for i := range bucket {
		e := &bucket[i]
		if e.meta&^(1<<32-1) != cur {
			if victim < 0 || best != 0 {
				victim, best = i, 0
			}
			continue
		}
		if e.key == key {
			if t.help && e.meta&metaProgress != 0 && e.meta&metaOwner != t.owner {
				return false, -1
			}
			return true, 0
		}
		if e.meta&metaProgress == 0 && e.meta&metaWorkMask < best {
			victim, best = i, e.meta&metaWorkMask
		}
	}
	if victim < 0 {
		return false, -1
	}
	bucket[victim] = ttEntry{key: key, meta: cur | metaProgress | t.owner}
	if t.claims != nil {
		t.claims.Add(1)
	}
	return false, b + victim
}

// finish marks the in-progress entry at slot finished, with the subtree size
// work as its replacement priority.
func (t *table) finish(slot int, work int64) {
	if work > metaWorkMask {
		work = metaWorkMask
	}
	if m := t.lock(uint64(slot / ttWays)); m != nil {
		defer m.Unlock()
		t.claims.Add(-1)
	}
	t.entries[slot].meta = t.gen<<32 | uint64(work)
}

// mark records key as finished, if the table has no entry for it and its
// bucket has a replaceable one: a position whose moves another position's
// search covers.
func (t *table) mark(key uint64) {
	if m := t.lock(key & t.mask); m != nil {
		defer m.Unlock()
	}
	seen, slot := t.probeLocked(key)
	if !seen && slot >= 0 {
		t.entries[slot].meta = t.gen<<32 | 1
		if t.claims != nil {
			t.claims.Add(-1)
		}
	}
}
