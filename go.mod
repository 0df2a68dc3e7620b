module canfield

go 1.26

require (
	github.com/Netflix/go-expect v0.0.0-20220104043353-73e0943537d2
	github.com/alecthomas/kong v1.17.0
	github.com/creack/pty v1.1.24
	github.com/fatih/color v1.19.0
	github.com/manifoldco/promptui v0.9.0
	github.com/mattn/go-isatty v0.0.24
	golang.org/x/sys v0.42.0
)

require (
	github.com/chzyer/readline v0.0.0-20180603132655-2972be24d48e // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	rsc.io/qr v0.2.0 // indirect
)
