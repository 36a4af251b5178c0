"""Attacks on judging by observation, in each language (used by ``lang_conformance``).

* ``forge(steal, pieces)``: code run before any test (a C++ global constructor, a Go ``init``,
  a Rust ``.init_array`` entry, a Java static initializer, JavaScript top-level code) that
  writes ``nonce.join(pieces)`` (observation and result frames for every test) on descriptor 3
  and exits. With ``steal`` it uses the job's real nonce: read from descriptor 4 before the
  runtime does (C++, Go, Rust), read from the runtime's class (Java), or taken from the
  runtime's own first write by patching node's fs binding (JavaScript); without, it guesses.
* ``scanner``: defines ``secret()``, which searches the program's work directories, its binary
  and its whole readable memory for ``codeloop-secret-`` followed by 12 hex digits and returns
  the first one found (the needle is built at run time so that it does not match itself).

Every program text here is a candidate's code, run in the sandbox under test only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from codeloop.envs.sandbox.languages.plugin import PartView

ZERO_NONCE = "0" * 32


def _lit(text: str) -> str:
    return json.dumps(text)


def _joined(pieces: list[str], nonce: str) -> str:
    """An expression: the pieces with the variable ``nonce`` between them."""
    return f" + {nonce} + ".join(_lit(p) for p in pieces)


def _cpp_forge(steal: bool, pieces: list[str]) -> str:
    read = ("std::string n; { char b[128]; ssize_t r; while ((r = ::read(4, b, sizeof b)) > 0) "
            "n.append(b, (size_t)r); } while (!n.empty() && (n.back() == '\\n' || "
            "n.back() == ' ')) n.pop_back();" if steal else f"std::string n = {_lit(ZERO_NONCE)};")
    text = _joined(pieces, "n")
    return (f"{read} std::string s = std::string() + {text}; "
            "(void)!::write(3, s.data(), s.size()); std::_Exit(0);")


def _go_forge(steal: bool, pieces: list[str]) -> str:
    read = ('b := make([]byte, 128)\n\tm, _ := os.NewFile(4, "n").Read(b)\n'
            '\tn := strings.TrimSpace(string(b[:m]))' if steal else f"n := {_lit(ZERO_NONCE)}")
    return (f"\t{read}\n\ts := {_joined(pieces, 'n')}\n"
            '\tos.NewFile(3, "r").Write([]byte(s))\n\tos.Exit(0)')


def _rust_forge(steal: bool, pieces: list[str]) -> str:
    read = ("use std::io::Read; let mut f = unsafe { std::fs::File::from_raw_fd(4) }; "
            "let mut n = String::new(); let _ = f.read_to_string(&mut n); "
            "let n = n.trim().to_string();" if steal else
            f"let n = {_lit(ZERO_NONCE)}.to_string();")
    parts = ", ".join(_lit(p) for p in pieces)
    return (f"use std::os::unix::io::FromRawFd; {read} let s = [{parts}].join(&n); "
            "{ use std::io::Write; let mut o = unsafe { std::fs::File::from_raw_fd(3) }; "
            "let _ = o.write_all(s.as_bytes()); } std::process::exit(0);")


def _java_forge(steal: bool, pieces: list[str]) -> str:
    read = "String n = CodeloopObserve.nonce;" if steal else f"String n = {_lit(ZERO_NONCE)};"
    return (f"{read} String s = {_joined(pieces, 'n')}; "
            'try (java.io.FileOutputStream o = new java.io.FileOutputStream("/proc/self/fd/3")) '
            "{ o.write(s.getBytes()); } System.exit(0);")


def _js_forge(typed: bool) -> Callable[[bool, list[str]], str]:
    any_ = ": any" if typed else ""
    params = "this: any, fd: any, s: any, ...r: any[]" if typed else "fd, s, ...r"

    def forge(steal: bool, pieces: list[str]) -> str:
        parts = ", ".join(_lit(p) for p in pieces)
        if not steal:
            return (f"require('fs').writeSync(3, [{parts}].join({_lit(ZERO_NONCE)})); "
                    "process.exit(0);")
        # fs.writeSync goes through this binding: the runtime's first frame shows the nonce.
        return (f"{{ const b{any_} = process.binding('fs'); const w = b.writeString; "
                f"b.writeString = function ({params}) {{ "
                "const m = /^CL[OR]1 (\\S+) /.exec(String(s)); "
                f"if (fd === 3 && m) {{ w.call(this, fd, [{parts}].join(m[1]), ...r); "
                "process.exit(0); } return w.call(this, fd, s, ...r); }; }")
    return forge


# -- the scanner ----------------------------------------------------------------------------

CPP_SCANNER = r"""
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

