// Command limitratio sums up a small preset's runs into one row of the
// table of docs/limit.md: H* (the exact hidden-information value, over
// every deal class or a sample of them), the omniscient rate O*, the hint's
// rate h and greedy's, and the ratios h/H*, H*/O* and h/O* with 95 %
// intervals. Where the run has each seed's exact value (hseed), the ratios
// are of means over the same seeds, bootstrapped over the seeds (paired);
// otherwise H* is over the deal classes, bootstrapped apart when they are
// a sample. The bootstrap is seeded.
//
// It reads, in -dir, the JSON lines of
//
//	canfield solve --hidden --rules P --all --json         > hall-P.jsonl
//	canfield solve --hidden --rules P --seed 1 --count N --json > hseed-P.jsonl (optional)
//	canfield sim --rules P --player X --json --out sim-X-P.jsonl (X: hint, greedy, omniscient)
//
//	go run ./hint/internal/limitratio -dir runs -rules small-2x6
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"

	"canfield/canfield"
	"canfield/hint"
	"canfield/hint/solver"
	"canfield/notation"
)

func main() {
	dir := flag.String("dir", ".", "the directory of the runs' JSON lines")
	rules := flag.String("rules", "small-2x5", "the preset")
	classes := flag.String("classes", "", "the deal classes' values (default: DIR/hall-P.jsonl)")
	sampled := flag.Bool("sampled", false, "the deal classes are a sample (their mean gets an interval)")
	classO := flag.Int("class-omniscient", 0, "instead: the omniscient share of each deal class, over N of its deals drawn at random, against its exact value (H*/O* paired by class)")
	flag.Parse()
	if *classO > 0 {
		if err := classOmniscient(*rules, *classes, *classO); err != nil {
			fmt.Fprintln(os.Stderr, "limitratio:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*dir, *rules, *classes, *sampled); err != nil {
		fmt.Fprintln(os.Stderr, "limitratio:", err)
		os.Exit(1)
	}
}

// line holds the fields read from any of the files.
type line struct {
	Deal   string   `json:"deal"`
	Value  *float64 `json:"value"`
	Seed   *uint64  `json:"seed"`
	End    string   `json:"end"`
	Player string   `json:"player"`
}

func read(path string) ([]line, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []line
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var l line
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		out = append(out, l)
	}
	return out, sc.Err()
}

// wins returns each seed's result of a sim's lines: 1 won, 0 not.
func wins(path string) (map[uint64]float64, error) {
	ls, err := read(path)
	if err != nil {
		return nil, err
	}
	out := map[uint64]float64{}
	for _, l := range ls {
		if l.Seed == nil || l.End == "" {
			continue
		}
		out[*l.Seed] = 0
		if l.End == "won" {
			out[*l.Seed] = 1
		}
	}
	return out, nil
}

func run(dir, name, classesPath string, sampled bool) error {
	r, err := canfield.Preset(name)
	if err != nil {
		return err
	}
	if classesPath == "" {
		classesPath = filepath.Join(dir, "hall-"+name+".jsonl")
	}
	cls, err := read(classesPath)
	if errors.Is(err, fs.ErrNotExist) {
		cls = nil // H* not computed: O*, h and greedy only
	} else if err != nil {
		return err
	}
	var hv []float64
	for _, l := range cls {
		if l.Value != nil {
			hv = append(hv, *l.Value)
		}
	}
	sims := map[string]map[uint64]float64{}
	for _, p := range []string{"hint", "greedy", "omniscient"} {
		if sims[p], err = wins(filepath.Join(dir, "sim-"+p+"-"+name+".jsonl")); err != nil {
			return err
		}
	}
	seeds := make([]uint64, 0, len(sims["hint"]))
	for s := range sims["hint"] {
		if _, ok := sims["omniscient"][s]; ok {
			seeds = append(seeds, s)
		}
	}
	slices.Sort(seeds)
	perSeed := map[uint64]float64{}
	if ls, err := read(filepath.Join(dir, "hseed-"+name+".jsonl")); err == nil {
		for _, l := range ls {
			if l.Seed != nil && l.Value != nil {
				perSeed[*l.Seed] = *l.Value
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	paired := len(perSeed) > 0
	for _, s := range seeds {
		if _, ok := perSeed[s]; paired && !ok {
			return fmt.Errorf("seed %d has no exact value in hseed-%s.jsonl", s, name)
		}
	}
	n := len(seeds)
	col := func(p string) []float64 {
		out := make([]float64, n)
		for i, s := range seeds {
			out[i] = sims[p][s]
		}
		return out
	}
	h, g, o := col("hint"), col("greedy"), col("omniscient")
	hd := make([]float64, n)
	for i, s := range seeds {
		hd[i] = perSeed[s]
	}
	if len(hv) == 0 && !paired {
		var so, sh float64
		var rhO []float64
		rng := rand.New(rand.NewPCG(45, 2026))
		for range 4000 {
			so, sh = 0, 0
			for range n {
				k := rng.IntN(n)
				sh, so = sh+h[k], so+o[k]
			}
			rhO = append(rhO, sh/so)
		}
		slices.Sort(rhO)
		fmt.Printf("| `%s` | %d | not computed | %s | %s | %s | | | %.3f (%.3f-%.3f) |\n", name, r.DeckCards(), wilson(o), wilson(h), wilson(g),
			mean(h)/mean(o), rhO[len(rhO)*25/1000], rhO[len(rhO)*975/1000-1])
		return nil
	}
	hstar := mean(hv)
	rng := rand.New(rand.NewPCG(45, 2026))
	const rounds = 4000
	var rHH, rHO, rhO []float64
	for range rounds {
		var sh, so, shd float64
		for range n {
			k := rng.IntN(n)
			sh, so, shd = sh+h[k], so+o[k], shd+hd[k]
		}
		hs := shd / float64(n)
		if !paired {
			hs = 0
			for range len(hv) {
				hs += hv[rng.IntN(len(hv))]
			}
			hs /= float64(len(hv))
			if !sampled {
				hs = hstar // every deal class: exact
			}
		}
		rHH = append(rHH, sh/float64(n)/hs)
		rHO = append(rHO, hs/(so/float64(n)))
		rhO = append(rhO, sh/so)
	}
	pct := func(s []float64) string {
		slices.Sort(s)
		return fmt.Sprintf("%.3f-%.3f", s[len(s)*25/1000], s[len(s)*975/1000-1])
	}
	wil := wilson
	hText := fmt.Sprintf("%.2f %% (every deal)", 100*hstar)
	if sampled {
		half := 1.959963984540054 * sd(hv) / math.Sqrt(float64(len(hv)))
		hText = fmt.Sprintf("%.1f %% (%.1f-%.1f, %d deal classes)", 100*hstar, 100*(hstar-half), 100*(hstar+half), len(hv))
	}
	ratio := func(a, b float64, s []float64) string { return fmt.Sprintf("%.3f (%s)", a/b, pct(s)) }
	// The ratios pair each seed's results: the deals' own exact values
	// where the run has them, H* otherwise.
	hs := hstar
	if paired {
		hs = mean(hd)
	}
	fmt.Printf("| `%s` | %d | %s | %s | %s | %s | %s | %s | %s |\n", name, r.DeckCards(), hText, wil(o), wil(h), wil(g),
		ratio(mean(h), hs, rHH), ratio(hs, mean(o), rHO), ratio(mean(h), mean(o), rhO))
	if paired {
		fmt.Printf("seeds %d-%d: the deals' exact values average %.2f %%; h/(their mean) %.3f\n", seeds[0], seeds[n-1], 100*mean(hd), mean(h)/mean(hd))
	}
	return nil
}

// wilson writes a rate of wins (1s among 0s) with its 95 % Wilson interval.
func wilson(x []float64) string {
	w := sum(x)
	lo, hi := hint.Wilson(w, float64(len(x)))
	return fmt.Sprintf("%.1f %% (%.1f-%.1f)", 100*w/float64(len(x)), 100*lo, 100*hi)
}

func sum(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v
	}
	return s
}

func mean(x []float64) float64 { return sum(x) / float64(len(x)) }

func sd(x []float64) float64 {
	m, s := mean(x), 0.0
	for _, v := range x {
		s += (v - m) * (v - m)
	}
	return math.Sqrt(s / float64(len(x)-1))
}

// classOmniscient pairs H* with O* by deal class: for each class of the
// classes file, the share of n of its deals (its unseen cards in a random
// order, seeded) that the solver wins with every card known (2,000,000
// nodes; an undecided deal counts as not won, and is counted), against the
// class's exact value; the ratio of the means is bootstrapped over the
// classes.
func classOmniscient(name, path string, n int) error {
	r, err := canfield.Preset(name)
	if err != nil {
		return err
	}
	cls, err := read(path)
	if err != nil {
		return err
	}
	l := canfield.DealLayout(r)
	sv := solver.New(solver.Options{TTBytes: 8 << 20, MaxNodes: 2_000_000})
	rng := rand.New(rand.NewPCG(45, 7))
	var hv, ov []float64
	unknown := 0
	for _, c := range cls {
		if c.Value == nil {
			continue
		}
		deal, err := notation.ParseDeal(r, c.Deal)
		if err != nil {
			return err
		}
		var places []int
		for i := range deal {
			if !l.FaceUp(r, i) {
				places = append(places, i)
			}
		}
		won := 0
		for range n {
			d := slices.Clone(deal)
			rng.Shuffle(len(places), func(i, j int) { d[places[i]], d[places[j]] = d[places[j]], d[places[i]] })
			st, err := canfield.NewState(r, d)
			if err != nil {
				return err
			}
			res, err := sv.Solve(context.Background(), st)
			if err != nil {
				return err
			}
			switch res.Verdict {
			case solver.Won:
				won++
			case solver.Unknown:
				unknown++
			}
		}
		hv = append(hv, *c.Value)
		ov = append(ov, float64(won)/float64(n))
	}
	var rs []float64
	for range 4000 {
		var a, b float64
		for range hv {
			k := rng.IntN(len(hv))
			a, b = a+hv[k], b+ov[k]
		}
		rs = append(rs, a/b)
	}
	slices.Sort(rs)
	fmt.Printf("%s, %d deal classes, %d deals each: H* %.2f %%, O* %.2f %%, H*/O* %.3f (%.3f-%.3f); %d deals undecided\n",
		name, len(hv), n, 100*mean(hv), 100*mean(ov), mean(hv)/mean(ov), rs[len(rs)*25/1000], rs[len(rs)*975/1000-1], unknown)
	return nil
}
