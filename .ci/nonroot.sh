#!/usr/bin/env bash
# The local sandboxes as most users run them: as an unprivileged user, not root.
#
#   bash .ci/nonroot.sh [BACKEND...]   (default: bwrap unshare)
#
# As root the sandboxes run jobs under separate uids and own cgroup subtrees; as a user they
# rely on user namespaces alone, a different code path that CI (which runs as root) would
# otherwise never exercise. Makes a user `codeloop-ci`, copies the working tree to a folder it
# owns under /tmp, installs codeloop there with the system Python (pyenv's interpreters live
# under /root, which the user cannot read), and runs the conformance suite on each backend.
# Exits non-zero when any case fails.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
backends=("$@")
[ ${#backends[@]} -gt 0 ] || backends=(bwrap unshare)
user=codeloop-ci
python=${CODELOOP_NONROOT_PYTHON:-/usr/bin/python3}
if [ "$(id -u)" -ne 0 ]; then
  echo "nonroot.sh: already unprivileged; run the suite directly" >&2
  exec python -m codeloop.envs.sandbox.conformance "${backends[@]}"
fi
if [ ! -x "$python" ]; then
  echo "FAIL: no system Python at $python for the unprivileged user" >&2
  exit 1
fi
id "$user" >/dev/null 2>&1 || useradd -m -s /bin/bash "$user"
dir=$(mktemp -d /tmp/codeloop-nonroot.XXXXXX)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/src"
tar -C "$repo" --exclude=.git --exclude=build --exclude='*.egg-info' --exclude=runs -cf - . \
  | tar -C "$dir/src" -xf -
chown -R "$user" "$dir"
runuser -u "$user" -- env HOME="$dir" PIP_DISABLE_PIP_VERSION_CHECK=1 bash -c '
  set -euo pipefail
  cd "$HOME"
  "'"$python"'" -m venv venv
  venv/bin/pip install -q -e ./src
  venv/bin/python -m codeloop.envs.sandbox.conformance "$@"
' nonroot "${backends[@]}"
