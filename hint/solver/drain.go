package solver

import (
	"math/bits"

	"canfield/canfield"
)

// The reserve that cannot drain (whole-column rules, as for the
// precedence cycles in order.go).
//
// Claim. Under the rules of order.go (only whole columns move, an empty
// column is filled at once from the reserve while it has cards, foundation
// cards never come back), a position is lost when the optimistic game
// below cannot put every card up.
//
// The optimistic game keeps only facts that, once true, stay true, and
// lets the stock give any of its cards at any time (under unlimited passes
// with a draw of several cards, any card that talonReach allows, given the
// talon cards the game has let leave so far):
//
//   - up(c): c can have gone up. It needs up of the card below c in its
//     suit; for a card now in a column, up of every card above it there
//     (they leave the column only to their foundations or together with
//     it, above it: order.go); for a card still in the reserve, that it is
//     the reserve's top (every card above it has left).
//   - shown(c): c can have been the exposed card of a column: a column
//     card whose cards above can all have gone up; a stock or reserve card
//     placed on a card p it builds on, with shown(p) and p not among the
//     cards that must go up before c (then c on p would close a precedence
//     cycle, order.go: a lost position); and every card that has left the
//     reserve, whichever way it left (a line may fill a column with a card
//     the optimistic game put up or placed).
//   - The reserve's cards leave from the top, each to its foundation, onto
//     a shown card as above, or into a column that has just emptied. A
//     column empties only when its bottom card b goes up or its whole pile
//     moves onto a card b builds on; either way b never lies at the bottom
//     of a column again (it is up, or lies on that card until it goes up).
//     So each emptying belongs to a different bottom card: a bottom of the
//     position or a reserve card that filled a column. The optimistic game
//     counts one emptying for each such b with up(b) or a shown card b may
//     build on (not one that must go up before b, which includes the cards
//     above b in its own column), and spends one on the reserve's top only
//     when nothing else can happen; a card that fills a column becomes a
//     bottom.
//
//   - In the last pass the stock is dealt once more at most, so the waste
//     is a stack: a waste card leaves (goes up, or is placed as above)
//     only after every waste card above it has left. The stock's cards
//     still come at any time.
//
//   - Once the reserve is out, the game goes on where the talon limits
//     which of its cards can come: in the last pass, and under unlimited
//     passes with a draw of several cards (talonReach). An empty column
//     takes the waste's top when the player chooses, so an emptying is
//     spent, when nothing else can happen, on every free talon card at
//     once (a line puts one of them there), each of which becomes a
//     bottom. Elsewhere (a draw of one card under unlimited passes, or
//     where portions move) every card then goes up, and the game stops
//     claiming anything.
//
// Proof sketch. Follow any line of play from the position. By induction
// along it, every card it has put up has up() in the optimistic game,
// every card it has exposed on a column has shown(), the reserve of the
// optimistic game is no larger than the line's, and the emptyings the
// optimistic game has counted and not spent are at least the line's
// (emptyings less fills): a reserve card that fills a column in the line
// costs one emptying and gains at most one when its own column empties,
// while the optimistic game either lets it leave for nothing (up or
// placed), or spends one and makes it a bottom with at least the line's
// conditions for emptying its column. In the last pass every waste card
// the line has taken out had every card above it taken out first, and the
// optimistic game frees the waste's cards from the top in the same way;
// an empty column filled from the waste costs the line one emptying and
// the optimistic game one for a superset of the cards. The optimistic game
// stops only when no fact can be added and no emptying is left to spend,
// so a line that puts every card up would make it put every card up.
//
// "Must go up before" is the precedence relation of order.go, closed
// transitively: the cards a card x goes up before are closed upward within
// each suit, so they are kept as the lowest place reached in each suit
// (s.after[x]), computed once per check by a depth-first pass over the
// relation "goes up just before" (the next card of x's suit, the card
// below x in its column). A cycle in it is a lost position too.
//
// The check costs about a microsecond, several nodes' worth, so the search
// runs it only where a loss is likely to appear (see expand).

// noPlace is the "none" value of a place on a foundation.
const noPlace = canfield.NumRanks

