package canfield

// This file holds the hot code: move generation, Apply and Undo. None of it
// allocates.

// GenMoves fills l with every legal move in the position, in a fixed order:
// foundation plays first, then builds from the reserve and waste, column
// moves, foundation-to-tableau moves, and the deal last.
func (s *State) GenMoves(l *MoveList) {
	l.N = 0
	if s.Won() {
		return
	}
	rt, wt := s.ReserveTop(), s.WasteTop()
	if rt != NoCard && s.Goes(rt) {
		l.add(Move{From: LocReserve, To: LocFoundation})
	}
	if wt != NoCard && s.Goes(wt) {
		l.add(Move{From: LocWaste, To: LocFoundation})
	}
	for i := range NumColumns {
		if n := s.colLen[i]; n > 0 && s.Goes(s.cols[i][n-1]) {
			l.add(Move{From: Column(i), To: LocFoundation})
		}
	}
	anyFill := s.rules.Fill != FillReserveThenWaste
	for j := range NumColumns {
		nj := s.colLen[j]
		if nj == 0 {
			if j >= int(s.nCols) {
				continue // no such column under these rules
			}
			if rt != NoCard && s.rules.Fill == FillAny {
				l.add(Move{From: LocReserve, To: Column(j)})
			}
			if wt != NoCard {
				l.add(Move{From: LocWaste, To: Column(j)})
			}
			continue
		}
		t := s.cols[j][nj-1]
		if rt != NoCard && s.Builds(rt, t) {
			l.add(Move{From: LocReserve, To: Column(j)})
		}
		if wt != NoCard && s.Builds(wt, t) {
			l.add(Move{From: LocWaste, To: Column(j)})
		}
	}
	for i := range NumColumns {
		n := s.colLen[i]
		if n == 0 {
			continue
		}
		col := &s.cols[i]
		for j := range NumColumns {
			if j == i {
				continue
			}
			nj := s.colLen[j]
			if nj == 0 {
				if !anyFill || n == 1 || j >= int(s.nCols) {
					continue // a whole column into an empty one changes nothing
				}
				if s.rules.Groups == WholeColumn {
					l.add(Move{From: Column(i), To: Column(j), N: 1})
					continue
				}
				for k := uint8(1); k < n; k++ {
					l.add(Move{From: Column(i), To: Column(j), N: n - k})
				}
				continue
			}
			t := s.cols[j][nj-1]
			if s.rules.Groups == WholeColumn {
				if s.Builds(col[0], t) {
					l.add(Move{From: Column(i), To: Column(j)})
				}
				continue
			}
			for k := uint8(0); k < n; k++ {
				if s.Builds(col[k], t) {
					if k == 0 {
						l.add(Move{From: Column(i), To: Column(j)})
					} else {
						l.add(Move{From: Column(i), To: Column(j), N: n - k})
					}
				}
			}
		}
	}
	if s.rules.FoundationToTableau {
		for su := Suit(0); su < NumSuits; su++ {
			c := s.FoundationTop(su)
			if c == NoCard {
				continue
			}
			for j := range NumColumns {
				if nj := s.colLen[j]; nj > 0 && s.Builds(c, s.cols[j][nj-1]) {
					l.add(Move{From: LocFoundation, To: Column(j), Suit: su})
				}
			}
		}
	}
	if s.CanDeal() {
		l.add(DealMove)
	}
}

// CanDeal reports whether the deal move is legal: the stock has cards, or
// it is empty, the waste is not, and a pass is left.
func (s *State) CanDeal() bool {
	return s.nWaste < s.nTalon || (s.nTalon > 0 && s.PassesLeft())
}

// Apply and Undo keep every slot past the end of a pile at NoCard, so two
// states of the same position compare equal with ==.

