module canfield

go 1.26

require (
	github.com/Netflix/go-expect v0.0.0-20220104043353-73e0943537d2
	github.com/alecthomas/kong v1.17.0
	github.com/chromedp/cdproto v0.0.0-20250724212937-08a3db8b4327
	github.com/chromedp/chromedp v0.14.2
	github.com/creack/pty v1.1.24
	github.com/fatih/color v1.19.0
	github.com/manifoldco/promptui v0.9.0
	github.com/mattn/go-isatty v0.0.24
	golang.org/x/net v0.52.0
	golang.org/x/sys v0.42.0
	rsc.io/qr v0.2.0
)

require (
	github.com/chromedp/sysutil v1.1.0 // indirect
	github.com/chzyer/readline v0.0.0-20180603132655-2972be24d48e // indirect
	github.com/go-json-experiment/json v0.0.0-20250725192818-e39067aee2d2 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.4.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
)
