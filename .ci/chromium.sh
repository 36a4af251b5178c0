#!/usr/bin/env bash
# Installs Debian's chromium for the browser test of the HTML report (tests/codeloop/test_report_browser.py).
# Idempotent: does nothing when a chromium binary is already on PATH. Needs root (CI runs as root).
# Usage from .ci/run:  bash .ci/chromium.sh || echo "chromium unavailable; browser test will skip"
set -euo pipefail

for bin in chromium chromium-browser; do
    if command -v "$bin" >/dev/null 2>&1; then
        echo "chromium.sh: $("$bin" --version 2>/dev/null || echo "$bin") already installed"
        exit 0
    fi
done

if [ "$(id -u)" -ne 0 ]; then
    echo "chromium.sh: not root, cannot apt-get install chromium" >&2
    exit 1
fi

export DEBIAN_FRONTEND=noninteractive
# Retries: the package index can be briefly locked or unreachable; a second try is cheap.
for attempt in 1 2 3; do
    if apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core; then
        break
    fi
    echo "chromium.sh: attempt $attempt failed, retrying" >&2
    sleep 5
done

command -v chromium >/dev/null 2>&1 || { echo "chromium.sh: install failed" >&2; exit 1; }
echo "chromium.sh: installed $(chromium --version 2>/dev/null)"
