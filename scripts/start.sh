#!/usr/bin/env bash
# Installs what is missing, then starts the whole system (see scripts/start-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
exec node scripts/start-all.mjs "$@"
