#!/usr/bin/env bash
# Builds the Debian package from build-release/, installs it with apt (resolving its Depends),
# runs the installed application's main jobs headless on a fresh user data folder, validates the
# desktop entry and AppStream metadata, and removes the package. Needs root or sudo.
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
id=io.github.cloudgauge.CloudGauge

(cd build-release && cpack -G DEB)
deb=$(ls -t build-release/cloudgauge_*.deb | head -n 1)
echo "package: $deb"
dpkg-deb --field "$deb" Depends Recommends
$sudo apt-get install -y -q "./$deb"

home=$(mktemp -d)
trap '$sudo apt-get remove -y -q cloudgauge >/dev/null || true; rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" QT_QPA_PLATFORM=offscreen
/usr/bin/cloudgauge --version
/usr/bin/cloudgauge rank --top 3
/usr/bin/cloudgauge report --lang zh_CN --out "$home/report.pdf"
test -s "$home/report.pdf"
test -f "$XDG_DATA_HOME/CloudGauge/cloudgauge/catalog.sqlite"   # first run copied the bundled catalog
/usr/bin/cloudgauge-probe --list --json | grep -q '"schema": "cloudgauge-probe/1"'
/usr/bin/cloudgauge probe --quick --timeout 5 | tee "$home/probe.txt"   # runs the installed probe, stores the run
grep -q "Comparison with the catalog" "$home/probe.txt"
desktop-file-validate "/usr/share/applications/$id.desktop"
appstreamcli validate --no-net "/usr/share/metainfo/$id.metainfo.xml"
test -f "/usr/share/icons/hicolor/scalable/apps/$id.svg"
test -f "/usr/share/icons/hicolor/256x256/apps/$id.png"
$sudo apt-get remove -y -q cloudgauge
test ! -e /usr/bin/cloudgauge
echo "package check: installed, ran rank, report and probe, validated, removed"