// Apply plays a legal move and returns what Undo needs to take it back.
// Apply trusts that m is legal (from GenMoves, or checked by Legal).
func (s *State) Apply(m Move) Undo {
	u := Undo{filled: -1}
	var c Card
	switch m.From {
	case LocStock:
		u.nWaste, u.pass = s.nWaste, s.pass
		s.deal()
		return u
	case LocReserve:
		s.nReserve--
		c = s.reserve[s.nReserve]
		s.reserve[s.nReserve] = NoCard
	case LocWaste:
		i := s.nWaste - 1
		c = s.talon[i]
		copy(s.talon[i:s.nTalon-1], s.talon[i+1:s.nTalon])
		s.nTalon--
		s.nWaste--
		s.talon[s.nTalon] = NoCard
	case LocFoundation:
		c = s.FoundationTop(m.Suit)
		s.found[m.Suit]--
	default:
		i := m.From.ColumnIndex()
		if m.To == LocFoundation {
			s.colLen[i]--
			c = s.cols[i][s.colLen[i]]
			s.cols[i][s.colLen[i]] = NoCard
		} else {
			n := m.N
			if n == 0 {
				n = s.colLen[i]
			}
			j := m.To.ColumnIndex()
			from := s.colLen[i] - n
			copy(s.cols[j][s.colLen[j]:], s.cols[i][from:s.colLen[i]])
			clear(s.cols[i][from:s.colLen[i]])
			s.colLen[j] += n
			s.colLen[i] = from
			u.n = n
		}
		if s.colLen[i] == 0 && s.nReserve > 0 && s.rules.Fill != FillAny {
			s.nReserve--
			s.cols[i][0] = s.reserve[s.nReserve]
			s.reserve[s.nReserve] = NoCard
			s.colLen[i] = 1
			u.filled = int8(i)
		}
		if m.To != LocFoundation {
			return u
		}
	}
	u.card = c
	if m.To == LocFoundation {
		s.found[c.Suit()]++
	} else {
		j := m.To.ColumnIndex()
		s.cols[j][s.colLen[j]] = c
		s.colLen[j]++
	}
	return u
}

// Deals plays n deal moves (DealMove) in a row, each of which must be
// legal, and returns the Undo that takes all n back with
// Undo(DealMove, u): a deal changes only the waste's size and the pass, so
// one Undo restores both. The solver's stock moves deal many times before
// playing a card; this spares a call per deal.
func (s *State) Deals(n int) Undo {
	u := Undo{filled: -1, nWaste: s.nWaste, pass: s.pass}
	for range n {
		s.deal()
	}
	return u
}

// deal deals once: the waste turned over into the stock first when the
// stock is empty, then the rules' number of cards (fewer at the end).
func (s *State) deal() {
	if s.nWaste == s.nTalon {
		s.nWaste = 0
		if s.pass < MaxPassCount { // a uint8: never wrap round to 0
			s.pass++
		}
	}
	k := uint8(s.rules.Draw)
	if left := s.nTalon - s.nWaste; k > left {
		k = left
	}
	s.nWaste += k
}

// Undo takes back move m, which must be the last move applied, given the
// Undo that Apply returned for it.
func (s *State) Undo(m Move, u Undo) {
	if m.From == LocStock {
		s.nWaste, s.pass = u.nWaste, u.pass
		return
	}
	if u.filled >= 0 {
		i := u.filled
		s.reserve[s.nReserve] = s.cols[i][0]
		s.nReserve++
		s.cols[i][0] = NoCard
		s.colLen[i] = 0
	}
	var c Card
	if m.To == LocFoundation {
		c = u.card
		s.found[c.Suit()]--
	} else {
		j := m.To.ColumnIndex()
		if m.From.IsColumn() {
			i := m.From.ColumnIndex()
			s.colLen[j] -= u.n
			moved := s.cols[j][s.colLen[j] : s.colLen[j]+u.n]
			copy(s.cols[i][s.colLen[i]:], moved)
			clear(moved)
			s.colLen[i] += u.n
			return
		}
		s.colLen[j]--
		c = s.cols[j][s.colLen[j]]
		s.cols[j][s.colLen[j]] = NoCard
	}
	switch m.From {
	case LocReserve:
		s.reserve[s.nReserve] = c
		s.nReserve++
	case LocWaste:
		i := s.nWaste
		copy(s.talon[i+1:s.nTalon+1], s.talon[i:s.nTalon])
		s.talon[i] = c
		s.nTalon++
		s.nWaste++
	case LocFoundation:
		s.found[m.Suit]++
	default:
		i := m.From.ColumnIndex()
		s.cols[i][s.colLen[i]] = c
		s.colLen[i]++
	}
}