// drainLost reports whether the optimistic game above leaves a card that
// can never go up: the position is lost. It assumes s.orderCycles and
// s.after up to date, without a cycle, or s.portionDrain (portions.go).
func (s *Solver) drainLost() bool {
	st := &s.st
	// where each card in play is, the cards above it in its column, its
	// place in the reserve.
	const (
		inColumn = 1 + iota
		inReserve
		inTalon
		inWaste // in the waste during the last pass: a stack
	)
	var where [56]uint8
	var above [56]uint64
	var onTop [56]canfield.Card // the card lying on each column card
	var resIdx [56]int8
	var bottoms, shown, inPlay uint64
	var exposedAt [canfield.NumColumns]int // lowest index of each column shown so far
	tokens := 0
	for j := range st.ColumnCount() {
		col := st.Column(j)
		exposedAt[j] = len(col) - 1
		if len(col) == 0 {
			tokens++ // an empty column (the reserve is empty): one fill, at most
			continue
		}
		var acc uint64
		for _, c := range col {
			where[c] = inColumn
		}
		for k := len(col) - 1; k >= 0; k-- {
			above[col[k]] = acc
			acc |= cardBit(col[k])
			if k+1 < len(col) {
				onTop[col[k]] = col[k+1]
			}
		}
		inPlay |= acc
		bottoms |= cardBit(col[0])
		shown |= cardBit(col[len(col)-1])
	}
	reserve := st.Reserve()
	for i, c := range reserve {
		where[c], resIdx[c] = inReserve, int8(i)
		inPlay |= cardBit(c)
	}
	talon := st.Waste()
	nT := len(talon) + len(st.Stock())
	talon = talon[:nT:nT]
	var talonCards uint64
	var talonAt [56]uint8 // each talon card's place in the talon
	for i, c := range talon {
		where[c], talonAt[c] = inTalon, uint8(i)
		talonCards |= cardBit(c)
	}
	inPlay |= talonCards
	// In the last pass the waste is a stack: a waste card leaves only
	// after every card above it has left (gone up, or been placed on a
	// column). waste[wtop:] are the waste cards that can have been its
	// top (availW).
	lifo := !s.noStack && s.lastPass()
	waste := st.Waste()
	wtop := 0
	var wasteCards, availW uint64
	if lifo && len(waste) > 0 {
		wtop = len(waste) - 1
		availW = cardBit(waste[wtop])
		for _, c := range waste {
			where[c] = inWaste
			wasteCards |= cardBit(c)
		}
	}

	after := &s.after
	// ok reports whether c may lie on p without closing a cycle: p does
	// not go up before c.
	ok := func(c, p canfield.Card) bool { return s.relOf[c] < placeOf(after[p], c.Suit()) }
	var reach uint64 // the cards that build on some shown card
	for m := shown; m != 0; m &= m - 1 {
		reach |= s.accept[bits.TrailingZeros64(m)]
	}
	show := func(c canfield.Card) {
		shown |= cardBit(c)
		reach |= s.accept[c]
	}
	placeable := func(c canfield.Card) bool {
		if reach&cardBit(c) == 0 {
			return false
		}
		for m := s.buildsOn[c] & shown; m != 0; m &= m - 1 {
			if ok(c, canfield.Card(bits.TrailingZeros64(m))) {
				return true
			}
		}
		return false
	}

	ranks := st.RankCount()
	suits := canfield.Suit(st.SuitCount())
	var upTo [canfield.NumSuits]int
	for su := range suits {
		upTo[su] = st.FoundationCount(su)
	}
	var up, moved uint64 // moved: column cards whose portion can have left
	portions := s.portionDrain
	// Under unlimited passes and a draw of several cards, the stock's
	// order limits which of its cards can reach the waste's top
	// (talonReach); the optimistic game recomputes that whenever a talon
	// card has left.
	grouped := s.talonGrouped()
	var reachable, gone, goneAt uint64 // goneAt: gone's talon places
	var reachAt uint64                 // reachable's talon places
	// reachFrom adds to reachable the cards at the places talonReach
	// gives for goneAt; the places only grow with goneAt (talon.go), so
	// only the new ones need their cards.
	reachFrom := func(goneAt uint64) {
		places := talonReach(nT, len(waste), s.rules.Draw, goneAt)
		for m := places &^ reachAt; m != 0; m &= m - 1 {
			reachable |= cardBit(talon[bits.TrailingZeros64(m)])
		}
		reachAt = places
	}
	if grouped {
		reachFrom(0)
	}
	// free returns the talon cards that can have left: every stock card
	// (the optimistic game deals to any of them) or, grouped, those that
	// deals can bring to the top; and the waste cards all of whose cards
	// above can have left.
	free := func() uint64 {
		if grouped {
			return reachable // brought up to date once a round, below
		}
		for wtop > 0 && (up|shown)&cardBit(waste[wtop]) != 0 {
			wtop--
			availW |= cardBit(waste[wtop])
		}
		return talonCards&^wasteCards | availW
	}
	rtop := len(reserve) // reserve[:rtop] are still there
	var counted uint64   // bottoms whose emptying is counted
	for {
		changed := false
		if grouped {
			// A smaller mask than the cards gone allow only delays a
			// fact: a round that adds one is followed by another.
			if g := (up | shown) & talonCards; g != gone {
				for m := g &^ gone; m != 0; m &= m - 1 {
					goneAt |= 1 << talonAt[bits.TrailingZeros64(m)]
				}
				gone = g
				reachFrom(goneAt)
			}
		}
		for su := range suits {
			for upTo[su] < ranks {
				c := s.cardAt[su][upTo[su]]
				switch where[c] {
				case inColumn:
					if portions {
						if a := onTop[c]; a != canfield.NoCard && (up|moved)&cardBit(a) == 0 {
							goto nextSuit
						}
					} else if above[c]&^up != 0 {
						goto nextSuit
					}
				case inReserve:
					if int(resIdx[c]) < rtop-1 {
						goto nextSuit
					}
				case inWaste:
					if free()&cardBit(c) == 0 {
						goto nextSuit
					}
				case inTalon:
					if grouped && free()&cardBit(c) == 0 {
						goto nextSuit
					}
				}
				up |= cardBit(c)
				upTo[su]++
				changed = true
			}
		nextSuit:
		}
		for j := range canfield.NumColumns {
			col := st.Column(j)
			if portions {
				// Any card the card on which has left is shown, and a
				// portion from any card but the bottom may move onto a
				// shown card it builds on, wherever an earlier portion
				// took it (portions.go).
				for k := len(col) - 1; k >= 0; k-- {
					x := cardBit(col[k])
					if shown&x == 0 && (k == len(col)-1 || (up|moved)&cardBit(col[k+1]) != 0) {
						show(col[k])
						changed = true
					}
					if k >= 1 && (up|moved)&x == 0 && placeable(col[k]) {
						moved |= x
						changed = true
					}
				}
				continue
			}
			for exposedAt[j] > 0 && up&cardBit(col[exposedAt[j]]) != 0 {
				exposedAt[j]--
				show(col[exposedAt[j]])
				changed = true
			}
		}
		for m := free() & reach &^ shown; m != 0; m &= m - 1 {
			if c := canfield.Card(bits.TrailingZeros64(m)); placeable(c) {
				show(c)
				changed = true
				if lifo && wasteCards&cardBit(c) != 0 {
					break // the card under it is free now: look again
				}
			}
		}
		// A card that leaves the reserve counts as shown whichever way it
		// leaves: a line may fill a column with it where the optimistic
		// game puts it up.
		for rtop > 0 {
			r := reserve[rtop-1]
			if su := r.Suit(); up&cardBit(r) == 0 && upTo[su] == int(s.relOf[r]) {
				up |= cardBit(r) // its foundation has reached it
				upTo[su]++
			} else if up&cardBit(r) == 0 && !placeable(r) {
				break
			}
			show(r)
			rtop--
			changed = true
		}
		for m := bottoms &^ counted; m != 0; m &= m - 1 {
			c := canfield.Card(bits.TrailingZeros64(m))
			if up&cardBit(c) != 0 || placeable(c) {
				counted |= cardBit(c)
				tokens++
				changed = true
			}
		}
		if rtop == 0 && !lifo && (!grouped || portions) {
			// The reserve is out, and the precedence relation has no
			// cycle: every card goes up, in an order that respects it
			// (any talon card comes whenever wanted).
			return false
		}
		if changed {
			continue
		}
		if tokens == 0 {
			break
		}
		if rtop == 0 {
			// The reserve out, the talon limited (the last pass, or a
			// draw of several cards): an empty column takes the waste's
			// top when the player chooses. The optimistic game puts
			// there every free talon card not yet up or placed (a line
			// puts one of them there), and each becomes a bottom that
			// may empty its column again.
			f := free() &^ shown &^ up
			if f == 0 {
				break
			}
			tokens--
			for m := f; m != 0; m &= m - 1 {
				show(canfield.Card(bits.TrailingZeros64(m)))
			}
			bottoms |= f
			continue
		}
		// Nothing else can happen: a column empties under the reserve's top.
		tokens--
		rtop--
		r := reserve[rtop]
		show(r)
		bottoms |= cardBit(r)
	}
	return inPlay&^up != 0
}

