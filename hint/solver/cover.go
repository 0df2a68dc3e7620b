package solver

import "canfield/canfield"

// Cover: a card played from the waste onto a column is covered at once,
// and a card played from the waste up is followed by its successor.
//
// Claim. Where the stock is dealt one card at a time with unlimited passes,
// only whole columns move and foundation cards never come back (draw1),
// some shortest winning line from a won position plays a waste card x onto
// a column's exposed card only to put a card on x with its very next move
// (a card from the reserve, the waste or a whole column; moves are counted
// without the deals). So after such a move the search tries only the moves
// that cover x: the position holds x as pending, its key includes that,
// and generate offers nothing else. It skips every position where a waste
// card lies on a column, uncovered, for the sake of nothing.
//
// Proof sketch. Under these rules every talon card can be brought to the
// waste's top by deals alone, whenever a line wants it, and the talon's
// cards fix the position whatever its waste size (every size is on the
// dealing cycle, hash.go). Take a shortest winning line L and in it a
// waste card x played onto a card t whose next move does not cover x.
//
//   - If nothing is ever put on x, delete that move: x stays in the talon,
//     and where L plays x from t to its foundation (x leaves t only so:
//     nothing lies on it, and only whole columns move, with t) the new
//     line deals to x and plays it from the waste. Every other move keeps
//     its legality: t's column has the same first card and never empties
//     for it, t exposed only adds moves, and the talon cards L plays are
//     still reached by deals. The line is a move shorter: L was not
//     shortest.
//   - Otherwise let move k be the first that puts a card on x. Play x onto
//     t just before move k instead (in its column, wherever whole-column
//     moves took it). In between, L put nothing on x and did not play it
//     up, so the same argument keeps every move legal, t is still exposed
//     then, and from move k on the positions are the same. The line is as
//     long, and has one such move fewer: moving x's play next to k breaks
//     no other pair (move k-1 was no play whose card k covers, since k
//     covers x).
//
// So among the shortest winning lines there is one where every waste card
// played onto a card is covered by the next move. The search follows it
// with its other rules. A cover ends the wait. An automatic foundation
// move (safe.go) after the play, which under draw 1 can take the waste
// card the play uncovered, keeps it, unless it takes x itself: safe.go
// answers the rest of the line with one shorter, move by move, and the
// answer to a cover is a cover (a group with the safe card c on top moves
// as the group without it), except for c itself put on x. A shortest line
// never does that: played up instead, and its later foundation move
// dropped, c gives a shorter line (safe.go's answer from the position with
// c up). Precedence cycles and the drain check cut only lost positions,
// and of several empty columns the first stands for all, as before.
// TestCoverKeepsVerdict checks the claim against the search without it.
//
// Under a draw of three the rule does not hold: taking x out of the talon
// regroups every later pass, which a line may want for itself.
//
// The wait on the foundations. Under the same rules, some shortest winning
// line plays a card x from the waste up (other than as an automatic move)
// only when its next move plays x's successor up; the last card of a suit
// only when its next move plays another card up from the waste, or as the
// line's last move. So after such a play x is pending too (it is up:
// generate tells the two waits apart by where x is), and the search offers
// only the successor's foundation move, from the reserve's top, a column or
// the talon; after the last card of a suit, only plays up from the talon.
//
// Proof sketch. Foundation cards never come back, so the only move that
// needs x up is its successor's play. Take a shortest winning line with
// the fewest failing pairs of both rules, and in it a run of consecutive
// waste plays up x1, ..., xm whose pairs hold but the last one's: each xi
// is followed by its successor or is the last of its suit, and the run is
// maximal (the move before it is no waste play up whose pair x1's play
// makes hold). Move the whole run to just before the play of succ(xm), or,
// when xm is the last of its suit, to the end of the line. The run's cards
// stay in the talon until then, which deals bring to the top whenever
// wanted, as above, and no move in between needs them up (the successor
// of every card of the run but xm is in the run or does not exist). The
// line is as long, and has one failing pair fewer: the run's pairs hold,
// xm is now followed by its successor (or ends the line), a last move of
// the line that was the last card of a suit is now followed by a play up
// from the waste, and no pair breaks: neither the run's first play nor
// the successor's play is a cover, a waste play up paired with the
// successor's play is xm itself, and a last card of a suit before the
// run's old place would belong to the run. (Several suits' last cards may
// each want to end the line: hence their weaker pair.) The cover rule's
// moves likewise break no wait on the foundations (the move after them is
// no foundation play of a successor they wait for). Automatic foundation
// moves keep the wait unless they take the successor, which ends it; the
// successor played from the waste starts a wait of its own.
// TestCoverKeepsVerdict checks the rule against the search without it.

