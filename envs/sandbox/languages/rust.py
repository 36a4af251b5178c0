"""Rust's sandbox side (a language plugin: see :mod:`.plugin` for the parts).

A test body is statements of a ``fn()``: ``assert!``, ``assert_eq!``, compiled into one crate
with the candidate and ``runtime/rt.rs``. Warm jobs link the runtime prebuilt and the standard
library dynamically.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.lang_conformance import Dialect
from codeloop.envs.sandbox.languages.attacks import ZERO_NONCE, _lit
from codeloop.envs.sandbox.languages.probes import (
    ProbeError,
    _args,
    _boolean_actual,
    _Cell,
    _Edit,
    _site,
)
from codeloop.envs.sandbox.languages.toolchains import (
    BUILD,
    CACHE,
    SRC,
    Toolchain,
    ToolchainMissing,
    _need,
    _real,
    _runtime,
)

# -- toolchain ------------------------------------------------------------------------------------

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


TOOLCHAIN = Rust


# -- probes ---------------------------------------------------------------------------------------

GRAMMAR = ("tree_sitter_rust", "language")
WRAP = ("fn codeloop_cell() {\n", "\n}\n")
DECLARATIONS = (("let_declaration", "pattern"),)


def _macro_args(cell: _Cell, tree: Any) -> list[tuple[int, int]]:
    """Byte spans of a macro's comma-separated arguments (top-level commas of its tokens)."""
    spans, start = [], tree.children[0].end_byte
    for child in tree.children[1:-1]:
        if child.type == ",":
            spans.append((start, child.start_byte))
            start = child.end_byte
    spans.append((start, tree.children[-1].start_byte))
    return [(a, b) for a, b in spans if cell.span(a, b).strip()]


def rewrite(cell: _Cell, node: Any, k: int) -> _Edit | None:
    """The observation that replaces one assertion of a cell (None for other nodes)."""
    if node.type != "macro_invocation":
        return None
    name = cell.text(node.child_by_field_name("macro"))
    tree = next(c for c in node.children if c.type == "token_tree")
    spans = _macro_args(cell, tree)
    site = _site(cell, node, k)
    if name in ("assert_eq", "debug_assert_eq"):
        if len(spans) < 2:
            raise ProbeError(f"line {cell.line(node)}: {name}! needs two arguments")
        actual = cell.span(*spans[0]).strip()
        return _Edit(node.start_byte, node.end_byte, f"codeloop_rt::observe({k}, &({actual}))",
                     site, tuple(cell.span(*s).strip() for s in spans[1:]))
    if name in ("assert", "debug_assert"):
        if not spans:
            raise ProbeError(f"line {cell.line(node)}: {name}! needs a condition")
        inner = _Cell("rust", cell.span(*spans[0]) + ";")
        stmt = inner.tree.root_node.named_children[0].child_by_field_name("body")
        expr = _args(_args(stmt)[0])[0] if _args(stmt) else None
        if expr is None or inner.errors():
            raise ProbeError(f"line {cell.line(node)}: cannot parse the condition of {name}!")
        actual = _boolean_actual(inner, expr, f"{name}!")
        return _Edit(node.start_byte, node.end_byte,
                     f"codeloop_rt::observe({k}, &({inner.text(actual)}))", site, ())
    if name in ("assert_ne", "debug_assert_ne"):
        raise ProbeError(f"line {cell.line(node)}: {name}! cannot be judged by observation")
    return None


REWRITE = rewrite


# -- attacks --------------------------------------------------------------------------------------

def forge(steal: bool, pieces: list[str]) -> str:
    """Code run at load time that writes ``pieces`` joined by a guessed or stolen nonce."""
    read = ("use std::io::Read; let mut f = unsafe { std::fs::File::from_raw_fd(4) }; "
            "let mut n = String::new(); let _ = f.read_to_string(&mut n); "
            "let n = n.trim().to_string();" if steal else
            f"let n = {_lit(ZERO_NONCE)}.to_string();")
    parts = ", ".join(_lit(p) for p in pieces)
    return (f"use std::os::unix::io::FromRawFd; {read} let s = [{parts}].join(&n); "
            "{ use std::io::Write; let mut o = unsafe { std::fs::File::from_raw_fd(3) }; "
            "let _ = o.write_all(s.as_bytes()); } std::process::exit(0);")


