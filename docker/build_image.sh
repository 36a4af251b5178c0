#!/usr/bin/env bash
# Builds the sandbox image OFFLINE: a root filesystem holding this machine's Python interpreter
# (docker/make_rootfs.py), imported with `docker import` (no registry needed).
# Usage: docker/build_image.sh [IMAGE]      (default codeloop-sandbox:latest; honours DOCKER_HOST)
# With a registry, `docker build -t codeloop-sandbox:latest docker/` builds the equivalent image.
set -euo pipefail
image="${1:-${CODELOOP_DOCKER_IMAGE:-codeloop-sandbox:latest}}"
here="$(cd "$(dirname "$0")" && pwd)"
python="${PYTHON:-python3}"
command -v "$python" >/dev/null || python=python
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$python" "$here/make_rootfs.py" "$tmp/rootfs.tar"
docker import \
  --change 'ENV PATH=/usr/local/bin:/usr/bin:/bin' \
  --change 'ENV PYTHONDONTWRITEBYTECODE=1' \
  --change 'WORKDIR /work' \
  --change 'USER 65534:65534' \
  --change 'CMD ["python3"]' \
  "$tmp/rootfs.tar" "$image" >/dev/null
docker run --rm --network none "$image" python3 -c 'import sys; print("image ok:", sys.version.split()[0])'
