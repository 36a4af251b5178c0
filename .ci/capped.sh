#!/usr/bin/env bash
# The outer safety net around anything that runs hostile code: a containment bug then fails a
# test instead of taking the machine down.
#
#   bash .ci/capped.sh [--max N] [--user NAME] -- COMMAND...
#
# Runs COMMAND in a PID namespace of its own (so nothing it starts outlives it: when the
# namespace's init, a small reaper, exits, the kernel kills every process left in it) and, where a pids cgroup
# can be made (root, cgroup v1 or v2), under a cap of N tasks (default 3000) for the whole
# tree. With --user, COMMAND runs as that unprivileged user, inside both. Prints, on exit, how
# often the cap refused a fork (pids.events "max"), so a job whose own cap failed is seen,
# and, where a cpuacct cgroup can be made (root, cgroup v1), the CPU time the whole tree used:
# a figure of the run's work that, unlike its wall time, hardly moves with the machine's load.
set -euo pipefail
max=3000
user=""
while [ $# -gt 0 ]; do
  case "$1" in
    --max) max=$2; shift 2 ;;
    --user) user=$2; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: capped.sh [--max N] [--user NAME] -- COMMAND..." >&2; exit 2; }

cgroup=""
if [ "$(id -u)" -eq 0 ]; then
  for root in /sys/fs/cgroup/pids /sys/fs/cgroup; do
    if [ -w "$root" ] && { [ -f "$root/cgroup.procs" ] && [ -e "$root/pids.max" ] || [ "$root" = /sys/fs/cgroup/pids ]; }; then
      cgroup="$root/codeloop-capped.$$"
      if mkdir "$cgroup" 2>/dev/null && echo "$max" >"$cgroup/pids.max" 2>/dev/null; then break; fi
      rmdir "$cgroup" 2>/dev/null || true
      cgroup=""
    fi
  done
fi

# CPU accounting (cgroup v1's cpuacct; a child of this shell's own cpuacct cgroup, so a capped
# run inside another is counted in both).
acct=""
if [ "$(id -u)" -eq 0 ]; then
  for root in /sys/fs/cgroup/cpuacct /sys/fs/cgroup/cpu,cpuacct; do
    [ -w "$root" ] && [ -f "$root/cpuacct.usage" ] || continue
    here=$(awk -F: '$2 ~ /(^|,)cpuacct(,|$)/ {print $3}' /proc/self/cgroup 2>/dev/null || true)
    acct="$root${here%/}/codeloop-capped.$$"
    if mkdir "$acct" 2>/dev/null; then break; fi
    acct=""
  done
fi

finish() {
  status=$?
  if [ -n "$acct" ] && [ -d "$acct" ]; then
    awk -v ns="$(cat "$acct/cpuacct.usage" 2>/dev/null || echo 0)" \
      '$1 == "user" {u = $2} $1 == "system" {s = $2}
       END {printf "capped.sh: the run used %.1f s of CPU (user %.1f s, system %.1f s)\n",
            ns / 1e9, u / 100, s / 100}' "$acct/cpuacct.stat" >&2 2>/dev/null || true
  fi
  if [ -n "$cgroup" ] && [ -d "$cgroup" ]; then
    refused=$(awk '$1 == "max" {print $2}' "$cgroup/pids.events" 2>/dev/null || echo "?")
    echo "capped.sh: the outer cap of $max tasks refused ${refused:-0} forks" >&2
    for _ in $(seq 50); do
      pids=$(cat "$cgroup/cgroup.procs" 2>/dev/null || true)
      [ -z "$pids" ] && break
      kill -9 $pids 2>/dev/null || true
      sleep 0.1
    done
    rmdir "$cgroup" 2>/dev/null || true
  fi
  if [ -n "$acct" ]; then
    for _ in $(seq 20); do rmdir "$acct" 2>/dev/null && break; sleep 0.1; done
  fi
  exit "$status"
}
trap finish EXIT

# Tests that count processes (tests/envs/sandbox/test_containment.py) know they own the
# namespace: every process they see there is theirs.
export CODELOOP_CAPPED=1
run=("$@")
if [ -n "$user" ]; then
  run=(runuser -u "$user" -- "${run[@]}")
fi
# PID 1 of the namespace reaps: every orphan of the run is reparented to it, and a command that
# never waits for strangers (pytest) left them as zombies, each holding a task of the cap.
# It passes SIGINT/SIGTERM on, and exits with the command's status (128+N for a signal).
# Its first child, the command, gets a pid picked at random (ns_last_pid, where it may write):
# in every namespace the command was pid 2, so names derived from a pid repeated across runs
# side by side (.ci/run's sessions): the Docker backend's owner label (host:pid), and job uids
# (one RLIMIT_NPROC between sessions) until envs/sandbox/local.py drew them at random.
init='
import os, random, signal, sys
try:
    with open("/proc/sys/kernel/ns_last_pid", "w") as fh:
        fh.write(str(random.randrange(300, 19000)))
except OSError:
    pass
child = os.fork()
if child == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, lambda n, _f: os.kill(child, n))
while True:
    try:
        pid, status = os.wait()
    except ChildProcessError:
        sys.exit(1)
    except InterruptedError:
        continue
    if pid == child:
        code = os.waitstatus_to_exitcode(status)
        sys.exit(128 - code if code < 0 else code)
'
run=(/usr/bin/python3 -c "$init" "${run[@]}")
# Join the cgroups first, so the namespace and all it starts are counted from the start.
join='for g in "$@"; do [ "$g" = -- ] && break; echo $$ >"$g/cgroup.procs" || exit 1; shift; done
shift; exec "$@"'
groups=()
[ -n "$acct" ] && groups+=("$acct")
if [ -n "$cgroup" ]; then
  groups+=("$cgroup")
else
  echo "capped.sh: no writable pids cgroup here: a PID namespace only" >&2
fi
bash -c "$join" join "${groups[@]}" -- unshare --pid --fork --kill-child --mount-proc "${run[@]}"
