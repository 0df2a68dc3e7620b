package study

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/solver"
	"canfield/tracker"
)

// stripLatency drops the timings, the one thing that varies between runs.
func stripLatency(r SimResult) SimResult {
	r.P50, r.P95, r.Max = 0, 0, 0
	r.SearchedP50, r.SearchedP95, r.SearchedMax = 0, 0, 0
	games := make([]GameResult, len(r.Games))
	for i, g := range r.Games {
		if len(g.Latency) != g.Moves {
			panic("one latency per move")
		}
		g.Latency = nil
		g.SearchedLatency = Latencies(make([]time.Duration, len(g.SearchedLatency))) // how many, not how long
		games[i] = g
	}
	r.Games = games
	return r
}

// A few games of each player: every game ends, the totals add up, and the
// outcome depends on the seed only (not on the number of workers).
func TestSimSmoke(t *testing.T) {
	small := hint.DefaultAdvise()
	small.Samples, small.Nodes = 6, 1500
	small.DeepSamples, small.DeepNodes = 8, 3000
	for _, player := range PlayerNames {
		var first SimResult
		for _, workers := range []int{1, 2} {
			cfg := SimConfig{Rules: canfield.Classic, Games: 3, Seed: 10, Player: player, Workers: workers,
				Hint: small, OmniscientNodes: 200_000, Keep: true}
			res, err := Sim(context.Background(), cfg)
			if err != nil {
				t.Fatalf("%s: %v", player, err)
			}
			if res.Played != 3 || len(res.Games) != 3 {
				t.Fatalf("%s: played %d", player, res.Played)
			}
			wins, ends := 0, 0
			for i, g := range res.Games {
				if g.Index != i+1 || g.Seed != 10+uint64(i) {
					t.Errorf("%s: game %d has index %d seed %d", player, i, g.Index, g.Seed)
				}
				switch g.End {
				case EndWon:
					wins++
					if g.Foundation != canfield.DeckSize {
						t.Errorf("%s: won with %d cards up", player, g.Foundation)
					}
				case EndStuck, EndCycle, EndCap:
				default:
					t.Errorf("%s: game %d ended %q", player, i+1, g.End)
				}
				if g.Score != 5*g.Foundation-52 {
					t.Errorf("%s: score %d for %d cards", player, g.Score, g.Foundation)
				}
				ends += res.Ends[g.End]
			}
			if wins != res.Wins {
				t.Errorf("%s: %d wins counted, %d reported", player, wins, res.Wins)
			}
			if res.Lo > res.Rate || res.Hi < res.Rate {
				t.Errorf("%s: rate %.3f outside [%.3f, %.3f]", player, res.Rate, res.Lo, res.Hi)
			}
			got := stripLatency(res)
			if workers == 1 {
				first = got
				continue
			}
			if got.Wins != first.Wins || got.Moves != first.Moves || got.MeanFoundation != first.MeanFoundation {
				t.Errorf("%s: 1 worker %d wins %d moves, 2 workers %d wins %d moves", player, first.Wins, first.Moves, got.Wins, got.Moves)
			}
			for i := range got.Games {
				if !reflect.DeepEqual(got.Games[i], first.Games[i]) {
					t.Errorf("%s: game %d differs: %+v vs %+v", player, i+1, first.Games[i], got.Games[i])
				}
			}
		}
	}
}

