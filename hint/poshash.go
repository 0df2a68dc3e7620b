package hint

import "canfield/canfield"

// hashState returns a 64-bit hash of the position, the same for positions
// that differ only in the order of the columns. Within one deal the reserve
// is known by its size and the stock and waste by their card set and the
// waste's size (cards leave them but never change order).
func hashState(s *canfield.State) uint64 {
	h := uint64(len(s.Reserve())) | uint64(len(s.Waste()))<<8
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		h |= uint64(s.FoundationCount(su)) << (16 + 8*uint(su))
	}
	if s.Rules().Passes > 0 {
		h |= uint64(s.Pass()) << 48
	}
	h = mix64(h)
	var talon canfield.CardSet
	for _, c := range s.Waste() {
		talon = talon.With(c)
	}
	for _, c := range s.Stock() {
		talon = talon.With(c)
	}
	h ^= mix64(uint64(talon) + 0x9e3779b97f4a7c15)
	var cols uint64
	for i := range canfield.NumColumns {
		ch := uint64(0xcbf29ce484222325)
		for _, c := range s.Column(i) {
			ch = (ch ^ uint64(c)) * 0x100000001b3
		}
		cols += mix64(ch)
	}
	return h ^ mix64(cols+0x632be59bd9b4e019)
}

// mix64 is SplitMix64's finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// PositionKey is the hash of a position by which the hint engine counts
// visits (positions that differ only in the order of the columns are one
// position), for a game loop that ends a game when a position comes back
// a third time.
func PositionKey(s *canfield.State) uint64 { return hashState(s) }
