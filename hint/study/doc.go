// Package study holds the bulk studies of canfield: simulations of many
// virtual games by one kind of player (Sim and RunSim, with the hint
// engine, the greedy baseline or the omniscient solver at the table) and
// the fatal-move diagnostic of their games; runs of solve over batches of
// deals with every card known (SolveRun); the JSON lines both write to an
// --out file, read back to resume a stopped run; and the merge of the
// lines of several runs into the summary one run over all of them prints
// (Merge).
//
// Each summary is computed by one function (Summarize for games, another
// for solved deals), for a live run and for a merge alike, so the two
// cannot drift.
package study
