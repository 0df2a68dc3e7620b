// Package measure holds what the measuring commands beside it share: the
// runner of two games at a time and the rows of the shown-chance
// measurement (written by shown, read by chancefit).
package measure

import (
	"errors"
	"os"
	"sync"

	"canfield/canfield"
)

// OnTwo runs do on every job, two at a time (the measuring machine's
// cores).
func OnTwo[T any](jobs []T, do func(T)) {
	feed := make(chan T)
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range feed {
				do(j)
			}
		}()
	}
	for _, j := range jobs {
		feed <- j
	}
	close(feed)
	wg.Wait()
}

// Seeds returns n deal seeds from first on.
func Seeds(first uint64, n int) []uint64 {
	out := make([]uint64, n)
	for i := range out {
		out[i] = first + uint64(i)
	}
	return out
}

// ShownGame is one line of the shown-chance measurement: a game's end and
// the figure shown for the move played at each searched decision.
type ShownGame struct {
	Seed uint64     `json:"seed"`
	End  string     `json:"end"`
	Rows []ShownRow `json:"rows"`
}

// ShownRow is one searched decision: the estimate Win shown for the move
// played, after Move moves, with Unseen cards unseen and Found on the
// foundations, from Samples samples of which Unknown were undecided.
type ShownRow struct {
	Seed    uint64  `json:"seed"`
	Move    int     `json:"move"`
	Unseen  int     `json:"unseen"`
	Found   int     `json:"found"`
	Win     float64 `json:"win"`
	Samples int     `json:"samples"`
	Unknown int     `json:"unknown"`
}

// MoveKind names a move's kind for a table: deal, waste->found and so on.
func MoveKind(m canfield.Move) string {
	switch {
	case m.IsDeal():
		return "deal"
	case m.To == canfield.LocFoundation && m.From == canfield.LocReserve:
		return "reserve->found"
	case m.To == canfield.LocFoundation && m.From == canfield.LocWaste:
		return "waste->found"
	case m.To == canfield.LocFoundation:
		return "column->found"
	case m.From == canfield.LocReserve:
		return "reserve->column"
	case m.From == canfield.LocWaste:
		return "waste->column"
	case m.From == canfield.LocFoundation:
		return "found->column"
	}
	return "column->column"
}

// CreateOut creates the file a command's required -out flag names.
func CreateOut(out string) (*os.File, error) {
	if out == "" {
		return nil, errors.New("-out FILE is required")
	}
	return os.Create(out)
}
