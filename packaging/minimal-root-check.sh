#!/usr/bin/env bash
# The README's quick start on a *minimal* Debian 12: builds a bookworm root with
# `debootstrap --variant=minbase`, copies the committed tree (git archive HEAD) into it, and runs
# as root there, with no display:
#   packaging/setup.sh test                       the whole suite, PostgreSQL runs included
#   packaging/setup.sh build + cloudgauge --screenshot   what `setup.sh run` opens, rendered offscreen
# A package the full image has by accident and the package list forgets fails here.
#
# Usage (root, with debootstrap and a Debian mirror):
#   packaging/minimal-root-check.sh [ROOT_DIR]        default: a new folder under /var/tmp
# MIRROR overrides the mirror (default http://deb.debian.org/debian). Takes 30-60 min on 2
# cores (packages, a full build and the suite), so it runs outside .ci/run. Logs go to
# ROOT_DIR/check.log; the exit status is the first failing step's.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
root="${1:-$(mktemp -d /var/tmp/cloudgauge-minroot-XXXXXX)}"
mirror="${MIRROR:-http://deb.debian.org/debian}"
[ "$(id -u)" = 0 ] || { echo "minimal-root-check: run as root (debootstrap and chroot need it)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "minimal-root-check: install debootstrap first (apt-get install debootstrap)" >&2; exit 2; }

if [ ! -x "$root/bin/bash" ]; then
    echo "minimal-root-check: debootstrap --variant=minbase bookworm $root"
    debootstrap --variant=minbase bookworm "$root" "$mirror"
fi
mounted=()
cleanup() { for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
for fs in proc sys dev dev/pts; do
    mkdir -p "$root/$fs"
    mount --bind "/$fs" "$root/$fs"
    mounted=("$root/$fs" "${mounted[@]}")
done
cp /etc/resolv.conf "$root/etc/resolv.conf"
rm -rf "$root/src" && mkdir -p "$root/src"
git -C "$repo" archive --format=tar HEAD | tar -x -C "$root/src"

run() { # a step in the root, as root, with a clean environment and no display
    echo "minimal-root-check: $*" | tee -a "$root/check.log"
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        /bin/bash -c "cd /src && $*" >>"$root/check.log" 2>&1
}
run "apt-get update"
run "bash packaging/setup.sh test"
run "QT_QPA_PLATFORM=offscreen build-release/app/cloudgauge --screenshot /tmp/first-start.png --size 1366x768 && test -s /tmp/first-start.png"
echo "minimal-root-check: both quick-start commands passed in $root (log: $root/check.log)"
