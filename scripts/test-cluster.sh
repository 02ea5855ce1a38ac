#!/usr/bin/env bash
# `npm run test:cluster`: the production shape proven together (scripts/test-cluster.mjs). Installs
# Debian's nginx and pgbouncer when missing, compiles the API (a second: what runs is what was just
# built) and builds the web app when apps/web/dist is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
if [ ${#missing[@]} -gt 0 ]; then
  echo "[setup] installing ${missing[*]} from Debian's packages"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
node scripts/build.mjs --api-only
[ -f apps/web/dist/index.html ] || node scripts/build.mjs --web-only
exec node scripts/test-cluster.mjs
