package solver

import (
	"math/bits"

	"canfield/canfield"
)

// Safe automatic foundation moves.
//
// Claim. Let c be a card that goes on its foundation now and lies on top of
// the reserve, exposed on a column, or (only when the stock is dealt one
// card at a time) on top of the waste. If every card that could ever build
// on c in the tableau is already on its foundation, and foundation cards
// never come back (no FoundationToTableau), then playing c to its
// foundation keeps every won game won. So the search plays such a move at
// once and considers no alternative.
//
// "Could build on c" is read off the rules, so wrap and base-relative
// orders need no special case: the builders are the cards d with
// Builds(d, c) — rank one below c's (King below Ace under full wrap; none at
// all for a base-rank c when ranks count from the base), of the other colour,
// of any suit or of c's suit as the build rule says. A builder is on its
// foundation when its rank counted from the base is below its suit's count.
//
// Proof sketch. Write A for a position with c in play and B for A with c
// on its foundation, after the automatic fill from the reserve if taking c
// emptied a column. Nothing can be built on c in A or in any position
// reached from A (its builders are on foundations for good), so c is a
// dead card: it only ever moves by itself. Call positions A', B' related
// when B' equals, up to the order of the columns, A' with c taken out (and
// its column filled from the reserve if that empties it while the reserve
// has cards). Related positions are won together, because every move of A'
// has an answer from B' of at most one move that gives related positions
// again, or the same position once A' plays c to its foundation:
//
//   - c to its foundation: no answer; B' equals the result.
//   - c moves elsewhere (onto a column, into an empty column, reserve-fill):
//     no answer; c is still a dead card on top of a pile.
//   - a move of a group with c on top: the same group without c.
//   - the reserve top t, when B' has it alone in the column c occupies in
//     A' (the fill case): the one-card whole-column move of that column,
//     which does what t's move does and fills the column with the next
//     reserve card, as A' fills nothing; and a fill of another column
//     with t in A' is matched by the fill with the next card in B': the
//     two fills differ only by which column holds which card.
//   - a deal in A' that turns up c (draw 1 only): no answer; B' shows the
//     card below c, which A' only reaches by playing c. Under draw 1 taking
//     a card out of the talon changes neither the order nor the grouping of
//     the others; under draw 3 it changes the grouping of every later pass,
//     which can bury a card the game needs, so waste cards are not played
//     automatically there.
//   - any other move: the same move. Its legality depends only on piles
//     that are the same in both, except that B' may show more (the card
//     under c, an empty column, the next foundation card), which only adds
//     moves; nothing in A' builds on c, and c's foundation takes only c.
//
// A won game from A therefore gives a won game from B, and B is reached from
// A, so both are won or both lost. TestSafeAutoplayKeepsVerdict checks the
// claim against the search without automatic moves.

// SafeFoundation reports whether card c, which goes on its foundation now,
// may go there automatically: no card that could build on c in the tableau
// is still in play. It does not look at FoundationToTableau; SafeMove does.
func SafeFoundation(st *canfield.State, c canfield.Card) bool {
	base := st.Base()
	below := st.PrevRank(c.Rank())
	ranks := st.RankCount()
	for su := range canfield.Suit(st.SuitCount()) {
		d := canfield.NewCard(below, su)
		if !st.Builds(d, c) {
			continue
		}
		rel := (int(below) + ranks - int(base)) % ranks
		if rel >= st.FoundationCount(su) {
			return false
		}
	}
	return true
}

