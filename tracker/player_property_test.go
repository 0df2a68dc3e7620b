package tracker

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"canfield/canfield"
	"canfield/notation"
)

// player plays a real deal through the tracker as a person at the table
// would: types the cards asked for (now and then a wrong one, corrected
// later with fix), plays, undoes, redoes, takes cards back during the
// deal, and quits and resumes through the record text.
type player struct {
	t      *testing.T
	rng    *rand.Rand
	deal   []canfield.Card
	g      *Game
	typed  map[int]canfield.Card // every card typed, by deal position, as corrected since
	typos  map[int]bool          // positions typed wrong and not corrected yet
	ctx    string
	resume int
}

func (p *player) fatalf(format string, args ...any) {
	p.t.Helper()
	p.t.Fatalf("%s: %s", p.ctx, fmt.Sprintf(format, args...))
}

// answer enters every card the tracker needs. A card known already is
// entered as offered (never asked twice); otherwise it is typed, now and
// then wrong.
func (p *player) answer() {
	p.t.Helper()
	for {
		req, ok := p.g.Need()
		if !ok {
			return
		}
		if req.Known != canfield.NoCard {
			if want, ok := p.typed[req.Pos]; ok && want != req.Known {
				p.fatalf("%s offered as %v, typed as %v", req.Place, req.Known, want)
			}
			if err := p.g.Enter(req.Known); err != nil {
				p.fatalf("entering the offered %v for %s: %v", req.Known, req.Place, err)
			}
			continue
		}
		if c, ok := p.typed[req.Pos]; ok {
			p.fatalf("%s asked again; %v was typed there", req.Place, c)
		}
		c := p.deal[req.Pos]
		if p.rng.IntN(12) == 0 {
			if wrong := p.wrongCard(req.Pos); wrong != canfield.NoCard {
				c = wrong
			}
		}
		err := p.g.Enter(c)
		var seenAt int
		if errors.Is(err, ErrSeen) {
			// The true card was typed by mistake elsewhere: correct that
			// first, as the message invites.
			seenAt = p.g.WhereKnown(c)
			if !p.typos[seenAt] {
				p.fatalf("the true %v for %s refused: %v", c, req.Place, err)
			}
			p.fix(seenAt)
			continue // the fix may have cut the game back: ask again
		}
		if err != nil {
			p.fatalf("typing %v for %s: %v", c, req.Place, err)
		}
		p.typed[req.Pos] = c
		if c != p.deal[req.Pos] {
			p.typos[req.Pos] = true
		}
	}
}

// wrongCard returns a card that the tracker would accept at pos but is
// not the true one, or NoCard.
func (p *player) wrongCard(pos int) canfield.Card {
	for range 10 {
		c := canfield.CardAt(p.rng.IntN(canfield.DeckSize))
		if c != p.deal[pos] && p.g.checkNew(c, pos) == nil {
			return c
		}
	}
	return canfield.NoCard
}

// fix corrects the wrong card typed at pos to the true one, cutting the
// game back if the correction breaks a move.
func (p *player) fix(pos int) {
	p.t.Helper()
	old := p.g.CardAt(pos)
	q := p.g.WhereKnown(p.deal[pos]) // swapped with pos, if known
	err := p.g.Fix(pos, p.deal[pos], false)
	var me *MoveError
	if errors.As(err, &me) || errors.Is(err, ErrSeen) {
		err = p.g.Fix(pos, p.deal[pos], true) // fix OLD NEW!
	}
	if err != nil {
		p.fatalf("fix %v %v: %v", p.typed[pos], p.deal[pos], err)
	}
	p.typed[pos] = p.deal[pos]
	delete(p.typos, pos)
	if q >= 0 && q != pos {
		if _, typed := p.typed[q]; !typed && p.g.CardAt(q) == canfield.NoCard {
			// q's card was deduced (the one unseen card left), after the
			// moves the fix cut: the deduction went with them. Small
			// decks come to one unseen card long before the end.
			delete(p.typos, q)
			return
		}
		if got := p.g.CardAt(q); got != old {
			p.fatalf("fix swapped %v into %s, not %v", got, canfield.PositionName(p.g.rules, q), old)
		}
		if _, ok := p.typed[q]; ok {
			p.typed[q] = old
		}
		if old == p.deal[q] {
			delete(p.typos, q)
		} else {
			p.typos[q] = true
		}
	}
}

