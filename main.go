// Command canfield is an assistant for Canfield (Demon) patience played with
// real cards: it tracks the game as the player sees it, checks every move,
// suggests moves without peeking at hidden cards, and solves whole deals.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/alecthomas/kong"
)

// CLI is the command line: one field per command, each in its own file.
type CLI struct {
	Play    PlayCmd    `cmd:"" help:"Play a game: mirror real cards at the table, or a virtual deal."`
	Serve   ServeCmd   `cmd:"" help:"Serve the table as a page for a phone or a browser (cards entered by taps, moves, hints)."`
	Hint    HintCmd    `cmd:"" help:"Rank the next moves of a game in progress by their chance of winning, without seeing hidden cards."`
	Analyze AnalyzeCmd `cmd:"" help:"Review a game: was the deal winnable, where was it lost, the costliest decisions, a win-probability chart."`
	Replay  ReplayCmd  `cmd:"" help:"Show a recorded game: the table after N moves, or step through it."`
	Stats   StatsCmd   `cmd:"" help:"Summarise the games in your history: wins, win rate, cards, casino balance."`
	Solve   SolveCmd   `cmd:"" help:"Solve whole deals with every card known (won, lost or unknown)."`
	Sim     SimCmd     `cmd:"" help:"Play seeded virtual games with the hint engine, a greedy baseline or the omniscient solver, and sum up."`
	Summary SummaryCmd `cmd:"" help:"Merge the JSON lines of solve and sim runs (shards of one study) into the summary one run would print."`
	Deal    DealCmd    `cmd:"" help:"Print a deal line (seeded or random)."`
	Import  ImportCmd  `cmd:"" help:"Make a game record from a deal line or a Solvitaire JSON deal."`
	Export  ExportCmd  `cmd:"" help:"Print a recorded game's deal line, JSON form, or Solvitaire JSON deal."`
	Rules   RulesCmd   `cmd:"" help:"List the rule presets, or describe one."`
	Version VersionCmd `cmd:"" help:"Print the version."`
}

type kongExit int

// run parses args and runs the command; it returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, rawStdout, stderr io.Writer) (code int) {
	var cli CLI
	stdout := &checkedWriter{w: rawStdout}
	defer func() {
		if r := recover(); r != nil {
			if k, ok := r.(kongExit); ok {
				code = int(k)
				if err := stdout.failed(); err != nil && code == 0 {
					fmt.Fprintf(stderr, "canfield: %v\n", err)
					code = 1
				}
				return
			}
			panic(r)
		}
	}()
	parser, err := kong.New(&cli,
		kong.Name("canfield"),
		kong.Description("An assistant for Canfield (Demon) patience played with real cards."),
		kong.Writers(stdout, stderr),
		kong.Exit(func(c int) { panic(kongExit(c)) }),
		kong.UsageOnError(),
		kong.NamedMapper("game", gameMapper()),
		kong.ConfigureHelp(kong.HelpOptions{Compact: true}),
	)
	if err != nil {
		fmt.Fprintln(stderr, "canfield:", err)
		return 1
	}
	if len(args) == 0 {
		// No command: what a new player needs is the list of commands,
		// not kong's "expected one of ..." alone.
		fmt.Fprintf(stderr, "canfield: give a command; '%s play' starts a game.\n", invocation())
		parser.Stdout = stderr
		func() {
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(kongExit); !ok {
						panic(r)
					}
				}
			}()
			_, _ = parser.Parse([]string{"--help"}) // exits through kong.Exit
		}()
		return 2
	}
	kctx, err := parser.Parse(args)
	if werr := stdout.failed(); werr != nil {
		// Help or usage could not be written.
		fmt.Fprintf(stderr, "canfield: %v\n", werr)
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "canfield: error: %s\n", escapeLines(err.Error()))
		var pe *kong.ParseError
		if errors.As(err, &pe) {
			return pe.ExitCode()
		}
		return 2
	}
	env := &Env{Ctx: ctx, Stdin: stdin, Stdout: stdout, Stderr: stderr}
	err = kctx.Run(env)
	if werr := stdout.failed(); werr != nil && (err == nil || errors.Is(err, stdout.err)) {
		err = werr // one wording, whether the command saw the failure or not
	}
	var said *saidError
	if errors.As(err, &said) {
		return said.code
	}
	if err != nil {
		// Errors name files and quote what was read: never a terminal's
		// codes raw.
		fmt.Fprintf(stderr, "canfield: %s\n", escapeLines(err.Error()))
		return exitCodeOf(err)
	}
	return 0
}

func main() {
	ctx, stop := notifyInterrupts(context.Background())
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
