"""What bounds a job's processes on each local backend here (docs/ARCHITECTURE.md's table).

Runs one job per backend that forks sleeping children until the kernel refuses, with
``max_processes`` 64, and prints how many it got. Run it inside the outer net, as root and as a
user: ``bash .ci/capped.sh --max 3000 [--user NAME] -- python bench/containment_bounds.py
bwrap unshare subprocess [nocgroup] [nons]`` (``nocgroup``: as if no pids cgroup could be
made; ``nons``: as if no PID namespace could be made for ``subprocess``).
"""

from __future__ import annotations

import os
import sys

from codeloop.envs.sandbox import Job, Limits, TestCase, local, make_sandbox

CODE = '''
import os, time
def count():
    kids = 0
    while kids < 3000:
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            time.sleep(20)
            os._exit(0)
        kids += 1
    return kids
'''


def main(argv: list[str]) -> None:
    """Prints, per backend, how many children the job could fork."""
    flags = {"nocgroup", "nons"}
    if "nocgroup" in argv:
        local._own_cgroup[os.getpid()] = None
    if "nons" in argv:
        local.pid_namespace_prefix = lambda: ()  # type: ignore[assignment]
    for name in [a for a in argv if a not in flags]:
        sandbox = make_sandbox(name, workers=1)
        try:
            result = sandbox.run(Job(CODE, (TestCase("t", "print('N', count())"),),
                                     limits=Limits(max_processes=64)))
        finally:
            sandbox.close()
        got = [ln.split()[1] for ln in result.stdout.splitlines() if ln.startswith("N ")]
        cgroup = "no" if "nocgroup" in argv else bool(local.pids_cgroup_root())
        print(f"{name} uid={os.getuid()} cgroup={cgroup}: forked {got[0] if got else '?'} "
              f"({result.status}, {result.outcomes[0].status})", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
