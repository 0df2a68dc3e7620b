package main

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestKillNineKeepsTheRecord kills real play processes with SIGKILL at
// moments drawn from a fixed seed, while they save a move after move: the
// record each leaves replays and resumes, and no temporary file survives
// the resume.
func TestKillNineKeepsTheRecord(t *testing.T) {
	runs := 24
	if testing.Short() {
		runs = 6
	}
	bin := canfieldBinary(t)
	home := t.TempDir()
	rng := rand.New(rand.NewPCG(14, 9))
	script := strings.Repeat("d\n", 400) + "resign\nyes\n"
	saved, going, caught := 0, 0, 0
	for i := range runs {
		dir := t.TempDir()
		file := filepath.Join(dir, "g.cfr")
		cmd := exec.Command(bin, "play", "--seed", strconv.Itoa(i), "--out", file)
		cmd.Env = append(os.Environ(), "CANFIELD_HOME="+home)
		cmd.Stdin = strings.NewReader(script)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for the first save (a loaded machine starts slowly), then
		// kill at a moment drawn among the saves that follow.
		for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(2 * time.Millisecond) {
			if _, err := os.Stat(file); err == nil {
				break
			}
		}
		time.Sleep(time.Duration(rng.IntN(100)) * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		if _, err := os.Stat(file); err != nil {
			continue // killed before the first save
		}
		saved++
		if len(temps(t, dir)) > 0 {
			caught++ // killed in the middle of a save
		}
		if out, code := runBin(t, home, "", "replay", file); code != 0 {
			t.Fatalf("run %d: replay of the record left: exit %d\n%s", i, code, out)
		}
		g := recordGames(t, file)
		if res, _ := g[0].Get("Result"); res == "*" {
			going++
			if out, code := runBin(t, home, "q\n", "play", "--resume", file); code != 0 {
				t.Fatalf("run %d: resume: exit %d\n%s", i, code, out)
			}
		} else if out, code := runBin(t, home, "q\n", "play", "--out", file, "--seed", "1"); code != 0 {
			t.Fatalf("run %d: a new game into the file: exit %d\n%s", i, code, out)
		}
		if left := temps(t, dir); len(left) != 0 {
			t.Fatalf("run %d: temporary files survived the next start: %v", i, left)
		}
	}
	if saved < runs/2 {
		t.Fatalf("only %d of %d runs saved before the kill", saved, runs)
	}
	t.Logf("%d of %d runs killed after the first save, %d while the game was going, %d in the middle of a save", saved, runs, going, caught)
}

// temps lists the temporary files of saves in dir.
func temps(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp") {
			out = append(out, e.Name())
		}
	}
	return out
}
