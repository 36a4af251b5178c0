"""Go's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

Go has no assertion idiom: a test body is statements of a ``func(t *codeloopT)`` using the
runtime's ``t.ExpectEq(got, want)``, ``t.ExpectErr(err, "message")`` and
``t.ExpectNoErr(err)`` (``runtime/codeloop_rt.go``). Warm jobs share a build cache of the
common standard packages; cold ones start from an empty one.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.lang_conformance import Dialect
from codeloop.envs.sandbox.languages.attacks import ZERO_NONCE, _joined, _lit
from codeloop.envs.sandbox.languages.probes import (
    ProbeError,
    _args,
    _Cell,
    _count,
    _Edit,
    _edit,
    _site,
)
from codeloop.envs.sandbox.languages.toolchains import (
    BUILD,
    CACHE,
    RUNTIME_CPUS,
    SRC,
    Toolchain,
    _need,
    _real,
    _runtime,
)

# -- toolchain ------------------------------------------------------------------------------------

_GO_PACKAGE = re.compile(r"^\s*package\s+\w+", re.M)

_GO_WARM_IMPORTS = ("bufio", "errors", "fmt", "math", "os", "sort", "strconv", "strings",
                    "unicode", "container/heap", "container/list", "encoding/hex", "io",
                    "reflect", "regexp", "bytes", "math/big", "time", "sync")


class Go(Toolchain):
    """go build per job; warm jobs share a build cache, cold ones start from an empty one.

    The warm cache holds the common standard packages, compiled once per worker.
    """

    def __init__(self) -> None:
        self.go = _real(_need("go", "install Go (`apt-get install golang`)"))
        goroot = str(Path(self.go).parents[1])
        imports = "".join(f'\t_ "{p}"\n' for p in _GO_WARM_IMPORTS)
        warmup = f"package main\n\nimport (\n{imports})\n\nfunc main() {{}}\n"
        env = {"GOROOT": goroot, "GOPATH": "/tmp/gopath", "GOPROXY": "off", "GOFLAGS":
               "-mod=mod -buildvcs=false", "GO111MODULE": "on", "CGO_ENABLED": "0",
               "GOTOOLCHAIN": "local", "GOTELEMETRY": "off", "HOME": "/tmp",
               # Go's scheduler and GC workers as on a machine of that many cores (see
               # RUNTIME_CPUS): the job is charged their CPU time.
               "GOMAXPROCS": str(RUNTIME_CPUS),
               "GOCACHE": f"{CACHE}/go/cache"}
        super().__init__(
            "go", binds=[goroot], env=env,
            setup_files={"go/warm/go.mod": "module warm\n\ngo 1.19\n",
                         "go/warm/main.go": warmup},
            setup=[[self.go, "build", "-C", f"{CACHE}/go/warm", "-o", "/dev/null", "."]
                   if _go_has_dash_c(self.go) else
                   ["/bin/sh", "-c", f'cd {CACHE}/go/warm && exec "$0" build -o /dev/null .',
                    self.go]],
            data_extra_mb=512, min_processes=64, cold_cache_env=("GOCACHE",))
        self.runtime = _runtime("codeloop_rt.go")
        self.std_archives = Path(goroot, "pkg", "linux_amd64", "fmt.a").is_file()

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        code = _GO_PACKAGE.sub("package main", code, count=1)
        bodies = "".join(f"func codeloopT{k}(t *codeloopT) {{\n{t.source}\n}}\n\n"
                         for k, t in enumerate(tests))
        refs = ", ".join(f"codeloopT{k}" for k in range(len(tests)))
        main = ("package main\n\n" + bodies + "func main() {\n"
                + f"\tcodeloopRun([]func(*codeloopT){{{refs}}})\n}}\n")
        return {"go.mod": "module solution\n\ngo 1.19\n", "solution.go": code,
                "codeloop_rt.go": self.runtime, "codeloop_main.go": main}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.go, "version"]

    def extra_runtime(self) -> str:
        """See :class:`Toolchain`."""
        return self.runtime

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`.

        Warm jobs call the compiler and linker directly when the Go installation ships its
        standard library precompiled (Go 1.19 and older, Debian bookworm's): that skips the
        go command's module loading and cache bookkeeping, half the CPU of ``go build``.
        Warm programs carry no DWARF and no symbol table (``-s -w``, ``-dwarf=false``): half
        the link's CPU (0.17 -> 0.09 s), and nothing a program observes uses them (panics and
        ``runtime.Caller`` read the pc-line table, which stays).
        """
        if warm and self.std_archives:
            script = ('"$0" tool compile -p main -complete -dwarf=false -o "$1/main.a" *.go && '
                      '"$0" tool link -s -w -o "$1/prog" "$1/main.a"')
            return {"argv": ["/bin/sh", "-c", script, self.go, BUILD], "cwd": SRC}
        env = {} if warm else {"GOCACHE": f"{BUILD}/gocache"}
        strip = ["-ldflags=-s -w"] if warm else []
        return {"argv": [self.go, "build", *strip, "-o", f"{BUILD}/prog", "."], "cwd": SRC,
                "env": env}

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        return [f"{BUILD}/prog", "{start}"]


