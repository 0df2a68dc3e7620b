package main

// The prompts of a play session answered by the page: the session runs in
// a goroutine of its own and waits at each prompt for a request to answer
// it, so the session's rules, checks and messages are the terminal's.

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// webPrompt is the prompt a session waits at, as the page shows it.
type webPrompt struct {
	// Kind is "line" (a card, a move or a path is typed), "select" (pick
	// one of Items, or go back) or "ask" (a question whose answers are
	// Items).
	Kind  string   `json:"kind"`
	Label string   `json:"label"`
	Items []string `json:"items,omitempty"`
}

// webAnswer is the page's answer to a prompt: a line typed (or built by
// taps), an item picked (Choice, 1-based), or Back from a list.
type webAnswer struct {
	Line   string `json:"line"`
	Choice int    `json:"choice"`
	Back   bool   `json:"back"`
}

// webPrompter is the Prompter of a session played from the page. Each
// prompt is sent on asked; the answer comes back on answers. While the
// session waits between the two, it touches nothing, so a request may read
// its game.
type webPrompter struct {
	ctx     context.Context
	asked   chan webPrompt
	answers chan webAnswer
	out     *syncBuffer
}

func newWebPrompter(ctx context.Context, out *syncBuffer) *webPrompter {
	return &webPrompter{ctx: ctx, asked: make(chan webPrompt), answers: make(chan webAnswer), out: out}
}

// wait shows pr to the page and returns its answer; a stopped server
// (Ctrl-C) ends the prompt as Ctrl-C at a terminal does.
func (p *webPrompter) wait(pr webPrompt) (webAnswer, error) {
	select {
	case p.asked <- pr:
	case <-p.ctx.Done():
		return webAnswer{}, errInterrupted
	}
	select {
	case a := <-p.answers:
		return a, nil
	case <-p.ctx.Done():
		return webAnswer{}, errInterrupted
	}
}

// Line asks for a line; a choice sent to it is refused and the line asked
// again.
func (p *webPrompter) Line(label string) (string, error) {
	for {
		a, err := p.wait(webPrompt{Kind: "line", Label: label})
		if err != nil {
			return "", err
		}
		if a.Choice != 0 || a.Back {
			fmt.Fprintf(p.out, "%s asks for a line, not a choice from a list.\n", strings.TrimSuffix(label, ":"))
			continue
		}
		if len(a.Line) > maxAnswer {
			fmt.Fprintf(p.out, "A line longer than %d characters is refused.\n", maxAnswer)
			continue
		}
		return strings.TrimSpace(a.Line), nil
	}
}

// Select asks to pick one of items; Back goes back (errBack).
func (p *webPrompter) Select(label string, items []string) (int, error) {
	return p.choose("select", label, items)
}

// Ask asks a question whose answers are items; Back counts as the first.
func (p *webPrompter) Ask(label string, items []string) (int, error) {
	return p.choose("ask", label, items)
}

// choose waits for a pick among items: a choice by number, or a line
// naming it as at a terminal (its number or its first word).
func (p *webPrompter) choose(kind, label string, items []string) (int, error) {
	for {
		a, err := p.wait(webPrompt{Kind: kind, Label: label, Items: items})
		if err != nil {
			return -1, err
		}
		switch {
		case a.Back && kind == "ask":
			return 0, nil
		case a.Back:
			return -1, errBack
		case a.Choice >= 1 && a.Choice <= len(items):
			return a.Choice - 1, nil
		}
		if n, err := strconv.Atoi(strings.TrimSpace(a.Line)); err == nil && n >= 1 && n <= len(items) {
			return n - 1, nil
		}
		if i := pickByWord(items, a.Line); i >= 0 && a.Line != "" {
			return i, nil
		}
		fmt.Fprintf(p.out, "%q is not a number from 1 to %d nor an item of the list.\n", clipAnswer(a.Line), len(items))
	}
}
