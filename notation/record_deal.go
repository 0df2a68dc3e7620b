package notation

import (
	"fmt"

	"canfield/canfield"
	"canfield/notation/pysol"
)

// Seed returns the seed of the record's Seed tag (a virtual deal,
// canfield.ShuffledDeal); ok is false when the record has none. The
// record's reader checks the tag, so err is set only for a record built
// elsewhere.
func (r *Record) Seed() (seed uint64, ok bool, err error) {
	v, ok := r.Get(TagSeed)
	if !ok {
		return 0, false, nil
	}
	seed, err = ParseSeed(v)
	if err != nil {
		return 0, true, fmt.Errorf("Seed tag: %w", err)
	}
	return seed, true, nil
}

// Code returns the deal of the record's Code tag (a virtual deal dealt from
// a deal code, ParseCode) under the record's rules; ok is false when the
// record has none, err says what is wrong with the code.
func (r *Record) Code() (deal []canfield.Card, ok bool, err error) {
	v, ok := r.Get(TagCode)
	if !ok {
		return nil, false, nil
	}
	deal, err = ParseCode(r.Rules, v)
	if err != nil {
		return nil, true, fmt.Errorf("Code tag: %w", err)
	}
	return deal, true, nil
}

// PySolFC returns the number of the record's PySolFC tag (a virtual deal
// of PySolFC's numbered games, pysol.Deal); ok is false when the record
// has none. The record's reader checks the tag, so err is set only for a
// record built elsewhere.
func (r *Record) PySolFC() (n pysol.Number, ok bool, err error) {
	v, ok := r.Get(TagPySolFC)
	if !ok {
		return pysol.Number{}, false, nil
	}
	n, err = pysol.ParseNumber(v)
	if err != nil {
		return pysol.Number{}, true, fmt.Errorf("PySolFC tag: %w", err)
	}
	return n, true, nil
}

// WholeDeal returns the record's deal as far as the record gives it: the
// setup completed with the cards its moves revealed (Known), then, while
// cards are still unknown, the deal of its Seed tag (or Code or PySolFC
// tag); that tag must agree with every card the record gives, known or not;
// then the one card left when only one is unknown. complete says whether every card is known; the deal then
// passes canfield.CheckDeal. This is the one way the program completes a
// record's deal; whether the moves are legal is the tracker's to say.
func (r *Record) WholeDeal() (deal []canfield.Card, complete bool, err error) {
	deal, _ = r.Known() // reveals past a move that cannot be followed are left out
	missing := 0
	for _, c := range deal {
		if c == canfield.NoCard {
			missing++
		}
	}
	seed, ok, err := r.Seed()
	if err != nil {
		return nil, false, err
	}
	var sd []canfield.Card
	from := ""
	if ok {
		sd, from = canfield.ShuffledDeal(r.Rules, seed), fmt.Sprintf("the deal of seed %d", seed)
	} else if cd, ok, err := r.Code(); err != nil {
		return nil, false, err
	} else if ok {
		sd, from = cd, "the deal of its Code tag"
	} else if n, ok, err := r.PySolFC(); err != nil {
		return nil, false, err
	} else if ok {
		if sd, err = pysol.Deal(r.Rules, n); err != nil {
			return nil, false, fmt.Errorf("PySolFC tag %s: %w", n, err)
		}
		from = "PySolFC's game " + n.String()
	}
	if sd != nil {
		for p, c := range deal {
			if c != canfield.NoCard && c != sd[p] {
				return nil, false, fmt.Errorf("the record has %v as %s, but %s has %v there", c, canfield.PositionName(r.Rules, p), from, sd[p])
			}
		}
		return sd, true, nil
	}
	if missing == 0 {
		return deal, true, r.checkWhole(deal)
	}
	if !canfield.FillLastCard(r.Rules, deal) {
		return deal, false, nil
	}
	return deal, true, r.checkWhole(deal)
}

func (r *Record) checkWhole(deal []canfield.Card) error {
	if err := canfield.CheckDeal(r.Rules, deal); err != nil {
		return fmt.Errorf("the record's deal: %w", err)
	}
	return nil
}
