"""Ruby's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

A job is the candidate's ``solution.rb`` and a ``tests.rb`` whose test bodies are methods of
``CodeloopTests < Codeloop::Test``, run by ``runtime/runtime.rb`` in one interpreter
(``ruby --disable-gems``: the default gems' libraries still load, and the runtime puts the
bundled gems' on the load path; rubygems itself costs 40 ms of CPU per start). Nothing is
compiled: a syntax error in the candidate is the job's setup error, reported by the runtime.

A test body is written with minitest's assertions: ``assert_equal(expected, actual)``,
``assert``, ``refute``, ``assert_nil``, ``refute_nil``, ``assert_empty``, ``refute_empty``,
``assert_in_delta(expected, actual, delta)``, ``assert_raises(Error) { ... }`` (which returns
the exception, so ``e = assert_raises(ArgumentError) { f(-1) }`` then
``assert_equal "message", e.message`` checks its message) and ``flunk``. Its probe
(:func:`rewrite`) observes each actual side; any other ``assert_*``/``refute_*`` is refused,
since its expected value cannot be dropped from the probe.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Sequence
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.lang_conformance import Dialect
from codeloop.envs.sandbox.languages import probes
from codeloop.envs.sandbox.languages.probes import ProbeError, _Cell, _Edit
from codeloop.envs.sandbox.languages.toolchains import (
    CACHE,
    SRC,
    Toolchain,
    ToolchainMissing,
    _need,
    _real,
    _runtime,
)

# -- toolchain ---------------------------------------------------------------------------------


class Ruby(Toolchain):
    """The ``ruby`` interpreter (MRI 3.x): one process runs the candidate and its tests.

    Ruby's threads are native threads (a timer thread and one per ``Thread.new``), each a task
    under the job's RLIMIT_NPROC; the GVL lets one run at a time, so a job's CPU time does not
    depend on the machine's core count.
    """

    def __init__(self) -> None:
        self.ruby = _real(_need("ruby", "install Ruby (`apt-get install ruby`)"))
        out = subprocess.run([self.ruby, "--disable-gems", "-e",
                              'require "rbconfig"; print RbConfig::CONFIG["prefix"]'],
                             capture_output=True, text=True, check=False)
        prefix = out.stdout.strip()
        if out.returncode != 0 or not prefix:
            raise ToolchainMissing(f"{self.ruby} does not run: {out.stderr.strip()[:200]}")
        # Debian's lives under /usr (shown to every worker); a Ruby built elsewhere (rbenv,
        # /opt) is shown read-only at its prefix.
        binds = [] if os.path.realpath(prefix).startswith("/usr") else [os.path.realpath(prefix)]
        super().__init__("ruby", binds=binds, env={"LANG": "C.UTF-8"},
                         setup_files={"ruby/runtime.rb": _runtime("runtime.rb")},
                         startup_s=0.5, data_extra_mb=128, min_processes=16,
                         prestart=True)

    def files(self, code: str, tests: Sequence[TestCase]) -> dict[str, str]:
        """See :class:`Toolchain`."""
        bodies = "".join(f"  def codeloop_t{k}\n{t.source}\n  end\n\n" for k, t in enumerate(tests))
        return {"solution.rb": code,
                "tests.rb": f"class CodeloopTests < Codeloop::Test\n{bodies}end\n"}

    def version_argv(self) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.ruby, "--version"]

    def compile(self, files: dict[str, str], warm: bool) -> dict[str, Any] | None:
        """See :class:`Toolchain`: nothing to compile (a syntax error is a setup error)."""
        return None

    def run(self, files: dict[str, str], warm: bool) -> list[str]:
        """See :class:`Toolchain`."""
        return [self.ruby, "--disable-gems", "-W0", f"{CACHE}/ruby/runtime.rb",
                f"{SRC}/solution.rb", f"{SRC}/tests.rb", "{start}"]


TOOLCHAIN = Ruby

# -- probes ------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_ruby", "language")
WRAP = ("def codeloop_cell\n", "\nend\n")
DECLARATIONS = (("assignment", "left"), ("operator_assignment", "left"))

#: Assertions whose argument is the actual side, observed as a boolean.
_BOOLEAN = frozenset({"assert", "refute"})
#: Assertions of a predicate of their one argument.
_PREDICATE = {"assert_nil": "nil?", "refute_nil": "nil?", "assert_empty": "empty?",
              "refute_empty": "empty?"}


def _call_args(cell: _Cell, node: Any) -> list[Any]:
    args = node.child_by_field_name("arguments")
    return probes._args(args) if args is not None else []


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a Ruby cell (None for other nodes)."""
    if node.type != "call" or node.child_by_field_name("receiver") is not None:
        return None
    name = cell.text(node.child_by_field_name("method"))
    if not (name.startswith(("assert", "refute")) or name == "flunk"):
        return None
    args = _call_args(cell, node)
    block = node.child_by_field_name("block")
    site = probes._site(cell, node, k)
    if any(a.type in ("splat_argument", "hash_splat_argument", "block_argument",
                      "pair") for a in args):
        raise ProbeError(f"line {cell.line(node)}: {name} with splatted or keyword arguments "
                         "cannot be judged by observation")
    if name == "assert_equal":
        if len(args) not in (2, 3):
            probes._count(name, args, 2, cell, node)
        return probes._edit(cell, node, f"codeloop_observe({k}, ({cell.text(args[1])}))", site,
                            args[:1])
    if name == "assert_in_delta":
        if len(args) not in (2, 3, 4):
            probes._count(name, args, 3, cell, node)
        tolerance = 0.001
        if len(args) >= 3:
            try:
                tolerance = float(cell.text(args[2]).replace("_", ""))
            except ValueError:
                raise ProbeError(f"line {cell.line(node)}: the delta of assert_in_delta must be "
                                 f"a number literal, not {cell.text(args[2])!r}") from None
        return probes._edit(cell, node, f"codeloop_observe({k}, ({cell.text(args[1])}))",
                            probes._site(cell, node, k, tolerance), args[:1])
    if name in _BOOLEAN:
        if len(args) not in (1, 2):
            probes._count(name, args, 1, cell, node)
        inner = probes._unparen(args[0])
        if (name == "assert" and inner.type == "binary"
                and probes._operator(cell, inner) == "=="):
            # ``assert a == b`` is Ruby's common spelling of assert_equal: observe ``a``.
            left, right = inner.child_by_field_name("left"), inner.child_by_field_name("right")
            return probes._edit(cell, node, f"codeloop_observe({k}, ({cell.text(left)}))", site,
                                [right])
        actual = probes._boolean_actual(cell, args[0], name)
        return probes._edit(cell, node, f"codeloop_observe({k}, !!({cell.text(actual)}))", site,
                            [])
    if name in _PREDICATE:
        if len(args) not in (1, 2):
            probes._count(name, args, 1, cell, node)
        return probes._edit(cell, node, f"codeloop_observe({k}, ({cell.text(args[0])})."
                            f"{_PREDICATE[name]})", site, [])
    if name == "assert_raises":
        if block is None:
            raise ProbeError(f"line {cell.line(node)}: assert_raises needs a block")
        classes = [a for a in args if a.type != "string"]  # a last string is its message
        listed = "".join(f", {cell.text(a)}" for a in classes)
        return probes._edit(cell, node, f"codeloop_observe_raises({k}{listed}) "
                            f"{cell.text(block)}", site, [])
    if name == "flunk":
        return probes._edit(cell, node, f"codeloop_observe_fail({k})", site, args)
    raise ProbeError(f"line {cell.line(node)}: {name} cannot be judged by observation; use "
                     "assert_equal, assert, refute, assert_nil, assert_empty, assert_in_delta "
                     "or assert_raises")