// coverApplies reports whether the rules allow the cover rule and the
// wait on the foundations.
func coverApplies(r canfield.Rules) bool {
	return r.Draw == 1 && r.Passes == 0 && r.Groups == canfield.WholeColumn && !r.FoundationToTableau
}

// generateCover fills p with the moves that put a card on the pending card
// s.pending, exposed on a column: the reserve's top, a waste card (after
// its deals) or a whole column.
func (s *Solver) generateCover(p *ply, exposed *[canfield.NumColumns]canfield.Card) bool {
	st := &s.st
	x := s.pending
	j := -1
	for i := range canfield.NumColumns {
		if exposed[i] == x {
			j = i
		}
	}
	if j < 0 {
		return false // cannot happen: apply clears a pending card that leaves
	}
	acc := s.accept[x]
	if rt := st.ReserveTop(); rt != canfield.NoCard && acc&cardBit(rt) != 0 && !(s.orderCycles && s.closesCycle(j, rt)) {
		p.add(macro{m: canfield.Move{From: canfield.LocReserve, To: canfield.Column(j)}}, scoreReserve)
	}
	reserveLeft := len(st.Reserve()) > 0
	for i := range canfield.NumColumns {
		col := st.Column(i)
		if i == j || len(col) == 0 || acc&cardBit(col[0]) == 0 || s.orderCycles && s.closesCycle(j, col[0]) {
			continue
		}
		s.addColumnMove(p, i, j, col, len(col), reserveLeft)
	}
	var only [canfield.NumColumns]canfield.Card
	only[j] = x
	s.want = 0 // no foundation play from the waste here
	s.generateStock(p, acc, &only, -1)
	if s.noise > 0 {
		s.shake(p)
	}
	p.sort()
	return true
}

// nextPending returns the pending card after move m, which moves card c
// (before it is applied): c when m plays it from the waste onto a card, or
// (not automatically) to its foundation; the same card after an automatic
// foundation move that does not end the wait; none otherwise.
func (s *Solver) nextPending(m canfield.Move, c canfield.Card) canfield.Card {
	switch {
	case m.To == canfield.LocFoundation:
		if x := s.pending; x != canfield.NoCard && !s.waitEnds(x, m, c) {
			// While a card waits only automatic moves go up, besides the
			// move waited for: the wait goes on.
			return x
		}
		if s.upWait && !s.autoMove && m.From == canfield.LocWaste {
			return c
		}
	case s.coverRule && m.From == canfield.LocWaste && m.To.IsColumn() && s.st.Exposed(m.To.ColumnIndex()) != canfield.NoCard:
		return c
	}
	return canfield.NoCard
}

// waitEnds reports whether foundation move m, which plays card c up, ends
// the wait of the pending card x: x itself goes up (a cover's wait), or x
// is up and c is its successor, or x is the last of its suit and m a play
// up from the waste other than an automatic one.
func (s *Solver) waitEnds(x canfield.Card, m canfield.Move, c canfield.Card) bool {
	switch {
	case !s.pendingUp():
		return c == x
	case s.succOf[x] != canfield.NoCard:
		return c == s.succOf[x]
	}
	return !s.autoMove && m.From == canfield.LocWaste
}

// pendingUp reports whether a card waits on its foundation for its
// successor (rather than on a column for a cover).
func (s *Solver) pendingUp() bool {
	return s.pending != canfield.NoCard && s.st.FoundationTop(s.pending.Suit()) == s.pending
}

// generateUpWait fills p with the moves that play the successor of the
// pending card, just played up from the waste, to its foundation: from the
// reserve's top, a column or the talon (after its deals). After the last
// card of a suit, which has none, it offers every play up from the talon.
func (s *Solver) generateUpWait(p *ply, exposed *[canfield.NumColumns]canfield.Card) {
	var none [canfield.NumColumns]canfield.Card // NoCard everywhere
	y := s.succOf[s.pending]
	if y == canfield.NoCard {
		s.generateStock(p, s.want, &none, -1) // s.want: every card that goes up now (generate)
		p.sort()
		return
	}
	if s.st.ReserveTop() == y {
		p.add(macro{m: canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}}, scoreFoundation)
	}
	for i := range canfield.NumColumns {
		if exposed[i] == y {
			p.add(macro{m: canfield.Move{From: canfield.Column(i), To: canfield.LocFoundation}}, scoreFoundation)
		}
	}
	s.want = cardBit(y)
	s.generateStock(p, s.want, &none, -1)
}
