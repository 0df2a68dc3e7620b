package canfield

import "fmt"

// CardError is an error whose words name cards. Error writes them in the
// notation ("8s does not build on 6c"); Words lets a screen draw them its
// own way ("8♠ does not build on 6♣"). The engine states the fact, the
// screen chooses how cards look.
type CardError struct {
	// Kind is the sentinel the error wraps (ErrIllegal, or a caller's),
	// written first, as fmt.Errorf("%w: ...") would; nil for none.
	Kind   error
	format string
	args   []any
}

// CardErrorf makes a CardError: format and args as for fmt.Sprintf, where
// every Card among args is a card the screen may draw its own way.
func CardErrorf(kind error, format string, args ...any) *CardError {
	return &CardError{Kind: kind, format: format, args: args}
}

// Error writes the message with the cards in the notation.
func (e *CardError) Error() string { return e.Words(Card.String) }

// Words writes the message with every card drawn by card.
func (e *CardError) Words(card func(Card) string) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		if c, ok := a.(Card); ok {
			a = card(c)
		}
		args[i] = a
	}
	msg := fmt.Sprintf(e.format, args...)
	if e.Kind != nil {
		msg = e.Kind.Error() + ": " + msg
	}
	return msg
}

// Unwrap returns Kind, so errors.Is(err, ErrIllegal) holds.
func (e *CardError) Unwrap() error { return e.Kind }