// lastPass reports whether the position is in the last pass its rules
// allow: the waste will not be turned over again.
func (s *Solver) lastPass() bool {
	return s.rules.Passes != 0 && s.st.Pass() >= s.rules.Passes
}

// drainCacheSize is the number of entries of the cache of drainLost.
const drainCacheSize = 1 << 12

// drainCached returns drainLost, looking the position up first in a small
// cache of its verdicts. The columns, the foundation counts and the
// reserve's size fix the position's cards within one solve, and the salt,
// which changes with every solve, keeps other deals' entries out. The
// stock's split into waste and stock counts only in the last of limited
// passes (the waste is a stack there) and, under unlimited passes, off
// the dealing cycle (talonReach: on it, every waste size groups the stock
// as a turned waste does).
// An entry holds the key with its lowest bit replaced by the verdict.
func (s *Solver) drainCached() bool {
	st := &s.st
	k := s.colHash ^ keys.reserve[len(st.Reserve())] ^ s.drainSalt ^
		keys.found[0][st.FoundationCount(0)] ^ keys.found[1][st.FoundationCount(1)] ^
		keys.found[2][st.FoundationCount(2)] ^ keys.found[3][st.FoundationCount(3)]
	if w := len(st.Waste()); s.lastPass() || s.rules.Passes == 0 && !onCycle(w, w+len(st.Stock()), s.rules.Draw) {
		k ^= keys.waste[w]
	}
	e := &s.drainCache[k&(drainCacheSize-1)]
	if *e&^1 == k&^1 {
		return *e&1 != 0
	}
	lost := s.drainLost()
	v := k &^ 1
	if lost {
		v |= 1
	}
	*e = v
	return lost
}

