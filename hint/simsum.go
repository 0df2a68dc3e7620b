package hint

import (
	"encoding/json"
	"slices"
	"time"
)

// Summarize sums up games played by one player under one set of rules: the
// one function behind both a live simulation's result and the merge of the
// game records of several runs (canfield summary), so the two cannot drift.
// The result does not depend on the order of games; Games is sorted by seed.
func Summarize(player, rules string, games []GameResult) SimResult {
	r := SimResult{Player: player, Rules: rules, Games: slices.Clone(games), Ends: map[End]int{}, Fatal: summariseFatal(games)}
	slices.SortFunc(r.Games, func(a, b GameResult) int {
		switch {
		case a.Seed < b.Seed:
			return -1
		case a.Seed > b.Seed:
			return 1
		}
		return 0
	})
	var lat []time.Duration
	var found, score int
	for i, g := range r.Games {
		if i == 0 {
			r.Seed, r.Peek = g.Seed, g.Peek
		}
		r.Last = g.Seed
		r.Played++
		r.Ends[g.End]++
		if g.Won() {
			r.Wins++
		}
		found += g.Foundation
		score += g.Score
		r.Moves += g.Moves
		lat = append(lat, g.Latency...)
	}
	if r.Played == 0 {
		return r
	}
	n := float64(r.Played)
	r.Rate = float64(r.Wins) / n
	r.Lo, r.Hi = Wilson(float64(r.Wins), n)
	r.MeanFoundation = float64(found) / n
	r.MeanScore = float64(score) / n
	slices.Sort(lat)
	if len(lat) > 0 {
		r.P50 = elapsedMs(percentile(lat, 0.50))
		r.P95 = elapsedMs(percentile(lat, 0.95))
		r.Max = elapsedMs(lat[len(lat)-1])
	}
	return r
}

// percentile returns the q-quantile of sorted durations (nearest rank).
func percentile(sorted []time.Duration, q float64) time.Duration {
	k := int(q*float64(len(sorted))+0.999999) - 1
	k = max(0, min(k, len(sorted)-1))
	return sorted[k]
}

// Latencies are the times a player took to choose its moves. In JSON they
// are whole microseconds (PlayGame records them rounded to the
// microsecond, so a game read back sums up exactly as it was played).
type Latencies []time.Duration

// MarshalJSON writes the latencies as a list of microseconds.
func (l Latencies) MarshalJSON() ([]byte, error) {
	us := make([]int64, len(l))
	for i, d := range l {
		us[i] = d.Round(time.Microsecond).Microseconds()
	}
	return json.Marshal(us)
}

// UnmarshalJSON reads a list of microseconds.
func (l *Latencies) UnmarshalJSON(b []byte) error {
	var us []int64
	if err := json.Unmarshal(b, &us); err != nil {
		return err
	}
	*l = make(Latencies, len(us))
	for i, u := range us {
		(*l)[i] = time.Duration(u) * time.Microsecond
	}
	return nil
}