// TestSimStreams plays games without keeping them: they come in the
// order of their seeds (resumed games among them), the result holds no
// games, and it is the summary Summarize makes of the games handed out.
func TestSimStreams(t *testing.T) {
	r := canfield.Classic
	first, err := Sim(context.Background(), SimConfig{Rules: r, Games: 12, Seed: 3, Player: "greedy", Workers: 1, Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	have := first.Games[2:5] // seeds 5 to 7, as read back from an --out file
	for i := range have {
		have[i].Line, have[i].Unseen = nil, nil
	}
	var got []GameResult
	cfg := SimConfig{Rules: r, Games: 12, Seed: 3, Player: "greedy", Workers: 3, Have: have,
		InOrder: func(g GameResult) { got = append(got, g) }}
	res, err := Sim(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != nil {
		t.Errorf("%d games kept", len(res.Games))
	}
	if len(got) != 12 {
		t.Fatalf("%d games handed out, want 12", len(got))
	}
	for i, g := range got {
		if g.Seed != 3+uint64(i) || g.Index != i+1 {
			t.Errorf("game %d handed out as seed %d index %d", i+1, g.Seed, g.Index)
		}
		if g.Line != nil {
			t.Errorf("game %d keeps its line of %d moves", i+1, len(g.Line))
		}
	}
	want := Summarize("greedy", "classic", got)
	want.Games = nil
	if !reflect.DeepEqual(res, want) {
		t.Errorf("streamed %+v\nSummarize %+v", res, want)
	}
}

// basisRecorder is the hint player noting the basis of each suggestion it
// plays, from the advice itself rather than from Searched.
type basisRecorder struct {
	*HintPlayer
	bases []hint.Basis
}

func (r *basisRecorder) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	sugg, err := r.Advise(ctx, v)
	if err != nil || len(sugg) == 0 {
		return canfield.Move{}, fmt.Errorf("no advice: %v", err)
	}
	r.bases = append(r.bases, sugg[0].Basis)
	return r.HintPlayer.Choose(ctx, v)
}

// A hint player's game keeps apart the latencies of the moves its search
// chose: one for each searched suggestion played, in order among all the
// latencies. A sim's summary counts them, takes their percentiles as
// percentile does over the sorted values, and comes out the same from the
// run's records split in two files and merged, and from a run resuming
// every game; the greedy player's records have none.
func TestSimSearchedLatency(t *testing.T) {
	small := hint.DefaultAdvise()
	small.Samples, small.Nodes, small.DeepNodes, small.Workers = 4, 500, 0, 1
	for _, seed := range []uint64{10, 11} {
		deal := canfield.ShuffledDeal(canfield.Classic, seed)
		p := &basisRecorder{HintPlayer: &HintPlayer{Opts: small, Seed: hint.GameSeed(seed)}}
		g, err := PlayGame(t.Context(), canfield.Classic, deal, p, 40)
		if err != nil {
			t.Fatal(err)
		}
		searched := 0
		for _, b := range p.bases {
			if b == hint.Searched {
				searched++
			}
		}
		if len(p.bases) != g.Moves || len(g.SearchedLatency) != searched {
			t.Errorf("seed %d: %d searched latencies, %d searched moves played of %d (%d advised)", seed, len(g.SearchedLatency), searched, g.Moves, len(p.bases))
		}
		if searched == 0 || searched == g.Moves {
			t.Errorf("seed %d: %d of %d moves searched: the game shows no difference", seed, searched, g.Moves)
		}
	}

	cfg := SimConfig{Rules: canfield.Classic, Games: 4, Seed: 10, Player: "hint", Workers: 1, Hint: small, MaxMoves: 40, Keep: true}
	run, err := Sim(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var searched []time.Duration
	var files [2]strings.Builder
	for i, g := range run.Games {
		if len(g.SearchedLatency) > len(g.Latency) || !subsequence(g.SearchedLatency, g.Latency) {
			t.Errorf("game %d: searched latencies %v not among %v", g.Index, g.SearchedLatency, g.Latency)
		}
		searched = append(searched, g.SearchedLatency...)
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		files[i%2].Write(append(b, '\n'))
	}
	slices.Sort(searched)
	if run.Searched != len(searched) || run.Searched == 0 || run.Searched >= run.Moves {
		t.Errorf("summary counts %d searched moves of %d, the games %d", run.Searched, run.Moves, len(searched))
	}
	if run.SearchedP50 != elapsedMs(percentile(searched, 0.5)) || run.SearchedP95 != elapsedMs(percentile(searched, 0.95)) || run.SearchedMax != elapsedMs(searched[len(searched)-1]) {
		t.Errorf("searched latency p50 %v p95 %v max %v, want the percentiles of %v", run.SearchedP50, run.SearchedP95, run.SearchedMax, searched)
	}
	var one strings.Builder
	writeSim(&one, run)
	if !strings.Contains(one.String(), fmt.Sprintf("%d moves chosen by search: p50 ", run.Searched)) {
		t.Errorf("text summary without the searched moves:\n%s", one.String())
	}
	merged, _, err := mergeOf(t, files[0].String(), files[1].String())
	if err != nil || merged != one.String() {
		t.Errorf("merged (%v):\n%s\nwant what the run printed:\n%s", err, merged, one.String())
	}
	var have []GameResult
	for _, f := range files {
		for line := range strings.Lines(f.String()) {
			g, err := ParseGameRecord([]byte(line))
			if err != nil {
				t.Fatal(err)
			}
			have = append(have, g)
		}
	}
	cfg.Have, cfg.Keep = have, false
	resumed, err := Sim(t.Context(), cfg)
	run.Games = nil
	if err != nil || !reflect.DeepEqual(resumed, run) {
		t.Errorf("resumed (%v) %+v\nwant %+v", err, resumed, run)
	}

	greedy, err := Sim(t.Context(), SimConfig{Rules: canfield.Classic, Games: 1, Seed: 10, Player: "greedy", Workers: 1, Keep: true})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(greedy.Games[0])
	if greedy.Searched != 0 || strings.Contains(string(b), "searched_latency_us") {
		t.Errorf("greedy: %d searched moves, record %s", greedy.Searched, b)
	}
}

// dealer deals whenever it can: with unlimited passes it would go round
// for ever, so the game must end by the repetition rule.
type dealer struct{}

func (dealer) Choose(_ context.Context, v tracker.View) (canfield.Move, error) {
	ms, err := v.LegalMoves()
	if err != nil {
		return canfield.Move{}, err
	}
	for _, m := range ms {
		if m.IsDeal() {
			return m, nil
		}
	}
	return ms[0], nil
}

func TestGamesAlwaysEnd(t *testing.T) {
	for _, preset := range []string{"classic", "relaxed", "superior"} {
		r, _ := canfield.Preset(preset)
		res, err := PlayGame(context.Background(), r, canfield.ShuffledDeal(r, 1), dealer{}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if res.End != EndCycle {
			t.Errorf("%s: an endless dealer ended %q after %d moves, want %q", preset, res.End, res.Moves, EndCycle)
		}
		res, err = PlayGame(context.Background(), r, canfield.ShuffledDeal(r, 1), dealer{}, 7)
		if err != nil {
			t.Fatal(err)
		}
		if res.End != EndCap || res.Moves != 7 {
			t.Errorf("%s: with a cap of 7 the game ended %q after %d moves", preset, res.End, res.Moves)
		}
	}
}

// The omniscient player wins a deal its solver wins, through the tracker.
func TestOmniscientWinsWinnableDeal(t *testing.T) {
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, 2)
	p := NewOmniscientPlayer(deal, 2_000_000)
	res, err := PlayGame(context.Background(), r, deal, p, 0)
	if err != nil {
		t.Fatal(err)
	}
	if p.Verdict != solver.Won || res.End != EndWon {
		t.Errorf("seed 2: solver says %v, game ended %q with %d cards up", p.Verdict, res.End, res.Foundation)
	}
}

func TestUnknownPlayer(t *testing.T) {
	if _, err := Sim(context.Background(), SimConfig{Rules: canfield.Classic, Games: 1, Player: "oracle"}); err == nil {
		t.Error("an unknown player should be refused")
	}
}