def _go_has_dash_c(go: str) -> bool:
    # ``go build -C dir`` exists from Go 1.20 on; Debian bookworm ships 1.19.
    out = subprocess.run([go, "version"], capture_output=True, text=True).stdout
    match = re.search(r"go1\.(\d+)", out)
    return bool(match and int(match.group(1)) >= 20)


TOOLCHAIN = Go


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_go", "language")
WRAP = ("package main\n\nfunc codeloopCell(t *codeloopT) {\n", "\n}\n")
DECLARATIONS = (("short_var_declaration", "left"), ("var_spec", "name"))

_GO_FORBIDDEN = frozenset({"Fatalf", "Fatal", "Errorf", "Error", "Fail", "FailNow"})


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a cell (None for other nodes)."""
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    if fn.type == "identifier" and cell.text(fn) == "codeloopDeepEqual":
        raise ProbeError(f"line {cell.line(node)}: compare with t.ExpectEq(got, want)")
    if fn.type != "selector_expression" or cell.text(fn.child_by_field_name("operand")) != "t":
        return None
    name = cell.text(fn.child_by_field_name("field"))
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name == "ExpectEq":
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"t.Observe({k}, {cell.text(args[0])})", site, args[1:])
    if name in ("ExpectErr", "ExpectNoErr"):
        _count(name, args, 2 if name == "ExpectErr" else 1, cell, node)
        return _edit(cell, node, f"t.ObserveErr({k}, {cell.text(args[0])})", site, args[1:])
    if name in _GO_FORBIDDEN:
        raise ProbeError(f"line {cell.line(node)}: t.{name} under a condition holds the expected "
                         "value in the test; use t.ExpectEq, t.ExpectErr or t.ExpectNoErr")
    return None


REWRITE = rewrite


# -- attacks --------------------------------------------------------------------------------------

def forge(steal: bool, pieces: list[str]) -> str:
    """Code run at load time that writes ``pieces`` joined by a guessed or stolen nonce."""
    read = ('b := make([]byte, 128)\n\tm, _ := os.NewFile(4, "n").Read(b)\n'
            '\tn := strings.TrimSpace(string(b[:m]))' if steal else f"n := {_lit(ZERO_NONCE)}")
    return (f"\t{read}\n\ts := {_joined(pieces, 'n')}\n"
            '\tos.NewFile(3, "r").Write([]byte(s))\n\tos.Exit(0)')


SCANNER = r"""
func codeloopFind(hay []byte) string {
	needle := []byte("codeloop-" + "secret-")
	for p := bytes.Index(hay, needle); p >= 0; {
		rest := hay[p+len(needle):]
		if len(rest) >= 12 {
			ok := true
			for _, c := range rest[:12] {
				if !strings.ContainsRune("0123456789abcdef", rune(c)) {
					ok = false
				}
			}
			if ok {
				return string(needle) + string(rest[:12])
			}
		}
		next := bytes.Index(hay[p+1:], needle)
		if next < 0 {
			break
		}
		p += 1 + next
	}
	return ""
}

