package notation

// Reading a record's tag lines: a tag's name, value and place checked.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"canfield/canfield"
	"canfield/notation/pysol"
)

// tag reads a tag line [Name "value"].
func (p *recordParser) tag(l *line, start int) error {
	p.begin(Pos{l.num, l.col(start)})
	s := l.text
	i := start + 1
	pos := func(i int) Pos { return Pos{l.num, l.col(i)} }
	skip := func() {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
	}
	skip()
	name := tagNameRE.FindString(s[i:])
	if name == "" {
		return p.fail(pos(i), `a tag name (a letter, then letters, digits or _), as in [Player "Ann"]`, "bad tag")
	}
	namePos := pos(i)
	i += len(name)
	skip()
	if i >= len(s) || s[i] != '"' {
		return p.fail(pos(i), `a value in double quotes, as in [Player "Ann"]`, "tag %s has no value", name)
	}
	i++
	valStart := i
	var val strings.Builder
	escaped := false
	for {
		if i >= len(s) {
			return p.fail(pos(valStart-1), `" to close the value, then ]`, "unterminated tag %s", name)
		}
		c := s[i]
		if c == '\\' {
			escaped = true
			if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
				val.WriteByte(s[i+1])
				i += 2
				continue
			}
			return p.fail(pos(i), `\" or \\ inside a tag value`, "bad escape in tag %s", name)
		}
		if c == '"' {
			break
		}
		val.WriteByte(c)
		i++
	}
	i++
	skip()
	if i >= len(s) || s[i] != ']' {
		return p.fail(pos(i), "] to close the tag", "unterminated tag %s", name)
	}
	i++
	skip()
	if i < len(s) {
		return p.fail(pos(i), "the end of the line after a tag (one tag a line)", "text after tag %s", name)
	}
	value := val.String()
	if len(p.rec.Tags) >= MaxTags {
		return p.fail(namePos, fmt.Sprintf("at most %d tags in one record", MaxTags), "tag %d: too many tags", len(p.rec.Tags)+1)
	}
	if _, dup := p.rec.Get(name); dup {
		return p.fail(namePos, "each tag once", "tag %s given twice", name)
	}
	valPos := pos(valStart)
	valueAt := func(off int) Pos {
		if escaped {
			return valPos
		}
		return pos(valStart + off)
	}
	if err := p.checkTag(name, value, valPos, valueAt); err != nil {
		return err
	}
	p.rec.Tags = append(p.rec.Tags, Tag{name, value})
	return nil
}

// checkTag checks the value of a tag the record knows about.
func (p *recordParser) checkTag(name, value string, valPos Pos, valueAt func(int) Pos) error {
	switch name {
	case TagRules:
		r, rerr := parseRules(value)
		if rerr != nil {
			return &RecordError{Pos: valueAt(rerr.Off), Msg: rerr.Msg, Expected: rerr.Expected, Err: rerr.Err}
		}
		p.rec.Rules = r
	case TagResult:
		switch value {
		case ResultWon, ResultLost, ResultAbandoned, ResultInProgress:
		default:
			return p.fail(valPos, "won, lost, abandoned or * (in progress)", "bad Result %q", clip(value))
		}
	case TagSeed:
		if _, err := ParseSeed(value); err != nil {
			return p.fail(valPos, "a whole number from 0 to 18446744073709551615", "bad Seed %q", clip(value))
		}
	case TagCode:
		if !LooksLikeCode(value) || strings.Trim(value, codeDigits) != "" {
			return p.fail(valPos, "a deal code: letters and digits", "bad Code %q", clip(value))
		}
	case TagPySolFC:
		if _, err := pysol.ParseNumber(value); err != nil {
			var ne *pysol.NumberError
			reason := err.Error()
			if errors.As(err, &ne) {
				reason = ne.Reason
			}
			return p.fail(valPos, "PySolFC's game number (12345, ms123)", "bad PySolFC %q: %s", clip(value), reason)
		}
	case TagSeen:
		if _, err := parseSeen(value); err != nil {
			return p.fail(valPos, "cards separated by spaces, each with @ and the first move chosen knowing it (3s@12 9c@40)", "bad Seen %q: %v", clip(value), err)
		}
	case TagPlan:
		if _, err := ParsePlan(value); err != nil {
			return p.fail(valPos, "deal K of N, then a move (deal 4 of 8, then w3), or round the stock, or while forced", "bad Plan: %v", err)
		}
	case TagFoundations:
		if n, err := strconv.Atoi(value); err != nil || n < 0 || n > canfield.DeckSize || value != strconv.Itoa(n) {
			return p.fail(valPos, "a number of cards from 0 to 52", "bad Foundations %q", clip(value))
		}
	case TagDate:
		if !dateRE.MatchString(value) {
			return p.fail(valPos, "YYYY.MM.DD, with ? for unknown digits (2026.11.22, 2026.??.??)", "bad Date %q", clip(value))
		}
	}
	return nil
}
