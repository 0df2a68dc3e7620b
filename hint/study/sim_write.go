package study

// What a simulation prints: its games and its summary, as text or JSON.

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
)

// peekWords names the places of a peek in words.
func peekWords(places string) string {
	switch places {
	case "all":
		return "the reserve and the stock"
	case "reserve", "stock":
		return "the " + places
	}
	return places
}

// writeSim prints a simulation's summary (Summarize computes it, for a
// live run and for canfield summary alike).
func writeSim(w io.Writer, res SimResult) {
	if res.Last-res.Seed+1 == uint64(res.Played) {
		fmt.Fprintf(w, "player %s, rules %s, %s from seed %d\n", res.Player, res.Rules, plural(res.Played, "game"), res.Seed)
	} else {
		fmt.Fprintf(w, "player %s, rules %s, %d games with seeds from %d to %d\n", res.Player, res.Rules, res.Played, res.Seed, res.Last)
	}
	if res.Peek != "" {
		fmt.Fprintf(w, "peek %s: the hint player saw the true cards of %s in every sample (a diagnostic of its search, not a player)\n", res.Peek, peekWords(res.Peek))
	}
	fmt.Fprintf(w, "won %d of %d: %.1f %% (95 %% Wilson interval %.1f-%.1f %%)\n", res.Wins, res.Played, 100*res.Rate, 100*res.Lo, 100*res.Hi)
	fmt.Fprintf(w, "mean cards on the foundations %.2f, mean casino score %+.2f dollars\n", res.MeanFoundation, res.MeanScore)
	fmt.Fprintf(w, "%d moves; time to choose a move: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", res.Moves, res.P50, res.P95, res.Max)
	if res.Searched > 0 {
		fmt.Fprintf(w, "%s chosen by search: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", plural(res.Searched, "move"), res.SearchedP50, res.SearchedP95, res.SearchedMax)
	}
	ends := make([]string, 0, len(res.Ends))
	for e := range res.Ends {
		ends = append(ends, string(e))
	}
	sort.Strings(ends)
	fmt.Fprint(w, "ends:")
	for _, e := range ends {
		fmt.Fprintf(w, " %s %d", e, res.Ends[End(e)])
	}
	fmt.Fprintln(w)
	if f := res.Fatal; f != nil {
		fmt.Fprintf(w, "fatal moves: %d of %d games winnable at the start, %d of them not won: fatal move found %d, undetermined %d, still winnable at the end %d (deals unwinnable %d, undecided %d)\n",
			f.Winnable, f.Judged, f.WinnableLost, f.Counts[FatalFound], f.Counts[FatalUndetermined],
			f.Counts[FatalStillWinnable], f.Counts[FatalUnwinnable], f.Counts[FatalStartUnknown])
		if f.Counts[FatalFound] > 0 {
			for _, q := range []struct {
				name string
				q    Quartiles
			}{{"number", f.Move}, {"cards on the foundations", f.Foundation}, {"cards unseen", f.Unseen}} {
				fmt.Fprintf(w, "  fatal move %s: min %d, p25 %d, median %d, p75 %d, max %d\n", q.name, q.q.Min, q.q.P25, q.q.P50, q.q.P75, q.q.Max)
			}
		}
	}
}

// WriteSimGame prints one game's line (or JSON object), for --per-game:
// Sim hands the games out in order as they end (SimConfig.InOrder), so
// that none is held to the end.
func WriteSimGame(w io.Writer, g GameResult, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(g)
	}
	_, err := fmt.Fprintf(w, "game %d seed %d: %s, %d cards on the foundations, %d moves%s\n", g.Index, g.Seed, g.End, g.Foundation, g.Moves, fatalLine(g.Fatal))
	return err
}

// WriteSimResult prints a simulation's summary (in JSON, one object).
func WriteSimResult(w io.Writer, res SimResult, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(w).Encode(res)
	}
	writeSim(w, res)
	return nil
}

// fatalLine words a game's fatal-move finding for its per-game line.
func fatalLine(f *Fatal) string {
	if f == nil {
		return ""
	}
	switch f.Status {
	case FatalFound:
		return fmt.Sprintf("; fatal move %d (%d cards on the foundations, %d unseen)", f.Move, f.Foundation, f.Unseen)
	case FatalUndetermined:
		return fmt.Sprintf("; fatal move undetermined (among moves %d-%d)", f.Lo+1, f.Hi)
	}
	return "; " + string(f.Status)
}
