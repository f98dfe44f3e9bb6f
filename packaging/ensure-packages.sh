#!/usr/bin/env bash
# Installs those of the Debian packages named as arguments that are missing (through sudo when not
# root); the one place the helper scripts (sanitizers, fuzzing, format and tidy checks) install
# their tools from, so each also runs on a fresh, minimal Debian 12.
#   packaging/ensure-packages.sh PACKAGE...
set -euo pipefail
missing=()
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
