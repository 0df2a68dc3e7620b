package main

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
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// canfieldBinary builds the canfield binary once for the end-to-end tests.
func canfieldBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "canfield-e2e")
		if err != nil {
			buildErr = err
			return
		}
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
	out := new(bytes.Buffer)
	c, err := expect.NewConsole(expect.WithStdout(out), expect.WithDefaultTimeout(15*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(canfieldBinary(t), args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = c.Tty(), c.Tty(), c.Tty()
	cmd.Env = append(os.Environ(), env...)
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
	g.send("q\r")
	g.expect("Game saved to")
	if code := g.wait(); code != 0 {
		t.Fatalf("exit code %d\n%s", code, g.out.String())
	}
	if !strings.Contains(g.out.String(), "Stock        31 cards") {
		t.Errorf("after d the stock should hold 31 cards:\n%s", g.out.String())
	}
}
