#!/usr/bin/env bash
# Debian packages the end-to-end tests need: chromium (driven by Playwright) and CJK fonts, so
# Japanese renders in screenshots. Installed only when missing.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "[setup] installing ${missing[*]} from Debian's packages"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