// Dead chains (the second rule).
//
// Whatever the build rule, c is also safe when each card that could build
// on it can itself always go up instead, and so on one step further: every
// builder x of c still in play is "sendable" (its foundation has reached
// it: x goes up whenever it is free), every builder y of such an x still in
// play is sendable too, and every builder of such a y is already up; and
// c, those x and those y are of different suits. (With ranks counted from
// the base this is Solvitaire's rule: the other colour's foundations
// within two ranks of c, the same colour's other within three. Where any
// card builds on any (rainbow) it reads: every other suit's foundation
// within two ranks of c, since the four cards of the rank below c are its
// builders and the four two below are theirs, and these are then up. In
// suit, the first rule already covers it.)
//
// The proof above carries over with "dead cards" D = {c, the x, the y}: B'
// is A' with the dead cards of A' on their foundations. Nothing in play
// ever builds on a y (its builders are up); only dead cards build on x or
// c. When A' puts a live x (alone, or with a y on it) on a dead card, B'
// answers by playing those cards up: each is the next card of its suit
// then, because its foundation had reached it, it was not yet up in A', and
// no other dead card shares its suit. Dead cards only sit on top of piles,
// so moves of live cards under them are answered as before. Every dead card
// that A' puts on a dead card also has to go up in A' later, a move B'
// does not need, so the answer line is still shorter by at least c's move.
//
// The generic checks below (Builds and foundation counts) keep the rule
// honest under full wrap, where the card below the base builds on a
// base-rank card although it goes up last: there such a chain fails the
// "sendable" or "builders up" test and the rule does not apply.
func (s *Solver) safeChain(c canfield.Card) bool {
	st := &s.st
	up := func(d canfield.Card) bool { return s.rel(d) < st.FoundationCount(d.Suit()) }
	sendable := func(d canfield.Card) bool { return s.rel(d) <= st.FoundationCount(d.Suit()) }
	suits := uint8(1) << c.Suit()
	var dead uint64 = cardBit(c)
	claim := func(d canfield.Card) bool { // d joins D; false when its suit is taken
		if dead&cardBit(d) != 0 {
			return true
		}
		if suits&(1<<d.Suit()) != 0 {
			return false
		}
		suits |= 1 << d.Suit()
		dead |= cardBit(d)
		return true
	}
	for xs := s.accept[c]; xs != 0; xs &= xs - 1 {
		x := canfield.Card(bits.TrailingZeros64(xs))
		if up(x) {
			continue
		}
		if !sendable(x) || !claim(x) {
			return false
		}
		for ys := s.accept[x]; ys != 0; ys &= ys - 1 {
			y := canfield.Card(bits.TrailingZeros64(ys))
			if up(y) {
				continue
			}
			if !sendable(y) || !claim(y) {
				return false
			}
			for zs := s.accept[y]; zs != 0; zs &= zs - 1 {
				if !up(canfield.Card(bits.TrailingZeros64(zs))) {
					return false
				}
			}
		}
	}
	return true
}

// rel returns card c's rank counted from the base (0 for the base rank):
// its place on its foundation.
func (s *Solver) rel(c canfield.Card) int { return int(s.relOf[c]) }

// safe reports whether card c, which goes up now, goes up automatically.
func (s *Solver) safe(c canfield.Card) bool {
	if SafeFoundation(&s.st, c) {
		return true
	}
	return !s.noChain && s.safeChain(c)
}

// nextSafeMove returns a safe automatic foundation move, if the position has
// one.
func (s *Solver) nextSafeMove() (canfield.Move, bool) { return firstSafe(&s.st, s.safe) }

// SafeMove returns a foundation play of st that keeps every won game won
// (the first rule above, without the dead chains), if st has one: the
// reserve's top, then the columns' exposed cards, then the waste's top when
// the stock is dealt one card at a time. Nothing is safe when foundation
// cards may come back.
func SafeMove(st *canfield.State) (canfield.Move, bool) {
	if st.Rules().FoundationToTableau {
		return canfield.Move{}, false
	}
	return firstSafe(st, func(c canfield.Card) bool { return SafeFoundation(st, c) })
}

// firstSafe returns the first foundation play, in SafeMove's order, whose
// card goes up now and passes safe.
func firstSafe(st *canfield.State, safe func(canfield.Card) bool) (canfield.Move, bool) {
	if c := st.ReserveTop(); c != canfield.NoCard && st.Goes(c) && safe(c) {
		return canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}, true
	}
	for i := range canfield.NumColumns {
		if c := st.Exposed(i); c != canfield.NoCard && st.Goes(c) && safe(c) {
			return canfield.Move{From: canfield.Column(i), To: canfield.LocFoundation}, true
		}
	}
	if st.Rules().Draw == 1 {
		if c := st.WasteTop(); c != canfield.NoCard && st.Goes(c) && safe(c) {
			return canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, true
		}
	}
	return canfield.Move{}, false
}