REWRITE = rewrite

# -- attacks -----------------------------------------------------------------------------------

ZERO_NONCE = "0" * 32


def _lit(text: str) -> str:
    return json.dumps(text)  # a double-quoted Ruby literal (no "#{" in the pieces)


def forge(steal: bool, pieces: list[str]) -> str:
    """Top-level code that writes forged frames on descriptor 3 and exits.

    With ``steal`` the nonce is the runtime's own (``Codeloop::NONCE``, read before the
    candidate loads); without, a guess.
    """
    nonce = "Codeloop::NONCE" if steal else _lit(ZERO_NONCE)
    parts = ", ".join(_lit(p) for p in pieces)
    return (f"codeloop_n = {nonce}\n"
            f'IO.new(3, "w", autoclose: false).write([{parts}].join(codeloop_n))\n'
            "exit!(0)\n")


SCANNER = r"""
def codeloop_find(hay)
  m = hay.b.match(Regexp.new("codeloop-" + "secret-" + "[0-9a-f]{12}"))
  m ? m[0] : ""
end

def secret
  files = ["/proc/self/exe", "/proc/self/cmdline", "/proc/self/environ"]
  files += Dir.glob(["/work/**/*", "/tmp/**/*"]).select { |p| File.file?(p) }
  files.each do |f|
    found = (codeloop_find(File.binread(f)) rescue "")
    return found unless found.empty?
  end
  File.open("/proc/self/mem", "rb") do |mem|
    File.readlines("/proc/self/maps").each do |line|
      range, perms = line.split
      next unless perms.start_with?("r")
      lo, hi = range.split("-").map { |x| x.to_i(16) }
      next if hi <= lo || hi - lo > 64 * 1024 * 1024
      begin
        mem.seek(lo)
        found = codeloop_find(mem.read(hi - lo) || "")
        return found unless found.empty?
      rescue StandardError
        next
      end
    end
  end
  ""
end
"""


