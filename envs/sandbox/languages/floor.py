"""A language's toolchain run bare on the host: its floor, outside codeloop and any sandbox.

:class:`HostToolchain` lays out a toolchain's ``/cache``, ``/work/src`` and ``/work/build``
under a host directory and runs the same commands a worker runs (its setup, a job's compile, the
test program with the result and nonce descriptors the server gives it), with only the paths
changed. ``bench/languages.py`` times it as each language's floor beside the sandboxes, and the
tests use it to check what a warm build is made of (a precompiled header that loads, a runtime
linked rather than compiled) and that warm and cold programs observe the same values. It runs
the code it is given without any confinement: never a candidate's, only code the caller wrote.
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from codeloop.envs.sandbox.base import TestCase
from codeloop.envs.sandbox.languages import toolchains as tcs

#: The memory limit a test program runs with here (the JVM's and node's heap flags need one).
MEMORY_MB = 512


@dataclass(frozen=True)
class HostRun:
    """One job's compile and run on the host.

    Attributes:
        compile_s: Wall seconds of the compile (0 for a language without one).
        run_s: Wall seconds of the test program, from start to exit.
        completed: How many tests the program reported as completed (``passed``).
        reports: Each test's report, as ``(test, status, hex message)`` in the order sent.
        observed: The observation frames, as ``(test, site, hex value)`` in the order sent.
        compiler_output: What the compiler wrote (stderr, then stdout).
    """

    compile_s: float
    run_s: float
    completed: int
    reports: tuple[tuple[int, str, str], ...]
    observed: tuple[tuple[int, int, str], ...]
    compiler_output: str


class HostToolchain:
    """A toolchain's layout and commands under ``root`` (see the module's docstring).

    Args:
        root: An empty directory to work in.
        tc: The toolchain.
    """

    def __init__(self, root: Path, tc: tcs.Toolchain):
        self.root = root
        self.tc = tc
        self.paths = {tcs.SRC: root / "src", tcs.BUILD: root / "build", tcs.CACHE: root / "cache"}
        # A sandbox path where a path starts with it (not inside /root/.cache or /var/cache).
        self._pattern = re.compile("|".join(rf"(?<![\w.]){re.escape(k)}(?![\w.-])"
                                            for k in sorted(self.paths, key=len, reverse=True)))
        for d in [*self.paths.values(), root / "run", root / "home"]:
            d.mkdir(parents=True, exist_ok=True)
        home = str(root / "home")
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
                    **{k: self.sub(v) for k, v in tc.env.items()}, "HOME": home, "TMPDIR": home}
        if "GOPATH" in self.env:
            self.env["GOPATH"] = str(root / "home" / "gopath")
        for name, text in tc.setup_files.items():
            path = self.paths[tcs.CACHE] / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(self.sub(text), encoding="utf-8")

    def sub(self, text: str) -> str:
        """``text`` with the sandbox's paths replaced by this directory's."""
        return self._pattern.sub(lambda m: str(self.paths[m.group(0)]), text)

    def call(self, argv: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> str:
        """Runs a setup or compile command; returns its output.

        Raises:
            RuntimeError: When it fails (with its output).
        """
        done = subprocess.run([self.sub(a) for a in argv], cwd=cwd,
                              env={**self.env, **(env or {})}, capture_output=True, text=True,
                              check=False)
        output = done.stderr + done.stdout
        if done.returncode != 0:
            raise RuntimeError(f"{list(argv[:3])} failed:\n{output[-3000:]}")
        return output

    def setup(self) -> None:
        """Runs the worker's one-off setup (Java's classes, C++'s header, Rust's crate ...)."""
        for argv in self.tc.setup:
            self.call(argv, self.paths[tcs.CACHE])

    def job(self, code: str, tests: Sequence[TestCase], warm: bool, *,
            worker_cache: bool = True, extra_flags: Sequence[str] = (),
            memory_mb: int = MEMORY_MB) -> HostRun:
        """Compiles and runs one job's program (the tests as given: probes or assertions).

        Args:
            code: The solution.
            tests: The test bodies, compiled into the program as a worker would.
            warm: The warm mode's compile (after :meth:`setup`) or the cold one.
            worker_cache: For a cold compile, keep the worker's build cache (the toolchain's
                ``cold_cache_env``, Go's ``GOCACHE``: what a harness's
                ``go build`` does) rather than the empty one a cold sandbox job gets.
            extra_flags: Inserted after the compiler in the compile command (``-H`` ...).
            memory_mb: The job's memory limit, for the runtimes' heap flags.

        Raises:
            RuntimeError: When the compile fails.
        """
        src, build = self.paths[tcs.SRC], self.paths[tcs.BUILD]
        for d in (src, build):
            shutil.rmtree(d)
            d.mkdir()
        files = self.tc.files(code, tests)
        spec = self.tc.compile(files, warm)
        for name, text in files.items():
            (src / name).write_text(self.sub(text), encoding="utf-8")
        t0 = time.perf_counter()
        output = ""
        if spec is not None:
            env = dict(spec.get("env", {}))
            for key in self.tc.cold_cache_env if worker_cache else ():
                env.pop(key, None)
            argv = list(spec["argv"])
            argv[1:1] = extra_flags
            output = self.call(argv, Path(self.sub(spec.get("cwd", tcs.SRC))),
                               {k: self.sub(v) for k, v in env.items()})
        t1 = time.perf_counter()
        argv = [self.sub(a.replace("{start}", "0").replace("{memory_mb}", str(memory_mb)))
                for a in self.tc.run(files, warm)]
        res_r, res_w = os.pipe()
        non_r, non_w = os.pipe()
        nonce = secrets.token_hex(16)
        os.write(non_w, nonce.encode() + b"\n")
        os.close(non_w)
        try:
            proc = subprocess.Popen(argv, cwd=self.root / "run", env=self.env,
                                    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL, pass_fds=(3, 4, res_w, non_r),
                                    preexec_fn=_onto_3_and_4(res_w, non_r))
        finally:
            os.close(res_w)
            os.close(non_r)
        with os.fdopen(res_r, "rb") as results:
            lines = results.read().decode("utf-8", "replace").split("\n")
        proc.wait()
        t2 = time.perf_counter()
        reports, observed = [], []
        for line in lines:
            parts = line.split(" ")
            if len(parts) < 4 or parts[1] != nonce:
                continue
            if parts[0] == "CLR1":
                reports.append((int(parts[2]), parts[3], " ".join(parts[4:])))
            elif parts[0] == "CLO1" and len(parts) == 5:
                observed.append((int(parts[2]), int(parts[3]), parts[4]))
        completed = sum(1 for r in reports if r[1] == "passed")
        return HostRun(t1 - t0, t2 - t1, completed, tuple(reports), tuple(observed), output)


def _onto_3_and_4(res_w: int, non_r: int) -> Callable[[], None]:
    def move() -> None:
        # Through spare descriptors first: either source may already be 3 or 4. The child
        # closes descriptors after this and spares 3 and 4, which pass_fds names.
        a, b = os.dup(res_w), os.dup(non_r)
        os.dup2(a, 3)
        os.dup2(b, 4)
        os.close(a)
        os.close(b)
    return move
