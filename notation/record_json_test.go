package notation

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestRecordJSONRoundTrip writes every generated and hand-written record as
// JSON and reads it back identical (positions in a text aside).
func TestRecordJSONRoundTrip(t *testing.T) {
	var recs []*Record
	for i := range genCount {
		recs = append(recs, genRecord(t, i))
	}
	for _, name := range handFiles {
		recs = append(recs, allWithoutPos(readRecords(t, "testdata/records/"+name))...)
	}
	for i, rec := range recs {
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatalf("record %d: %v", i, err)
		}
		var back Record
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("record %d: %v\n%s", i, err, data)
		}
		if !reflect.DeepEqual(&back, rec) {
			t.Fatalf("record %d: JSON round trip differs\n%s", i, data)
		}
	}
}

// TestRecordJSONShape checks the JSON a program sees for the game in
// progress: every rules option spelled out, null for unknown cards.
func TestRecordJSONShape(t *testing.T) {
	rec := readRecords(t, "testdata/records/hand-in-progress.txt")[0]
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var j struct {
		Rules map[string]string `json:"rules"`
		Setup struct {
			Reserve []*string `json:"reserve"`
			Base    *string   `json:"base"`
			Stock   []*string `json:"stock"`
		} `json:"setup"`
		Moves []map[string]any `json:"moves"`
	}
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	if j.Rules["preset"] != "classic" || j.Rules["draw"] != "3" || j.Rules["passes"] != "unlimited" || len(j.Rules) != 14 || j.Rules["suits"] != "4" {
		t.Errorf("rules %v", j.Rules)
	}
	if j.Setup.Reserve[0] != nil || *j.Setup.Reserve[12] != "Qc" || *j.Setup.Base != "7d" || len(j.Setup.Stock) != 34 {
		t.Errorf("setup %s", data)
	}
	if m := j.Moves[11]; m["move"] != "wf" || m["reveal"] != "2h" || m["win"] != 0.615 {
		t.Errorf("move 12: %v", m)
	}
}

// TestRecordJSONErrors checks the JSON reader refuses bad input.
func TestRecordJSONErrors(t *testing.T) {
	rec := readRecords(t, "testdata/records/hand-in-progress.txt")[0]
	data, _ := json.Marshal(rec)
	good := string(data)
	spoil := map[string]string{
		`"passes":"unlimited"`:     `"passes":"many"`,
		`"move":"3f"`:              `"move":"3q"`,
		`"reveal":"4d"`:            `"reveal":"2h"`,
		`"Qc"`:                     `"Jh"`,
		`"preset":"classic"`:       `"preset":"nosuch"`,
		`"move":"d","reveal":"4d"`: `"move":"d","reveal":"5d"`,
		`"value":"classic"`:        `"value":"draw1"`,
	}
	for from, to := range spoil {
		if !strings.Contains(good, from) {
			t.Fatalf("%s not in the JSON", from)
		}
		var back Record
		err := json.Unmarshal([]byte(strings.Replace(good, from, to, 1)), &back)
		if !errors.Is(err, ErrSyntax) {
			t.Errorf("%s -> %s: %v", from, to, err)
		}
	}
}
