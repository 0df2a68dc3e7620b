// Package study holds the bulk studies of canfield: simulations of many
// virtual games by one kind of player (Sim, with the hint engine, the
// greedy baseline or the omniscient solver at the table) and the
// fatal-move diagnostic of their games; batches of deals solved with every
// card known (SolveAll); the JSON lines both write to an --out file, read
// back to resume a stopped run; and the merge of the lines of several runs
// into the summary one run over all of them prints (Merge).
//
// The summaries are computed by one function each (Summarize for games,
// SummarizeSolve for deals), for a live run and for a merge alike, so the
// two cannot drift.
package study
