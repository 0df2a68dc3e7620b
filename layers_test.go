package main

// The layers of package main, told by the prefix of each file's name, so
// that ls shows them. Every non-test file belongs to one layer, and a file
// uses names declared in its own layer or in a layer below it, so a reader
// can start at the bottom and never meet a name that is explained only
// further up:
//
//	0 term_   the terminal and its words: the command's environment,
//	          drawing cards and tables, prompts and input, text helpers
//	1 store_  files: record files, locks, atomic saves, the history, the
//	          data directory, files a command reads or writes
//	2 show_   what a command shows apart from its flags (replay, review)
//	3 play_   the play session
//	4 serve_  the page served: its HTTP server, API and assets
//	5 cmd_    one command a file, its flags and glue
//	6 main.go the CLI struct, run, main
//
// TestLayers type-checks the package's files and counts references from a
// file to a name (type, function, method, field, variable, constant)
// declared in a file of a higher layer (none), and from a command's file
// to a name of another command's file (none); TestFileSizes keeps every
// non-test file of the module at 500 lines or fewer; TestPackageLayers
// keeps the module's packages depending downward only.

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// layerPrefixes are the layers of package main, bottom first: a file's
// layer is the index of its name's prefix.
var layerPrefixes = []string{"term_", "store_", "show_", "play_", "serve_", "cmd_"}

// layerOf returns the layer of a file of package main, or -1 when its name
// has none of the layers' prefixes.
func layerOf(name string) int {
	if name == "main.go" {
		return len(layerPrefixes)
	}
	for i, p := range layerPrefixes {
		if strings.HasPrefix(name, p) {
			return i
		}
	}
	return -1
}

