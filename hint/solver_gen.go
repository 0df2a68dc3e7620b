package hint

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

// Ordering scores (higher first).
const (
	scoreFoundation = 1000
	scoreReserve    = 900
	scoreEmptyCol   = 800 // a column emptied while the reserve can fill it
	scoreWaste      = 600
	scoreColumn     = 400
	scoreFillEmpty  = 200
	scoreFromFound  = 100
)

// generate fills p with the moves of the current position, best first.
func (s *Solver) generate(p *ply) {
	st := &s.st
	p.n = 0
	firstEmpty := -1
	for j := range canfield.NumColumns {
		if st.Exposed(j) == canfield.NoCard {
			firstEmpty = j
			break
		}
	}
	reserveLeft := len(st.Reserve()) > 0

	l := &s.scratch
	st.GenMoves(l)
	for _, m := range l.Moves[:l.N] {
		if m.From == canfield.LocWaste || m.From == canfield.LocStock {
			continue // the stock's moves come as macro moves below
		}
		toEmpty := m.To.IsColumn() && st.Exposed(m.To.ColumnIndex()) == canfield.NoCard
		if toEmpty && m.To.ColumnIndex() != firstEmpty {
			continue
		}
		var score int32
		switch {
		case m.To == canfield.LocFoundation:
			score = scoreFoundation
			if m.From.IsColumn() && len(st.Column(m.From.ColumnIndex())) == 1 && reserveLeft {
				score += 50
			}
		case m.From == canfield.LocReserve:
			score = scoreReserve
		case m.From == canfield.LocFoundation:
			score = scoreFromFound
		case toEmpty:
			score = scoreFillEmpty
		default: // column to column
			from := st.Column(m.From.ColumnIndex())
			k := int(m.N)
			if k == 0 {
				k = len(from)
			}
			rest := len(from) - k
			switch {
			case rest == 0 && reserveLeft:
				score = scoreEmptyCol
			case rest > 0 && st.Goes(from[rest-1]):
				score = scoreColumn + 100
			default:
				score = scoreColumn - int32(k)
			}
		}
		p.add(macro{m: m}, score)
	}
	s.generateStock(p, firstEmpty)
	p.sort()
}

// generateStock adds a macro move for every playable use of every card the
// deals can bring to the top of the waste.
func (s *Solver) generateStock(p *ply, firstEmpty int) {
	st := &s.st
	talon := st.Waste()
	nT := len(talon) + len(st.Stock())
	if nT == 0 {
		return
	}
	talon = talon[:nT:nT] // waste then stock: the whole talon in order
	draw := s.rules.Draw
	passes := s.rules.Passes
	w := len(st.Waste())
	pass := st.Pass()
	var seen uint64 // waste sizes already offered
	deals := 0
	turns := 0
	for {
		if w > 0 && seen&(1<<uint(w)) == 0 {
			seen |= 1 << uint(w)
			s.wasteCardMoves(p, talon[w-1], deals, firstEmpty)
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
func (s *Solver) wasteCardMoves(p *ply, c canfield.Card, deals int, firstEmpty int) {
	st := &s.st
	d := uint8(deals)
	pen := int32(deals) * 4
	if st.Goes(c) {
		p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.LocFoundation}, deals: d}, scoreFoundation-pen)
	}
	for j := range canfield.NumColumns {
		t := st.Exposed(j)
		if t == canfield.NoCard {
			if j == firstEmpty {
				p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.Column(j)}, deals: d}, scoreFillEmpty-pen)
			}
			continue
		}
		if st.Builds(c, t) {
			p.add(macro{m: canfield.Move{From: canfield.LocWaste, To: canfield.Column(j)}, deals: d}, scoreWaste-pen)
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
