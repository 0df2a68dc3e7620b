// Package exact computes the exact value of Canfield's hidden-information
// game: the chance of winning of the best player who sees only what the
// table shows, from any position, on decks small enough for it (the small
// presets). It depends on package canfield alone.
//
// An information state is what the player knows: the public position
// (foundations, columns, the reserve's size and top card, the waste's and
// the stock's sizes, the pass) and the cards seen at their places (a card
// seen in the stock stays known there when the waste is turned over).
// Every unseen card is equally likely at every unseen place, as the
// tracker's samples have it: nothing the player does depends on a hidden
// card, so nothing seen tells more.
//
// The value of an information state is 1 when the game is won; otherwise
// the best, over the player's legal moves, of the value of what the move
// leads to. A move that turns up a card whose place was unseen (a new
// reserve top, a new waste top) leads to a chance node, whose value is the
// mean, over the unseen cards, of the value of the state that shows that
// card there. Values are memoised over information states.
//
// Cycles. Dealing through the stock under unlimited passes comes back to
// the same information state, so the graph of information states has
// cycles, and the equations above have many solutions on them; the value
// wanted is the least (a game that never ends is not won). A reveal only
// ever adds a card to the cards seen, and no move hides a card seen, so
// every cycle lies within one set of cards seen: it has no chance node on
// it and is made of the player's choices alone. Inside a strongly
// connected component of choices every state reaches every other, so all
// its states have the same value: the best value of the moves that leave
// the component (0 when none does), since a player can walk to the state
// with the best way out and take it, and any play either leaves by one of
// the ways out or never ends, which loses. The search finds the components as it
// goes (Tarjan's algorithm) and gives each its value when it closes: an
// exact proof, with no iteration to a tolerance. A chance node that would
// lead back into a component still open would break the premise; the
// search reports it as an error. Rules whose foundation cards may come
// back to the tableau are refused: the premise still holds there, but no
// small preset needs them.
//
// The columns are interchangeable under every rule set, so an information
// state's key lists them in a canonical order.
package exact
