package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// tempPrefix is how the temporary files of saves to path begin; a save
// killed before its rename leaves one, which the next start removes.
func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp" }

// writeFileAtomic writes data to path so that a crash never leaves a
// half-written file: it writes a temporary file in the same directory,
// syncs it, renames it over path and syncs the directory, so that after
// any failure or crash path holds either its old contents or data, whole.
// The file keeps its mode and owner (a new one gets 0666 less the umask,
// as a shell's > gives). Errors name path and the cause, never the
// temporary file.
// A link is followed to the file it names; a device, pipe or folder is
// refused, never replaced.
func writeFileAtomic(path string, data []byte) error {
	real, err := followLinks(path)
	if err != nil {
		return err
	}
	mode := fs.FileMode(0) // new: as the umask gives
	if fi, err := os.Stat(real); err == nil {
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file (%s)", path, kindOf(fi.Mode()))
		}
		mode = fi.Mode().Perm()
	}
	return writeAtomic(real, data, mode, nil)
}

// writeAtomic is writeFileAtomic giving the file mode (0: the mode a new
// file gets, 0666 less the umask), with the temporary file's writes going
// through wrap when it is not nil (tests inject faults there).
func writeAtomic(path string, data []byte, mode fs.FileMode, wrap func(io.Writer) io.Writer) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return saveError(path, err)
	}
	f, err := createTemp(dir, tempPrefix(path))
	if err != nil {
		return saveError(path, err)
	}
	keepOwner(f, path)
	tmp := f.Name()
	var w io.Writer = f
	if wrap != nil {
		w = wrap(f)
	}
	_, err = w.Write(data)
	if err == nil && mode != 0 {
		err = f.Chmod(mode)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return saveError(path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return saveError(path, err)
	}
	syncDir(dir)
	return nil
}

// createTemp creates a new file in dir whose name starts with prefix, with
// the mode a new file gets (0666 less the umask; os.CreateTemp gives 0600
// whatever the umask).
func createTemp(dir, prefix string) (*os.File, error) {
	for {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
}

// syncDir makes a rename in dir durable. Where a directory cannot be
// synced (some systems refuse), the rename stands all the same.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// saveError says why path could not be saved, dropping the name of the
// temporary file a *PathError would give.
func saveError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && strings.HasPrefix(filepath.Base(pe.Path), tempPrefix(path)) {
		err = pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	return fmt.Errorf("saving %s: %w", path, err)
}

// removeTemps removes the temporary files that saves to path killed
// before their rename left behind. The caller holds path's lock, so no
// save is under way.
func removeTemps(path string) {
	dir, prefix := filepath.Dir(path), tempPrefix(path)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), prefix) && e.Type().IsRegular() {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