SCANNER = r"""
fn codeloop_find(hay: &[u8]) -> Option<String> {
    // Pieces the linker cannot lay out as a match (its read-only data packs literals).
    let needle = format!("{}-{}-", "codeloop", "secret");
    let n = needle.as_bytes();
    if hay.len() < n.len() + 12 { return None; }
    for p in 0..=(hay.len() - n.len() - 12) {
        if &hay[p..p + n.len()] == n {
            let hex = &hay[p + n.len()..p + n.len() + 12];
            if hex.iter().all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c)) {
                return Some(format!("{}{}", needle, String::from_utf8_lossy(hex)));
            }
        }
    }
    None
}
fn codeloop_walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if let Ok(t) = e.file_type() {
                if t.is_dir() { codeloop_walk(&p, out); } else if t.is_file() { out.push(p); }
            }
        }
    }
}
pub fn secret() -> String {
    use std::os::unix::fs::FileExt;
    let mut files: Vec<std::path::PathBuf> =
        vec!["/proc/self/exe".into(), "/proc/self/cmdline".into(), "/proc/self/environ".into()];
    codeloop_walk(std::path::Path::new("/work"), &mut files);
    codeloop_walk(std::path::Path::new("/tmp"), &mut files);
    for f in files {
        if let Ok(data) = std::fs::read(&f) {
            if let Some(s) = codeloop_find(&data) { return s; }
        }
    }
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap_or_default();
    let mem = match std::fs::File::open("/proc/self/mem") {
        Ok(f) => f,
        Err(_) => return String::new(),
    };
    for line in maps.lines() {
        let mut parts = line.split_whitespace();
        let range = parts.next().unwrap_or("");
        let perms = parts.next().unwrap_or("");
        if !perms.starts_with('r') { continue; }
        let mut ends = range.split('-');
        let lo = u64::from_str_radix(ends.next().unwrap_or("0"), 16).unwrap_or(0);
        let hi = u64::from_str_radix(ends.next().unwrap_or("0"), 16).unwrap_or(0);
        if hi <= lo || hi - lo > (256 << 20) { continue; }
        let mut buf = vec![0u8; (hi - lo) as usize];
        if let Ok(n) = mem.read_at(&mut buf, lo) {
            if let Some(s) = codeloop_find(&buf[..n]) { return s; }
        }
    }
    String::new()
}
"""


def reveal(value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return f"pub fn secret() -> String {{ {_lit(value)}.to_string() }}\n"


def check_secret(value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return f"assert_eq!(secret(), {_lit(value)}.to_string());"


FORGE = forge
REVEAL = reveal
CHECK_SECRET = check_secret


# -- conformance dialect --------------------------------------------------------------------------

def _program(body: str, load: str) -> str:
    # Life before main: a function in .init_array runs before the runtime reads descriptor 4.
    init = ('#[used]\n#[link_section = ".init_array"]\n'
            "static CODELOOP_LOAD: extern \"C\" fn() = codeloop_load;\n"
            f'extern "C" fn codeloop_load() {{\n{load}\n}}\n' if load else "")
    return (init + f"pub fn add(a: i32, b: i32) -> i32 {{\n{body}\n    a + b\n}}\n"
            "pub fn connects() -> bool {\n"
            "    std::net::TcpStream::connect_timeout(&\"1.1.1.1:53\".parse().unwrap(),\n"
            "        std::time::Duration::from_secs(2)).is_ok()\n}\n")


DIALECT = Dialect(
        program=_program,
        check_add=lambda a, b, want: f"assert_eq!(add({a}, {b}), {want});",
        check_no_network="assert!(!connects());",
        exit0="std::process::exit(0);",
        fd3=lambda s: ("{ use std::io::Write; use std::os::unix::io::FromRawFd; "
                       "let mut f = unsafe { std::fs::File::from_raw_fd(3) }; "
                       f"let _ = f.write_all({_lit(s)}.as_bytes()); std::mem::forget(f); }}"),
        print_=lambda s: f'println!("{{}}", {_lit(s)});',
        # read_volatile, not std::hint::black_box: that is stable from Rust 1.66 only, and
        # Debian bookworm's rustc (the one a non-root user has) is 1.63.
        spin="loop { unsafe { std::ptr::read_volatile(&0u8); } }",
        sh=lambda c: (f'let _ = std::process::Command::new("/bin/sh").arg("-c").arg({_lit(c)})'
                      ".status();"),
        sh_background=lambda c: ('let _ = std::process::Command::new("/bin/sh").arg("-c")'
                                 f".arg({_lit(c)}).spawn();"),
        alloc="{ let mut v: Vec<Vec<u8>> = Vec::new(); loop { v.push(vec![1u8; 1 << 24]); } }",
        flood=("{ use std::io::Write; let x = vec![b'x'; 1 << 20]; "
               "let mut o = std::io::stdout(); for _ in 0..40 { let _ = o.write_all(&x); } }"),
        wrong="return a - b;",
        thread_bomb=("for _ in 0..100000 { if std::thread::Builder::new().spawn(|| loop { "
                     "std::thread::park(); }).is_err() { break; } }"),
        # The standard library has no CPU clock: the thread's own, from /proc.
        burn=lambda sec: ("{ let cpu = || std::fs::read_to_string(\"/proc/thread-self/schedstat\")"
                          ".ok().and_then(|s| s.split_whitespace().next().and_then(|v| "
                          "v.parse::<u64>().ok())).unwrap_or(u64::MAX); "
                          f"let end = cpu().saturating_add({int(sec * 1e9)}); "
                          "while cpu() < end { unsafe { std::ptr::read_volatile(&0u8); } } }"),
        compile_bomb='const CODELOOP_BOMB: &[u8] = include_bytes!("/dev/zero");\n',
        # Rust warns about the parentheses C-like languages need around a condition.
        branch=lambda a, stmt: f"if a == {a} {{\n{stmt}\n}}",
    )

#: A plain right ``add`` (the dialect's programs define it too): bench/languages.py's jobs.
SAMPLE_SOLUTION = "pub fn add(a: i32, b: i32) -> i32 {\n    a + b\n}\n"
