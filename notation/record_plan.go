package notation

import (
	"fmt"
	"strconv"
	"strings"

	"canfield/canfield"
)

// A game saved while p was playing the first hint's plan through the
// stock (a Ctrl-C at a card it asked for) keeps the plan in its Plan tag,
// so that the game resumed offers it again: "deal 4 of 8, then w3" (four
// deals of eight made, then w3), "deal 4 of 12, round the stock" (a
// scouting plan to the end of the pass), "deal 2 of 5, while forced"
// (dealing while it is the only legal move: five deals foreseen so far).

// PlanKind says how a plan through the stock ends.
type PlanKind int

const (
	// PlanThen deals, then plays a move (Plan.Then).
	PlanThen PlanKind = iota
	// PlanScout deals round the stock to the end of the pass, showing the
	// cards not seen yet.
	PlanScout
	// PlanForced deals while dealing is the only legal move.
	PlanForced
)

// planEnds are the words of each kind after the deal's count.
var planEnds = map[PlanKind]string{PlanScout: "round the stock", PlanForced: "while forced"}

// Plan is a plan through the stock under way: Done of its Deals made.
type Plan struct {
	Kind  PlanKind
	Done  int
	Deals int
	Then  canfield.Move // the move after the deals, for PlanThen
}

// FormatPlan writes p as the Plan tag's value.
func FormatPlan(p Plan) string {
	s := fmt.Sprintf("deal %d of %d, ", p.Done, p.Deals)
	if p.Kind == PlanThen {
		return s + "then " + FormatMove(p.Then)
	}
	return s + planEnds[p.Kind]
}

// ParsePlan reads the Plan tag's value.
func ParsePlan(v string) (Plan, error) {
	bad := func(why string) (Plan, error) {
		return Plan{}, fmt.Errorf("%q is not a plan (deal K of N, then a move, round the stock or while forced): %s", clip(v), why)
	}
	count, end, ok := strings.Cut(v, ", ")
	f := strings.Fields(count)
	if !ok || len(f) != 4 || f[0] != "deal" || f[2] != "of" {
		return bad("it starts with deal K of N and a comma")
	}
	var p Plan
	var err error
	if p.Done, err = planCount(f[1]); err != nil {
		return bad(err.Error())
	}
	if p.Deals, err = planCount(f[3]); err != nil {
		return bad(err.Error())
	}
	if p.Done > p.Deals {
		return bad(fmt.Sprintf("deal %d of only %d", p.Done, p.Deals))
	}
	switch {
	case end == planEnds[PlanScout]:
		p.Kind = PlanScout
	case end == planEnds[PlanForced]:
		p.Kind = PlanForced
	case strings.HasPrefix(end, "then "):
		m, err := ParseMove(strings.TrimPrefix(end, "then "))
		if err != nil || m.IsDeal() {
			return bad("then a move that is not a deal")
		}
		p.Kind, p.Then = PlanThen, m
	default:
		return bad("after the count: then a move, round the stock or while forced")
	}
	return p, nil
}

// planCount reads a count of deals, 1 to MaxMoves, as the writer writes it.
func planCount(w string) (int, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > MaxMoves || w != strconv.Itoa(n) {
		return 0, fmt.Errorf("%q is not a count from 1 to %d", clip(w), MaxMoves)
	}
	return n, nil
}

// Plan returns the record's Plan tag, if it has one.
func (r *Record) Plan() (Plan, bool, error) {
	v, ok := r.Get(TagPlan)
	if !ok {
		return Plan{}, false, nil
	}
	p, err := ParsePlan(v)
	if err != nil {
		return Plan{}, false, fmt.Errorf("the Plan tag: %w", err)
	}
	return p, true, nil
}

// SetPlan sets the Plan tag to p, or removes it when p is nil.
func (r *Record) SetPlan(p *Plan) {
	if p == nil {
		r.Delete(TagPlan)
		return
	}
	r.Set(TagPlan, FormatPlan(*p))
}
