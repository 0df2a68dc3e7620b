package canfield

import (
	"strings"
	"testing"
)

// TestDescribeFill: the words for filling an empty column name what
// Legal lets fill one. Where only whole columns move (superior), no
// portion may fill a gap, but a column's last card alone may.
func TestDescribeFill(t *testing.T) {
	for _, c := range []struct {
		preset      string
		want, never []string
	}{
		{"superior", []string{"a column's last card"}, []string{"column portion", "whole column"}},
		{"relaxed", []string{"column portion"}, []string{"whole column"}},
		{"wolter", []string{"column portion"}, []string{"whole column"}},
		{"classic", []string{"the waste's top card"}, []string{"column portion", "whole column"}},
	} {
		r, err := Preset(c.preset)
		if err != nil {
			t.Fatal(err)
		}
		var fill string
		for _, l := range r.Describe() {
			if strings.HasPrefix(l, "Empty columns:") {
				fill = l
			}
		}
		for _, w := range c.want {
			if !strings.Contains(fill, w) {
				t.Errorf("%s: %q does not say %q", c.preset, fill, w)
			}
		}
		for _, w := range c.never {
			if strings.Contains(fill, w) {
				t.Errorf("%s: %q says %q", c.preset, fill, w)
			}
		}
	}
}
