package main

import "errors"

// OutFlags are the flags of a batch command that writes one JSON line per
// deal or game to a file and can resume an interrupted run from it.
type OutFlags struct {
	Out    string `name:"out" placeholder:"FILE" help:"Write one JSON line per deal or game to FILE (appended one line at a time; the summary still goes where it always goes). The file must be new or empty unless --resume is given."`
	Resume bool   `help:"With --out: continue the run FILE holds: skip what it already has, append the rest, and sum up everything. A last line cut short (a run killed while writing it) is dropped and done again."`
}

// check refuses --resume without --out.
func (f OutFlags) check() error {
	if f.Resume && f.Out == "" {
		return &exitError{2, errors.New("--resume needs --out FILE (the file to continue)")}
	}
	return nil
}