// computeAfter fills s.after from scratch for the position (s.begin): it
// reports a cycle in the precedence relation.
func (s *Solver) computeAfter() bool {
	st := &s.st
	for c := range s.after {
		s.after[c], s.dState[c], s.dBelow[c] = noPlaces, 2, canfield.NoCard
	}
	var inPlay uint64
	for j := range canfield.NumColumns {
		col := st.Column(j)
		for k, c := range col {
			if k > 0 {
				s.dBelow[c] = col[k-1]
			}
		}
	}
	for c := range canfield.Card(56) {
		if s.rules.InDeck(c) && s.relOf[c] >= int8(st.FoundationCount(c.Suit())) {
			inPlay |= cardBit(c)
			s.dState[c] = 0
		}
	}
	for m := inPlay; m != 0; m &= m - 1 {
		if c := canfield.Card(bits.TrailingZeros64(m)); s.dState[c] == 0 && s.afterOf(c) {
			return true
		}
	}
	return false
}

// addEdge records that card c now lies on card t (so goes up before it):
// c, and every card that goes up before c, now goes up before t and every
// card t goes up before. It runs on every move that puts a card on a card
// (apply); undo restores the saved s.after.
func (s *Solver) addEdge(c, t canfield.Card) {
	add := laneMin(s.selfLane[t], s.after[t])
	rc, sc := s.relOf[c], c.Suit()
	for x := range s.after {
		if placeOf(s.after[x], sc) <= rc {
			s.after[x] = laneMin(s.after[x], add)
		}
	}
	s.after[c] = laneMin(s.after[c], add)
}

// afterOf fills s.after[c] (and that of every card it reaches that is not
// done yet): for each suit, the lowest place of a card c goes up before,
// noPlace when none, one suit per byte. It reports a cycle through a card
// on the current depth-first path.
func (s *Solver) afterOf(c canfield.Card) bool {
	s.dState[c] = 1
	a := noPlaces
	for _, n := range [2]canfield.Card{s.succOf[c], s.dBelow[c]} {
		if n == canfield.NoCard {
			continue
		}
		switch s.dState[n] {
		case 1:
			return true
		case 0:
			if s.afterOf(n) {
				return true
			}
		}
		a = laneMin(laneMin(a, s.selfLane[n]), s.after[n])
	}
	s.after[c] = a
	s.dState[c] = 2
	return false
}

// noPlaces holds noPlace in each of the four suit bytes.
const noPlaces uint32 = noPlace * 0x01010101

// laneMin returns the bytewise minimum of a and b, whose bytes are at most
// 127.
func laneMin(a, b uint32) uint32 {
	const h = 0x80808080
	ge := ((a | h) - b) & h // high bit of each byte where a >= b
	m := (ge >> 7) * 0xFF
	return b&m | a&^m
}

// placeOf returns the place of suit su held in lanes.
func placeOf(lanes uint32, su canfield.Suit) int8 { return int8(lanes >> (8 * su)) }
