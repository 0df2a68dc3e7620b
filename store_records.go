package main

// Reading game records for the commands that take a record file.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"canfield/notation"
	"canfield/tracker"
)

// readRecords reads every game of a record file ('-': standard input). It
// returns the name to use in messages; errors name the file, line and
// column.
func readRecords(env *Env, path string) ([]*notation.Record, string, error) {
	in, name := env.Stdin, "stdin"
	if path != "-" {
		f, err := openInput(path)
		if err != nil {
			return nil, path, err
		}
		defer f.Close()
		in, name = f, path
	}
	// Records are read as they stream in, so that an endless input stops
	// at the first limit it breaks (notation.MaxLineBytes, MaxMoves, ...).
	// Only a text that starts with { may be JSON: that one is read whole,
	// up to notation.MaxFileBytes, to tell JSON from a record that starts
	// with a comment.
	br := bufio.NewReaderSize(in, 64<<10)
	var src io.Reader = br
	if startsWithBrace(br) {
		data, err := readLimited(br, name)
		if err != nil {
			return nil, name, err
		}
		if jsonLines(data) {
			return nil, name, fmt.Errorf("%s holds JSON lines (what solve --out and sim --out write), not game records", name)
		}
		if jsonDocument(data) {
			return nil, name, fmt.Errorf("%s holds JSON, not game records; 'canfield import %s --out FILE' makes a record of it", name, shellQuote(name))
		}
		src = bytes.NewReader(data)
	}
	recs, err := notation.ParseRecords(src)
	if err != nil {
		return nil, name, fmt.Errorf("%s: %w", name, err)
	}
	if len(recs) == 0 {
		return nil, name, fmt.Errorf("%s holds no game", name)
	}
	return recs, name, nil
}

// startsWithBrace reports whether the first byte of br that is not white
// space is {, looking ahead without reading.
func startsWithBrace(br *bufio.Reader) bool {
	for n := 1; ; n++ {
		head, err := br.Peek(n)
		if len(head) < n || err != nil {
			return false
		}
		switch head[n-1] {
		case ' ', '\t', '\r', '\n':
			if n == br.Size() {
				return false
			}
			continue
		}
		return head[n-1] == '{'
	}
}

// readLimited reads all of r, refusing more than notation.MaxFileBytes
// ("file too large") before holding it.
func readLimited(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, notation.MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, unwrapPath(err))
	}
	if len(data) > notation.MaxFileBytes {
		return nil, &exitError{2, fmt.Errorf("%s: file too large: more than %d MiB", name, notation.MaxFileBytes>>20)}
	}
	return data, nil
}

// checkDealTag refuses a record whose Seed, Code or PySolFC tag deals
// other cards than its setup and reveals give, or none under its rules
// (notation.Record.WholeDeal).
func checkDealTag(rec *notation.Record) error {
	_, seeded := rec.Get(notation.TagSeed)
	_, coded := rec.Get(notation.TagCode)
	_, numbered := rec.Get(notation.TagPySolFC)
	if !seeded && !coded && !numbered {
		return nil
	}
	_, _, err := rec.WholeDeal()
	return err
}

// pickGame returns game k (1-based) of recs.
func pickGame(recs []*notation.Record, name string, k int) (*notation.Record, error) {
	if k < 1 || k > len(recs) {
		return nil, &exitError{2, fmt.Errorf("--game %d: %s holds %s; give 1 to %d", k, name, plural(len(recs), "game"), len(recs))}
	}
	return recs[k-1], nil
}

// recordView replays a record through a tracker (tracker.FromRecord) and
// returns the view: only the cards the player saw, whatever else the
// record holds. Every card that has come face up must be given.
func recordView(rec *notation.Record) (tracker.View, error) {
	g, err := tracker.FromRecord(rec)
	if err != nil {
		return tracker.View{}, err
	}
	if req, ok := g.Need(); ok {
		return tracker.View{}, fmt.Errorf("%s has been face up, but its card is not given", req.Place)
	}
	return g.View(), nil
}

// jsonLines reports whether data starts with a line that is a JSON object:
// the output of solve --out or sim --out. A record reader would take the
// braces for a comment and read the file as one game without cards, which
// a save would then rewrite.
func jsonLines(data []byte) bool {
	data = bytes.TrimLeft(data, " \t\r\n")
	line, _, _ := bytes.Cut(data, []byte("\n"))
	line = bytes.TrimSpace(line)
	return len(line) > 1 && line[0] == '{' && json.Valid(line)
}

// jsonDocument reports whether data is one JSON object: what export
// --format json or solvitaire writes, which import reads.
func jsonDocument(data []byte) bool {
	data = bytes.TrimSpace(data)
	return len(data) > 1 && data[0] == '{' && json.Valid(data)
}