func TestLayers(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		if ok, err := build.Default.MatchFile(".", name); err != nil || !ok {
			continue // built for another system (filelock_other.go)
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if f.Name.Name != "main" {
			continue
		}
		if layerOf(name) < 0 {
			t.Errorf("%s has no layer: give it a layer's prefix (layerPrefixes)", name)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: exportImporter(t, fset)}
	pkg, err := conf.Check("canfield", fset, files, info)
	if err != nil {
		t.Fatalf("type-checking package main: %v", err)
	}
	var up, sideways []string
	count := func(at token.Pos, obj types.Object) {
		if obj == nil || obj.Pkg() != pkg || !obj.Pos().IsValid() {
			return
		}
		from, to := fset.Position(at), fset.Position(obj.Pos())
		switch {
		case layerOf(to.Filename) > layerOf(from.Filename):
			up = append(up, from.String()+": "+obj.Name()+" (declared in "+to.Filename+")")
		case layerOf(from.Filename) == 5 && layerOf(to.Filename) == 5 && from.Filename != to.Filename:
			sideways = append(sideways, from.String()+": "+obj.Name()+" (declared in "+to.Filename+")")
		}
	}
	for id, obj := range info.Uses {
		// Only names declared at package level, methods and fields are
		// shared between files; locals never are.
		switch o := obj.(type) {
		case *types.Var:
			if !o.IsField() && o.Parent() != pkg.Scope() {
				continue
			}
		case *types.Func, *types.TypeName, *types.Const:
			if obj.Parent() != nil && obj.Parent() != pkg.Scope() {
				continue
			}
		default:
			continue
		}
		count(id.Pos(), obj)
	}
	sort.Strings(up)
	t.Logf("%d references run back up inside package main", len(up))
	for _, u := range up {
		t.Log(u)
	}
	// Nothing shared lives in a command's file: a command file uses no
	// name of another command's file.
	sort.Strings(sideways)
	for _, u := range sideways {
		t.Errorf("%s: a command file uses another command's name; move the name down", u)
	}
	if len(up) > 0 {
		t.Errorf("%d references run back up inside package main: move the name down, or the user up", len(up))
	}
}

// exportImporter imports packages from the export data the go command
// keeps in its build cache (go list -export), which is much faster than
// type-checking every dependency from source.
func exportImporter(t *testing.T, fset *token.FileSet) types.Importer {
	t.Helper()
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{if .Export}}{{.ImportPath}}={{.Export}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	exports := map[string]string{}
	for _, l := range strings.Fields(string(out)) {
		if path, file, ok := strings.Cut(l, "="); ok {
			exports[path] = file
		}
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
}

// TestFileSizes keeps every non-test Go file of the module at 500 lines or
// fewer.
func TestFileSizes(t *testing.T) {
	const most = 500
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := strings.Count(string(b), "\n"); n > most {
			t.Errorf("%s has %d lines; split it by idea (at most %d outside tests)", path, n, most)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// packageLayers are the module's packages, bottom first, each with the
// packages of the module its non-test code may import: main -> hint/study
// -> hint -> tracker -> notation -> canfield, and hint/solver and
// hint/exact -> canfield.
// A package's tests may import any package listed before it. The
// measurement programs under hint/internal stand at the top, beside main,
// with the helpers they share there.
var packageLayers = []struct {
	path  string
	below []string
}{
	{"canfield/canfield", nil},
	{"canfield/notation/pysol", []string{"canfield/canfield"}},
	{"canfield/notation", []string{"canfield/canfield", "canfield/notation/pysol"}},
	{"canfield/hint/solver", []string{"canfield/canfield"}},
	{"canfield/hint/exact", []string{"canfield/canfield"}},
	{"canfield/tracker", []string{"canfield/canfield", "canfield/notation", "canfield/notation/pysol"}},
	{"canfield/hint", []string{"canfield/canfield", "canfield/notation", "canfield/notation/pysol", "canfield/hint/solver", "canfield/hint/exact", "canfield/tracker"}},
	{"canfield/hint/study", []string{"canfield/canfield", "canfield/notation", "canfield/notation/pysol", "canfield/hint/solver", "canfield/hint/exact", "canfield/tracker", "canfield/hint"}},
	{"canfield", []string{"canfield/canfield", "canfield/notation", "canfield/notation/pysol", "canfield/hint/solver", "canfield/hint/exact", "canfield/tracker", "canfield/hint", "canfield/hint/study"}},
}

// TestPackageLayers lists the module's packages with go list and checks
// that every import of one of ours runs downward: from non-test code only
// to the packages packageLayers allows, from tests only to packages listed
// before (or, for an external test, to the package itself).
func TestPackageLayers(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	if err != nil {
		t.Fatalf("go list -json ./...: %v", err)
	}
	place := map[string]int{}
	for i, l := range packageLayers {
		place[l.path] = i
	}
	ours := func(path string) bool { return path == "canfield" || strings.HasPrefix(path, "canfield/") }
	dec := json.NewDecoder(strings.NewReader(string(out)))
	listed := 0
	for {
		var p struct {
			ImportPath                         string
			Imports, TestImports, XTestImports []string
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("reading go list's output: %v", err)
		}
		listed++
		at, ok := place[p.ImportPath]
		if strings.HasPrefix(p.ImportPath, "canfield/hint/internal/") {
			// A measurement program, run by hand: at the top, like main.
			at, ok = len(packageLayers)-1, true
			listed--
		}
		if !ok {
			t.Errorf("package %s has no place in packageLayers: give it one", p.ImportPath)
			continue
		}
		measuring := strings.HasPrefix(p.ImportPath, "canfield/hint/internal/")
		for _, imp := range p.Imports {
			if measuring && strings.HasPrefix(imp, "canfield/hint/internal/") {
				continue // the helpers the measurement programs share
			}
			if ours(imp) && !slices.Contains(packageLayers[at].below, imp) {
				t.Errorf("%s imports %s: a package imports only packages below it (%s)", p.ImportPath, imp, strings.Join(packageLayers[at].below, ", "))
			}
		}
		for _, imp := range append(p.TestImports, p.XTestImports...) {
			if i, ok := place[imp]; ours(imp) && imp != p.ImportPath && (!ok || i >= at) {
				t.Errorf("the tests of %s import %s: a test imports only packages below its own", p.ImportPath, imp)
			}
		}
	}
	if listed != len(packageLayers) {
		t.Errorf("go list found %d packages, packageLayers names %d", listed, len(packageLayers))
	}
}
