package solver

import "canfield/canfield"

// Move generation for the search.
//
// The stock is handled by macro moves: every card that some number of deals
// (turning the waste over where needed) brings to the top of the waste is
// one source, played with its deals in front. A line that deals and then
// makes other moves before playing from the waste can always deal later
// instead (deals touch nothing but the talon), so no line is lost; of the
// deal counts that reach the same waste position the smallest is kept, which
// with limited passes also spends the fewest passes.
//
// Columns are interchangeable: of several empty columns only the first is
// offered as a destination.
//
// Swaps. A move of part of a column onto another non-empty column takes a
// group P off a card q and puts it on a card t that accepts P's first card
// just as q does: q and t are "twins" (under alternating colours, the two
// cards of one rank and colour; whatever the build rule, cards that accept
// the same builders). The search makes such a move only when it exposes a
// card e for which C(e) holds: e or one of its twins goes on its foundation
// now. This keeps every won position won:
//
// Let L be a winning line from a position, as short as possible, and among
// those with the fewest moves failing C; say its first move M fails C,
// moving P off q onto t. Play L without M. The positions then differ only
// by the piles above q and above t, which are exchanged (P on q instead of
// on t), and the foundations, reserve and talon are the same. Each later
// move of L is matched by the same move with the two piles' roles exchanged:
// a target q becomes t and the other way round, which accepts the same
// cards; a group within one pile moves from the other pile; a group from
// below q keeps its bottom cards. The columns holding q and t never empty,
// so automatic fills agree. Whether a move fails C is unchanged by the
// exchange (C is the same for twins, the foundations are equal). Only the
// foundation move of q (or t) needs more: in L it is exposed, in the
// matched line the other pile R lies on it and its twin is exposed; move R
// onto the twin (a swap exposing a card that goes up: it passes C) and the
// positions become equal. That line is no longer than L and has one
// failing move fewer, which contradicts the choice of L. So some shortest
// winning line starts with a move the search makes; as the safe foundation
// moves shorten the shortest win too (see safe.go), following such
// moves reaches a won game, and the search, which visits every position it
// can reach, finds one.
//
// This is a weaker filter than Solvitaire's canfield preset, which allows a
// partial move onto a non-empty column only when the exposed card itself
// goes up ("partial if card above buildable"); a win that filter misses is
// still found here.

// Ordering scores (higher first).
const (
	scoreFoundation = 1000
	scoreReserve    = 900
	scoreEmptyCol   = 800 // a column emptied while the reserve can fill it
	scoreWaste      = 600
	scoreColumn     = 400
	scoreFillEmpty  = 200
	// scoreReserveFill: the reserve's top into an empty column (only
	// where columns do not fill automatically).
	scoreReserveFill = scoreReserve - 50
	scoreFromFound   = 100
)

// Ordering penalties per deal a stock macro move needs. Before the last
// pass a deal costs little: every card comes round again. In the last pass
// each deal buries a card under the waste for good, so every move that
// needs no deal comes first, then the moves after one deal, and so on: on
// rainbow seeds 1-60 at 2,000,000 nodes this won 19 deals against 9 with
// the small penalty, and lost the same 7 (docs/measurements.md).
const (
	dealPenalty     = 4
	dealPenaltyLast = 1000
)

// cardBit returns the bit of card c in a mask indexed by the card's byte.
func cardBit(c canfield.Card) uint64 { return 1 << c }

// prepareTables fills the per-rules tables: for every card t, the mask of
// the cards that build on it. They depend on the rules and the base rank
// only, so a run of solves under the same ones computes them once.
func (s *Solver) prepareTables() {
	base := s.st.Base()
	if s.tablesReady && s.rules.Same(s.tablesRules) && base == s.tablesBase {
		return
	}
	// Only the deck's cards: a cut deck's tables say nothing of the
	// others, which never appear.
	ranks := s.rules.RankCount()
	s.cardAt = [canfield.NumSuits][canfield.NumRanks]canfield.Card{}
	for c := range canfield.Card(56) {
		if s.rules.InDeck(c) {
			s.relOf[c] = int8((int(c.Rank()) + ranks - int(base)) % ranks)
		}
	}
	for c := range canfield.Card(56) {
		s.succOf[c], s.buildsOn[c] = canfield.NoCard, 0
		if !s.rules.InDeck(c) {
			continue
		}
		if int(s.relOf[c]) < ranks-1 {
			s.succOf[c] = canfield.NewCard(s.st.NextRank(c.Rank()), c.Suit())
		}
		s.cardAt[c.Suit()][s.relOf[c]] = c
		sh := 8 * uint(c.Suit())
		s.selfLane[c] = noPlaces&^(0xFF<<sh) | uint32(s.relOf[c])<<sh
	}
	for t := range s.accept {
		s.accept[t] = 0
		tc := canfield.Card(t)
		if !s.rules.InDeck(tc) {
			continue
		}
		for c := range canfield.Card(56) {
			if s.rules.InDeck(c) && s.st.Builds(c, tc) {
				s.accept[t] |= cardBit(c)
				s.buildsOn[c] |= cardBit(tc)
			}
		}
	}
	s.tablesReady, s.tablesRules, s.tablesBase = true, s.rules, base
}

