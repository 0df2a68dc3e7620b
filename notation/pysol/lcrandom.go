package pysol

// LCRandom31 is the linear congruential generator PySolFC deals ms numbers
// and plain numbers below 32000 with (pysol_cards' LCRandom31, the
// generator of Microsoft's FreeCell, extended by PySolFC to 33-bit seeds).
// Its state x starts at the seed (less 2^32 for a seed of 2^32 or more) and
// steps x = (x*214013 + 2531011) mod 2^33; each draw gives 15 bits of the
// new state, bits 16 to 30, with two extensions of PySolFC's:
//   - a seed from 2^31 to 2^32-1 sets bit 15 of every draw (0x8000);
//   - a seed from 2^32 to 2^33-1 gives bits 16 to 31 plus 1.
//
// A swap partner is a draw modulo the choices (Below).
type LCRandom31 struct {
	seed, x uint64
}

// NewLCRandom31 returns the generator for seed, 1 to 2^33-1 (MaxMS), as
// PySolFC's setSeed starts it.
func NewLCRandom31(seed uint64) *LCRandom31 {
	x := seed
	if seed >= 1<<32 {
		x = seed - 1<<32
	}
	return &LCRandom31{seed: seed, x: x}
}

// Next returns the next draw (LCRandom31.random in pysol_cards).
func (g *LCRandom31) Next() uint64 {
	g.x = (g.x*214013 + 2531011) & MaxMS
	switch {
	case g.seed < 1<<31:
		return g.x >> 16 & 0x7fff
	case g.seed < 1<<32:
		return g.x>>16&0x7fff | 0x8000
	}
	return g.x>>16&0xffff + 1
}

// Below returns a number from 0 to n-1: the next draw modulo n, as
// LCRandom31.randint(0, n-1) does.
func (g *LCRandom31) Below(n int) int { return int(g.Next() % uint64(n)) }
