package main

// The page's taps in a real browser: what a tap on a card means, the
// selection, the cards readable in a stack, the card asked shown on the
// table, a fix by taps, the start screen's buttons and keyboard focus.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"canfield/canfield"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// openAt plays seed's solved line through the API until stop says the
// state is the one wanted (or the line ends: the test fails), then opens
// the page on that game at 360 x 740. It returns the tab, the server and
// the state.
func openAt(t *testing.T, seed uint64, stop func(st webState) bool) (context.Context, *testServer, webState) {
	t.Helper()
	lines := solvedOnce(t, seed)
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	st := ts.start(newGameOptions{Seed: &seed})
	for i := 0; !stop(st); i++ {
		if i == len(lines) {
			t.Fatalf("seed %d: no position on the solver's line fits this test", seed)
		}
		st = ts.send(st.ID, lines[i])
	}
	ctx := newBrowser(t, 360, 740)
	runIn(t, ctx, "opening the page", chromedp.Navigate(ts.url+"/?t="+ts.token), waitMoves(st.Table.Moves))
	return ctx, ts, st
}

// solved holds the solver's winning lines of the classic deals the tests
// here walk, solved once for all of them.
var solved = map[uint64][]string{}

// solvedOnce is solvedLine for a classic deal, solved once a test run.
func solvedOnce(t *testing.T, seed uint64) []string {
	t.Helper()
	if l, ok := solved[seed]; ok {
		return l
	}
	solved[seed] = solvedLine(t, canfield.Classic, seed)
	return solved[seed]
}

// legalFrom returns the legal moves of st whose source is src ("r", "w",
// "1"-"4").
func legalFrom(st webState, src string) []string {
	var out []string
	for _, m := range st.Legal {
		if m.Move != "d" && strings.HasPrefix(m.Move, src) {
			out = append(out, m.Move)
		}
	}
	return out
}

// setOneTap turns the one-tap setting on or off, as the box under More
// does.
func setOneTap(on bool) chromedp.Action {
	return chromedp.Evaluate(fmt.Sprintf(`localStorage.setItem('canfield.onetap', %q)`, map[bool]string{true: "on", false: "off"}[on]), nil)
}

// The exposed card of a column of three or more cards goes to its
// foundation by a tap on it and a tap on a foundation (it was refused:
// "4f/1" is not a move), and so it does from a tap on a covered card.
func TestPageSendsAColumnsExposedCardHomeByTaps(t *testing.T) {
	var col string
	ctx, ts, st := openAt(t, 3, func(st webState) bool {
		for i, c := range st.Table.Columns {
			if n := fmt.Sprint(i + 1); len(c) >= 3 && slices.Contains(st.Legal, webMove{Move: n + "f", Words: moveWordsOf(st, n+"f")}) {
				col = n
				return true
			}
		}
		return false
	})
	n := len(st.Table.Columns[col[0]-'1'])
	runIn(t, ctx, "one tap off", setOneTap(false))
	runIn(t, ctx, "the exposed card, then a foundation", tapAt(fmt.Sprintf(`[data-col=%q] .card[data-i="%d"]`, col, n-1)),
		chromedp.WaitVisible(`.card.sel`, chromedp.ByQuery), tapAt(`[data-pile="f"]`), waitMoves(st.Table.Moves+1))
	if got := movesPlayed(t, ts); got[len(got)-1] != col+"f" {
		t.Fatalf("played %s, want %sf", got[len(got)-1], col)
	}
	runIn(t, ctx, "undo", tapAt("#undo"), waitMoves(st.Table.Moves))
	runIn(t, ctx, "a covered card, then a foundation", tapAt(fmt.Sprintf(`[data-col=%q] .card[data-i="0"]`, col)),
		chromedp.WaitVisible(`.card.sel`, chromedp.ByQuery), tapAt(`[data-pile="f"]`), waitMoves(st.Table.Moves+1))
	if got := movesPlayed(t, ts); got[len(got)-1] != col+"f" {
		t.Fatalf("played %s, want %sf", got[len(got)-1], col)
	}
}

// moveWordsOf returns the words st gives move m, or "".
func moveWordsOf(st webState, m string) string {
	for _, l := range st.Legal {
		if l.Move == m {
			return l.Words
		}
	}
	return ""
}