// wanted returns the mask of the cards that go on the foundations now.
func (s *Solver) wanted() uint64 {
	var m uint64
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		if r, ok := s.st.NextFoundationRank(su); ok {
			m |= cardBit(canfield.NewCard(r, su))
		}
	}
	return m
}

// generate fills p with the moves of the current position, best first.
// It makes the moves GenMoves makes (TestGenerateMatchesEngine checks
// that), less the pruned ones, with the stock's as macro moves.
func (s *Solver) generate(p *ply) {
	st := &s.st
	p.n = 0
	want := s.wanted()
	s.want = want
	var exposed [canfield.NumColumns]canfield.Card
	firstEmpty := -1
	var targets uint64 // cards that build on some exposed card
	for j := range canfield.NumColumns {
		exposed[j] = st.Exposed(j)
		if exposed[j] == canfield.NoCard {
			if firstEmpty < 0 && j < st.ColumnCount() {
				firstEmpty = j
			}
			continue
		}
		targets |= s.accept[exposed[j]]
	}
	s.reserveTopBit = 0
	if rt := st.ReserveTop(); rt != canfield.NoCard {
		s.reserveTopBit = cardBit(rt)
	}
	if s.pendingUp() {
		s.generateUpWait(p, &exposed)
		return
	}
	if s.pending != canfield.NoCard && s.generateCover(p, &exposed) {
		return
	}
	reserveLeft := len(st.Reserve()) > 0
	rules := &s.rules

	// Foundation moves from the columns and the reserve.
	for i := range canfield.NumColumns {
		if c := exposed[i]; c != canfield.NoCard && want&cardBit(c) != 0 {
			score := int32(scoreFoundation)
			if len(st.Column(i)) == 1 && reserveLeft {
				score += 50
			}
			p.add(macro{m: canfield.Move{From: canfield.Column(i), To: canfield.LocFoundation}}, score)
		}
	}
	if rt := st.ReserveTop(); rt != canfield.NoCard {
		if want&cardBit(rt) != 0 {
			p.add(macro{m: canfield.Move{From: canfield.LocReserve, To: canfield.LocFoundation}}, scoreFoundation)
		}
		if targets&cardBit(rt) != 0 {
			for j := range canfield.NumColumns {
				if t := exposed[j]; t != canfield.NoCard && s.accept[t]&cardBit(rt) != 0 && !(s.orderCycles && s.closesCycle(j, rt)) {
					p.add(macro{m: canfield.Move{From: canfield.LocReserve, To: canfield.Column(j)}}, scoreReserve)
				}
			}
		}
		if firstEmpty >= 0 && rules.Fill == canfield.FillAny {
			for j := firstEmpty; j < st.ColumnCount(); j++ {
				if exposed[j] == canfield.NoCard && (j == firstEmpty || s.noSymmetry) {
					// Where no column fills by itself, filling one from the
					// reserve is how the reserve empties: try it early.
					p.add(macro{m: canfield.Move{From: canfield.LocReserve, To: canfield.Column(j)}}, scoreReserveFill)
				}
			}
		}
	}

	// Column to column.
	anyFill := rules.Fill != canfield.FillReserveThenWaste
	portions := rules.Groups == canfield.AnyPortion
	for i := range canfield.NumColumns {
		col := st.Column(i)
		n := len(col)
		if n == 0 {
			continue
		}
		for j := range canfield.NumColumns {
			if j == i {
				continue
			}
			t := exposed[j]
			if t == canfield.NoCard {
				if (j != firstEmpty && !s.noSymmetry) || !anyFill || n == 1 || j >= st.ColumnCount() {
					continue
				}
				if !portions {
					s.addColumnMove(p, i, j, col, 1, reserveLeft)
					continue
				}
				for k := 1; k < n; k++ {
					s.addColumnMove(p, i, j, col, n-k, reserveLeft)
				}
				continue
			}
			acc := s.accept[t]
			if !portions {
				if acc&cardBit(col[0]) != 0 && !(s.orderCycles && s.closesCycle(j, col[0])) {
					s.addColumnMove(p, i, j, col, n, reserveLeft)
				}
				continue
			}
			for k := range n {
				if acc&cardBit(col[k]) == 0 {
					continue
				}
				if k > 0 && !s.noSwapPrune && !s.swapUseful(col[k-1]) {
					continue // see "Swaps" above
				}
				s.addColumnMove(p, i, j, col, n-k, reserveLeft)
			}
		}
	}

	// Foundation to tableau.
	if rules.FoundationToTableau {
		for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
			c := st.FoundationTop(su)
			if c == canfield.NoCard || targets&cardBit(c) == 0 {
				continue
			}
			for j := range canfield.NumColumns {
				if t := exposed[j]; t != canfield.NoCard && s.accept[t]&cardBit(c) != 0 {
					p.add(macro{m: canfield.Move{From: canfield.LocFoundation, To: canfield.Column(j), Suit: su}}, scoreFromFound)
				}
			}
		}
	}

	s.generateStock(p, want|targets, &exposed, firstEmpty)
	if s.noise > 0 {
		s.shake(p)
	}
	p.sort()
}

