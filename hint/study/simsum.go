package study

// A simulation summed up: the one summary of live runs and merged records.

import (
	"encoding/json"
	"slices"
	"time"

	"canfield/hint"
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
	r.Lo, r.Hi = hint.Wilson(float64(r.Wins), n)
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

// SimResult sums up a simulation.
type SimResult struct {
	Player string `json:"player"`
	Rules  string `json:"rules"`
	// Peek names the places whose true cards the hint player saw in every
	// sample (SimConfig.Peek), "" when none: such a run measures the
	// engine's search, not a player.
	Peek string `json:"peek,omitempty"`
	// Seed and Last are the lowest and highest seed of the games.
	Seed   uint64       `json:"seed"`
	Last   uint64       `json:"last_seed"`
	Games  []GameResult `json:"-"`
	Played int          `json:"games"`
	Wins   int          `json:"wins"`
	// Rate is the win rate, Lo and Hi its 95 % Wilson interval.
	Rate           float64 `json:"win_rate"`
	Lo             float64 `json:"win_lo"`
	Hi             float64 `json:"win_hi"`
	MeanFoundation float64 `json:"mean_foundation"`
	MeanScore      float64 `json:"mean_casino_score"`
	Moves          int     `json:"moves"`
	// P50 and P95 are percentiles of the time to choose one move, in ms.
	P50 float64 `json:"latency_p50_ms"`
	P95 float64 `json:"latency_p95_ms"`
	Max float64 `json:"latency_max_ms"`
	// Ends counts the games by how they ended.
	Ends map[End]int `json:"ends"`
	// Fatal sums up the fatal-move diagnostic, when SimConfig.Fatal is set.
	Fatal *FatalSummary `json:"fatal,omitempty"`
}

// elapsedMs returns d in milliseconds.
func elapsedMs(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

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
