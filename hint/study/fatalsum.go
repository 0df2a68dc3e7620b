package study

// The fatal-move diagnostic summed up over a simulation's games.

import "slices"

// Quartiles sums up a distribution: its least, lower quartile, median,
// upper quartile and greatest values (nearest rank).
type Quartiles struct {
	Min int `json:"min"`
	P25 int `json:"p25"`
	P50 int `json:"median"`
	P75 int `json:"p75"`
	Max int `json:"max"`
}

// quartiles returns the quartiles of xs (zero when xs is empty).
func quartiles(xs []int) Quartiles {
	if len(xs) == 0 {
		return Quartiles{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return Quartiles{Min: s[0], P25: percentile(s, 0.25), P50: percentile(s, 0.5), P75: percentile(s, 0.75), Max: s[len(s)-1]}
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

// summariseFatal sums up the games' diagnostics; nil when none was judged.
func summariseFatal(games []GameResult) *FatalSummary {
	sum := &FatalSummary{Counts: map[FatalStatus]int{}}
	var mv, fd, un []int
	for _, g := range games {
		if g.Fatal == nil {
			continue
		}
		f := g.Fatal
		sum.Judged++
		sum.Counts[f.Status]++
		if f.Status != FatalUnwinnable && f.Status != FatalStartUnknown {
			sum.Winnable++
		}
		switch f.Status {
		case FatalFound:
			sum.WinnableLost++
			mv, fd, un = append(mv, f.Move), append(fd, f.Foundation), append(un, f.Unseen)
		case FatalUndetermined, FatalStillWinnable:
			sum.WinnableLost++
		}
	}
	if sum.Judged == 0 {
		return nil
	}
	sum.Move, sum.Foundation, sum.Unseen = quartiles(mv), quartiles(fd), quartiles(un)
	return sum
}
