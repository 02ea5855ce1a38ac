#!/usr/bin/env bash
# Every test, from a fresh machine: installs what is missing, then static checks, unit tests,
# API integration tests (PGlite, then PostgreSQL when one is reachable), the web size budget, the
# cluster test (PostgreSQL, pgbouncer, three API instances, nginx), a kill -9 of `npm start` that must
# lose no account, and end-to-end journeys in
# chromium against the system started by scripts/start-all.mjs.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}" NO_UPDATE_NOTIFIER=1

# Each step's wall time, printed as a table at the end (also when a step fails): what to speed up.
STEP_TIMES=()
STEP_START=$SECONDS
end_step() { [ -z "${CURRENT_STEP:-}" ] || STEP_TIMES+=("$((SECONDS - STEP_START))|$CURRENT_STEP"); }
step() { end_step; CURRENT_STEP="$*"; STEP_START=$SECONDS; printf '\n\033[1m== %s\033[0m\n' "$*"; }
summary() {
  end_step
  printf '\n\033[1m== seconds per step\033[0m\n'
  for t in "${STEP_TIMES[@]}"; do printf '%6s  %s\n' "${t%%|*}" "${t#*|}"; done
  printf '%6s  total\n' "$SECONDS"
}
# The last line says which step failed: CI shows only part of a long output.
trap 'rc=$?; summary; [ "$rc" = 0 ] || printf "\n!! npm test failed (exit %s) in the step: %s\n" "$rc" "${CURRENT_STEP:-}"' EXIT

step "setup"
bash scripts/ensure-system-deps.sh
bash scripts/ensure-install.sh

step "typecheck"; npm run --silent typecheck
step "generated GraphQL types match the schema"; npm run --silent codegen -- --check
step "lint"; npm run --silent lint
step "format"; npm run --silent format:check

step "unit tests (shared, web, api rules, stripe sandbox)"
npx vitest run --project unit-shared --project unit-web-kit --project unit-web --project unit-web-isolated --project unit-api --project unit-ops-cli --project unit-console --project sandbox

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end(),()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  PG_REACHABLE=1
else
  echo "!! PostgreSQL is not reachable at $PG_URL: the PostgreSQL run of the API tests will NOT be done."
  [ -n "$CI" ] && exit 1
fi

# The two runs side by side: a test spends much of its time waiting on the Stripe sandbox, the Auth
# Emulator and webhook deliveries, so together they take about the time of the longer one. Each has
# its own Auth Emulator port, sandbox and databases; the PostgreSQL run's output follows PGlite's.
step "API integration tests on PGlite${PG_REACHABLE:+ (and on PostgreSQL beside it)}"
if [ -n "${PG_REACHABLE:-}" ]; then
  PG_LOG="$(mktemp)"
  (TEST_DATABASE_URL="$PG_URL" AUTH_EMULATOR_PORT=$((${AUTH_EMULATOR_PORT:-9099} + 100)) \
    npx vitest run --project api >"$PG_LOG" 2>&1 && echo 0 >"$PG_LOG.rc" || echo $? >"$PG_LOG.rc") &
  PG_PID=$!
fi
LITE_LOG="$(mktemp)"
LITE_RC=0
npx vitest run --project api 2>&1 | tee "$LITE_LOG" || LITE_RC=$?
if [ -n "${PG_REACHABLE:-}" ]; then
  wait "$PG_PID" || true
  step "API integration tests on PostgreSQL (ran beside PGlite)"
  cat "$PG_LOG"
  PG_RC="$(cat "$PG_LOG.rc")"
fi
# A failure of either run is repeated last, so the end of the output says what failed (the PGlite
# run's own report scrolls far above the PostgreSQL run's).
for run in "PGlite:$LITE_RC:$LITE_LOG" ${PG_REACHABLE:+"PostgreSQL:$PG_RC:$PG_LOG"}; do
  IFS=: read -r engine rc log <<<"$run"
  if [ "$rc" != 0 ]; then
    step "API integration tests on $engine FAILED (exit $rc); what failed:"
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *(×|FAIL) ' | head -40 || true
    sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n '/⎯ \(Failed\|Unhandled\)/,$p' | tail -200
  fi
done
rm -f "$LITE_LOG" ${PG_LOG:+"$PG_LOG" "$PG_LOG.rc"}
[ "$LITE_RC" = 0 ] || exit "$LITE_RC"
[ "${PG_RC:-0}" = 0 ] || exit "$PG_RC"

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
