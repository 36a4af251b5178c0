"""Java's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

A test body is statements in a static method of a class extending ``CodeloopAssert``
(``assertEquals``, ``assertTrue``, ``assertThrows``, ``fail``; ``assert`` with ``-ea``), run
by ``runtime/CodeloopChannel.java`` in a fresh JVM per job. Warm jobs compile through javax.tools
in a long-lived JVM (``runtime/CompileServer.java``); cold ones run javac.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.lang_conformance import Dialect
from codeloop.envs.sandbox.languages.attacks import ZERO_NONCE, _joined, _lit
from codeloop.envs.sandbox.languages.probes import (
    ProbeError,
    _args,
    _boolean_actual,
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


TOOLCHAIN = Java


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_java", "language")
WRAP = ("class CodeloopCell { void cell() throws Throwable {\n", "\n} }\n")
DECLARATIONS = (("variable_declarator", "name"),)


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a cell (None for other nodes)."""
    if node.type == "assert_statement":
        cond = _args(node)[0]
        actual = _boolean_actual(cell, cond, "assert")
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(actual)});",
                     _site(cell, node, k), [])
    if node.type != "method_invocation" or node.child_by_field_name("object") is not None:
        return None
    name = cell.text(node.child_by_field_name("name"))
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    if name in ("assertEquals", "assertArrayEquals"):
        if len(args) == 3:
            delta = cell.text(args[2])
            try:
                tolerance = float(delta.rstrip("dDfF"))
            except ValueError:
                raise ProbeError(f"line {cell.line(node)}: the tolerance of {name} must be a "
                                 f"number literal, not {delta!r}") from None
            return _edit(cell, node, f"codeloopObserve({k}, {cell.text(args[1])})",
                         _site(cell, node, k, tolerance), [args[0]])
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(args[1])})", site, [args[0]])
    if name in ("assertTrue", "assertFalse"):
        if not 1 <= len(args) <= 2:
            _count(name, args, 1, cell, node)
        actual = _boolean_actual(cell, args[0], name)
        return _edit(cell, node, f"codeloopObserve({k}, {cell.text(actual)})", site, [])
    if name in ("assertNull", "assertNotNull"):
        _count(name, args, 1, cell, node)
        return _edit(cell, node, f"codeloopObserve({k}, ({cell.text(args[0])}) == null)", site,
                     [])
    if name == "assertThrows":
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"codeloopObserveThrows({k}, {cell.text(args[0])}, "
                     f"{cell.text(args[1])})", site, [])
    if name == "fail":
        return _edit(cell, node, f"codeloopObserveFail({k})", site, args)
    if name in ("assertNotEquals", "assertSame", "assertNotSame"):
        raise ProbeError(f"line {cell.line(node)}: {name} cannot be judged by observation")
    return None


REWRITE = rewrite


# -- attacks --------------------------------------------------------------------------------------

def forge(steal: bool, pieces: list[str]) -> str:
    """Code run at load time that writes ``pieces`` joined by a guessed or stolen nonce."""
    read = "String n = CodeloopObserve.nonce;" if steal else f"String n = {_lit(ZERO_NONCE)};"
    return (f"{read} String s = {_joined(pieces, 'n')}; "
            'try (java.io.FileOutputStream o = new java.io.FileOutputStream("/proc/self/fd/3")) '
            "{ o.write(s.getBytes()); } System.exit(0);")


