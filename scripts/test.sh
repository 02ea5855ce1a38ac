#!/usr/bin/env bash
# Every test, from a fresh machine: installs what is missing, then static checks, unit tests,
# API integration tests (PGlite, then PostgreSQL when one is reachable), the web size budget, the
# cluster test (PostgreSQL, pgbouncer, three API instances, nginx), a kill -9 of `npm start` that must
# lose no account, and end-to-end journeys in
# chromium against the system started by scripts/start-all.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}" NO_UPDATE_NOTIFIER=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "setup"
bash scripts/ensure-system-deps.sh
bash scripts/ensure-install.sh

step "typecheck"; npm run --silent typecheck
step "generated GraphQL types match the schema"; npm run --silent codegen -- --check
step "lint"; npm run --silent lint
step "format"; npm run --silent format:check

step "unit tests (shared, web, api rules, stripe sandbox)"
npx vitest run --project unit-shared --project unit-web-kit --project unit-web --project unit-api --project unit-ops-cli --project unit-console --project sandbox

step "API integration tests on PGlite"
npx vitest run --project api

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  step "API integration tests on PostgreSQL"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project api
  PG_REACHABLE=1
else
  echo "!! PostgreSQL is not reachable at $PG_URL: the PostgreSQL run of the API tests was NOT done."
  [ -n "$CI" ] && exit 1
fi

step "web bundle budget"
npm run --silent bench:web

step "production web bundle: no development code"
node scripts/check-production-bundle.mjs

# After the web budget, which leaves the build the cluster's nginx serves in apps/web/dist.
if [ -n "${PG_REACHABLE:-}" ]; then
  step "cluster: pgbouncer, three compiled API instances, nginx (about 90 s)"
  TEST_DATABASE_URL="$PG_URL" npx vitest run --project cluster
fi

step "development data survives kill -9 of npm start (about 1 min)"
WEB_PORT=15181 API_PORT=14081 STRIPE_SANDBOX_PORT=12181 AUTH_EMULATOR_PORT=9181 npm run --silent test:dev-restart

step "end-to-end journeys (chromium, 375 and 320 px)"
npm run --silent test:e2e
