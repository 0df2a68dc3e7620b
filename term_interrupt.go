package main

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// interrupts routes Ctrl-C: to the innermost task holding it (a hint being
// thought out), which it stops alone, or else to the whole command.
type interrupts struct {
	mu     sync.Mutex
	held   []*heldInterrupt // innermost last
	cancel context.CancelFunc
}

type heldInterrupt struct{ cancel context.CancelFunc }

type interruptsKey struct{}

// notifyInterrupts returns a context that Ctrl-C cancels, as
// signal.NotifyContext does, except while a task holds the interrupt
// (holdInterrupt), and a function that stops listening.
func notifyInterrupts(parent context.Context) (context.Context, func()) {
	// ctx is the listening goroutine's alone: the context returned is a
	// value made from it, so the return writes nothing the goroutine reads.
	ctx, cancel := context.WithCancel(parent)
	in := &interrupts{cancel: cancel}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	// A request to end (kill's SIGTERM, a terminal closed: SIGHUP) ends
	// the whole command as Ctrl-C does, the game saved and said so,
	// whatever task holds Ctrl-C.
	end := make(chan os.Signal, 1)
	signal.Notify(end, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		for {
			select {
			case <-ch:
				in.fire()
			case <-end:
				in.cancel()
			case <-ctx.Done():
				return
			}
		}
	}()
	return context.WithValue(ctx, interruptsKey{}, in), func() {
		signal.Stop(ch)
		signal.Stop(end)
		cancel()
	}
}

func (in *interrupts) fire() {
	in.mu.Lock()
	defer in.mu.Unlock()
	if n := len(in.held); n > 0 {
		in.held[n-1].cancel()
		in.held = in.held[:n-1]
		return
	}
	in.cancel()
}

// holdInterrupt makes a Ctrl-C cancel the context it returns, and only
// that, until release is called: for a task that one Ctrl-C should stop
// while the command goes on. Under a context not made by notifyInterrupts
// it returns a context cancelled with ctx.
func holdInterrupt(ctx context.Context) (context.Context, func()) {
	hctx, cancel := context.WithCancel(ctx)
	in, ok := ctx.Value(interruptsKey{}).(*interrupts)
	if !ok {
		return hctx, cancel
	}
	h := &heldInterrupt{cancel: cancel}
	in.mu.Lock()
	in.held = append(in.held, h)
	in.mu.Unlock()
	return hctx, func() {
		in.mu.Lock()
		for i, x := range in.held {
			if x == h {
				in.held = append(in.held[:i], in.held[i+1:]...)
				break
			}
		}
		in.mu.Unlock()
		cancel()
	}
}
