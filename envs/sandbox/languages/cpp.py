"""C++'s sandbox side (a language plugin: see :mod:`.plugin` for the parts).

A test body is statements of a ``void()`` function: ``CHECK``, ``CHECK_EQ``, ``ASSERT_EQ``,
``CHECK_THROWS``, and ``assert`` (mapped to ``CHECK``), compiled into one program with the
candidate and ``runtime/codeloop_rt.hpp``. Warm jobs use a precompiled header and runtime object.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
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
    _operator,
    _site,
    _unparen,
)
from codeloop.envs.sandbox.languages.toolchains import (
    BUILD,
    CACHE,
    SRC,
    Toolchain,
    _need,
    _runtime,
)

# -- toolchain ------------------------------------------------------------------------------------

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


TOOLCHAIN = Cpp


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_cpp", "language")
WRAP = ("void codeloop_cell() {\n", "\n}\n")
DECLARATIONS = (("init_declarator", "declarator"), ("declaration", "declarator"))


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a cell (None for other nodes)."""
    if node.type != "call_expression":
        return None
    fn = node.child_by_field_name("function")
    name = cell.text(fn) if fn is not None and fn.type == "identifier" else ""
    args = _args(node.child_by_field_name("arguments"))
    site = _site(cell, node, k)
    observe = "::codeloop::observe"
    if name in ("CHECK", "ASSERT_TRUE", "EXPECT_TRUE", "ASSERT_FALSE", "EXPECT_FALSE", "assert"):
        _count(name, args, 1, cell, node)
        inner = _unparen(args[0])
        if inner.type == "binary_expression" and _operator(cell, inner) == "==":
            actual = inner.child_by_field_name("left")
            expected = [inner.child_by_field_name("right")]
        else:
            actual, expected = _boolean_actual(cell, args[0], name), []
        return _edit(cell, node, f"{observe}({k}, ({cell.text(actual)}))", site, expected)
    if name in ("CHECK_EQ", "ASSERT_EQ", "EXPECT_EQ"):
        _count(name, args, 2, cell, node)
        return _edit(cell, node, f"{observe}({k}, ({cell.text(args[0])}))", site, args[1:])
    if name == "CHECK_THROWS":
        _count(name, args, 1, cell, node)
        return _edit(cell, node, f"CODELOOP_OBSERVE_THROWS({k}, {cell.text(args[0])})", site, [])
    if name in ("CHECK_NE", "ASSERT_NE", "EXPECT_NE"):
        raise ProbeError(f"line {cell.line(node)}: {name} holds an expected value that no "
                         "observation can check: assert what the value is")
    return None


REWRITE = rewrite


# -- attacks --------------------------------------------------------------------------------------

def forge(steal: bool, pieces: list[str]) -> str:
    """Code run at load time that writes ``pieces`` joined by a guessed or stolen nonce."""
    read = ("std::string n; { char b[128]; ssize_t r; while ((r = ::read(4, b, sizeof b)) > 0) "
            "n.append(b, (size_t)r); } while (!n.empty() && (n.back() == '\\n' || "
            "n.back() == ' ')) n.pop_back();" if steal else f"std::string n = {_lit(ZERO_NONCE)};")
    text = _joined(pieces, "n")
    return (f"{read} std::string s = std::string() + {text}; "
            "(void)!::write(3, s.data(), s.size()); std::_Exit(0);")


