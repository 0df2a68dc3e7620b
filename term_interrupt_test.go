package main

import (
	"context"
	"testing"
	"time"
)

// TestInterruptStopsInnermostOnly sends this process SIGINT while a task
// holds the interrupt: the task's context ends, the command's does not;
// the next task gets a fresh context; a SIGINT with no task held ends the
// command.
func TestInterruptStopsInnermostOnly(t *testing.T) {
	ctx, stop := notifyInterrupts(context.Background())
	defer stop()
	done := func(c context.Context) bool {
		select {
		case <-c.Done():
			return true
		case <-time.After(5 * time.Second):
			return false
		}
	}
	for i := range 2 {
		hctx, release := holdInterrupt(ctx)
		if err := interruptSelf(); err != nil {
			t.Fatal(err)
		}
		if !done(hctx) {
			t.Fatalf("task %d: not cancelled by Ctrl-C", i+1)
		}
		release()
		if ctx.Err() != nil {
			t.Fatalf("task %d: Ctrl-C cancelled the command too", i+1)
		}
	}
	if err := interruptSelf(); err != nil {
		t.Fatal(err)
	}
	if !done(ctx) {
		t.Fatal("Ctrl-C with no task held did not cancel the command")
	}
}
