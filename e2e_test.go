package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	expect "github.com/Netflix/go-expect"
	"github.com/creack/pty"
)

var (
	buildOnce sync.Once
	binPath   string
	binDir    string
	buildErr  error
)

// TestMain removes the binary the end-to-end tests built, so that running
// the tests leaves nothing behind in the temporary directory.
func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// canfieldBinary builds the canfield binary once for the end-to-end tests.
func canfieldBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "canfield-e2e")
		if err != nil {
			buildErr = err
			return
		}
		binDir = dir
		binPath = filepath.Join(dir, "canfield")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = err
			binPath = string(out)
		}
	})
	if buildErr != nil {
		t.Fatalf("building canfield: %v\n%s", buildErr, binPath)
	}
	return binPath
}

// ptyGame runs the binary on a pseudo-terminal.
type ptyGame struct {
	t   *testing.T
	c   *expect.Console
	cmd *exec.Cmd
	out *bytes.Buffer
}

func startPty(t *testing.T, env []string, args ...string) *ptyGame {
	t.Helper()
	return startPtyCols(t, 0, env, args...)
}

// startPtyCols is startPty on a terminal cols columns wide (0: a size not
// set, which the program reads as not known).
func startPtyCols(t *testing.T, cols int, env []string, args ...string) *ptyGame {
	t.Helper()
	out := new(bytes.Buffer)
	c, err := expect.NewConsole(expect.WithStdout(out), expect.WithDefaultTimeout(15*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if cols > 0 {
		if err := pty.Setsize(c.Tty(), &pty.Winsize{Rows: 50, Cols: uint16(cols)}); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = c.Tty(), c.Tty(), c.Tty()
	cmd.Env = append(os.Environ(), env...)
	// A session of its own with the pty as controlling terminal, as a
	// shell gives it: Ctrl-C then raises SIGINT in cooked mode.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.Tty().Close() // the child holds its end; closing ours lets EOF arrive
	g := &ptyGame{t: t, c: c, cmd: cmd, out: out}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
		c.Close()
	})
	return g
}

// expect waits for s in the output.
func (g *ptyGame) expect(s string) {
	g.t.Helper()
	if _, err := g.c.ExpectString(s); err != nil {
		g.t.Fatalf("waiting for %q: %v\noutput so far:\n%s", s, err, g.out.String())
	}
}

func (g *ptyGame) send(s string) {
	g.t.Helper()
	if _, err := g.c.Send(s); err != nil {
		g.t.Fatal(err)
	}
}

// quit sends q at the move prompt and expects the game saved (to a name
// ending as saved says, when saved is not empty) and the program to end
// with exit code 0.
func (g *ptyGame) quit(saved string) {
	g.t.Helper()
	g.send("q\r")
	g.expect("Game saved to" + saved)
	if code := g.wait(); code != 0 {
		g.t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
}

// chooseVirtual answers "Cards at hand?" with n and Enter: a virtual
// deal.
func (g *ptyGame) chooseVirtual() {
	g.t.Helper()
	g.expect("Cards at hand?")
	g.send("n")
	g.send("\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
}

// wait waits for the program to end and returns its exit code.
func (g *ptyGame) wait() int {
	g.t.Helper()
	g.c.ExpectEOF()
	err := g.cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		g.t.Fatal(err)
	}
	return 0
}

func TestPtyVirtualGameThroughPromptui(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	home := t.TempDir()
	g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, "play")
	g.expect("Cards at hand?")
	g.send("\x1b[B") // arrow down to "No: deal a virtual game"
	g.send("\r")
	g.expect("Virtual deal, seed")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("The waste's top card:")
	g.expect("Move (? for help)")
	g.quit("")
	if !strings.Contains(g.out.String(), "Stock        31 cards") {
		t.Errorf("after d the stock should hold 31 cards:\n%s", g.out.String())
	}
}

// TestPtyRealCardsEnterMoveUndoQuitResume plays the player's path with
// real cards: enter the deal, be refused a card already seen, deal and
// answer the waste card, undo, quit, and resume from the saved record.
func TestPtyRealCardsEnterMoveUndoQuitResume(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	home := t.TempDir()
	rec := filepath.Join(home, "game.cfr")
	env := []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}
	// The cards as a player reads them off a real table: the program
	// cannot know them, it only checks they are consistent.
	g := startPty(t, env, "play", "--out", rec)
	g.expect("Cards at hand?")
	g.send("\r") // first choice: real cards
	g.expect("Card for the reserve's top card")
	g.send("Jh\r")
	g.expect("Card for the base card")
	g.send("4h\r")
	g.expect("Card for column 1's card")
	g.send("jh\r") // already the reserve's top: refused, asked again
	g.expect("refused for column 1's card")
	g.expect("Card for column 1's card")
	g.send("5s\r")
	g.expect("Card for column 2's card")
	g.send("K♥\r")
	g.expect("Card for column 3's card")
	g.send("9h\r")
	g.expect("Card for column 4's card")
	g.send("5d\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("8d\r")
	g.expect("Move (? for help)")
	g.send("d\r")
	g.expect("Card for the waste's top card")
	g.send("Tc\r")
	g.expect("Move (? for help)")
	g.send("u\r")
	g.expect("Undid d.")
	g.expect("Move (? for help)")
	g.quit("")

	g = startPty(t, env, "play", "--resume", rec)
	g.expect("Resumed")
	g.expect("move made") // the line wraps after the record's path
	g.expect("move 1  ·")
	g.expect("Waste  8♦")
	g.expect("Move (? for help)")
	g.send("d\r")
	// The T♣ seen before the undo is known in its place: shown, not asked.
	g.expect("The waste's top card: T♣ (known already)")
	g.expect("Move (? for help)")
	g.quit("")
	data, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. d=8d 2. d=Tc") {
		t.Errorf("the record does not hold the moves played:\n%s", data)
	}
}

// TestPtyCtrlCSaves presses Ctrl-C at a prompt, with promptui and with
// plain line prompts: the game is saved and the program exits with 130.
func TestPtyCtrlCSaves(t *testing.T) {
	if testing.Short() {
		t.Skip("end-to-end")
	}
	for _, plain := range []bool{false, true} {
		home := t.TempDir()
		rec := filepath.Join(home, "g.cfr")
		args := []string{"play", "--virtual", "--seed", "11", "--out", rec}
		if plain {
			args = append(args, "--plain")
		}
		g := startPty(t, []string{"CANFIELD_HOME=" + home, "NO_COLOR=1"}, args...)
		g.expect("Move (? for help)")
		g.send("d\r")
		g.expect("The waste's top card")
		g.expect("Move (? for help)")
		g.send("\x03")
		g.expect("Interrupted.")
		g.expect("Game saved to")
		if code := g.wait(); code != 130 {
			t.Logf("plain=%v", plain)
			t.Fatalf("plain=%v: exit code %d, want 130\n%s", plain, code, g.out.String())
		}
		data, err := os.ReadFile(rec)
		if err != nil || !strings.Contains(string(data), "1. d=") {
			t.Fatalf("plain=%v: record after Ctrl-C: %v\n%s", plain, err, data)
		}
	}
}
