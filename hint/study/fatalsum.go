package study

// The fatal-move diagnostic summed up over a simulation's games.

import (
	"maps"
	"slices"
)

// Quartiles sums up a distribution: its least, lower quartile, median,
// upper quartile and greatest values (nearest rank).
type Quartiles struct {
	Min int `json:"min"`
	P25 int `json:"p25"`
	P50 int `json:"median"`
	P75 int `json:"p75"`
	Max int `json:"max"`
}

// FatalSummary sums up the fatal-move diagnostic over a simulation.
type FatalSummary struct {
	// Judged is the number of games judged; Counts counts them by status.
	Judged int                 `json:"judged"`
	Counts map[FatalStatus]int `json:"counts"`
	// Winnable counts the games the solver proved winnable at the start;
	// WinnableLost those of them the player did not win (fatal move found,
	// undetermined, or still winnable at the end).
	Winnable     int `json:"winnable_start"`
	WinnableLost int `json:"winnable_lost"`
	// Move, Foundation and Unseen are the distributions, over the games
	// with a fatal move found, of its number, the cards on the
	// foundations and the cards unseen just after it.
	Move       Quartiles `json:"move"`
	Foundation Quartiles `json:"foundation"`
	Unseen     Quartiles `json:"unseen"`
}

// fatalSum sums up the games' diagnostics one game at a time, the
// figures of the fatal moves found as counts of each value.
type fatalSum struct {
	sum        FatalSummary
	mv, fd, un map[int]int
}

// add counts one game's diagnostic (nil: not judged).
func (s *fatalSum) add(f *Fatal) {
	if f == nil {
		return
	}
	if s.sum.Counts == nil {
		s.sum.Counts, s.mv, s.fd, s.un = map[FatalStatus]int{}, map[int]int{}, map[int]int{}, map[int]int{}
	}
	s.sum.Judged++
	s.sum.Counts[f.Status]++
	if f.Status != FatalUnwinnable && f.Status != FatalStartUnknown {
		s.sum.Winnable++
	}
	switch f.Status {
	case FatalFound:
		s.sum.WinnableLost++
		s.mv[f.Move]++
		s.fd[f.Foundation]++
		s.un[f.Unseen]++
	case FatalUndetermined, FatalStillWinnable:
		s.sum.WinnableLost++
	}
}

// result is the summary, nil when no game was judged.
func (s *fatalSum) result() *FatalSummary {
	if s.sum.Judged == 0 {
		return nil
	}
	sum := s.sum
	sum.Counts = maps.Clone(s.sum.Counts)
	sum.Move, sum.Foundation, sum.Unseen = countedQuartiles(s.mv), countedQuartiles(s.fd), countedQuartiles(s.un)
	return &sum
}

// countedQuartiles is the quartiles of the values counts counts (zero when
// there are none).
func countedQuartiles(counts map[int]int) Quartiles {
	if len(counts) == 0 {
		return Quartiles{}
	}
	keys := slices.Sorted(maps.Keys(counts))
	return Quartiles{Min: keys[0], P25: countedPercentile(counts, 0.25), P50: countedPercentile(counts, 0.5), P75: countedPercentile(counts, 0.75), Max: keys[len(keys)-1]}
}