// quitAndResume writes the record, reads it back and goes on with the game
// read, as 'q' and 'play --resume' do. The record holds every card typed,
// and the game read shows the same table.
func (p *player) quitAndResume() {
	p.t.Helper()
	p.resume++
	rec := p.g.Record(true)
	for pos, c := range p.typed {
		if rec.Setup[pos] != c {
			p.fatalf("the record has %v at %s, where %v was typed", rec.Setup[pos], canfield.PositionName(p.g.rules, pos), c)
		}
	}
	text, err := notation.FormatRecord(rec)
	if err != nil {
		p.fatalf("writing the record: %v", err)
	}
	back, err := notation.ParseRecord(text)
	if err != nil {
		p.fatalf("reading the record: %v\n%s", err, text)
	}
	h, err := FromRecord(back)
	if err != nil {
		p.fatalf("replaying the record: %v\n%s", err, text)
	}
	if !reflect.DeepEqual(h.Moves(), p.g.Moves()) || faceUp(h.Table()) != faceUp(p.g.Table()) {
		p.fatalf("the record replays to another table:\n%s\nwas:\n%s\nrecord:\n%s", faceUp(h.Table()), faceUp(p.g.Table()), text)
	}
	hr, hok := h.Need()
	gr, gok := p.g.Need()
	if hok != gok || hr.Pos != gr.Pos {
		p.fatalf("the record replays to another card asked: %v %v, was %v %v", hr, hok, gr, gok)
	}
	hd, _ := h.Deal()
	gd, _ := p.g.Deal()
	if !reflect.DeepEqual(hd, gd) {
		p.fatalf("the record replays to another deal known")
	}
	p.g = h
}

// faceUp writes what the table shows face up, which every record of the
// game must give again (a card seen only on a line taken back may lie in
// the stock, known to one game and given to the other by its record).
func faceUp(t Table) string {
	top := func(cs []canfield.Card) canfield.Card {
		if len(cs) == 0 {
			return canfield.NoCard
		}
		return cs[len(cs)-1]
	}
	return fmt.Sprintf("base %v found %v %v pass %d moves %d reserve %d %v waste %d %v stock %d columns %v",
		t.Base, t.FoundationCount, t.FoundationTop, t.Pass, t.Moves, len(t.Reserve), top(t.Reserve),
		len(t.Waste), top(t.Waste), len(t.Stock), t.Columns)
}

// checkTruth compares the table with the real game: the moves played on
// the true deal. With a wrong card still uncorrected there is no truth.
func (p *player) checkTruth() {
	p.t.Helper()
	if len(p.typos) > 0 {
		return
	}
	s, err := canfield.NewState(p.g.rules, p.deal)
	if err != nil {
		p.t.Fatal(err)
	}
	for i, m := range p.g.Moves() {
		if err := s.Legal(m); err != nil {
			p.fatalf("move %d (%v) is illegal on the true deal: %v", i+1, m, err)
		}
		s.Apply(m)
	}
	tr := &truth{deal: p.deal, s: s}
	checkTable(p.t, p.g, tr, p.ctx)
}

// TestRandomSessions plays random games with random interleavings of
// moves, undo, redo, wrong cards and their fixes, cards taken back during
// the deal, and quit-and-resume through the record. After every step: no
// card is asked twice, every card typed is in the record, the record
// replays to the same table, and, once every wrong card is corrected, the
// table is the real one.
func TestRandomSessions(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 60
	}
	names := canfield.PresetNames()
	for gi := range games {
		r, _ := canfield.Preset(names[gi%len(names)])
		g, err := New(r)
		if err != nil {
			t.Fatal(err)
		}
		p := &player{t: t, rng: rand.New(rand.NewPCG(uint64(gi), 13)), deal: canfield.ShuffledDeal(r, uint64(1000+gi)),
			g: g, typed: map[int]canfield.Card{}, typos: map[int]bool{}}
		for step := range 120 {
			p.ctx = fmt.Sprintf("%s game %d step %d (resumed %d times)", r.Name, gi, step, p.resume)
			// During the deal, a card typed may be taken back.
			if len(p.g.Moves()) == 0 && p.rng.IntN(6) == 0 {
				if a, err := p.g.UndoEntry(); err == nil {
					delete(p.typed, a.Pos)
					delete(p.typos, a.Pos)
				}
			}
			p.answer()
			p.checkTruth()
			if p.g.Won() {
				break
			}
			switch k := p.rng.IntN(20); {
			case k < 2 && len(p.typos) > 0:
				for pos := range p.typos {
					p.fix(pos)
					break
				}
			case k < 4:
				p.quitAndResume()
			case k < 6:
				if _, err := p.g.UndoMove(); err != nil && !errors.Is(err, ErrNothing) {
					p.fatalf("undo: %v", err)
				}
			case k < 7:
				p.g.RedoMove() // nothing to redo is fine
			default:
				moves := p.g.LegalMoves()
				if len(moves) == 0 {
					p.quitAndResume()
					continue
				}
				if err := p.g.Play(moves[p.rng.IntN(len(moves))]); err != nil {
					p.fatalf("legal move refused: %v", err)
				}
			}
		}
		p.answer()
		for pos := range p.typos {
			p.fix(pos)
		}
		p.answer()
		p.checkTruth()
		p.quitAndResume()
	}
}
