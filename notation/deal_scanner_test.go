package notation

import (
	"errors"
	"strings"
	"testing"

	"canfield/canfield"
)

// TestDealScanner reads a file of deal lines with every kind of line in
// it: a byte-order mark, comments, blank lines, CRLF ends, a bad card, a
// line longer than MaxDealLine (which ends the scan: Err names it), and
// lines after it, never read. Each deal or mistake carries the number of
// its line in the file.
func TestDealScanner(t *testing.T) {
	r := canfield.Classic
	good := FormatDeal(canfield.ShuffledDeal(r, 1))
	other := FormatDeal(canfield.ShuffledDeal(r, 2))
	bad := strings.Replace(good, good[:2], "7x", 1)
	input := "\uFEFF# deals\r\n" + good + "\r\n\n   \n" + bad + "\n" +
		strings.Repeat("x", MaxDealLine+5) + "\n" + "# end\n" + other
	type got struct {
		line int
		ok   bool
		msg  string
	}
	var out []got
	sc := NewDealScanner(strings.NewReader(input), r)
	for sc.Scan() {
		deal, err := sc.Deal()
		g := got{line: sc.Line(), ok: err == nil}
		if err != nil {
			g.msg = err.Error()
			var de *DealError
			if !errors.As(err, &de) || de.Line != sc.Line() || !errors.Is(err, ErrSyntax) {
				t.Errorf("line %d: %v is not a DealError naming its line", sc.Line(), err)
			}
		} else if FormatDeal(deal) != good && FormatDeal(deal) != other {
			t.Errorf("line %d: read %s", sc.Line(), FormatDeal(deal))
		}
		out = append(out, g)
	}
	var de *DealError
	if err := sc.Err(); !errors.As(err, &de) || de.Line != 6 || !strings.Contains(err.Error(), "line 6: line too long") {
		t.Fatalf("Err: %v, want line 6 too long", err)
	}
	want := []got{{2, true, ""}, {5, false, "line 5, column 1: "}}
	if len(out) != len(want) {
		t.Fatalf("got %+v, want lines 2, 5", out)
	}
	for i, w := range want {
		if out[i].line != w.line || out[i].ok != w.ok || !strings.HasPrefix(out[i].msg, w.msg) {
			t.Errorf("result %d: %+v, want %+v", i, out[i], w)
		}
	}
}

// TestDealScannerReadError: a failing reader ends the scan and is what Err
// returns, with the lines before it read.
func TestDealScannerReadError(t *testing.T) {
	r := canfield.Classic
	good := FormatDeal(canfield.ShuffledDeal(r, 1))
	boom := errors.New("disk gone")
	sc := NewDealScanner(&failAfter{s: good + "\n", err: boom}, r)
	n := 0
	for sc.Scan() {
		if _, err := sc.Deal(); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n != 1 || !errors.Is(sc.Err(), boom) {
		t.Errorf("%d deals, Err %v; want 1 deal and the reader's error", n, sc.Err())
	}
}

// failAfter reads s, then fails with err.
type failAfter struct {
	s   string
	err error
}

func (f *failAfter) Read(p []byte) (int, error) {
	if f.s == "" {
		return 0, f.err
	}
	n := copy(p, f.s)
	f.s = f.s[n:]
	return n, nil
}

// FuzzDealScanner: whatever the input, the scanner never panics, numbers
// its lines in order, and every line it returns is either a deal that
// reads back to its own line or a DealError naming that line.
func FuzzDealScanner(f *testing.F) {
	good := FormatDeal(canfield.ShuffledDeal(canfield.Classic, 3))
	f.Add(good + "\n# x\n\n" + good)
	f.Add("\uFEFF" + good + "\r\n7x\n")
	f.Add("")
	f.Fuzz(func(t *testing.T, input string) {
		sc := NewDealScanner(strings.NewReader(input), canfield.Classic)
		last := 0
		for sc.Scan() {
			if sc.Line() <= last {
				t.Fatalf("line %d after line %d", sc.Line(), last)
			}
			last = sc.Line()
			deal, err := sc.Deal()
			if err != nil {
				var de *DealError
				if !errors.As(err, &de) || de.Line != sc.Line() {
					t.Fatalf("line %d: %v does not name its line", sc.Line(), err)
				}
				continue
			}
			back, err := ParseDeal(canfield.Classic, FormatDeal(deal))
			if err != nil || FormatDeal(back) != FormatDeal(deal) {
				t.Fatalf("line %d: the deal does not read back: %v", sc.Line(), err)
			}
		}
		if err := sc.Err(); err != nil && !strings.Contains(err.Error(), "line too long") {
			t.Fatalf("Err on a string: %v", err)
		}
		if last > strings.Count(input, "\n")+1 {
			t.Fatalf("line %d of a %d-line input", last, strings.Count(input, "\n")+1)
		}
	})
}