RUST_SCANNER = r"""
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

GO_SCANNER = r"""
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

JAVA_SCANNER = r"""
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

JS_SCANNER = r"""
function codeloopFind(hay) {
  const text = hay.toString('latin1');
  const re = new RegExp('codeloop-' + 'secret-' + '[0-9a-f]{12}');
  const m = re.exec(text);
  return m ? m[0] : '';
}
function secret() {
  const fs = require('fs');
  const files = ['/proc/self/exe', '/proc/self/cmdline', '/proc/self/environ'];
  const walk = (dir) => {
    let names = [];
    try { names = fs.readdirSync(dir, { withFileTypes: true }); } catch (e) { return; }
    for (const d of names) {
      const p = dir + '/' + d.name;
      if (d.isDirectory()) walk(p); else if (d.isFile()) files.push(p);
    }
  };
  walk('/work');
  walk('/tmp');
  for (const f of files) {
    try { const found = codeloopFind(fs.readFileSync(f)); if (found) return found; } catch (e) {}
  }
  const maps = fs.readFileSync('/proc/self/maps', 'utf8').split('\n');
  const mem = fs.openSync('/proc/self/mem', 'r');
  for (const line of maps) {
    const fields = line.split(/\s+/);
    if (fields.length < 2 || !fields[1].startsWith('r')) continue;
    const [lo, hi] = fields[0].split('-').map((x) => parseInt(x, 16));
    if (!(hi > lo) || hi - lo > 64 * 1024 * 1024) continue;
    const buf = Buffer.alloc(hi - lo);
    try {
      const n = fs.readSync(mem, buf, 0, buf.length, lo);
      const found = codeloopFind(buf.subarray(0, n));
      if (found) return found;
    } catch (e) {}
  }
  return '';
}
"""

TS_SCANNER = (JS_SCANNER.replace("function codeloopFind(hay)",
                                 "function codeloopFind(hay: any): string")
              .replace("function secret()", "function secret(): string")
              .replace("const files = [", "const files: string[] = [")
              .replace("const walk = (dir) =>", "const walk = (dir: string): void =>")
              .replace("let names = [];", "let names: any[] = [];")
              .replace(".map((x) =>", ".map((x: string) =>")
              .replace("Buffer.alloc(", "(globalThis as any).Buffer.alloc("))


def _cpp_reveal(value: str) -> str:
    return f"std::string secret() {{ return {_lit(value)}; }}\n"


def _rust_reveal(value: str) -> str:
    return f"pub fn secret() -> String {{ {_lit(value)}.to_string() }}\n"


def _go_reveal(value: str) -> str:
    return f"func secret() string {{ return {_lit(value)} }}\n"


def _java_reveal(value: str) -> str:
    return f"class Scanner {{ static String secret() {{ return {_lit(value)}; }} }}\n"


def _js_reveal(value: str) -> str:
    return f"function secret() {{ return {_lit(value)}; }}\n"


def _ts_reveal(value: str) -> str:
    return f"function secret(): string {{ return {_lit(value)}; }}\n"


def _cpp_check_secret(value: str) -> str:
    return f"CHECK_EQ(secret(), std::string({_lit(value)}));"


def _rust_check_secret(value: str) -> str:
    return f"assert_eq!(secret(), {_lit(value)}.to_string());"


def _go_check_secret(value: str) -> str:
    return f"t.ExpectEq(secret(), {_lit(value)})"


def _java_check_secret(value: str) -> str:
    return f"assertEquals({_lit(value)}, Scanner.secret());"


def _js_check_secret(value: str) -> str:
    return f"assert.strictEqual(secret(), {_lit(value)});"


def reveal(language: str, value: str) -> str:
    """A ``secret()`` that returns ``value`` (the reference of the scan case)."""
    return PartView("sandbox", "REVEAL")[language](value)


def check_secret(language: str, value: str) -> str:
    """A test that ``secret()`` returns ``value``."""
    return PartView("sandbox", "CHECK_SECRET")[language](value)


#: Each language's forger and scanner: views of the language registry (each plugin's
#: ``FORGE`` and ``SCANNER``).
FORGE: Mapping[str, Callable[[bool, list[str]], str]] = PartView("sandbox", "FORGE")
SCANNER: Mapping[str, str] = PartView("sandbox", "SCANNER")
