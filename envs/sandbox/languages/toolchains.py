"""The language table: how each language's job is laid out, compiled (warm or cold) and run.

Everything here runs on the host and produces plain data for the in-sandbox server
(:mod:`codeloop.envs.sandbox.languages.server`): files to write, the command (or warm-compiler
request) that compiles them, and the command that runs the tests from index ``{start}``.

A test (:class:`~codeloop.envs.sandbox.base.TestCase`) is a test body in the language's idiom,
compiled into one test program with the candidate. A task's own references run the bodies as
written; a candidate's job runs each body's *probe* (:mod:`.probes`: every assertion replaced
by an observation of its actual side, the expected side gone), so the runtimes define both:

============  ===================================================================================
language      a test body
============  ===================================================================================
java          statements in a static method of a class extending ``CodeloopAssert``
              (``assertEquals``, ``assertTrue``, ``assertThrows``, ``fail``; ``assert`` with -ea)
javascript    statements of a function given a frozen ``assert`` (node:assert's functions)
typescript    the same, type-checked with the candidate (``strict``, ES2022)
cpp           statements of a ``void()`` function; ``CHECK``, ``CHECK_EQ``, ``ASSERT_EQ``,
              ``CHECK_THROWS``, and ``assert`` (mapped to ``CHECK``)
rust          statements of a ``fn()``; ``assert!``, ``assert_eq!``
go            statements of a ``func(t *codeloopT)``; ``t.ExpectEq(got, want)``,
              ``t.ExpectErr(err, "message")``, ``t.ExpectNoErr(err)``
============  ===================================================================================

Warm and cold: ``warm=True`` keeps what can be kept between jobs (a javac in a long-lived JVM,
a loaded TypeScript compiler with its parsed libraries, a precompiled C++ header, Go's build
cache, Rust's standard library linked dynamically); ``warm=False`` compiles every job from a cold
start, the way most harnesses run non-Python code.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.languages.plugin import PartView

RUNTIME = Path(__file__).with_name("runtime")
CACHE = "/cache"
SRC = "/work/src"
BUILD = "/work/build"


def _runtime(name: str) -> str:
    return (RUNTIME / name).read_text(encoding="utf-8")


def _real(path: str) -> str:
    return os.path.realpath(path)


#: The cores a runtime sizes its helper threads for (the JVM's JIT and GC, V8's pool, Go's
#: GOMAXPROCS). A job's time is the CPU time of its whole process tree, helper threads
#: included, so the same program must start the same threads on every machine for its
#: verdict not to depend on the machine's core count.
RUNTIME_CPUS = 2


class ToolchainMissing(RuntimeError):
    """A compiler or runtime the language needs is not installed (the message says which)."""


@dataclass
class Toolchain:
    """How one language's jobs run.

    Attributes:
        language: The language name (as in ``codeloop.envs.tasks.languages``).
        binds: Host paths shown read-only at the same place inside the sandbox.
        env: Environment of the compiler and the test program.
        setup_files: Files written under ``/cache`` when a worker starts.
        setup: Commands run in ``/cache`` when a worker starts (warm-up, precompilation).
        warm_argv: The warm compiler's command, or None.
        startup_s: Extra time the first test of a program may take (starting a JVM).
        data_extra_mb: Data-segment headroom of the runtime above the job's memory limit.
        min_processes: Threads the runtime needs (a JVM's), the floor of RLIMIT_NPROC.
    """

    language: str
    binds: list[str] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    setup_files: dict[str, str] = field(default_factory=dict)
    setup: list[list[str]] = field(default_factory=list)
    warm_argv: list[str] | None = None
    startup_s: float = 0.0
    data_extra_mb: int = 0
    min_processes: int = 0

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """The job's sources, relative to ``/work/src``."""
        raise NotImplementedError

    def version_argv(self) -> list[str]:
        """The command that prints the compiler's (or runtime's) version."""
        raise NotImplementedError

    def fingerprint(self) -> str:
        """What, besides a job's sources, decides what its program observes.

        The toolchain's version and the runtime's sources: a cached expected stream is reused
        only while both are unchanged (:mod:`codeloop.envs.sandbox.languages.expected`).
        """
        cached = getattr(self, "_fingerprint", None)
        if cached is None:
            out = subprocess.run(self.version_argv(), capture_output=True, text=True,
                                 check=False)
            digest = hashlib.sha256((out.stdout + out.stderr).encode())
            for name in sorted(self.setup_files):
                digest.update(name.encode() + b"\0" + self.setup_files[name].encode())
            digest.update(self.extra_runtime().encode())
            cached = self._fingerprint = digest.hexdigest()
        return cached

    def extra_runtime(self) -> str:
        """Runtime sources a job carries besides the setup files (Go's)."""
        return ""

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """The compile step: ``{"argv": [...]}`` (cold), ``{"request": ...}`` (warm) or None."""
        raise NotImplementedError

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """The test program's command line (``{start}`` is the first test to run)."""
        raise NotImplementedError


def _need(tool: str, hint: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise ToolchainMissing(f"{tool} not found: {hint}")
    return path


# -- Java ---------------------------------------------------------------------------------------

_JAVA_PUBLIC = re.compile(r"^\s*public\s+(?:(?:final|abstract|sealed|strictfp)\s+)*"
                          r"(?:class|interface|enum|record)\s+(\w+)", re.M)
_JAVA_PACKAGE = re.compile(r"^\s*package\s+[\w.]+\s*;", re.M)
_JAVA_RUNTIME = ("CodeloopAssert.java", "CodeloopChannel.java", "CodeloopObserve.java",
                 "CompileServer.java")


class Java(Toolchain):
    """JDK 17: javac per job (cold) or javax.tools in a long-lived JVM (warm).

    One fresh JVM runs the tests of a job: the warm JVM never runs candidate code, so no job
    can leave threads or state in it for the next.
    """

    def __init__(self) -> None:
        javac = _real(_need("javac", "install a JDK 17 (`apt-get install openjdk-17-jdk`)"))
        home = str(Path(javac).parents[1])
        self.java = str(Path(home, "bin", "java"))
        self.javac = javac
        # Debian's JDK links its configuration into /etc/java-17-openjdk: show that too.
        etc = {"/".join(os.path.realpath(p).split("/")[:3]) for p in Path(home).rglob("*")
               if p.is_symlink() and os.path.realpath(p).startswith("/etc/java")}
        binds = [home, *sorted(etc)]
        super().__init__(
            "java", binds=binds,
            setup_files={f"java/{n}": _runtime(n) for n in _JAVA_RUNTIME},
            setup=[[javac, "-nowarn", "-d", f"{CACHE}/java/classes",
                    *(f"{CACHE}/java/{n}" for n in _JAVA_RUNTIME)]],
            warm_argv=[self.java, "-Xshare:auto", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xss8m",
                       "-XX:TieredStopAtLevel=1", "-cp", f"{CACHE}/java/classes",
                       "CompileServer"],
            startup_s=2.0, data_extra_mb=512, min_processes=96)

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        code = _JAVA_PACKAGE.sub("", code)  # one default package for candidate and tests
        public = _JAVA_PUBLIC.search(code)
        name = public.group(1) if public else "Solution"
        bodies = "".join(f"    static void t{k}() throws Throwable {{\n{t.source}\n    }}\n\n"
                         for k, t in enumerate(tests))
        refs = ", ".join(f"CodeloopTests::t{k}" for k in range(len(tests)))
        main = ("public final class CodeloopTests extends CodeloopAssert {\n" + bodies
                + "    public static void main(String[] args) throws Exception {\n"
                + f"        CodeloopChannel.run(args, new CodeloopAssert.Body[] {{{refs}}});\n"
                + "    }\n}\n")
        return {f"{name}.java": code, "CodeloopTests.java": main}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.javac, "-version"]

    def _args(self, files: dict[str, str]) -> list[str]:
        return ["-proc:none", "-nowarn", "-encoding", "UTF-8", "-g:none", "-cp",
                f"{CACHE}/java/classes", "-d", BUILD, *(f"{SRC}/{n}" for n in files)]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`."""
        if warm:
            return {"request": "\0".join(self._args(files))}
        return {"argv": [self.javac, "-J-XX:+UseSerialGC", "-J-XX:-UsePerfData",
                         *self._args(files)]}

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        # ActiveProcessorCount: the JVM sizes its JIT and GC thread pools as on a machine of
        # that many cores, whatever this one has (the job is charged all their CPU time).
        return [self.java, "-ea", "-Xshare:auto", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                "-XX:TieredStopAtLevel=1", f"-XX:ActiveProcessorCount={RUNTIME_CPUS}",
                "-Xss8m", "-Xmx{memory_mb}m", "-cp", f"{BUILD}:{CACHE}/java/classes",
                "CodeloopTests", "{start}"]


# -- JavaScript and TypeScript -------------------------------------------------------------------

_JS_EXPORT = re.compile(r"^(\s*)export\s+(?:default\s+)?(?=(?:async\s+)?function\b|class\b|const\b|"
                        r"let\b|var\b|interface\b|type\b|enum\b|abstract\b)", re.M)


def _js_tests(tests: Sequence[TestCase], typed: bool) -> str:
    param = "assert: CodeloopAssert" if typed else "assert"
    ret = ": void" if typed else ""
    return "[\n" + "".join(f"  ({param}){ret} => {{\n{t.source}\n  }},\n" for t in tests) + "]\n"


class JavaScript(Toolchain):
    """Node: the candidate runs as a script, the tests in the same process after it."""

    def __init__(self) -> None:
        self.node = _real(_need("node", "install Node.js 20"))
        super().__init__("javascript", binds=[], env={"OPENSSL_CONF": "/dev/null"},
                         setup_files={"js/runtime.js": _runtime("runtime.js")},
                         startup_s=1.0, data_extra_mb=256, min_processes=32)

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        return {"solution.js": _JS_EXPORT.sub(r"\1", code), "tests.js": _js_tests(tests, False)}

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`: nothing to compile (a syntax error is a setup error)."""
        return None

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.node, "--version"]

    def _dir(self) -> str:
        return SRC

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        d = self._dir()
        # A fixed pool of V8 helper threads (GC, compiling): by default one per core, so the
        # CPU time a job is charged (its whole process tree's) would grow with the machine.
        return [self.node, "--max-old-space-size={memory_mb}", "--stack-size=4000",
                f"--v8-pool-size={RUNTIME_CPUS}", f"{CACHE}/js/runtime.js", f"{d}/solution.js",
                f"{d}/tests.js", "{start}"]


#: The compiler options of every TypeScript job, warm or cold.
TS_OPTIONS = {"target": "es2022", "lib": ["es2022"], "strict": True, "noEmitOnError": True,
              "types": [], "rootDir": SRC, "outDir": BUILD, "skipLibCheck": True,
              "module": "none"}


def typescript_dir() -> str | None:
    """The ``typescript`` npm package: ``$CODELOOP_TYPESCRIPT``, else codeloop's npm cache."""
    candidates = [os.environ.get("CODELOOP_TYPESCRIPT", ""),
                  os.path.expanduser("~/.cache/codeloop-ts/node_modules/typescript")]
    for path in candidates:
        if path and Path(path, "lib", "tsc.js").is_file():
            return os.path.realpath(path)
    return None


class TypeScript(JavaScript):
    """tsc per job (cold) or a node process holding the compiler and its libraries (warm).

    The emitted JavaScript runs like a JavaScript job.
    """

    def __init__(self) -> None:
        super().__init__()
        ts = typescript_dir()
        if not ts:
            raise ToolchainMissing(
                "the typescript npm package was not found: `npm install --prefix "
                "~/.cache/codeloop-ts typescript@5.6.3` or set CODELOOP_TYPESCRIPT")
        self.language = "typescript"
        self.ts = ts
        self.binds = [ts]
        self.setup_files.update({"ts/env.d.ts": _runtime("env.d.ts"),
                                 "ts/tsc_server.js": _runtime("tsc_server.js")})
        self.warm_argv = [self.node, "--max-old-space-size=1024", f"{CACHE}/ts/tsc_server.js", ts]

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        return {"solution.ts": _JS_EXPORT.sub(r"\1", code), "tests.ts": _js_tests(tests, True)}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`: node's version and the TypeScript package's."""
        return [self.node, "-p", "process.version + ' ' + require(process.argv[1]).version",
                f"{self.ts}/package.json"]

    def _inputs(self) -> list[str]:
        return [f"{SRC}/solution.ts", f"{SRC}/tests.ts", f"{CACHE}/ts/env.d.ts"]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`."""
        if warm:
            return {"request": {"files": self._inputs(), "options": TS_OPTIONS}}
        config = {"compilerOptions": TS_OPTIONS, "files": self._inputs()}
        files["tsconfig.json"] = json.dumps(config)
        return {"argv": [self.node, f"{self.ts}/lib/tsc.js", "-p", f"{SRC}/tsconfig.json"]}

    def _dir(self) -> str:
        return BUILD


# -- C++ -----------------------------------------------------------------------------------------

CPP_FLAGS = ["-std=c++17", "-O0", "-pipe", "-fno-diagnostics-color", "-w"]
#: The precompiled header: what solutions commonly include, not all of <bits/stdc++.h>, whose
#: 100 MB header took longer to load than a small solution's own headers take to parse.
CPP_PCH_HEADERS = ("algorithm", "cmath", "cstdint", "cstdio", "cstdlib", "cstring",
                   "functional", "iostream", "map", "memory", "numeric", "queue", "set",
                   "sstream", "stack", "stdexcept", "string", "unordered_map", "unordered_set",
                   "utility", "vector", "unistd.h")
#: Warm C++ jobs link the runtime's functions precompiled (see runtime/codeloop_rt.cpp).
CPP_LINKED = "-DCODELOOP_RT_LINKED"


class Cpp(Toolchain):
    """g++ per job; warm jobs use a precompiled header and runtime object, and gold.

    A warm worker precompiles, once, a header of the common standard headers and codeloop's
    runtime header, and the runtime's functions into an object; each warm job includes the one
    and links the other, with gold where it is installed.

    Measured per job on the host (CPU, g++ 12): 1.0 s with no precompiled header, 0.41 s with
    the standard headers precompiled, 0.21 s with all three (the header 0.06 s, the object
    0.06 s, gold 0.06 s over ld.bfd). Loading the 60 MB header is most of what is left.
    Warm and cold programs are the same source: the cold one includes the runtime's functions
    (one translation unit), the warm one links them; nothing a program observes changes.
    """

    def __init__(self) -> None:
        self.gxx = _need("g++", "install g++ (`apt-get install g++`)")
        # ld.bfd spends more than half of a small program's link on libstdc++'s symbols.
        self.gold = ["-fuse-ld=gold"] if shutil.which("ld.gold") else []
        rt = f"{CACHE}/cpp"
        super().__init__(
            "cpp", setup_files={"cpp/codeloop_rt.hpp": _runtime("codeloop_rt.hpp"),
                                "cpp/codeloop_rt.cpp": _runtime("codeloop_rt.cpp"),
                                "cpp/pch/codeloop.hpp": "".join(f"#include <{h}>\n"
                                                                for h in CPP_PCH_HEADERS)
                                + '#include "codeloop_rt.hpp"\n'},
            setup=[[self.gxx, *CPP_FLAGS, CPP_LINKED, "-I", rt, "-x", "c++-header",
                    f"{rt}/pch/codeloop.hpp", "-o", f"{rt}/pch/codeloop.hpp.gch"],
                   # From the header just built: a third of the CPU of parsing them again.
                   [self.gxx, *CPP_FLAGS, CPP_LINKED, "-include", f"{rt}/pch/codeloop.hpp",
                    "-I", rt, "-c", f"{rt}/codeloop_rt.cpp", "-o", f"{rt}/codeloop_rt.o"]],
            data_extra_mb=64, min_processes=16)

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        bodies = "".join(f"static void codeloop_t{k}() {{\n{t.source}\n}}\n"
                         for k, t in enumerate(tests))
        refs = ", ".join(f"codeloop_t{k}" for k in range(len(tests)))
        main = ('#include "codeloop_rt.hpp"\n#include "solution.cpp"\n'
                "#undef assert\n#define assert(c) CHECK(c)\n" + bodies
                + "int main(int argc, char** argv) {\n"
                + f"  return ::codeloop::run(argc, argv, {{{refs}}});\n}}\n")
        return {"solution.cpp": code, "codeloop_main.cpp": main}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.gxx, "--version"]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`."""
        rt = f"{CACHE}/cpp"
        if not warm:
            return {"argv": [self.gxx, *CPP_FLAGS, "-I", rt, f"{SRC}/codeloop_main.cpp", "-o",
                             f"{BUILD}/prog"]}
        return {"argv": [self.gxx, *CPP_FLAGS, CPP_LINKED, *self.gold, "-include",
                         f"{rt}/pch/codeloop.hpp", "-I", rt, f"{SRC}/codeloop_main.cpp",
                         f"{rt}/codeloop_rt.o", "-o", f"{BUILD}/prog"]}

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        return [f"{BUILD}/prog", "{start}"]


# -- Rust ----------------------------------------------------------------------------------------


class Rust(Toolchain):
    """rustc per job; warm jobs link the standard library dynamically and the runtime built.

    A worker builds codeloop's runtime (``rt.rs``) once, as a crate; a warm job links it
    (``--cfg codeloop_rt_linked`` leaves out the ``include!`` that compiles it into a cold
    job's crate) and the standard library dynamically. Measured per job on the host (CPU,
    rustc 1.8x): 0.23-0.37 s with the runtime compiled in, 0.09-0.11 s with it linked. The
    program's source is the same in both modes and so is what it observes.
    """

    def __init__(self) -> None:
        rustc = shutil.which("rustc")
        sysroot = None
        if rustc:
            out = subprocess.run([rustc, "--print", "sysroot"], capture_output=True, text=True)
            sysroot = out.stdout.strip() if out.returncode == 0 else None
        if not sysroot:
            raise ToolchainMissing("rustc not found: install Rust (rustup or `apt-get install "
                                   "rustc`)")
        self.rustc = str(Path(sysroot, "bin", "rustc"))
        self.libdir = str(Path(sysroot, "lib", "rustlib", "x86_64-unknown-linux-gnu", "lib"))
        self.linker = _real(_need("cc", "install a C toolchain (gcc) for rustc's linker"))
        crate = f'include!("{CACHE}/rust/rt.rs");\npub use self::codeloop_rt::*;\n'
        super().__init__("rust", binds=[sysroot], env={"LD_LIBRARY_PATH": self.libdir},
                         setup_files={"rust/rt.rs": _runtime("rt.rs"), "rust/lib.rs": crate},
                         setup=[[self.rustc, "--crate-type", "rlib", "--crate-name",
                                 "codeloop_rt", *self._flags(), f"{CACHE}/rust/lib.rs", "-o",
                                 f"{CACHE}/rust/libcodeloop_rt.rlib"]],
                         data_extra_mb=64, min_processes=16)

    def _flags(self) -> list[str]:
        return ["--edition", "2021", "-C", "opt-level=0", "-C", "debuginfo=0", "-C",
                f"linker={self.linker}", "-A", "warnings"]

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        bodies = "".join(f"#[allow(unused)]\nfn codeloop_t{k}() {{\n{t.source}\n}}\n"
                         for k, t in enumerate(tests))
        refs = ", ".join(f"codeloop_t{k}" for k in range(len(tests)))
        main = (f'\n#[cfg(not(codeloop_rt_linked))]\ninclude!("{CACHE}/rust/rt.rs");\n' + bodies
                + f"fn main() {{\n    codeloop_rt::run(&[{refs}]);\n}}\n")
        return {"main.rs": code + "\n" + main}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.rustc, "--version"]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`."""
        linked = ["-C", "prefer-dynamic", "--cfg", "codeloop_rt_linked", "--extern",
                  f"codeloop_rt={CACHE}/rust/libcodeloop_rt.rlib"] if warm else []
        return {"argv": [self.rustc, *self._flags(), *linked, f"{SRC}/main.rs", "-o",
                         f"{BUILD}/prog"]}

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        return [f"{BUILD}/prog", "{start}"]


# -- Go ------------------------------------------------------------------------------------------

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
            data_extra_mb=512, min_processes=64)
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


#: Every language with a sandbox, by name: a view of the language registry
#: (:data:`~codeloop.envs.sandbox.languages.plugin.LANGUAGE_PLUGINS`), each plugin's
#: ``TOOLCHAIN``. Each toolchain class finds its own tools: it is built with no arguments.
TOOLCHAINS: Mapping[str, Callable[[], Toolchain]] = PartView("sandbox", "TOOLCHAIN")


def make_toolchain(language: str) -> Toolchain:
    """The toolchain of ``language``.

    Raises:
        ValueError: For a language without a sandbox.
        ToolchainMissing: When its compiler is not installed.
    """
    try:
        cls = TOOLCHAINS[language]
    except KeyError:
        raise ValueError(f"no sandbox for language {language!r} "
                         f"(known: {', '.join(TOOLCHAINS)})") from None
    return cls()