// addColumnMove adds the move of the last k of the n cards of column i to
// column j (N = 0 when it is the whole column), scored.
func (s *Solver) addColumnMove(p *ply, i, j int, col []canfield.Card, k int, reserveLeft bool) {
	n := len(col)
	m := canfield.Move{From: canfield.Column(i), To: canfield.Column(j)}
	if k < n {
		m.N = uint8(k)
	}
	rest := n - k
	var score int32
	switch {
	case s.st.Exposed(j) == canfield.NoCard:
		score = scoreFillEmpty
	case rest == 0 && reserveLeft:
		score = scoreEmptyCol
	case rest > 0 && s.want&cardBit(col[rest-1]) != 0:
		score = scoreColumn + 100
	default:
		score = scoreColumn - int32(k)
	}
	p.add(macro{m: m}, score)
}

// generateStock adds a macro move for every playable use of every card the
// deals can bring to the top of the waste. useful is the mask of the cards
// that go somewhere other than an empty column.
func (s *Solver) generateStock(p *ply, useful uint64, exposed *[canfield.NumColumns]canfield.Card, firstEmpty int) {
	st := &s.st
	talon := st.Waste()
	nT := len(talon) + len(st.Stock())
	if nT == 0 {
		return
	}
	talon = talon[:nT:nT] // waste then stock: the whole talon in order
	draw := s.rules.Draw
	passes := s.rules.Passes
	s.dealPen = dealPenalty
	if s.lastPass() {
		s.dealPen = dealPenaltyLast
	}
	w := len(st.Waste())
	pass := st.Pass()
	var seen uint64 // waste sizes already offered
	deals := 0
	turns := 0
	for {
		if w > 0 && seen&(1<<uint(w)) == 0 {
			seen |= 1 << uint(w)
			if c := talon[w-1]; useful&cardBit(c) != 0 || firstEmpty >= 0 {
				s.wasteCardMoves(p, c, deals, exposed, firstEmpty)
			}
		}
		// deal once more, if the rules allow
		if w == nT {
			if passes != 0 && pass >= passes {
				return
			}
			turns++
			if turns > 1 {
				return // a second turn repeats what the first one showed
			}
			w = 0
			pass++
		}
		w += draw
		if w > nT {
			w = nT
		}
		deals++
	}
}

// wasteCardMoves adds the moves of card c once it is the waste's top after
// the given number of deals.
func (s *Solver) wasteCardMoves(p *ply, c canfield.Card, deals int, exposed *[canfield.NumColumns]canfield.Card, firstEmpty int) {
	d := uint8(deals)
	pen := int32(deals) * s.dealPen
	bit := cardBit(c)
	if s.want&bit != 0 {
		p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, deals: d}, scoreFoundation-pen)
	}
	for j := range canfield.NumColumns {
		t := exposed[j]
		if t == canfield.NoCard {
			if (j == firstEmpty || s.noSymmetry) && j < s.st.ColumnCount() {
				p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.Column(j)}, deals: d}, scoreFillEmpty-pen)
			}
			continue
		}
		if s.accept[t]&bit != 0 && !(s.orderCycles && s.closesCycle(j, c)) {
			score := scoreWaste - pen
			if s.accept[c]&s.reserveTopBit != 0 {
				score += 250 // makes a place for the reserve's top card
			}
			p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.Column(j)}, deals: d}, score)
		}
	}
}

func (p *ply) add(m macro, score int32) {
	p.moves[p.n] = m
	p.scores[p.n] = score
	p.n++
}

// sort orders the moves by score, highest first, keeping generation order
// among equals (insertion sort: the lists are short).
func (p *ply) sort() {
	for i := 1; i < p.n; i++ {
		m, sc := p.moves[i], p.scores[i]
		j := i
		for j > 0 && p.scores[j-1] < sc {
			p.moves[j], p.scores[j] = p.moves[j-1], p.scores[j-1]
			j--
		}
		p.moves[j], p.scores[j] = m, sc
	}
}

// swapUseful reports whether exposing card e by a partial move onto a
// non-empty column may be worth it: e or a card that accepts the same
// builders as e goes on its foundation now (see "Swaps").
func (s *Solver) swapUseful(e canfield.Card) bool {
	st := &s.st
	for su := canfield.Suit(0); su < canfield.NumSuits; su++ {
		f := canfield.NewCard(e.Rank(), su)
		switch s.rules.Build {
		case canfield.AlternateColours:
			if f.Red() != e.Red() {
				continue
			}
		case canfield.SameSuit:
			if f != e {
				continue
			}
		}
		if st.Goes(f) {
			return true
		}
	}
	return false
}
