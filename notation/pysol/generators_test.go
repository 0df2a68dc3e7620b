package pysol

import (
	"math/big"
	"testing"
)

// TestLCRandom31Draws checks the first draws of each of LCRandom31's three
// seed ranges against pysol_cards' LCRandom31 (run under Python 3.11.7);
// seed 1 gives Microsoft C's rand() after srand(1): 41, 18467, 6334, 26500.
func TestLCRandom31Draws(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want [4]uint64
	}{
		{1, [4]uint64{41, 18467, 6334, 26500}},
		{12345, [4]uint64{7584, 19164, 25795, 22125}},
		{1 << 31, [4]uint64{32806, 40487, 54006, 35205}},
		{1<<32 - 1, [4]uint64{32803, 62507, 36142, 43909}},
		{1 << 32, [4]uint64{39, 7720, 54007, 2438}},
		{MaxMS, [4]uint64{36, 29740, 36143, 11142}},
	} {
		g := NewLCRandom31(tc.seed)
		for i, w := range tc.want {
			if got := g.Next(); got != w {
				t.Errorf("seed %d draw %d: %d, want %d", tc.seed, i+1, got, w)
			}
		}
	}
}

// TestMT19937AsCPython checks the generator seeded from whole numbers of
// one, two, three and four 32-bit words against CPython 3.11.7's
// random.Random(n): its first two getrandbits(32) and, afresh, random().
func TestMT19937AsCPython(t *testing.T) {
	for _, tc := range []struct {
		n     string
		bits  [2]uint32
		float float64
	}{
		{"0", [2]uint32{3626764237, 1654615998}, 0.8444218515250481},
		{"1", [2]uint32{577090037, 2444712010}, 0.13436424411240122},
		{"32000", [2]uint32{1598467916, 3084624151}, 0.3721723162993418},
		{"4294967296", [2]uint32{485306839, 1508871100}, 0.11299430095636409},
		{"18446744073709551616", [2]uint32{4198958755, 3158798261}, 0.9776462743838505},
		{"99999999999999999999", [2]uint32{2104527100, 2739390004}, 0.4899983975128377},
	} {
		n, _ := new(big.Int).SetString(tc.n, 10)
		g := NewMT19937(n)
		for i, w := range tc.bits {
			if got := g.Uint32(); got != w {
				t.Errorf("n = %s: word %d is %d, want %d", tc.n, i+1, got, w)
			}
		}
		if got := NewMT19937(n).Float(); got != tc.float {
			t.Errorf("n = %s: random() is %v, want %v", tc.n, got, tc.float)
		}
	}
}

// TestWords: a number's 32-bit words, least significant first.
func TestWords(t *testing.T) {
	for _, tc := range []struct {
		n    string
		want []uint32
	}{
		{"0", []uint32{0}},
		{"1", []uint32{1}},
		{"4294967295", []uint32{0xffffffff}},
		{"4294967296", []uint32{0, 1}},
		{"18446744073709551617", []uint32{1, 0, 1}},
		{"1311768467463790320", []uint32{0x9abcdef0, 0x12345678}},
	} {
		n, _ := new(big.Int).SetString(tc.n, 10)
		got := words(n)
		if len(got) != len(tc.want) {
			t.Errorf("words(%s) = %x, want %x", tc.n, got, tc.want)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("words(%s) = %x, want %x", tc.n, got, tc.want)
				break
			}
		}
	}
}

// TestBelowInRange: every draw of both generators is a place of the deck
// left to shuffle.
func TestBelowInRange(t *testing.T) {
	lc, mt := NewLCRandom31(1<<32+7), NewMT19937(big.NewInt(123456789))
	for range 200 {
		for n := 1; n <= 52; n++ {
			if j := lc.Below(n); j < 0 || j >= n {
				t.Fatalf("LCRandom31 Below(%d) = %d", n, j)
			}
			if j := mt.Below(n); j < 0 || j >= n {
				t.Fatalf("MT19937 Below(%d) = %d", n, j)
			}
		}
	}
}
