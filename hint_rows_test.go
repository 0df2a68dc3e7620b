package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestHintRowsNameTheBasisOnce: a hint row whose column says scout (or
// safe) does not say it again in its reason ("scout  scout: deal 3"),
// in the session and in the hint command; the JSON, without that column,
// keeps the word in its reason.
func TestHintRowsNameTheBasisOnce(t *testing.T) {
	out, errs, code := playLines(t, []string{"h", "q"}, "--virtual", "--rules", "superior", "--seed", "5", "--out", t.TempDir()+"/g.cfr")
	if code != 0 || !strings.Contains(out, "  d     scout      deal 3 from the stock") || strings.Contains(out, "scout:") {
		t.Errorf("session: exit %d, stderr %q:\n%s", code, errs, tail(out, 12))
	}
	// The same deal for the hint command.
	code, deal, errs := runCanfield(t, "", "deal", "--seed", "5", "--rules", "superior")
	if code != 0 {
		t.Fatalf("deal: %d %s", code, errs)
	}
	code, out, errs = runCanfield(t, "", "hint", "--rules", "superior", "--deal", strings.TrimSpace(deal))
	if code != 0 || !strings.Contains(out, " 1. d      scout      deal 3 from the stock") || strings.Contains(out, "scout:") {
		t.Errorf("hint: exit %d, stderr %q:\n%s", code, errs, out)
	}
	code, out, errs = runCanfield(t, "", "hint", "--json", "--rules", "superior", "--deal", strings.TrimSpace(deal))
	var rows []hintJSON
	if err := json.Unmarshal([]byte(out), &rows); code != 0 || err != nil || len(rows) == 0 || !strings.HasPrefix(rows[0].Reason, "scout: deal 3") {
		t.Errorf("hint --json: exit %d, %v, stderr %q:\n%s", code, err, errs, out)
	}
}
