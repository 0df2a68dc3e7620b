package main

// The statistics of the player's history: the games, wins and win rate,
// cards on the foundations, casino balance and winning streaks of each
// variant, as 'canfield stats' prints them and the page shows them.

import (
	"sort"

	"canfield/hint"
)

// statsRow is the summary of one preset, or of all games.
type statsRow struct {
	Rules       string  `json:"rules"`
	Games       int     `json:"games"`
	Wins        int     `json:"wins"`
	WinRate     float64 `json:"win_rate"`
	WinLo       float64 `json:"win_rate_lo"`
	WinHi       float64 `json:"win_rate_hi"`
	Foundations float64 `json:"mean_foundations"`
	Casino      int     `json:"casino_balance"`
	// Streak is the games won in a row at the end of the history (0 when
	// the last game was not won); BestStreak the most ever won in a row.
	Streak     int `json:"streak"`
	BestStreak int `json:"best_streak"`
}

// summarise groups entries, in the order the games ended, by rules, with
// a total row "all" last.
func summarise(entries []historyEntry) []statsRow {
	by := map[string]*statsRow{}
	var names []string
	all := &statsRow{Rules: "all"}
	for _, e := range entries {
		r, ok := by[e.Rules]
		if !ok {
			r = &statsRow{Rules: e.Rules}
			by[e.Rules] = r
			names = append(names, e.Rules)
		}
		for _, x := range []*statsRow{r, all} {
			x.Games++
			if e.Result == "won" {
				x.Wins++
				x.Streak++
			} else {
				x.Streak = 0 // a game lost or given up ends the streak
			}
			x.BestStreak = max(x.BestStreak, x.Streak)
			x.Foundations += float64(e.Foundations)
			x.Casino += e.Casino
		}
	}
	sort.Strings(names)
	var rows []statsRow
	for _, n := range append(names, "") {
		r := all
		if n != "" {
			r = by[n]
		}
		if r.Games == 0 {
			continue
		}
		r.WinRate = float64(r.Wins) / float64(r.Games)
		r.WinLo, r.WinHi = hint.Wilson(float64(r.Wins), float64(r.Games))
		r.Foundations /= float64(r.Games)
		rows = append(rows, *r)
	}
	return rows
}
