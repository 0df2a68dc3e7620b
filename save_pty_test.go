package main

// End-to-end tests on a pseudo-terminal: a player at the table.

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	expect "github.com/Netflix/go-expect"
	"github.com/creack/pty"
)

// TestPtyCtrlCStopsOneHint presses Ctrl-C while a hint is thought out:
// that hint stops, the game goes on, and the next hint works.
func TestPtyCtrlCStopsOneHint(t *testing.T) {
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--seed", "1", "--think", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Move (? for help)")
	g.send("h\r")
	time.Sleep(150 * time.Millisecond) // the deep hint takes seconds
	g.send("\x03")
	got, err := g.c.Expect(expect.String("Hint stopped (Ctrl-C); the game goes on.", "Interrupted."))
	if err != nil {
		t.Fatalf("after Ctrl-C: %v\n%s", err, g.out.String())
	}
	if !strings.Contains(got, "Hint stopped") {
		// The hint was done before Ctrl-C came: the prompt took it. The
		// routing itself is TestInterruptStopsInnermostOnly's.
		t.Skip("the hint ended before Ctrl-C was pressed")
	}
	g.expect("Move (? for help)")
	g.send("h\r")
	g.expect("Hints (from the cards you have seen")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestPtyPlainTypoAsksAgain mistypes the first choice with --plain at a
// terminal: the question is asked again, the game does not end.
func TestPtyPlainTypoAsksAgain(t *testing.T) {
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--plain", "--out", filepath.Join(home, "g.cfr"))
	g.expect("Cards at hand?")
	g.expect("Number or answer")
	g.send("3\r")
	g.expect(`"3" is not a number from 1 to 2 nor an item of the list.`)
	g.expect("Number or answer")
	g.send("2\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
	g.quit("")
}

// TestPtySaveFailureAsksForAnotherFile makes the record's folder
// unwritable in the middle of a game (it becomes a plain file): the player
// is told, the game stays in memory, and is saved to the file the player
// names instead, with the move that could not be saved.
func TestPtySaveFailureAsksForAnotherFile(t *testing.T) {
	home := t.TempDir()
	sub := filepath.Join(home, "sub")
	other := filepath.Join(home, "other.cfr")
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play", "--seed", "1", "--out", filepath.Join(sub, "g.cfr"))
	g.expect("Move (? for help)")
	if err := os.RemoveAll(sub); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(sub, []byte("in the way"), 0o644); err != nil {
		t.Fatal(err)
	}
	g.send("d\r")
	g.expect("Could not save the game")
	g.expect("The game is kept in memory")
	g.expect("Save to another file")
	g.send(other + "\r")
	g.expect("the game is saved there from now on")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Move (? for help)")
	g.send("q\r")
	g.expect("Game saved to " + other)
	if code := g.wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, g.out.String())
	}
	if gs := recordGames(t, other); len(gs) != 1 || len(gs[0].Moves) != 2 {
		t.Fatalf("%s holds %d games", other, len(gs))
	}
}

// TestPtyLongPaste pastes 70 KB on one line at the move prompt: the line
// is refused, and the game goes on. (The terminal is read directly, not
// through go-expect, whose matching is quadratic in the output's length.)
func TestPtyLongPaste(t *testing.T) {
	home := t.TempDir()
	cmd := exec.Command(canfieldBinary(t), "play", "--seed", "1", "--out", filepath.Join(home, "g.cfr"))
	cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home, "NO_COLOR=1")
	ptm, err := pty.Start(cmd)
	if err != nil {
		t.Skip("no pseudo-terminal:", err)
	}
	defer ptm.Close()
	defer cmd.Process.Kill()
	var mu sync.Mutex
	var out bytes.Buffer
	go func() {
		buf := make([]byte, 64<<10)
		for {
			n, err := ptm.Read(buf)
			mu.Lock()
			out.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	// waitFor waits for s to appear after offset from, returning where it ends.
	waitFor := func(s string, from int) int {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for time.Now().Before(deadline) {
			mu.Lock()
			i := bytes.Index(out.Bytes()[from:], []byte(s))
			mu.Unlock()
			if i >= 0 {
				return from + i + len(s)
			}
			time.Sleep(50 * time.Millisecond)
		}
		mu.Lock()
		defer mu.Unlock()
		t.Fatalf("waiting for %q; output ends:\n%s", s, tail(out.String(), 10))
		return 0
	}
	at := waitFor("Move (? for help)", 0)
	go ptm.WriteString(strings.Repeat("d ", 35_000) + "\r")
	at = waitFor("longer than", at)
	ptm.WriteString("d\r")
	at = waitFor("Waste", at)
	ptm.WriteString("q\r")
	waitFor("Game saved to", at)
	cmd.Wait()
	if gs := recordGames(t, filepath.Join(home, "g.cfr")); len(gs[0].Moves) != 1 {
		t.Fatalf("%d moves, want the one d typed after the paste", len(gs[0].Moves))
	}
}