// A card with exactly one legal move plays it with one tap (the setting
// is on by default); tapped twice quickly, a card with several moves goes
// to its foundation.
func TestPagePlaysACardsOnlyMoveWithOneTapAndADoubleTapSendsHome(t *testing.T) {
	var one, two string
	ctx, ts, st := openAt(t, 3, func(st webState) bool {
		one = ""
		for _, src := range []string{"r", "w", "1", "2", "3", "4"} {
			if ms := legalFrom(st, src); len(ms) == 1 && one == "" {
				one = src
			}
		}
		return one != ""
	})
	sel := map[string]string{"r": `[data-pile="r"]`, "w": `[data-pile="w"]`}
	at := func(src string) string {
		if s, ok := sel[src]; ok {
			return s
		}
		return fmt.Sprintf(`[data-col=%q] .card:last-child`, src)
	}
	want := legalFrom(st, one)[0]
	runIn(t, ctx, "one tap on "+one, tapAt(at(one)), waitMoves(st.Table.Moves+1))
	if got := movesPlayed(t, ts); got[len(got)-1] != want {
		t.Fatalf("one tap played %s, want %s", got[len(got)-1], want)
	}
	// On, it is a setting: off, the same tap selects.
	runIn(t, ctx, "undo", tapAt("#undo"), waitMoves(st.Table.Moves), setOneTap(false),
		tapAt(at(one)), chromedp.WaitVisible(`.card.sel`, chromedp.ByQuery))
	runIn(t, ctx, "one tap on", setOneTap(true), tapAt(at(one)), chromedp.WaitNotPresent(`.card.sel`, chromedp.ByQuery))
	// Two quick taps on it play its move once: the second is not taken
	// for a tap on the card that took its place.
	runIn(t, ctx, "a double tap on a card with one move", chromedp.Sleep(DoubleTapGap), tapAt(at(one)), tapAt(at(one)),
		waitMoves(st.Table.Moves+1), chromedp.Sleep(time.Second))
	if got := movesPlayed(t, ts); len(got) != st.Table.Moves+1 {
		t.Fatalf("a double tap on a card with one move played %d moves: %v", len(got)-st.Table.Moves, got[st.Table.Moves:])
	}
	runIn(t, ctx, "undo", tapAt("#undo"), waitMoves(st.Table.Moves))
	// A double tap: the reserve's or the waste's card with several moves,
	// one of them home.
	lines := solvedOnce(t, 3)
	for i := st.Table.Moves; ; i++ {
		var now webState
		ts.do("GET", "/api/games/"+st.ID, nil, &now)
		for _, src := range []string{"r", "w"} {
			if ms := legalFrom(now, src); len(ms) > 1 && slices.Contains(ms, src+"f") {
				two = src
			}
		}
		if two != "" || i >= len(lines) {
			break
		}
		ts.send(st.ID, lines[i])
	}
	if two == "" {
		t.Skip("no card with several moves, one of them home, on seed 3's line")
	}
	var moves int
	runIn(t, ctx, "the page catches up", chromedp.Reload(), chromedp.WaitVisible(`[data-pile="d"]`, chromedp.ByQuery),
		chromedp.Evaluate(`Number(/move (\d+)/.exec(document.getElementById('status').textContent)[1])`, &moves))
	runIn(t, ctx, "a double tap", tapAt(at(two)), tapAt(at(two)), waitMoves(moves+1))
	if got := movesPlayed(t, ts); got[len(got)-1] != two+"f" {
		t.Fatalf("a double tap played %s, want %sf", got[len(got)-1], two)
	}
}

// A selection is let go by tapping it again, and an update from elsewhere
// (another device plays) clears it.
func TestPageClearsASelection(t *testing.T) {
	ctx, ts, st := openAt(t, 3, func(st webState) bool { return st.Table.Waste.Top != nil && len(legalFrom(st, "w")) > 0 })
	runIn(t, ctx, "one tap off", setOneTap(false), tapAt(`[data-pile="w"]`), chromedp.WaitVisible(`.card.sel`, chromedp.ByQuery),
		tapAt(`[data-pile="w"]`), chromedp.Sleep(DoubleTapGap), chromedp.WaitNotPresent(`.card.sel`, chromedp.ByQuery))
	runIn(t, ctx, "select again", chromedp.Sleep(DoubleTapGap), tapAt(`[data-pile="w"]`), chromedp.WaitVisible(`.card.sel`, chromedp.ByQuery))
	ts.send(st.ID, "d") // another device deals
	runIn(t, ctx, "the update", waitMoves(st.Table.Moves+1), chromedp.WaitNotPresent(`.card.sel`, chromedp.ByQuery))
}

// DoubleTapGap is longer than the page's double tap (400 ms): two taps
// this far apart are two taps.
const DoubleTapGap = 450 * time.Millisecond

