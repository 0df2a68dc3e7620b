package main

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// serveOutput is a buffer written by the command's goroutine and read by
// the test.
type serveOutput struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *serveOutput) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *serveOutput) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

func TestServeCommandPrintsItsAddressAndSavesOnCtrlC(t *testing.T) {
	t.Setenv("CANFIELD_HOME", t.TempDir())
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb serveOutput
	done := make(chan int)
	go func() { done <- run(ctx, []string{"serve"}, strings.NewReader(""), &out, &errb) }()
	url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/\?t=[0-9a-f]{32}`)
	var addr string
	for i := 0; i < 200 && addr == ""; i++ {
		addr = url.FindString(out.String())
		time.Sleep(10 * time.Millisecond)
	}
	if addr == "" {
		t.Fatalf("no address printed: %q %q", out.String(), errb.String())
	}
	base, token, _ := strings.Cut(addr, "/?t=")
	resp, err := http.Post(base+"/api/games?t="+token, "application/json", strings.NewReader(`{"seed":5}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	resp, err = http.Post(base+"/api/games/1?t="+token, "application/json", strings.NewReader(`{"line":"d"}`))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("a move: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	cancel() // Ctrl-C
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	saved := regexp.MustCompile(`Game saved to (\S+\.cfr)\n`).FindStringSubmatch(out.String())
	if saved == nil || !strings.HasSuffix(out.String(), "Stopped.\n") {
		t.Fatalf("no game saved at the stop: %q", out.String())
	}
	data, err := os.ReadFile(saved[1])
	if err != nil || !strings.Contains(string(data), "1. d=") {
		t.Fatalf("the record saved (%v):\n%s", err, data)
	}
}

func TestServeCommandRefusesABadPort(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--port", "70000"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "--port: 70000 is not a port") {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}
