package pysol

import "math/big"

// MT19937 is the Mersenne Twister of Matsumoto and Nishimura, seeded as
// CPython's random.Random(n) seeds it from a whole number n: the 32-bit
// words of n, least significant first, given to the reference
// init_by_array (one word 0 for n = 0). PySolFC deals every plain number
// from 32000 up with it, through Python's random() and a float product
// (Below).
type MT19937 struct {
	mt [mtN]uint32
	i  int
}

const (
	mtN         = 624
	mtM         = 397
	mtMatrixA   = 0x9908b0df
	mtUpperMask = 0x80000000
	mtLowerMask = 0x7fffffff
)

// NewMT19937 returns the generator CPython's random.Random(n) holds for a
// whole number n >= 0.
func NewMT19937(n *big.Int) *MT19937 {
	g := &MT19937{}
	g.seedArray(words(n))
	return g
}

// words returns the 32-bit words of n, least significant first, at
// least one.
func words(n *big.Int) []uint32 {
	b := n.Bytes() // big-endian
	k := max(1, (len(b)+3)/4)
	w := make([]uint32, k)
	for i, byt := range b {
		pos := len(b) - 1 - i // the byte's place from the least significant
		w[pos/4] |= uint32(byt) << (8 * (pos % 4))
	}
	return w
}

// seedOne is the reference init_genrand.
func (g *MT19937) seedOne(s uint32) {
	g.mt[0] = s
	for i := 1; i < mtN; i++ {
		g.mt[i] = 1812433253*(g.mt[i-1]^g.mt[i-1]>>30) + uint32(i)
	}
	g.i = mtN
}

// seedArray is the reference init_by_array.
func (g *MT19937) seedArray(key []uint32) {
	g.seedOne(19650218)
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ (g.mt[i-1]^g.mt[i-1]>>30)*1664525) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		g.mt[i] = (g.mt[i] ^ (g.mt[i-1]^g.mt[i-1]>>30)*1566083941) - uint32(i)
		i++
		if i >= mtN {
			g.mt[0] = g.mt[mtN-1]
			i = 1
		}
	}
	g.mt[0] = 0x80000000
}

// Uint32 returns the next 32 random bits (the reference genrand_int32).
func (g *MT19937) Uint32() uint32 {
	if g.i >= mtN {
		for k := range mtN {
			y := g.mt[k]&mtUpperMask | g.mt[(k+1)%mtN]&mtLowerMask
			v := g.mt[(k+mtM)%mtN] ^ y>>1
			if y&1 != 0 {
				v ^= mtMatrixA
			}
			g.mt[k] = v
		}
		g.i = 0
	}
	y := g.mt[g.i]
	g.i++
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}

// Float returns a float64 in [0, 1) from two draws, 27 and 26 bits of
// them, as CPython's random() makes it.
func (g *MT19937) Float() float64 {
	a, b := g.Uint32()>>5, g.Uint32()>>6
	return (float64(a)*67108864 + float64(b)) * (1.0 / 9007199254740992.0)
}

// Below returns a number from 0 to n-1 as PySolFC's randint(0, n-1) does
// for the Mersenne Twister: the integer part of Float() * n, in float64.
func (g *MT19937) Below(n int) int { return int(g.Float() * float64(n)) }
