// Command passprobe measures, on the positions where the default hint lost
// a winnable game, whether the next pass valued as information
// (hint.ValuePass) chooses a move that keeps the game winnable more often
// than the default and than the one-line rule it is measured against
// (hint.DealFirst: deal first when dealing on shows unseen cards and the
// deal is in the tie of the first move). It plays the default hint
// player's classic game of each seed as sim does, finds the first fatal
// move with the whole deal known (study.FirstFatal), and writes the
// position before it (-find); then, at each position found, it asks the
// three choices under the game's own sampling seed and -tries-1 others,
// and the solver given the deal judges each choice. One JSON line per
// fatal position (docs/measurements.md):
//
//	go run ./hint/internal/passprobe -find -seeds 1-40 -out fatal.jsonl
//	go run ./hint/internal/passprobe -in fatal.jsonl -out probe.jsonl
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/internal/measure"
	"canfield/hint/solver"
	"canfield/hint/study"
	"canfield/notation"
	"canfield/tracker"
)

// recorder plays the hint player's moves and keeps the view before each.
type recorder struct {
	inner *study.HintPlayer
	views []tracker.View
}

func (r *recorder) Choose(ctx context.Context, v tracker.View) (canfield.Move, error) {
	r.views = append(r.views, v)
	return r.inner.Choose(ctx, v)
}

// try is one sampling seed's choices at a fatal position, each with the
// true verdict of the position after it.
type try struct {
	Seed       uint64      `json:"seed"`
	Default    string      `json:"default"`
	DefaultWin string      `json:"default_true"`
	Rule       string      `json:"rule"`
	RuleWin    string      `json:"rule_true"`
	Pass       string      `json:"pass"`
	PassWin    string      `json:"pass_true"`
	Plans      []planValue `json:"plans,omitempty"`
}

// planValue is a close plan's line, its hint estimate, its pass estimate
// and the true verdict after its line.
type planValue struct {
	Line  string  `json:"line"`
	First float64 `json:"first"`
	Pass  float64 `json:"pass"`
	SE    float64 `json:"pass_se"`
	True  string  `json:"true"`
}

// fatalPos is a position before a fatal move of the default hint's game
// of a classic seed: the cards the player had seen (deal places, "" for
// one unseen) and the moves made.
type fatalPos struct {
	Seed   uint64   `json:"seed"`
	Move   int      `json:"move"`
	Played string   `json:"played"`
	Known  []string `json:"known"`
	Moves  string   `json:"moves"`
}

// position is one fatal position probed.
type position struct {
	Seed   uint64 `json:"seed"`
	Move   int    `json:"move"`
	Played string `json:"played"`
	Unseen int    `json:"unseen"`
	Found  int    `json:"foundation"`
	Tries  []try  `json:"tries"`
}

func main() {
	find := flag.Bool("find", false, "find the fatal positions of -seeds and write them")
	seeds := flag.String("seeds", "1-40", "with -find, classic deal seeds: FIRST-LAST or a space-separated list")
	in := flag.String("in", "", "the fatal positions to probe (written by -find)")
	fatalNodes := flag.Int64("fatal-nodes", 500_000, "solver nodes a solve of the fatal-move search")
	judgeNodes := flag.Int64("judge-nodes", 2_000_000, "solver nodes to judge a choice with the deal known")
	tries := flag.Int("tries", 4, "sampling seeds a position: the game's own, then others")
	outer := flag.Int("outer", 16, "outer samples of the pass valuation")
	out := flag.String("out", "", "the JSON lines file to write")
	flag.Parse()
	var err error
	if *find {
		err = findAll(*seeds, *fatalNodes, *out)
	} else {
		err = probeAll(*in, *judgeNodes, *tries, *outer, *out)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "passprobe:", err)
		os.Exit(1)
	}
}

