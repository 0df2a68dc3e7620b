package notation

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"canfield/canfield"
)

// The setup labels in the order they appear.
var setupLabels = []string{"Reserve", "Base", "Tableau", "Stock"}

var (
	moveNumberRE = regexp.MustCompile(`^([0-9]+)\.`)
	winRE        = regexp.MustCompile(`^win ([0-9]{1,3}(\.[0-9]+)?)%$`)
	dateRE       = regexp.MustCompile(`^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$`)
	tagNameRE    = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*`)
)

// recordParser reads one record.
type recordParser struct {
	sc  *RecordScanner
	rec *Record

	started   bool // anything of the record has been read
	setupNext int  // index into labels of the next setup line expected; -1 before the setup
	labels    []string
	setupPos  []Pos // where each setup card was written
	moveText  bool  // a comment or move has been read
	last      *line // the last line read

	inComment  bool
	commentPos Pos
	comment    strings.Builder

	revealed map[canfield.Card]int // reveal card -> index of the move that revealed it
	places   *places               // where the deal positions are, once the moves begin
	gameComm []string
	// gameCommLen is the length of the game comment read so far.
	gameCommLen int
}

func (p *recordParser) fail(pos Pos, expected, format string, args ...any) error {
	return &RecordError{Pos: pos, Msg: fmt.Sprintf(format, args...), Expected: expected}
}

func (p *recordParser) parse() (*Record, error) {
	p.rec = &Record{Rules: canfield.Classic}
	p.setupNext = -1
	p.revealed = map[canfield.Card]int{}
	for {
		l, err := p.sc.next()
		if err != nil {
			return nil, err
		}
		if l == nil {
			break
		}
		p.last = l
		if p.inComment {
			if err := p.movetext(l, 0); err != nil {
				return nil, err
			}
			continue
		}
		trimmed := strings.TrimLeft(l.text, " \t")
		if trimmed == "" {
			continue
		}
		start := len(l.text) - len(trimmed)
		if trimmed[0] == '[' {
			if p.setupNext >= 0 || p.moveText {
				if err := p.checkSetupDone(Pos{l.num, l.col(start)}); err != nil {
					return nil, err
				}
				p.sc.pending = l
				break
			}
			if err := p.tag(l, start); err != nil {
				return nil, err
			}
			continue
		}
		if label, ok := setupLabel(trimmed); ok {
			if p.moveText {
				return nil, p.fail(Pos{l.num, l.col(start)}, "moves, comments, or a tag to start the next game",
					"setup line %s: after the moves or comments", label)
			}
			if err := p.setupLine(l, start, label); err != nil {
				return nil, err
			}
			continue
		}
		if err := p.checkSetupDone(Pos{l.num, l.col(start)}); err != nil {
			return nil, err
		}
		if err := p.movetext(l, start); err != nil {
			return nil, err
		}
	}
	if p.inComment {
		return nil, p.fail(p.commentPos, "} to close it", "unterminated comment (the text ends inside it)")
	}
	if err := p.checkSetupDone(p.sc.endPos(p.last)); err != nil {
		return nil, err
	}
	if !p.started {
		return nil, nil
	}
	if p.rec.Setup == nil {
		p.rec.Setup = make([]canfield.Card, p.rec.Rules.DealSize())
	}
	p.rec.Comment = strings.Join(p.gameComm, "\n")
	return p.rec, nil
}

// begin notes that the record has started at pos.
func (p *recordParser) begin(pos Pos) {
	if !p.started {
		p.started = true
		p.sc.start = pos
	}
}

// checkSetupDone fails when a setup was begun and not finished.
func (p *recordParser) checkSetupDone(pos Pos) error {
	if p.setupNext >= 0 && p.setupNext < len(p.labels) {
		return p.fail(pos, "a "+p.labels[p.setupNext]+": line", "unterminated setup")
	}
	return nil
}

// setupLabel reports whether s starts with a setup label and a colon.
func setupLabel(s string) (string, bool) {
	for _, l := range setupLabels {
		if len(s) > len(l) && strings.EqualFold(s[:len(l)], l) && s[len(l)] == ':' {
			return l, true
		}
	}
	return "", false
}

// setupLine reads one labelled setup line.
func (p *recordParser) setupLine(l *line, start int, label string) error {
	p.begin(Pos{l.num, l.col(start)})
	r := p.rec.Rules
	if p.setupNext < 0 {
		p.labels = []string{"Reserve", "Base", "Tableau", "Stock"}
		if r.BaseRank != 0 {
			p.labels = []string{"Reserve", "Tableau", "Stock"}
		}
		p.setupNext = 0
		p.rec.Setup = make([]canfield.Card, r.DealSize())
		p.setupPos = make([]Pos, r.DealSize())
	}
	pos := Pos{l.num, l.col(start)}
	if p.setupNext >= len(p.labels) {
		return p.fail(pos, "moves or comments", "a second setup (%s:)", label)
	}
	want := p.labels[p.setupNext]
	if label != want {
		if label == "Base" && r.BaseRank != 0 {
			return p.fail(pos, "a "+want+": line", "no base card is dealt under these rules (base rank %s fixed)", rankToken(r.BaseRank))
		}
		return p.fail(pos, "a "+want+": line", "setup line %s: out of order", label)
	}
	p.setupNext++
	// The deal positions this line covers.
	lay := canfield.DealLayout(r)
	first, n := 0, lay.Reserve
	switch label {
	case "Base":
		first, n = lay.Base, 1
	case "Tableau":
		first, n = lay.Tableau, lay.Columns
	case "Stock":
		first, n = canfield.DealLayout(r).Stock, r.StockSize()
	}
	body := start + len(label) + 1
	toks := tokensWithOffsets(l.text, body)
	ellipsis := -1
	for i, t := range toks {
		if t.text == "..." {
			if ellipsis >= 0 {
				return p.fail(Pos{l.num, l.col(t.off)}, "at most one ... in a setup line", "a second ...")
			}
			ellipsis = i
		}
	}
	count := len(toks)
	if ellipsis >= 0 {
		count--
	}
	if count > n || (ellipsis < 0 && count < n) {
		at := Pos{l.num, l.col(len(l.text))}
		if count > n {
			at = Pos{l.num, l.col(toks[n].off)}
		}
		return p.fail(at, fmt.Sprintf("%d cards (?? for an unknown card, ... for a run of them)", n),
			"%s: line has %d cards", label, count)
	}
	k := first
	for i, t := range toks {
		if i == ellipsis {
			k += n - count
			continue
		}
		tpos := Pos{l.num, l.col(t.off)}
		if t.text == "??" {
			k++
			continue
		}
		c, err := ParseCard(t.text)
		if err != nil {
			return &RecordError{Pos: tpos, Msg: fmt.Sprintf("bad card %q", clip(t.text)), Expected: cardExpected + ", or ?? for an unknown card", Err: err}
		}
		if err := p.checkCardRank(c, tpos); err != nil {
			return err
		}
		for j, d := range p.rec.Setup {
			if d == c {
				name, at := dealPlace(r, j)
				return p.fail(tpos, "each card once", "%s is in the setup twice (first as %s %d at %s)", c, name, at, p.setupPos[j])
			}
		}
		p.rec.Setup[k] = c
		p.setupPos[k] = tpos
		k++
	}
	return nil
}

// checkCardRank refuses a card outside a cut deck, and a card of a fixed
// base rank, which is never dealt.
func (p *recordParser) checkCardRank(c canfield.Card, pos Pos) error {
	if r := p.rec.Rules; !r.InDeck(c) {
		return p.fail(pos, "a card of the deck", "%s is not in the deck of these rules (%d suits of %d ranks)", c, r.SuitCount(), r.RankCount())
	}
	if b := p.rec.Rules.BaseRank; b != 0 && c.Rank() == b {
		return p.fail(pos, "a card that is dealt (not of the fixed base rank)", "%s starts a foundation under these rules and is not dealt", c)
	}
	return nil
}

// tokensWithOffsets splits text[from:] at spaces.
func tokensWithOffsets(text string, from int) []word {
	ws := fieldsWithOffsets(text[from:])
	for i := range ws {
		ws[i].off += from
	}
	return ws
}

// movetext reads comments and move tokens from l.text[from:].
func (p *recordParser) movetext(l *line, from int) error {
	s := l.text
	i := from
	for i < len(s) {
		if p.inComment {
			j := strings.IndexByte(s[i:], '}')
			if j < 0 {
				p.comment.WriteString(s[i:])
				p.comment.WriteByte('\n')
				return p.checkCommentSize(0)
			}
			p.comment.WriteString(s[i : i+j])
			if err := p.checkCommentSize(0); err != nil {
				return err
			}
			i += j + 1
			p.inComment = false
			if err := p.endComment(); err != nil {
				return err
			}
			continue
		}
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '{':
			p.begin(Pos{l.num, l.col(i)})
			p.moveText = true
			p.inComment = true
			p.commentPos = Pos{l.num, l.col(i)}
			p.comment.Reset()
			i++
		case c == '}':
			return p.fail(Pos{l.num, l.col(i)}, "a move, or { to open a comment", "} with no comment open")
		default:
			j := i
			for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '{' && s[j] != '}' {
				j++
			}
			if err := p.token(s[i:j], Pos{l.num, l.col(i)}); err != nil {
				return err
			}
			i = j
		}
	}
	return nil
}

// endComment attaches the comment just closed.
func (p *recordParser) endComment() error {
	text := strings.TrimSpace(p.comment.String())
	if text == "" {
		return nil
	}
	moves := p.rec.Moves
	if len(moves) == 0 {
		if len(p.gameComm) > 0 {
			p.gameCommLen++ // the line break joining it to the one before
		}
		p.gameComm = append(p.gameComm, text)
		p.gameCommLen += len(text)
		if p.gameCommLen > MaxCommentBytes {
			return p.commentTooLong()
		}
		return nil
	}
	e := &moves[len(moves)-1]
	if m := winRE.FindStringSubmatch(text); m != nil {
		w, err := strconv.ParseFloat(m[1]+"e-2", 64)
		if err != nil || w > 1 {
			return p.fail(p.commentPos, "{win P%} with P from 0 to 100", "bad win annotation %q", clip(text))
		}
		if e.HasWin {
			return p.fail(p.commentPos, "one win annotation a move", "a second win annotation for move %d", len(moves))
		}
		e.Win, e.HasWin = w, true
		return nil
	}
	if e.Comment == "" {
		e.Comment = text
	} else {
		if len(e.Comment)+1+len(text) > MaxCommentBytes {
			return p.commentTooLong()
		}
		e.Comment += "\n" + text
	}
	return nil
}

// checkCommentSize fails when the comment being read, after before bytes
// of comments already given to the same move or game, is longer than
// MaxCommentBytes.
func (p *recordParser) checkCommentSize(before int) error {
	if before+len(strings.TrimSpace(p.comment.String())) > MaxCommentBytes {
		return p.commentTooLong()
	}
	return nil
}

func (p *recordParser) commentTooLong() error {
	return p.fail(p.commentPos, fmt.Sprintf("comments of at most %d bytes for one move or the game", MaxCommentBytes), "comment too long")
}

// token reads one move token, possibly led by a move number.
func (p *recordParser) token(tok string, pos Pos) error {
	p.begin(pos)
	p.moveText = true
	if m := moveNumberRE.FindStringSubmatch(tok); m != nil {
		n, err := strconv.Atoi(m[1])
		if want := len(p.rec.Moves) + 1; err != nil || n != want {
			return p.fail(pos, fmt.Sprintf("%d. (the number of the next move), or no number", want), "move number %s out of order", m[1]+".")
		}
		tok = tok[len(m[0]):]
		if tok == "" {
			return nil
		}
		pos.Col += len(m[0])
	}
	body := strings.TrimRight(tok, "!?")
	mark := tok[len(body):]
	if mark != "" && !isMark(mark) {
		return p.fail(Pos{pos.Line, pos.Col + utf8.RuneCountInString(body)}, "a mark: ! ? !! ?? !? or ?!", "bad mark %q", clip(mark))
	}
	mtok, ctok, hasReveal := strings.Cut(body, "=")
	mv, err := ParseMove(mtok)
	if err != nil || mtok == "" {
		return &RecordError{Pos: pos, Msg: fmt.Sprintf("bad move %q", clip(tok)), Expected: moveExpected + ", optionally =card for the card it revealed and a mark", Err: err}
	}
	if len(p.rec.Moves) >= MaxMoves {
		return p.fail(pos, fmt.Sprintf("at most %d moves in one game", MaxMoves), "move %d: too many moves", len(p.rec.Moves)+1)
	}
	e := MoveEntry{Move: mv, Mark: mark, Pos: pos}
	if p.places == nil {
		p.places = newPlaces(p.rec.Rules)
		if p.rec.Setup == nil {
			p.rec.Setup = make([]canfield.Card, p.rec.Rules.DealSize())
			p.setupPos = make([]Pos, p.rec.Rules.DealSize())
		}
	}
	shown, tracking := p.places.apply(mv)
	if hasReveal {
		cpos := Pos{pos.Line, pos.Col + utf8.RuneCountInString(mtok) + 1}
		c, err := ParseCard(ctok)
		if err != nil {
			return &RecordError{Pos: cpos, Msg: fmt.Sprintf("bad revealed card %q", clip(ctok)), Expected: cardExpected, Err: err}
		}
		if err := p.checkReveal(mv, c, cpos, shown, tracking); err != nil {
			return err
		}
		e.Reveal = c
		p.revealed[c] = len(p.rec.Moves)
	}
	p.rec.Moves = append(p.rec.Moves, e)
	return nil
}

func isMark(s string) bool {
	for _, m := range Marks {
		if s == m {
			return true
		}
	}
	return false
}
