package hint

import "canfield/canfield"

// moveScore orders moves for the ranking's last tie-break and for the heuristic players: higher
// is tried first.
func moveScore(s *canfield.State, m canfield.Move) int {
	switch {
	case m.To == canfield.LocFoundation:
		sc := 100
		if m.From == canfield.LocReserve {
			sc += 20
		}
		if m.From.IsColumn() && len(s.Column(m.From.ColumnIndex())) == 1 && len(s.Reserve()) > 0 {
			sc += 15
		}
		return sc
	case m.From == canfield.LocReserve:
		return 90
	case m.From.IsColumn() && m.To.IsColumn():
		n := len(s.Column(m.From.ColumnIndex()))
		if (m.N == 0 || int(m.N) == n) && len(s.Reserve()) > 0 && s.Rules().AutoFill() {
			return 80 // empties a column for the reserve
		}
		if m.N == 0 || int(m.N) == n {
			return 35
		}
		return 25
	case m.From == canfield.LocWaste:
		if s.Exposed(m.To.ColumnIndex()) == canfield.NoCard {
			return 30
		}
		return 50
	case m.From == canfield.LocFoundation:
		return 5
	}
	return 0
}
