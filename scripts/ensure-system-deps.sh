#!/usr/bin/env bash
# Debian packages the tests need, installed only when missing: chromium (driven by Playwright) and CJK
# fonts, so Japanese renders in screenshots; nginx and pgbouncer for the cluster test. With `cluster`,
# only the cluster test's two (`npm run test:cluster` on its own).
set -euo pipefail
missing=()
if [ "${1:-}" != cluster ]; then
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
fi
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "[setup] installing ${missing[*]} from Debian's packages"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
