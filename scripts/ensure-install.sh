#!/usr/bin/env bash
# npm dependencies: installed when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/.."
# A lock file out of step with package.json installs here (npm install tolerates it) but fails
# `npm ci` on a fresh machine; the dry run checks that in two seconds, before anything else.
if ! out=$(npm ci --dry-run --no-audit --no-fund --loglevel=error 2>&1); then
  echo "$out" | grep -E 'Missing|Invalid|in sync' | head -20
  echo "!! package-lock.json does not match package.json: npm ci would fail on a fresh machine."
  exit 1
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "[setup] installing npm dependencies (a first install takes a minute or two)"
  npm ci --no-audit --no-fund --loglevel=error
fi
