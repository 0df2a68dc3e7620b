package study

// InputError is an error in what a study was given to read or continue:
// a file of another run, a game record where results were expected, a
// line that is no record. The input is at fault, not the program, and a
// command exits with 2 for it (the exit code of bad input).
type InputError struct {
	Err error // what is wrong, naming the input and where
}

// Error returns the error's message.
func (e *InputError) Error() string { return e.Err.Error() }

// Unwrap returns the error it wraps.
func (e *InputError) Unwrap() error { return e.Err }

// ExitCode returns 2, the exit code of bad input.
func (e *InputError) ExitCode() int { return 2 }