def reveal(value: str) -> str:
    """A ``secret`` that returns ``value`` (the reference of the scan case)."""
    return f"def secret\n  {_lit(value)}\nend\n"


def check_secret(value: str) -> str:
    """A test that ``secret`` returns ``value``."""
    return f"assert_equal {_lit(value)}, secret"


FORGE = forge
REVEAL = reveal
CHECK_SECRET = check_secret

# -- conformance dialect -----------------------------------------------------------------------


def _program(body: str, load: str) -> str:
    return (f"{load}\n"
            f"def add(a, b)\n{body}\n  a + b\nend\n\n"
            "def connects\n  require \"socket\"\n"
            "  Socket.tcp(\"1.1.1.1\", 53, connect_timeout: 2) { true }\n"
            "rescue StandardError\n  false\nend\n")


DIALECT = Dialect(
    program=_program,
    check_add=lambda a, b, want: f"assert_equal {want}, add({a}, {b})",
    check_no_network="refute connects",
    exit0="exit!(0)",
    fd3=lambda s: f'IO.new(3, "w", autoclose: false).tap {{ |o| o.write({_lit(s)}); o.flush }}',
    print_=lambda s: f"puts {_lit(s)}",
    spin="loop { }",
    sh=lambda c: f"system({_lit(c)})",
    sh_background=lambda c: f"Process.detach(spawn({_lit(c)}))",
    alloc="v = []\nloop { v << (\"x\" * (1 << 24)) }",
    flood="x = \"x\" * (1 << 20)\n40.times { $stdout.write(x) }\n$stdout.flush",
    wrong="return a - b",
    thread_bomb=("100_000.times do\n  begin\n    Thread.new { sleep }\n"
                 "  rescue ThreadError, StandardError\n    break\n  end\nend"),
    burn=lambda sec: ("cpu = -> { Process.clock_gettime(Process::CLOCK_THREAD_CPUTIME_ID) }\n"
                      f"stop = cpu.call + {sec}\nnil while cpu.call < stop"),
    branch=lambda a, stmt: f"if a == {a}\n{stmt}\nend",
    exits_at_load=True,
)

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = "def add(a, b)\n  a + b\nend\n"
