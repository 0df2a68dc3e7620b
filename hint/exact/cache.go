package exact

// cache keeps the values of closed information states in one table of
// buckets of four slots (64 bytes, one cache line), keyed by a 128-bit
// hash of the state's key: 64 bits choose the bucket, the other 64 are
// kept to check. A value put into a full bucket replaces one of the four
// at random (by its hash). A value dropped is computed again when needed, with the same
// result. Two different keys share a bucket and a check with a chance
// below n²/2^(64+b+1) for n keys stored in 2^b buckets (under 10^-9 for
// the largest run here).
type cache struct {
	buckets []bucket
	mask    uint64
	n       int   // slots in use
	stored  int64 // values put, over the cache's life
}

type bucket struct {
	check [4]uint64 // 0: empty
	v     [4]float64
}

func (c *cache) init(slots int) {
	size := 1
	for size*4 < slots {
		size <<= 1
	}
	c.buckets = make([]bucket, size)
	c.mask = uint64(size - 1)
}

func (c *cache) get(h1, h2 uint64) (float64, bool) {
	b := &c.buckets[h2&c.mask]
	for i := range 4 {
		if b.check[i] == h1 {
			return b.v[i], true
		}
	}
	return 0, false
}

// put stores v under the hash; h1 must not be 0.
func (c *cache) put(h1, h2 uint64, v float64) {
	b := &c.buckets[h2&c.mask]
	c.stored++
	for i := range 4 {
		if b.check[i] == h1 || b.check[i] == 0 {
			if b.check[i] == 0 {
				c.n++
			}
			b.check[i], b.v[i] = h1, v
			return
		}
	}
	i := h1 >> 62 // a slot at random
	b.check[i], b.v[i] = h1, v
}

func (c *cache) len() int { return c.n }

// reset empties the cache.
func (c *cache) reset() {
	clear(c.buckets)
	c.n = 0
}