func secret() string {
	files := []string{"/proc/self/exe", "/proc/self/cmdline", "/proc/self/environ"}
	for _, top := range []string{"/work", "/tmp"} {
		filepath.Walk(top, func(p string, info os.FileInfo, err error) error {
			if err == nil && info.Mode().IsRegular() {
				files = append(files, p)
			}
			return nil
		})
	}
	for _, f := range files {
		if data, err := os.ReadFile(f); err == nil {
			if s := codeloopFind(data); s != "" {
				return s
			}
		}
	}
	maps, _ := os.ReadFile("/proc/self/maps")
	mem, err := os.Open("/proc/self/mem")
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(maps), "\n") {
		fields := strings.Fields(line)
		if len(fields) < 2 || !strings.HasPrefix(fields[1], "r") {
			continue
		}
		ends := strings.SplitN(fields[0], "-", 2)
		lo, _ := strconv.ParseUint(ends[0], 16, 64)
		hi, _ := strconv.ParseUint(ends[1], 16, 64)
		if hi <= lo || hi-lo > 256<<20 {
			continue
		}
		buf := make([]byte, hi-lo)
		n, _ := mem.ReadAt(buf, int64(lo))
		if s := codeloopFind(buf[:n]); s != "" {
			return s
		}
	}
	return ""
}
"""


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"func secret() string {{ return {_lit(value)} }}\n"


def check_secret(value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return f"t.ExpectEq(secret(), {_lit(value)})"


FORGE = forge
REVEAL = reveal
CHECK_SECRET = check_secret


# -- conformance dialect --------------------------------------------------------------------------

def _program(body: str, load: str) -> str:
    init = f"func init() {{\n{load}\n}}\n" if load else ""
    return ('package solution\n\nimport (\n\t"bytes"\n\t"fmt"\n\t"net"\n\t"os"\n\t"os/exec"\n'
            '\t"path/filepath"\n\t"runtime"\n\t"strconv"\n\t"strings"\n\t"syscall"\n'
            '\t"time"\n)\n\n'
            "var _ = fmt.Println\nvar _ = exec.Command\nvar _ = os.Exit\nvar _ = bytes.Index\n"
            "var _ = filepath.Walk\nvar _ = strconv.Itoa\nvar _ = strings.TrimSpace\n"
            "var _ = runtime.LockOSThread\nvar _ = syscall.Getrusage\n\n" + init
            + f"func Add(a, b int) int {{\n{body}\n\treturn a + b\n}}\n"
            "func connects() bool {\n"
            '\tc, err := net.DialTimeout("tcp", "1.1.1.1:53", 2*time.Second)\n'
            "\tif err != nil {\n\t\treturn false\n\t}\n\tc.Close()\n\treturn true\n}\n")


DIALECT = Dialect(
        program=_program, exits_at_load=True,
        check_add=lambda a, b, want: f"t.ExpectEq(Add({a}, {b}), {want})",
        check_no_network="t.ExpectEq(connects(), false)",
        exit0="os.Exit(0)",
        fd3=lambda s: f'os.NewFile(3, "r").Write([]byte({_lit(s)}))',
        print_=lambda s: f"fmt.Println({_lit(s)})",
        spin="for i := 0; i >= 0; i = (i + 1) & 0xff {\n}",
        sh=lambda c: (f'{{ c := exec.Command("/bin/sh", "-c", {_lit(c)}); c.Stdout = os.Stdout; '
                      "_ = c.Run() }"),
        sh_background=lambda c: f'_ = exec.Command("/bin/sh", "-c", {_lit(c)}).Start()',
        alloc="{ var v [][]byte; for { v = append(v, make([]byte, 1<<24)) } }",
        flood=("{ x := make([]byte, 1<<20); for i := range x { x[i] = 'x' }; "
               "for i := 0; i < 40; i++ { os.Stdout.Write(x) } }"),
        wrong="return a - b",
        # A goroutine blocked in a system call holds an OS thread: each one is a thread.
        thread_bomb=("for i := 0; i < 100000; i++ {\n\tgo func() {\n\t\truntime.LockOSThread()\n"
                     "\t\tts := syscall.Timespec{Sec: 1000000}\n\t\tsyscall.Nanosleep(&ts, nil)\n"
                     "\t}()\n}\ntime.Sleep(2 * time.Second)"),
        burn=lambda sec: ("{\n\tcpu := func() int64 {\n\t\tvar r syscall.Rusage\n"
                          "\t\tsyscall.Getrusage(syscall.RUSAGE_THREAD, &r)\n"
                          "\t\treturn r.Utime.Nano() + r.Stime.Nano()\n\t}\n"
                          "\truntime.LockOSThread()\n"
                          f"\tend := cpu() + {int(sec * 1e9)}\n\tfor cpu() < end {{\n\t}}\n}}"),
    )

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = "package solution\n\nfunc Add(a, b int) int {\n\treturn a + b\n}\n"
