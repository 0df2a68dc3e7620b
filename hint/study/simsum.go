package study

// A simulation summed up: the one summary of live runs and merged records.

import (
	"cmp"
	"encoding/json"
	"maps"
	"math"
	"slices"
	"time"

	"canfield/hint"
)

// Summarize sums up games played by one player under one set of rules: the
// one function behind both a live simulation's result and the merge of the
// game records of several runs (canfield summary), so the two cannot drift.
// The result does not depend on the order of games; Games is sorted by seed.
func Summarize(player, rules string, games []GameResult) SimResult {
	var sum simSum
	for _, g := range games {
		sum.add(g)
	}
	r := sum.result(player, rules)
	r.Games = slices.Clone(games)
	slices.SortFunc(r.Games, func(a, b GameResult) int { return cmp.Compare(a.Seed, b.Seed) })
	return r
}

// simSum sums up games one at a time in memory that does not grow with
// their number: counts, totals, and the latencies and fatal-move figures
// as counts of each value (latencies are whole microseconds), from which
// the same nearest-rank percentiles come as from the sorted values.
type simSum struct {
	played, wins, found, score, moves int
	first, last                       uint64
	peek                              string
	ends                              map[End]int
	lat, searchedLat                  map[time.Duration]int
	searched                          int
	fatal                             fatalSum
}

// add counts one game.
func (s *simSum) add(g GameResult) {
	if s.played == 0 || g.Seed < s.first {
		s.first, s.peek = g.Seed, g.Peek
	}
	if s.played == 0 || g.Seed > s.last {
		s.last = g.Seed
	}
	if s.ends == nil {
		s.ends, s.lat, s.searchedLat = map[End]int{}, map[time.Duration]int{}, map[time.Duration]int{}
	}
	s.played++
	s.ends[g.End]++
	if g.Won() {
		s.wins++
	}
	s.found += g.Foundation
	s.score += g.Score
	s.moves += g.Moves
	for _, d := range g.Latency {
		s.lat[d]++
	}
	for _, d := range g.SearchedLatency {
		s.searchedLat[d]++
	}
	s.searched += len(g.SearchedLatency)
	s.fatal.add(g.Fatal)
}

// result is the summary of the games added.
func (s *simSum) result(player, rules string) SimResult {
	r := SimResult{Player: player, Rules: rules, Ends: map[End]int{}, Fatal: s.fatal.result()}
	if s.played == 0 {
		return r
	}
	r.Seed, r.Last, r.Played, r.Wins, r.Moves = s.first, s.last, s.played, s.wins, s.moves
	r.Peek = s.peek
	maps.Copy(r.Ends, s.ends)
	n := float64(r.Played)
	r.Rate = float64(r.Wins) / n
	r.Lo, r.Hi = hint.Wilson(float64(r.Wins), n)
	r.MeanFoundation = float64(s.found) / n
	r.MeanScore = float64(s.score) / n
	r.P50, r.P95, r.Max = latencyMs(s.lat)
	r.Searched = s.searched
	r.SearchedP50, r.SearchedP95, r.SearchedMax = latencyMs(s.searchedLat)
	return r
}

// latencyMs is the p50, p95 and maximum of counted latencies, in ms (0
// for none).
func latencyMs(counts map[time.Duration]int) (p50, p95, most float64) {
	if len(counts) == 0 {
		return 0, 0, 0
	}
	return elapsedMs(countedPercentile(counts, 0.50)), elapsedMs(countedPercentile(counts, 0.95)),
		elapsedMs(slices.Max(slices.Collect(maps.Keys(counts))))
}

// countedPercentile is percentile over the values counts counts: the
// smallest value with at least a share q of the values at or below it.
func countedPercentile[T cmp.Ordered](counts map[T]int, q float64) T {
	keys := slices.Sorted(maps.Keys(counts))
	n := 0
	for _, k := range keys {
		n += counts[k]
	}
	if n == 0 {
		var zero T
		return zero
	}
	rank := max(0, min(int(math.Ceil(q*float64(n)))-1, n-1)) // 0-based, as percentile
	seen := 0
	for _, k := range keys {
		seen += counts[k]
		if seen > rank {
			return k
		}
	}
	return keys[len(keys)-1]
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
	// Searched is the number of moves the player chose by search (the hint
	// player's, not forced, safe or scouting), and SearchedP50, SearchedP95
	// and SearchedMax the same figures over their times alone.
	Searched    int     `json:"searched_moves"`
	SearchedP50 float64 `json:"searched_latency_p50_ms"`
	SearchedP95 float64 `json:"searched_latency_p95_ms"`
	SearchedMax float64 `json:"searched_latency_max_ms"`
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
