#!/usr/bin/env bash
# Installs the Debian packages the tests use when they are missing: Chromium for the browser tests,
# PostgreSQL for the storage suite's second run. Does nothing when everything is already there.
set -euo pipefail

# The colour emoji font: the rating bands' icons are emoji, and a bare headless Chromium draws them
# as empty boxes in the screenshots.
PACKAGES=(chromium fonts-noto-color-emoji postgresql redis-server)

missing=()
for pkg in "${PACKAGES[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

echo "installing: ${missing[*]}"
SUDO=()
if [ "$(id -u)" -ne 0 ]; then SUDO=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -q
"${SUDO[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
