#!/usr/bin/env bash
# Copies the working tree to DEST as a session of its own sees it: no .git, no build output,
# no egg-info (an editable install writes its own), no runs, no venv, no CI reports.
#   bash .ci/copy_tree.sh DEST   (DEST is made; the tree is this script's repository)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dest=$1
mkdir -p "$dest"
tar -C "$repo" --exclude=.git --exclude=build --exclude='*.egg-info' --exclude=runs \
    --exclude=.venv --exclude='.ci/junit*.xml' -cf - . | tar -C "$dest" -xf -
