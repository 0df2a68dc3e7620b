package main

// The layers of package main. Every non-test file of the package belongs
// to one layer, and a file uses names declared in its own layer or in a
// layer below it, so a reader can start at the bottom and never meet a
// name that is explained only further up:
//
//	0 base     env.go (Env, exit codes, terminal), text.go (plural, wrap,
//	           ...), stats.go (wilson, percentile), chart.go, escape.go
//	           (terminal codes escaped), linereader.go (bounded lines),
//	           interrupt.go (Ctrl-C to the innermost task), termwidth_*.go
//	           (the terminal's width)
//	1 screen   render.go, describe.go (drawing cards and tables),
//	           hint_rough.go (a hint's rough figure marked), prompter.go,
//	           inputpump.go (the terminal's input), progress.go, flags.go
//	           (--rules, --seed)
//	2 storage  records.go (reading record files), inputfile.go (a file
//	           a command reads), record_result.go (a Result tag the
//	           moves contradict), save.go (the data
//	           directory), atomic.go (atomic files), recordfile.go (the
//	           record a game is saved to), filelock_*.go, history.go,
//	           outfile.go (--out files)
//	3 work     replay.go, review.go, solve_batch.go, solve_resume.go,
//	           summary.go, merge.go: what a command or the session does,
//	           apart from its flags
//	4 session  play_*.go: the play session
//	5 commands cmd_*.go: one command a file, its flags and glue
//	6 top      main.go: the CLI struct, run, main
//
// TestLayers type-checks the package's files and counts references from a
// file to a name (type, function, method, field, variable, constant)
// declared in a file of a higher layer (at most maxUpward), and from a
// command's file to a name of another command's file (none); TestFileSizes keeps every
// non-test file of the module at 500 lines or fewer. The same map is in
// docs/engine.md ("Code map").

import (
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
	"sort"
	"strings"
	"testing"
)

// maxUpward is the most references running back up that package main may
// hold.
const maxUpward = 2

// layerOf returns the layer of a file of package main, or -1 when the file
// has not been given one.
func layerOf(name string) int {
	switch name {
	case "env.go", "text.go", "stats.go", "chart.go", "escape.go", "linereader.go", "interrupt.go", "termwidth_unix.go", "termwidth_other.go":
		return 0
	case "render.go", "describe.go", "hint_rough.go", "prompter.go", "inputpump.go", "progress.go", "flags.go":
		return 1
	case "records.go", "inputfile.go", "record_result.go", "save.go", "history.go", "atomic.go", "recordfile.go", "filelock_unix.go", "filelock_other.go", "outfile.go":
		return 2
	case "replay.go", "review.go", "solve_batch.go", "solve_resume.go", "summary.go", "merge.go":
		return 3
	case "main.go":
		return 6
	}
	switch {
	case strings.HasPrefix(name, "play_"):
		return 4
	case strings.HasPrefix(name, "cmd_"):
		return 5
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
			t.Errorf("%s has no layer: give it one in layerOf and in the comment above", name)
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
	if len(up) > maxUpward {
		t.Errorf("%d references run back up inside package main, at most %d allowed: move the name down, or the user up", len(up), maxUpward)
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