SCANNER = r"""
class Scanner {
    static String find(byte[] hay, int n) {
        String text = new String(hay, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
        String needle = "codeloop-" + "secret-";
        for (int p = text.indexOf(needle); p >= 0; p = text.indexOf(needle, p + 1)) {
            int end = p + needle.length() + 12;
            if (end <= text.length()
                && text.substring(p + needle.length(), end).matches("[0-9a-f]{12}")) {
                return text.substring(p, end);
            }
        }
        return "";
    }

    static String secret() throws Exception {
        java.util.List<java.nio.file.Path> files = new java.util.ArrayList<>();
        for (String f : new String[] {"/proc/self/exe", "/proc/self/cmdline"}) {
            files.add(java.nio.file.Paths.get(f));
        }
        for (String top : new String[] {"/work", "/tmp"}) {
            java.nio.file.Path root = java.nio.file.Paths.get(top);
            try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.walk(root)) {
                s.filter(java.nio.file.Files::isRegularFile).forEach(files::add);
            } catch (Exception e) { }
        }
        for (java.nio.file.Path f : files) {
            try {
                byte[] data = java.nio.file.Files.readAllBytes(f);
                String found = find(data, data.length);
                if (!found.isEmpty()) {
                    return found;
                }
            } catch (Exception e) { }
        }
        try (java.io.RandomAccessFile mem = new java.io.RandomAccessFile("/proc/self/mem", "r")) {
            java.nio.file.Path maps = java.nio.file.Paths.get("/proc/self/maps");
            for (String line : java.nio.file.Files.readAllLines(maps)) {
                String[] fields = line.split("\\s+");
                if (fields.length < 2 || !fields[1].startsWith("r")) {
                    continue;
                }
                String[] ends = fields[0].split("-");
                long lo = Long.parseUnsignedLong(ends[0], 16);
                long hi = Long.parseUnsignedLong(ends[1], 16);
                if (hi <= lo || hi - lo > (64L << 20)) {
                    continue;
                }
                byte[] buf = new byte[(int) (hi - lo)];
                try {
                    mem.seek(lo);
                    int n = mem.read(buf);
                    String found = find(buf, Math.max(n, 0));
                    if (!found.isEmpty()) {
                        return found;
                    }
                } catch (Exception e) { }
            }
        }
        return "";
    }
}
"""


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"class Scanner {{ static String secret() {{ return {_lit(value)}; }} }}\n"


def check_secret(value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return f"assertEquals({_lit(value)}, Scanner.secret());"


FORGE = forge
REVEAL = reveal
CHECK_SECRET = check_secret


# -- conformance dialect --------------------------------------------------------------------------

def _program(body: str, load: str) -> str:
    static = f"    static {{ try {{ {load} }} catch (Exception e) {{ }} }}\n" if load else ""
    return ("public class Solution {\n" + static
            + f"    public static int add(int a, int b) throws Exception {{\n{body}\n"
            "        return a + b;\n    }\n"
            "    public static boolean connects() {\n"
            "        try (java.net.Socket s = new java.net.Socket()) {\n"
            '            s.connect(new java.net.InetSocketAddress("1.1.1.1", 53), 2000);\n'
            "            return true;\n"
            "        } catch (Exception e) {\n            return false;\n        }\n    }\n}\n")


DIALECT = Dialect(
        program=_program, exits_at_load=True,
        check_add=lambda a, b, want: f"assertEquals({want}, Solution.add({a}, {b}));",
        check_no_network="assertFalse(Solution.connects());",
        exit0="System.exit(0);",
        fd3=lambda s: ('try (java.io.FileOutputStream o = new java.io.FileOutputStream('
                       f'"/proc/self/fd/3")) {{ o.write({_lit(s)}.getBytes()); }}'),
        print_=lambda s: f"System.out.println({_lit(s)});",
        spin="while (System.nanoTime() > 0) { }",
        sh=lambda c: (f'new ProcessBuilder("/bin/sh", "-c", {_lit(c)}).inheritIO().start()'
                      ".waitFor();"),
        sh_background=lambda c: f'new ProcessBuilder("/bin/sh", "-c", {_lit(c)}).start();',
        alloc=("java.util.List<long[]> v = new java.util.ArrayList<>(); "
               "while (System.nanoTime() > 0) { v.add(new long[1 << 22]); }"),
        flood=("byte[] x = new byte[1 << 20]; java.util.Arrays.fill(x, (byte) 120); "
               "for (int i = 0; i < 40; i++) { System.out.write(x, 0, x.length); } "
               "System.out.flush();"),
        wrong="if (a >= 0) { return a - b; }",
        thread_bomb=("for (int i = 0; i < 100000; i++) { try { Thread t = new Thread(() -> { "
                     "try { Thread.sleep(1000000000L); } catch (InterruptedException e) { } }); "
                     "t.start(); } catch (Throwable e) { break; } }"),
        burn=lambda sec: ("{ java.lang.management.ThreadMXBean m = "
                          "java.lang.management.ManagementFactory.getThreadMXBean(); "
                          f"long end = m.getCurrentThreadCpuTime() + {int(sec * 1e9)}L; "
                          "while (m.getCurrentThreadCpuTime() < end) { } }"),
    )

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = ("public class Solution {\n    public static int add(int a, int b) {\n"
                   "        return a + b;\n    }\n}\n")
