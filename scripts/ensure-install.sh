#!/usr/bin/env bash
# npm dependencies: installed when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[setup] installing npm dependencies (a first install takes 5 to 10 minutes)"
  npm ci --no-audit --no-fund --loglevel=error
fi