// Every face-up card of a stacked column shows its rank and suit: the
// boxes of both lie inside the part of the card no other card covers.
func TestPageShowsTheRankAndSuitOfEveryCardInAStack(t *testing.T) {
	ctx, _, _ := openAt(t, 3, func(st webState) bool {
		for _, c := range st.Table.Columns {
			if len(c) >= 4 {
				return true
			}
		}
		return false
	})
	var hidden []string
	runIn(t, ctx, "the cards' faces", chromedp.Evaluate(`[...document.querySelectorAll('.col .card:not(.back):not(.empty)')].flatMap((card) =>
		[...card.querySelectorAll('.r, .s')].filter((sp) => {
			const b = sp.getBoundingClientRect();
			if (b.width === 0 || parseFloat(getComputedStyle(sp).fontSize) < 16) return true;
			return [[b.left + 1, b.top + 1], [b.right - 1, b.top + 1], [b.left + 1, b.bottom - 1], [b.right - 1, b.bottom - 1]].some(([x, y]) => {
				const at = document.elementFromPoint(x, y);
				return !at || (at !== card && !card.contains(at));
			});
		}).map((sp) => card.getAttribute('aria-label') + ': ' + sp.textContent))`, &hidden))
	if len(hidden) > 0 {
		t.Errorf("covered or small ranks and suits: %q", hidden)
	}
	var stacked int
	runIn(t, ctx, "a stack", chromedp.Evaluate(`Math.max(...[...document.querySelectorAll('.col')].map((c) => c.querySelectorAll('.card').length))`, &stacked))
	if stacked < 4 {
		t.Fatalf("no column of 4 cards drawn (%d)", stacked)
	}
	screenshot(t, ctx, "serve-stacked.png")
}

