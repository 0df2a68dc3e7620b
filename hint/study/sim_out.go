package study

// A simulation with an --out file: each game's record appended as it ends,
// and a stopped run resumed from the games the file holds.

import (
	"context"
	"fmt"
	"io"
)

// RunSim plays cfg's games. With file set, each game's record is appended
// to it as the game ends, and with resume the games the file already
// holds are not played again but count as played now; what it drops or
// keeps is said on stderr. It returns the result and the number of games
// done (those of the file included), which on an error says how far the
// run got.
func RunSim(ctx context.Context, cfg SimConfig, file string, resume bool, stderr io.Writer) (res SimResult, done int, err error) {
	onGame := cfg.OnGame
	cfg.OnGame = func(g GameResult) {
		done++
		if onGame != nil {
			onGame(g)
		}
	}
	if file == "" {
		res, err = Sim(ctx, cfg)
		return res, done, err
	}
	out, lines, dropped, err := openOut(file, resume)
	if err != nil {
		return res, 0, err
	}
	if dropped {
		fmt.Fprintf(stderr, "canfield: %s: dropped a last line cut short (the run was stopped while writing it); that game is played again\n", file)
	}
	if cfg.Have, err = readGames(file, lines); err != nil {
		out.Close()
		return res, 0, err
	}
	if len(cfg.Have) > 0 {
		fmt.Fprintf(stderr, "canfield: %s already holds %d of the %d games; playing the other %d\n", file, len(cfg.Have), cfg.Games, cfg.Games-len(cfg.Have))
	}
	done = len(cfg.Have)
	written := cfg.OnGame
	cfg.OnGame = func(g GameResult) { written(g); out.Write(g) }
	res, err = Sim(ctx, cfg)
	if cerr := out.Close(); err == nil && cerr != nil {
		err = cerr
	}
	return res, done, err
}
