package canfield

// Exchange swaps the places of cards a and b, both of which must lie in
// the reserve or the talon (stock and waste); it reports whether it did.
// A player who has not seen a card sees no difference, so a program that
// plays on a completion of what it knows (one arrangement of the unseen
// cards over the unseen places) moves to another completion this way: it
// puts the card a reveal shows where the reveal shows it.
func (s *State) Exchange(a, b Card) bool {
	pa, pb := s.hiddenPlace(a), s.hiddenPlace(b)
	if pa == nil || pb == nil {
		return false
	}
	*pa, *pb = b, a
	return true
}

// hiddenPlace returns the slot holding c in the reserve or the talon, or
// nil.
func (s *State) hiddenPlace(c Card) *Card {
	if c == NoCard {
		return nil
	}
	for i := range s.nReserve {
		if s.reserve[i] == c {
			return &s.reserve[i]
		}
	}
	for i := range s.nTalon {
		if s.talon[i] == c {
			return &s.talon[i]
		}
	}
	return nil
}