// screenshot saves the page as it stands into the folder
// CANFIELD_SCREENSHOTS names (docs, for the guide), when it names one.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("CANFIELD_SCREENSHOTS")
	if dir == "" {
		return
	}
	var png []byte
	runIn(t, ctx, "the screenshot "+name, chromedp.CaptureScreenshot(&png))
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// While the rank and suit keys are shown, the place whose card they
// enter is marked on the table, and its name is read out with it.
func TestPageHighlightsThePlaceOfTheCardAsked(t *testing.T) {
	ctx := newBrowser(t, 360, 740)
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	runIn(t, ctx, "opening the page", chromedp.Navigate(ts.url+"/?t="+ts.token), chromedp.WaitVisible("#real", chromedp.ByID), tapAt("#real"),
		chromedp.WaitVisible("#entry", chromedp.ByID))
	places := []struct{ sel, name string }{
		{`[data-pile="r"]`, "the reserve's top card"}, {`[data-pile="f"][data-suit="c"]`, "the base card"},
		{`[data-col="1"] .card`, "column 1's card"}, {`[data-col="2"] .card`, "column 2's card"},
		{`[data-col="3"] .card`, "column 3's card"}, {`[data-col="4"] .card`, "column 4's card"},
	}
	for _, p := range places {
		var marked []string
		var heading string
		runIn(t, ctx, "the place asked", chromedp.Evaluate(`[...document.querySelectorAll('.card.ask')].map((b) => b.getAttribute('aria-label'))`, &marked),
			chromedp.Text("#entryh", &heading, chromedp.ByID))
		var is bool
		runIn(t, ctx, "the place asked", chromedp.Evaluate(fmt.Sprintf(`document.querySelector(%q).classList.contains('ask')`, p.sel), &is))
		if len(marked) != 1 || !is || !strings.HasPrefix(marked[0], "card asked for: "+p.name) || !strings.Contains(heading, p.name) {
			t.Fatalf("asking for %s: marked %q (%s marked: %v), heading %q", p.name, marked, p.sel, is, heading)
		}
		if p.name == "column 3's card" {
			screenshot(t, ctx, "serve-entry.png")
		}
		pos := needPosOf(t, ctx)
		tapCard(t, ctx, seed5[pos])
		runIn(t, ctx, "the next card", chromedp.Poll(fmt.Sprintf(`document.getElementById('entry').hidden || document.getElementById('entry').dataset.needPos !== '%d'`, pos), nil,
			chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	}
	var left int
	runIn(t, ctx, "no card asked", chromedp.WaitVisible("#legal", chromedp.ByID), chromedp.Evaluate(`document.querySelectorAll('.card.ask').length`, &left))
	if left != 0 {
		t.Errorf("%d places still marked with no card asked", left)
	}
}

// A card entered wrong is corrected by taps: Fix a card, the card, then
// its rank and suit.
func TestPageFixesACardByTaps(t *testing.T) {
	ctx := newBrowser(t, 360, 740)
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	runIn(t, ctx, "opening the page", chromedp.Navigate(ts.url+"/?t="+ts.token), chromedp.WaitVisible("#real", chromedp.ByID), tapAt("#real"),
		chromedp.WaitVisible("#entry", chromedp.ByID))
	// Column 1's card is entered as a card of the stock, by mistake.
	wrong := seed5[30]
	for range 6 {
		pos := needPosOf(t, ctx)
		c := seed5[pos]
		if pos == 14 {
			c = wrong
		}
		tapCard(t, ctx, c)
		runIn(t, ctx, "the next card", chromedp.Poll(fmt.Sprintf(`document.getElementById('entry').hidden || document.getElementById('entry').dataset.needPos !== '%d'`, pos), nil,
			chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	}
	runIn(t, ctx, "the move prompt", chromedp.WaitVisible("#legal", chromedp.ByID))
	taps := 0
	tap := func(sel string) chromedp.Action { taps++; return tapAt(sel) }
	runIn(t, ctx, "fixing", tap("#menu"), tap("#fixopen"), tap(`[data-col="1"] .card`), chromedp.WaitVisible("#entry", chromedp.ByID))
	tapCardCounting(t, ctx, seed5[14], &taps)
	var label string
	var ok bool
	runIn(t, ctx, "the card corrected", chromedp.Poll(`document.getElementById('msg').textContent.includes('Corrected')`, nil,
		chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)),
		chromedp.AttributeValue(`[data-col="1"] .card`, "aria-label", &label, &ok))
	if !strings.HasPrefix(label, cardName(seed5[14])+", column 1") {
		t.Fatalf("column 1 shows %q after the fix, want %s", label, cardName(seed5[14]))
	}
	if taps > 5 {
		t.Errorf("the fix took %d taps", taps)
	}
	ts.ws.mu.Lock()
	g := ts.ws.games[0]
	ts.ws.mu.Unlock()
	g.mu.Lock()
	got := g.s.g.Table().Columns[0]
	g.mu.Unlock()
	if len(got) != 1 || got[0] != seed5[14] {
		t.Fatalf("the game's column 1 is %v after the fix", got)
	}
}

// Without a game, the buttons that act on one are disabled; opened on a
// game going on, the page never shows the start screen first.
func TestPageDisablesGameButtonsWithoutAGameAndOpensOnTheGame(t *testing.T) {
	ctx := newBrowser(t, 360, 740)
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	for _, r := range []string{"won", "won", "lost"} {
		if err := appendHistory(historyPath(), historyEntry{Rules: "draw1", Result: r, Foundations: 52, Casino: 208}); err != nil {
			t.Fatal(err)
		}
	}
	var enabled []string
	var presets int
	var stats string
	runIn(t, ctx, "the start screen", chromedp.Navigate(ts.url+"/?t="+ts.token), chromedp.WaitVisible("#virtual", chromedp.ByID),
		chromedp.Evaluate(`['undo', 'redo', 'hint', 'resign', 'fixopen', 'quit'].filter((id) => !document.getElementById(id).disabled)`, &enabled),
		chromedp.Evaluate(`document.querySelectorAll('#rules option').length`, &presets),
		chromedp.WaitVisible("#stats table", chromedp.ByQuery), chromedp.Text("#stats table", &stats, chromedp.ByQuery))
	if len(enabled) > 0 {
		t.Errorf("enabled without a game: %v", enabled)
	}
	if presets < 8 {
		t.Errorf("%d presets to choose from", presets)
	}
	// The statistics of 'canfield stats': 2 of 3 won, the last lost.
	if !strings.Contains(stats, "draw1") || !strings.Contains(stats, "67%") || !strings.Contains(stats, "$624") {
		t.Errorf("the statistics shown: %q", stats)
	}
	seed := uint64(3)
	ts.start(newGameOptions{Seed: &seed})
	// Each paint is watched from the first: the start screen never shows.
	watch := `new MutationObserver(() => { const s = document.getElementById('start');
		if (s && !s.hidden && !document.getElementById('main').hidden) window.startShown = true; }).observe(document, {subtree: true, childList: true, attributes: true});`
	var shown bool
	runIn(t, ctx, "a reload with a game going on", chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(watch).Do(ctx)
		return err
	}), chromedp.Reload(), waitMoves(0), chromedp.Evaluate(`!!window.startShown`, &shown))
	if shown {
		t.Errorf("the start screen showed before the game going on")
	}
}

// Keyboard play keeps its place: after Enter on the stock, the focus is
// on the stock again, not on the page's body.
func TestPageKeepsTheFocusOnTheTable(t *testing.T) {
	ctx := newBrowser(t, 360, 740)
	ts := newTestServer(t, filepath.Join(t.TempDir(), "g.cfr"))
	var focused string
	runIn(t, ctx, "a virtual deal", chromedp.Navigate(ts.url+"/?t="+ts.token), chromedp.WaitVisible("#virtual", chromedp.ByID),
		chromedp.SendKeys("#seed", "3", chromedp.ByID), tapAt("#virtual"), waitMoves(0),
		chromedp.Focus(`[data-pile="d"]`, chromedp.ByQuery), chromedp.KeyEvent("\r"), waitMoves(1),
		chromedp.KeyEvent("\r"), waitMoves(2),
		chromedp.Evaluate(`document.activeElement.dataset.pile || document.activeElement.tagName`, &focused))
	if focused != "d" {
		t.Errorf("after Enter on the stock, the focus is on %q", focused)
	}
}
