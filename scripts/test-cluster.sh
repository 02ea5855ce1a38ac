#!/usr/bin/env bash
# `npm run test:cluster`: the production shape proven together (the vitest project `cluster`,
# scripts/test/cluster.test.ts). Installs Debian's nginx and pgbouncer when missing; the project's
# global setup compiles the API (a second: what runs is what was just built) and builds the web app
# when apps/web/dist is missing. Arguments go to vitest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh cluster
exec npx vitest run --project cluster "$@"
