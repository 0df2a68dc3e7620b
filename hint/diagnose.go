package hint

// This file is what the measuring commands under hint/internal read of the
// engine's insides; play does not use it.

// MoveSeed is the sampling seed of the hint asked after moves moves of a
// game whose hints are seeded by seed: each hint of a game draws its own
// samples, and the same game, position and seed give the same hints.
func MoveSeed(seed uint64, moves int) uint64 {
	return mix64(seed ^ uint64(moves)*0x9e3779b97f4a7c15)
}

// GameSeed is the seed sim gives the hint player of the game dealt with
// seed deal (HintPlayer.Seed).
func GameSeed(deal uint64) uint64 { return mix64(deal + 0x5eed) }
