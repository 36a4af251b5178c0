#!/usr/bin/env bash
# A private Docker engine for the docker sandbox tests.
#
#   source .ci/docker.sh start   installs Debian's docker.io if needed, starts dockerd on a
#                                private socket (--bridge=none --iptables=false, data-root in a
#                                temporary directory), builds the sandbox image offline
#                                (docker/build_image.sh: `docker import` of this machine's
#                                interpreter), and exports DOCKER_HOST. Returns non-zero, with
#                                the reason, when the engine cannot start.
#   source .ci/docker.sh stop    kills that dockerd by its pid, unmounts and removes its
#                                directory, unsets DOCKER_HOST.
#
# It may also be executed (`bash .ci/docker.sh start`), then it prints `export DOCKER_HOST=...`.
# State (pid, directory, socket) is kept in $CODELOOP_DOCKER_STATE (default
# /tmp/codeloop-docker.state), so `stop` works from another shell.

_codeloop_docker_state="${CODELOOP_DOCKER_STATE:-/tmp/codeloop-docker.state}"

_codeloop_docker_log() { echo "[docker.sh] $*" >&2; }

_codeloop_docker_start() {
  local repo root sock pid driver i
  repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  if [ -f "$_codeloop_docker_state" ]; then
    _codeloop_docker_log "an engine from an earlier start is recorded; stopping it first"
    _codeloop_docker_stop || true
  fi
  if ! command -v dockerd >/dev/null 2>&1; then
    _codeloop_docker_log "installing docker.io"
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -q docker.io >/tmp/codeloop-apt.log 2>&1; then
      apt-get update -q >/dev/null 2>&1 || true
      DEBIAN_FRONTEND=noninteractive apt-get install -y -q docker.io >/tmp/codeloop-apt.log 2>&1 || {
        _codeloop_docker_log "apt-get install docker.io failed (see /tmp/codeloop-apt.log)"; return 1; }
    fi
  fi
  root="$(mktemp -d /tmp/codeloop-docker.XXXXXX)"
  sock="$root/docker.sock"
  for driver in overlay2 vfs; do
    dockerd --host "unix://$sock" --data-root "$root/data" --exec-root "$root/exec" \
      --pidfile "$root/dockerd.pid" --bridge=none --iptables=false --ip-masq=false \
      --storage-driver "$driver" --log-level warn >"$root/dockerd.log" 2>&1 &
    pid=$!
    printf 'pid=%s\nroot=%s\nsock=%s\n' "$pid" "$root" "$sock" >"$_codeloop_docker_state"
    for i in $(seq 1 60); do
      if ! kill -0 "$pid" 2>/dev/null; then break; fi
      if DOCKER_HOST="unix://$sock" docker version >/dev/null 2>&1; then
        export DOCKER_HOST="unix://$sock"
        export CODELOOP_DOCKERD_PID="$pid"
        _codeloop_docker_log "dockerd $pid up on $DOCKER_HOST (storage $driver)"
        if ! bash "$repo/docker/build_image.sh" >"$root/build.log" 2>&1; then
          _codeloop_docker_log "building the sandbox image failed:"; tail -20 "$root/build.log" >&2
          _codeloop_docker_stop; return 1
        fi
        _codeloop_docker_log "$(tail -1 "$root/build.log")"
        return 0
      fi
      sleep 0.5
    done
    _codeloop_docker_log "dockerd with storage $driver did not come up:"; tail -5 "$root/dockerd.log" >&2
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  done
  _codeloop_docker_stop
  return 1
}

_codeloop_docker_stop() {
  local pid="" root="" sock="" i mnt
  if [ ! -f "$_codeloop_docker_state" ]; then
    _codeloop_docker_log "no engine recorded in $_codeloop_docker_state"; return 0
  fi
  # shellcheck disable=SC1090
  . "$_codeloop_docker_state"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    if [ -S "$sock" ]; then
      DOCKER_HOST="unix://$sock" docker ps -aq --filter label=codeloop.sandbox 2>/dev/null |
        xargs -r env DOCKER_HOST="unix://$sock" docker rm -f >/dev/null 2>&1 || true
    fi
    kill -TERM "$pid" 2>/dev/null
    for i in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -KILL "$pid" 2>/dev/null || true
    _codeloop_docker_log "dockerd $pid stopped"
  fi
  if [ -n "$root" ] && [ -d "$root" ]; then
    grep -o " $root[^ ]*" /proc/mounts 2>/dev/null | sort -r | while read -r mnt; do
      umount -l "$mnt" 2>/dev/null || true
    done
    rm -rf "$root" 2>/dev/null || true
  fi
  rm -f "$_codeloop_docker_state"
  if [ "${DOCKER_HOST:-}" = "unix://$sock" ]; then unset DOCKER_HOST; fi
  unset CODELOOP_DOCKERD_PID
  return 0
}

_codeloop_docker_main() {
  case "${1:-}" in
    start) _codeloop_docker_start ;;
    stop) _codeloop_docker_stop ;;
    *) echo "usage: source .ci/docker.sh start|stop" >&2; return 2 ;;
  esac
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  _codeloop_docker_main "$@" || exit $?
  if [ "${1:-}" = "start" ]; then echo "export DOCKER_HOST=$DOCKER_HOST"; fi
else
  _codeloop_docker_main "$@"
fi