func parseSeeds(spec string) ([]uint64, error) {
	if a, b, ok := strings.Cut(spec, "-"); ok {
		lo, err1 := strconv.ParseUint(a, 10, 64)
		hi, err2 := strconv.ParseUint(b, 10, 64)
		if err1 != nil || err2 != nil || hi < lo {
			return nil, fmt.Errorf("-seeds %q: want FIRST-LAST", spec)
		}
		return measure.Seeds(lo, int(hi-lo+1)), nil
	}
	var out []uint64
	for _, f := range strings.Fields(spec) {
		n, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("-seeds: %q is not a seed", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// writeLines writes each of xs as a JSON line of out.
func writeLines[T any](out string, each func(func(T) error) error) error {
	w, err := measure.CreateOut(out)
	if err != nil {
		return err
	}
	defer w.Close()
	err = each(func(x T) error {
		b, err := json.Marshal(x)
		if err != nil {
			return err
		}
		_, err = w.Write(append(b, '\n'))
		return err
	})
	if err != nil {
		return err
	}
	return w.Close()
}

// findAll plays each seed's game with the default hint and writes the
// position before the fatal move of each winnable game it lost.
func findAll(seedSpec string, fatalNodes int64, out string) error {
	seeds, err := parseSeeds(seedSpec)
	if err != nil {
		return err
	}
	return writeLines(out, func(put func(fatalPos) error) error {
		for _, seed := range seeds {
			fp, found, err := findFatal(seed, fatalNodes)
			if err != nil {
				return fmt.Errorf("seed %d: %w", seed, err)
			}
			if found {
				if err := put(fp); err != nil {
					return err
				}
			}
		}
		return nil
	})
}

// findFatal plays seed's game with the default hint as sim does and, when
// it lost a winnable game, returns the position before the fatal move.
func findFatal(seed uint64, fatalNodes int64) (fatalPos, bool, error) {
	ctx := context.Background()
	r := canfield.Classic
	deal := canfield.ShuffledDeal(r, seed)
	rec := &recorder{inner: &study.HintPlayer{Opts: hint.DefaultAdvise(), Seed: hint.GameSeed(seed)}}
	g, err := study.PlayGame(ctx, r, deal, rec, 0)
	if err != nil || g.Won() {
		return fatalPos{}, false, err
	}
	f, err := study.FirstFatal(ctx, r, deal, g.Line, g.Unseen, fatalNodes)
	if err != nil || f.Status != study.FatalFound {
		return fatalPos{}, false, err
	}
	v := rec.views[f.Move-1]
	fp := fatalPos{Seed: seed, Move: f.Move, Played: notation.FormatMove(g.Line[f.Move-1]), Moves: notation.FormatMoves(v.Moves())}
	for _, c := range v.KnownDeal() {
		tok := ""
		if c != canfield.NoCard {
			tok = notation.FormatCard(c)
		}
		fp.Known = append(fp.Known, tok)
	}
	return fp, true, nil
}

// view rebuilds the player's view of a fatal position.
func (fp fatalPos) view() (tracker.View, error) {
	r := canfield.Classic
	known := make([]canfield.Card, len(fp.Known))
	for i, tok := range fp.Known {
		known[i] = canfield.NoCard
		if tok != "" {
			c, err := notation.ParseCard(tok)
			if err != nil {
				return tracker.View{}, err
			}
			known[i] = c
		}
	}
	moves, err := notation.ParseMoves(fp.Moves)
	if err != nil {
		return tracker.View{}, err
	}
	return tracker.NewView(r, known, moves), nil
}

// probeAll probes every fatal position of the file in.
func probeAll(in string, judgeNodes int64, tries, outer int, out string) error {
	f, err := os.Open(in)
	if err != nil {
		return err
	}
	defer f.Close()
	var fps []fatalPos
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var fp fatalPos
		if err := json.Unmarshal(sc.Bytes(), &fp); err != nil {
			return fmt.Errorf("%s: %w", in, err)
		}
		fps = append(fps, fp)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	return writeLines(out, func(put func(position) error) error {
		for _, fp := range fps {
			pos, err := probe(fp, judgeNodes, tries, outer)
			if err != nil {
				return fmt.Errorf("seed %d: %w", fp.Seed, err)
			}
			if err := put(pos); err != nil {
				return err
			}
		}
		return nil
	})
}

// probe asks the default, the rule and the pass valuation at a fatal
// position under tries sampling seeds, and judges each choice.
func probe(fp fatalPos, judgeNodes int64, tries, outer int) (position, error) {
	ctx := context.Background()
	deal := canfield.ShuffledDeal(canfield.Classic, fp.Seed)
	v, err := fp.view()
	if err != nil {
		return position{}, err
	}
	truth, err := v.StateOf(deal)
	if err != nil {
		return position{}, err
	}
	pos := position{Seed: fp.Seed, Move: fp.Move, Played: fp.Played, Unseen: len(v.UnknownPositions()), Found: truth.FoundationCards()}
	sv := solver.New(solver.Options{TTBytes: 32 << 20, MaxNodes: judgeNodes})
	judge := func(line []canfield.Move) string {
		s := truth
		for _, m := range line {
			s.Apply(s.Canonical(m))
		}
		res, err := sv.Solve(ctx, s)
		if err != nil {
			return "error"
		}
		return res.Verdict.String()
	}
	game := hint.GameSeed(fp.Seed)
	for t := range tries {
		o := hint.DefaultAdvise()
		o.Seed = hint.MoveSeed(game+uint64(t), fp.Move-1)
		sugg, err := hint.Advise(ctx, v, o)
		if err != nil {
			return pos, err
		}
		rule, err := hint.DealFirst(v, sugg)
		if err != nil {
			return pos, err
		}
		pv, err := hint.ValuePass(ctx, v, o, outer)
		if err != nil {
			return pos, err
		}
		pass := sugg[0].Move
		if len(pv) > 0 {
			best := 0
			for k := range pv {
				if pv[k].Pass.Win > pv[best].Pass.Win {
					best = k
				}
			}
			pass = pv[best].Line[0]
		}
		tr := try{Seed: o.Seed,
			Default: notation.FormatMove(sugg[0].Move), DefaultWin: judge([]canfield.Move{sugg[0].Move}),
			Rule: notation.FormatMove(rule), RuleWin: judge([]canfield.Move{rule}),
			Pass: notation.FormatMove(pass), PassWin: judge([]canfield.Move{pass})}
		for _, x := range pv {
			tr.Plans = append(tr.Plans, planValue{Line: notation.FormatMoves(x.Line), First: x.First.Win,
				Pass: x.Pass.Win, SE: x.Pass.StdErr, True: judge(x.Line)})
		}
		pos.Tries = append(pos.Tries, tr)
	}
	return pos, nil
}