SCANNER = r"""
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
static std::string codeloop_find(const std::string& hay) {
  std::string needle = std::string("codeloop-") + "secret-";
  for (size_t p = hay.find(needle); p != std::string::npos; p = hay.find(needle, p + 1)) {
    std::string hex = hay.substr(p + needle.size(), 12);
    if (hex.size() == 12 && hex.find_first_not_of("0123456789abcdef") == std::string::npos)
      return needle + hex;
  }
  return "";
}
static std::string codeloop_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}
std::string secret() {
  namespace fs = std::filesystem;
  std::vector<std::string> files = {"/proc/self/exe", "/proc/self/cmdline", "/proc/self/environ"};
  for (const char* top : {"/work", "/tmp"}) {
    std::error_code ec;
    auto opts = fs::directory_options::skip_permission_denied;
    for (fs::recursive_directory_iterator it(top, opts, ec), end; it != end; it.increment(ec)) {
      if (it->is_regular_file(ec) && it->file_size(ec) < (64u << 20))
        files.push_back(it->path());
    }
  }
  for (const auto& f : files) {
    std::string found = codeloop_find(codeloop_file(f));
    if (!found.empty()) return found;
  }
  std::ifstream maps("/proc/self/maps");
  int mem = ::open("/proc/self/mem", O_RDONLY);
  std::string line;
  while (std::getline(maps, line)) {
    unsigned long lo = 0, hi = 0;
    char perms[8] = {0};
    if (std::sscanf(line.c_str(), "%lx-%lx %7s", &lo, &hi, perms) != 3 || perms[0] != 'r') continue;
    if (hi - lo > (256ul << 20)) continue;
    std::string buf(hi - lo, '\0');
    ssize_t n = ::pread(mem, buf.data(), buf.size(), (off_t)lo);
    if (n <= 0) continue;
    buf.resize((size_t)n);
    std::string found = codeloop_find(buf);
    if (!found.empty()) return found;
  }
  return "";
}
"""


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"std::string secret() {{ return {_lit(value)}; }}\n"


def check_secret(value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return f"CHECK_EQ(secret(), std::string({_lit(value)}));"


FORGE = forge
REVEAL = reveal
CHECK_SECRET = check_secret


# -- conformance dialect --------------------------------------------------------------------------

def _program(body: str, load: str) -> str:
    init = (f"static int codeloop_load_ = []() {{ {load} return 0; }}();\n" if load else "")
    return ("#include <arpa/inet.h>\n#include <netinet/in.h>\n#include <sys/socket.h>\n"
            "#include <unistd.h>\n#include <cstdio>\n#include <cstdlib>\n#include <string>\n"
            "#include <vector>\n#include <thread>\n#include <ctime>\n" + init
            + f"int add(int a, int b) {{\n{body}\n  return a + b;\n}}\n"
            "bool connects() {\n  int s = socket(AF_INET, SOCK_STREAM, 0);\n"
            "  if (s < 0) return false;\n  sockaddr_in to{};\n  to.sin_family = AF_INET;\n"
            "  to.sin_port = htons(53);\n  inet_pton(AF_INET, \"1.1.1.1\", &to.sin_addr);\n"
            "  bool ok = connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0;\n"
            "  close(s);\n  return ok;\n}\n")


DIALECT = Dialect(
        program=_program,
        check_add=lambda a, b, want: f"CHECK_EQ(add({a}, {b}), {want});",
        check_no_network="CHECK(!connects());",
        exit0="std::exit(0);",
        fd3=lambda s: f"{{ std::string s = {_lit(s)}; (void)!::write(3, s.data(), s.size()); }}",
        print_=lambda s: f'std::printf("%s\\n", {_lit(s)});',
        spin="for (volatile long i = 0; i >= 0; i = (i + 1) & 0xff) {}",
        sh=lambda c: f"(void)!std::system({_lit(c)});",
        sh_background=lambda c: f"(void)!std::system({_lit(c + ' &')});",
        alloc="{ std::vector<std::vector<char>> v; for (;;) v.emplace_back(1 << 24, 'x'); }",
        flood=("{ std::string x(1 << 20, 'x'); for (int i = 0; i < 40; ++i) "
               "std::fwrite(x.data(), 1, x.size(), stdout); std::fflush(stdout); }"),
        wrong="return a - b;",
        thread_bomb=("for (int i = 0; i < 100000; ++i) { try { std::thread([] { for (;;) "
                     "pause(); }).detach(); } catch (...) { break; } }"),
        burn=lambda sec: (f"{{ std::clock_t end = std::clock() + (std::clock_t)({sec} * "
                          "CLOCKS_PER_SEC); while (std::clock() < end) {} }"),
        compile_bomb='#include "/dev/zero"\n', exits_at_load=True,
    )

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = ("#include <vector>\n#include <string>\nint add(int a, int b) {\n"
                   "    return a + b;\n}\n")
